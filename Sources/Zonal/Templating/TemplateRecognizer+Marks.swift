/// A page read in an outline one of whose sides runs along a dark block of print its class places
/// near that edge (`TemplatingClass.marks`: a licence's EU emblem, 3 mm inside its top left).
/// Under light that washes the margin past the block out to the table's white, no edge is seen
/// there, and the outline the block's edge closes is the card without its margin: of 60 licence
/// photos whose outline was more than 2% off, 27 were furthest off on the left side, most
/// 2.7–3.9 mm inside the card's edge, along the emblem and the portrait. Where the strip just
/// inside the side, along the mark, is much darker than the page and than the plain strip past
/// it, the side is moved out by the mark's margin and the page read again there as its class; the
/// reading is taken unless it fails more mandatory fields.
extension TemplateRecognizer {
    /// How much darker (grey levels, medians) the strip just inside the side must be than the
    /// page and than the strip past the side: on those licences the emblem's strip 15–70, the
    /// strip past it 91–208 lighter, the pages 154–220; along the true left side of 120 licence
    /// photos the strip inside is margin, 103 or lighter.
    static let markContrast = 60.0
    /// The most range (middle 80%) of the strip past the side: plain margin or table (3–37 past
    /// the emblem on those licences).
    static let markMarginRange = 40.0
    /// The strips across the side (shares of the page's width): inside from 0.3% to 2%, past
    /// from 0.8% to 3%; along the middle 80% of the mark.
    static let markInside = (0.003, 0.02), markPast = (-0.03, -0.008)
    /// A strip further in, as shares of the mark's own width.
    static let markDeeper = (0.25, 0.6)
    /// The widest margin (share of the page) a mark may stand from a side to be looked for along it.
    static let markMarginMost = 0.1

    func readPastMarks(_ answer: ClassRun, into result: inout TemplateResult, chain: inout ChainOutcome,
                       image: Image, mrz: MRZReadResult?) async throws {
        guard case .document = template.detector, let quad = result.document.quad,
              let marks = template.classes.first(where: { $0.name == answer.className })?.marks, !marks.isEmpty else { return }
        guard let page = try Self.greyLevels(of: image, inside: quad, most: (96, 64)) else { return }
        for mark in marks {
            for side in Self.sides(near: mark) {
                guard try Self.runsAlong(mark, side: side, of: quad, page: page.median, image: image) else { continue }
                let margin = Self.margin(of: mark, from: side)
                let widened = DocumentDetector.moved(side, of: quad, by: margin / (1 - margin) * quad.width)
                let dewarped = DetectedPage(image: image, dewarper: Dewarper(document: widened, widthMM: result.document.widthMM,
                                                                             heightMM: result.document.heightMM), mrz: mrz)
                var outcome = try await runClass(named: answer.className, on: dewarped)
                result.timings.add(outcome.timings)
                outcome.rejected = chain.rejected
                // The mark is the evidence; the reading need only be no worse (on generated photos an
                // outline 3% off can read with more confidence than the right one).
                guard let matched = outcome.matched, matched.failures.count <= answer.failures.count else { return }
                take(outcome, in: widened, warning: Self.markWarning, replacing: [], into: &result, chain: &chain)
                return
            }
        }
    }

    /// The sides (1 right, 3 left) `mark` stands within `markMarginMost` of. Not the top or bottom:
    /// there a side tilted onto a mark at one end runs along it too (the emblem's 3 mm are 5.6% of a
    /// card's height), and moved out whole it went further off (licence photos seed 96 #16, 3.2% →
    /// 5.6%; seed 115 #25, 6.5% → 9.0%), while no photo gained.
    static func sides(near mark: RelativeRect) -> [Int] {
        [1, 3].filter { margin(of: mark, from: $0) > 0 && margin(of: mark, from: $0) <= markMarginMost }
    }

    /// How far `mark` stands from the right (1) or left (3) side, as a share of the page's width.
    static func margin(of mark: RelativeRect, from side: Int) -> Double {
        side == 1 ? 1 - mark.x - mark.width : mark.x
    }

    /// Whether the right (1) or left (3) side of `quad` runs along `mark`: the strip just inside it
    /// and one deeper, on the mark, dark against the page, the strip past it plain and lighter.
    static func runsAlong(_ mark: RelativeRect, side: Int, of quad: Quad, page: Double, image: Image) throws -> Bool {
        let rows = (mark.y + 0.1 * mark.height, mark.y + 0.9 * mark.height)
        // A strip `across` (shares of the page's width, measured inward from the side) over the mark's rows.
        func strip(_ across: (Double, Double)) -> Quad {
            let u = side == 1 ? (1 - across.0, 1 - across.1) : across
            return Quad(topLeft: quad.point(u: u.0, v: rows.0), topRight: quad.point(u: u.1, v: rows.0),
                        bottomRight: quad.point(u: u.1, v: rows.1), bottomLeft: quad.point(u: u.0, v: rows.1))
        }
        let past = strip(markPast)
        guard past.corners.allSatisfy({ $0.x >= 0 && $0.y >= 0 && $0.x < Double(image.width) && $0.y < Double(image.height) }),
              let inside = try greyLevels(of: image, inside: strip(markInside)), page - inside.median >= markContrast,
              let outside = try greyLevels(of: image, inside: past), outside.range <= markMarginRange,
              outside.median - inside.median >= markContrast else { return false }
        // Deeper inside, still on the mark if the side runs along its edge: a drop shadow or a dark
        // table inside an outline a little too large is dark along the side only.
        guard let deeper = try greyLevels(of: image, inside: strip((markDeeper.0 * mark.width, markDeeper.1 * mark.width))) else { return false }
        return page - deeper.median >= markContrast
    }

    /// The median grey of `quad` and its range (middle 80%), sampled at about a pixel a step (at
    /// most `most` steps across and along), then averaged 2 × 2 against the photo's noise; nil for a
    /// region of less than a few pixels. (A `DocumentOutline.Search` measures alike, but building
    /// one cost 45–50 ms a licence.)
    static func greyLevels(of image: Image, inside quad: Quad, most: (Int, Int) = (64, 256)) throws -> (median: Double, range: Double)? {
        let c = quad.corners
        let across = max(c[0].distance(to: c[1]), c[3].distance(to: c[2])), along = max(c[0].distance(to: c[3]), c[1].distance(to: c[2]))
        let width = min(most.0, Int(across / 2)) * 2, height = min(most.1, Int(along / 2)) * 2
        guard width >= 4, height >= 4 else { return nil }
        let grey = try image.warped(quad, width: width, height: height).grayscale().resized(width: width / 2, height: height / 2)
        guard let pixels = grey.pixels else { return nil }
        var histogram = [Int](repeating: 0, count: 256)
        for y in 0..<grey.height {
            for x in 0..<grey.width { histogram[Int(pixels[y * grey.stride + x])] += 1 }
        }
        let total = grey.width * grey.height
        func quantile(_ share: Double) -> Double {
            var count = 0
            for (level, n) in histogram.enumerated() {
                count += n
                if Double(count) > share * Double(total) { return Double(level) }
            }
            return 255
        }
        return (quantile(0.5), quantile(0.9) - quantile(0.1))
    }

    static let markWarning = "a side of the outline ran along a mark the page prints inside its edge; the page was read again with the mark's margin"
}
