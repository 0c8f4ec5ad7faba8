import Foundation
import Zonal

/// The detector's lines of the terminal summary: the share within issue 4's bar, the error
/// figures, and a few samples by file name (the worst outlines, those not detected), so a
/// failing bar points at images to open.
extension ValidationTable {
    static let detectorNames = 3

    static func detector(_ d: DetectorAccuracy) -> String {
        var out = "detector: corners within \(String(format: "%g%%", d.bar * 100)) of the diagonal on \(d.withinBar) of \(d.samples) (\(pct(d.withinBarRate)))"
            + " · \(d.detected) detected, \(d.notDetected) not · error median \(error(d.medianError)), p90 \(error(d.p90Error))"
            + (d.turned > 0 ? " · \(d.turned) the wrong way up" : "") + "\n"
        let over = d.worst.filter { $0.error > d.bar }.prefix(detectorNames)
        if !over.isEmpty {
            out += "  largest errors: " + over.map { "\(name($0.image)) \(error($0.error))" }.joined(separator: ", ") + "\n"
        }
        if !d.missed.isEmpty {
            let shown = d.missed.prefix(detectorNames).map { "\(name($0.image)) (\($0.detection?.rawValue ?? "-"))" }
            let more = d.missed.count > detectorNames ? " and \(d.missed.count - detectorNames) more" : ""
            out += "  not detected: " + shown.joined(separator: ", ") + more + "\n"
        }
        return out
    }

    private static func name(_ path: String) -> String { (path as NSString).lastPathComponent }
    private static func error(_ rate: Double?) -> String { rate.map(DetectorAccuracy.percent) ?? "-" }
}
