/// A prepaid top-up (recharge) code. The value is the code's digits; components: preset, and for
/// USSD codes the prefix and suffix. Presets (`preset`), generic shapes rather than any vendor's:
/// - `digits14`: 14 digits, grouped in any way (`1234 5678 9012 34`);
/// - `digits16`: 16 digits, grouped in any way (`1234-5678-9012-3456`);
/// - `pin4x4`: 16 digits printed as four groups of four (`1234 5678 9012 3456`), the usual
///   scratch-card PIN; other 16-digit numbers on the card (a serial, a barcode) are not taken;
/// - `scratch12`: 12 digits printed as three groups of four (`1234-5678-9012`);
/// - `ussd`: a code to dial, `*<service>*<10-20 digits>#` (`*123*12345678901234#`); `prefix`
///   fixes the service (`"*123*"`), and a code dialled elsewhere is then found but not valid.
/// OCR look-alikes (`O` for 0, `I`/`l` for 1) inside a group of digits are read as digits and
/// noted. Digits printed next to the code (an expiry date, a serial) are left out when the code's
/// groups make the length on their own; a digit run within two of the length is reported, not valid.
public struct TopUpParser: FieldParser {
    public enum Preset: String, Sendable, CaseIterable {
        case digits14, digits16, pin4x4, scratch12, ussd

        /// Digits expected, and the printed groups when the shape fixes them.
        var digits: Int? {
            switch self {
            case .digits14: return 14
            case .digits16, .pin4x4: return 16
            case .scratch12: return 12
            case .ussd: return nil
            }
        }

        var groups: [Int]? {
            switch self {
            case .pin4x4: return [4, 4, 4, 4]
            case .scratch12: return [4, 4, 4]
            default: return nil
            }
        }
    }

    public let ocrNeeds: OCRNeeds
    let preset: Preset
    let prefix: String?

    public init(preset: Preset, prefix: String? = nil) {
        self.preset = preset
        self.prefix = prefix
        ocrNeeds = OCRNeeds(characters: OCRNeeds.digits.union(preset == .ussd ? "*# " : "- "))
    }

    static let digit = "[0-9OoIl]"
    /// Groups of digits (each with at least one real digit, look-alikes beside it) joined by
    /// single spaces, hyphens or dots.
    static let run = TextPattern.builtIn(#"(?<![\p{L}\p{N}*#])G(?:[ \-.]G)*(?![\p{L}\p{N}#])"#.replacingOccurrences(of: "G", with: "D*[0-9]D*").replacingOccurrences(of: "D", with: digit))
    static let ussd = TextPattern.builtIn(#"([*＊][0-9]{1,4}[*＊]) ?(D(?: ?D){9,19}) ?([#＃])"#.replacingOccurrences(of: "D", with: digit))

    public func parse(_ text: RecognizedText) -> ParsedField {
        let candidates = preset == .ussd
            ? (Self.ussd?.matches(in: text.text) ?? []).compactMap { ussdCode($0, in: text) }
            : (Self.run?.matches(in: text.text) ?? []).compactMap { digitCode($0, in: text) }
        return candidates.preferred ?? .notFound(in: text, "no \(preset.rawValue) top-up code")
    }

    /// The code in a run of digit groups: the first groups in a row that make the preset's
    /// shape (a date or a serial printed next to the code is left out); failing that, the whole
    /// run when it is within two digits of the length, not valid.
    private func digitCode(_ match: TextPattern.Match, in text: RecognizedText) -> ParsedField? {
        guard let expected = preset.digits else { return nil }
        var groups: [(text: [Character], start: Int)] = []
        for (offset, character) in match.text.enumerated() {
            if " -.".contains(character) { continue }
            if let last = groups.last, last.start + last.text.count == offset {
                groups[groups.count - 1].text.append(character)
            } else {
                groups.append(([character], offset))
            }
        }
        for first in groups.indices {
            var count = 0
            for last in first..<groups.count {
                count += groups[last].text.count
                guard count <= expected else { break }
                let window = groups[first...last]
                guard count == expected, preset.groups.map({ $0 == window.map(\.text.count) }) ?? true else { continue }
                let start = match.range.lowerBound + groups[first].start
                let end = match.range.lowerBound + groups[last].start + groups[last].text.count
                return code(window.flatMap(\.text), span: start..<end, in: text)
            }
        }
        let digits = groups.flatMap(\.text)
        guard preset.groups == nil, abs(digits.count - expected) <= 2 else { return nil }
        return code(digits, span: match.range, in: text)
    }

    private func code(_ printed: [Character], span: Range<Int>, in text: RecognizedText) -> ParsedField {
        guard let expected = preset.digits else { return .notFound(in: text, "no code") }
        let fixed = TextNormalization.digits(printed)
        var reasons = fixed.reasons
        if fixed.digits.count != expected { reasons.append("\(preset.rawValue) codes have \(expected) digits; found \(fixed.digits.count)") }
        return text.field(String(fixed.digits), span: span, valid: fixed.digits.count == expected, reasons: reasons,
                          components: ["preset": preset.rawValue])
    }

    private func ussdCode(_ match: TextPattern.Match, in text: RecognizedText) -> ParsedField? {
        guard let printedPrefix = match.group(1), let code = match.group(2), let suffix = match.group(3) else { return nil }
        let fixed = TextNormalization.digits(Array(code.filter { $0 != " " }))
        var reasons = fixed.reasons
        let dialled = printedPrefix.replacingOccurrences(of: "＊", with: "*")
        var valid = true
        if let prefix, prefix != dialled {
            valid = false
            reasons.append("dialled with \(dialled), not \(prefix)")
        }
        return text.field(String(fixed.digits), span: match.range, valid: valid, reasons: reasons,
                          components: ["preset": preset.rawValue, "prefix": dialled, "suffix": suffix == "＃" ? "#" : suffix])
    }
}

extension TopUpParser {
    static let optionKeys = ["preset", "prefix"]

    static func decode(_ options: JSONObject) -> TopUpParser? {
        let preset = options.required("preset", "one of \(Preset.allCases.map(\.rawValue).joined(separator: ", "))")?
            .choice(Preset.allCases.map(\.rawValue)).flatMap(Preset.init(rawValue:))
        var prefix: String?
        if let node = options.optional("prefix"), let text = node.string() {
            if preset != nil, preset != .ussd {
                node.report("a prefix applies to the ussd preset only")
            } else if !(text.count >= 3 && text.count <= 6 && text.first == "*" && text.last == "*" && text.dropFirst().dropLast().allSatisfy { $0.isASCII && $0.isNumber }) {
                node.report("expected a USSD prefix such as \"*123*\", found \"\(text)\"")
            } else {
                prefix = text
            }
        }
        guard let preset else { return nil }
        return TopUpParser(preset: preset, prefix: prefix)
    }
}
