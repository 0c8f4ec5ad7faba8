import Testing
@testable import Zonal

/// A character is only as sure as its strongest rival reading lets it be.
@Suite struct RivalConfidenceTests {
    static func symbol(_ text: String, _ confidence: Double, _ choices: [(String, Double)], word: Bool = false) -> OCRSymbol {
        var symbol = OCRSymbol(text: text, confidence: confidence, box: PixelBox(x0: 0, y0: 0, x1: 10, y1: 10),
                               alternatives: choices.map { OCRChoice(text: $0.0, confidence: $0.1) })
        symbol.startsWord = word
        return symbol
    }

    @Test func aCredibleRivalLowersTheCharacter() {
        // Measured: Tesseract's Latin model reads a printed ß as B at 91, with ß at 35 among its choices.
        let text = RecognizedText(symbols: [Self.symbol("U", 99, [("U", 90), ("V", 0)]), Self.symbol("B", 91, [("B", 87), ("ß", 35), ("K", 0)])])
        #expect(text.text == "UB")
        #expect(text.characters.map(\.confidence) == [99, 65])
    }

    @Test func theSameLetterInTheOtherCaseIsNoRival() {
        let text = RecognizedText(symbols: [Self.symbol("C", 99, [("C", 94), ("c", 40)])])
        #expect(text.characters.first?.confidence == 99)
    }

    @Test func withoutChoicesTheSymbolConfidenceStands() {
        let text = RecognizedText(symbols: [Self.symbol("7", 88, []), Self.symbol("X", 97, [], word: true)])
        #expect(text.characters.map(\.confidence) == [88, 88, 97], "the word gap takes the weaker neighbour")
    }
}
