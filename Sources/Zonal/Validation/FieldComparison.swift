import Foundation

/// How a read value is compared with its expected value. Each parser kind implies one
/// (`forParser`); a hand-written truth may choose another per field.
public enum FieldComparison: String, Sendable, Codable, CaseIterable {
    /// Character for character (surrounding whitespace aside): MRZ readings and MRZ fields, whose
    /// parser already normalises them.
    case exact
    /// Case and runs of whitespace ignored: names, places, free text (`raw`, `regex`). Diacritics
    /// count: on an identity document `NEMETH` is not the name `NÉMETH`.
    case text
    /// As `text`, with diacritics ignored too (Ø, Ł, Đ folded to their base letter): for a field
    /// whose readers may drop them; a hand-written truth asks for it per field.
    case folded
    /// Case, diacritics and all whitespace ignored: identifiers and codes (IBAN, VIN, plates, e-mail).
    case code
    /// As calendar dates: `1974-08-12`, `12.08.1974` and `12 AUG 1974` are one date.
    case date
    /// As numbers: `1234.5`, `1234.50` and `1.234,50 €` are one amount.
    case amount

    public static func forParser(_ kind: String) -> FieldComparison {
        switch kind {
        case "mrz": return .exact
        case "date": return .date
        case "amount": return .amount
        case "raw", "regex": return .text
        default: return .code
        }
    }

    /// The form both sides are compared in, and character errors are counted on.
    public func normalized(_ value: String) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        switch self {
        case .exact:
            return trimmed
        case .text:
            return trimmed.uppercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        case .folded:
            return Self.folded(trimmed).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        case .code:
            return String(Self.folded(trimmed).filter { !$0.isWhitespace })
        case .date:
            if trimmed.wholeMatch(of: /[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?/) != nil { return trimmed }
            return DateParser().parse(RecognizedText(trimmed)).value ?? FieldComparison.text.normalized(trimmed)
        case .amount:
            // Decimal(string:) reads a leading number and ignores the rest: only plain numbers go to it directly.
            let plain = trimmed.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?/) != nil ? trimmed : AmountParser().parse(RecognizedText(trimmed)).value
            guard let plain, let number = Decimal(string: plain, locale: Locale(identifier: "en_US_POSIX")) else {
                return FieldComparison.text.normalized(trimmed)
            }
            return "\(number)"
        }
    }

    public func matches(expected: String, read: String) -> Bool {
        normalized(expected) == normalized(read)
    }

    /// Case and accents folded; letters with a stroke, which Unicode does not decompose, are
    /// folded to their base letter too (Ø, Ł, Đ, Ħ), as a reader without them would print them.
    private static func folded(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        return String(folded.map { strokes[$0] ?? $0 })
    }

    private static let strokes: [Character: Character] = ["ø": "o", "ł": "l", "đ": "d", "ħ": "h", "ŧ": "t", "ƀ": "b", "ı": "i"]
}
