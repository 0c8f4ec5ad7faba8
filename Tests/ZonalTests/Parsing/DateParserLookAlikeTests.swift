import Testing
@testable import Zonal

/// Impossible dates mended by one look-alike digit per number (`DateParser+LookAlikeDigits`):
/// given, never valid, at most 50, with the reason; not mended when no change or several fit.
/// "Today" is 2025-06-15.
@Suite struct DateParserLookAlikeTests {
    func date(_ text: String, expect: DateParser.Expectation = .any) -> ParsedField {
        DateParser(expect: expect, referenceDate: mrzReferenceDate).parse(RecognizedText(text))
    }

    /// Slip and ID-front photos: 2026 read 2626, month 06 read 66, day 30 read 39, day 05 read 95;
    /// licence photos: day 10 read 40.
    @Test(arguments: [
        ("15.03.2626", "2026-03-15", ["read the year's 6 as 0, its look-alike: the only such change that makes the date possible"]),
        ("11.66.25", "2025-06-11", ["read the month's 6 as 0, its look-alike: the only such change that makes the date possible", "two-digit year 25 read as 2025"]),
        ("39.12.25", "2025-12-30", ["read the day's 9 as 0, its look-alike: the only such change that makes the date possible", "two-digit year 25 read as 2025"]),
        ("95.07.1972", "1972-07-05", ["read the day's 9 as 0, its look-alike: the only such change that makes the date possible"]),
        ("15 MAR 2626", "2026-03-15", ["read the year's 6 as 0, its look-alike: the only such change that makes the date possible"]),
        // Licence photo seed 96, the 6th: a thin, blurred 1 read as 4.
        ("40.02.2032", "2032-02-10", ["read the day's 4 as 1, its look-alike: the only such change that makes the date possible"]),
    ])
    func oneImpossibleNumberIsMended(text: String, iso: String, reasons: [String]) {
        let field = date(text)
        #expect(field.value == iso, "\(field)")
        #expect(!field.valid)
        #expect(field.confidence <= DateParser.mendedConfidence)
        #expect(field.reasons == reasons)
    }

    @Test func everyImpossibleNumberIsMendedOnItsOwn() {
        let field = date("2626-83-28")
        #expect(field.value == "2026-03-28")
        #expect(field.components == ["year": "2026", "month": "03", "day": "28"])
        #expect(field.reasons.count == 2 && !field.valid)
    }

    /// Month 00 could be 06, 08 or 09; month 13 has no look-alike that is a month; year 3025 none
    /// that is plausible: each is left as read. A 29th February or 31st April may be printed so and
    /// is not changed either.
    @Test func noChangeOrSeveralLeaveTheDateAsRead() {
        #expect(date("12.00.2021").value == "2021-00-12")
        #expect(date("12.13.2021").reasons == ["month 13 does not exist"])
        #expect(date("15.03.3025").value == "3025-03-15")
        #expect(date("29.02.2023").value == "2023-02-29")
        #expect(date("31.04.2021").value == "2021-04-31")
        #expect(date("12.03.2021").reasons.isEmpty && date("12.03.2021").valid)
    }

    /// The look-alikes are read both ways, one digit per number.
    @Test func singleChangesOnlyWhenExactlyOneFits() {
        #expect(DateParser.mended("66", fits: { (1...12).contains($0) })?.digits == "06")
        #expect(DateParser.mended("00", fits: { (1...12).contains($0) }) == nil)
        #expect(DateParser.mended("99", fits: { (1...12).contains($0) })?.digits == "09")
        #expect(DateParser.mended("44", fits: { (1...12).contains($0) }) == nil)
    }
}
