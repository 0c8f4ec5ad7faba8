/// Finds a document's outline by its edges and matches it against document specifications.
///
/// ```swift
/// let detector = DocumentDetector(specifications: [.id1, .a4])
/// let detection = try await detector.detect(image)
/// if detection.status == .found, let quad = detection.quad { ... }
/// ```
/// The native layer proposes outlines (contours of edge maps at several thresholds and of a faint
/// map just above the image's noise, bright and dark regions, quads of four straight lines with
/// the image borders among them, outlines grown past a line of the document's print) and measures
/// the edge support of each side, faint steps included; this type decides which outline is the
/// document (aspect within a specification's tolerance in either orientation, area, support, the
/// image border), refines its corners on the full-resolution image, and says why when it found
/// none, or found none it is confident of (a wrong outline is worse than none). Edges cannot tell
/// a document's top from its bottom: see `SpecificationMatch` for the orientation returned.
public struct DocumentDetector: DocumentLocator {
    public var specifications: [DocumentSpecification]
    /// A document covering less of the image than this is `tooSmall`.
    public var minimumAreaShare: Double = 0.10
    /// A corner further from 90° than this (degrees) is `tooMuchPerspective`.
    public var maximumCornerDeviation: Double = 30
    /// Opposite sides with a length ratio below this are `tooMuchPerspective`.
    public var minimumSideRatio: Double = 0.6
    /// Least length-weighted evidence of an outline's sides (those not on the image border): a
    /// side's evidence is the share of it on an edge times how uniform one side of it is
    /// (`DocumentOutline`). The weakest side needs half of this.
    public var minimumEdgeSupport: Double = 0.5
    /// Tolerance widening per unit of narrowing (see `SpecificationMatch.best`).
    public var perspectiveAllowance: Double = 0.5
    /// Long side of the working copy the outlines are looked for in (pixels).
    public var workingSize: Int = 800
    /// Search the outlines of straight lines even for a document clearly outlined on a plain
    /// table (see `isClear`): slower, and on the generated sample sets no better.
    public var alwaysSearchesLines = false

    /// The default is every preset with an aspect: a width-only one (`receipt`) fits any outline.
    public init(specifications: [DocumentSpecification] = DocumentSpecification.presets.filter { $0.aspectRatio != nil }) {
        self.specifications = specifications
    }

    public var providesPhysicalSize: Bool { !specifications.isEmpty && specifications.allSatisfy { $0.widthMM != nil } }

    public func detect(_ image: Image) async throws -> DocumentDetection {
        try detectNow(image)
    }

