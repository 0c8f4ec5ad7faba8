import Testing
@testable import Zonal

/// Look-alikes whose values differ by a multiple of 10 give the same check digit at every weight:
/// where a check covers them (a document number), only the glyph tells `6` from `G`
/// (`MRZGlyphMatcher.reviseCheckBlind`).
@Suite struct CheckBlindTwinTests {
    @Test func twinsAreTheLookAlikesNoCheckDigitTellsApart() throws {
        let expected: [Character: Character] = ["6": "G", "G": "6", "0": "U", "U": "0", "1": "L", "L": "1",
                                                "M": "W", "W": "M", "F": "P", "P": "F", "<": "K", "K": "<"]
        for character in MRZGlyphMatcher.characters + ["<"] {
            #expect(MRZLookAlikes.checkBlindTwin(of: character) == expected[character], "\(character)")
        }
        // Whatever the weight (7, 3, 1), the twin leaves the check digit as it was.
        for (character, twin) in expected {
            for prefix in ["", "A", "A9"] {
                #expect(CheckDigit.compute(prefix + String(character) + "X") == CheckDigit.compute(prefix + String(twin) + "X"))
            }
        }
    }

    /// A TD3's document number and personal number have check digits; its names do not. An
    /// MRV-A's optional data has none.
    @Test func checkedColumnsAreTheAlphanumericFieldsAChecksCovers() {
        let passport = MRZParser.checkedAlphanumeric(format: .td3, lines: Specimen.td3)
        #expect(passport == Set((0..<9).map { MRZPosition(line: 1, column: $0) } + (28..<42).map { MRZPosition(line: 1, column: $0) }))
        let visa = MRZParser.checkedAlphanumeric(format: .mrvA, lines: Specimen.mrvA)
        #expect(visa == Set((0..<9).map { MRZPosition(line: 1, column: $0) }))
    }

    /// Each drawn twin matches its own OCR-B glyph well enough to pass the floor, and the other's
    /// never better by the margin: a right character is never swapped. All but `P` match their
    /// own glyph better by the margin, so their misread twin is mended; the drawn `F` matches a
    /// `P` nearly as well as the drawn `P` (0.83 against 0.85), so an `F` read for a `P` may stay.
    @Test func eachDrawnTwinMatchesItselfBetterThanItsTwin() throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let text = "HN6G0U1LMWFP"
        let (symbols, scores) = try MRZGlyphMatcherTests.drawnScores(text)
        for (i, c) in text.enumerated().dropFirst(2) {
            let row = try #require(scores[i])
            let twin = try #require(MRZLookAlikes.checkBlindTwin(of: c))
            let own = try #require(MRZGlyphMatcher.characters.firstIndex(of: c)), other = try #require(MRZGlyphMatcher.characters.firstIndex(of: twin))
            #expect(row[own] >= MRZGlyphMatcher.twinFloor, "cell \(i) \(c): \(row[own])")
            #expect(row[other] - row[own] < MRZGlyphMatcher.margin, "cell \(i): \(c) \(row[own]) against \(twin) \(row[other])")
            if c != "P" { #expect(row[own] - row[other] >= MRZGlyphMatcher.margin, "cell \(i): \(c) \(row[own]) against \(twin) \(row[other])") }
        }
        // Read wrongly, each but `P` becomes its twin again; read rightly, each stays.
        let misread = Array(text).enumerated().map { i, c in i < 2 ? MRZSymbol(c, confidence: 99) : MRZSymbol(MRZLookAlikes.checkBlindTwin(of: c) ?? c, confidence: 98) }
        let (image, cells) = try MRZGlyphMatcherTests.drawnLine(text)
        let misreadScores = try MRZGlyphMatcher.similarities(line: image, cells: cells, symbols: misread, measure: cells.map { _ in true })
        let checked = text.map { _ in true }
        let mended = String(MRZGlyphMatcher.reviseCheckBlind(misread, similarities: misreadScores, checked: checked).map(\.best.character))
        #expect(mended.dropLast() == text.dropLast())
        #expect(String(MRZGlyphMatcher.reviseCheckBlind(symbols, similarities: scores, checked: checked).map(\.best.character)) == text)
    }

