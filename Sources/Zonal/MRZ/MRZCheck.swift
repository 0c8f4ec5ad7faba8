/// The verdict of one check digit.
public struct MRZCheck: Sendable, Codable, Equatable {
    /// The field it guards (`documentNumber`, `dateOfBirth`, `dateOfExpiry`, `optionalData`) or
    /// `composite`.
    public var name: String
    /// The digit computed from the MRZ characters.
    public var expected: String
    /// The character printed at the check position.
    public var found: String
    /// `found == expected`, or an accepted policy exception (a `<` over an all-filler optional field;
    /// a long document number checked the other accepted way) — see `MRZCheckEvaluation`.
    public var passed: Bool
    /// The check digit's own position.
    public var position: MRZSpan

    public init(name: String, expected: String, found: String, passed: Bool, position: MRZSpan) {
        self.name = name
        self.expected = expected
        self.found = found
        self.passed = passed
        self.position = position
    }

    /// The reason a failing check gives a result (`MRZResult.reasons`).
    var failureReason: String {
        "\(name) check digit fails: computed \(expected), printed \(found)"
    }
}

/// One character the parser changed.
public struct MRZCorrection: Sendable, Codable, Equatable {
    /// 1-based.
    public var line: Int
    /// 1-based.
    public var column: Int
    /// As read.
    public var from: String
    public var to: String
    /// `fieldType` (the read character cannot stand at its position) or `checkDigit` (the change is
    /// the unique cheapest one that makes a failing check digit pass).
    public var reason: String
    /// The field the position belongs to; check digits are `<check>CheckDigit`.
    public var field: String

    public init(line: Int, column: Int, from: String, to: String, reason: String, field: String) {
        self.line = line
        self.column = column
        self.from = from
        self.to = to
        self.reason = reason
        self.field = field
    }
}
