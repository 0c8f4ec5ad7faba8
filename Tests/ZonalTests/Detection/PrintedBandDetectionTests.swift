import Foundation
import Testing
@testable import Zonal

/// Payment slips photographed on a busy table: the slip's coloured header band ends in a line
/// across the slip, much stronger than the slip's own top edge beyond it, and the table's pattern
/// continues the slip's sides past that edge, so following the sides to where they end overshot
/// it. The top was taken at the band's line (corner errors 4–6%); swept out along the sides, the
/// first line across them is the slip's edge.
@Suite struct PrintedBandDetectionTests {
    @Test(arguments: [42, 84])
    func aSlipsTopIsItsEdgeNotItsHeaderBand(index: Int) async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 32`
        let sample = try DetectionScenes.sample(index, of: SynthesisOptions(count: 100, seed: 32, documents: [.paymentSlip], preset: .photo))
        let image = sample.image
        let slip = DocumentSpecification.physical("payment-slip", widthMM: 210, heightMM: 105)
        let detection = try await DocumentDetector(specifications: [slip]).detect(image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(detection.status == .found && error < 0.02,
                "\(sample.truth.image): \(detection.status) \(String(format: "%.3f", error)) \(detection.reasons.joined(separator: "; "))")
    }

    /// A slip at an angle (seed 32, the 22nd): the mean of its opposite sides makes its aspect
    /// 2.25, 12.5% off 2:1, past the default tolerance (8%, widened by 4% at most for the
    /// perspective), and a rectangle of its print 4.6% off was taken instead. The shipped
    /// template's specification allows 10%.
    @Test func aSlipAtAnAngleFitsTheShippedSpecification() async throws {
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("payment-slip.json"))
        guard case let .document(specifications) = try TemplateLoader.load(path: file.path).detector else {
            Issue.record("the slip template finds the slip by its edges")
            return
        }
        #expect(specifications.first?.tolerance == 0.1)
        let sample = try DetectionScenes.sample(21, of: SynthesisOptions(count: 100, seed: 32, documents: [.paymentSlip], preset: .photo))
        let image = sample.image
        let detection = try await DocumentDetector(specifications: specifications).detect(image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(detection.status == .found && error < 0.02, "\(detection.status) \(error)")
        let strict = try await DocumentDetector(specifications: [.physical("payment-slip", widthMM: 210, heightMM: 105)]).detect(image)
        let strictError = strict.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(strictError > 0.03, "with the default tolerance the print's rectangle is taken")
    }

    /// Slips on checked cloths (seed 33, the 18th and 70th): a line of the cloth continues one of
    /// the slip's sides past its corner, so the sides do not end together where the slip's edge
    /// is, and that edge, seen only against the cloth's dark squares, scores just under the old
    /// bar of 0.6. The outline stopped at the header band's line; the title above it was cut off
    /// and the slips read empty. Swept out, the first line across the sides is the slip's edge.
    /// The 70th is too small a share of the photo for its swept outline to beat a box of its
    /// print (that outline was only the first alternative, its bottom on the cloth's line just
    /// below); the edges searched for near the candidates when the box is refused
    /// (`DocumentDetector.outlinesNearCandidates`) now find the slip itself.
    @Test(arguments: [17, 69])
    func aSlipOnACheckedClothIsSweptPastItsHeaderBand(index: Int) async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 33`
        let sample = try DetectionScenes.sample(index, of: SynthesisOptions(count: 100, seed: 33, documents: [.paymentSlip], preset: .photo))
        let image = sample.image
        let slip = DocumentSpecification.physical("payment-slip", widthMM: 210, heightMM: 105, tolerance: 0.1)
        let detection = try await DocumentDetector(specifications: [slip]).detect(image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(detection.status == .found && error < 0.02,
                "\(sample.truth.image): \(detection.status) \(String(format: "%.3f", error)) \(detection.reasons.joined(separator: "; "))")
    }

    /// A slip on a checked cloth (seed 32, the 11th) whose left side has an edge all along, but
    /// the cloth beyond it flips between light and dark squares and the slip's header band
    /// changes colour within it: neither side of that edge holds one colour, and it scored 0.
    /// The outline of four lines was never offered; a field box was taken (corner error 0.40)
    /// and the slip read empty. Three strong sides and an edge all along the fourth now make it
    /// a candidate: an alternative the template's classifier recognises the slip in.
    @Test func aSlipWhoseSideRunsAlongACheckedClothIsOffered() async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 32`
        let sample = try DetectionScenes.sample(10, of: SynthesisOptions(count: 100, seed: 32, documents: [.paymentSlip], preset: .photo))
        let image = sample.image
        let slip = DocumentSpecification.physical("payment-slip", widthMM: 210, heightMM: 105, tolerance: 0.1)
        let detection = try await DocumentDetector(specifications: [slip]).detect(image)
        let errors = (detection.alternatives ?? []).map { DetectionScenes.outlineError($0.quad, sample.quad) }
        #expect(errors.contains { $0 < 0.02 }, "\(sample.truth.image): alternatives \(errors.map { String(format: "%.3f", $0) })")
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("payment-slip.json"))
        let result = try await TemplateRecognizer(template: try TemplateLoader.load(path: file.path)).read(image: image, name: sample.truth.image)
        let error = result.document.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(result.class == "payment-slip" && error < 0.02, "\(result.state) \(String(format: "%.3f", error))")
    }
}
