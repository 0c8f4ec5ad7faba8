import Foundation

/// A sum of money: `1.234,56 €`, `EUR 1,234.56`, `1 234,56`, `CHF 1'234.50`, `12,-`. The value has
/// a dot decimal and no grouping (`1234.56`); the currency (ISO code) is a component.
///
/// Which separator is the decimal one (`decimalSeparator: "auto"`): when both `.` and `,` occur,
/// the last; a separator that occurs twice groups thousands (unless two digits follow its last
/// use and the others close groups of three: `7,790,03` is 7790.03, its decimal point misread,
/// and not valid); a single one followed by exactly three
/// digits groups thousands too (`1.234` is 1234; noted as a reason) unless the whole part is 0;
/// otherwise it is the decimal point. Spaces and apostrophes only ever group thousands.
///
/// A text often holds several numbers (a date, a quantity, a total): an amount with an allowed
/// currency comes first, then a valid one, then one with decimals, then the earliest.
public struct AmountParser: FieldParser {
    public enum DecimalSeparator: String, Sendable, CaseIterable {
        case auto
        case dot = "."
        case comma = ","
    }

    public let ocrNeeds: OCRNeeds
    /// Allowed ISO codes; nil: any.
    let currencies: [String]?
    let decimalSeparator: DecimalSeparator
    let pattern: TextPattern?

