import Foundation

/// Inline SVG charts, one card per measured field: precision and recall against `minConfidence`
/// (where the target is met, where the field is now), and how many reads were right and wrong
/// at each confidence.
extension ValidationHTML {
    static func calibration(_ report: ValidationReport) -> String {
        let measured = report.fields.filter { $0.samples > 0 }
        var html = "<section id=\"calibration\"><h2>Confidence and thresholds</h2>"
        html += "<p class=\"legend\"><span><i class=\"sw\" style=\"background:#2563eb\"></i>precision of accepted reads</span>"
            + "<span><i class=\"sw\" style=\"background:#16a34a\"></i>recall</span><span><i class=\"sw\" style=\"background:#dc2626\"></i>recommended minConfidence</span>"
            + "<span><i class=\"sw\" style=\"background:#6b7486\"></i>minConfidence now</span> · x axis: minConfidence, stretched above 80 · "
            + "bars: reads per confidence bucket, right (green) and wrong (red)</p><div class=\"charts\">"
        // Fields with wrong reads first; the ones always right fold away (a <details>, no script).
        let wrong = measured.filter { $0.right < $0.samples }.sorted { ($0.validAndWrong, $0.samples - $0.right) > ($1.validAndWrong, $1.samples - $1.right) }
        let right = measured.filter { $0.right == $0.samples }
        html += wrong.map(chart).joined()
        if measured.isEmpty { html += "<p class=\"dim\">No field has truth.</p>" }
        html += "</div>"
        if !right.isEmpty {
            html += "<details><summary>\(right.count) fields read right in every sample</summary><div class=\"charts\">\(right.map(chart).joined())</div></details>"
        }
        return html + "</section>\n"
    }

    static func chart(_ field: FieldMetrics) -> String {
        "<div class=\"chart\"><h3>\(escape(field.key))</h3>\(thresholdPlot(field.recommendation))\(histogram(field.confidence))</div>"
    }

    /// The x position of a threshold: 0–80 takes the left 30%, 80–100 the rest, where thresholds matter.
    static func x(_ threshold: Double, left: Double, width: Double) -> Double {
        let t = min(100, max(0, threshold))
        let share = t <= 80 ? t / 80 * 0.3 : 0.3 + (t - 80) / 20 * 0.7
        return left + share * width
    }

    static func thresholdPlot(_ r: ThresholdRecommendation) -> String {
        let (w, h, left, top, plotW, plotH) = (300.0, 150.0, 34.0, 8.0, 256.0, 112.0)
        func px(_ t: Double) -> String { fmt(x(t, left: left, width: plotW)) }
        func py(_ v: Double) -> String { fmt(top + (1 - v) * plotH) }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(w))\" height=\"\(Int(h))\" viewBox=\"0 0 \(Int(w)) \(Int(h))\" font-size=\"10\" font-family=\"sans-serif\">"
        svg += "<rect x=\"\(fmt(left))\" y=\"\(fmt(top))\" width=\"\(fmt(plotW))\" height=\"\(fmt(plotH))\" fill=\"#fafbfc\" stroke=\"#dde2ea\"/>"
        for v in [0.0, 0.5, 1.0] {
            svg += "<line x1=\"\(fmt(left))\" x2=\"\(fmt(left + plotW))\" y1=\"\(py(v))\" y2=\"\(py(v))\" stroke=\"#e6e9ef\"/>"
            svg += "<text x=\"\(fmt(left - 4))\" y=\"\(fmt(top + (1 - v) * plotH + 3))\" text-anchor=\"end\" fill=\"#6b7486\">\(Int(v * 100))%</text>"
        }
        for t in [0.0, 50, 80, 90, 95, 100] {
            svg += "<text x=\"\(px(t))\" y=\"\(fmt(top + plotH + 12))\" text-anchor=\"middle\" fill=\"#6b7486\">\(Int(t))</text>"
        }
        svg += "<line x1=\"\(fmt(left))\" x2=\"\(fmt(left + plotW))\" y1=\"\(py(r.targetPrecision))\" y2=\"\(py(r.targetPrecision))\" stroke=\"#2563eb\" stroke-dasharray=\"3 3\" opacity=\"0.6\"/>"
        svg += "<line x1=\"\(px(r.currentThreshold))\" x2=\"\(px(r.currentThreshold))\" y1=\"\(fmt(top))\" y2=\"\(fmt(top + plotH))\" stroke=\"#6b7486\" stroke-dasharray=\"2 2\"/>"
        if let recommended = r.minConfidence {
            svg += "<line x1=\"\(px(recommended))\" x2=\"\(px(recommended))\" y1=\"\(fmt(top))\" y2=\"\(fmt(top + plotH))\" stroke=\"#dc2626\" stroke-width=\"1.5\"/>"
            svg += "<text x=\"\(px(recommended))\" y=\"\(fmt(top + plotH + 24))\" text-anchor=\"middle\" fill=\"#dc2626\">\(number(recommended))</text>"
        }
        let precision = r.curve.compactMap { point in point.precision.map { "\(px(point.threshold)),\(py($0))" } }
        let recall = r.curve.map { "\(px($0.threshold)),\(py($0.recall))" }
        svg += "<polyline fill=\"none\" stroke=\"#16a34a\" stroke-width=\"1.6\" points=\"\(recall.joined(separator: " "))\"/>"
        svg += "<polyline fill=\"none\" stroke=\"#2563eb\" stroke-width=\"1.6\" points=\"\(precision.joined(separator: " "))\"/>"
        return svg + "</svg>"
    }

    static func histogram(_ reliability: FieldReliability) -> String {
        let (w, h, top, barH) = (300.0, 78.0, 6.0, 50.0)
        let buckets = reliability.buckets
        let most = Double(max(1, buckets.map(\.count).max() ?? 1))
        let slot = (w - 8) / Double(max(1, buckets.count))
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(w))\" height=\"\(Int(h))\" viewBox=\"0 0 \(Int(w)) \(Int(h))\" font-size=\"9\" font-family=\"sans-serif\">"
        for (i, bucket) in buckets.enumerated() {
            let x0 = 4 + Double(i) * slot
            let right = Double(bucket.correct), wrong = Double(bucket.count - bucket.correct)
            let rh = right / most * barH, wh = wrong / most * barH
            let bw = slot * 0.36
            svg += "<rect x=\"\(fmt(x0 + slot * 0.12))\" y=\"\(fmt(top + barH - rh))\" width=\"\(fmt(bw))\" height=\"\(fmt(rh))\" fill=\"#16a34a\"><title>\(Int(right)) right</title></rect>"
            svg += "<rect x=\"\(fmt(x0 + slot * 0.52))\" y=\"\(fmt(top + barH - wh))\" width=\"\(fmt(bw))\" height=\"\(fmt(wh))\" fill=\"#dc2626\"><title>\(Int(wrong)) wrong</title></rect>"
            svg += "<text x=\"\(fmt(x0 + slot / 2))\" y=\"\(fmt(top + barH + 11))\" text-anchor=\"middle\" fill=\"#6b7486\">\(escape(bucket.label))</text>"
            svg += "<text x=\"\(fmt(x0 + slot / 2))\" y=\"\(fmt(top + barH + 21))\" text-anchor=\"middle\" fill=\"#1d2330\">\(bucket.correct)/\(bucket.count - bucket.correct)</text>"
        }
        return svg + "</svg>"
    }

    static func fmt(_ value: Double) -> String { String(format: "%.1f", value) }
}
