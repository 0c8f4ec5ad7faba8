import Testing
@testable import Zonal

/// A code the reading misses by a letter read as its digit twin, or the reverse, is fitted with
/// the fewest swaps when one value only fits: offered at `swappedConfidence`, never `valid` alone.
@Suite struct RegexTwinsTests {
    /// The German licence number pattern of `Templates/driving-license.json`.
    static let licence = #"{"pattern": "(?<![A-Z0-9])[A-HJ-NPR-Z][0-9]{3}[A-HJ-NPR-Z]{2}[0-9][A-HJ-NPR-Z][0-9]{3}(?![A-Z0-9])", "readAs": {"I": "1", "O": "0", "Q": "0"}}"#

    func regex(_ options: String) throws -> RegexParser {
        try #require(try ParserCatalog.make(kind: "regex", options: options) as? RegexParser)
    }

    /// A licence photo's `E524SW3E914` read `ES24SW3E914` (seed 52): the `S` stands where a digit
    /// must; `5` fits.
    @Test func aLetterWhereADigitMustStandIsItsTwin() throws {
        let parser = try regex(Self.licence)
        let read = RecognizedText("ES24SW3E914", confidence: 97)
        #expect(parser.parse(read).value == nil, "parse itself does not guess")
        let fitted = try #require(parser.fittingTwins(read))
        #expect(fitted.value == "E524SW3E914" && fitted.raw == "ES24SW3E914")
        #expect(fitted.confidence == RegexParser.swappedConfidence)
        #expect(fitted.reasons.last?.contains("twin") == true)
        // Two swaps: `P0G0BC3V635` (readAs made the O's zeros) is `P060BC3V635`.
        #expect(parser.fittingTwins(RecognizedText("POGOBC3V635"))?.value == "P060BC3V635")
    }

    /// A blurred glyph read twice, as itself and its twin: an ID-front photo's `EEL8M63G4` read
    /// `EEL8BM63G4` (seed 51). Left out once, only the `B` gives a number that fits (the fourth
    /// character is a digit).
    @Test func aGlyphReadTwiceAsItselfAndItsTwinIsReadOnce() throws {
        let parser = try regex(#"{"pattern": "(?<![A-Z0-9])[A-HJ-NPR-Z][A-HJ-NPR-Z0-9]{2}[0-9][A-HJ-NPR-Z0-9]{5}(?![A-Z0-9])", "readAs": {"I": "1", "O": "0", "Q": "0"}}"#)
        let read = RecognizedText("EEL8BM63G4", confidence: 97)
        #expect(parser.parse(read).value == nil)
        let fitted = try #require(parser.fittingTwins(read))
        #expect(fitted.value == "EEL8M63G4" && fitted.raw == "EEL8BM63G4")
        #expect(fitted.confidence == RegexParser.swappedConfidence)
        #expect(fitted.reasons.last?.contains("read twice") == true)
        // Two pairs each give a value that fits (`EL88M63G4`, `EEL8M63G4`): no answer.
        #expect(parser.fittingTwins(RecognizedText("EEL88M63G4")) == nil)
        #expect(parser.fittingTwins(RecognizedText("XEL88M63G4"))?.value == "XEL8M63G4", "a doubled glyph")
    }

    @Test func nothingIsGuessedWhenTwoValuesFitOrNoneDoes() throws {
        let either = try regex(#"{"pattern": "^(?:[A-Z][0-9]|[0-9][A-Z])$", "readAs": {"O": "0"}}"#)
        #expect(either.fittingTwins(RecognizedText("55")) == nil, "S5 and 5S both fit")
        let parser = try regex(Self.licence)
        #expect(parser.fittingTwins(RecognizedText("ES24SW3E91")) == nil, "a character short: no swap makes it fit")
        #expect(parser.fittingTwins(RecognizedText("ESZ4SW3ES14")) == nil, "three swaps are too many")
        let free = try regex(#"{"pattern": "[A-Z][0-9]{3}"}"#)
        #expect(free.fittingTwins(RecognizedText("AS12")) == nil, "without readAs the field is no code")
    }

    /// A licence's categories `A1/A/B` read `AL/A/B` (photos seed 72, the 53rd; seed 82, the
    /// 47th): the pattern matched `A/B` only. `L` read as its twin `1` makes the whole word fit.
    @Test func aMatchThatIsPartOfItsWordIsWidenedByOneTwin() throws {
        let categories = #"{"pattern": "(?<![A-Z0-9])(?:AM|A1|A2|BE|C1|CE|D1|[ABCDLT])(?:/(?:AM|A1|A2|BE|C1|CE|D1|[ABCDLT]))*(?![A-Z0-9])", "readAs": {"8": "B"}}"#
        let parser = try regex(categories)
        let field = parser.parse(RecognizedText("AL/A/B", confidence: 97))
        #expect(field.value == "A1/A/B" && field.raw == "AL/A/B")
        #expect(field.confidence == RegexParser.swappedConfidence)
        #expect(field.reasons == [RegexParser.wholeWordReason])
        // A match that is its whole word, or one no single swap widens to it, stands as read.
        #expect(parser.parse(RecognizedText("A/B", confidence: 97)).value == "A/B")
        #expect(parser.parse(RecognizedText("AX/A/B", confidence: 97)).value == "A/B")
        #expect(parser.parse(RecognizedText("AL/B/CL", confidence: 97)).value == "B", "two swaps are needed: one is all it takes")
        #expect(parser.parse(RecognizedText("A/B AL", confidence: 97)).value == "A/B", "another word is not widened into")
        // Without readAs the field is no code: as read.
        let free = try regex(#"{"pattern": "(?<![A-Z0-9])(?:A1|[AB])(?:/(?:A1|[AB]))*(?![A-Z0-9])"}"#)
        #expect(free.parse(RecognizedText("AL/A/B", confidence: 97)).value == "A/B")
    }
}