    /// The synchronous body of `detect` (pixel work and policy; nothing to wait for).
    func detectNow(_ image: Image) throws -> DocumentDetection {
        guard !specifications.isEmpty else { throw ZonalError.invalidArgument("the document detector needs at least one specification") }
        guard image.width >= 16, image.height >= 16 else { return .notFound("the image is too small to hold a document (\(image.width)×\(image.height) pixels)") }
        let search = try DocumentOutline.Search(in: image, workingSize: workingSize, minimumAreaShare: min(0.02, minimumAreaShare / 2))
        let scene = search.scene
        func assessAndChoose() throws -> ([OutlineAssessment], Choice) {
            let assessed = try search.candidates().map { OutlineAssessment($0, imageWidth: image.width, imageHeight: image.height) }
            return (assessed, choose(assessed, imageWidth: image.width, imageHeight: image.height, scene: scene))
        }
        var (assessed, choice) = try assessAndChoose()
        let clear = try isClear(choice, scene: scene, search: search)
        let clearOutline: DocumentOutline? = if clear, case let .document(a, _) = choice { a.outline } else { nil }
        if alwaysSearchesLines || !clear {
            try search.addLines()
            (assessed, choice) = try assessAndChoose()
        }
        var near: [OutlineAssessment] = []
        if searchesNearCandidates(after: choice) {
            near = try outlinesNearCandidates(assessed, search: search, imageWidth: image.width, imageHeight: image.height)
            assessed += near
            choice = choose(assessed, imageWidth: image.width, imageHeight: image.height, scene: scene)
        }
        // An outline closed by a line of the document's print, moved out to the document's edge;
        // one not vouched for too: a reader that recognises the page reads it (a held-out licence
        // photo, seed 92, the 27th: its left side on a line of the guilloche, 3.1% off, → 0.3%;
        // a slip photo, seed 32, the 15th, refused as not seen all around, was widened over paper
        // onto the ramp of light past it until `widenedOverPaper` left soft sides out).
        if case let .document(a, m) = choice, let widened = try widened(a, m, search: search, image: image) {
            choice = .document(widened.0, widened.1)
        } else if case let .refused(a, m, reason) = choice, let widened = try widened(a, m, search: search, image: image) {
            choice = .refused(widened.0, widened.1, reason: reason)
        }
        var detection = try detection(for: choice, in: image)
        // Clear only as chosen: an outline the later searches moved or replaced is not the one tested.
        if let clearOutline, case let .document(a, _) = choice, a.outline == clearOutline, detection.status == .found, detection.reasons.isEmpty {
            detection.clear = true
        }
        if case let .document(a, _) = choice, near.contains(where: { $0.outline == a.outline }) {
            detection.reasons.append(Self.nearCandidatesReason)
        }
        let answerScore: Double? = if case let .document(a, m) = choice, detection.status == .found { score(a, m) } else { nil }
        // A runner-up closed by a line of print is widened like the answer; one that then is the
        // answer, or an earlier runner-up, to a few pixels, is left out (a reader would read the
        // same page twice).
        var seen = detection.quad.map { [$0] } ?? []
        let others = try alternatives(assessed, besides: choice.quad, imageWidth: image.width, imageHeight: image.height).compactMap { a, m -> DocumentDetection.Alternative? in
            let (a, m) = a.outline.method == .texture ? (a, m) : try widened(a, m, search: search, image: image) ?? (a, m)
            let quad = try refined(m.quad, in: image)
            guard !seen.contains(where: { Self.sameOutline($0, quad, imageWidth: image.width, imageHeight: image.height, share: Self.sameWidenedShare) }) else { return nil }
            seen.append(quad)
            let aspect = SpecificationMatch.aspect(quad)
            let size = m.specification.physicalSize(detectedAspect: aspect > 0 ? aspect : m.aspect)
            let rival = answerScore.map { score(a, m) >= $0 - Self.rivalScore } ?? false
            return DocumentDetection.Alternative(quad: quad, specification: m.specification.name, widthMM: size?.widthMM, heightMM: size?.heightMM,
                                                 rival: rival && a.outline.method != .texture ? true : nil,
                                                 rough: a.outline.method == .texture ? true : nil)
        }
        detection.alternatives = others.isEmpty ? nil : others
        return detection
    }

    /// Corners of a widened runner-up within this share of the image's diagonal from an outline
    /// already listed make it that outline.
    static let sameWidenedShare = 0.005

    /// An outline closed by a line of the document's print, moved out to the document's edge, or
    /// by a line of a checked cloth past it, moved in (nil when no side is).
    func widened(_ a: OutlineAssessment, _ m: SpecificationMatch, search: DocumentOutline.Search,
                 image: Image) throws -> (OutlineAssessment, SpecificationMatch)? {
        // A side on a checked cloth past the edge, first: the other sides may still be on print.
        if let narrowed = try narrowedAgainstPattern(a, m, search: search, image: image) {
            return try widenedOnly(narrowed.0, narrowed.1, search: search, image: image) ?? narrowed
        }
        return try widenedOnly(a, m, search: search, image: image)
    }

    private func widenedOnly(_ a: OutlineAssessment, _ m: SpecificationMatch, search: DocumentOutline.Search,
                             image: Image) throws -> (OutlineAssessment, SpecificationMatch)? {
        guard var widened = try widenedToAspect(a, m, search: search, image: image) ?? widenedAgainstPattern(a, m, search: search, image: image)
                ?? widenedOverPaper(a, m, search: search, image: image) ?? widenedToBorder(a, m, search: search, image: image) else { return nil }
        // A second side closed by a line of print (the photo's edge on one, a title band's on another).
        if let again = try widenedAgainstPattern(widened.0, widened.1, search: search, image: image) { widened = again }
        return widened
    }

