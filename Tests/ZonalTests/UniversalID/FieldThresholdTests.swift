import Foundation
import Testing
@testable import Zonal

/// The decision rules: a field's verdict from found / valid / confidence vs threshold, and a
/// config's field options applied to a layout template (disabled fields gone with their OCR pass).
struct FieldThresholdTests {
    @Test func verdicts() {
        #expect(FieldVerdict.judge(found: false, valid: false, confidence: 0, threshold: 0) == .missing)
        #expect(FieldVerdict.judge(found: true, valid: false, confidence: 99, threshold: 0) == .invalid)
        #expect(FieldVerdict.judge(found: true, valid: true, confidence: 59.9, threshold: 60) == .belowThreshold)
        #expect(FieldVerdict.judge(found: true, valid: true, confidence: 60, threshold: 60) == .valid)
        #expect(FieldVerdict.judge(found: true, valid: true, confidence: 99, threshold: 100) == .belowThreshold)
    }

    @Test func belowThresholdMandatoryFieldMakesTheRunFailWithValueConfidenceAndThreshold() {
        let parsed = ParsedField(value: "MUSTER", raw: "MUSTER", confidence: 72.5, valid: true)
        let quad = Quad(topLeft: .init(x: 0, y: 0), topRight: .init(x: 1, y: 0), bottomRight: .init(x: 1, y: 1), bottomLeft: .init(x: 0, y: 1))
        func run(_ settings: FieldSettings) -> ClassRun {
            var run = ClassRun()
            run.fields["surname"] = ClassRun.Field(parsed: parsed, result: FieldResult(parsed: parsed, settings: settings, parser: "regex", group: "g",
                                                                                       classification: false, region: quad, ocrText: "MUSTER"))
            return run
        }
        let strict = run(FieldSettings(mandatory: true, minConfidence: 100, scanOption: 0))
        #expect(strict.fields["surname"]?.result.verdict == .belowThreshold)
        #expect(strict.failures == ["mandatory field surname is below its minConfidence: \"MUSTER\" read with confidence 72.5 < 100"])
        let optional = run(FieldSettings(mandatory: false, minConfidence: 100, scanOption: 1))
        #expect(optional.failures.isEmpty)
        #expect(optional.fields["surname"]?.result.verdict == .belowThreshold)
        #expect(optional.fields["surname"]?.result.value == "MUSTER")
        #expect(run(FieldSettings(mandatory: true, minConfidence: 60)).failures.isEmpty)
    }

    @Test func configOptionsReshapeTheLayoutTemplate() throws {
        let template = try IDLayout.drivingLicense.template()
        let configured = template.applying(["address": .init(scanOption: 2), "categories": .init(scanOption: 0, minConfidence: 30),
                                            "surname": .init(minConfidence: 90)], countries: [])
        let groups = try #require(configured.classes.first?.extraction)
        let entries = groups.flatMap(\.parserEntries)
        #expect(!entries.contains { $0.id == "address" })
        #expect(!groups.contains { $0.id == "field8" }, "a group left without fields is dropped, so it costs no OCR pass")
        #expect(entries.first { $0.id == "categories" }?.settings == FieldSettings(mandatory: true, minConfidence: 30, scanOption: 0))
        #expect(entries.first { $0.id == "surname" }?.settings == FieldSettings(mandatory: true, minConfidence: 90, scanOption: 0))
        #expect(entries.first { $0.id == "authority" }?.settings == FieldSettings(mandatory: false, minConfidence: 60, scanOption: 1))
        #expect(configured.classes.count == template.classes.count)
        #expect(template.applying([:], countries: ["DEU", "FRA"]).classes.map(\.name) == ["deu", "fra"])
    }
}
