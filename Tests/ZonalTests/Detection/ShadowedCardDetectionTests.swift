import Foundation
import Testing
@testable import Zonal

/// Pale cards photographed on a pale table under uneven light: a hand's shadow across the frame
/// and a light gradient change the colours on both sides of the card's edges along their length,
/// so neither side is uniform, but the ratio of the two sides stays that of card to table
/// (`SideColours::ratioCoherence`). Both were missed (`notFound`) before the ratio counted.
@Suite struct ShadowedCardDetectionTests {
    @Test(arguments: [29, 55])
    func aCardUnderAShadowIsFound(index: Int) async throws {
        let sample = try DetectionScenes.sample(index, of: SynthesisOptions(count: 200, seed: 500, documents: [.idFront, .drivingLicense], preset: .photo, dpi: 300))
        #expect(sample.truth.conditions.contains(.light))
        let image = sample.image
        let detection = try await DocumentDetector(specifications: [.id1]).detect(image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(detection.status == .found && error < 0.02,
                "\(sample.truth.image): \(detection.status) \(String(format: "%.3f", error)) \(detection.reasons.joined(separator: "; "))")
    }
}
