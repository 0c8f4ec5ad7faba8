import Foundation
import Zonal

/// The terminal summary of a validation: a few lines of totals, one row per measured field, the
/// document detector's corner error (when the truth gives corners), the timings and the verdict. Field values never appear here (they are in the report files).
enum ValidationTable {
    static func render(_ report: ValidationReport, reportFiles: [String]) -> String {
        let s = report.summary
        var out = "zonal validate: \(report.subject.name) (\(report.subject.kind.rawValue)) on \(report.samplesPath): "
            + "\(plural(s.samples, "sample")), \(s.withTruth) with truth, \(s.noTruth) without, \(s.problems) skipped\n"
        out += "states: valid \(s.valid) · uncertain \(s.uncertain) · empty \(s.empty) · valid precision \(pct(s.validPrecision)) (\(s.validRight)/\(s.validWithTruth))"
            + " · class \(s.classRight)/\(s.classScored) right\n"
        for t in report.templates where report.templates.count > 1 {
            out += "  \(pad(t.name + ":", 16))\(plural(t.samples, "sample")) · valid \(t.valid) · uncertain \(t.uncertain) · empty \(t.empty) · valid precision \(pct(t.validPrecision))\n"
        }
        let target = pct(report.settings.targetPrecision)
        let measured = report.fields.filter { $0.samples > 0 }
        let width = max(12, (measured.map(\.key.count).max() ?? 0) + 2)
        out += "\n" + pad("field", width) + lpad("n", 5) + lpad("exact", 8) + lpad("CER", 7) + lpad("missing", 9) + lpad("valid&wrong", 13)
            + lpad("conf ok/wrong", 15) + lpad("minConf", 9) + lpad("for \(target)", 11) + lpad("recall", 8) + "\n"
        for f in measured {
            let r = f.recommendation
            let confidence = "\(num(f.medianConfidenceRight))/\(num(f.medianConfidenceWrong))"
            out += pad(f.key, width) + lpad("\(f.samples)", 5) + lpad(pct(f.matchRate), 8) + lpad(pct(f.characterErrorRate), 7)
                + lpad(pct(f.missingRate), 9) + lpad("\(f.validAndWrong)", 13) + lpad(confidence, 15) + lpad(num(f.threshold), 9)
                + lpad(r.minConfidence.map(num) ?? "none", 11) + lpad(r.minConfidence == nil ? "-" : pct(r.recall), 8) + "\n"
        }
        let unmeasured = report.fields.filter { $0.samples == 0 }.map(\.key)
        if !unmeasured.isEmpty { out += "no truth for: \(unmeasured.joined(separator: ", "))\n" }
        if !s.unknownTruthFields.isEmpty {
            out += "truth names fields the template does not have: \(s.unknownTruthFields.keys.sorted().joined(separator: ", "))\n"
        }
        if let detector = report.detector { out += "\n" + Self.detector(detector) }
        let stages = report.timings.stages.filter { $0.stage != "dewarp" && $0.stage != "parse" }
            .map { "\($0.stage) \(Int($0.median.rounded()))" }.joined(separator: " · ")
        let total = report.timings.stages.first { $0.stage == "total" }
        out += "\ntimings: " + String(format: "%.1f s, %.2f images/s", report.timings.wallSeconds, report.timings.imagesPerSecond)
            + "; median ms \(stages)" + (total.map { " (total p95 \(Int($0.p95.rounded())))" } ?? "") + "\n"
        if let baseline = report.baseline {
            for regression in baseline.regressions { out += "regression: \(regression.message)\n" }
        }
        if !reportFiles.isEmpty { out += "wrote \(reportFiles.joined(separator: ", "))\n" }
        return out + "verdict: \(report.verdict)\n"
    }

    static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    static func pct(_ rate: Double?) -> String { rate.map { String(format: "%.1f%%", $0 * 100) } ?? "-" }
    static func num(_ value: Double?) -> String { value.map { String(format: "%.1f", $0) } ?? "-" }
    static func pad(_ text: String, _ width: Int) -> String { text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0) }
    static func lpad(_ text: String, _ width: Int) -> String { text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text }
}
