import Testing
@testable import Zonal

/// Outlines of print's texture (`CVB_DOC_TEXTURE`): a pale card on a plain table under uneven
/// light, whose edges the detector cannot see, is offered as a rough alternative (never as the
/// answer, never as a rival), and a table with texture of its own offers none.
@Suite struct TextureOutlineTests {
    private func photo(_ kind: SyntheticDocument, seed: UInt64, index: Int, count: Int = 60) throws -> DetectionScenes.Scene {
        try DetectionScenes.sample(index, of: SynthesisOptions(count: count, seed: seed, documents: [kind], preset: .photo))
    }

    /// `zonal synth --formats idfront --preset photo --count 60 --seed 81`, the 31st, and
    /// `--formats dl --seed 52`, the 31st: white cards on a pale table in uneven light, the answer
    /// refused (a rectangle of print). Neither had an alternative within 2% before; the outline of
    /// their print, snapped to the faint edges near it, is one now, and the rough outline itself
    /// is offered last.
    @Test(arguments: [(SyntheticDocument.idFront, UInt64(81), 30), (.drivingLicense, 52, 30)])
    func aPaleCardOnAPlainTableIsOutlinedByItsPrint(kind: SyntheticDocument, seed: UInt64, index: Int) async throws {
        let scene = try photo(kind, seed: seed, index: index)
        #expect(!scene.truth.conditions.contains(.background))
        let detection = try await DocumentDetector(specifications: [.id1]).detect(scene.image)
        #expect(detection.status != .found, "the answer is a rectangle of print, refused")
        let alternatives = detection.alternatives ?? []
        let errors = alternatives.map { DetectionScenes.outlineError($0.quad, scene.quad) }
        #expect(errors.contains { $0 < 0.02 }, "\(scene.truth.image): alternatives off by \(errors)")
        #expect(alternatives.last?.rough == true && alternatives.filter { $0.rough == true }.count == 1)
        #expect(alternatives.allSatisfy { $0.rough == nil || $0.rival == nil }, "a rough outline is no rival")
    }

    /// A slip on a checked cloth (`--formats slip --count 100 --seed 32`, the 27th): the table has
    /// texture of its own, so no region of texture is outlined.
    @Test func aCheckedClothOffersNoRoughOutline() async throws {
        let scene = try photo(.paymentSlip, seed: 32, index: 26, count: 100)
        #expect(scene.truth.conditions.contains(.background))
        let slip = DocumentSpecification(name: "payment-slip", aspectRatio: 2, tolerance: 0.1, widthMM: 210, heightMM: 105)
        let detection = try await DocumentDetector(specifications: [slip]).detect(scene.image)
        #expect((detection.alternatives ?? []).allSatisfy { $0.rough == nil })
    }
}
