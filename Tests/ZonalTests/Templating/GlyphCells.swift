import Testing
@testable import Zonal

/// Glyphs drawn left to right, each in a cell of its own, and "read" as `reading` with the box of
/// each cell's ink: what the checks of the Latin model's letters are given.
enum GlyphCells {
    static func read(_ glyphs: [String], as reading: String, size: Double, blur: Double, font: Font, cell: Int, baseline: Double,
                     confidence: Double) throws -> (RecognizedText, InkMap) {
        let (text, ink, _) = try readWithGrey(glyphs, as: reading, size: size, blur: blur, font: font, cell: cell, baseline: baseline, confidence: confidence)
        return (text, ink)
    }

    /// `read`, and the grey image the ink was read from.
    static func readWithGrey(_ glyphs: [String], as reading: String, size: Double, blur: Double, font: Font, cell: Int, baseline: Double,
                             confidence: Double) throws -> (RecognizedText, InkMap, Image) {
        let canvas = try Canvas(width: cell * glyphs.count + 20, height: Int(size * 2), color: RGB(gray: 235))
        for (i, glyph) in glyphs.enumerated() {
            try canvas.text(glyph, font: font, x: Double(10 + i * cell), baseline: baseline, size: size, color: RGB(gray: 20))
        }
        if blur > 0 { try canvas.blur(sigma: blur) }
        let grey = try canvas.image().grayscale()
        let ink = try InkMap(grey)
        let characters = Array(reading).enumerated().map { i, c -> RecognizedText.Character in
            let x0 = 10 + i * cell, x1 = x0 + cell
            let columns = ink.columnProfile(y0: 0, y1: ink.height)[x0..<x1]
            let left = columns.firstIndex { $0 > 0 } ?? x0, right = (columns.lastIndex { $0 > 0 } ?? x1 - 1) + 1
            let rows = ink.verticalExtent(x0: left, x1: right, y0: 0, y1: ink.height) ?? (0, ink.height - 1)
            return .init(c, confidence: confidence, box: PixelBox(x0: left, y0: rows.top, x1: right, y1: rows.bottom + 1))
        }
        return (RecognizedText(characters: characters), ink, grey)
    }
}
