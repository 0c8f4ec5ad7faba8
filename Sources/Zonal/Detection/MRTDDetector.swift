/// Finds a passport page, ID card or visa by its MRZ: the MRZ reader locates and reads the zone,
/// and the format's physical layout places the page around it (`MRZPageExtrapolation`). Where the
/// page's own edges are seen near that prediction, the outline is snapped to them.
///
/// ```swift
/// let detector = MRTDDetector(reader: MRZReader(pool: pool))
/// let detection = try await detector.detect(image)
/// detection.specification   // "td3", "td1", "td2", "mrv-a", "mrv-b"
/// detection.mrz?.mrz?.fields["documentNumber"]   // the reading the page was found by
/// ```
/// Unlike edges, the MRZ knows which way up the document is: the quad is in reading order
/// whatever the rotation. The MRZ reading travels with the detection (`DocumentDetection.mrz`),
/// so a template's MRZ processor need not read it again; a caller who has already read the MRZ
/// passes it to `detection(from:in:)` instead.
public struct MRTDDetector: DocumentLocator {
    public var reader: MRZReader
    /// A page covering less of the image than this is `tooSmall`.
    public var minimumAreaShare: Double = 0.10
    /// Perspective limits, as for `DocumentDetector`.
    public var maximumCornerDeviation: Double = 30
    public var minimumSideRatio: Double = 0.6
    /// Whether to replace the extrapolated outline by an edge outline that agrees with it.
    public var snapsToEdges = true
    /// How far (share of the predicted page's diagonal) an edge outline's corners may lie from the
    /// prediction and still be taken for the page: the bottom corners, beside the MRZ, are
    /// predicted well; the top ones are extrapolated across the page, and the band does not show
    /// how the page's sides converge when it is seen at an angle.
    public var snapTolerance: (bottom: Double, top: Double) = (0.1, 0.25)
    /// How much of its format's left margin (`MRTDLayout.mrzLeft`, 6 mm on a passport page) the
    /// MRZ's ink must keep from an edge outline's left and right sides. A page's portrait or the
    /// edge of its tinted print, a few millimetres inside an edge lost in glare, is not the page's
    /// side: on 100 generated passport photos such lines passed 1–1.5 mm from the MRZ. The same
    /// share of its bottom margin (`MRTDLayout.mrzBottom`) keeps it from the outline's bottom.
    public var minimumMarginShare = 0.5
    /// How much of its left and bottom margins, at most, the MRZ's ink may keep from an edge
    /// outline's left side and bottom. A page scanned with a border, shown in a screenshot, has
    /// the scan's frame around it, a stronger edge than the page's own: that outline lay 1.35–2.3
    /// times the bottom margin below the MRZ, while the pages of 655 generated documents (photos
    /// and real-world scenes) lay at most 1.04 times below it and about 1.6 times the left margin
    /// beside it. The right margin is not bounded: it takes up a line printed at another pitch or
    /// in another face (a visa's MRZ printed short ended 2.3 times its right margin from the
    /// page's edge).
    public var maximumMarginShare = (left: 2.0, bottom: 1.3)
    /// The predicted sides that may close an outline of three edges (0 top, 1 right, 2 bottom,
    /// 3 left): the bottom runs along the MRZ, and the sides are placed by its length, but the
    /// top is extrapolated across the page. A side washed out by light or lost on a table of the
    /// page's colour is then closed where the MRZ puts it: on 100 generated passport photos
    /// (seed 42), with the edges searched for near the sides closed the same way, one page's
    /// corners came within 2% (2.2% → 0.7%) and two nearer (3.9% → 2.1%, 4.7% → 3.2%).
    static let closingSides = [1, 2, 3]
    /// The closing sides whose edge is looked for near where they close an outline
    /// (`DocumentDetector.closingSideSearched`): the left and right, which the MRZ's length places
    /// a few percent off at an angle. Not the bottom, placed well along the MRZ: there the edge of
    /// a white MRZ strip was found instead of the page's, 3.5% off (three pages of 530 generated
    /// MRZ-document photos). On those photos (`zonal bench`'s photo preset, seed 2027, and passport
    /// photos seeds 42 and 43) corners within 2% 442 → 443, none lost; five more nearer, one 0.1%
    /// further (0.8 → 0.9%).
    static let searchedClosingSides = [1, 3]
    var extrapolation = MRZPageExtrapolation()

    public init(reader: MRZReader = MRZReader()) {
        self.reader = reader
    }

    public var providesPhysicalSize: Bool { true }

    /// The specification name of a format: `td1`, `td2`, `td3`, `mrv-a`, `mrv-b`.
    public static func specificationName(_ format: MRZFormat) -> String { format.rawValue.lowercased() }

    public func detect(_ image: Image) async throws -> DocumentDetection {
        let reading = try await reader.read(image: image)
        return try detection(from: reading, in: image)
    }

