/// Physical layout of a machine-readable travel document's page (millimetres), after ICAO 9303
/// parts 4–7: the MRZ sits at the bottom, its first character a few mm from the left edge, at 10
/// characters per 25.4 mm. The synthetic generator draws pages from it; the MRTD detector
/// extrapolates the page outline from the MRZ with it.
struct MRTDLayout: Sendable, Equatable {
    var width: Double
    var height: Double
    /// Left edge of the first MRZ character cell.
    var mrzLeft: Double
    /// Distance from the bottom edge to the baseline of the last MRZ line.
    var mrzBottom: Double
    /// Baseline-to-baseline distance of the MRZ lines.
    var lineSpacing: Double
    var cornerRadius: Double

    static func of(_ format: MRZFormat) -> MRTDLayout {
        switch format {
        case .td3: return MRTDLayout(width: 125, height: 88, mrzLeft: 6.0, mrzBottom: 5.0, lineSpacing: 4.2, cornerRadius: 3.2)
        case .td1: return MRTDLayout(width: 85.6, height: 54, mrzLeft: 4.6, mrzBottom: 3.9, lineSpacing: 3.9, cornerRadius: 3.2)
        case .td2: return MRTDLayout(width: 105, height: 74, mrzLeft: 6.5, mrzBottom: 4.6, lineSpacing: 4.2, cornerRadius: 3.2)
        case .mrvA: return MRTDLayout(width: 120, height: 80, mrzLeft: 4.0, mrzBottom: 4.6, lineSpacing: 4.2, cornerRadius: 1.0)
        case .mrvB: return MRTDLayout(width: 105, height: 74, mrzLeft: 6.5, mrzBottom: 4.6, lineSpacing: 4.2, cornerRadius: 1.0)
        }
    }

    /// ICAO pitch: 10 characters per inch.
    static let mrzPitch = 2.54
    /// Capital height of OCR-B size 1 as printed in MRZs (about 2.4 mm).
    static let mrzCapHeight = 2.4
}
