import Testing
@testable import Zonal

/// Letters the Latin model reads as plain capitals: `Ø` as `O` (`CrossedLetters`) and `ß` as `B`
/// or `R` (`SharpS`). Each glyph is drawn in the card font in a cell of its own, sharp and
/// blurred, and "read" as the plain capital with the box of its ink.
@Suite struct LetterShapeTests {
    static let cell = 40, capSize = 30.0, baseline = 40.0

    /// The glyphs drawn left to right, and their reading: each as `reading[i]` with its ink's box.
    /// `cell`: the pitch in pixels (narrow enough, the letters touch); `above`: a mark drawn high
    /// above each glyph, parted from it by paper (a label's descender).
    static func read(_ glyphs: [String], as reading: String, blur: Double = 0, cell: Int = cell, above: Bool = false,
                     size: Double = capSize) throws -> (RecognizedText, InkMap) {
        let canvas = try Canvas(width: cell * glyphs.count + 20, height: 60, color: RGB(gray: 235))
        for (i, glyph) in glyphs.enumerated() {
            try canvas.text(glyph, font: .sansBold, x: Double(10 + i * cell + 4), baseline: baseline, size: size, color: RGB(gray: 20))
            if above { try canvas.text("-", font: .sansBold, x: Double(10 + i * cell + 4), baseline: 8, size: 14, color: RGB(gray: 20)) }
        }
        if blur > 0 { try canvas.blur(sigma: blur) }
        let ink = try InkMap(try canvas.image().grayscale())
        let characters = Array(reading).enumerated().map { i, c -> RecognizedText.Character in
            let x0 = 10 + i * cell + 4, x1 = x0 + cell - 2
            let columns = ink.columnProfile(y0: 0, y1: ink.height)[x0..<x1]
            let left = columns.firstIndex { $0 > 0 } ?? x0, right = (columns.lastIndex { $0 > 0 } ?? x1 - 1) + 1
            let rows = ink.verticalExtent(x0: left, x1: right, y0: 0, y1: ink.height) ?? (0, ink.height - 1)
            return .init(c, confidence: 99, box: PixelBox(x0: left, y0: rows.top, x1: right, y1: rows.bottom + 1))
        }
        return (RecognizedText(characters: characters), ink)
    }

    @Test(arguments: [0.0, 1.2]) func anOWithAStrokeThroughItIsDoubted(blur: Double) throws {
        var (text, ink) = try Self.read(["S", "Ø", "R", "O"], as: "SORO", blur: blur)
        #expect(CrossedLetters.doubt(&text, ink: ink, offset: (0, 0)) == [1])
        #expect(text.characters[1].confidence == CrossedLetters.confidence)
        #expect(text.characters[3].confidence == 99, "a plain O's counter is paper")
    }

    @Test(arguments: [false, true]) func anOAmongLettersRunTogetherIsJudgedByItsCounters(crossed: Bool) throws {
        // Bold and blurred, the letters touch, so the O's counters are judged: one across the
        // middle, or two a stroke parts (`SØREN` read `SOREN` at 99 on an ID-front photo went
        // unjudged and `valid`).
        var (text, ink) = try Self.read(["S", crossed ? "Ø" : "O", "R", "E", "N"], as: "SOREN", blur: 1.5, cell: 21)
        let box = try #require(text.characters[1].box)
        #expect(ink.glyph(around: box) == nil, "the letters run together")
        #expect(CrossedLetters.doubt(&text, ink: ink, offset: (0, 0)) == (crossed ? [1] : []))
    }

    @Test func aMarkAbovePartedByPaperIsNotPartOfTheGlyph() throws {
        // A box reaching up into a label's descenders: the centre judged is the letter's own.
        var (text, ink) = try Self.read(["S", "O", "R"], as: "SOR", above: true)
        for i in text.characters.indices {
            text.characters[i].box = text.characters[i].box.map { PixelBox(x0: $0.x0, y0: 0, x1: $0.x1, y1: $0.y1) }
        }
        let box = try #require(text.characters[1].box)
        let glyph = try #require(ink.glyph(around: box))
        #expect(glyph.y0 > 12, "\(glyph)")
        #expect(CrossedLetters.doubt(&text, ink: ink, offset: (0, 0)).isEmpty)
    }

    @Test(arguments: [0.0, 1.2]) func aSharpSReadAsACapitalIsDoubted(blur: Double) throws {
        var (text, ink) = try Self.read(["A", "ß", "B", "R", "P", "ß"], as: "ABBRPR", blur: blur)
        #expect(SharpS.doubt(&text, ink: ink, offset: (0, 0)) == [1, 5])
        #expect(text.characters[1].confidence == SharpS.confidence && text.characters[5].confidence == SharpS.confidence)
        #expect(text.characters[2...4].allSatisfy { $0.confidence == 99 }, "B, R and P start with a stem's square corner")
    }

