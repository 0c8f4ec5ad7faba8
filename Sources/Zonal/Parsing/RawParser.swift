/// The text as read, whitespace runs collapsed. Valid when anything was read.
///
/// Words at either end made only of marks, with no letter or digit (`=`, `«`, `—`), are left
/// out of the value: a region's edge takes in a speck of the card's print or a guilloche line,
/// which OCR reads as a mark (3 of the 11 values on eighteen licence and ID-front photo sets
/// that were right but for words added at their ends). `raw` and the confidence still cover the
/// whole text, marks included, so a value with a mark left out is no surer than it was read.
public struct RawParser: FieldParser {
    public var ocrNeeds: OCRNeeds

    public init(multiline: Bool = false) { ocrNeeds = OCRNeeds(characters: nil, multiline: multiline) }

    public func parse(_ text: RecognizedText) -> ParsedField {
        let words = text.text.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return .notFound(in: text, "no text") }
        let kept = Self.trimmingMarks(words)
        var field = ParsedField(value: kept.joined(separator: " "), raw: text.text, confidence: text.confidence, valid: true)
        if kept.count < words.count {
            field.reasons.append("\(words.count - kept.count) word(s) of marks only, with no letter or digit, left out at the ends of the text")
        }
        return field
    }

    /// `words` without the words of marks only at either end; all of them when every word is one.
    static func trimmingMarks(_ words: [Substring]) -> ArraySlice<Substring> {
        let hasText: (Substring) -> Bool = { $0.contains { $0.isLetter || $0.isNumber } }
        guard let first = words.firstIndex(where: hasText), let last = words.lastIndex(where: hasText) else { return words[...] }
        return words[first...last]
    }
}
