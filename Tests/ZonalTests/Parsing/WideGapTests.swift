import Testing
@testable import Zonal

/// Words printed far apart are not one value: the OCR text puts a tab between them, which a
/// pattern allowing spaces does not cross (a passport surname read as `ÅSTRÖM SRAN`, the second
/// word from security print across the page).
@Suite struct WideGapTests {
    /// Letters 20 px high and 14 wide, 2 px apart; a word starts `gap` px after the previous one.
    static func words(_ words: [String], gaps: [Int]) -> [OCRSymbol] {
        var symbols: [OCRSymbol] = [], x = 0
        for (index, word) in words.enumerated() {
            if index > 0 { x += gaps[index - 1] }
            for (position, letter) in word.enumerated() {
                var symbol = OCRSymbol(text: String(letter), confidence: 95, box: PixelBox(x0: x, y0: 0, x1: x + 14, y1: 20), alternatives: [])
                symbol.startsWord = position == 0
                symbols.append(symbol)
                x += 16
            }
        }
        return symbols
    }

    @Test func aWordSpaceIsASpace() {
        #expect(RecognizedText(symbols: Self.words(["DE", "LA", "CRUZ"], gaps: [8, 8])).text == "DE LA CRUZ")
    }

    @Test func aGapOfMoreThanFourLineHeightsIsATab() {
        #expect(RecognizedText(symbols: Self.words(["ASTROM", "SRAN"], gaps: [200])).text == "ASTROM\tSRAN")
        #expect(RecognizedText(symbols: Self.words(["ASTROM", "SRAN"], gaps: [70])).text == "ASTROM SRAN")
    }

    @Test func aNamePatternStopsAtTheTab() throws {
        let parser = try RegexParser(pattern: "\\p{Lu}(?:[\\p{Lu}' -]*\\p{Lu})?")
        let text = RecognizedText(symbols: Self.words(["ASTROM", "SRAN"], gaps: [200]))
        #expect(parser.parse(text).value == "ASTROM")
    }
}
