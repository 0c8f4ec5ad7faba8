import Foundation
import Testing
@testable import Zonal

/// The report from hand-made outcomes: totals, per-template shares, worst samples, JSON round
/// trip, self-contained well-formed HTML, and the baseline gate.
@Suite struct ValidationReportTests {
    static let subject: ValidationSubject = {
        let directory = IDLayout.templatesDirectory?.appendingPathComponent("synthetic-td1-card.json").path ?? ""
        let template = (try? TemplateLoader.load(path: directory)) ?? Template(name: "missing", detector: .mrtd, classes: [])
        return ValidationSubject(template: template, textPool: EnginePool(size: 1, model: .eng))
    }()

    static func field(_ key: String, _ expected: String, _ read: String?, _ confidence: Double = 99) -> FieldOutcome {
        FieldOutcome(key: key, expected: expected, read: read, confidence: read == nil ? nil : confidence, verdict: read == nil ? .missing : .valid,
                     comparison: key == "mrz" ? .exact : .text)
    }

    /// `surnameRight` of four cards read their surname right.
    static func run(surnameRight: Int = 3) -> ValidationRun {
        var outcomes: [SampleOutcome] = []
        for index in 0..<4 {
            let right = index < surnameRight
            let surname = field("surname", "ERIKSSON", right ? "ERIKSSON" : "ERIKS<ON", 98)
            let fields = [surname, field("givenNames", "ANNA", "ANNA"), field("mrz", "I<UTO\nLINE", "I<UTO\nLINE", 95)]
            outcomes.append(SampleOutcome(image: "/samples/\(index).jpg", truth: .generator, state: .valid, detection: .found,
                                          expected: "identity-card", read: "identity-card", fields: fields, validRight: right,
                                          failure: right ? nil : .fieldWrong, group: "synthetic-td1-card", timings: timings(100 + Double(index))))
        }
        outcomes.append(SampleOutcome(image: "/samples/4.jpg", truth: .generator, state: .empty, detection: .notFound, expected: "residence-permit",
                                      read: "none", fields: [field("surname", "NOWAK", nil)], failure: .detectionFailed,
                                      group: "synthetic-td1-card", timings: timings(300)))
        outcomes.append(SampleOutcome(image: "/samples/5.jpg", truth: .none, state: .uncertain, detection: .found, read: "identity-card",
                                      group: "synthetic-td1-card", timings: timings(120)))
        outcomes.append(SampleOutcome(image: "/samples/6.jpg", truth: .generator, problem: "/samples/6.jpg: not an image"))
        return ValidationRun(outcomes: outcomes, wallSeconds: 2)
    }

    static func timings(_ total: Double) -> TemplateTimings {
        var t = TemplateTimings()
        t.total = total
        t.ocr = total / 2
        return t
    }

    static func report(surnameRight: Int = 3) -> ValidationReport {
        ValidationReport.build(subject: subject, file: "Templates/synthetic-td1-card.json", samplesPath: "/samples", run: run(surnameRight: surnameRight),
                               targetPrecision: 0.99, workers: 2, worst: 10)
    }

    @Test func totalsSharesAndWorstSamples() throws {
        let report = Self.report()
        let s = report.summary
        #expect(s.samples == 7 && s.read == 6 && s.withTruth == 5 && s.noTruth == 1 && s.problems == 1)
        #expect(s.valid == 4 && s.uncertain == 1 && s.empty == 1 && s.validWithTruth == 4 && s.validRight == 3 && s.validPrecision == 0.75)
        #expect(s.classScored == 5 && s.classRight == 4 && s.validAndWrong == 1)
        #expect(report.templates.map(\.name) == ["synthetic-td1-card"] && report.templates.first?.samples == 6)
        let surname = try #require(report.fields.first { $0.key == "surname" })
        #expect(surname.samples == 5 && surname.right == 3 && surname.missing == 1 && surname.validAndWrong == 1)
        #expect(report.fields.first { $0.key == "title" }?.samples == 0)
        #expect(report.worst.map(\.image) == ["/samples/4.jpg", "/samples/3.jpg"])
        #expect(report.worst.first?.failure == .detectionFailed && report.worst.last?.fields.map(\.key) == ["surname"])
        #expect(report.confusion.count(expected: "residence-permit", read: "none") == 1)
        #expect(report.problems == [ValidationReport.Problem(image: "/samples/6.jpg", message: "/samples/6.jpg: not an image")])
        #expect(report.timings.stages.first { $0.stage == "total" } == ValidationReport.StageTiming(stage: "total", median: 102, p95: 300))
        #expect(report.timings.imagesPerSecond == 3)
        #expect(report.verdict.hasPrefix("attention: valid precision 75.0% (3 of 4); valid and wrong: surname 1; 1 skipped (see problems)"))
    }

