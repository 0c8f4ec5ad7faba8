/// Where something sits in the MRZ: 1-based line and column, and how many characters.
public struct MRZSpan: Sendable, Codable, Equatable {
    public var line: Int
    public var start: Int
    public var length: Int

    public init(line: Int, start: Int, length: Int) {
        self.line = line
        self.start = start
        self.length = length
    }
}

/// One field read from the MRZ.
public struct MRZField: Sendable, Codable, Equatable {
    /// The interpreted value: fillers trimmed, names with spaces, dates as ISO 8601 (`yyyy-MM-dd`,
    /// or `yyyy-MM` / `yyyy` when ICAO fillers mark the day or month unknown), sex as M, F or X.
    public var value: String
    /// The field's MRZ characters after correction (e.g. `740812` for a date); `MRZResult.rawLines`
    /// and `corrections` keep what was read.
    public var raw: String
    /// The lowest confidence of the field's characters: one wrong character makes the field wrong.
    public var confidence: Double
    /// False when the field's own check digit fails or its value is impossible (see `flags`).
    public var valid: Bool
    /// Why the field needs attention: `truncated`, `impossibleDate`, `partialDate`, `unknownCode`,
    /// `corrected`, `checkFailed`, `illegalCharacter`.
    public var flags: [String]
    /// The field's characters (for a long TD1/TD2 document number, from the principal part through
    /// the overflow in the optional data).
    public var position: MRZSpan

    public init(value: String, raw: String, confidence: Double, valid: Bool, flags: [String], position: MRZSpan) {
        self.value = value
        self.raw = raw
        self.confidence = confidence
        self.valid = valid
        self.flags = flags
        self.position = position
    }
}
