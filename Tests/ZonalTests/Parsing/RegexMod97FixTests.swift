import Testing
@testable import Zonal

/// A creditor reference that fails mod 97 as read, changed so that it passes: one doubted
/// character's second choice, or a doubled glyph read once, when exactly one change does it.
@Suite struct RegexMod97FixTests {
    static let options = #"{"pattern": "RF[0-9]{2}(?: ?[0-9A-Z]){1,21}", "mod97": true}"#

    /// `printed` read at 95, except the characters at the given indices (spaces counted), read
    /// at `confidence` with the given second choice.
    func read(_ printed: String, rivals: [Int: Character], confidence: Double = 60) throws -> ParsedField {
        let characters = printed.enumerated().map { index, c in
            rivals[index].map { RecognizedText.Character(c, confidence: confidence, rival: $0, unrivalledConfidence: 95) }
                ?? RecognizedText.Character(c, confidence: 95)
        }
        return try ParserCatalog.make(kind: "regex", options: Self.options).parse(RecognizedText(characters: characters))
    }

    // ISO 11649's example, RF18 5390 0754 7034, with its 3 near the end read as 8.
    static let misread = "RF18 5390 0754 7084"

    @Test func aDoubtedCharactersSecondChoiceThatAlonePassesIsTakenButNotValid() throws {
        #expect(!RegexParser.passesMod97(Self.misread))
        let field = try read(Self.misread, rivals: [17: "3"])
        #expect(field.value == "RF18 5390 0754 7034")
        #expect(field.raw == Self.misread)
        #expect(!field.valid, "a guess the check digits agree with is not a reading")
        #expect(field.confidence <= IBANParser.rivalConfidence)
        #expect(field.reasons.contains { $0.contains("second choice '3' at position 18") }, "\(field.reasons)")
    }

    @Test func aConfidentCharactersSecondChoiceIsNotTried() throws {
        let field = try read(Self.misread, rivals: [17: "3"], confidence: RegexParser.fixableConfidence + 5)
        #expect(field.value == Self.misread && !field.valid)
        #expect(field.reasons == ["the check digits fail (mod 97)"])
    }

    @Test func twoSecondChoicesThatEachPassAreNoAnswer() throws {
        // The 0 at index 10 read as its second choice 7 makes the check agree too.
        #expect(RegexParser.passesMod97("RF18 5390 7754 7084"))
        let field = try read(Self.misread, rivals: [17: "3", 10: "7"])
        #expect(field.value == Self.misread)
        #expect(field.reasons == ["the check digits fail (mod 97)"])
    }

    @Test func aDoubledGlyphIsReadOnceWhenOnlyThatPasses() throws {
        let doubled = "RF18 53900 0754 7034"
        #expect(!RegexParser.passesMod97(doubled))
        let field = try read(doubled, rivals: [:])
        #expect(field.value == "RF18 5390 0754 7034" && !field.valid)
        #expect(field.reasons.contains { $0.contains("doubled '0'") }, "\(field.reasons)")
        // Typed text with a wrong digit has nothing to change.
        #expect(try parsed("regex", Self.misread, Self.options).value == Self.misread)
    }

    /// The binarised second reading that gives the changed value as read, passing its checks,
    /// confirms it: two readings agree, one unchanged. Offered, under the default threshold.
    @Test func aSecondReadingThatPassesAsReadConfirmsTheChange() throws {
        var fields = [try read(Self.misread, rivals: [17: "3"]), try read(Self.misread, rivals: [17: "3"])]
        let second = try parsed("regex", "RF18 5390 0754 7034", Self.options)
        let other = try parsed("regex", "RF90 B27T 79F2 28", Self.options)
        TemplateRecognizer.confirmChanged(&fields, doubtful: [0, 1]) { $0 == 0 ? second : other }
        #expect(fields[0].value == "RF18 5390 0754 7034" && fields[0].valid)
        #expect(fields[0].confidence <= TemplateRecognizer.disagreeingConfidence)
        #expect(fields[0].reasons.last?.contains("passed them only when changed") == true)
        #expect(other.valid)
        #expect(!fields[1].valid, "a second reading of another value confirms nothing")
    }
}
