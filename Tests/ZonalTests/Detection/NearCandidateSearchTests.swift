import Testing
@testable import Zonal

/// Outlines of straight edges searched for near the best candidates when none of them is taken
/// for a readable document (`DocumentDetector.outlinesNearCandidates`).
@Suite struct NearCandidateSearchTests {
    /// Generated photos whose document was missed, or taken for a panel of its print, until the
    /// edges near the candidates were searched: licence photos of seed 52, #5 and #14, each
    /// `tooSmall` (a panel of its print taken, 62% and 65% of the diagonal off). (A slip's is in
    /// `PrintedBandDetectionTests`.)
    @Test(arguments: [4, 13])
    func aLicenceWhoseCandidatesMissItsEdgesIsFoundNearThem(index: Int) async throws {
        // `zonal synth --formats dl --preset photo --count 60 --seed 52`
        let sample = try DetectionScenes.sample(index, of: SynthesisOptions(count: 60, seed: 52, documents: [.drivingLicense], preset: .photo))
        let image = sample.image
        let detection = try await DocumentDetector(specifications: [.id1]).detect(image)
        let error = detection.quad.map { DetectionScenes.cornerError($0, sample.quad) } ?? 1
        #expect(detection.status == .found && error < 0.02 && detection.reasons.contains(DocumentDetector.nearCandidatesReason),
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
