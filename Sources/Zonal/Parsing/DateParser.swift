import Foundation

/// A calendar date, printed with numbers (`12.03.2021`, `12/03/21`, `2021-03-12`, `03/12/2021`
/// with `order: "mdy"`) or with a month name in English, German, French, Spanish, Italian,
/// Portuguese or Dutch (`12 MAR 2021`, `12. März 2021`, `3 de enero de 1999`, `March 12, 2021`,
/// and passports' bilingual `12 AUG/AOUT 1974`). The value is ISO `yyyy-MM-dd`.
///
/// - A year first (`2021-03-12`) is always year-month-day; otherwise `order` says which number is
///   the day (`dmy`, the European default) and which the month.
/// - Two-digit years, like the MRZ (`MRZDate`): `expect: "past"` (a birth date) takes 20YY unless
///   that is after today, then 19YY; `"future"` (an expiry) takes 20YY unless that is more than 50
///   years ahead; `"any"` takes 20YY up to ten years ahead of today, else 19YY. A
///   `twoDigitYearPivot` P overrides all three: YY ≤ P is 20YY, above is 19YY. The expansion is
///   noted in the reasons.
/// - A date that does not exist (29.02.2023, month 13) is found but not valid: the value keeps the
///   printed numbers in ISO shape and a reason says why. A past-expected date in the future is not
///   valid; a future-expected date in the past is valid (an expired document is read right) with
///   a reason.
/// - OCR look-alikes in the numbers (`O` for 0, `I`/`l` for 1) are read as digits and noted,
///   when each number keeps at least one real digit. An impossible number (month 66, year 2626)
///   is mended by one look-alike digit when exactly one such change makes it possible; the date
///   is then given but not valid (`DateParser+LookAlikeDigits`).
public struct DateParser: FieldParser {
    public enum Order: String, Sendable, CaseIterable { case dmy, mdy, ymd }
    public enum Expectation: String, Sendable, CaseIterable { case past, future, any }

    public let ocrNeeds: OCRNeeds
    let order: Order
    let expect: Expectation
    let pivot: Int?
    let monthNames: Bool
    let today: (year: Int, month: Int, day: Int)

    /// - monthNames: also read month names; they need letters of many languages, so the OCR then
    ///   takes any character (without them: digits and `./-,`).
    /// - referenceDate: "today", for two-digit years and `expect` (tests pass a fixed date).
    public init(order: Order = .dmy, expect: Expectation = .any, twoDigitYearPivot: Int? = nil, monthNames: Bool = true, referenceDate: Date = Date()) {
        self.order = order
        self.expect = expect
        pivot = twoDigitYearPivot
        self.monthNames = monthNames
        today = MRZDate.components(of: referenceDate)
        ocrNeeds = monthNames ? .anything : OCRNeeds(characters: OCRNeeds.digits.union("./-, "))
    }

