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
}
