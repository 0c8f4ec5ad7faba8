import Testing
@testable import Zonal

/// A pale card on a pale table under uneven light: its tint region follows the card's sides
/// except where the portrait's pale background or the light's hot spot took the tint away, a bay
/// that the region's hull bridges with a long diagonal. The four longest hull sides then made a
/// quad 5–14% off. The hull's sides are now also chosen by how far the region's own outline
/// follows them (`supportedSidesQuad` in doc_detect.cpp), and that quad is a candidate too.
@Suite struct TintSidesDetectionTests {
    /// ID-front photos seed 97, the 54th: read by the template 4.9% off before, 0.4% now.
    @Test func aCardWhoseTintLeavesABayIsOutlined() async throws {
        let options = SynthesisOptions(count: 60, seed: 97, documents: [.idFront], preset: .photo)
        let sample = try DetectionScenes.sample(53, of: options)
        #expect(Set(sample.truth.conditions).isSuperset(of: [.light]))
        #expect(!sample.truth.conditions.contains(.background))
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("id-front.json"))
        let result = try await TemplateRecognizer(template: try TemplateLoader.load(path: file.path)).read(image: sample.image, name: sample.truth.image)
        #expect(DetectionScenes.outlineError(of: result, sample.quad) < 0.015, "\(result.warnings)")
    }
}
