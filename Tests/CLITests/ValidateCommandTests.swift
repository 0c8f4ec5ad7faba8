import Foundation
import Testing

/// `zonal validate`: the README's round trip (synth → validate → baseline) with a template broken
/// on purpose, usage errors, and bad samples reported without stopping the run.
@Suite(.serialized) struct ValidateCommandTests {
    @Test func aBaselineCatchesAShiftedFieldAndNamesIt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        expectExit(try Zonal.run(["synth", "--out", "cards", "--count", "1", "--seed", "11", "--formats", "td1", "--dpi", "200"], in: dir.url), 0)
        let template = Zonal.templates.appendingPathComponent("synthetic-td1-card.json").path
        let run = try Zonal.run(["validate", "--template", template, "--samples", "cards", "--json", "base.json", "--report", "report.html",
                                 "--workers", "2"], in: dir.url)
        expectExit(run, 0)
        #expect(run.stdout.contains("zonal validate: synthetic-td1-card (template) on cards: 1 sample, 1 with truth, 0 without, 0 skipped"), "\(run)")
        #expect(run.stdout.contains("\nsurname ") && run.stdout.contains("\nverdict: "), "\(run)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.url.appendingPathComponent("base.json"))) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 1 && (json["fields"] as? [Any])?.isEmpty == false)
        // The card's true corners measure the detector.
        #expect((json["detector"] as? [String: Any])?["samples"] as? Int == 1, "\(json["detector"] ?? "no detector")")
        #expect(run.stdout.contains("\ndetector: corners within 2% of the diagonal on "), "\(run)")
        let html = try String(contentsOf: dir.url.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<section id=\"fields\">") && html.contains("<section id=\"worst\">"))
        #expect(html.contains("<section id=\"detector\">"))

        // The surname's box moved onto the given names' row.
        let text = try String(contentsOfFile: template, encoding: .utf8)
        let shifted = text.replacingOccurrences(of: #""id": "surnameGroup", "location": [0.30, 0.175,"#, with: #""id": "surnameGroup", "location": [0.30, 0.296,"#)
        #expect(shifted != text)
        let broken = try dir.write("shifted.json", text: shifted)
        let gate = try Zonal.run(["validate", "--template", broken, "--samples", "cards", "--baseline", "base.json", "--workers", "2"], in: dir.url)
        expectExit(gate, 4)
        #expect(gate.stdout.contains("regression: surname: exact-match rate fell from 100.0% to 0.0%"), "\(gate)")
        #expect(gate.stdout.contains("verdict: FAIL against base.json: surname:"), "\(gate)")
        #expect(!gate.stdout.contains("regression: givenNames"), "\(gate)")
    }

    @Test func usageErrorsAreNamed() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let template = Zonal.templates.appendingPathComponent("synthetic-td1-card.json").path
        let neither = try Zonal.run(["validate", "--samples", dir.path])
        expectExit(neither, 64)
        #expect(neither.stderr.contains("give exactly one of --template and --config"), "\(neither)")
        let missing = try Zonal.run(["validate", "--template", template, "--samples", dir.path + "/nowhere"])
        expectExit(missing, 64)
        #expect(missing.stderr.contains("--samples: \(dir.path)/nowhere: no such file or folder"), "\(missing)")
        try dir.copy(testImage: Sample.td1, as: "a.jpg")
        let baseline = try dir.write("old.json", text: #"{"schemaVersion": 0}"#)
        let old = try Zonal.run(["validate", "--template", template, "--samples", dir.path, "--baseline", baseline])
        expectExit(old, 64)
        #expect(old.stderr.contains("--baseline: \(baseline): report schema version 0; this zonal reads version 1"), "\(old)")
        let tolerance = try Zonal.run(["validate", "--template", template, "--samples", dir.path, "--tolerance", "2"])
        expectExit(tolerance, 64)
    }

    @Test func badSamplesAreReportedAndSkipped() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.copy(testImage: Sample.td1, as: "samples/good.jpg")
        try dir.write("samples/good.truth.json", text: #"{"class": "identity-card", "fields": {"surnam": "X"}}"#)
        try dir.copy(testImage: Sample.td1, as: "samples/broken.jpg")
        try dir.write("samples/broken.truth.json", text: #"{"class": "identity-card", "#)
        try dir.copy(testImage: Sample.noMRZ, as: "samples/plain.jpg")
        try dir.write("samples/lost.truth.json", text: "{}")
        try dir.write("samples/fake.jpg", [0x89, 0x50, 0x4E, 0x47])
        try dir.write("samples/fake.truth.json", text: #"{"class": null}"#)
        let template = Zonal.templates.appendingPathComponent("synthetic-td1-card.json").path
        let run = try Zonal.run(["validate", "--template", template, "--samples", "samples", "--json", "out.json", "--quiet"], in: dir.url)
        expectExit(run, 3)
        #expect(run.stdout.contains("5 samples, 1 with truth, 1 without, 3 skipped"), "\(run)")
        #expect(run.stderr.contains("skipped: samples/broken.truth.json: $: not valid JSON"), "\(run)")
        #expect(run.stderr.contains("skipped: samples/lost.truth.json: no image beside it"), "\(run)")
        #expect(run.stderr.contains("skipped: samples/fake.jpg:"), "\(run)")
        #expect(run.stdout.contains("truth names fields the template does not have: surnam"), "\(run)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.url.appendingPathComponent("out.json"))) as? [String: Any])
        #expect((json["problems"] as? [Any])?.count == 3)
    }
}
