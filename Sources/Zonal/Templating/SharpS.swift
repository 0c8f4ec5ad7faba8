/// A `ß` read as a capital. Names printed in capitals keep their `ß` (`STRAUß`), and
/// Tesseract's Latin model reads it as `B` or `R` at up to 98 (two `valid` results with a wrong
/// surname on bench-id seed 6067). Those capitals' stems run straight up to the letter's top; a
/// `ß`'s stem bends into a round arch, so the leftmost full-height column of a `B`, `R` or `P`
/// whose ink starts well below the letter's top makes the letter doubtful.
enum SharpS {
    /// A doubted letter's confidence: under the default `minConfidence` (60).
    static let confidence = 40.0
    static let reason = "a letter with a rounded top left, as a ß has, read as a capital"
    static let letters: Set<Character> = ["B", "R", "P"]
    /// A stem: a column inked over this share of the letter's height (in its leftmost quarter).
    static let stemHeight = 0.7
    /// How far below the line's cap line the stem's ink may start (share of the capitals' height):
    /// a blurred stem's corner loses a pixel or two, a `ß`'s arch a fifth of the letter at 30 px;
    /// at 22 px, blurred (a low-resolution photo cut at 300 dpi), 3 px, which 0.15 let through
    /// (`STRAUß` read `STRAUB` at 79 on an ID-front photo).
    static let stemDrop = 0.12

    /// Lowers the confidence of every such letter; returns their indices. A text box (x, y) is at
    /// (x + offset.x, y + offset.y) in `ink`. The stem's start is measured from the letter's top,
    /// or from the line's cap line (the median top of its capitals' ink) when a speck of guilloche
    /// touching the letter raises its top well above the line.
    static func doubt(_ text: inout RecognizedText, ink: InkMap, offset: (x: Int, y: Int)) -> [Int] {
        var doubted: [Int] = []
        for line in text.spans(splitAt: ["\n"]) {
            var glyphs: [Int: PixelBox] = [:]
            for index in line where text.characters[index].character.isMRZLetter {
                guard let read = text.characters[index].box, read.width >= 6, read.height >= 10 else { continue }
                glyphs[index] = ink.glyph(around: read.offset(by: offset))
            }
            let tops = glyphs.values.map(\.y0).sorted(), heights = glyphs.values.map(\.height).sorted()
            guard tops.count >= 3 else { continue }
            let capTop = tops[tops.count / 2], capHeight = heights[heights.count / 2]
            for index in line where letters.contains(text.characters[index].character) {
                guard let glyph = glyphs[index] else { continue }
                // The stem is the glyph's left edge; a run of ink without one there is another
                // letter (an OCR box across two letters) and is not judged.
                let stems = (glyph.x0..<(glyph.x0 + max(2, glyph.width / 4))).compactMap { x -> Int? in
                    let inked = (glyph.y0..<glyph.y1).filter { ink[x, $0] }
                    return Double(inked.count) >= stemHeight * Double(glyph.height) ? inked.first : nil
                }
                // A `ß` reaches the cap line or a little above it; a letter reaching far higher
                // has something else touching it, and the cap line is its top.
                let top = Double(glyph.y0) >= Double(capTop) - 0.1 * Double(capHeight) ? glyph.y0 : capTop
                guard let stemTop = stems.first, Double(stemTop - top) > stemDrop * Double(capHeight) else { continue }
                text.doubt(index, to: confidence)
                doubted.append(index)
            }
        }
        return doubted
    }
}
