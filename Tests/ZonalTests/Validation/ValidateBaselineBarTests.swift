import Foundation
import Testing
@testable import Zonal

/// The bar: a bundled template broken on purpose (one field's group moved) is caught by
/// the baseline comparison, which names that field and no other.
@Suite(.serialized) struct ValidateBaselineBarTests {
    static let textPool = EnginePool(size: 2, model: .eng)
    static let mrzReader = MRZReader(pool: EnginePool(size: 2))

    @Test func aShiftedFieldFailsTheBaselineAndIsNamed() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zonal-validate-bar-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Two cards at 200 dpi keep the test quick; the template reads them as well as at 300.
        _ = try Synthesizer.generate(SynthesisOptions(count: 2, seed: 11, formats: [.td1], preset: .clean, outputDirectory: directory, dpi: 200))
        let samples = try SampleSet.load(directory)
        #expect(samples.count == 2 && samples.allSatisfy { $0.truth != nil && $0.problem == nil })

        let path = try #require(IDLayout.templatesDirectory?.appendingPathComponent("synthetic-td1-card.json").path)
        let template = try TemplateLoader.load(path: path)
        // The surname's box moved down onto the given names' row, in every class.
        var shifted = template
        for c in shifted.classes.indices {
            for g in shifted.classes[c].extraction.indices where shifted.classes[c].extraction[g].id == "surnameGroup" {
                guard case let .fixed(rect) = shifted.classes[c].extraction[g].location else { continue }
                shifted.classes[c].extraction[g].location = .fixed(RelativeRect(x: rect.x, y: rect.y + 0.121, width: rect.width, height: rect.height))
            }
        }

        func validate(_ template: Template) async throws -> ValidationReport {
            let subject = ValidationSubject(template: template, textPool: Self.textPool, mrzReader: Self.mrzReader)
            let run = try await Validator(subject: subject, workers: 2).run(samples)
            return ValidationReport.build(subject: subject, file: path, samplesPath: directory, run: run, targetPrecision: 0.99, workers: 2, worst: 5)
        }
        let baseline = try await validate(template)
        #expect(baseline.fields.first { $0.key == "surname" }?.matchRate == 1, "the unbroken template reads these surnames")
        let broken = try await validate(shifted)
        let comparison = BaselineComparison(current: broken, baseline: baseline, file: "baseline.json", tolerance: 0.02)
        #expect(!comparison.passed)
        #expect(Set(comparison.regressions.map(\.field)) == ["surname"], "\(comparison.regressions)")
        #expect(comparison.regressions.first?.message.hasPrefix("surname: exact-match rate fell from 100.0% to 0.0%") == true, "\(comparison.regressions)")
    }
}
