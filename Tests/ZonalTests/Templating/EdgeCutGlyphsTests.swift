import Testing
@testable import Zonal

/// A glyph at the edge of a region may be cut by it (`…DOU` cut through its `U` read `…DOL` at
/// 98): `EdgeCutGlyphs` doubts it; glyphs inside the region keep their confidence.
@Suite struct EdgeCutGlyphsTests {
    /// A padded cut: the region lies at x 10…110 of the image that was read.
    static let margin = 10, width = 100

    func text(_ boxes: [(Character, Int, Int)]) -> RecognizedText {
        RecognizedText(characters: boxes.map { .init($0.0, confidence: 98, box: PixelBox(x0: $0.1, y0: 10, x1: $0.2, y1: 30)) })
    }

    @Test func glyphsTouchingEitherEdgeAreDoubted() {
        var read = text([("D", 10, 22), ("O", 40, 52), ("L", 98, 110)])
        #expect(EdgeCutGlyphs.doubt(&read, margin: Self.margin, width: Self.width) == [0, 2])
        #expect(read.characters.map(\.confidence) == [EdgeCutGlyphs.confidence, 98, EdgeCutGlyphs.confidence])
        #expect(read.characters[2].unrivalledConfidence == EdgeCutGlyphs.confidence)
    }

    @Test func glyphsWithPaperBesideThemKeepTheirConfidence() {
        var read = text([("D", 14, 26), ("O", 40, 52), ("U", 90, 104)])
        #expect(EdgeCutGlyphs.doubt(&read, margin: Self.margin, width: Self.width).isEmpty)
        #expect(read.characters.allSatisfy { $0.confidence == 98 })
    }

    @Test func givenTextWithoutBoxesIsLeftAlone() {
        var read = RecognizedText("DOL")
        #expect(EdgeCutGlyphs.doubt(&read, margin: 0, width: 1).isEmpty)
    }

    @Test func theFieldHoldingTheGlyphSaysWhy() throws {
        var read = text([("D", 40, 52), ("L", 98, 110)])
        let doubted = EdgeCutGlyphs.doubt(&read, margin: Self.margin, width: Self.width)
        var fields = [try RegexParser(pattern: "[A-Z]+").parse(read)]
        #expect(fields[0].confidence == EdgeCutGlyphs.confidence)
        TemplateRecognizer.explain(doubted, in: read, fields: &fields, confidence: EdgeCutGlyphs.confidence, reason: EdgeCutGlyphs.reason)
        #expect(fields[0].reasons.contains(EdgeCutGlyphs.reason))
    }

    /// Glyphs at x positions (`nil` for a separator, which has no box), each 8 pixels wide.
    func line(_ glyphs: [(Character, Int?)]) -> RecognizedText {
        RecognizedText(characters: glyphs.map { g in
            .init(g.0, confidence: 98, box: g.1.map { PixelBox(x0: $0, y0: 10, x1: $0 + 8, y1: 30) })
        })
    }

    /// `NORSK N`: the `N` is a neighbour's letter the right edge (x 110) cut; dropped, and the `K`
    /// doubted, since a cut word of the value could look the same.
    @Test func aShortWordAtTheEdgeIsDroppedAndTheValueDoubted() {
        var read = line([("N", 30), ("O", 40), ("R", 50), ("S", 60), ("K", 70), (" ", nil), ("N", 102)])
        #expect(EdgeCutGlyphs.dropStrays(&read, margin: Self.margin, width: Self.width) == [4])
        #expect(read.text == "NORSK")
        #expect(read.characters.map(\.confidence) == [98, 98, 98, 98, EdgeCutGlyphs.confidence])
    }

    /// A frame line read `|` beside the value, or a letter a wide gap (a tab) sets apart, is no
    /// part of it: dropped, and the value keeps its confidence.
    @Test func aMarkOrAWordSetApartIsDroppedWithoutDoubt() {
        var mark = line([("B", 50), ("E", 60), ("R", 70), (" ", nil), ("|", 102)])
        #expect(EdgeCutGlyphs.dropStrays(&mark, margin: Self.margin, width: Self.width).isEmpty)
        #expect(mark.text == "BER" && mark.characters.allSatisfy { $0.confidence == 98 })
        var apart = line([("B", 50), ("E", 60), ("R", 70), ("\t", nil), ("J", 102)])
        #expect(EdgeCutGlyphs.dropStrays(&apart, margin: Self.margin, width: Self.width).isEmpty)
        #expect(apart.text == "BER")
    }

