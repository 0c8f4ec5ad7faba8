import Testing
@testable import Zonal

/// A plain capital with a mark above it was read without its accent (HÄKKINEN → HAKKINEN at 99):
/// `UnreadAccents` lowers that letter's confidence; letters without a mark keep theirs.
@Suite struct UnreadAccentsTests {
    static let capTop = 40, cap = 24, letterWidth = 16, pitch = 22, left = 20

    /// Outlined letter blocks on one line, with optional marks (x, y, width, height) drawn too.
    func ink(letters: Int, marks: [(Int, Int, Int, Int)]) throws -> InkMap {
        try InkMap(try gray(letters: letters, marks: marks))
    }

    /// The same drawn in grey on paper at `paper`, the marks at `markLevel`.
    func gray(letters: Int, marks: [(Int, Int, Int, Int)], paper: UInt8 = 255, markLevel: UInt8 = 20) throws -> Image {
        let width = 240, height = 80
        var pixels = [UInt8](repeating: paper, count: width * height)
        func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ level: UInt8 = 20) {
            for yy in max(0, y)..<min(height, y + h) { for xx in max(0, x)..<min(width, x + w) { pixels[yy * width + xx] = level } }
        }
        for i in 0..<letters {
            let x = Self.left + i * Self.pitch, stroke = 3
            fill(x, Self.capTop, Self.letterWidth, stroke)
            fill(x, Self.capTop + Self.cap - stroke, Self.letterWidth, stroke)
            fill(x, Self.capTop, stroke, Self.cap)
            fill(x + Self.letterWidth - stroke, Self.capTop, stroke, Self.cap)
        }
        for m in marks { fill(m.0, m.1, m.2, m.3, markLevel) }
        return try Image.fromPixels(pixels, width: width, height: height, channels: 1)
    }

    /// The faint ink and trace maps `unreadMarks` gives `doubt`.
    func faint(_ image: Image) throws -> (ink: InkMap, trace: InkMap) {
        let darkened = try image.darkened()
        return (try InkMap(darkened, darkerThan: UnreadAccents.faintInk), try InkMap(darkened, darkerThan: UnreadAccents.traceInk))
    }

    @Test func aPaleMarkIsFoundInFaintInk() throws {
        // An acute in pale grey (168 on paper at 215, a quarter of the way to the ink): Otsu's
        // threshold leaves it out (`DVOŘÁK` read `DVORAK` at 99 on an ID-front photo, `valid`).
        let x = Self.left + Self.pitch
        let image = try gray(letters: 3, marks: [(x + 6, Self.capTop - 7, 5, 4)], paper: 215, markLevel: 168)
        var read = text("HAK")
        #expect(UnreadAccents.doubt(&read, ink: try InkMap(image), offset: (0, 0)).isEmpty)
        #expect(UnreadAccents.doubt(&read, ink: try InkMap(image), faint: try faint(image), offset: (0, 0)) == [1])
    }

    @Test func aPaleLineRunningOnPastTheLetterIsNoAccent() throws {
        // Security print's fine line, as pale as a faint accent, passing over a letter and beyond.
        let x = Self.left + 2 * Self.pitch
        let image = try gray(letters: 3, marks: [(x - 6, Self.capTop - 6, Self.letterWidth + 12, 2)], paper: 215, markLevel: 168)
        var read = text("HAK")
        #expect(UnreadAccents.doubt(&read, ink: try InkMap(image), faint: try faint(image), offset: (0, 0)).isEmpty)
    }

    @Test func aPaleMarkOverhangingItsLetterIsStillAnAccent() throws {
        // Blurred, an acute overhangs Tesseract's box by a pixel or two (`LUCÍA` read `LUCIA` at
        // 99, `valid`, on a licence photo): ink just beside the letter is the accent's own; a line
        // running on reaches further (the test above).
        let x = Self.left + Self.pitch
        let image = try gray(letters: 3, marks: [(x + Self.letterWidth - 4, Self.capTop - 7, 5, 4)], paper: 215, markLevel: 168)
        var read = text("HAK")
        #expect(UnreadAccents.doubt(&read, ink: try InkMap(image), faint: try faint(image), offset: (0, 0)) == [1])
    }

    @Test func aRoundCapitalsPaleOvershootIsNoAccent() throws {
        // Round capitals reach over the cap line; in faint ink they are not judged at all.
        let x = Self.left + Self.pitch
        let image = try gray(letters: 3, marks: [(x + 6, Self.capTop - 7, 5, 4)], paper: 215, markLevel: 168)
        var read = text("HOK")
        #expect(UnreadAccents.doubt(&read, ink: try InkMap(image), faint: try faint(image), offset: (0, 0)).isEmpty)
    }

    func text(_ letters: String) -> RecognizedText {
        RecognizedText(characters: letters.enumerated().map { i, c in
            let x = Self.left + i * Self.pitch
            return .init(c, confidence: 99, box: PixelBox(x0: x, y0: Self.capTop, x1: x + Self.letterWidth, y1: Self.capTop + Self.cap))
        })
    }

    /// Two dots just above the second letter, as on an Ä.
    var dotsOverSecond: [(Int, Int, Int, Int)] {
        let x = Self.left + Self.pitch
        return [(x + 3, Self.capTop - 6, 3, 3), (x + 10, Self.capTop - 6, 3, 3)]
    }

    @Test func aMarkAboveALetterMakesItDoubtful() throws {
        var read = text("HAK")
        let doubted = UnreadAccents.doubt(&read, ink: try ink(letters: 3, marks: dotsOverSecond), offset: (0, 0))
        #expect(doubted == [1])
        #expect(read.characters[1].confidence == UnreadAccents.confidence)
        #expect(read.characters[0].confidence == 99 && read.characters[2].confidence == 99)
    }

    @Test func plainLettersStaySure() throws {
        var read = text("HAK")
        #expect(UnreadAccents.doubt(&read, ink: try ink(letters: 3, marks: []), offset: (0, 0)).isEmpty)
        #expect(read.characters.allSatisfy { $0.confidence == 99 })
    }

    @Test func inkRunningOnUpwardsIsNoAccent() throws {
        // A stroke from the label line above down to just over the letter: it crosses the 45% line.
        let x = Self.left + Self.pitch + 5
        var read = text("HAK")
        #expect(UnreadAccents.doubt(&read, ink: try ink(letters: 3, marks: [(x, Self.capTop - 20, 4, 17)]), offset: (0, 0)).isEmpty)
    }

    @Test func aMarkJoinedToItsLetterUnderANearLabelIsFound() throws {
        // Blur joins a bold acute to its A, and the field's label ends 37% of the cap height above
        // the line, across the 45% line where an accent must have stopped (`SEÁN` read `SEAN` at
        // 99 on an ID-front photo, `valid`): the accent's own run of rows stops below it.
        let x = Self.left + Self.pitch
        let label = (Self.left, Self.capTop - 13, 3 * Self.pitch, 4)
        var read = text("HAK")
        #expect(UnreadAccents.doubt(&read, ink: try ink(letters: 3, marks: [(x + 6, Self.capTop - 5, 5, 5), label]), offset: (0, 0)) == [1])
        var plain = text("HAK")
        #expect(UnreadAccents.doubt(&plain, ink: try ink(letters: 3, marks: [label]), offset: (0, 0)).isEmpty, "the label alone is no accent")
    }

    @Test func twoLettersInOneBoxOverTheirAccentDoNotSetTheLinesBlur() throws {
        // Tesseract gave `SEÁN`'s A and N one box on a licence photo, reaching over the acute: with four
        // capitals, the upper median of their rises above the cap line was that acute's.
        var read = text("HEAN")
        read.characters[2].box = read.characters[2].box.map { PixelBox(x0: $0.x0, y0: $0.y0, x1: $0.x1 + Self.pitch, y1: $0.y1) }
        read.characters[3].box = read.characters[2].box
        let x = Self.left + 2 * Self.pitch
        #expect(UnreadAccents.doubt(&read, ink: try ink(letters: 4, marks: [(x + 6, Self.capTop - 5, 5, 5)]), offset: (0, 0)) == [2, 3])
    }

    @Test func aLetterBesideOneReadWithItsAccentIsLeftAlone() throws {
        // "ÉA": the mark over A may be the É's acute leaning over.
        var read = text("HÉA")
        let x = Self.left + 2 * Self.pitch
        #expect(UnreadAccents.doubt(&read, ink: try ink(letters: 3, marks: [(x + 4, Self.capTop - 6, 6, 3)]), offset: (0, 0)).isEmpty)
    }

    @Test func boxesAreShiftedIntoTheTallerCut() throws {
        // The text was read from an image whose rows start 10 px lower than the ink map's.
        var read = RecognizedText(characters: text("HAK").characters.map { c in
            var c = c
            c.box = c.box.map { PixelBox(x0: $0.x0, y0: $0.y0 - 10, x1: $0.x1, y1: $0.y1 - 10) }
            return c
        })
        #expect(UnreadAccents.doubt(&read, ink: try ink(letters: 3, marks: dotsOverSecond), offset: (0, 10)) == [1])
    }

    @Test func theFieldHoldingTheLetterSaysWhy() {
        var read = text("HAK")
        read.characters[1].confidence = UnreadAccents.confidence
        var fields = [ParsedField(value: "HAK", raw: "HAK", confidence: UnreadAccents.confidence, valid: true),
                      ParsedField(value: "K", raw: "K", confidence: 99, valid: true)]
        TemplateRecognizer.explain([1], in: read, fields: &fields, confidence: UnreadAccents.confidence, reason: UnreadAccents.reason)
        #expect(fields[0].reasons == [UnreadAccents.reason])
        #expect(fields[1].reasons.isEmpty)
    }

    @Test func aTinyMarkCountsInFaintInkOnly() {
        // A held-out licence photo (seed 94, the 48th: `SEÁN` read `SEAN` at 99, `valid`): the
        // acute above the A, 12 px capitals printed thin, left 1 and 2 pixels in the faint ink
        // four rows above the cap line (the line's top at row 42, its capitals 22 rows high).
        var rows = [Int](repeating: 0, count: 60)
        rows[37] = 1; rows[38] = 2
        for y in 43..<60 { rows[y] = 8 }
        #expect(UnreadAccents.hasMark(in: rows, capTop: 42, capHeight: 22, blur: 0, faint: true))
        #expect(!UnreadAccents.hasMark(in: rows, capTop: 42, capHeight: 22, blur: 0))
        // One row, or two pixels, is a speck.
        rows[37] = 0
        #expect(!UnreadAccents.hasMark(in: rows, capTop: 42, capHeight: 22, blur: 0, faint: true))
        rows[37] = 1; rows[38] = 1
        #expect(!UnreadAccents.hasMark(in: rows, capTop: 42, capHeight: 22, blur: 0, faint: true))
    }
}
