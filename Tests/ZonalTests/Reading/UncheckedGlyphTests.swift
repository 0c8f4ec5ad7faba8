import Testing
@testable import Zonal

/// A name letter, or a visa's optional data character, the OCR was less than sure of, in a
/// reading that passes every check, compared with OCR-B's drawn glyphs before the reading is
/// `valid` (`MRZBandReader.disputedUncheckedCharacters`).
@Suite struct UncheckedGlyphTests {
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
            let measure = symbols.map { MRZGlyphMatcher.needsConfirming($0) }
            #expect(measure == [false, false, false, false, false, false, true])
            let scores = try MRZGlyphMatcher.similarities(line: image, cells: cells, symbols: symbols, measure: measure)
            let disputed = MRZGlyphMatcher.disputed(symbols, similarities: scores)
            #expect(disputed.map(\.column) == expected, "\(text)")
            if text == "SCHMIDI" { #expect(disputed.first?.drawn == "T") }
        }
    }

    /// In a field no check covers that holds letters and digits, a digit is measured and
    /// disputed too, by letters and digits: a visa's optional data `BXBMB` read `BX8MB`.
    @Test func aMisreadOptionalDataDigitIsDisputedAndARightOneIsNot() throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let (image, cells) = try MRZGlyphMatcherTests.drawnLine("BXBMB")
        let digitsToo = [Bool](repeating: true, count: 5)
        for (text, expected) in [("BX8MB", [2]), ("BXBMB", [])] {
            let symbols = text.enumerated().map { i, c in MRZSymbol(c, confidence: i == 2 ? 95 : 99) }
            let measure = symbols.map { MRZGlyphMatcher.needsConfirming($0, digitsToo: true) }
            #expect(measure == [false, false, true, false, false])
            let scores = try MRZGlyphMatcher.similarities(line: image, cells: cells, symbols: symbols, measure: measure)
            let disputed = MRZGlyphMatcher.disputed(symbols, similarities: scores, digitsToo: digitsToo)
            #expect(disputed.map(\.column) == expected, "\(text)")
            if text == "BX8MB" { #expect(disputed.first?.drawn == "B") }
        }
        // In a name a digit is not measured: the parser has made it a letter already.
        #expect(!MRZGlyphMatcher.needsConfirming(MRZSymbol("8", confidence: 95)))
    }

    /// Where no check digit covers a cell, a letter and a digit of the same shape (`8` and `B`)
    /// are twins; `0` and `O` are left to the parser, which reports each.
    @Test func uncheckedTwinsAreTheLetterAndDigitOfOneShape() {
        let expected: [Character: Character] = ["1": "I", "I": "1", "2": "Z", "Z": "2", "4": "A", "A": "4", "5": "S", "S": "5",
                                                "6": "G", "G": "6", "7": "T", "T": "7", "8": "B", "B": "8"]
        for character in MRZGlyphMatcher.characters {
            #expect(MRZLookAlikes.uncheckedTwin(of: character) == expected[character], "\(character)")
        }
    }

    /// Each drawn twin matches its own OCR-B glyph better than the other's by the margin, above
    /// the floor: a character read rightly at any confidence is never disputed, and one read as
    /// its twin always is.
    @Test func eachUncheckedTwinMatchesItselfBetterThanItsTwin() throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let text = "HN8B5S2Z1I6G4A7T"
        let (symbols, scores) = try MRZGlyphMatcherTests.drawnScores(text)
        for (i, c) in text.enumerated().dropFirst(2) {
            let twin = try #require(MRZLookAlikes.uncheckedTwin(of: c))
            let misread = MRZSymbol(twin, confidence: 99)
            #expect(!MRZGlyphMatcher.overruled(symbols[i], by: twin, scores: scores[i]), "cell \(i): \(c) read rightly")
            #expect(MRZGlyphMatcher.overruled(misread, by: c, scores: scores[i]), "cell \(i): \(c) read as \(twin)")
        }
    }

    /// A sure name `O` is compared with `D` alone; no other letter, and no digit, has a rival.
    @Test func onlyASureOHasANameLookAlike() {
        #expect(MRZGlyphMatcher.nameLookAlikes(of: "O") == ["D"])
        #expect(MRZGlyphMatcher.nameLookAlikes(of: "H").isEmpty)
        #expect(MRZGlyphMatcher.nameLookAlikes(of: "D").isEmpty)
        #expect(MRZGlyphMatcher.nameLookAlikes(of: "A").isEmpty)
        #expect(MRZGlyphMatcher.nameLookAlikes(of: "8").isEmpty)
    }

    /// No drawn look-alike overrules a name letter read rightly, at any confidence; the drawn `O`
    /// and its rival `D` each match their own glyph best.
    @Test func aNameLetterReadRightlyIsNeverOverruledByALookAlike() throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let text = "AAODQCHMNWILTEFPRBUVYKXG"
        let (symbols, scores) = try MRZGlyphMatcherTests.drawnScores(text)
        for (i, c) in text.enumerated().dropFirst(2) {
            #expect(MRZGlyphMatcher.shows(symbols[i], scores: scores[i]), "cell \(i): \(c)")
            for rival in MRZGlyphMatcher.nameLookAlikes(of: c) {
                #expect(!MRZGlyphMatcher.overruled(symbols[i], by: rival, scores: scores[i]), "cell \(i): \(c) against \(rival)")
            }
        }
    }

    /// A sure letter is disputed only where its own drawn glyph shows in the cell (a misplaced
    /// cell shows nothing) and a look-alike matches better by the margin above the floor.
    @Test func aSureLetterIsDisputedOnlyWhereItsCellShowsIt() {
        let row = MRZGlyphMatcherTests.row
        let m = MRZSymbol("M", confidence: 99)
        #expect(MRZGlyphMatcher.shows(m, scores: row(["M": 0.84, "H": 0.95])))
        #expect(MRZGlyphMatcher.overruled(m, by: "H", scores: row(["M": 0.84, "H": 0.95])))
        #expect(!MRZGlyphMatcher.shows(m, scores: row(["M": 0.05, "H": 0.70])))
        #expect(!MRZGlyphMatcher.overruled(m, by: "H", scores: row(["M": 0.84, "H": 0.87])))
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
        // Where digits count, the `0` that matches better disputes the `O`.
        let either = MRZGlyphMatcher.disputed(symbols, similarities: scores, digitsToo: [false, false, false, true])
        #expect(either.map(\.column) == [0, 3])
        #expect(either.map(\.drawn) == ["T", "0"])
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

    /// A generated visa (real preset, seed 4045, document 44): a webscan, its capitals 10 px
    /// high, where the OCR read the optional data's `BXBMB` as `BX8MB`, the `8` at 95. No check
    /// digit covers a visa's optional data, so it was `valid` with that field wrong; the drawn
    /// `B` matches the cell better.
    @Test func aVisaWhoseOptionalDataWasMisreadIsNotValid() async throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        let sample = try benchmarkSample(.real, seed: 4045, index: 44)
        #expect(sample.truth.lines.last == "HT99885821CHE4511115F2308043BXBMB<<<")
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        #expect(result.state != .valid || result.mrz?.lines == sample.truth.lines)
        #expect(result.mrz?.lines.first == sample.truth.lines.first)
        #expect(result.reasons.contains { $0.hasPrefix("optionalData: the character at line 2, column 31") } || result.mrz?.lines == sample.truth.lines,
                "\(result.reasons)")
    }

    /// Fresh real-preset seed 4046, document 252: a passport whose `PAPADOPOULOU` the OCR read
    /// `PAPAOOPOULOU`, the `O` at 98; every check passed and it was `valid` and wrong. The drawn
    /// `D` disputes the `O`, and a later pass reads the name right.
    @Test func aNameWhoseDWasReadAsOIsNotValidAndWrong() async throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        try await expectNeverValidAndWrong(seed: 4046, index: 252, format: .td3)
    }
}
