import Foundation
import Testing
@testable import Zonal

/// Truth files in both forms, decoded strictly, and sample folders and manifests where a broken
/// sample is reported, not fatal.
@Suite struct TruthFileTests {
    func decode(_ text: String, file: String = "card.truth.json") throws -> TruthDecoder.Decoded {
        try TruthDecoder.decode(Data(text.utf8), file: file)
    }

    func issues(_ text: String) -> String {
        do {
            _ = try decode(text)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test func handWrittenTruth() throws {
        let decoded = try decode(#"{"image": "card.jpg", "class": "identity-card", "layout": "idFront", "fields": {"surname": "MÜLLER", "note": null, "total": {"value": "12.50", "compare": "amount"}}, "expectedState": "uncertain"}"#)
        #expect(decoded.image == "card.jpg")
        let truth = decoded.truth
        #expect(truth.source == .handWritten && truth.document == ExpectedDocument(present: true, layout: .idFront, className: "identity-card"))
        #expect(truth.fields == ["surname": ExpectedValue("MÜLLER"), "note": ExpectedValue(nil), "total": ExpectedValue("12.50", comparison: .amount)])
        #expect(truth.expectedState == .uncertain)
        #expect(try decode(#"{"class": null}"#).truth.document.present == false)
        #expect(try decode("{}").truth.document == ExpectedDocument(present: true))
    }

    @Test func brokenTruthFilesNameTheFileThePathAndTheExpectation() {
        #expect(issues(#"{"class": "a","#).hasPrefix("card.truth.json: $: not valid JSON"))
        #expect(issues("[1]") == "card.truth.json: $: expected an object, found an array")
        #expect(issues(#"{"clas": "identity-card"}"#).contains(#"card.truth.json: $.clas: unknown key; expected one of image, class, layout, fields, expectedState (did you mean "class"?)"#))
        #expect(issues(#"{"fields": {"surname": 12}}"#).contains("$.fields.surname: expected a string, null, or an object"))
        #expect(issues(#"{"fields": {"total": {"value": "1", "compare": "money"}}}"#).contains("$.fields.total.compare: expected one of exact, text, folded, code, date, amount"))
        #expect(issues(#"{"layout": "passport"}"#).contains("$.layout: expected one of mrz, idFront, drivingLicense"))
        #expect(issues(#"{"layout": null, "fields": {"a": "b"}}"#).contains("fields are given for a sample with no document"))
    }

    @Test func generatorTruthIsCheckedToo() throws {
        let sample = try Synthesizer.sample(index: 0, options: SynthesisOptions(count: 1, seed: 5, formats: [.td1], preset: .clean, dpi: 80))
        let data = try JSONEncoder().encode(sample.truth)
        let decoded = try TruthDecoder.decode(data, file: "g.truth.json")
        #expect(decoded.truth.source == .generator && decoded.image == sample.truth.image)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["seeed"] = 1
        object.removeValue(forKey: "index")
        let broken = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: ConfigurationError.self) { try TruthDecoder.decode(broken, file: "g.truth.json") }
        do { _ = try TruthDecoder.decode(broken, file: "g.truth.json") } catch {
            #expect("\(error)".contains(#"g.truth.json: $.seeed: unknown key"#) && "\(error)".contains(#"(did you mean "seed"?)"#), "\(error)")
        }
        object.removeValue(forKey: "seeed")
        let missing = try JSONSerialization.data(withJSONObject: object)
        do { _ = try TruthDecoder.decode(missing, file: "g.truth.json"); Issue.record("decoded without index") } catch {
            #expect("\(error)".contains(#"g.truth.json: $: missing "index""#), "\(error)")
        }
    }

    @Test func generatorTruthMapsOntoTemplateFieldsByName() throws {
        let options = SynthesisOptions(count: 12, seed: 5, formats: [.td1], preset: .clean, dpi: 80)
        let truths = try (0..<12).map { try Synthesizer.sample(index: $0, options: options).truth }
        let truth = try #require(truths.first)
        let ground = GroundTruth(truth)
        let visual = try #require(truth.visual), fields = try #require(truth.fields)
        func field(_ id: String, parser: String = "raw", mrz: String? = nil, reading: Bool = false) -> ProcessorGroup.ReportedField {
            ProcessorGroup.ReportedField(id: id, settings: FieldSettings(), parser: parser, isMRZReading: reading, mrzSource: mrz)
        }
        // Printed fields for visual-zone parsers, MRZ fields by their MRZ name for MRZ fields.
        #expect(ground.expected(for: field("surname"))?.value == visual["surname"])
        #expect(ground.expected(for: field("surname", parser: "mrz", mrz: "surname"))?.value == fields.surname)
        #expect(ground.expected(for: field("documentType", parser: "mrz", mrz: "documentCode"))?.value == fields.documentCode)
        #expect(ground.expected(for: field("mrz", parser: "mrz", reading: true))?.value == truth.lines.joined(separator: "\n"))
        let both = try #require(ground.expected(for: field("sexAndNationality", parser: "regex")))
        #expect(both.value == "\(visual["sex"] ?? "") \(visual["nationality"] ?? "")" && both.comparison == .code)
        #expect(ground.expected(for: field("title", parser: "regex")) == nil)
        #expect(ground.document.kind == (fields.documentCode.hasPrefix("A") || fields.documentCode.hasPrefix("C") ? "residence-permit" : "identity-card"))
        // A holder without a sex marker (`<` in the MRZ) is reported as X by the MRZ parser.
        for t in truths where t.fields?.sex == "<" { #expect(GroundTruth(t).mrzFields["sex"] == "X") }
    }

    @Test func foldersPairImagesWithTheirTruthAndReportBrokenSamples() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("zonal-truth-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + name)) }
        try write("a.jpg", "not really an image: read only at run time")
        try write("a.truth.json", #"{"class": "identity-card"}"#)
        try write("b.png", "x")
        try write("sub/c.jpg", "x")
        try write("sub/c.truth.json", #"{"class": "#)
        try write("d.truth.json", #"{"class": "identity-card"}"#)
        try write("e.jpg", "x")
        try write("e.truth.json", #"{"image": "other.jpg"}"#)
        let samples = try SampleSet.load(root)
        let byName = Dictionary(uniqueKeysWithValues: samples.map { (($0.image as NSString).lastPathComponent, $0) })
        #expect(samples.count == 5)
        #expect(byName["a.jpg"]?.truth?.document.className == "identity-card" && byName["a.jpg"]?.problem == nil)
        #expect(byName["b.png"]?.truth == nil && byName["b.png"]?.problem == nil, "no truth: still run")
        #expect(byName["c.jpg"]?.problem?.contains("sub/c.truth.json: $: not valid JSON") == true)
        #expect(byName["d.truth.json"]?.problem?.contains("d.truth.json: no image beside it") == true)
        #expect(byName["e.jpg"]?.problem?.contains(#"$.image: names "other.jpg", but the truth sits beside e.jpg"#) == true)
        #expect(throws: ZonalError.self) { try SampleSet.load(root + "/missing") }
    }

    @Test func manifestsListImagesWithTheirTruth() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("zonal-manifest-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for name in ["a.jpg", "b.jpg", "c.jpg"] { try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/" + name)) }
        let lines = [#"{"image": "a.jpg", "class": "identity-card", "fields": {"surname": "NOWAK"}}"#, "",
                     #"{"image": "b.jpg"}"#, #"{"image": "gone.jpg", "class": "x"}"#, #"{"class": "x"}"#,
                     #"{"image": "c.jpg", "fields": {"surname": 1}}"#, #"{"image": "a.jpg"}"#, "{broken"]
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: root + "/truth.jsonl"))
        let samples = try SampleSet.load(root + "/truth.jsonl")
        #expect(samples.count == 7)
        #expect(samples[0].image == root + "/a.jpg" && samples[0].truth?.fields["surname"] == ExpectedValue("NOWAK") && samples[0].problem == nil)
        #expect(samples[1].truth == nil && samples[1].problem == nil)
        #expect(samples[2].problem?.contains("truth.jsonl:4: $.image: no such image") == true)
        #expect(samples[3].problem?.contains(#"truth.jsonl:5: $: missing "image""#) == true)
        #expect(samples[4].problem?.contains("truth.jsonl:6: $.fields.surname: expected a string") == true)
        #expect(samples[5].problem?.contains("truth.jsonl:7: a.jpg is listed twice (first at") == true)
        #expect(samples[6].problem?.contains("truth.jsonl:8: $: not valid JSON") == true)
    }
}
