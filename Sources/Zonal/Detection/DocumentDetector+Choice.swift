/// Which outline is the document: the policy half of `DocumentDetector`, free of pixels so it
/// can be read (and tested) on its own.
extension DocumentDetector {
    enum Choice {
        /// An outline that fits a specification (its status is decided on the refined quad).
        case document(OutlineAssessment, SpecificationMatch)
        /// No outline fits, but a large, well-supported one runs along the image border.
        case partial(OutlineAssessment, reason: String)
        /// No edge outline at all, and the image itself has a specification's aspect (a scan
        /// cropped to the document).
        case wholeFrame(SpecificationMatch, reason: String)
        /// The best outline fits a specification but is not vouched for (see `minimumScore`):
        /// reported as `notFound`, with its quad, for a reader that can check it another way.
        case refused(OutlineAssessment, SpecificationMatch, reason: String)
        case none(reason: String)

        /// The outline chosen (refused or not), before refinement.
        var quad: Quad? {
            switch self {
            case let .document(_, m), let .refused(_, m, _), let .wholeFrame(m, _): return m.quad
            case let .partial(a, _): return a.outline.quad
            case .none: return nil
            }
        }
    }

    /// The least `score` of an outline taken for the document: below it, the best outline is
    /// small, weakly supported or crossed by edges running on past its corners, and is more
    /// likely a rectangle of print (the photo on a card whose own edge is lost) than the
    /// document. On generated photos most confident wrong answers scored below this, and one
    /// right answer in a hundred did. A wrong outline is worse than none.
    static let minimumScore = 0.45

    /// The least `OutlineAssessment.freeSupport` of an outline taken for the document on a plain
    /// table (`plainBorderEdgeShare` along three image borders or more). Nothing there hides a
    /// document's edge, faint as it may be: an outline seen on less of its length was closed by
    /// a line of the document's print (a passport's MRZ strip, whose own edge is lost) or by the
    /// image border. On a busy table a check or a grain the colour of the card hides stretches
    /// of its edge, and this is not asked.
    static let plainTableSupport = 0.8

    /// How many image borders show plain table (`plainBorderEdgeShare`).
    static func plainBorders(_ scene: DocumentOutline.Scene) -> Int {
        scene.borderEdgeShare.filter { $0 < plainBorderEdgeShare }.count
    }

    /// An image with fewer edge pixels than this share is taken as blank.
    static let blankEdgeShare = 0.002
    /// A border strip with fewer edge pixels than this share shows plain table, not document.
    static let plainBorderEdgeShare = 0.005

