import Foundation

/// The report's `detector` section: how many detected outlines have their corners within issue
/// 4's bar, the error figures, the largest errors and the samples where nothing was detected, by
/// file name (the samples list in the JSON has every sample's error).
extension ValidationHTML {
    static func detector(_ report: ValidationReport) -> String {
        var html = "<section id=\"detector\"><h2>Document detector</h2>"
        guard let d = report.detector else {
            return html + "<p class=\"dim\">Not measured: no sample's truth gives the document's corners.</p></section>\n"
        }
        let bar = String(format: "%g%%", d.bar * 100)
        html += "<p>Corners within <b>\(bar)</b> of the diagonal on <b>\(d.withinBar) of \(d.samples)</b> samples (\(ValidationReport.percent(d.withinBarRate))); "
            + "\(d.detected) detected, <span class=\"\(d.notDetected > 0 ? "bad" : "dim")\">\(d.notDetected) not</span>. "
            + "Corner error of the detected ones: median \(error(d.medianError)), 90th percentile \(error(d.p90Error))"
            + (d.turned > 0 ? "; \(d.turned) found the wrong way up." : ".") + "</p>"
        html += "<p class=\"dim\">Corner error: the largest distance between a detected and a true corner, over the mean of the true outline's diagonals; "
            + "the corners are matched after turning the detected order by whole quarter turns (edges cannot tell the top), which the last column counts.</p>"
        if !d.worst.isEmpty {
            html += "<table><tr><th>largest errors</th><th>corner error</th><th>pixels</th><th>quarter turns</th></tr>"
            for sample in d.worst {
                html += "<tr\(sample.error > d.bar ? " class=\"hurt\"" : "")><td>\(escape(name(sample.image)))</td><td>\(error(sample.error))</td>"
                    + "<td>\(number(sample.pixels))</td><td>\(sample.quarterTurns)</td></tr>"
            }
            html += "</table>"
        }
        if !d.missed.isEmpty {
            html += "<table><tr><th>not detected</th><th>detector status</th></tr>"
            for sample in d.missed { html += "<tr><td>\(escape(name(sample.image)))</td><td>\(sample.detection?.rawValue ?? "–")</td></tr>" }
            html += "</table>"
        }
        return html + "</section>\n"
    }

    private static func name(_ path: String) -> String { (path as NSString).lastPathComponent }
    private static func error(_ rate: Double?) -> String { rate.map(DetectorAccuracy.percent) ?? "–" }
}
