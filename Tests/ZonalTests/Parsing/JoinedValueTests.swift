import Testing
@testable import Zonal

/// A regex or date value printed joined to characters it leaves out may have lost them to a
/// misread: it counts at most `joinedConfidence` (licence photos: `AIB/CE` matched as `CE`,
/// `!3/10/1951` read as the 3rd, both at 99 and wrong).
struct JoinedValueTests {
    /// The shipped licence template's categories pattern: whole tokens only.
    static func categories() throws -> RegexParser { try RegexParser(pattern: #"(?<![A-Z0-9])(?:C1E|D1E|AM|A1|A2|B1|BE|C1|CE|D1|DE|[ABCDTLKFGM])(?:\s*/\s*(?:C1E|D1E|AM|A1|A2|B1|BE|C1|CE|D1|DE|[ABCDTLKFGM]))*(?![A-Z0-9])"#) }

    @Test func aMatchJoinedToWhatItLeavesOutIsDoubted() throws {
        let field = try Self.categories().parse(recognized("AIB/CE", base: 99))
        #expect(field.value == "CE")
        #expect(field.confidence == RecognizedText.joinedConfidence)
        #expect(field.reasons.last?.contains("joined") == true)
        let date = DateParser().parse(recognized("!3/10/1951 LIÈGE", base: 99))
        #expect(date.value == "1951-10-03" && date.confidence == RecognizedText.joinedConfidence)
        let followed = try Self.categories().parse(recognized("A2/B/CL/C", base: 99))
        #expect(followed.value == "A2/B" && followed.confidence == RecognizedText.joinedConfidence)
    }

    @Test func spacesQuotesAndClosingPunctuationAreNoJoin() throws {
        #expect(try Self.categories().parse(recognized("CAT A/B/CE", base: 99)).confidence == 99)
        #expect(DateParser().parse(recognized("'19.02.1947 LIÈGE", base: 99)).confidence == 99)
        #expect(DateParser().parse(recognized("23/05/2024)", base: 99)).confidence == 99)
        #expect(DateParser().parse(recognized("Born 12 MAR 1980, Berlin", base: 99)).confidence == 99)
    }
}
