import Testing
@testable import Zonal

/// "Today" is 2025-06-15 (`mrzReferenceDate`).
@Suite struct DateParserTests {
    func date(_ text: String, order: DateParser.Order = .dmy, expect: DateParser.Expectation = .any, pivot: Int? = nil) -> ParsedField {
        DateParser(order: order, expect: expect, twoDigitYearPivot: pivot, referenceDate: mrzReferenceDate).parse(RecognizedText(text))
    }

    @Test(arguments: [
        ("12.03.2021", "2021-03-12"), ("Datum: 12.03.2021.", "2021-03-12"), ("12-03-2021", "2021-03-12"),
        ("2021-03-12", "2021-03-12"), ("2021/3/5", "2021-03-05"), ("1.2.2003", "2003-02-01"), ("12. 03. 2021", "2021-03-12"),
        ("2021-03-12T10:15:00Z", "2021-03-12"),
    ])
    func numericDayFirst(text: String, iso: String) {
        let field = date(text)
        #expect(field.value == iso, "\(field)")
        #expect(field.valid, "\(field)")
    }

    @Test func componentsAndRawSpan() {
        let field = date("Date of birth 12.03.1980 Berlin")
        #expect(field.value == "1980-03-12")
        #expect(field.raw == "12.03.1980")
        #expect(field.components == ["year": "1980", "month": "03", "day": "12"])
        #expect(field.reasons.isEmpty)
    }

    /// A year centuries from today is a misread digit: the date is given, not valid (one that a
    /// look-alike digit mends is in `DateParserLookAlikeTests`). A birth 120 years ago and an
    /// expiry 90 years ahead still are.
    @Test func aYearImplausiblyFarFromTodayIsNotValid() {
        let misread = date("15.03.3025")
        #expect(misread.value == "3025-03-15" && !misread.valid)
        #expect(misread.reasons == ["year 3025 is implausibly far from 2025: a misread digit?"])
        #expect(!date("15.03.1026").valid)
        #expect(date("15.03.1905").valid && date("15.03.2115").valid)
    }

    @Test func twoDigitYearIsExpandedAndNoted() {
        let field = date("12/03/21")
        #expect(field.value == "2021-03-12")
        #expect(field.valid)
        #expect(field.reasons == ["two-digit year 21 read as 2021"])
    }

    @Test func orderOption() {
        #expect(date("03/12/2021").value == "2021-12-03")
        #expect(date("03/12/2021", order: .mdy).value == "2021-03-12")
        #expect(date("21/03/12", order: .ymd).value == "2021-03-12")
        // A four-digit year first is year-month-day whatever the order.
        #expect(date("2021-03-12", order: .mdy).value == "2021-03-12")
    }

    @Test(arguments: [
        ("12 MAR 2021", "2021-03-12"), ("12. März 2021", "2021-03-12"), ("3 janvier 1999", "1999-01-03"),
        ("12 AUG/AOUT 1974", "1974-08-12"), ("12 AUG / AOÛT 1974", "1974-08-12"), ("3 de enero de 1999", "1999-01-03"),
        ("15 agosto 2020", "2020-08-15"), ("1 maart 2020", "2020-03-01"), ("1 MRT 2020", "2020-03-01"),
        ("7 Dezember 2019", "2019-12-07"), ("25 dicembre 2018", "2018-12-25"), ("10 de março de 2015", "2015-03-10"),
        ("March 12, 2021", "2021-03-12"), ("1st June 2020", "2020-06-01"), ("1er juillet 2020", "2020-07-01"),
        ("12 SEPT 2022", "2022-09-12"), ("5 févr. 2020", "2020-02-05"), ("12MAR21", "2021-03-12"), ("9 juin 2001", "2001-06-09"),
        ("31 OKT 2010", "2010-10-31"), ("2 mei 2011", "2011-05-02"), ("4 giugno 2012", "2012-06-04"), ("6 Jänner 2013", "2013-01-06"),
    ])
    func monthNames(text: String, iso: String) {
        let field = date(text)
        #expect(field.value == iso, "\(text): \(field)")
        #expect(field.valid, "\(text): \(field)")
    }

    @Test func ambiguousAbbreviationIsNotAMonth() {
        // JUI: juin or juillet.
        #expect(date("12 JUI 2020").value == nil)
        #expect(date("12 MARTIN 2020").value == nil)
    }

    @Test func bilingualMonthsThatDisagreeAreInvalid() {
        let field = date("12 MAR/AVR 2020")
        #expect(field.value == "2020-03-12")
        #expect(!field.valid)
        #expect(field.reasons.contains { $0.contains("disagree") })
    }

    @Test func impossibleDatesAreFoundButInvalid() {
        let february = date("29.02.2023")
        #expect(february.value == "2023-02-29")
        #expect(!february.valid)
        #expect(february.reasons == ["day 29 does not exist in 2023-02 (28 days)"])
        #expect(date("29.02.2024").valid)
        #expect(!date("31.04.2021").valid)
        #expect(!date("31 FEB 2021").valid)
        let month = date("12.13.2021")
        #expect(!month.valid)
        #expect(month.reasons == ["month 13 does not exist"])
    }

