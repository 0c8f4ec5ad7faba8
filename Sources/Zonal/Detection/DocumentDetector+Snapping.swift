/// Snapping a predicted outline to the document's edges: the MRTD detector's (from the MRZ), and the
/// outline a template recognised a page in (`TemplateRecognizer.readSnapped`).
extension DocumentDetector {
    /// How an outline near a prediction was found.
    enum SnapKind: Sendable, Equatable {
        /// A whole edge outline agrees with the prediction.
        case edges
        /// Three sides of an edge outline, closed by the prediction's fourth (its index, 0 top,
        /// 1 right, 2 bottom, 3 left): a page whose plain strip along the bottom (where many
        /// passports print the MRZ) shows no edge on a pale table, but whose printed part does.
        case closedByPredictedSide(Int)
        /// An outline of straight edges searched for near each side of the prediction, when the
        /// page's edges are too faint or too short to be outlined on their own (a pale page on a
        /// pale table, a page filling the frame).
        case guided
    }

    /// The edge outline that agrees with `predicted`: each corner (taken in `predicted`'s order)
    /// within its tolerance in pixels (`tolerances`, top-left, top-right, bottom-right,
    /// bottom-left) and its aspect that of `specification`, the best supported and nearest of
    /// those. When no whole outline agrees, the best outline whose other three sides agree once
    /// closed by one of the predicted sides `closingSides` (`SnapKind.closedByPredictedSide`).
    /// Last, outlines of the straight edges searched for near each predicted side
    /// (`SnapKind.guided`), whole or, with `closesGuidedOutlines`, closed the same way: a side
    /// washed out by light leaves no edge near it, and the search then stands it on the
    /// predicted side (seed 42's passport photos: a page 3.9% off, its left side lost in the
    /// light, read at 2.1% and `valid`).
    /// Every outline taken must hold `held` (the corners of the MRZ's lines: a page holds its MRZ;
    /// the outline of the printed part above a plain MRZ strip does not) give or take `slack`
    /// pixels, and keep each of `insets` at least its minimum inside its side. Refined at full
    /// resolution. A side in `searchedClosingSides` that closed an outline is first looked for
    /// near where it was closed (`closingSideSearched`). A whole outline's side on a patterned
    /// table's line or a line of print is first moved onto the page's edge (`movedOntoEdge`; with
    /// `widensOverPaper`, over a strip of the page's paper too). Nil when none agrees.
    func outline(near predicted: Quad, holding held: [Point], slack: Double, insets: [Inset] = [], in image: Image, tolerances: [Double],
                 specification: DocumentSpecification, closingSides: [Int] = [2], closesGuidedOutlines: Bool = true,
                 searchedClosingSides: [Int] = [], widensOverPaper: Bool = false) throws -> (quad: Quad, kind: SnapKind)? {
        let share = Double(image.width * image.height) > 0 ? predicted.area / Double(image.width * image.height) : 0
        let search = try DocumentOutline.Search(in: image, workingSize: workingSize, minimumAreaShare: min(0.02, share / 2))
        try search.addLines()
        let assess = { (outlines: [DocumentOutline]) in outlines.map { OutlineAssessment($0, imageWidth: image.width, imageHeight: image.height) } }
        let assessed = try assess(search.candidates())
        let found: (quad: Quad, kind: SnapKind)
        let check = Check(predicted: predicted, held: held, slack: slack, insets: insets, tolerances: tolerances, specification: specification, perspectiveAllowance: perspectiveAllowance)
        if let whole = wholeOutline(among: assessed, check) {
            found = (try movedOntoEdge(whole.assessment, check, overPaper: widensOverPaper, search: search, image: image) ?? whole.quad, .edges)
        } else if let closed = outlineClosed(among: assessed, check, closingSides: closingSides) {
            if searchedClosingSides.contains(closed.side), let edge = try closingSideSearched(closed, check, search: search) {
                found = (edge, .edges)
            } else {
                found = (closed.quad, .closedByPredictedSide(closed.side))
            }
        } else {
            let guided = try assess(guidedOutlines(search, near: predicted, holding: held, slack: slack, insets: insets, tolerances: tolerances))
            if let whole = wholeOutline(among: guided, check, minimumEvidence: Self.guidedMinimumEvidence, minimumWeakest: Self.guidedMinimumWeakest) {
                found = (whole.quad, .guided)
            } else if closesGuidedOutlines, let closed = outlineClosed(among: guided, check, closingSides: closingSides) {
                found = (closed.quad, .closedByPredictedSide(closed.side))
            } else {
                return nil
            }
        }
        let refined = try refined(found.quad, in: image)
        let stillNear = zip(zip(refined.corners, predicted.corners).map { $0.distance(to: $1) }, tolerances).allSatisfy { $0 <= $1 * 1.2 }
        return (stillNear ? refined : found.quad, found.kind)
    }