    func choose(_ outlines: [OutlineAssessment], imageWidth: Int, imageHeight: Int, scene: DocumentOutline.Scene) -> Choice {
        let edgeShare = scene.edgeShare
        // Every side not on the border must be seen; a side on the border is vouched for only
        // by the document's aspect (checked when the status is decided). An outline of texture is
        // rough (print stops short of the edge): only an alternative.
        let supported = outlines.filter {
            $0.outline.method != .texture && !$0.isWholeFrame && $0.freeSideCount >= 2 && $0.weakestFreeSupport >= minimumEdgeSupport / 2 && $0.freeSupport >= minimumEdgeSupport
        }
        let matched = supported.compactMap { a in
            SpecificationMatch.best(for: a.outline.quad, among: specifications, perspectiveAllowance: perspectiveAllowance).map { (a, $0) }
        }
        let byScore = { (x: (OutlineAssessment, SpecificationMatch), y: (OutlineAssessment, SpecificationMatch)) in score(x.0, x.1) < score(y.0, y.1) }
        // The image itself, when it has a specification's aspect: a scan cropped to the document.
        let frame = Quad.rect(x: 0, y: 0, width: Double(imageWidth - 1), height: Double(imageHeight - 1))
        // Not when a large outline inside the image says the document lies in it (a skewed page
        // on a pale table whose edges are half seen), nor when plain table shows along more than
        // one of the image's borders (a cropped scan has print or pattern up to its edges).
        let plainBorders = Self.plainBorders(scene)
        let framed = plainBorders > 1 || supported.contains { $0.borderSideCount == 0 && $0.areaShare >= 0.3 }
        let frameMatch = edgeShare >= Self.blankEdgeShare && !framed
            ? SpecificationMatch.best(for: frame, among: specifications, perspectiveAllowance: 0) : nil
        let frameReason = { (m: SpecificationMatch) in
            "no document edge found inside the image, which itself has the aspect of \(m.specification.name): the document is taken to fill it"
        }
        // Whole outlines (inside the image) of a readable size and angle come first: lines of the
        // background with the image border often make large quads of about the right aspect.
        let whole = matched.filter { $0.0.borderSideCount == 0 && !$0.0.cornerOutside }
        let touching = matched.filter { ($0.0.borderSideCount > 0 || $0.0.cornerOutside) && $0.0.areaShare >= minimumAreaShare }
        let bestTouching = touching.max(by: byScore)
        let readableWhole = whole.filter { readable($0.0) }
        var bestWhole = readableWhole.max(by: byScore)
        // The document's edge beside a line of its print that closed a nearly equal outline.
        if let best = bestWhole, let twin = widerTwin(of: best, among: readableWhole) { bestWhole = twin }
        // A document filling the frame leaves only its own print (photo, panels) as whole
        // outlines, and those are small beside it (a passport's photo is 12% of the page).
        if let m = frameMatch, m.isSpecific, m.fits(within: 0.5), bestTouching == nil, (bestWhole?.0.areaShare ?? 0) < 0.15 {
            return .wholeFrame(m, reason: frameReason(m))
        }
        let winner = bestWhole.map { best in bestTouching.flatMap { touchingWins($0, over: best) ? $0 : nil } ?? best } ?? bestTouching
        if let (a, m) = winner {
            let plainTable = plainBorders >= 3
            guard score(a, m) >= Self.minimumScore, !plainTable || a.freeSupport >= Self.plainTableSupport else {
                return .refused(a, m, reason: unclear(a, m, plainTable: plainTable))
            }
            return .document(a, m)
        }
        // Too small or too steep: the status will say which. An outline too steep for its
        // aspect to be measured is matched by its nearer sides.
        if let best = whole.max(by: byScore) { return .document(best.0, best.1) }
        let steep = supported.filter { $0.borderSideCount == 0 && !$0.cornerOutside && $0.areaShare >= minimumAreaShare && !squareEnough($0) }
            .compactMap { a in
                SpecificationMatch.best(for: a.outline.quad, among: specifications, perspectiveAllowance: perspectiveAllowance, steep: true).map { (a, $0) }
            }
        if let best = steep.max(by: byScore) { return .document(best.0, best.1) }
        let partial = supported.filter {
            (1...3).contains($0.borderSideCount) && $0.freeSupport >= 0.7 && $0.weakestFreeSupport >= 0.5 && $0.areaShare >= minimumAreaShare
        }
        if let largest = partial.max(by: { $0.areaShare < $1.areaShare }) {
            let sides = OutlineAssessment.sideNames(largest.borderSides).joined(separator: ", ")
            return .partial(largest, reason: "an outline runs past the image border (\(sides)) and fits no specification as far as it is seen")
        }
        if let m = frameMatch, m.fits(within: 0.5) { return .wholeFrame(m, reason: frameReason(m)) }
        if edgeShare < Self.blankEdgeShare { return .none(reason: "the image is blank (no edges)") }
        let expected = specifications.map(Self.describe).joined(separator: ", ")
        if let nearest = supported.max(by: { $0.areaShare < $1.areaShare }) {
            let aspect = SpecificationMatch.aspect(SpecificationMatch.orient(nearest.outline.quad, landscape: true))
            return .none(reason: "\(supported.count) outline(s) found, none with the aspect of \(expected); the largest has aspect \(Self.format(aspect))")
        }
        return .none(reason: "no document outline found (looked for \(expected))")
    }

    /// How far below the best outline's `score` its wider twin may score (`widerTwin`). On a
    /// licence photo (seed 82, the 54th) the outline closed by the bottom of its photo scored 0.001
    /// above the licence's own; on 1100 generated ID-front, licence and slip photos 0.06 took no
    /// other outline.
    static let twinScore = 0.02

    /// An outline scoring nearly as high as `w` that holds it and differs from it by one side,
    /// moved out 1.5–10% of its diagonal to an edge seen at least as well, sharp and not running
    /// on: the document's edge beside a line of its print.
    func widerTwin(of w: (OutlineAssessment, SpecificationMatch), among candidates: [(OutlineAssessment, SpecificationMatch)]) -> (OutlineAssessment, SpecificationMatch)? {
        let a = w.0.outline, diagonal = a.quad.diagonal, least = score(w.0, w.1) - Self.twinScore
        guard diagonal > 0 else { return nil }
        var best: (candidate: (OutlineAssessment, SpecificationMatch), evidence: Double)?
        for c in candidates where score(c.0, c.1) >= least && c.0.outline.quad.area > a.quad.area {
            let b = c.0.outline
            let shift = b.quad.start(nearest: a.quad), bq = b.quad.starting(at: shift)
            let d = zip(bq.corners, a.quad.corners).map { $0.distance(to: $1) }
            let near = 0.006 * diagonal
            guard let s = (0..<4).first(where: { d[$0] > near && d[($0 + 1) % 4] > near && d[($0 + 2) % 4] <= near && d[($0 + 3) % 4] <= near }) else { continue }
            let moved = max(d[s], d[(s + 1) % 4])
            guard moved >= 0.015 * diagonal, moved <= 0.10 * diagonal,
                  bq.distanceInside(a.quad.corners[s], side: s) > 0, bq.distanceInside(a.quad.corners[(s + 1) % 4], side: s) > 0 else { continue }
            let sb = (s + shift) % 4
            let evidence = b.evidence(sb)
            guard evidence >= a.evidence(s), OutlineAssessment.softness(b.sideSharpness[safe: sb] ?? 1) == 0,
                  (b.sideOverrun[safe: sb] ?? 0) <= (a.sideOverrun[safe: s] ?? 0) + 0.1, evidence > best?.evidence ?? 0 else { continue }
            best = (c, evidence)
        }
        return best?.candidate
    }