    /// A word of frame marks only, at either end of a line, is a box's frame inside the region
    /// wherever it stands (a slip photo's payee `| Glaserei Brandt GmbH`); between words it stays.
    @Test func aFrameMarkWordAwayFromTheEdgeIsDroppedToo() {
        var read = line([("|", 30), (" ", nil), ("G", 50), ("L", 60), (" ", nil), ("|", 75), (" ", nil), ("A", 85), ("]", 95)])
        #expect(EdgeCutGlyphs.dropStrays(&read, margin: Self.margin, width: Self.width).isEmpty)
        #expect(read.text == "GL | A]")
        #expect(read.characters.allSatisfy { $0.confidence == 98 })
        var closing = line([("G", 50), ("L", 60), (" ", nil), ("_", 80)])
        #expect(EdgeCutGlyphs.dropStrays(&closing, margin: Self.margin, width: Self.width).isEmpty)
        #expect(closing.text == "GL")
    }

    /// `[STADT`: a frame mark fixed to the first word at the left edge (x 10) is dropped; the `S`
    /// it touched is doubted. A second line is cleaned on its own.
    @Test func aFrameMarkFixedToTheValueIsDroppedAndItsNeighbourDoubted() {
        var read = line([("[", 10), ("S", 20), ("T", 30), (" ", nil), ("Z", 50), ("\n", nil), ("A", 30), ("B", 40), ("|", 103)])
        #expect(EdgeCutGlyphs.dropStrays(&read, margin: Self.margin, width: Self.width) == [0, 6])
        #expect(read.text == "ST Z\nAB")
        #expect(read.characters[0].confidence == EdgeCutGlyphs.confidence && read.characters[6].confidence == EdgeCutGlyphs.confidence)
    }

    /// A later reading of a region (binarised, smaller, darkened) is cleaned as the first is: a
    /// frame mark before the value and letters a wide gap sets apart after it are left out. A
    /// short word at the edge stays in it (`DE LA`): it may be the word the first reading lost.
    @Test func aLaterReadingIsCleanedAsTheFirstIs() {
        let read = line([("|", 30), (" ", nil), ("G", 50), ("L", 60), ("\t", nil), ("E", 80)])
        let cleaned = TemplateRecognizer.withoutStrays(read, margin: Self.margin, width: Self.width)
        #expect(cleaned.text == "GL")
        #expect(cleaned.characters.allSatisfy { $0.confidence == 98 })
        let name = line([("D", 10), ("E", 20), (" ", nil), ("L", 40), ("A", 50)])
        #expect(TemplateRecognizer.withoutStrays(name, margin: Self.margin, width: Self.width).text == "DE LA")
        var first = name
        _ = EdgeCutGlyphs.dropStrays(&first, margin: Self.margin, width: Self.width)
        #expect(first.text == "LA")
    }

    /// A long word at the edge (the value running past it), a lone word, and a short word with
    /// paper between it and the edge all stay.
    @Test func theValueItselfStays() {
        var long = line([("A", 30), (" ", nil), ("B", 60), ("C", 70), ("D", 80), ("E", 102)])
        #expect(EdgeCutGlyphs.dropStrays(&long, margin: Self.margin, width: Self.width).isEmpty)
        #expect(long.text == "A BCDE")
        var lone = line([("M", 102)])
        #expect(EdgeCutGlyphs.dropStrays(&lone, margin: Self.margin, width: Self.width).isEmpty)
        #expect(lone.text == "M")
        var inside = line([("A", 30), ("N", 40), (" ", nil), ("M", 80)])
        #expect(EdgeCutGlyphs.dropStrays(&inside, margin: Self.margin, width: Self.width).isEmpty)
        #expect(inside.text == "AN M")
    }
}