    /// Outlines of the straight edges searched for near each side of `predicted`, as far as its
    /// corners may lie from it (`tolerances`), within 10° of its direction, each keeping the held
    /// points inside (give or take `slack`) and the inset ones their minimum inside.
    private func guidedOutlines(_ search: DocumentOutline.Search, near predicted: Quad, holding held: [Point], slack: Double, insets: [Inset],
                                tolerances: [Double]) throws -> [DocumentOutline] {
        // Side i runs from corner i to i + 1.
        let reach = (0..<4).map { max(tolerances[safe: $0] ?? 0, tolerances[safe: ($0 + 1) % 4] ?? 0) }
        let margin = (0..<4).map { side in insets.filter { $0.side == side && $0.limitsSearch }.map(\.minimum).max() ?? -slack }
        return try search.guided(near: predicted, reach: reach, maxAngle: 10, keep: 4, inside: held, margin: margin)
    }

    /// How well a searched-for outline must be seen: its sides' length-weighted evidence less half
    /// their overrun, and its least seen side. Lines searched for near a prediction that is
    /// already good (within 1% of the page's diagonal) are at times a line of print and a line of
    /// the table, each seen no better than that: the line under a passport page's pale top strip
    /// (the page's sides run on past it) and a checked cloth's line beside the page's side. On 200
    /// generated photos of every MRZ format (seed 2030), 0.55 kept 3 of the 4 pages gained and lost
    /// 1 of the 3 lost without it; the least side's 0.3 (not the 0.25 asked of other outlines)
    /// kept a passport photo's page (seed 42 #25) whose prediction was 0.7% off.
    static let guidedMinimumEvidence = 0.55, guidedMinimumWeakest = 0.3

    /// What edges running on past an outline's corners cost a whole outline near the prediction.
    /// The sides of an outline closed by a line of print (a passport page's coloured top band) run
    /// on to the page's edge, while the page's own top, faint on a pale table, is weakly seen: at
    /// 0.25 the band's outline won on 2 of 200 generated MRZ-document photos where the page's
    /// was among the candidates; at 0.5 the page's did, and no outline within 2% was lost (one
    /// 5% off moved to 9%); at 1, one more was lost than gained.
    static let snapOverrunCost = 0.5

    private func wholeOutline(among assessed: [OutlineAssessment], _ check: Check, minimumEvidence: Double = -.infinity,
                              minimumWeakest: Double? = nil) -> (quad: Quad, assessment: OutlineAssessment)? {
        var best: (quad: Quad, assessment: OutlineAssessment, score: Double)?
        for a in assessed {
            // Whole outlines only: a quad closed by the image border agrees with anything near it.
            guard a.borderSideCount == 0, !a.cornerOutside else { continue }
            for start in 0..<4 {
                let quad = a.outline.quad.starting(at: start)
                let (free, weakest) = Self.snapEvidence(a.outline, top: start, predicted: check.predicted)
                guard free >= minimumEdgeSupport, weakest >= minimumWeakest ?? minimumEdgeSupport / 2 else { continue }
                guard let closeness = check.closeness(of: quad) else { continue }
                // The bottom side lies along the MRZ, where the prediction is good (within 2% of
                // the page's diagonal on 95 of 100 generated passport photos): edges running on
                // past it are the table's (a cloth's line beside the page's bottom edge).
                let overrun = a.overrun - (a.outline.sideOverrun[safe: (start + 2) % 4] ?? 0)
                guard free - Self.snapOverrunCost * overrun >= minimumEvidence else { continue }
                let score = free + weakest - closeness - Self.snapOverrunCost * overrun
                if score > best?.score ?? -.infinity { best = (quad, a, score) }
            }
        }
        return best.map { ($0.quad, $0.assessment) }
    }

