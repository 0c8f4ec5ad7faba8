import Testing
@testable import Zonal

/// Symbols the OCR read apart that the fitted cells put in one cell (`MRZColumnMapper.displaced`).
@Suite struct DisplacedSymbolTests {
    func symbol(_ text: String, _ confidence: Double, _ x0: Int, _ x1: Int) -> OCRSymbol {
        OCRSymbol(text: text, confidence: confidence, box: PixelBox(x0: x0, y0: 0, x1: x1, y1: 30), alternatives: [])
    }

    /// Cells 10 px apart, centred at 10, 20, 30, 40 and 50.
    let grid = CellGrid(origin: 10, pitch: 10, length: 5)

    @Test func aConfidentSymbolClearOfTheOneThatKeptItsCellIsDisplaced() {
        // `<` (13–19) and `J` (21–27) both centre nearest cell 1: the grid has room for one.
        let symbols = [symbol("A", 95, 6, 14), symbol("<", 99.5, 13, 19), symbol("J", 99, 21, 27), symbol("U", 97, 36, 44)]
        let (cells, lost) = MRZColumnMapper.cellSymbols(symbols, grid: grid)
        #expect(lost == 1)
        #expect(cells[1]?.text == "<")
        #expect(MRZColumnMapper.displaced(symbols, cells: cells, grid: grid).map(\.text) == ["J"])
        // The other way round: the filler the letter kept out is as much a character lost.
        let fillerLost = [symbol("<", 98, 13, 19), symbol("J", 99, 21, 27)]
        let kept = MRZColumnMapper.cellSymbols(fillerLost, grid: grid).cells
        #expect(MRZColumnMapper.displaced(fillerLost, cells: kept, grid: grid).map(\.text) == ["<"])
    }

    @Test func twoReadingsOfOneGlyphAreNotDisplaced() {
        // An `O` and a `0` over the same ink: one glyph read twice, not two glyphs.
        let symbols = [symbol("O", 93, 15, 25), symbol("0", 91, 16, 24)]
        let cells = MRZColumnMapper.cellSymbols(symbols, grid: grid).cells
        #expect(MRZColumnMapper.displaced(symbols, cells: cells, grid: grid).isEmpty)
    }

    @Test func aDoubtfulSymbolIsNotDisplaced() {
        let symbols = [symbol("<", 99, 13, 19), symbol("J", 70, 21, 27)]
        let cells = MRZColumnMapper.cellSymbols(symbols, grid: grid).cells
        #expect(MRZColumnMapper.displaced(symbols, cells: cells, grid: grid).isEmpty)
    }

    @Test func aReadingWithADisplacedSymbolIsNotValid() throws {
        var result = try MRZParser.parse(lines: ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"])
        try #require(result.state == .valid)
        result = MRZBandReader.crowded(result, lines: [0])
        #expect(result.state == .uncertain)
        #expect(result.reasons.contains("line 1: the OCR read two characters where its cells hold one: a character may be missing"))
    }

    /// A fresh real-preset set (seed 4043), document 157: a passport in uneven print spacing. Its
    /// name line's cells were fitted with a bend that put the `U` of `JUERGEN` in the `J`'s cell;
    /// the `J`, read at 99, was lost, and `LUKASZ<UERGEN` was valid. On a later pass the `J` took
    /// the filler's cell instead: `LUKASZJUERGEN`, valid. Neither may be valid (both now are
    /// `uncertain`, and a later pass reads the names exactly).
    @Test func aPassportWhoseNameLetterLostItsCellIsNotValidAndWrong() async throws {
        try await expectNeverValidAndWrong(seed: 4043, index: 157, format: .td3)
    }
}
