import Testing
@testable import Zonal

/// A digit read where only a letter can stand, with a letter other than its look-alike offered,
/// compared with both drawn letters (`MRZGlyphMatcher.isMisplacedDigit`).
@Suite struct MisplacedDigitTests {
    let row = MRZGlyphMatcherTests.row
    /// A visa's `D` read `0` at 54, with `O` and `D` offered (generated real preset, seed 3031, #94).
    let zeroForD = MRZSymbol(candidates: [MRZCandidate("0", confidence: 54), MRZCandidate("O", confidence: 40), MRZCandidate("D", confidence: 30)])

    /// Only where a letter must stand, and only with a letter other than the look-alike offered
    /// at some confidence.
    @Test func onlyADigitWithAnotherLetterOfferedIsMeasured() {
        let onlyTheTwin = MRZSymbol(candidates: [MRZCandidate("0", confidence: 54), MRZCandidate("O", confidence: 40)])
        let unweighed = MRZSymbol(candidates: [MRZCandidate("0", confidence: 54), MRZCandidate("D", confidence: 0)])
        let symbols = [zeroForD, zeroForD, onlyTheTwin, unweighed]
        #expect(MRZGlyphMatcher.doubtful(symbols, letterOnly: [true, false, true, true]) == [true, false, false, false])
    }

    /// The offered letter is taken where its drawn glyph matches at least `twinFloor` and beats
    /// the look-alike's by `margin`; otherwise the digit stays, for the parser to make its
    /// look-alike. Never trusted.
    @Test func theOfferedLetterMustBeatTheLookAlike() {
        let symbols = Array(repeating: zeroForD, count: 4)
        let scores: [[Double]?] = [
            row(["D": 0.85, "O": 0.70, "0": 0.72]),   // D clearly better: taken
            row(["D": 0.74, "O": 0.71]),              // within the margin: the parser's O
            row(["D": 0.55, "O": 0.30]),              // below the floor
            row(["D": 0.60, "O": 0.90]),              // the look-alike matches best
        ]
        let revised = MRZGlyphMatcher.revise(symbols, similarities: scores, letterOnly: [true, true, true, true])
        #expect(revised[0].candidates.map(\.character) == ["D", "0", "O"])
        #expect(revised[0].candidates.allSatisfy { $0.confidence <= MRZGlyphMatcher.revisedConfidence })
        #expect(Array(revised[1...]) == Array(symbols[1...]))
        // Where a digit may stand, nothing is changed.
        #expect(MRZGlyphMatcher.revise(symbols, similarities: scores, letterOnly: []) == symbols)
    }

    /// Drawn in OCR-B: a `D` read `0` becomes `D`; an `O` read so stays `0` (the parser's `O`).
    @Test func theDrawnGlyphsTellADFromAnO() throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        for (text, expected) in [("VDITAOBRIEN", "D"), ("VOITAOBRIEN", "0")] as [(String, Character)] {
            let (image, cells) = try MRZGlyphMatcherTests.drawnLine(text)
            var symbols = text.map { MRZSymbol($0, confidence: 99) }
            symbols[1] = zeroForD
            let letterOnly = symbols.map { _ in true }
            let measure = MRZGlyphMatcher.doubtful(symbols, letterOnly: letterOnly)
            #expect(measure.indices.filter { measure[$0] } == [1])
            let scores = try MRZGlyphMatcher.similarities(line: image, cells: cells, symbols: symbols, measure: measure)
            #expect(MRZGlyphMatcher.revise(symbols, similarities: scores, letterOnly: letterOnly)[1].best.character == expected, "\(text)")
        }
    }

    /// `zonal synth --preset real --seed 3031`, document 231: an ID card whose surname's `DE` the
    /// OCR read `0E`, with `D` offered; the parser made it `OE`. Now exact, and uncertain.
    @Test func anIDCardsSurnameIsReadFromItsGlyph() async throws {
        try await expectReadFromGlyphs(seed: 3031, index: 231)
    }
}
