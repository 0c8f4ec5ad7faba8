import Testing
@testable import Zonal

/// `Templates/id-front.json` recognises Utopia's card by its title or by the state's name above it:
/// blurred, the title's `ID` read as `PO` or `LO` (two misread letters of `IDENTITY CARD`, which
/// allows one), and no class matched three of 180 fresh ID-front photos (seeds 201–205).
@Suite struct IDFrontClassTests {
    func utopia() throws -> TemplatingClass {
        try #require(try IDLayout.idFront.template().classes.first { $0.name == "uto" })
    }

    /// The title group's parsers run on `text` (one OCR pass serves them all), then the class's rule.
    func recognises(_ text: String) throws -> Bool {
        let utopia = try utopia()
        let group = try #require(utopia.classification.first)
        let read = RecognizedText(text, confidence: 95)
        let fields = Dictionary(uniqueKeysWithValues: group.parserEntries.map { ($0.id, $0.parser.parse(read)) })
        return try #require(utopia.classifier).evaluate(fields)
    }

    @Test func theCardIsUtopiasByItsTitleOrItsStateName() throws {
        #expect(try recognises("UTOPIA\nIDENTITY CARD"))
        #expect(try recognises(": UTOPIA\t'\n POENTITY CARD"), "the state's name alone, as read on a blurred photo")
        #expect(try recognises("UTOPLA\nIDENTITY CARD"), "the title alone")
        #expect(try !recognises("UTOPLA\nLOENTITY CARD"))
        #expect(try !recognises("BUNDESREPUBLIK DEUTSCHLAND\nPERSONALAUSWEIS"))
    }

    @Test func theStateNameIsNotMandatory() throws {
        // A card recognised by its title stays `valid` whether or not the name above it was read.
        let entries = try #require(try utopia().classification.first).parserEntries
        #expect(entries.first { $0.id == "stateName" }?.mandatory == false)
        #expect(entries.first { $0.id == "title" }?.mandatory == true)
    }
}