    /// The whole outline `assessment` with a side moved onto the page's edge on a patterned table,
    /// as the edge detector moves its answer: in off a row of a checked cloth's squares just past
    /// the page (`narrowedAgainstPattern`), else out from a line of print inside it across a plain
    /// strip to the edge (`widenedAgainstPattern`). In the prediction's corner order; nil when no
    /// side moves or the moved outline no longer agrees with the prediction. On 530 generated
    /// MRZ-document photos (`zonal bench`'s photo set, seed 2027, and passport photos seeds 42 and
    /// 43) corners within 2% went from 439 to 442, none lost: a passport page's left side on the
    /// cloth (seed 42, the 56th, 2.6% → 0.1%), an ID card's top on a line of its print (the bench's
    /// 31st, 3.6% → 0.1%), a visa's bottom on the cloth (the bench's 210th, 2.4% → 0.1%). The
    /// bottom may move too: an edge outline's bottom is not the prediction's. (Keeping it lost
    /// that visa; a held-out passport photo, seed 43 #14, had its bottom moved in 1% onto its
    /// print and back when refined, 0.2 px from before, and read one field fewer.) The detector's
    /// other widenings (to the specification's aspect, over paper) are not applied: the MRZ has
    /// placed the page already, and on the same photos they moved a page's side onto the glare
    /// past it (the bench's 213th, 0.3% → 3.3%) and gained nothing more. A template's second look
    /// near an outline its page was recognised in (`overPaper`) widens over paper too, as the
    /// detector widens its answer: else it would snap back to the line of print the detector
    /// moved off.
    private func movedOntoEdge(_ assessment: OutlineAssessment, _ check: Check, overPaper: Bool, search: DocumentOutline.Search,
                               image: Image) throws -> Quad? {
        guard let match = SpecificationMatch.best(for: assessment.outline.quad, among: [check.specification], perspectiveAllowance: perspectiveAllowance),
              let moved = try narrowedAgainstPattern(assessment, match, search: search, image: image)
                ?? widenedAgainstPattern(assessment, match, search: search, image: image)
                ?? (overPaper ? widenedOverPaper(assessment, match, search: search, image: image) : nil) else { return nil }
        let quad = moved.0.outline.quad.aligned(to: check.predicted)
        return check.closeness(of: quad) != nil ? quad : nil
    }

    /// An outline closed by a predicted side, with that side replaced by the best seen straight
    /// edge within `closingSideReach` of its diagonal and `closingSideAngle` degrees of it, seen
    /// with evidence at least `closingSideEvidence` (support × coherence), in the prediction's
    /// corner order and still agreeing with it; nil when none is. A page's side on a checked cloth
    /// shows only against the darker squares, too little for the candidate outlines, and the
    /// side the MRZ's length places is a few percent off at an angle (a passport photo, seed 42,
    /// the 58th: 3.2% → 0.1%).
    private func closingSideSearched(_ closed: (quad: Quad, side: Int), _ check: Check, search: DocumentOutline.Search) throws -> Quad? {
        let middle = Self.middle(of: closed.quad.sides[closed.side])
        var best: (quad: Quad, evidence: Double)?
        for outline in try search.movingSide(closed.side, of: closed.quad, reach: Self.closingSideReach * closed.quad.diagonal,
                                             maxAngle: Self.closingSideAngle, keep: 3) {
            guard let index = Self.side(of: outline.quad, nearest: middle), case let evidence = outline.evidence(index),
                  evidence >= Self.closingSideEvidence, evidence > best?.evidence ?? 0,
                  case let quad = outline.quad.aligned(to: check.predicted), check.closeness(of: quad) != nil else { continue }
            best = (quad, evidence)
        }
        return best?.quad
    }

    static let closingSideReach = 0.05, closingSideAngle = 5.0, closingSideEvidence = 0.5

    /// Length-weighted mean and least evidence of an outline's sides (as
    /// `OutlineAssessment.freeSupport`), where the side taken for the page's top (`top`, the
    /// outline's side index) counts as half its support even when the colours beside it do not
    /// hold, if it is seen on an edge nearly all along, ends at its corners and runs as the
    /// predicted top does: a page's top edge on a checked cloth, with the page's guilloche inside,
    /// is no line of the cloth (which runs on past the corners) and no line of print (whose
    /// colours hold). The predicted top's direction is good (within 2.2° on 90 of 100 generated
    /// passport photos, 2.9° on 95); its sides' are not (6.5°), and they are not relaxed.
    static func snapEvidence(_ o: DocumentOutline, top: Int, predicted: Quad) -> (mean: Double, weakest: Double) {
        let sides = o.quad.sides
        let evidence = { (i: Int) -> Double in
            let support = o.sideSupport[safe: i] ?? 0
            guard i == top, support >= snapSeenAllAlong, (o.sideOverrun[safe: i] ?? 1) <= snapEndsAtCorners,
                  Quad.angle(between: sides[i], and: (predicted.topLeft, predicted.topRight)) <= snapTopAngle else { return o.evidence(i) }
            return max(o.evidence(i), 0.5 * support)
        }
        return OutlineAssessment.lengthWeighted(evidence, over: Array(0..<4), of: o.quad)
    }

    static let snapSeenAllAlong = 0.8
    static let snapEndsAtCorners = 0.1
    static let snapTopAngle = 3.0