    /// A digit, or a letter OCR reads for one.
    static let digit = "[0-9OoIl|]"
    static let numeric = TextPattern.builtIn(
        #"(?<![\p{L}\p{N}])(D{1,4}) ?([./\-,]) ?(D{1,2}) ?([./\-,]) ?(D{4}|D{1,2})(?!\p{N})(?!(?!T\d)\p{L})"#.replacingOccurrences(of: "D", with: digit))
    /// Space-separated (`22 03 1998`, as French cards print it): only with two-digit day and month
    /// and a four-digit year, so runs of other numbers are not taken for dates.
    static let spaced = TextPattern.builtIn(
        #"(?<![\p{L}\p{N}])(D{2})( )(D{2})( )(D{4})(?![\p{L}\p{N}])"#.replacingOccurrences(of: "D", with: digit))
    static let monthToken = #"(\p{L}{3,}\.?(?: */ *\p{L}{3,}\.?)*)"#
    static let dayFirst = TextPattern.builtIn(
        (#"(?<![\p{L}\p{N}])(D{1,2})(?:st|nd|rd|th|er|e|º|°)?\.?[ \-/]*(?:(?i:de|of) +)?"# + monthToken
            + #"[ \-/.,]*(?:(?i:de|del) +)?(D{4}|D{2})(?![\p{L}\p{N}])"#).replacingOccurrences(of: "D{", with: digit + "{"))
    static let monthFirst = TextPattern.builtIn(
        (#"(?<![\p{L}\p{N}])"# + monthToken + #"[ \-]*(D{1,2})(?:st|nd|rd|th)?,?[ \-/]*(D{4})(?![\p{L}\p{N}])"#)
            .replacingOccurrences(of: "D{", with: digit + "{"))

    public func parse(_ text: RecognizedText) -> ParsedField {
        let string = text.text
        var found: [(start: Int, field: ParsedField)] = []
        for pattern in [Self.numeric, Self.spaced] {
            for match in pattern?.matches(in: string) ?? [] {
                if let field = numericDate(match, in: text) { found.append((match.range.lowerBound, field)) }
            }
        }
        if monthNames {
            for (pattern, dayFirst) in [(Self.dayFirst, true), (Self.monthFirst, false)] {
                for match in pattern?.matches(in: string) ?? [] {
                    if let field = namedMonthDate(match, dayFirst: dayFirst, in: text) { found.append((match.range.lowerBound, field)) }
                }
            }
        }
        let ordered = found.sorted { $0.start < $1.start }.map(\.field)
        return ordered.preferred ?? compactDate(in: text) ?? .notFound(in: text, "no date")
    }

    private func numericDate(_ match: TextPattern.Match, in text: RecognizedText) -> ParsedField? {
        guard let first = match.group(1), let sep1 = match.group(2), let second = match.group(3),
              let sep2 = match.group(4), let third = match.group(5) else { return nil }
        // One separator throughout; a dot read as a comma is the only mix accepted.
        guard sep1 == sep2 || Set([sep1, sep2]).isSubset(of: [".", ","]) else { return nil }
        let parts: (year: String, month: String, day: String)
        if first.count == 4 || (order == .ymd && first.count == 2) {
            guard third.count <= 2 else { return nil }
            parts = (first, second, third)
        } else {
            guard first.count <= 2, third.count == 2 || third.count == 4 else { return nil }
            parts = order == .mdy ? (third, first, second) : (third, second, first)
        }
        return date(year: parts.year, month: parts.month, day: parts.day, monthNumber: nil, extra: [], span: match.range, in: text)
    }

    private func namedMonthDate(_ match: TextPattern.Match, dayFirst: Bool, in text: RecognizedText) -> ParsedField? {
        guard let a = match.group(1), let b = match.group(2), let year = match.group(3) else { return nil }
        let (day, token) = dayFirst ? (a, b) : (b, a)
        let words = token.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
        let months = words.map { MonthNames.month($0) }
        guard let month = months.first ?? nil else { return nil }
        var extra: [String] = []
        if months.contains(where: { $0 != month }) {
            extra.append("the month names \(words.joined(separator: "/")) disagree")
        }
        return date(year: year, month: nil, day: day, monthNumber: month, extra: extra, span: match.range, in: text)
    }

    /// Builds the field from the printed parts: look-alikes fixed, the century chosen, the
    /// calendar checked.
    func date(year: String, month: String?, day: String, monthNumber: Int?, extra: [String], span: Range<Int>, in text: RecognizedText) -> ParsedField? {
        var reasons: [String] = []
        func digits(_ part: String) -> String? {
            guard part.contains(where: { $0.isASCII && $0.isNumber }) else { return nil }
            let fixed = TextNormalization.digits(Array(part))
            reasons += fixed.reasons
            return String(fixed.digits)
        }
        guard let dayDigits = digits(day), let yearDigits = digits(year) else { return nil }
        let monthDigits = monthNumber == nil ? month.flatMap(digits) : nil
        guard var dayNumber = Int(dayDigits), var monthValue = monthNumber ?? monthDigits.flatMap({ Int($0) }),
              var yearNumber = Int(yearDigits) else { return nil }
        var valid = extra.isEmpty
        reasons += extra
        let mended = mendedNumbers(day: dayDigits, month: monthDigits, year: yearDigits, monthNumber: monthNumber)
        if let mended {
            (dayNumber, monthValue, yearNumber) = (mended.day, mended.month, mended.year)
            valid = false
            reasons += mended.reasons
        }
        var fullYear = yearNumber
        if year.count == 2 {
            fullYear = century(yearNumber, month: monthValue, day: dayNumber)
            reasons.append("two-digit year \(year) read as \(fullYear)")
        }
        let value = String(format: "%04d-%02d-%02d", fullYear, monthValue, dayNumber)
        if !(1...12).contains(monthValue) {
            valid = false
            reasons.append("month \(monthValue) does not exist")
        } else if !(1...MRZDate.daysIn(month: monthValue, year: fullYear)).contains(dayNumber) {
            valid = false
            reasons.append("day \(dayNumber) does not exist in \(String(format: "%04d-%02d", fullYear, monthValue)) (\(MRZDate.daysIn(month: monthValue, year: fullYear)) days)")
        } else if !plausibleYears.contains(fullYear) {
            valid = false
            reasons.append("year \(fullYear) is implausibly far from \(today.year): a misread digit?")
        } else {
            let date = (fullYear, monthValue, dayNumber)
            if expect == .past && date > today {
                valid = false
                reasons.append("the date is in the future; a past date was expected")
            } else if expect == .future && date < today {
                reasons.append("the date is in the past; a future date was expected")
            }
        }
        var field = text.field(value, span: span, valid: valid, reasons: reasons, components: [
            "year": String(format: "%04d", fullYear), "month": String(format: "%02d", monthValue), "day": String(format: "%02d", dayNumber),
        ], wholeWords: true)
        if mended != nil { field.confidence = min(field.confidence, Self.mendedConfidence) }
        return field
    }

    /// Years further than this from today are no date a document prints (a birth 130 years ago,
    /// an expiry 100 years ahead): a `2626` for 2026 is a misread digit.
    static let plausibleYearsBack = 130
    static let plausibleYearsAhead = 100
    var plausibleYears: ClosedRange<Int> { today.year - Self.plausibleYearsBack...today.year + Self.plausibleYearsAhead }

    /// The century of a two-digit year (see the type's comment).
    func century(_ yy: Int, month: Int, day: Int) -> Int {
        if let pivot { return yy <= pivot ? 2000 + yy : 1900 + yy }
        let year = 2000 + yy
        switch expect {
        case .past: return (year, month, day) > today ? year - 100 : year
        case .future: return year > today.year + MRZDate.expiryWindowYears ? year - 100 : year
        case .any: return year > today.year + 10 ? year - 100 : year
        }
    }
}

extension DateParser {
    static let optionKeys = ["order", "expect", "twoDigitYearPivot", "monthNames"]

    static func decode(_ options: JSONObject) -> DateParser? {
        let order = options.optional("order")?.choice(Order.allCases.map(\.rawValue)).flatMap(Order.init(rawValue:))
        let expect = options.optional("expect")?.choice(Expectation.allCases.map(\.rawValue)).flatMap(Expectation.init(rawValue:))
        let pivot = options.optional("twoDigitYearPivot")?.integer(in: 0...99)
        let monthNames = options.optional("monthNames")?.bool()
        return DateParser(order: order ?? .dmy, expect: expect ?? .any, twoDigitYearPivot: pivot, monthNames: monthNames ?? true)
    }
}
