import Testing
@testable import Zonal

/// `text` read at confidence 95, except the characters at the given offsets.
func recognized(_ text: String, base: Double = 95, _ overrides: [Int: Double] = [:]) -> RecognizedText {
    RecognizedText(characters: text.enumerated().map { offset, character in
        RecognizedText.Character(character, confidence: overrides[offset] ?? base)
    })
}

/// The offset of the first character of `needle` in `text` (for confidence overrides).
func offset(of needle: String, in text: String) -> Int {
    guard let range = text.range(of: needle) else { return -1 }
    return text.distance(from: text.startIndex, to: range.lowerBound)
}

/// Parses `text` (full confidence) with `kind` and `options`.
func parsed(_ kind: String, _ text: String, _ options: String = "{}") throws -> ParsedField {
    try ParserCatalog.parse(kind: kind, text: text, options: options)
}

/// The issues of decoding `options` for `kind` (empty when they decode).
func optionIssues(_ kind: String, _ options: String) -> [ConfigurationIssue] {
    do {
        _ = try ParserCatalog.make(kind: kind, options: options)
        return []
    } catch let error as ConfigurationError {
        return error.issues
    } catch {
        return [ConfigurationIssue(file: "?", path: "?", message: "\(error)")]
    }
}

/// Whether some issue is at `path` and its message contains `fragment`.
func hasIssue(_ issues: [ConfigurationIssue], at path: String, _ fragment: String = "") -> Bool {
    issues.contains { $0.path == path && (fragment.isEmpty || $0.message.contains(fragment)) }
}