    /// Only a checked cell, only to its twin, only by the margin and above the floor; the OCR's
    /// confidence stays.
    @Test func aCheckBlindCharacterBecomesItsTwinOnlyOnAClearDrawing() {
        let row = MRZGlyphMatcherTests.row
        let six = MRZSymbol(candidates: [MRZCandidate("6", confidence: 98), MRZCandidate("5", confidence: 1)])
        let symbols = [six, six, six, six, MRZSymbol("S", confidence: 60)]
        let scores: [[Double]?] = [
            row(["6": 0.70, "G": 0.85]),   // the twin clearly better: revised
            row(["6": 0.70, "G": 0.85]),   // but not where no check covers the cell
            row(["6": 0.80, "G": 0.83]),   // within the margin: kept
            row(["6": 0.30, "G": 0.45]),   // nothing matches well (texture, a misplaced cell): kept
            row(["S": 0.50, "5": 0.90]),   // no twin: left to the check digits
        ]
        let revised = MRZGlyphMatcher.reviseCheckBlind(symbols, similarities: scores, checked: [true, false, true, true, true])
        #expect(revised[0].candidates.map(\.character) == ["G", "6", "5"])
        #expect(revised[0].best.confidence == 98)
        #expect(Array(revised[1...]) == Array(symbols[1...]))
    }

    /// The fresh real-preset set (seed 3031), document 197: a passport whose document number
    /// `M4X96GWJ4` the OCR read `M4X966WJ4` at 98, every check passing either way. The drawn `G`
    /// matches the cell better; every line is exact, and the result stays `uncertain` (its
    /// surname is in doubt).
    @Test func aDocumentNumbersGIsReadFromItsGlyph() async throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let sample = try benchmarkSample(.real, seed: 3031, index: 197)
        #expect(sample.truth.lines[safe: 1]?.hasPrefix("M4X96GWJ4") == true)
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(imageData: sample.bytes, name: sample.truth.image)
        #expect(result.mrz?.lines == sample.truth.lines)
        #expect(result.state == .uncertain)
    }

    /// Comparing only some characters gives them the scores the full comparison gives: the
    /// calibration is on the same cells.
    @Test func comparingOnlyTheTwinsScoresThemAsComparingAll() throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let text = Specimen.td3[1]
        let (image, cells) = try MRZGlyphMatcherTests.drawnLine(text)
        let symbols = text.map { MRZSymbol($0, confidence: 99) }
        let measure = text.indices.map { text.distance(from: text.startIndex, to: $0) < 9 }
        let all = try MRZGlyphMatcher.similarities(line: image, cells: cells, symbols: symbols, measure: measure)
        let some = try MRZGlyphMatcher.similarities(line: image, cells: cells, symbols: symbols, measure: measure, only: ["0", "U"])
        let zero = try #require(MRZGlyphMatcher.characters.firstIndex(of: "0")), u = try #require(MRZGlyphMatcher.characters.firstIndex(of: "U"))
        let h = try #require(MRZGlyphMatcher.characters.firstIndex(of: "H"))
        for k in 0..<9 {
            let full = try #require(all[k]), part = try #require(some[k])
            #expect(abs(full[zero] - part[zero]) < 1e-6 && abs(full[u] - part[u]) < 1e-6, "cell \(k)")
            #expect(part[h] == -1)   // not drawn
        }
        #expect(some[9] == nil)
    }

    /// A valid reading whose document number holds a `0` for the printed `U`: every check passes,
    /// so only the drawing tells. The twin is taken and the reading stays `uncertain`, with the
    /// reason; read right, nothing changes.
    @Test func aValidReadingsTwinIsTakenFromItsGlyph() throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let printed = [Specimen.td3[0], "L8989U2C36UTO7408122F1204159ZE184226B<<<<<10"]
        let drawn = try printed.map { try MRZGlyphMatcherTests.drawnLine($0) }
        let laid = drawn.map { MRZColumnMapper.Layout(cells: $0.cells) }
        func twins(reading: [String]) throws -> (lines: [[MRZSymbol]], reasons: [String])? {
            let result = try MRZParser.parse(lines: reading)
            #expect(result.state == .valid)
            let symbols = reading.map { $0.map { MRZSymbol($0, confidence: 98) } }
            return try MRZBandReader.checkBlindTwins(symbols, result: result, laid: laid, lineImages: drawn.map(\.image))
        }
        let misread = [printed[0], printed[1].replacingOccurrences(of: "L8989U", with: "L89890")]
        let mended = try #require(try twins(reading: misread))
        #expect(mended.lines.map { String($0.map(\.best.character)) } == printed)
        #expect(mended.reasons.count == 1)
        #expect(mended.reasons.first?.hasPrefix("documentNumber: the '0' read at line 2, column 6") == true)
        #expect(try twins(reading: printed)?.reasons == nil)
    }
}