    /// Turns the chosen outline into a detection: corners refined at full resolution, the
    /// status from the refined geometry.
    private func detection(for choice: Choice, in image: Image) throws -> DocumentDetection {
        switch choice {
        case let .none(reason):
            return .notFound(reason)
        case let .refused(_, match, reason):
            let quad = try refined(match.quad, in: image)
            return DocumentDetection(status: .notFound, quad: quad, specification: match.specification.name,
                                     size: match.specification.physicalSize(detectedAspect: match.aspect), reasons: [reason])
        case let .wholeFrame(match, reason):
            return DocumentDetection(status: .found, quad: match.quad, specification: match.specification.name,
                                     size: match.specification.physicalSize(detectedAspect: match.aspect), reasons: [reason])
        case let .partial(assessment, reason):
            let quad = try refined(SpecificationMatch.orient(assessment.outline.quad, landscape: nil), in: image)
            return DocumentDetection(status: .partiallyOutside, quad: quad, reasons: [reason])
        case let .document(assessment, match):
            let quad = try refined(match.quad, in: image)
            var reasons: [String] = []
            let status = status(of: quad, assessment: assessment, match: match, imageArea: Double(image.width * image.height), reasons: &reasons)
            let aspect = SpecificationMatch.aspect(quad)
            return DocumentDetection(status: status, quad: quad, specification: match.specification.name,
                                     size: match.specification.physicalSize(detectedAspect: aspect > 0 ? aspect : match.aspect), reasons: reasons)
        }
    }

    private func status(of quad: Quad, assessment: OutlineAssessment, match: SpecificationMatch, imageArea: Double,
                        reasons: inout [String]) -> DocumentDetection.Status {
        let border = OutlineAssessment.sideNames(assessment.borderSides)
        if assessment.cornerOutside {
            reasons.append("a corner lies outside the image")
            return .partiallyOutside
        }
        if !border.isEmpty {
            if !match.fits(within: 0.5) {
                reasons.append("the outline runs along the image border (\(border.joined(separator: ", "))) and its aspect \(Self.format(match.aspect)) is only loosely that of \(match.specification.name): the document may go on past the border")
                return .partiallyOutside
            }
            reasons.append("the document's edges coincide with the image border (\(border.joined(separator: ", ")))")
        }
        let deviation = quad.maximumCornerDeviation, ratio = quad.oppositeSideRatio
        if deviation > maximumCornerDeviation || ratio < minimumSideRatio {
            reasons.append("seen at too steep an angle: a corner is \(Self.format(deviation))° from square (limit \(Self.format(maximumCornerDeviation))°), opposite sides differ by a ratio of \(Self.format(ratio)) (limit \(Self.format(minimumSideRatio)))")
            return .tooMuchPerspective
        }
        let share = imageArea > 0 ? quad.area / imageArea : 0
        if share < minimumAreaShare {
            reasons.append("the document covers \(Self.format(share * 100))% of the image (at least \(Self.format(minimumAreaShare * 100))% needed)")
            return .tooSmall
        }
        return .found
    }

    /// Each side fitted to the strongest edge near it; the search reaches a few working pixels.
    func refined(_ quad: Quad, in image: Image) throws -> Quad {
        let scale = Double(max(image.width, image.height)) / Double(max(64, workingSize))
        let search = max(3, 4 * max(1, scale))
        return try DocumentOutline.refine(quad, in: image, search: search).quad
    }

    static func format(_ value: Double) -> String { String(format: "%.2f", value).replacingOccurrences(of: ".00", with: "") }
}

extension DocumentDetection {
    init(status: Status, quad: Quad?, specification: String?, size: (widthMM: Double, heightMM: Double)?, reasons: [String]) {
        self.init(status: status, quad: quad, specification: specification, widthMM: size?.widthMM, heightMM: size?.heightMM, reasons: reasons)
    }
}
