/// The text as read, whitespace runs collapsed. Valid when anything was read.
public struct RawParser: FieldParser {
    public var ocrNeeds: OCRNeeds

    public init(multiline: Bool = false) { ocrNeeds = OCRNeeds(characters: nil, multiline: multiline) }

    public func parse(_ text: RecognizedText) -> ParsedField {
        let value = text.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !value.isEmpty else { return .notFound(in: text, "no text") }
        return ParsedField(value: value, raw: text.text, confidence: text.confidence, valid: true)
    }
}
