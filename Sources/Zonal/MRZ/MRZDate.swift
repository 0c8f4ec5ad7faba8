import Foundation

enum MRZDateKind: Sendable, Equatable {
    case birth
    case expiry
}

/// Six-character MRZ dates (YYMMDD) and the century they belong to.
///
/// Century rule, relative to the reference date ("today", `MRZParseOptions.referenceDate`):
/// - birth: 20YY unless that is after the reference date, then 19YY (nobody is born in the future);
/// - expiry: 20YY unless that is more than 50 years after the reference year, then 19YY. Documents
///   are valid for at most about 10 years, so 50 years ahead still reads visas and passports
///   issued far in the future of any plausible scan, while `99` (an expiry in 1999 on an old
///   document) stays in the past.
///
/// ICAO 9303 fills an unknown day, or unknown month and day, of a birth date with `<`: such a date
/// is read as `yyyy-MM` or `yyyy` and flagged `partialDate`, not refused. Anything else that is not
/// a calendar date (month 13, 30 February, letters) is `impossibleDate`: never an error.
enum MRZDate {
    struct Reading: Equatable {
        /// ISO 8601, or nil when impossible.
        var iso: String?
        var flags: [String]
        var valid: Bool { iso != nil }
    }

    static let expiryWindowYears = 50

    static func read(_ raw: String, kind: MRZDateKind, reference: Date) -> Reading {
        let characters = Array(raw)
        guard characters.count == 6 else { return Reading(iso: nil, flags: ["impossibleDate"]) }
        func number(_ range: Range<Int>) -> Int? {
            let part = characters[range]
            guard part.allSatisfy(\.isMRZDigit) else { return nil }
            return Int(String(part))
        }
        func unknown(_ range: Range<Int>) -> Bool { characters[range].allSatisfy { $0 == "<" } }

        guard let yy = number(0..<2) else { return Reading(iso: nil, flags: ["impossibleDate"]) }
        let month = number(2..<4)
        let day = number(4..<6)
        let monthUnknown = month == nil && unknown(2..<4)
        let dayUnknown = day == nil && unknown(4..<6)
        let today = components(of: reference)

        // Partial dates: only as ICAO allows them (day unknown, or month and day unknown).
        if monthUnknown && dayUnknown || month != nil && dayUnknown {
            if let month, !(1...12).contains(month) { return Reading(iso: nil, flags: ["impossibleDate"]) }
            let year = century(yy: yy, month: month ?? 1, day: 1, kind: kind, today: today)
            let iso = month.map { String(format: "%04d-%02d", year, $0) } ?? String(format: "%04d", year)
            return Reading(iso: iso, flags: ["partialDate"])
        }
        guard let month, let day, (1...12).contains(month) else { return Reading(iso: nil, flags: ["impossibleDate"]) }
        let year = century(yy: yy, month: month, day: day, kind: kind, today: today)
        guard (1...daysIn(month: month, year: year)).contains(day) else { return Reading(iso: nil, flags: ["impossibleDate"]) }
        return Reading(iso: String(format: "%04d-%02d-%02d", year, month, day), flags: [])
    }

    /// Whether `raw` is a complete calendar date (what a check-digit fix must leave behind).
    static func isComplete(_ raw: String, kind: MRZDateKind, reference: Date) -> Bool {
        let reading = read(raw, kind: kind, reference: reference)
        return reading.valid && reading.flags.isEmpty
    }

    static func century(yy: Int, month: Int, day: Int, kind: MRZDateKind, today: (year: Int, month: Int, day: Int)) -> Int {
        let year = 2000 + yy
        switch kind {
        case .birth:
            return (year, month, day) > today ? year - 100 : year
        case .expiry:
            return year > today.year + expiryWindowYears ? year - 100 : year
        }
    }

    static func components(of date: Date) -> (year: Int, month: Int, day: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return (parts.year ?? 2000, parts.month ?? 1, parts.day ?? 1)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
