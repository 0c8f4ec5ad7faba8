import Foundation

extension DateParser {
    /// Eight digits standing alone: a date printed without separators, or whose dots the OCR
    /// lost on a blurred photo (`21011979` for `21.01.1979`).
    static let compact = TextPattern.builtIn(#"(?<![\p{L}\p{N}])([0-9]{8})(?![\p{L}\p{N}])"#)
    static let compactConfidence = 50.0
    static let compactReason = "eight digits without separators (printed so, or the separators lost) taken as a date: the only reading of them that is one"

    /// When no date with separators or a month name was found: eight digits read in the parser's
    /// order (`dmy`: DDMMYYYY) or year first (YYYYMMDD, ISO 8601's basic format), when exactly
    /// one of the two is a date within the plausible years. Counts at most `compactConfidence`:
    /// nothing but the calendar vouches for where the day ends and the month begins.
    func compactDate(in text: RecognizedText) -> ParsedField? {
        for match in Self.compact?.matches(in: text.text) ?? [] {
            let d = Array(match.text)
            func part(_ range: Range<Int>) -> String { String(d[range]) }
            var readings: [(year: String, month: String, day: String)] = [(part(0..<4), part(4..<6), part(6..<8))]
            switch order {
            case .dmy: readings.append((part(4..<8), part(2..<4), part(0..<2)))
            case .mdy: readings.append((part(4..<8), part(0..<2), part(2..<4)))
            case .ymd: break
            }
            let dates = readings.filter { exists(year: $0.year, month: $0.month, day: $0.day) }
            guard dates.count == 1, let parts = dates.first,
                  var field = date(year: parts.year, month: parts.month, day: parts.day, monthNumber: nil, extra: [], span: match.range, in: text)
            else { continue }
            field.confidence = min(field.confidence, Self.compactConfidence)
            field.reasons.append(Self.compactReason)
            return field
        }
        return nil
    }

    /// Whether the numbers make a calendar date within the plausible years.
    private func exists(year: String, month: String, day: String) -> Bool {
        guard let y = Int(year), let m = Int(month), let d = Int(day), (1...12).contains(m) else { return false }
        return plausibleYears.contains(y)
            && (1...MRZDate.daysIn(month: m, year: y)).contains(d)
    }
}
