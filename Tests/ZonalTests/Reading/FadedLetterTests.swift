import Testing
@testable import Zonal

/// A filler the OCR doubts, with a letter among its choices, compared with the drawn filler and
/// the drawn letter (`MRZGlyphMatcher.isFadedLetter`).
@Suite struct FadedLetterTests {
    let row = MRZGlyphMatcherTests.row
    let fadedM = MRZSymbol(candidates: [MRZCandidate("<", confidence: 70), MRZCandidate("M", confidence: 50), MRZCandidate("8", confidence: 12)])

    /// Only a doubted filler with a letter offered at some confidence is measured: not a sure
    /// filler, not one whose letters the OCR offered at 0.
    @Test func onlyADoubtedFillerWithALetterOfferedIsMeasured() {
        let sure = MRZSymbol(candidates: [MRZCandidate("<", confidence: 95), MRZCandidate("M", confidence: 5)])
        let unweighed = MRZSymbol(candidates: [MRZCandidate("<", confidence: 40), MRZCandidate("A", confidence: 0), MRZCandidate("4", confidence: 0)])
        let digitOnly = MRZSymbol(candidates: [MRZCandidate("<", confidence: 60), MRZCandidate("2", confidence: 49)])
        #expect(MRZGlyphMatcher.isFadedLetter(fadedM))
        #expect(!MRZGlyphMatcher.isFadedLetter(sure))
        #expect(!MRZGlyphMatcher.isFadedLetter(unweighed))
        #expect(!MRZGlyphMatcher.isFadedLetter(digitOnly))
        #expect(MRZGlyphMatcher.doubtful([fadedM, sure, unweighed, digitOnly]) == [true, false, false, false])
    }

    /// The offered letter replaces the filler where it matches at least `twinFloor` and better
    /// than the drawn filler by `margin`; a letter not offered never does. Never trusted.
    @Test func theOfferedLetterTakesTheCellOnlyByAClearMargin() {
        let symbols = Array(repeating: fadedM, count: 4)
        let scores: [[Double]?] = [
            row(["M": 0.85, "<": 0.64, "8": 0.71]),   // the hologram's M (real preset #287): taken
            row(["M": 0.82, "<": 0.80]),              // within the margin: kept
            row(["M": 0.55, "<": 0.30]),              // below the floor: kept
            row(["H": 0.95, "<": 0.50, "M": 0.40]),   // H was not offered, M matches too little: kept
        ]
        let revised = MRZGlyphMatcher.revise(symbols, similarities: scores)
        #expect(revised[0].candidates.map(\.character) == ["M", "<", "8"])
        #expect(revised[0].candidates.allSatisfy { $0.confidence <= MRZGlyphMatcher.revisedConfidence })
        #expect(Array(revised[1...]) == Array(symbols[1...]))
    }

    /// Drawn in OCR-B: a cell holding an `M` the OCR read as a doubted filler is an `M`; a cell
    /// holding a filler read so, with `M` offered as well, stays a filler.
    @Test func theDrawnGlyphsTellAnMFromAFiller() throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        for (text, expected) in [("9211236M2507282", "M"), ("9211236<2507282", "<")] as [(String, Character)] {
            let (image, cells) = try MRZGlyphMatcherTests.drawnLine(text)
            var symbols = text.map { MRZSymbol($0, confidence: 99) }
            symbols[7] = fadedM
            let measure = MRZGlyphMatcher.doubtful(symbols)
            #expect(measure.indices.filter { measure[$0] } == [7])
            let scores = try MRZGlyphMatcher.similarities(line: image, cells: cells, symbols: symbols, measure: measure)
            #expect(MRZGlyphMatcher.revise(symbols, similarities: scores)[7].best.character == expected, "\(text)")
        }
    }

    /// `zonal bench`'s real preset (seed 2028), document 287: a passport photographed with a
    /// hologram's rainbow over its sex `M`, read `<` at 70 with `M` offered at 50. The drawn `M`
    /// matches the cell (0.85, the filler 0.64); the document reads exactly, and stays uncertain.
    @Test func aHologramsFadedSexIsReadFromItsGlyph() async throws {
        try await expectReadFromGlyphs(seed: 2028, index: 287)
    }
}
