import Testing
@testable import Zonal

/// Uneven print spacing can set a line's glyphs off the cells fitted to its ink: two OCR symbols
/// then fall in one cell and one is lost, and every character after it moves a place. Where the
/// OCR read exactly as many characters as the line holds, they are also taken one per cell in
/// reading order.
@Suite struct ReadingOrderTests {
    /// A 40-row line image: ten 14×20 glyphs at a pitch of 21 from x = 40.
    func tenGlyphs() throws -> InkMap {
        let width = 280, height = 40
        var pixels = [UInt8](repeating: 255, count: width * height)
        for k in 0..<10 {
            for y in 10..<30 { for x in (40 + 21 * k)..<(54 + 21 * k) { pixels[y * width + x] = 0 } }
        }
        return try InkMap(Image.fromPixels(pixels, width: width, height: height, channels: 1))
    }

    /// `ABCDEFGHIJ` (less the letters in `dropping`), each symbol's box on its glyph, except
    /// those in `moved`, moved by the given number of pixels.
    func symbols(dropping: Set<Character> = [], moved: [Character: Int] = [:]) -> [OCRSymbol] {
        Array("ABCDEFGHIJ").enumerated().compactMap { k, letter in
            guard !dropping.contains(letter) else { return nil }
            let x0 = 40 + 21 * k + (moved[letter] ?? 0)
            return OCRSymbol(text: String(letter), confidence: 90 + Double(k) / 10, box: PixelBox(x0: x0, y0: 10, x1: x0 + 14, y1: 30), alternatives: [])
        }
    }

    func layout(_ symbols: [OCRSymbol]) throws -> MRZColumnMapper.Layout {
        let ink = try tenGlyphs()
        let geometry = try #require(MRZColumnMapper.geometry(of: ink))
        return try #require(MRZColumnMapper.layout(symbols: symbols, ink: ink, geometry: geometry, length: 10))
    }

    @Test func symbolsThatCollideInACellAreAlsoTakenInReadingOrder() throws {
        // The E's box lies over the F's glyph: by position the E is lost.
        let laid = try layout(symbols(moved: ["E": 21]))
        let byPosition = laid.cells.map { $0.ocr?.text ?? "." }.joined()
        #expect(!byPosition.contains("E"), "\(byPosition)")
        #expect(laid.inReadingOrder?.map { $0.ocr?.text ?? "." }.joined() == "ABCDEFGHIJ")
        // The E is read over the F's glyph, and that ink goes with it.
        #expect(laid.inReadingOrder?.map(\.column) == [0, 1, 2, 3, 5, 5, 6, 7, 8, 9])
        let ordered = try #require(MRZColumnMapper.inReadingOrder([laid]))
        #expect(ordered[0].cells.map { $0.ocr?.text ?? "." }.joined() == "ABCDEFGHIJ")
    }

    @Test func symbolsOnTheirCellsNeedNoReadingOrder() throws {
        let laid = try layout(symbols())
        #expect(laid.cells.map { $0.ocr?.text ?? "." }.joined() == "ABCDEFGHIJ")
        #expect(laid.inReadingOrder == nil)
        #expect(MRZColumnMapper.inReadingOrder([laid]) == nil)
    }

    @Test func aDroppedSymbolLeavesTheCellsByPosition() throws {
        // Nine symbols for ten cells: reading order would move every one after the gap.
        let laid = try layout(symbols(dropping: ["E"], moved: ["D": 21]))
        #expect(laid.inReadingOrder == nil)
    }

    /// `zonal bench`'s real preset (seed 2028), document 223: a visa printed with uneven spacing
    /// in a non-OCR-B face. The OCR read both lines exactly, but the cells fitted to the ink put
    /// the `L` of `POLSMITH` in two cells, and the second line failed every check; read in order,
    /// both lines are exact.
    @Test func aVisaWithUnevenSpacingReadsExactly() async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: 223)
        #expect(sample.truth.conditions.contains(.printvar))
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        #expect(result.mrz?.lines == sample.truth.lines)
    }
}
