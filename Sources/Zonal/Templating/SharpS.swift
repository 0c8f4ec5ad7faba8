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

    static let chosenReason = "a ß chosen by its shape for a B read after a vowel: Tesseract's Latin model reads a printed ß only as a capital"
    /// German writes `ß` only after a long vowel or a diphthong, never at a word's start.
    static let vowels: Set<Character> = ["A", "E", "I", "O", "U", "Ä", "Ö", "Ü"]
    /// The least a `ß`'s right side narrows at its middle, against its foot (share of the glyph's
    /// width): its top is a narrow arch over a wide lower bowl, where a `B`'s two bowls reach
    /// nearly as far. On seven generated photo sets, doubted `ß`s read `B` measured 0.20–0.37,
    /// doubted `B`s 0.00–0.16 (one at a word's start, where no `ß` can be, 0.37).
    static let leastWaist = 0.2

    /// Writes `ß` for each `B` among `doubted` (`doubt`'s indices) that follows a vowel in its
    /// word and narrows at its middle as a `ß` does; returns the indices changed. Tesseract's Latin
    /// model has a `ß` but never reads a printed one, not even alone and allowed nothing else
    /// (`STRAUß` read `STRAUB` in 14 of 17 names on ten generated photo sets), so the letter's
    /// shape is the only evidence there is. An `R` is not changed: it is the model's rarer misreading
    /// of a `ß`, and blurred `R`s are often doubted (`BJÖRN`, `GÖTEBORG`). The letters keep the
    /// doubt's confidence: the shape says which letter is likelier, not that it is right.
    static func choose(_ text: inout RecognizedText, doubted: [Int], ink: InkMap, offset: (x: Int, y: Int)) -> [Int] {
        var chosen: [Int] = []
        for index in doubted where index > 0 && text.characters[index].character == "B" {
            guard vowels.contains(text.characters[index - 1].character), let read = text.characters[index].box,
                  let glyph = ink.glyph(around: read.offset(by: offset)), waist(of: glyph, ink: ink) >= leastWaist else { continue }
            text.characters[index].character = "ß"
            chosen.append(index)
        }
        return chosen
    }

    /// How far the glyph's right side reaches at its foot (rows 60–95% down) beyond the least it
    /// reaches at its middle (rows 30–55%), as a share of its width.
    static func waist(of glyph: PixelBox, ink: InkMap) -> Double {
        let height = glyph.height
        guard height >= 8, glyph.width > 0 else { return 0 }
        func reach(_ y: Int) -> Int {
            (glyph.x0..<glyph.x1).last { ink[$0, y] }.map { $0 + 1 - glyph.x0 } ?? 0
        }
        func rows(_ from: Double, _ to: Double) -> ClosedRange<Int> {
            (glyph.y0 + Int(Double(height) * from))...(glyph.y0 + Int(Double(height) * to))
        }
        guard let middle = rows(0.3, 0.55).map(reach).min(), let foot = rows(0.6, 0.95).map(reach).max() else { return 0 }
        return Double(foot - middle) / Double(glyph.width)
    }
}