    public init(currencies: [String]? = nil, decimalSeparator: DecimalSeparator = .auto) {
        self.currencies = currencies
        self.decimalSeparator = decimalSeparator
        // Every sign and code is read (one not allowed makes the amount invalid, rather than
        // leaving a bare number); the OCR need only read the allowed ones.
        let allSigns = Currencies.signs.map(\.sign)
        let allCodes = Currencies.codes + (currencies ?? []).filter { !Currencies.codes.contains($0) }
        let words = (allSigns + allCodes).sorted { $0.count > $1.count }.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        let number = #"\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?:[.,]\d{1,3})?(?!\d)|\d(?:[\d.,'’‘`´]*\d)?"#
        pattern = TextPattern.builtIn(#"(?<![\p{L}\p{N}.,])(?:("# + words + #") ?)?([-−] ?)?("# + number + #")([.,][-–—]{1,2})?(?: ?("# + words + #"))?(?![\p{L}\p{N}%])"#)
        let signs = Currencies.signs.filter { sign in currencies.map { !Set(sign.codes).isDisjoint(with: $0) } ?? true }.map(\.sign)
        var characters = OCRNeeds.digits.union(".,'- ")
        for word in signs + (currencies ?? Currencies.codes) { characters.formUnion(word) }
        ocrNeeds = OCRNeeds(characters: characters)
    }

    public func parse(_ text: RecognizedText) -> ParsedField {
        let candidates = (pattern?.matches(in: text.text) ?? []).compactMap { amount($0, in: text) }
        let ranked = candidates.enumerated().sorted { a, b in
            let ka = (a.element.rank, a.offset), kb = (b.element.rank, b.offset)
            return ka.0 != kb.0 ? ka.0 > kb.0 : ka.1 < kb.1
        }
        return ranked.first?.element.field ?? .notFound(in: text, "no amount")
    }

    private struct Candidate {
        var field: ParsedField
        var rank: Int
    }

    private func amount(_ match: TextPattern.Match, in text: RecognizedText) -> Candidate? {
        guard let digits = match.group(3) else { return nil }
        var reasons: [String] = []
        var valid = true
        guard let number = normalise(digits, reasons: &reasons, valid: &valid) else { return nil }
        if let reason = Self.cutShort(match, in: text.text) {
            valid = false
            reasons.append(reason)
        }
        let negative = match.group(2) != nil
        let value = (negative ? "-" : "") + number
        var components: [String: String] = [:]
        var allowedCurrency = false
        if let printed = match.group(1) ?? match.group(5) {
            let code = resolve(printed, reasons: &reasons)
            components["currency"] = code
            if let currencies, !currencies.contains(code) {
                valid = false
                reasons.append("currency \(code) is not among \(currencies.joined(separator: ", "))")
            } else {
                allowedCurrency = true
            }
        }
        let rank = (allowedCurrency ? 4 : 0) + (valid ? 2 : 0) + (number.contains(".") ? 1 : 0)
        var field = text.field(value, span: match.range, valid: valid, reasons: reasons, components: components)
        // A decimal point taken for its misread look-alike is a guess: under the default minConfidence.
        if marksMended(digits) { field.confidence = min(field.confidence, Self.mendedConfidence) }
        return Candidate(field: field, rank: rank)
    }

    /// Digits just beside the amount, parted from it by a mark or two the number pattern does not
    /// take (`EUR 13'°623.65`: the Swiss apostrophe read with a stray `°`, and `EUR 13` was
    /// `valid` at 99): the amount may be a piece of a longer number.
    static func cutShort(_ match: TextPattern.Match, in text: String) -> String? {
        let characters = Array(text)
        let after = String(characters[min(match.range.upperBound, characters.count)...])
        let before = String(characters[..<max(0, min(match.range.lowerBound, characters.count))])
        // Marks touching the digits on both sides; brackets and spaces part numbers (`$12.00 (11,05 €)`).
        let marks = #"[^\s\p{L}\p{N}()\[\]{}]{1,2}"#
        if after.range(of: "^" + marks + #"\p{N}"#, options: .regularExpression) != nil
            || before.range(of: #"\p{N}"# + marks + "$", options: .regularExpression) != nil {
            return "digits follow just beside the amount, parted by a mark: it may be part of a longer number"
        }
        return nil
    }

    /// The ISO code of a printed sign or code.
    private func resolve(_ printed: String, reasons: inout [String]) -> String {
        guard let sign = Currencies.signs.first(where: { $0.sign == printed }) else { return printed }
        let allowed = currencies.map { list in sign.codes.filter(list.contains) } ?? sign.codes
        if allowed.count == 1, let code = allowed.first { return code }
        let code = allowed.first ?? sign.codes.first ?? printed
        if !Currencies.unremarkable.contains(printed) {
            reasons.append("'\(printed)' may be \(sign.codes.joined(separator: ", ")); taken as \(code)")
        }
        return code
    }

    static let mendedConfidence = 50.0
    /// Marks that only ever group thousands (an apostrophe may come back from OCR as a quote mark or an accent).
    static let groupingMarks = " \u{00A0}\u{202F}'’‘`´"

    /// Whether `normalise` takes the last of a repeated separator for the decimal point.
    private func marksMended(_ token: String) -> Bool {
        let marks = token.filter { $0 == "." || $0 == "," }
        guard decimalSeparator == .auto, marks.count > 1, Set(marks).count == 1, let mark = marks.first else { return false }
        return Self.lastClosesCents(token.filter { !Self.groupingMarks.contains($0) }, mark: mark)
    }

    /// Whether a separator printed more than once (`7,790,03`) groups thousands up to its last
    /// use, which is followed by two digits: then that one was the decimal point, read as its
    /// look-alike (a blurred `.` as `,`). The amount is given, not valid.
    static func lastClosesCents(_ plain: String, mark: Character) -> Bool {
        let parts = plain.split(separator: mark, omittingEmptySubsequences: false)
        guard parts.count >= 3, let first = parts.first, let last = parts.last else { return false }
        return (1...3).contains(first.count) && last.count == 2 && parts.dropFirst().dropLast().allSatisfy { $0.count == 3 }
    }

    /// `1.234,56` → `1234.56`, or nil when the token is not a number at all.
    private func normalise(_ token: String, reasons: inout [String], valid: inout Bool) -> String? {
        let spaced = token.contains { Self.groupingMarks.contains($0) }
        let plain = token.filter { !Self.groupingMarks.contains($0) }
        let marks = plain.filter { $0 == "." || $0 == "," }
        let decimal: Character?
        switch decimalSeparator {
        case .dot: decimal = plain.contains(".") ? "." : nil
        case .comma: decimal = plain.contains(",") ? "," : nil
        case .auto:
            if Set(marks).count == 2 {
                decimal = marks.last
            } else if let mark = marks.first {
                let after = plain.split(separator: mark, omittingEmptySubsequences: false).last?.count ?? 0
                let whole = plain.split(separator: mark, omittingEmptySubsequences: false).first ?? ""
                if marks.count > 1 {
                    decimal = Self.lastClosesCents(plain, mark: mark) ? mark : nil
                    if decimal != nil {
                        valid = false
                        reasons.append("the last '\(mark)' taken as the decimal point: two digits follow it, where the others close groups of three")
                    }
                } else if after == 3 && whole != "0" && !spaced {
                    decimal = nil
                    reasons.append("'\(mark)' taken as a thousands separator")
                } else {
                    decimal = mark
                }
            } else {
                decimal = nil
            }
        }
        var whole = plain
        var fraction = ""
        if let decimal, let index = plain.lastIndex(of: decimal) {
            whole = String(plain[..<index])
            fraction = String(plain[plain.index(after: index)...])
        }
        if let decimal, whole.contains(decimal), !(decimalSeparator == .auto && Set(marks).count == 1) {
            valid = false
            reasons.append("'\(decimal)' occurs more than once")
        }
        if fraction.contains(where: { !$0.isNumber }) {
            valid = false
            reasons.append("a separator after the decimal \(decimal.map(String.init) ?? "")")
            fraction = fraction.filter(\.isNumber)
        }
        // Grouping: every separator left in the whole part must close a group of three.
        let groups = whole.split(whereSeparator: { $0 == "." || $0 == "," }).map(String.init)
        if groups.count > 1, !(groups.dropFirst().allSatisfy { $0.count == 3 } && (1...3).contains(groups.first?.count ?? 0)) {
            valid = false
            reasons.append("digits are not grouped in thousands")
        }
        var digits = String(groups.joined().drop { $0 == "0" })
        if digits.isEmpty { digits = "0" }
        guard digits.allSatisfy(\.isNumber) else { return nil }
        return fraction.isEmpty ? digits : digits + "." + fraction
    }
}

extension AmountParser {
    static let optionKeys = ["currencies", "decimalSeparator"]

    static func decode(_ options: JSONObject) -> AmountParser? {
        var currencies: [String]?
        if let node = options.optional("currencies"), let items = node.array(nonEmpty: true) {
            let codes = items.compactMap { item -> String? in
                guard let code = item.string() else { return nil }
                guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                    item.report("expected an ISO 4217 code (three capital letters), found \"\(code)\"")
                    return nil
                }
                return code
            }
            currencies = codes.count == items.count ? codes : nil
        }
        let separator = options.optional("decimalSeparator")?.choice(DecimalSeparator.allCases.map(\.rawValue)).flatMap(DecimalSeparator.init(rawValue:))
        return AmountParser(currencies: currencies, decimalSeparator: separator ?? .auto)
    }
}
