/// What a parser made of a text: the normalised value (an ISO date, an amount with a dot, an IBAN
/// without spaces), the text it came from, how sure the OCR was of that text, and whether the
/// value is valid for its type, with reasons when it is not.
public struct ParsedField: Sendable, Codable, Equatable {
    /// Nil when nothing of the parser's kind was found.
    public var value: String?
    /// The part of the text the value was read from (the whole text when nothing was found).
    public var raw: String
    /// The lowest confidence of the characters of `raw` (0...100; 0 when nothing was found).
    public var confidence: Double
    /// The value was found and passes every check of its type (check digits, calendar, lengths).
    public var valid: Bool
    /// Why the field is not valid, or what was worth knowing; empty when valid and unremarkable.
    public var reasons: [String]
    /// Named parts: regex groups, a date's year/month/day, an amount's currency, an IBAN's country...
    public var components: [String: String]

    public init(value: String?, raw: String, confidence: Double, valid: Bool, reasons: [String] = [], components: [String: String] = [:]) {
        self.value = value
        self.raw = raw
        self.confidence = confidence
        self.valid = valid
        self.reasons = reasons
        self.components = components
    }

    /// Nothing of the expected kind in `text`.
    public static func notFound(in text: RecognizedText, _ reason: String) -> ParsedField {
        ParsedField(value: nil, raw: text.text, confidence: 0, valid: false, reasons: [reason])
    }
}