    /// Why the best outline was not taken for the document (see `minimumScore`).
    func unclear(_ a: OutlineAssessment, _ m: SpecificationMatch, plainTable: Bool) -> String {
        var doubts: [String] = []
        if a.areaShare < 0.3 { doubts.append("covers \(Self.format(a.areaShare * 100))% of the image") }
        if a.weakestFreeSupport < minimumEdgeSupport { doubts.append("has a weakly seen side") }
        if plainTable && a.freeSupport < Self.plainTableSupport { doubts.append("is not seen all around on a plain table") }
        if a.overrun >= 1 { doubts.append("has edges running on past its corners") }
        let why = doubts.isEmpty ? "" : " (it \(doubts.joined(separator: ", ")))"
        return "no outline is clearly the document: the best, with the aspect of \(m.specification.name), may be print or texture\(why)"
    }

    /// Whether an outline along the image border is the document rather than the best whole
    /// outline inside the image: a document filling the frame leaves only its own print (photo,
    /// panels) as whole outlines, and those are small beside it (a passport's photo is 12% of
    /// the page). (A document reaching the border on one side only is not told from a line of
    /// its print near that side here: the whole outline wins, and `widenedToBorder` moves its
    /// side out over the card's margin when an edge shows just inside the border.)
    func touchingWins(_ t: (OutlineAssessment, SpecificationMatch), over w: (OutlineAssessment, SpecificationMatch)) -> Bool {
        guard !t.0.cornerOutside, t.1.fits(within: 0.5) else { return false }
        return w.0.areaShare < 0.15 * t.0.areaShare && t.0.areaShare >= 0.5
    }

    /// Large enough and seen squarely enough to be read.
    func readable(_ a: OutlineAssessment) -> Bool { a.areaShare >= minimumAreaShare && squareEnough(a) }

    func squareEnough(_ a: OutlineAssessment) -> Bool { a.cornerDeviation <= maximumCornerDeviation && a.sideRatio >= minimumSideRatio }

    /// Larger outlines first (a document's print and photo make smaller rectangles inside it),
    /// then edge evidence, on average and on the weakest side (a quad closed by a line of the
    /// background has one weak side); the aspect fit counts little, since perspective blurs it,
    /// and which specification fits does not count at all (an outline is chosen for being the
    /// document's; `SpecificationMatch.best` then says which specification it is). Edges running
    /// on past the corners cost (a rectangle of print inside the document, or of a checked
    /// cloth), and so do corners far from square, a little, and soft sides (`softSideCost`).
    /// Outlines along the border or past it only when nothing whole fits as well.
    func score(_ a: OutlineAssessment, _ m: SpecificationMatch) -> Double {
        min(1, a.areaShare) + 0.5 * a.freeSupport + 0.5 * a.weakestFreeSupport + 0.1 * m.quality - 0.25 * a.overrun
            - 0.01 * max(0, a.cornerDeviation - 10) - (a.borderSideCount > 0 ? 0.3 : 0) - (a.cornerOutside ? 0.3 : 0)
            - Self.softSideCost * a.softSides
    }

    /// What each soft side (`OutlineAssessment.softSides`) costs an outline's `score`. A ramp of
    /// light past a slip's side, or a shadow's soft outer edge, closed a larger outline that
    /// outscored the slip's own by 0.01–0.06. On 620 generated licence, ID-front and slip images
    /// this brought 4 outlines within 2% of the document's corners and took 1 out (by 0.0001);
    /// on 220 held-out photos, 4 and none.
    static let softSideCost = 0.15

    static func describe(_ s: DocumentSpecification) -> String {
        guard let aspect = s.aspectRatio else { return "\(s.name) (any aspect)" }
        return "\(s.name) \(format(aspect))±\(format(s.tolerance * 100))%"
    }
}

extension OutlineAssessment {
    /// "top", "right", ... for the sides flagged (in the outline's own on-screen order).
    static func sideNames(_ flags: [Bool]) -> [String] {
        zip(["top", "right", "bottom", "left"], flags).filter { $0.1 }.map { $0.0 }
    }
}
