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
        let options = SynthesisOptions(count: 60, seed: 52, documents: [.drivingLicense], preset: .photo)
        let sample = try Synthesizer.sample(index: index, options: options)
        let image = try ImageLoader().decode(sample.bytes, name: sample.truth.image, gray: false)
        let detection = try await DocumentDetector(specifications: [.id1]).detect(image)
        let error = detection.quad.map { DetectionScenes.cornerError($0, sample.truth.document.quad) } ?? 1
        #expect(detection.status == .found && error < 0.02 && detection.reasons.contains(DocumentDetector.nearCandidatesReason),
                "\(sample.truth.image): \(detection.status) \(String(format: "%.3f", error)) \(detection.reasons.joined(separator: "; "))")
    }

    /// The search runs only when the choice is no readable document: near a chosen card, it
    /// replaced a side with a line of print or of the cloth beside it as often as it helped.
    @Test func theSearchRunsOnlyWhenNoReadableDocumentWasChosen() {
        let detector = DocumentDetector(specifications: [.id1])
        let card = OutlineAssessment(DocumentOutline(quad: Quad.rect(x: 200, y: 200, width: 476, height: 300), sideSupport: [1, 1, 1, 1],
                                                     sideStrength: [20, 20, 20, 20], sideCoherence: [1, 1, 1, 1], sideOverrun: [0, 0, 0, 0],
                                                     method: .edges),
                                     imageWidth: 1000, imageHeight: 750)
        guard let match = SpecificationMatch.best(for: card.outline.quad, among: [.id1], perspectiveAllowance: 0.5) else {
            Issue.record("the card's outline fits ID-1")
            return
        }
        #expect(!detector.searchesNearCandidates(after: .document(card, match)))
        #expect(detector.searchesNearCandidates(after: .refused(card, match, reason: "")))
        #expect(detector.searchesNearCandidates(after: .none(reason: "")))
        let small = OutlineAssessment(DocumentOutline(quad: Quad.rect(x: 200, y: 200, width: 160, height: 100), sideSupport: [1, 1, 1, 1],
                                                      sideStrength: [20, 20, 20, 20], sideCoherence: [1, 1, 1, 1], sideOverrun: [0, 0, 0, 0],
                                                      method: .edges),
                                      imageWidth: 1000, imageHeight: 750)
        guard let smallMatch = SpecificationMatch.best(for: small.outline.quad, among: [.id1], perspectiveAllowance: 0.5) else {
            Issue.record("the small outline fits ID-1")
            return
        }
        #expect(detector.searchesNearCandidates(after: .document(small, smallMatch)), "too small to read (2% of the image)")
    }
}