    /// The outline whose three other sides (in `predicted`'s order) are well seen, closed by
    /// one of `predicted`'s sides `closingSides`. On 100 generated passport photos, 12 pages had
    /// no whole outline near the prediction: a coloured page whose white MRZ strip met a pale
    /// table, where the outline of the coloured part gives the page's top and sides, and the
    /// MRZ's bottom side, placed well, closes it.
    private func outlineClosed(among assessed: [OutlineAssessment], _ check: Check, closingSides: [Int]) -> (quad: Quad, side: Int)? {
        let predicted = check.predicted.corners
        var best: (quad: Quad, side: Int, score: Double)?
        for a in assessed where !a.cornerOutside {
            let outline = a.outline
            for start in 0..<4 {
                let corners = outline.quad.starting(at: start).corners
                for side in closingSides where (0..<4).contains(side) {
                    // The outline's sides kept (side i runs from corner i to i + 1), in its own indices.
                    let kept = [1, 2, 3].map { (start + side + $0) % 4 }
                    guard kept.allSatisfy({ !a.borderSides[$0] }) else { continue }
                    let evidence = kept.map(outline.evidence)
                    let mean = evidence.reduce(0, +) / 3, weakest = evidence.min() ?? 0
                    guard mean >= minimumEdgeSupport, weakest >= minimumEdgeSupport / 2 else { continue }
                    // The closing side's corners: where the sides beside it meet the predicted side.
                    let (c0, c1) = (side, (side + 1) % 4), (before, after) = ((side + 3) % 4, (side + 2) % 4)
                    guard let first = Self.meet(corners[before], corners[c0], predicted[c0], predicted[c1]),
                          let second = Self.meet(corners[after], corners[c1], predicted[c0], predicted[c1]) else { continue }
                    var closedCorners = corners
                    closedCorners[c0] = first
                    closedCorners[c1] = second
                    let closed = Quad(topLeft: closedCorners[0], topRight: closedCorners[1], bottomRight: closedCorners[2], bottomLeft: closedCorners[3])
                    guard closed.isConvex, let closeness = check.closeness(of: closed) else { continue }
                    let overrun = kept.map { Double(outline.sideOverrun[safe: $0] ?? 0) }.reduce(0, +)
                    let score = mean + weakest - closeness - 0.25 * overrun
                    if score > best?.score ?? -.infinity { best = (closed, side, score) }
                }
            }
        }
        return best.map { ($0.quad, $0.side) }
    }

    /// A point an outline must keep at least `minimum` pixels inside its side `side` (0 top,
    /// 1 right, 2 bottom, 3 left, in the prediction's order).
    struct Inset: Sendable {
        var point: Point, side: Int, minimum: Double
        /// The most it may lie inside its side.
        var maximum = Double.infinity
        /// Whether the straight edges searched for near the side (`guidedOutlines`) must keep
        /// it too, or only the outlines taken. The search keeps the few best-seen lines near
        /// each side: with some left out, others, further off, take their places.
        var limitsSearch = true

        func holds(in quad: Quad) -> Bool {
            let distance = quad.distanceInside(point, side: side)
            return distance >= minimum && distance <= maximum
        }
    }

    /// What an outline near a prediction must satisfy.
    private struct Check {
        let predicted: Quad, held: [Point], slack: Double, insets: [Inset], tolerances: [Double], specification: DocumentSpecification
        let perspectiveAllowance: Double

        /// Mean distance of `quad`'s corners from the prediction's as a share of their
        /// tolerances; nil when a corner lies beyond its tolerance, the aspect is not the
        /// specification's, a held point lies outside or an inset point too near its side.
        func closeness(of quad: Quad) -> Double? {
            let distances = zip(quad.corners, predicted.corners).map { $0.distance(to: $1) }
            guard zip(distances, tolerances).allSatisfy({ $0 <= $1 }),
                  held.allSatisfy({ quad.distanceOutside($0) <= slack }),
                  insets.allSatisfy({ $0.holds(in: quad) }),
                  SpecificationMatch.best(for: quad, among: [specification], perspectiveAllowance: perspectiveAllowance) != nil else { return nil }
            return zip(distances, tolerances).map { $1 > 0 ? $0 / $1 : 0 }.reduce(0, +) / 4
        }
    }

    /// Where the line through `a` and `b` meets the line through `c` and `d`; nil when they are
    /// (nearly) parallel.
    static func meet(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Point? {
        let r = Point(x: b.x - a.x, y: b.y - a.y), s = Point(x: d.x - c.x, y: d.y - c.y)
        let denominator = r.x * s.y - r.y * s.x
        let lengths = (r.x * r.x + r.y * r.y).squareRoot() * (s.x * s.x + s.y * s.y).squareRoot()
        guard lengths > 0, abs(denominator) > 1e-3 * lengths else { return nil }
        let t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / denominator
        return Point(x: a.x + t * r.x, y: a.y + t * r.y)
    }
}
