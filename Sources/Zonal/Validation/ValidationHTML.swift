import Foundation

/// The validation report as one self-contained HTML page: inline CSS and SVG, images as data
/// URIs, no script and nothing fetched from the network, so it can be archived or mailed as is.
/// Sections (element ids): `summary`, `templates`, `fields`, `calibration`, `confusion`,
/// `detector`, `worst`, `timings`, `problems`, and `baseline` when compared with one.
public enum ValidationHTML {
    public static func render(_ report: ValidationReport, illustrations: [String: SampleIllustration] = [:]) -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>zonal validate — \(escape(report.subject.name))</title>
        <style>\(style)</style></head><body>
        <h1>zonal validate — \(escape(report.subject.name))</h1>
        <p class="meta">\(escape(report.subject.kind.rawValue)) <code>\(escape(report.subject.file))</code> on <code>\(escape(report.samplesPath))</code> ·
        target precision \(ValidationReport.percent(report.settings.targetPrecision)) · \(report.settings.workers) workers · schema \(report.schemaVersion)</p>
        <p class="verdict \(verdictClass(report))">\(escape(report.verdict))</p>

        """
        html += summary(report)
        if let baseline = report.baseline { html += self.baseline(baseline) }
        html += templates(report)
        html += fields(report)
        html += calibration(report)
        html += confusion(report.confusion)
        html += detector(report)
        html += worst(report, illustrations: illustrations)
        html += timings(report.timings)
        html += problems(report)
        html += "</body></html>\n"
        return html
    }

    static func summary(_ report: ValidationReport) -> String {
        let s = report.summary
        let tiles = [("samples", "\(s.samples)", "\(s.withTruth) with truth · \(s.noTruth) without · \(s.problems) skipped"),
                     ("valid precision", ValidationReport.percent(s.validPrecision), "\(s.validRight) of \(s.validWithTruth) valid results right"),
                     ("class", ValidationReport.percent(s.classAccuracy), "\(s.classRight) of \(s.classScored) right"),
                     ("fields", ValidationReport.percent(s.fieldMatchRate), "\(s.fieldsRight) of \(s.fieldReads) reads right"),
                     ("valid and wrong", "\(s.validAndWrong)", "field reads accepted but wrong"),
                     ("detector", ValidationReport.percent(report.detector?.withinBarRate),
                      report.detector.map { "\($0.withinBar) of \($0.samples) with corners within \(String(format: "%g%%", $0.bar * 100))" } ?? "not measured"),
                     ("speed", String(format: "%.1f/s", report.timings.imagesPerSecond), String(format: "%.1f s in all", report.timings.wallSeconds))]
        var html = "<section id=\"summary\"><h2>Summary</h2><div class=\"tiles\">"
        for (name, value, note) in tiles {
            html += "<div class=\"tile\"><div class=\"label\">\(name)</div><div class=\"value\">\(escape(value))</div><div class=\"note\">\(escape(note))</div></div>"
        }
        html += "</div><p>States: valid \(s.valid) · uncertain \(s.uncertain) · empty \(s.empty).</p>"
        if !s.unknownTruthFields.isEmpty {
            let names = s.unknownTruthFields.sorted { $0.key < $1.key }.map { "\(escape($0.key)) (\($0.value))" }.joined(separator: ", ")
            html += "<p class=\"warn\">Truth names fields the template does not have: \(names).</p>"
        }
        return html + "</section>\n"
    }

    static func baseline(_ baseline: BaselineComparison) -> String {
        var html = "<section id=\"baseline\"><h2>Against the baseline</h2><p><code>\(escape(baseline.file))</code>, tolerance \(ValidationReport.percent(baseline.tolerance)) points</p><ul>"
        for regression in baseline.regressions { html += "<li class=\"bad\">\(escape(regression.message))</li>" }
        if baseline.regressions.isEmpty { html += "<li class=\"good\">no field regressed</li>" }
        for note in baseline.notes { html += "<li>\(escape(note))</li>" }
        return html + "</ul></section>\n"
    }

    static func templates(_ report: ValidationReport) -> String {
        var html = "<section id=\"templates\"><h2>Results per template</h2><table><tr><th>template</th><th>samples</th><th>valid</th><th>uncertain</th><th>empty</th><th>precision of valid</th></tr>"
        for t in report.templates {
            func share(_ n: Int) -> String { "\(n) <span class=\"dim\">(\(ValidationReport.percent(ValidationReport.rate(n, t.samples))))</span>" }
            html += "<tr><td>\(escape(t.name))</td><td>\(t.samples)</td><td>\(share(t.valid))</td><td>\(share(t.uncertain))</td><td>\(share(t.empty))</td>"
                + "<td>\(ValidationReport.percent(t.validPrecision)) <span class=\"dim\">(\(t.validRight)/\(t.validWithTruth))</span></td></tr>"
        }
        return html + "</table></section>\n"
    }

    static func fields(_ report: ValidationReport) -> String {
        var html = """
        <section id="fields"><h2>Fields</h2><table><tr><th>field</th><th>compared as</th><th>n</th><th>exact match</th><th>CER</th>
        <th>missing</th><th>valid &amp; wrong</th><th>median confidence right / wrong</th><th>minConfidence now</th>
        <th>minConfidence for \(ValidationReport.percent(report.settings.targetPrecision))</th></tr>
        """
        for f in report.fields {
            let r = f.recommendation
            let recommended = r.minConfidence.map { "<b>\(number($0))</b> <span class=\"dim\">(precision \(ValidationReport.percent(r.precision)), recall \(ValidationReport.percent(r.recall)))</span>" }
                ?? (f.samples == 0 ? "–" : "<span class=\"bad\">not reachable</span>")
            let now = "\(number(f.threshold)) <span class=\"dim\">(precision \(ValidationReport.percent(r.currentPrecision)), recall \(ValidationReport.percent(r.currentRecall)))</span>"
            let rowClass = f.validAndWrong > 0 ? " class=\"hurt\"" : (f.samples == 0 ? " class=\"dim\"" : "")
            html += "<tr\(rowClass)><td>\(escape(f.key))\(f.mandatory ? "" : " <span class=\"dim\">optional</span>")</td><td>\(escape(f.parser)) · \(f.comparison.rawValue)</td>"
                + "<td>\(f.samples)</td><td>\(ValidationReport.percent(f.matchRate))</td><td>\(ValidationReport.percent(f.characterErrorRate))</td>"
                + "<td>\(ValidationReport.percent(f.missingRate))</td><td>\(f.validAndWrong)</td>"
                + "<td>\(f.medianConfidenceRight.map(number) ?? "–") / \(f.medianConfidenceWrong.map(number) ?? "–")</td><td>\(now)</td><td>\(recommended)</td></tr>"
        }
        return html + "</table><p class=\"dim\">Exact match under the field's comparison: exact, text (case and spacing ignored), folded (diacritics too), code (case, diacritics and all spaces), date, amount. CER: character edits over expected characters.</p></section>\n"
    }

    static func confusion(_ matrix: ConfusionMatrix) -> String {
        var html = "<section id=\"confusion\"><h2>Classification</h2>"
        guard !matrix.labels.isEmpty else { return html + "<p class=\"dim\">No sample's truth names its class.</p></section>\n" }
        html += "<table class=\"matrix\"><tr><th>expected ↓ read →</th>" + matrix.labels.map { "<th>\(escape($0))</th>" }.joined() + "</tr>"
        for (row, label) in matrix.labels.enumerated() {
            html += "<tr><th>\(escape(label))</th>"
            for column in matrix.labels.indices {
                let n = matrix.counts[row][column]
                let kind = n == 0 ? "zero" : (row == column ? "good" : "bad")
                html += "<td class=\"\(kind)\">\(n)</td>"
            }
            html += "</tr>"
        }
        return html + "</table><p>\(matrix.right) of \(matrix.total) right.</p></section>\n"
    }

    static func worst(_ report: ValidationReport, illustrations: [String: SampleIllustration]) -> String {
        var html = "<section id=\"worst\"><h2>Worst samples</h2>"
        if report.worst.isEmpty { html += "<p class=\"good\">No sample with truth failed.</p>" }
        for sample in report.worst {
            let picture = illustrations[sample.image]
            html += "<div class=\"sample\">"
            if let thumbnail = picture?.thumbnail { html += "<img class=\"thumb\" alt=\"thumbnail\" src=\"\(thumbnail)\">" }
            html += "<div><h3>\(escape((sample.image as NSString).lastPathComponent))</h3><p><b>\(escape(reason(sample.failure)))</b> · state \(sample.state?.rawValue ?? "–")"
                + " · expected <code>\(escape(sample.expected ?? "?"))</code>, read <code>\(escape(sample.read ?? "?"))</code>"
                + " · detection \(sample.detection?.rawValue ?? "–")</p>"
            if !sample.reasons.isEmpty { html += "<ul class=\"reasons\">" + sample.reasons.prefix(4).map { "<li>\(escape($0))</li>" }.joined() + "</ul>" }
            if !sample.fields.isEmpty {
                html += "<table><tr><th>field</th><th>expected</th><th>read</th><th>confidence</th><th>verdict</th><th>crop</th></tr>"
                for field in sample.fields {
                    let crop = picture?.crops[field.key].map { "<img class=\"crop\" alt=\"crop\" src=\"\($0)\">" } ?? ""
                    html += "<tr\(field.validAndWrong ? " class=\"hurt\"" : "")><td>\(escape(field.key))</td><td><code>\(escape(field.expected ?? "(none)"))</code></td>"
                        + "<td><code>\(escape(field.read ?? "(not found)"))</code></td><td>\(field.confidence.map(number) ?? "–")</td>"
                        + "<td>\(field.verdict?.rawValue ?? "–")</td><td>\(crop)</td></tr>"
                }
                html += "</table>"
            }
            html += "</div></div>"
        }
        return html + "</section>\n"
    }

    static func timings(_ timings: ValidationReport.Timings) -> String {
        var html = "<section id=\"timings\"><h2>Timings</h2><p>\(String(format: "%.1f", timings.imagesPerSecond)) images per second, \(String(format: "%.1f", timings.wallSeconds)) s wall time.</p>"
        html += "<table><tr><th>stage</th><th>median ms</th><th>p95 ms</th></tr>"
        for stage in timings.stages { html += "<tr><td>\(stage.stage)</td><td>\(number(stage.median))</td><td>\(number(stage.p95))</td></tr>" }
        return html + "</table></section>\n"
    }

    static func problems(_ report: ValidationReport) -> String {
        var html = "<section id=\"problems\"><h2>Skipped samples</h2>"
        guard !report.problems.isEmpty else { return html + "<p class=\"dim\">None.</p></section>\n" }
        html += "<ul>" + report.problems.map { "<li>\(escape($0.message))</li>" }.joined() + "</ul>"
        return html + "</section>\n"
    }

    static func reason(_ failure: SampleOutcome.Failure) -> String {
        switch failure {
        case .detectionFailed: return "detection failed"
        case .classWrong: return "class wrong"
        case .stateWrong: return "valid where the document is faulty"
        case .fieldWrong: return "field wrong"
        }
    }

    static func verdictClass(_ report: ValidationReport) -> String {
        if let baseline = report.baseline, !baseline.passed { return "bad" }
        return report.summary.validAndWrong > 0 ? "warn" : "good"
    }

    static func number(_ value: Double) -> String { String(format: "%.1f", value) }

    /// Text for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += "⏎"
            default: out.append(character)
            }
        }
        return out
    }
}
