import Testing
@testable import Zonal

/// Each parser kind's comparison, and one field's outcome (right, verbatim, character edits).
@Suite struct FieldComparisonTests {
    @Test func textIgnoresCaseAndSpacingButNotDiacritics() {
        #expect(FieldComparison.text.matches(expected: "MÜLLER", read: " müller "))
        #expect(!FieldComparison.text.matches(expected: "MÜLLER", read: "MULLER"))
        #expect(FieldComparison.text.matches(expected: "VAN DER BERG", read: "van  der\tberg"))
        #expect(!FieldComparison.text.matches(expected: "VAN DER BERG", read: "VANDERBERG"))
        #expect(!FieldComparison.text.matches(expected: "STRAUß", read: "STRAUB"))
    }

    @Test func foldedAlsoIgnoresDiacritics() {
        #expect(FieldComparison.folded.matches(expected: "MÜLLER", read: " muller "))
        #expect(FieldComparison.folded.matches(expected: "SØREN ŁUKASZ", read: "SOREN LUKASZ"))
        #expect(!FieldComparison.folded.matches(expected: "STRAUß", read: "STRAUB"))
    }

    @Test func codesIgnoreAllSpaces() {
        #expect(FieldComparison.code.matches(expected: "DE89 3704 0044", read: "de8937040044"))
        #expect(FieldComparison.code.matches(expected: "F UTO", read: "FUTO"))
        #expect(!FieldComparison.code.matches(expected: "F UTO", read: "F UT0"))
    }

    @Test func datesCompareAsDates() {
        #expect(FieldComparison.date.matches(expected: "1974-08-12", read: "12.08.1974"))
        #expect(FieldComparison.date.matches(expected: "12 AUG 1974", read: "1974-08-12"))
        #expect(!FieldComparison.date.matches(expected: "1974-08-12", read: "1974-08-13"))
        #expect(FieldComparison.date.normalized("no date") == FieldComparison.text.normalized("no date"), "not a date: compared as text")
    }

    @Test func amountsCompareAsNumbers() {
        #expect(FieldComparison.amount.matches(expected: "1234.5", read: "1234.50"))
        #expect(FieldComparison.amount.matches(expected: "1.234,50 €", read: "1234.5"))
        #expect(!FieldComparison.amount.matches(expected: "1234.56", read: "1234.5"))
    }

    @Test func exactIsCharacterForCharacter() {
        #expect(FieldComparison.exact.matches(expected: "ERIKSSON", read: "ERIKSSON "))
        #expect(!FieldComparison.exact.matches(expected: "ERIKSSON", read: "eriksson"))
    }

    @Test func parserKindsImplyAComparison() {
        #expect(FieldComparison.forParser("mrz") == .exact && FieldComparison.forParser("date") == .date)
        #expect(FieldComparison.forParser("amount") == .amount && FieldComparison.forParser("raw") == .text)
        #expect(FieldComparison.forParser("regex") == .text && FieldComparison.forParser("iban") == .code)
    }

    @Test func outcomesCountCharacterEditsAndMissingValues() {
        let misread = FieldOutcome(key: "surname", expected: "ERIKSSON", read: "ERIKSS0N", confidence: 97, verdict: .valid, comparison: .text)
        #expect(!misread.right && misread.edits == 1 && misread.length == 8 && misread.validAndWrong && !misread.missing)
        let folded = FieldOutcome(key: "surname", expected: "MÜLLER", read: "MULLER", confidence: 99, verdict: .valid, comparison: .folded)
        #expect(folded.right && !folded.verbatim && folded.edits == 0)
        let missing = FieldOutcome(key: "surname", expected: "ERIKSSON", read: nil, confidence: nil, verdict: .missing, comparison: .text)
        #expect(!missing.right && missing.missing && missing.edits == 8 && !missing.validAndWrong)
        let absent = FieldOutcome(key: "note", expected: nil, read: "X", confidence: 90, verdict: .valid, comparison: .text)
        #expect(!absent.right && absent.validAndWrong)
        let empty = FieldOutcome(key: "optionalData", expected: "", read: nil, confidence: nil, verdict: nil, comparison: .exact)
        #expect(empty.right && !empty.missing && empty.length == 0)
    }
}
