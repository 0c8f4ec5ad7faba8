import Foundation

/// Dates that do not exist, mended by one look-alike digit per number. Blurred print makes the
/// OCR read a 0 as 6, 8 or 9 (`2626` for 2026, month `66` for 06, day `39` for 30), thin print a
/// 1 as 4 (day `40` for 10, licence photos seeds 96 and 98), and the date
/// comes out impossible: no month 66, no day 39, no year 2626 on a document. A number no calendar
/// has (a day past 31, not a 31st its month lacks, which a document may print in error) is
/// changed in one digit, to a look-alike (`lookAlikes`), when exactly one such change makes it
/// possible; two possible changes are no answer. The mended date is a guess the calendar agrees
/// with, not a reading: it is reported with the reason, never valid, at most `mendedConfidence`.
extension DateParser {
    /// Digits blurred or thin print is read as in place of each other (both ways: a 0 read as 6
    /// is mended by 6 → 0).
    static let lookAlikes: [Character: [Character]] = [
        "0": ["6", "8", "9"], "6": ["0", "5"], "8": ["0", "3"], "9": ["0"], "3": ["8"], "5": ["6"], "1": ["7"], "7": ["1"], "4": ["1"],
    ]
    /// A mended date's confidence: under the default `minConfidence` (60).
    static let mendedConfidence = 50.0

    /// The one single-digit look-alike change of `digits` whose number `fits`, with the digits
    /// changed; nil when none or several do.
    static func mended(_ digits: String, fits: (Int) -> Bool) -> (digits: String, from: Character, to: Character)? {
        let characters = Array(digits)
        var found: [(String, Character, Character)] = []
        for (index, c) in characters.enumerated() {
            for other in lookAlikes[c] ?? [] {
                var changed = characters
                changed[index] = other
                if let number = Int(String(changed)), fits(number) { found.append((String(changed), c, other)) }
            }
        }
        guard found.count == 1, let only = found.first else { return nil }
        return only
    }

    /// The date's numbers with each impossible one mended (month, then a four-digit year, then
    /// the day, which depends on both), and a reason per change; nil when nothing needed
    /// mending or a number that did could not be.
    func mendedNumbers(day: String, month: String?, year: String, monthNumber: Int?) -> (day: Int, month: Int, year: Int, reasons: [String])? {
        guard let dayValue = Int(day), let yearValue = Int(year), let monthValue = monthNumber ?? month.flatMap({ Int($0) }) else { return nil }
        var (d, m, y) = (dayValue, monthValue, yearValue)
        var reasons: [String] = []
        func note(_ part: String, _ change: (digits: String, from: Character, to: Character)) {
            reasons.append("read the \(part)'s \(change.from) as \(change.to), its look-alike: the only such change that makes the date possible")
        }
        if let month, monthNumber == nil, !(1...12).contains(m) {
            guard let change = Self.mended(month, fits: { (1...12).contains($0) }), let value = Int(change.digits) else { return nil }
            m = value
            note("month", change)
        }
        let years = plausibleYears
        if year.count == 4, !years.contains(y) {
            guard let change = Self.mended(year, fits: { years.contains($0) }), let value = Int(change.digits) else { return nil }
            y = value
            note("year", change)
        }
        // A two-digit year's century is chosen later; February 29 is judged on that year.
        let fullYear = year.count == 4 ? y : century(y, month: m, day: 1)
        let days = 1...MRZDate.daysIn(month: m, year: fullYear)
        // A 29th, 30th or 31st its month lacks may be printed so (a document's own error): kept.
        if !(1...31).contains(d) {
            guard let change = Self.mended(day, fits: { days.contains($0) }), let value = Int(change.digits) else { return nil }
            d = value
            note("day", change)
        }
        return reasons.isEmpty ? nil : (d, m, y, reasons)
    }
}
