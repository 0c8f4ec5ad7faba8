import Foundation
import Testing

/// `zonal template lint|preview` and `zonal extract --template`.
@Suite(.serialized) struct TemplateCommandTests {
    static let minimal = """
    { "name": "minimal", "detector": { "fullImage": {} },
      "classes": [{ "name": "any", "extraction": [{ "id": "all", "location": [0, 0, 1, 1], "dewarp": { "noUpscaling": { "maxHeight": 1200 } },
                                                   "processors": [{ "parsers": [{ "id": "text", "raw": { "multiline": true } }] }] }] }] }
    """

    @Test func lintReportsEveryErrorOfEveryFileWithPaths() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let good = try dir.write("good.json", text: Self.minimal)
        let bad = try dir.write("bad.json", text: Self.minimal
            .replacingOccurrences(of: "[0, 0, 1, 1]", with: "[0, 0, 1.5, 1]")
            .replacingOccurrences(of: "\"raw\": { \"multiline\": true }", with: "\"raw\": { \"multiline\": true }, \"mandatroy\": false"))
        let run = try Zonal.run(["template", "lint", good, bad])
        expectExit(run, 2)
        #expect(run.stdout.contains("\(good): ok (1 class, 1 processor group)"), "\(run)")
        #expect(run.stdout.contains("\(bad): $.classes[0].extraction[0].location[2]: expected a number in 0...1, found 1.5"), "\(run)")
        #expect(run.stdout.contains("\(bad): $.classes[0].extraction[0].processors[0].parsers[0].mandatroy: unknown key"), "\(run)")
        #expect(run.stdout.contains("did you mean \"mandatory\""), "\(run)")

        let alone = try Zonal.run(["template", "lint", good])
        expectExit(alone, 0)
    }

    @Test func lintNamesAMissingFileAndBrokenJSON() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let broken = try dir.write("broken.json", text: "{ \"name\": \"x\", ")
        let run = try Zonal.run(["template", "lint", broken, dir.path + "/missing.json"])
        expectExit(run, 2)
        #expect(run.stdout.contains("\(broken): $: not valid JSON"), "\(run)")
        #expect(run.stdout.contains("missing.json: $: cannot read the file"), "\(run)")
    }

    @Test func bundledTemplatesAreValid() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Zonal.templates.path).filter { $0.hasSuffix(".json") }
        #expect(!files.isEmpty)
        let run = try Zonal.run(["template", "lint"] + files.map { Zonal.templates.appendingPathComponent($0).path })
        expectExit(run, 0)
    }

    @Test func extractRefusesAnInvalidTemplateBeforeReadingImages() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let bad = try dir.write("bad.json", text: Self.minimal.replacingOccurrences(of: "\"maxHeight\": 1200", with: "\"maxHeight\": 2"))
        let image = try dir.copy(testImage: Sample.td1)
        let run = try Zonal.run(["extract", "--template", bad, image])
        expectExit(run, 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("error: \(bad): $.classes[0].extraction[0].dewarp.noUpscaling.maxHeight: expected an integer in 8...8000, found 2"), "\(run)")
    }

    @Test func extractReadsWithAFullImageTemplateAndReportsBadInputs() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let template = try dir.write("t.json", text: Self.minimal)
        let image = try dir.copy(testImage: Sample.td1)
        let corrupt = try dir.write("corrupt.jpg", [0xFF, 0xD8, 0xFF, 0x00, 0x01])
        let run = try Zonal.run(["extract", "--template", template, image, corrupt])
        expectExit(run, 3)
        let lines = try run.jsonLines()
        #expect(lines.count == 2)
        let result = try #require(lines.first { $0["input"] as? String == image })
        #expect(result["template"] as? String == "minimal")
        #expect(result["state"] as? String == "valid")
        #expect(result["class"] as? String == "any")
        let fields = try #require(result["fields"] as? [String: [String: Any]])
        #expect((fields["text"]?["value"] as? String)?.isEmpty == false)
        #expect(lines.contains { $0["input"] as? String == corrupt && $0["error"] is String })
        #expect(run.stderr.contains("error: \(corrupt)"), "\(run)")
    }

    /// The bundled template on a card the generator made, as the README's round trip does it.
    @Test func bundledTemplateReadsAGeneratedCard() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        expectExit(try Zonal.run(["synth", "--out", "cards", "--count", "1", "--seed", "5", "--formats", "td1"], in: dir.url), 0)
        let truth = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.url.appendingPathComponent("cards/0000-td1-clean.truth.json"))) as? [String: Any]
        let number = try #require((truth?["fields"] as? [String: Any])?["documentNumber"] as? String)
        let template = Zonal.templates.appendingPathComponent("synthetic-td1-card.json").path
        let run = try Zonal.run(["extract", "--template", template, "cards/0000-td1-clean.jpg", "--images", "portraits"], in: dir.url)
        expectExit(run, 0)
        let result = try run.json()
        #expect(result["class"] as? String == "identity-card", "\(run)")
        let fields = try #require(result["fields"] as? [String: [String: Any]])
        #expect(fields["documentNumber"]?["value"] as? String == number)
        #expect((fields["mrz"]?["components"] as? [String: String])?["documentNumber"] == number)
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("portraits/0000-td1-clean.portrait.jpg").path))
    }
}
