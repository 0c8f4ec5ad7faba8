import Testing
@testable import Zonal

/// A name letter the OCR was less than sure of, in a reading that passes every check, compared
/// with OCR-B's drawn letters before the reading is `valid` (`MRZBandReader.disputedNameLetters`).
@Suite struct NameGlyphTests {
    /// The drawing disputes a misread letter and agrees with a right one, whatever the OCR's
    /// confidence in each.
    @Test func aMisreadNameLetterIsDisputedAndARightOneIsNot() throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let (image, cells) = try MRZGlyphMatcherTests.drawnLine("SCHMIDT")
        func read(_ text: String) -> [MRZSymbol] {
            text.enumerated().map { i, c in MRZSymbol(c, confidence: i == 6 ? 93 : 99) }
        }
        for (text, expected) in [("SCHMIDI", [6]), ("SCHMIDT", [])] {
            let symbols = read(text)
            let measure = symbols.map(MRZGlyphMatcher.needsConfirming)
            #expect(measure == [false, false, false, false, false, false, true])
            let scores = try MRZGlyphMatcher.similarities(line: image, cells: cells, symbols: symbols, measure: measure)
            let disputed = MRZGlyphMatcher.disputed(symbols, similarities: scores)
            #expect(disputed.map(\.column) == expected, "\(text)")
            if text == "SCHMIDI" { #expect(disputed.first?.drawn == "T") }
        }
    }

    /// Only another letter, only by the margin, only where measured.
    @Test func aDisputeNeedsAnotherLetterBetterByTheMargin() {
        let row = MRZGlyphMatcherTests.row
        let symbols = ["I", "I", "I", "O"].map { MRZSymbol(Character($0), confidence: 94) }
        let scores: [[Double]?] = [
            row(["I": 0.70, "T": 0.80]),   // disputed
            row(["I": 0.77, "T": 0.80]),   // within the margin
            nil,                           // not measured
            row(["O": 0.80, "0": 0.95]),   // a digit is no letter for a name
        ]
        let disputed = MRZGlyphMatcher.disputed(symbols, similarities: scores)
        #expect(disputed.map(\.column) == [0])
        #expect(disputed.map(\.drawn) == ["T"])
        #expect(!MRZGlyphMatcher.needsConfirming(MRZSymbol("T", confidence: MRZGlyphMatcher.confirmBelow)))
        #expect(!MRZGlyphMatcher.needsConfirming(MRZSymbol("7", confidence: 50)))
    }

    /// A generated visa (real preset, seed 3041, visas only, document 95): glare and guilloche on
    /// the `T` of `SCHMIDT`, which the OCR read `I` at 93. Every check passes, so before the
    /// drawing was asked it was reported `valid` with the wrong surname.
    @Test func aVisaWhoseSurnameWasMisreadIsNotValid() async throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        var options = SynthesisOptions(count: 120, seed: 3041, formats: [.mrvA, .mrvB], preset: .real)
        options.negatives = 0
        let sample = try Synthesizer.sample(index: 95, options: options)
        #expect(sample.truth.lines.first == "V<SWESCHMIDT<<JUERGEN<<<<<<<<<<<<<<<")
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        #expect(result.state == .uncertain)
        let mrz = try #require(result.mrz)
        #expect(mrz.lines.last == sample.truth.lines.last)
        #expect(mrz.reasons.contains { $0.hasPrefix("name: the letter at line 1, column 12") })
    }
}
