import Testing
@testable import Zonal

/// Doubtful MRZ letters compared with OCR-B's own glyphs (`MRZGlyphMatcher`).
@Suite struct MRZGlyphMatcherTests {
    static let letters = "HNDOCLGQMW"
    static let cap = 24.0, baseline = 32.0

    /// A cell's similarities: those given, 0.2 for every other character compared.
    static func row(_ scores: [Character: Double]) -> [Double] { MRZGlyphMatcher.characters.map { scores[$0] ?? 0.2 } }

    /// A line of look-alike letters drawn in OCR-B at the reader's scale and blurred, with its
    /// cells where the letters were drawn.
    static func drawnLine(_ letters: String = letters) throws -> (image: Image, cells: [MRZColumnMapper.Layout.Cell]) {
        let size = cap / Font.ocrB.capHeight, pitch = cap * 2.54 / 2.4
        let advance = try Canvas.textWidth("<", font: .ocrB, size: size)
        let origins = letters.indices.map { Point(x: 12 + pitch * Double(letters.distance(from: letters.startIndex, to: $0)), y: baseline) }
        let canvas = try Canvas(width: Int(24 + pitch * Double(letters.count)), height: 41, color: RGB(gray: 235))
        try canvas.glyphs(letters, font: .ocrB, origins: origins, size: size, color: RGB(gray: 30))
        try canvas.blur(sigma: 1.2)
        let cells = origins.map { o in
            MRZColumnMapper.Layout.Cell(ocr: nil, shape: nil, short: false, tall: true, x0: Int((o.x + advance / 2 - 0.45 * pitch).rounded()),
                                        x1: Int((o.x + advance / 2 + 0.45 * pitch).rounded()), capTop: baseline - cap, capBottom: baseline - 1)
        }
        return (try canvas.image(), cells)
    }

    /// `text` drawn (`drawnLine`) and read as drawn, its first two characters confidently (they
    /// calibrate the drawing's size and blur), and every cell's similarities.
    static func drawnScores(_ text: String) throws -> (symbols: [MRZSymbol], scores: [[Double]?]) {
        let (image, cells) = try drawnLine(text)
        let symbols = text.enumerated().map { i, c in MRZSymbol(c, confidence: i < 2 ? 99 : 40) }
        return (symbols, try MRZGlyphMatcher.similarities(line: image, cells: cells, symbols: symbols, measure: cells.map { _ in true }))
    }

