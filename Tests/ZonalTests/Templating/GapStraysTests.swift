import Testing
@testable import Zonal

/// Letters set apart after a value by a wide gap (`GapStrays`): noise in a photographed box.
@Suite struct GapStraysTests {
    @Test(arguments: [
        ("Gemeinde Zenith\tE\tE", "Gemeinde Zenith"),
        ("Müller & Söhne KG\tB", "Müller & Söhne KG"),
        ("FONDATION AURORE\t:", "FONDATION AURORE"),
        ("Stadtwerke Utopolis\tF\nEUR\t|", "Stadtwerke Utopolis\nEUR"),
    ])
    func lettersAfterAWideGapAreDropped(read: String, value: String) {
        var text = RecognizedText(read, confidence: 95)
        #expect(GapStrays.drop(&text))
        #expect(text.text == value)
        #expect(text.characters.allSatisfy { $0.confidence == 95 }, "the value before the gap is not doubted")
    }

    @Test(arguments: [
        "Tennisclub Rot-Weiß e.V.",  // words after ordinary spaces
        "Gemeinde Zenith\tZENITH",  // a word of more than two letters after the gap
        "E",  // nothing before it
        "PRÉFECTURE\t69",  // a number
        "SOUS-PRÉF.\t1A",
    ])
    func otherWordsStay(read: String) {
        var text = RecognizedText(read)
        #expect(!GapStrays.drop(&text))
        #expect(text.text == read)
    }
}
