import Foundation

/// A value described by a regular expression (ICU syntax, as NSRegularExpression reads it). The
/// value is the whole first match; named groups (`(?<name>...)`) become components, so one
/// pattern can split a reference like `INV-2024-0042` into its parts. A pattern cannot say what
/// is valid beyond its shape, so every match is valid.
public struct RegexParser: FieldParser {
    public let ocrNeeds: OCRNeeds
    let pattern: TextPattern

    /// - characters: the OCR whitelist; nil (the default) accepts any character, since a pattern's
    ///   alphabet cannot be read off it reliably.
    /// - multiline: the region holds several lines; `^` and `$` then match at line breaks.
    public init(pattern: String, caseInsensitive: Bool = false, characters: String? = nil, multiline: Bool = false) throws {
        var options: NSRegularExpression.Options = []
        if caseInsensitive { options.insert(.caseInsensitive) }
        if multiline { options.insert(.anchorsMatchLines) }
        self.pattern = try TextPattern(pattern, options: options)
        ocrNeeds = OCRNeeds(characters: characters.map(Set.init), multiline: multiline)
    }

    public func parse(_ text: RecognizedText) -> ParsedField {
        guard let match = pattern.matches(in: text.text).first(where: { !$0.range.isEmpty }) else {
            return .notFound(in: text, "no match for the pattern")
        }
        return text.field(match.text, span: match.range, valid: true, components: match.named)
    }
}

extension RegexParser {
    static let optionKeys = ["pattern", "caseInsensitive", "characters", "multiline"]

    static func decode(_ options: JSONObject) -> RegexParser? {
        let patternNode = options.required("pattern", "a regular expression")
        let source = patternNode?.string()
        let caseInsensitive = options.optional("caseInsensitive")?.bool() ?? false
        let characters = options.optional("characters")?.string()
        let multiline = options.optional("multiline")?.bool() ?? false
        guard let patternNode, let source else { return nil }
        do {
            return try RegexParser(pattern: source, caseInsensitive: caseInsensitive, characters: characters, multiline: multiline)
        } catch {
            patternNode.report("not a valid regular expression (ICU syntax)")
            return nil
        }
    }
}