    @Test func eachDrawnLetterMatchesItselfBest() throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let (image, cells) = try Self.drawnLine()
        // Two letters known (they calibrate size and blur), every cell measured.
        let symbols = Self.letters.enumerated().map { i, c in MRZSymbol(c, confidence: i < 2 ? 99 : 40) }
        let scores = try MRZGlyphMatcher.similarities(line: image, cells: cells, symbols: symbols, measure: cells.map { _ in true })
        for (i, letter) in Self.letters.enumerated() {
            let row = try #require(scores[i])
            let best = try #require(row.indices.max { row[$0] < row[$1] })
            #expect(MRZGlyphMatcher.characters[best] == letter, "cell \(i): \(MRZGlyphMatcher.characters[best]) for \(letter)")
        }
        // Cells not asked for are not measured.
        let none = try MRZGlyphMatcher.similarities(line: image, cells: cells, symbols: symbols, measure: cells.map { _ in false })
        #expect(none.allSatisfy { $0 == nil })
    }

    /// What the reader does with the scores: only a doubtful letter, only for another letter, only
    /// by a clear margin; the letter chosen is never trusted.
    @Test func aDoubtfulLetterGivesWayToTheDrawnOneByAClearMargin() {
        let row = Self.row
        let doubtfulN = MRZSymbol(candidates: [MRZCandidate("N", confidence: 70), MRZCandidate("M", confidence: 20)])
        let sureN = MRZSymbol("N", confidence: 97)
        let doubtfulO = MRZSymbol("O", confidence: 60)
        let symbols = [doubtfulN, sureN, doubtfulO, doubtfulO, MRZSymbol("0", confidence: 40), MRZSymbol("<", confidence: 50)]
        let scores: [[Double]?] = [
            row(["N": 0.83, "H": 0.89]),   // H clearly better: revised
            row(["N": 0.83, "H": 0.89]),   // but not where the OCR is sure
            row(["O": 0.86, "D": 0.87]),   // within the margin: kept
            row(["O": 0.70, "0": 0.90]),   // a digit is not offered for a letter
            row(["0": 0.50, "D": 0.90]),   // nor a letter for a digit (the checks decide those)
            nil,
        ]
        let revised = MRZGlyphMatcher.revise(symbols, similarities: scores)
        #expect(revised[0].candidates.map(\.character) == ["H", "N", "M"])
        #expect(revised[0].best.confidence == MRZGlyphMatcher.revisedConfidence)
        #expect(revised[0].candidates.allSatisfy { $0.confidence <= MRZGlyphMatcher.revisedConfidence })
        #expect(Array(revised[1...]) == Array(symbols[1...]))
    }

    /// A line's cut holds the bottom of the line above, which raises its fitted capital top; every
    /// line gets the first's capital height, measured up from its own bottom.
    @Test func capitalsTakeTheSmallestLineHeightFromEachBottom() {
        func cell(_ top: Double, _ bottom: Double) -> MRZColumnMapper.Layout.Cell {
            MRZColumnMapper.Layout.Cell(ocr: nil, shape: nil, short: false, tall: true, x0: 0, x1: 10, capTop: top, capBottom: bottom)
        }
        let lines = [[cell(10.5, 31.5), cell(10.4, 31.6), cell(10.6, 31.4)], [cell(7.5, 31.5), cell(7.6, 31.8), cell(7.4, 31.2)]]
        let fixed = MRZGlyphMatcher.capitals(lines)
        func tops(_ cells: [MRZColumnMapper.Layout.Cell]) -> [Double] { cells.map { (($0.capTop ?? -1) * 100).rounded() / 100 } }
        #expect(tops(fixed[0]) == [10.5, 10.6, 10.4])
        #expect(tops(fixed[1]) == [10.5, 10.8, 10.2])
        #expect(fixed.flatMap { $0 }.map(\.capBottom) == lines.flatMap { $0 }.map(\.capBottom))
    }

    /// `zonal bench`'s real preset (seed 2028), document 38: a visa on a web-sized scan whose given
    /// name `HANNA` the OCR model reads `NANNA` (its `H` doubted at 70). The drawn `H` matches the
    /// cell better; the document reads exactly, and stays uncertain (names have no check digit).
    @Test func aWebscanVisasDoubtedLetterIsReadFromItsGlyph() async throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let sample = try benchmarkSample(.real, seed: 2028, index: 38)
        let reader = MRZReader(pool: EnginePool(size: 1))
        let result = try await reader.read(sample)
        #expect(result.mrz?.lines == sample.truth.lines)
        #expect(result.state == .uncertain)
    }

    /// Where every format of a shape prints only letters or fillers: on a TD3 or MRV-A, line 1
    /// after the document code's first letter (its second, the issuing state, the names) and the
    /// nationality on line 2; on a TD1, line 3 (names) and the country codes.
    @Test func letterOnlyColumnsAreWhereEveryFormatPrintsNames() {
        let long = MRZGlyphMatcher.letterOnly(lineCount: 2, length: 44)
        #expect(long[0][0] == false)
        #expect(long[0][1...].allSatisfy { $0 })
        #expect(long[1].indices.filter { long[1][$0] } == [10, 11, 12])
        let td1 = MRZGlyphMatcher.letterOnly(lineCount: 3, length: 30)
        #expect(td1[0].indices.filter { td1[0][$0] } == [1, 2, 3, 4])
        #expect(td1[1].indices.filter { td1[1][$0] } == [15, 16, 17])
        #expect(td1[2].allSatisfy { $0 })
    }

    /// A 3 or a 9 (no look-alike letter) where only a letter can stand takes the drawn letter that
    /// matches best, however sure the OCR was and by no margin; never trusted. Elsewhere, or a
    /// digit with a look-alike (the parser's `fieldType` fix), it is left alone.
    @Test func aStrandedDigitInANameTakesTheBestDrawnLetter() {
        let row = Self.row
        let nine = MRZSymbol("9", confidence: 96), five = MRZSymbol("5", confidence: 60)
        let scores: [[Double]?] = [row(["9": 0.9, "S": 0.6, "G": 0.55]), row(["9": 0.9, "S": 0.6]), row(["5": 0.5, "S": 0.7])]
        let letterOnly = [true, false, true]
        #expect(MRZGlyphMatcher.doubtful([nine, nine, five], letterOnly: letterOnly) == [true, false, false])
        let revised = MRZGlyphMatcher.revise([nine, nine, five], similarities: scores, letterOnly: letterOnly)
        #expect(revised[0].candidates.map(\.character) == ["S", "9"])
        #expect(revised[0].candidates.allSatisfy { $0.confidence <= MRZGlyphMatcher.revisedConfidence })
        #expect(revised[1] == nine)
        #expect(revised[2] == five)
    }

    /// `zonal bench`'s real preset (seed 2028), document 42: a passport on a web-sized scan whose
    /// given name `SOEREN` the OCR read `9OEREN`, with no letter among its readings of the `S`.
    /// Now exact, and uncertain.
    @Test func aDigitInAWebscanPassportsNameIsReadFromItsGlyph() async throws {
        try await expectReadFromGlyphs(seed: 2028, index: 42)
    }

    /// `zonal bench`'s real preset (seed 2028), image 305: no MRZ, but text read as one. Its
    /// digits in name columns, turned into letters, made it plausible (`uncertain`); stranded
    /// digits are revised only in a reading already taken for an MRZ, and it stays `empty`.
    @Test func digitsOfTextThatIsNoMRZAreNotTurnedIntoLetters() async throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let sample = try benchmarkSample(.real, seed: 2028, index: 305)
        #expect(sample.truth.format == nil)
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        #expect(result.state == .empty, "\(result.mrz?.lines ?? [])")
    }
}