    @Test func jsonRoundTripsWithItsSchemaVersion() throws {
        var report = Self.report()
        report.baseline = BaselineComparison(current: report, baseline: Self.report(surnameRight: 4), file: "prev.json", tolerance: 0.02)
        let data = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(ValidationReport.self, from: data) == report)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        for key in ["subject", "samplesPath", "settings", "summary", "templates", "fields", "confusion", "timings", "worst", "problems", "samples", "baseline"] {
            #expect(object[key] != nil, "\(key)")
        }
    }

    @Test func htmlIsSelfContainedWellFormedAndEscaped() throws {
        var report = Self.report()
        report.baseline = BaselineComparison(current: report, baseline: Self.report(surnameRight: 4), file: "prev.json", tolerance: 0.02)
        let pixel = "data:image/png;base64,iVBORw0KGgo="
        let html = ValidationHTML.render(report, illustrations: ["/samples/3.jpg": SampleIllustration(thumbnail: pixel, crops: ["surname": pixel])])
        for id in ["summary", "baseline", "templates", "fields", "calibration", "confusion", "worst", "timings", "problems"] {
            #expect(html.contains("<section id=\"\(id)\">"), "\(id)")
        }
        #expect(html.contains("<svg") && html.contains("<polyline") && html.contains("src=\"\(pixel)\""))
        // No script, nothing fetched: only the SVG namespace names a URL.
        #expect(!html.contains("<script") && !html.contains("src=\"http") && !html.contains("href=") && !html.contains("url("))
        #expect(html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").range(of: "http") == nil)
        // A value's `<` is text, not markup.
        #expect(html.contains("ERIKS&lt;ON") && !html.contains("ERIKS<ON"))
        #expect(try Self.unbalancedTags(html).isEmpty)
    }

    /// Open tags without their close (or the reverse), HTML's void elements aside.
    static func unbalancedTags(_ html: String) throws -> [String] {
        let void: Set = ["meta", "img", "br", "hr", "input", "link"]
        var stack: [String] = [], problems: [String] = []
        let tag = try Regex(#"<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*?)(/?)>"#)
        for match in html.matches(of: tag) {
            guard let name = match.output[2].substring.map({ String($0).lowercased() }) else { continue }
            let closing = match.output[1].substring?.isEmpty == false, selfClosing = match.output[4].substring?.isEmpty == false
            if selfClosing || (void.contains(name) && !closing) { continue }
            if closing {
                if stack.last == name { stack.removeLast() } else { problems.append("</\(name)> closes \(stack.last ?? "nothing")") }
            } else {
                stack.append(name)
            }
        }
        return problems + stack.map { "<\($0)> not closed" }
    }

    @Test func aBaselineFailsWhenAFieldDropsOrTurnsValidAndWrong() throws {
        let before = Self.report(surnameRight: 4), after = Self.report(surnameRight: 3)
        let drop = BaselineComparison(current: after, baseline: before, file: "prev.json", tolerance: 0.02)
        #expect(!drop.passed)
        #expect(drop.regressions.map(\.field) == ["surname", "surname"])
        #expect(drop.regressions.map(\.kind) == [.matchRate, .validAndWrong])
        #expect(drop.regressions.first?.message == "surname: exact-match rate fell from 80.0% to 60.0% (20.0 points; tolerance 2.0)")
        #expect(drop.regressions.last?.message == "surname: valid and wrong in 1 of 5 samples (20.0%), was 0 of 5 (0.0%)")
        var withBaseline = after
        withBaseline.baseline = drop
        #expect(withBaseline.verdict.hasPrefix("FAIL against prev.json: surname: exact-match rate fell"))
        // Within the tolerance the rate passes; the valid-and-wrong read still fails.
        let tolerant = BaselineComparison(current: after, baseline: before, file: "prev.json", tolerance: 0.25)
        #expect(tolerant.regressions.map(\.kind) == [.validAndWrong])
        let same = BaselineComparison(current: before, baseline: before, file: "prev.json", tolerance: 0)
        #expect(same.passed)
        let better = BaselineComparison(current: before, baseline: after, file: "prev.json", tolerance: 0.02)
        #expect(better.passed && better.notes.contains { $0.hasPrefix("surname: exact-match rate rose") })
        var gone = after
        gone.fields.removeAll { $0.key == "givenNames" }
        #expect(BaselineComparison(current: gone, baseline: before, file: "prev.json", tolerance: 1).regressions.contains { $0.field == "givenNames" && $0.kind == .fieldGone })
    }

    @Test func baselinesOfAnotherSchemaAreRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("zonal-baseline-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(#"{"schemaVersion": 7}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: ZonalError.invalidArgument("\(path): report schema version 7; this zonal reads version 1")) { try ValidationReport.load(path: path) }
        try Data(#"{"fields": []}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: ZonalError.invalidArgument("\(path): not a zonal validate JSON report (no schemaVersion)")) { try ValidationReport.load(path: path) }
        try JSONEncoder().encode(Self.report()).write(to: URL(fileURLWithPath: path))
        #expect(try ValidationReport.load(path: path) == Self.report())
    }
}