    /// The page located by an MRZ already read from `image`.
    public func detection(from reading: MRZReadResult, in image: Image) throws -> DocumentDetection {
        guard let location = reading.location, let format = reading.mrz?.format else {
            return DocumentDetection(status: .notFound, reasons: reading.reasons.isEmpty ? ["no MRZ found"] : reading.reasons, mrz: reading)
        }
        let name = Self.specificationName(format)
        let layout = MRTDLayout.of(format)
        guard let predicted = extrapolation.page(band: location.quad, format: format) else {
            return DocumentDetection(status: .notFound, specification: name, reasons: ["the MRZ's outline is degenerate"], mrz: reading)
        }
        var quad = predicted
        var reasons = ["outline extrapolated from the \(format.rawValue) MRZ"]
        var snapped = false
        if snapsToEdges, let edges = try snap(predicted, mrz: location, in: image, layout: layout) {
            quad = edges.quad
            snapped = true
            switch edges.kind {
            case .edges: reasons = ["outline found by the page's edges near where the \(format.rawValue) MRZ places it"]
            case .guided: reasons = ["outline found by straight edges searched for near where the \(format.rawValue) MRZ places the page's sides"]
            case .closedByPredictedSide(2):
                reasons = ["outline found by the page's top and side edges near where the \(format.rawValue) MRZ places it, closed along the MRZ"]
            case let .closedByPredictedSide(side):
                reasons = ["outline found by three of the page's edges near where the \(format.rawValue) MRZ places it, closed by the predicted \(side == 1 ? "right" : side == 3 ? "left" : "top") side"]
            }
        }
        let status = status(of: quad, snapped: snapped, image: image, reasons: &reasons)
        return DocumentDetection(status: status, quad: quad, specification: name, widthMM: layout.width, heightMM: layout.height,
                                 reasons: reasons, mrz: reading)
    }

    private func status(of quad: Quad, snapped: Bool, image: Image, reasons: inout [String]) -> DocumentDetection.Status {
        let w = Double(image.width), h = Double(image.height)
        // An extrapolated corner is uncertain by a few percent of the page: only one clearly
        // outside counts.
        let margin = snapped ? max(2, 0.008 * min(w, h)) : max(2, 0.02 * quad.diagonal)
        let outside = quad.corners.filter { $0.x < -margin || $0.y < -margin || $0.x > w - 1 + margin || $0.y > h - 1 + margin }
        if !outside.isEmpty {
            reasons.append("\(outside.count) corner(s) of the page lie outside the image")
            return .partiallyOutside
        }
        let deviation = quad.maximumCornerDeviation, ratio = quad.oppositeSideRatio
        if deviation > maximumCornerDeviation || ratio < minimumSideRatio {
            reasons.append("seen at too steep an angle: a corner is \(DocumentDetector.format(deviation))° from square, opposite sides differ by a ratio of \(DocumentDetector.format(ratio))")
            return .tooMuchPerspective
        }
        let share = w * h > 0 ? quad.area / (w * h) : 0
        if share < minimumAreaShare {
            reasons.append("the page covers \(DocumentDetector.format(share * 100))% of the image (at least \(DocumentDetector.format(minimumAreaShare * 100))% needed)")
            return .tooSmall
        }
        return .found
    }

    /// An edge outline whose corners all lie near the predicted ones (in the prediction's corner
    /// order), refined at full resolution; nil when none agrees.
    private func snap(_ predicted: Quad, mrz: MRZLocation, in image: Image, layout: MRTDLayout) throws -> (quad: Quad, kind: DocumentDetector.SnapKind)? {
        let d = predicted.diagonal
        let (top, bottom) = (snapTolerance.top * d, snapTolerance.bottom * d)
        let page = DocumentSpecification.physical("page", widthMM: layout.width, heightMM: layout.height, tolerance: 0.1)
        // The page holds its MRZ: the corners of its lines (the band's padding reaches further,
        // past a page's edge where the band was drawn long), give or take half a character.
        let held = (mrz.lines.isEmpty ? [mrz.quad] : mrz.lines).flatMap(\.corners)
        let slack = max(2, 0.5 * mrz.characterHeight)
        // The lines are cut `MRZBandReader.lineMargin` line heights beyond their ink.
        func beside(_ share: Double) -> Double { (share * layout.mrzLeft / MRTDLayout.mrzCapHeight - MRZBandReader.lineMargin) * mrz.characterHeight }
        let (inset, outset) = (beside(minimumMarginShare), beside(maximumMarginShare.left))
        var insets = mrz.lines.flatMap { line in
            [DocumentDetector.Inset(point: line.topLeft, side: 3, minimum: inset, maximum: outset),
             DocumentDetector.Inset(point: line.bottomLeft, side: 3, minimum: inset, maximum: outset),
             DocumentDetector.Inset(point: line.topRight, side: 1, minimum: inset), DocumentDetector.Inset(point: line.bottomRight, side: 1, minimum: inset)]
        }
        // Below the last line the same share of its margin (`MRTDLayout.mrzBottom`, to its
        // baseline; the line is cut `lineHalfHeight` line heights below its middle, which lies
        // half a line height above the baseline): the foot of the line's ink is no page edge (a
        // passport photo's bottom taken there, 3% off). Only outlines must keep it, not the lines
        // searched for near the bottom: with those along the MRZ left out, a screenshot's frame
        // under a visa took their place among the best seen, and its outline won (2.0% → 7.6% off).
        if let last = mrz.lines.last {
            func below(_ share: Double) -> Double { (share * layout.mrzBottom / MRTDLayout.mrzCapHeight - (MRZBandReader.lineHalfHeight - 0.5)) * mrz.characterHeight }
            insets += [last.bottomLeft, last.bottomRight].map {
                DocumentDetector.Inset(point: $0, side: 2, minimum: below(minimumMarginShare), maximum: below(maximumMarginShare.bottom), limitsSearch: false)
            }
        }
        return try DocumentDetector(specifications: [page]).outline(near: predicted, holding: held, slack: slack, insets: insets, in: image,
                                                                    tolerances: [top, top, bottom, bottom], specification: page, closingSides: Self.closingSides,
                                                                    searchedClosingSides: Self.searchedClosingSides)
    }
}
