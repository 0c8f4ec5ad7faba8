import Foundation

/// A capital read with a macron. Blurred, a circumflex, a caron, a diaeresis or a tilde all
/// spread into a bar, and the Latin model reads it as a macron at 99 (`INÊS` read `INĒS` on an
/// ID-front photo). A macron is a straight bar: where the mark above the letter does not measure
/// as one (solid, its top and bottom edges level, at least a third of the letter's width), or
/// cannot be measured, the letter is doubtful.
enum MacronMarks {
    /// A doubted letter's confidence: under the default `minConfidence` (60).
    static let confidence = 40.0
    static let reason = "a mark above a capital that the reading has a macron for, and that is not a straight bar"
    static let letters: Set<Character> = ["Ā", "Ē", "Ī", "Ō", "Ū", "Ȳ"]
    /// How many pixels a bar's top or bottom edge may wander over its middle columns.
    static let levelTolerance = 1

    /// Lowers the confidence of every capital with a macron whose mark is not a straight bar;
    /// returns their indices. `ink` is the region with room above it: a text box (x, y) is at
    /// (x + offset.x, y + offset.y) there.
    ///
    /// With `grey` (the region `ink` was read from), a bar whose middle is paler than its ends is
    /// doubted too: a diaeresis blurred and cut at the region's top joins into one level mark, but
    /// its two dots still show as two darker ends (`JÜRGEN` read `JŪRGEN` at 99, `valid`, on an
    /// ID-front photo, seed 95 #4).
    static func doubt(_ text: inout RecognizedText, ink: InkMap, grey: Image? = nil, offset: (x: Int, y: Int)) -> [Int] {
        text.doubt(letters, to: confidence) { box in
            guard let box = box?.offset(by: offset), let mark = measure(above: box, ink: ink), mark.isBar else { return true }
            return grey.map { isTwoDots(mark, ink: ink, grey: $0) } ?? false
        }
    }

    /// How much paler than the lesser of its two darkest points a mark may be between them and
    /// still be one bar: a macron's ink is even along it (the blurred diaeresis of seed 95 #4 dips
    /// to 0.86 between its dots).
    static let dipShare = 0.9

    /// Whether the mark above the letter in `box` is two marks run together: its columns' summed
    /// darkness (255 − grey over the mark's rows) has its darkest column in each half, and a
    /// column between them paler than `dipShare` of the lesser.
    static func isTwoDots(_ mark: Measure, ink: InkMap, grey: Image) -> Bool {
        guard grey.channels == 1, grey.width == ink.width, grey.height == ink.height, let pixels = grey.pixels,
              mark.columns.count >= 6 else { return false }
        let stride = grey.stride, rows = mark.rows
        let darkness = mark.columns.map { x in rows.reduce(0.0) { $0 + 255 - Double(pixels[$1 * stride + x]) } }
        let half = darkness.count / 2
        guard let left = darkness.indices.prefix(half).max(by: { darkness[$0] < darkness[$1] }),
              let right = darkness.indices.dropFirst(half).max(by: { darkness[$0] < darkness[$1] }),
              let dip = darkness[left...right].min() else { return false }
        return dip < dipShare * min(darkness[left], darkness[right])
    }

    /// The diaeresis form of each macron letter.
    static let diaeresisForms: [Character: Character] = ["Ā": "Ä", "Ē": "Ë", "Ī": "Ï", "Ō": "Ö", "Ū": "Ü", "Ȳ": "Ÿ"]
    static let dotsReason = "a mark above a capital that the reading has a macron for, and whose grey shows two dots: read as a diaeresis"

    /// Of the `doubted` macron letters, those whose mark's grey shows two dots (`isTwoDots`) are
    /// given the diaeresis: the mark measured is the better evidence than the model's bar (`JŪRGEN`
    /// at 40 for `JÜRGEN`, `BJŌRN` for `BJÖRN`, `KRĀMER` for `KRÄMER` on ID-front and licence
    /// photos). They stay doubted: a guess from the mark, not a reading to trust. Returns the
    /// indices changed.
    static func readDots(_ text: inout RecognizedText, doubted: [Int], ink: InkMap, grey: Image, offset: (x: Int, y: Int)) -> [Int] {
        var changed: [Int] = []
        for index in doubted {
            guard let form = diaeresisForms[text.characters[index].character], let box = text.characters[index].box?.offset(by: offset),
                  isTwoDots(above: box, ink: ink, grey: grey) else { continue }
            text.characters[index].character = form
            changed.append(index)
        }
        return changed
    }

    /// `isTwoDots` of the mark above the letter in `box` (false when there is none to measure).
    static func isTwoDots(above box: PixelBox, ink: InkMap, grey: Image) -> Bool {
        measure(above: box, ink: ink).map { isTwoDots($0, ink: ink, grey: grey) } ?? false
    }

    /// What is measured of the mark above a letter: its width and the letter's, how far its top
    /// and bottom edges wander over its middle columns, and whether its columns are all inked;
    /// and where it lies (its first to last inked column, and its rows).
    struct Measure: Equatable {
        var columns: ClosedRange<Int>
        var rows: ClosedRange<Int>
        var letterWidth: Int
        var topSpread: Int
        var bottomSpread: Int
        var solid: Bool

        var width: Int { columns.count }

        /// A straight bar: solid, at least a third of the letter's width, its edges level within
        /// `levelTolerance` (a circumflex peaks, a caron dips, a diaeresis's two dots leave a
        /// gap or a waist).
        var isBar: Bool {
            solid && 3 * width >= letterWidth && topSpread <= levelTolerance && bottomSpread <= levelTolerance
        }
    }

    static func isBar(above box: PixelBox, ink: InkMap) -> Bool { measure(above: box, ink: ink)?.isBar ?? false }

    /// The mark above the letter in `box`, over the middle 80% of its columns; nil when there is
    /// none parted from the letter by paper (blur joins them) or the letter cannot be found.
    static func measure(above box: PixelBox, ink: InkMap) -> Measure? {
        guard let letter = ink.glyph(around: box), letter.height >= 6, letter.width >= 4 else { return nil }
        guard let markRows = ink.markRows(above: letter) else { return nil }
        // Each column's topmost and bottommost ink within the mark's rows.
        let edges = (letter.x0..<letter.x1).compactMap { x -> (x: Int, top: Int, bottom: Int)? in
            let rows = markRows.filter { ink[x, $0] }
            guard let first = rows.first, let last = rows.last else { return nil }
            return (x, first, last)
        }
        guard let left = edges.first?.x, let right = edges.last?.x else { return nil }
        let trim = edges.count / 10
        let middle = edges[trim..<(edges.count - trim)]
        guard let highTop = middle.map(\.top).min(), let lowTop = middle.map(\.top).max(),
              let highBottom = middle.map(\.bottom).min(), let lowBottom = middle.map(\.bottom).max() else { return nil }
        return Measure(columns: left...right, rows: markRows, letterWidth: letter.width, topSpread: lowTop - highTop,
                       bottomSpread: lowBottom - highBottom, solid: edges.count == right - left + 1)
    }
}
