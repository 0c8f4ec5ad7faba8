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
    /// The strips across the side (shares of the page across it): inside from 0.3% to 2%, past
    /// from 0.8% to 3%; along the middle 80% of the mark.
    static let markInside = (0.003, 0.02), markPast = (-0.03, -0.008)
    /// A strip further in, as shares of the mark's own depth across the side.
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
                guard let margin = try Self.marginIfAlong(mark, side: side, of: quad, page: page.median, image: image) else { continue }
                // The page's extent across the side: its height for the top or bottom, its width for the left or right.
                let c = quad.corners
                let across = side % 2 == 0 ? (c[0].distance(to: c[3]) + c[1].distance(to: c[2])) / 2 : (c[0].distance(to: c[1]) + c[3].distance(to: c[2])) / 2
                let widened = DocumentDetector.moved(side, of: quad, by: margin / (1 - margin) * across)
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
        [(1, 1 - mark.x - mark.width), (3, mark.x)].filter { $0.1 > 0 && $0.1 <= markMarginMost }.map(\.0)
    }

    /// The mark's margin from `side` (share of the page across it) when that side of `quad` runs
    /// along the mark: the strip just inside it dark, the strip past it plain and lighter.
    static func marginIfAlong(_ mark: RelativeRect, side: Int, of quad: Quad, page: Double, image: Image) throws -> Double? {
        let along = side % 2 == 0 ? (mark.x + 0.1 * mark.width, mark.x + 0.9 * mark.width) : (mark.y + 0.1 * mark.height, mark.y + 0.9 * mark.height)
        // (across, along) in the page's own coordinates, measured inward from the side.
        func point(_ inward: Double, _ t: Double) -> Point {
            switch side {
            case 0: quad.point(u: t, v: inward)
            case 1: quad.point(u: 1 - inward, v: t)
            case 2: quad.point(u: t, v: 1 - inward)
            default: quad.point(u: inward, v: t)
            }
        }
        func strip(_ across: (Double, Double)) -> Quad {
            Quad(topLeft: point(across.0, along.0), topRight: point(across.1, along.0),
                 bottomRight: point(across.1, along.1), bottomLeft: point(across.0, along.1))
        }
        let past = strip(markPast)
        // Deeper inside, still on the mark if the side runs along its edge: a drop shadow or a dark
        // table inside an outline a little too large is dark along the side only.
        let depth = side % 2 == 0 ? mark.height : mark.width
        guard past.corners.allSatisfy({ $0.x >= 0 && $0.y >= 0 && $0.x < Double(image.width) && $0.y < Double(image.height) }),
              let inside = try greyLevels(of: image, inside: strip(markInside)), let outside = try greyLevels(of: image, inside: past),
              let deeper = try greyLevels(of: image, inside: strip((markDeeper.0 * depth, markDeeper.1 * depth))),
              outside.range <= markMarginRange, outside.median - inside.median >= markContrast,
              page - inside.median >= markContrast, page - deeper.median >= markContrast else { return nil }
        return [mark.y, 1 - mark.x - mark.width, 1 - mark.y - mark.height, mark.x][side]
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
