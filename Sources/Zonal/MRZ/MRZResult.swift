/// Everything read from one MRZ. A value: it owns no engine state.
public struct MRZResult: Sendable, Codable, Equatable {
    public var format: MRZFormat
    /// `.valid` only when every applicable check digit passes and no field is impossible;
    /// otherwise `.uncertain`, with `reasons`.
    public var state: ResultState
    /// After correction.
    public var lines: [String]
    /// As read (the OCR engine's best candidates, or the text given).
    public var rawLines: [String]
    /// Keyed by stable camelCase names: documentCode, issuingState, surname, givenNames,
    /// documentNumber, nationality, dateOfBirth, sex, dateOfExpiry, optionalData, optionalData2 (TD1).
    public var fields: [String: MRZField]
    /// Every applicable check digit, in MRZ order.
    public var checks: [MRZCheck]
    public var corrections: [MRZCorrection]
    /// Worth knowing, not a failure (unknown country code, expired document, possibly truncated name).
    public var warnings: [String]
    /// Why the result is uncertain; empty when valid.
    public var reasons: [String]
    /// The lowest field confidence: the result is only as sure as its least sure field.
    public var confidence: Double
    /// Each character's confidence after correction, line by line (what the field confidences are
    /// the lowest of); empty for a result not made by `MRZParser`. Not part of the JSON output.
    public internal(set) var characterConfidences: [[Double]] = []
    /// The characters the OCR offered at each position, its choice first (as read, before
    /// correction); empty for a result not made by `MRZParser`. Not part of the JSON output.
    public internal(set) var characterCandidates: [[[Character]]] = []
    /// The checks left failing only because the fix that makes them pass gives up more confidence
    /// than a misprinted check digit explains (`MRZCorrectionPolicy.misprintCost`): the reading
    /// is reported as read, but ranks among other readings of its band as if the fix had been
    /// made: those checks passing, its confidence at most `declinedFixConfidence` (the lowest
    /// the fix would have put in; 100 when none was declined). Not part of the JSON output.
    public internal(set) var misprintExplained: Set<String> = []
    public internal(set) var declinedFixConfidence: Double = 100

    enum CodingKeys: String, CodingKey {
        case format, state, lines, rawLines, fields, checks, corrections, warnings, reasons, confidence
    }

    /// Equal as reported: the characters' confidences and candidates, which are not, do not count.
    public static func == (a: MRZResult, b: MRZResult) -> Bool {
        a.format == b.format && a.state == b.state && a.lines == b.lines && a.rawLines == b.rawLines && a.fields == b.fields
            && a.checks == b.checks && a.corrections == b.corrections && a.warnings == b.warnings && a.reasons == b.reasons
            && a.confidence == b.confidence
    }

    public init(format: MRZFormat, state: ResultState, lines: [String], rawLines: [String],
                fields: [String: MRZField], checks: [MRZCheck], corrections: [MRZCorrection],
                warnings: [String], reasons: [String], confidence: Double) {
        self.format = format
        self.state = state
        self.lines = lines
        self.rawLines = rawLines
        self.fields = fields
        self.checks = checks
        self.corrections = corrections
        self.warnings = warnings
        self.reasons = reasons
        self.confidence = confidence
    }

    /// The check digits that do not agree with what they cover.
    public var failedChecks: [MRZCheck] { checks.filter { !$0.passed } }
}
