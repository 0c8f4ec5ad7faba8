/// A page recognised in an outline the edge detector did not vouch for (a runner-up, the image's
/// frame, the rough region of print, an answer it doubted) is recognised where its title and
/// labels read, which can be a few percent from the document's edges: a side on a line of print,
/// a frame guess. The document's edges are looked for near that outline
/// (`DocumentDetector.outline(near:)`, as the MRTD detector snaps its prediction), three sides
/// of an edge outline closed by the recognised outline's fourth allowed (the one side the
/// detector had right, the others on the print), and the page is read again there as the class
/// recognised, without asking its classifier again: a title can read in an outline a little off
/// and not in the card's edges (an ID-front photo, seed 71, the 20th, upside down and blurred;
/// asking again kept its outline 5% off). That reading is taken when the recognised outline's
/// reading is not better (`RivalReading`: fewer failing mandatory fields, or as many with clearly
/// more confidence). On the generated ID-front, licence, slip and passport-page photos (seeds 51, 71,
/// 81, 52, 72, 82, 32–35, 42) corners within 2% went from 817 to 822 of 860, none lost, fields
/// right from 6219 to 6239 of 6650; taking any reading that failed no more fields lost a card
/// (seed 71, the 48th) to a line of print 5% off that read with less confidence. The edges
/// searched for near each side are taken whole only: closed by a side of the recognised outline,
/// which is on the print, they moved three held-out photos (ID fronts seed 93, licences seed 94)
/// 2–3% further off and none nearer. An edge outline found is widened over the page's paper as
/// the detector widens its answer (`widensOverPaper`): else the second look near an answer the
/// detector widened off a line of its print snaps back to that line (a held-out licence photo,
/// seed 92, the 27th: 0.3% → 3.1%, where it read no worse).
extension TemplateRecognizer {
    /// How far (share of the outline's diagonal) the document's corners may lie from the outline
    /// the page was recognised in: a frame guess was up to 10% off on the sample sets.
    static let snapTolerance = 0.15
    /// A snapped outline closer than this (share of the diagonal) is the same one: not read again.
    static let snapMinimumMove = 0.01
    /// The least area a snapped outline may have, as a share of the outline the page was
    /// recognised in, unless that was the guess that the document fills the frame (`mayShrink`).
    /// A page is recognised in its own edges or in an outline on a line of its print, inside
    /// them; edges found further in are print. On the ID-front, licence and slip photos (the
    /// eleven sets and the five held-out ones, 2026-12-03), 33 snapped outlines had more than 3%
    /// less area than the outline recognised: 31 lay further from the document's corners (one
    /// taken, a held-out licence, seed 92 #10: 0.2% → 2.7%, its top moved onto its flag's), one as
    /// far, one nearer but still 3.7% off. Of the 19 that grew or shrank less, those taken gained 6
    /// outlines within 2% and lost none.
    static let snapLeastAreaShare = 0.97

    func readSnapped(_ answer: ClassRun, into result: inout TemplateResult, chain: inout ChainOutcome,
                     image: Image, mrz: MRZReadResult?, mayShrink: Bool) async throws {
        guard case let .document(specifications) = template.detector, let quad = result.document.quad,
              let specification = specifications.first(where: { $0.name == result.document.specification }) else { return }
        var detector = (locator as? DocumentDetector) ?? DocumentDetector()
        detector.specifications = [specification]
        let tolerance = Self.snapTolerance * quad.diagonal
        guard let snapped = try detector.outline(near: quad, holding: [], slack: 0, in: image, tolerances: Array(repeating: tolerance, count: 4),
                                                 specification: specification, closingSides: [0, 1, 2, 3], closesGuidedOutlines: false,
                                                 widensOverPaper: true),
              zip(snapped.quad.corners, quad.corners).contains(where: { $0.distance(to: $1) > Self.snapMinimumMove * quad.diagonal }),
              mayShrink || snapped.quad.area >= Self.snapLeastAreaShare * quad.area else { return }
        let page = DetectedPage(image: image, dewarper: Dewarper(document: snapped.quad, widthMM: result.document.widthMM, heightMM: result.document.heightMM),
                                mrz: mrz)
        var outcome = try await runClass(named: answer.className, on: page)
        result.timings.add(outcome.timings)
        outcome.rejected = chain.rejected
        guard let matched = outcome.matched,
              !RivalReading(answer).isBetter(than: RivalReading(matched)) else { return }
        take(outcome, in: snapped.quad, warning: Self.snapWarning, replacing: [Self.snapWarning], into: &result, chain: &chain)
    }

    static let snapWarning = "the page was read again in the document's edges found near the outline it was recognised in"
}