    @Test func twoDigitCenturies() {
        #expect(date("01.01.30", expect: .past).value == "1930-01-01")
        #expect(date("15.06.25", expect: .past).value == "2025-06-15")
        #expect(date("16.06.25", expect: .past).value == "1925-06-16")
        #expect(date("01.01.30", expect: .future).value == "2030-01-01")
        #expect(date("31.12.75", expect: .future).value == "2075-12-31")
        #expect(date("01.01.76", expect: .future).value == "1976-01-01")
        #expect(date("01.01.35").value == "2035-01-01")
        #expect(date("01.01.36").value == "1936-01-01")
        #expect(date("01.01.50", pivot: 50).value == "2050-01-01")
        #expect(date("01.01.51", pivot: 50).value == "1951-01-01")
        #expect(date("01.01.10", expect: .past, pivot: 5).value == "1910-01-01")
    }

    @Test func expectation() {
        let birth = date("01.01.2030", expect: .past)
        #expect(birth.value == "2030-01-01")
        #expect(!birth.valid)
        #expect(birth.reasons == ["the date is in the future; a past date was expected"])
        let expired = date("01.01.2020", expect: .future)
        #expect(expired.valid)
        #expect(expired.reasons == ["the date is in the past; a future date was expected"])
    }

    @Test func ocrLookAlikesInNumbers() {
        let field = date("l2.O3.2O21")
        #expect(field.value == "2021-03-12")
        #expect(field.valid)
        #expect(field.reasons == ["read 'l' as '1'", "read 'O' as '0'", "read 'O' as '0'"])
        // A dot read as a comma.
        #expect(date("12.03,2021").value == "2021-03-12")
        // Look-alikes alone are not a number.
        #expect(date("Il.OO.IlIl").value == nil)
    }

    @Test func firstValidDateWins() {
        let field = date("issued 31.02.2020, valid until 12.03.2030")
        #expect(field.value == "2030-03-12")
        #expect(field.valid)
        #expect(date("31.02.2020 and 30.02.2020").value == "2020-02-31")
    }

    @Test func notFound() {
        let field = date("meeting at 12:30, room 4.2")
        #expect(field.value == nil)
        #expect(!field.valid)
        #expect(field.reasons == ["no date"])
        #expect(date("version 1.2.3").value == nil)
        #expect(date("1.234,56 EUR").value == nil)
    }

    @Test func confidenceOfTheDateSpanOnly() {
        let source = "Born: 12 MAR 1980, Berlin"
        let text = recognized(source, [0: 5, offset(of: "MAR", in: source) + 1: 71, offset(of: "Berlin", in: source): 2])
        let field = DateParser(referenceDate: mrzReferenceDate).parse(text)
        #expect(field.value == "1980-03-12")
        #expect(field.raw == "12 MAR 1980")
        #expect(field.confidence == 71)
    }

    @Test func ocrNeeds() throws {
        #expect(DateParser().ocrNeeds.characters == nil)
        #expect(try ParserCatalog.make(kind: "date", options: #"{"monthNames": false}"#).ocrNeeds.characters == Set("0123456789./-, "))
    }

    @Test func options() throws {
        #expect(try parsed("date", "03/12/2021", #"{"order": "mdy", "expect": "past", "twoDigitYearPivot": 30}"#).value == "2021-03-12")
        #expect(hasIssue(optionIssues("date", #"{"order": "dym"}"#), at: "$.order", "expected one of dmy, mdy, ymd"))
        #expect(hasIssue(optionIssues("date", #"{"expect": "birth"}"#), at: "$.expect", "past, future, any"))
        #expect(hasIssue(optionIssues("date", #"{"twoDigitYearPivot": 150}"#), at: "$.twoDigitYearPivot", "0...99"))
        #expect(hasIssue(optionIssues("date", #"{"twoDigitYearPivot": 12.5}"#), at: "$.twoDigitYearPivot", "integer"))
        #expect(hasIssue(optionIssues("date", #"{"format": "dd.MM.yyyy"}"#), at: "$.format", "unknown key"))
    }

    /// Eight digits with no separators (an ID-front photo's `21.01.1979` read `21011979`, seed
    /// 71): the day-month-year or year-first reading that is a date, at 50; none when neither
    /// is, and never before a date with separators.
    @Test func eightDigitsWithoutSeparatorsAreADateInItsOrder() {
        for (text, iso, order) in [("21011979", "1979-01-21", DateParser.Order.dmy), ("19790121", "1979-01-21", .dmy),
                                   ("01211979", "1979-01-21", .mdy), ("Geb. 21011979", "1979-01-21", .dmy)] {
            let field = date(text, order: order)
            #expect(field.value == iso, "\(text): \(field)")
            #expect(field.confidence == DateParser.compactConfidence)
            #expect(field.reasons.last == DateParser.compactReason)
        }
        #expect(date("12345678").value == nil, "no reading is a date")
        #expect(date("20011020").value == "2001-10-20", "20.01.1020 is implausibly far back: year first")
        #expect(date("123456789").value == nil, "nine digits are no date")
        #expect(date("21011979 01.02.2003").value == "2003-02-01", "a date with separators comes first")
    }
}
