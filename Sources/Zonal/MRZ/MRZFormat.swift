/// The ICAO 9303 machine-readable zone layouts.
public enum MRZFormat: String, Sendable, Codable, CaseIterable {
    /// ID cards: 3 lines of 30 characters.
    case td1 = "TD1"
    /// ID cards and older travel documents: 2 lines of 36.
    case td2 = "TD2"
    /// Passports: 2 lines of 44.
    case td3 = "TD3"
    /// Visas, large (format A): 2 lines of 44.
    case mrvA = "MRV-A"
    /// Visas, small (format B): 2 lines of 36.
    case mrvB = "MRV-B"

    public var lineCount: Int { self == .td1 ? 3 : 2 }

    public var lineLength: Int {
        switch self {
        case .td1: return 30
        case .td2, .mrvB: return 36
        case .td3, .mrvA: return 44
        }
    }

    /// The formats with this shape of lines (a visa is told from a passport by its `V` code).
    static func candidates(lineCount: Int, lineLength: Int) -> [MRZFormat] {
        allCases.filter { $0.lineCount == lineCount && $0.lineLength == lineLength }
    }
}
