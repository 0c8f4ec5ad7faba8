/// Outlines of straight edges searched for near the best few candidates, when none of them is
/// taken for a readable document. A card or slip whose edges are broken (a checked cloth behind
/// it, light across it) leaves candidates near it whose sides lie a few pixels off, or on a line
/// of the cloth beside its edge: their colours then do not hold along the side and they are not
/// taken. The straight edges best seen near each of their sides (as the MRTD detector's guided
/// search finds a page's, `DocumentOutline.Search.guided`) give the document's own outline.
/// Searched only when the choice failed: where a readable document was chosen, the edges near it
/// replaced its side with a line of print or of the cloth beside it as often as they helped.
/// A side with no edge near it (washed out by light) keeps the candidate's own: on ID-front
/// photos seed 81 that brought three cards nearer their truth (9.5 → 8.7%, 4.6 → 2.4%, 1.4 →
/// 0.9%; 4 fewer fields wrong), and moved nothing on the other ten sample sets.
extension DocumentDetector {
    /// How many candidates are searched near (each a distinct outline; corners within 1% of the
    /// diagonal are the same one).
    static let searchedCandidates = 4
    /// How far each side's edge is looked for (× the candidate's diagonal) and turned (degrees).
    static let nearCandidateReach = 0.03, nearCandidateAngle = 3.0
    static let nearCandidatesReason = "outline found by straight edges searched for near the best candidates (no candidate was clearly the document)"

    /// Whether `choice` is no readable document, so that the outlines near the candidates are
    /// searched (`outlinesNearCandidates`).
    func searchesNearCandidates(after choice: Choice) -> Bool {
        if case let .document(a, _) = choice, readable(a) { return false }
        return true
    }

    /// The outlines of the edges best seen near each side of the `searchedCandidates` largest,
    /// best-supported whole outlines of a readable size and angle that fit a specification.
    /// Support here is the share of samples on an edge, without the colours' coherence: the
    /// candidates searched near are those whose sides lie a little off their edge.
    func outlinesNearCandidates(_ assessed: [OutlineAssessment], search: DocumentOutline.Search, imageWidth: Int,
                                imageHeight: Int) throws -> [OutlineAssessment] {
        let seeds = assessed.filter {
            $0.borderSideCount == 0 && !$0.cornerOutside && readable($0)
                && SpecificationMatch.best(for: $0.outline.quad, among: specifications, perspectiveAllowance: perspectiveAllowance) != nil
        }.sorted { Self.seedRank($0) > Self.seedRank($1) }
        var searched: [Quad] = []
        for seed in seeds where searched.count < Self.searchedCandidates {
            let quad = seed.outline.quad
            if searched.contains(where: { $0.maximumCornerDistance(to: quad) < 0.01 * quad.diagonal }) { continue }
            searched.append(quad)
        }
        return try searched.flatMap { quad in
            let reach = Array(repeating: Self.nearCandidateReach * quad.diagonal, count: 4)
            return try search.guided(near: quad, reach: reach, maxAngle: Self.nearCandidateAngle, keep: 3, inside: [], margin: [0, 0, 0, 0], limit: 16)
                .map { OutlineAssessment($0, imageWidth: imageWidth, imageHeight: imageHeight) }
        }
    }

    /// Larger and better seen all around first.
    private static func seedRank(_ a: OutlineAssessment) -> Double {
        a.areaShare * a.outline.sideSupport.reduce(0, +) / 4
    }
}
