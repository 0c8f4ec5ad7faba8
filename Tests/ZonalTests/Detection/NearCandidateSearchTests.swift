import Testing
@testable import Zonal

/// Outlines of straight edges searched for near the best candidates when none of them is taken
/// for a readable document (`DocumentDetector.outlinesNearCandidates`).
@Suite struct NearCandidateSearchTests {
    /// Generated licence photos whose outline was a panel of their print, until the edges near
    /// the candidates were searched: seed 52 #5 (`tooSmall`, 62% of the diagonal off, now
    /// `found`) and seed 82 #15 (refused, 68% off; still refused as not seen all around on a
    /// plain table, but the outline given with it, which a template tries, is now the licence's).
    /// (A slip's is in `PrintedBandDetectionTests`.)
    @Test(arguments: [(52, 4), (82, 14)])
    func aLicenceWhoseCandidatesMissItsEdgesIsOutlinedNearThem(seed: UInt64, index: Int) async throws {
        // `zonal synth --formats dl --preset photo --count 60 --seed SEED`
        let sample = try DetectionScenes.sample(index, of: SynthesisOptions(count: 60, seed: seed, documents: [.drivingLicense], preset: .photo))
        let detection = try await DocumentDetector(specifications: [.id1]).detect(sample.image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(error < 0.02 && (seed != 52 || detection.status == .found && detection.reasons.contains(DocumentDetector.nearCandidatesReason)),
                "\(sample.truth.image): \(detection.status) \(String(format: "%.3f", error)) \(detection.reasons.joined(separator: "; "))")
    }

    /// The search runs only when the choice is no readable document: near a chosen card, it
    /// replaced a side with a line of print or of the cloth beside it as often as it helped.
    @Test func theSearchRunsOnlyWhenNoReadableDocumentWasChosen() throws {
        let detector = DocumentDetector(specifications: [.id1])
        let (card, match) = try Self.outline(width: 476, height: 300)
        #expect(!detector.searchesNearCandidates(after: .document(card, match)))
        #expect(detector.searchesNearCandidates(after: .refused(card, match, reason: "")))
        #expect(detector.searchesNearCandidates(after: .none(reason: "")))
        let (small, smallMatch) = try Self.outline(width: 160, height: 100)
        #expect(detector.searchesNearCandidates(after: .document(small, smallMatch)), "too small to read (2% of the image)")
    }

    /// A well-seen ID-1 outline at (200, 200) in a 1000 × 750 image, and its match.
    private static func outline(width: Double, height: Double) throws -> (OutlineAssessment, SpecificationMatch) {
        let outline = DocumentOutline(quad: Quad.rect(x: 200, y: 200, width: width, height: height), sideSupport: [1, 1, 1, 1],
                                      sideStrength: [20, 20, 20, 20], sideCoherence: [1, 1, 1, 1], sideOverrun: [0, 0, 0, 0], method: .edges)
        let match = try #require(SpecificationMatch.best(for: outline.quad, among: [.id1], perspectiveAllowance: 0.5))
        return (OutlineAssessment(outline, imageWidth: 1000, imageHeight: 750), match)
    }
}
