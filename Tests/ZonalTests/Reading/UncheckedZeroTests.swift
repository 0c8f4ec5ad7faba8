import Testing
@testable import Zonal

/// An `O` where no check digit covers it (optional data) is only the OCR's word; OCR-B draws
/// `O` and `0` differently, so the drawn `0` can second it (`MRZGlyphMatcher.reviseUncheckedO`).
@Suite struct UncheckedZeroTests {
    /// The unchecked alphanumeric positions: an MRV-A's optional data (line 2 from column 29),
    /// none of the document number (its check digit covers it); a TD3's personal number has its
    /// own check.
    @Test func uncheckedColumnsAreOptionalDataNoCheckCovers() {
        let visa = MRZParser.uncheckedAlphanumeric(format: .mrvA, lines: Specimen.mrvA)
        #expect(visa == (28..<44).map { MRZPosition(line: 1, column: $0) })
        #expect(MRZParser.uncheckedAlphanumeric(format: .td3, lines: Specimen.td3).isEmpty)
    }

    /// The drawn `O` matches an OCR-B `O` better than the drawn `0` does by far more than the
    /// margin, so a true `O` is never read as a zero. (A drawn `0` matches the wider `O` about as
    /// well as its own, which is why a `0` is never turned into an `O`.)
    @Test func aDrawnOIsNeverTakenForAZero() throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let text = "HN0OD0OC"
        let (symbols, scores) = try MRZGlyphMatcherTests.drawnScores(text)
        let o = try #require(MRZGlyphMatcher.characters.firstIndex(of: "O")), zero = try #require(MRZGlyphMatcher.characters.firstIndex(of: "0"))
        for (i, c) in text.enumerated() where c == "O" {
            let row = try #require(scores[i])
            #expect(row[o] - row[zero] >= 2 * MRZGlyphMatcher.margin, "cell \(i): O \(row[o]) against 0 \(row[zero])")
        }
        // Revised as the reader revises: every O stays.
        let revised = MRZGlyphMatcher.reviseUncheckedO(symbols, similarities: scores, unchecked: symbols.map { _ in true })
        #expect(String(revised.map(\.best.character)) == text)
    }

    /// Only an unchecked `O`, only to `0`, only by the margin; the OCR's confidence stays (the
    /// parser still reports the position, so it is never `valid` on this).
    @Test func anUncheckedOBecomesAZeroByAClearMargin() {
        let row = MRZGlyphMatcherTests.row
        let letterO = MRZSymbol(candidates: [MRZCandidate("O", confidence: 92), MRZCandidate("0", confidence: 40)])
        let zero = MRZSymbol("0", confidence: 80)
        let symbols = [letterO, letterO, letterO, zero, MRZSymbol("D", confidence: 60)]
        let scores: [[Double]?] = [
            row(["O": 0.80, "0": 0.90]),   // the digit clearly better: revised
            row(["O": 0.80, "0": 0.90]),   // but not where a check covers the cell
            row(["O": 0.86, "0": 0.88]),   // within the margin: kept
            row(["O": 0.91, "0": 0.70]),   // a zero is never made a letter
            row(["O": 0.95, "D": 0.50]),   // any other character: left to the doubtful-letter pass
        ]
        let unchecked = [true, false, true, true, true]
        let revised = MRZGlyphMatcher.reviseUncheckedO(symbols, similarities: scores, unchecked: unchecked)
        #expect(revised[0].candidates.map(\.character) == ["0", "O"])
        #expect(revised[0].best.confidence == 92)
        #expect(revised[0].candidates.allSatisfy { $0.confidence <= 92 })
        #expect(Array(revised[1...]) == Array(symbols[1...]))
    }

    /// `zonal bench`'s photo preset (seed 2027), document 118: a visa whose optional data `K0X`
    /// the OCR read `KOX`. The drawn `0` matches the cell better; every line is exact, and the
    /// result stays `uncertain` (no check digit can confirm it).
    @Test func aVisasOptionalDataZeroIsReadFromItsGlyph() async throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let sample = try benchmarkSample(.photo, seed: 2027, index: 118)
        #expect(sample.truth.format == .mrvA)
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        #expect(result.mrz?.lines == sample.truth.lines)
        #expect(result.state == .uncertain)
    }
}
