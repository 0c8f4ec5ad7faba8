import Foundation

extension ValidationReport {
    /// One line for the terminal and the report's head: FAIL on a baseline regression (naming the
    /// field and its figures), otherwise `ok`, or `attention` when some field is `valid` and wrong.
    public var verdict: String {
        if let baseline, !baseline.passed {
            let more = baseline.regressions.count > 1 ? " (and \(baseline.regressions.count - 1) more)" : ""
            return "FAIL against \(baseline.file): " + (baseline.regressions.first?.message ?? "") + more
        }
        var parts: [String] = []
        if let precision = summary.validPrecision {
            parts.append("valid precision \(Self.percent(precision)) (\(summary.validRight) of \(summary.validWithTruth))")
        } else {
            parts.append("no valid result with truth")
        }
        let hurting = fields.filter { $0.validAndWrong > 0 }
        if hurting.isEmpty {
            parts.append("no field valid and wrong")
        } else {
            parts.append("valid and wrong: " + hurting.map { "\($0.key) \($0.validAndWrong)" }.joined(separator: ", "))
        }
        if summary.problems > 0 { parts.append("\(summary.problems) skipped (see problems)") }
        if let baseline { parts.append("no regression against \(baseline.file)") }
        return (hurting.isEmpty ? "ok" : "attention") + ": " + parts.joined(separator: "; ")
    }

    static func percent(_ rate: Double?) -> String {
        rate.map { String(format: "%.1f%%", $0 * 100) } ?? "–"
    }
}
