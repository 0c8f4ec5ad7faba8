import Testing
@testable import Zonal

/// A serial number printed down the margin puts a small digit beside each MRZ line, and a
/// document's edge against a dark table can show beside a line; the line's cells must start at
/// its first glyph and end at its last, not at those.
@Suite struct MarginMarkTests {
    /// A 40-row line image: ten 14×20 glyphs at a pitch of 21 from x = 40, plus `marks`
    /// (x0, x1, y0, y1) of ink.
    func line(marks: [(Int, Int, Int, Int)], width: Int = 280) throws -> InkMap {
        let height = 40
        var pixels = [UInt8](repeating: 255, count: width * height)
        func fill(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) {
            for y in y0..<y1 { for x in x0..<x1 { pixels[y * width + x] = 0 } }
        }
        for k in 0..<10 { fill(40 + 21 * k, 54 + 21 * k, 10, 30) }
        for m in marks { fill(m.0, m.1, m.2, m.3) }
        return try InkMap(Image.fromPixels(pixels, width: width, height: height, channels: 1))
    }

    @Test func aSmallDigitClearOfTheLineIsNotPartOfIt() throws {
        // A digit 9 px tall (under half the capital height), 12 px left of the first glyph.
        let geometry = try #require(MRZColumnMapper.geometry(of: line(marks: [(22, 28, 15, 24)])))
        #expect(abs(geometry.left - 40) <= 1)  // binarisation may take a pixel off an edge
    }

    @Test func aShortPieceTouchingTheFirstGlyphStays() throws {
        // Closer than a quarter of the capital height: it may be part of a broken first letter.
        let geometry = try #require(MRZColumnMapper.geometry(of: line(marks: [(33, 37, 15, 24)])))
        #expect(abs(geometry.left - 33) <= 1)
    }

    @Test func aTallMarkIsNotTrimmed() throws {
        // As tall as a capital: it may be the line's first letter, so the line starts there.
        let geometry = try #require(MRZColumnMapper.geometry(of: line(marks: [(20, 30, 10, 30)])))
        #expect(abs(geometry.left - 20) <= 1)
    }

    @Test func aTallPieceCutOffByAnEmptyStretchIsNotPartOfTheLine() throws {
        // A strip of the document's edge, full height, 32 px (1.6 capital heights) left of the
        // first glyph: an MRZ line has no empty cell, so it is not the line's first letter.
        let geometry = try #require(MRZColumnMapper.geometry(of: line(marks: [(4, 8, 8, 32)])))
        #expect(abs(geometry.left - 40) <= 1)
        // The same past the last glyph (which ends at 243).
        let right = try #require(MRZColumnMapper.geometry(of: line(marks: [(280, 286, 8, 32)], width: 300)))
        #expect(abs(right.right - 242) <= 1 && abs(right.left - 40) <= 1, "\(right)")
    }

    @Test func aWidePieceBeyondAGapStays() throws {
        // 35 px wide (over 1.5 capital heights), 32 px past the last glyph: more than an edge or
        // a mark, so the extent keeps it.
        let geometry = try #require(MRZColumnMapper.geometry(of: line(marks: [(275, 310, 10, 30)], width: 320)))
        #expect(abs(geometry.right - 309) <= 1, "\(geometry)")
    }
}