    @Test(arguments: [0.8, 1.2]) func aSmallBlurredSharpSReadAsACapitalIsDoubted(blur: Double) throws {
        // Capitals 22 px high, as a low-resolution photo's are once cut at 300 dpi: blur rounds
        // the ß's arch into a stem that starts only 3 px below the cap line (`STRAUß` read
        // `STRAUB` at 79 on an ID-front photo).
        var (text, ink) = try Self.read(["S", "T", "ß", "B", "R", "P"], as: "STBBRP", blur: blur, cell: 30, size: 22)
        let doubted = SharpS.doubt(&text, ink: ink, offset: (0, 0))
        #expect(doubted == [2])
    }

    @Test func aBoxHalfALetterOffStillFindsItsGlyph() throws {
        // Tesseract's LSTM boxes may lie well off their letter: the run of ink they overlap most is judged.
        var (text, ink) = try Self.read(["A", "ß", "R", "A"], as: "ABRA")
        for i in text.characters.indices {
            text.characters[i].box = text.characters[i].box.map { PixelBox(x0: $0.x0 + $0.width * 2 / 5, y0: $0.y0, x1: $0.x1 + $0.width * 2 / 5, y1: $0.y1) }
        }
        #expect(SharpS.doubt(&text, ink: ink, offset: (0, 0)) == [1])
    }

    @Test func aLineOfTooFewCapitalsIsNotJudged() throws {
        // The cap line comes from the line's capitals: two say nothing.
        var (text, ink) = try Self.read(["S", "ß"], as: "SB")
        #expect(SharpS.doubt(&text, ink: ink, offset: (0, 0)).isEmpty)
    }

    @Test func theFieldHoldingTheLetterSaysWhy() throws {
        var (text, ink) = try Self.read(["S", "T", "ß"], as: "STB")
        let doubted = SharpS.doubt(&text, ink: ink, offset: (0, 0))
        var fields = [try RegexParser(pattern: "[A-Z]+").parse(text)]
        TemplateRecognizer.explain(doubted, in: text, fields: &fields, confidence: SharpS.confidence, reason: SharpS.reason)
        #expect(fields[0].value == "STB" && fields[0].confidence == SharpS.confidence)
        #expect(fields[0].reasons == [SharpS.reason])
    }

    /// A doubted `B` after a vowel that narrows at its middle as a `ß` does is written `ß`; the
    /// letter keeps the doubt's confidence.
    @Test(arguments: [0.0, 1.2]) func aSharpSAfterAVowelIsWrittenSo(blur: Double) throws {
        var (text, ink) = try Self.read(["S", "T", "R", "A", "U", "ß"], as: "STRAUB", blur: blur, cell: 30, size: 22)
        let doubted = SharpS.doubt(&text, ink: ink, offset: (0, 0))
        try #require(doubted == [5])
        #expect(SharpS.choose(&text, doubted: doubted, ink: ink, offset: (0, 0)) == [5])
        #expect(text.text == "STRAUß")
        #expect(text.characters[5].confidence == SharpS.confidence)
    }

    /// A `B` is not written `ß`, whatever doubted it: its bowls reach nearly as far; nor is a `ß`
    /// that follows no vowel (German writes none at a word's start or after a consonant).
    @Test func onlyASharpSShapeAfterAVowelIsWrittenSo() throws {
        var (text, ink) = try Self.read(["D", "U", "B", "O", "N", "ß", "ß"], as: "DUBONBB", blur: 1.2, cell: 30, size: 22)
        #expect(SharpS.choose(&text, doubted: [2, 5, 6], ink: ink, offset: (0, 0)).isEmpty)
        #expect(text.text == "DUBONBB")
    }

    /// The measure itself, sharp and blurred, at a photo's 22 px and a scan's 30 px capitals.
    @Test(arguments: [(0.0, 22.0), (1.2, 22.0), (0.0, 30.0), (1.2, 30.0)]) func aSharpSNarrowsAtItsMiddleAndABDoesNot(blur: Double, size: Double) throws {
        let (text, ink) = try Self.read(["ß", "B"], as: "BB", blur: blur, cell: 40, size: size)
        let glyphs = text.characters.compactMap { $0.box.flatMap { ink.glyph(around: $0) } }
        try #require(glyphs.count == 2)
        #expect(SharpS.waist(of: glyphs[0], ink: ink) >= SharpS.leastWaist)
        #expect(SharpS.waist(of: glyphs[1], ink: ink) < SharpS.leastWaist)
    }
}
