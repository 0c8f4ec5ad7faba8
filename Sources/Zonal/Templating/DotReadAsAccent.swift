import Foundation

/// An `i` whose dot the reading took for an accent. The Latin model reads a blurred `i` as `í` at
/// 97 (a payment slip photo's payee `Bergbahnen Zenith AG` read `Zeníth`, `valid`): a dot is as
/// wide as the stem under it, an acute, a grave, a circumflex or a diaeresis is wider, so a mark
/// no wider than the stem makes the accented letter doubtful.
enum DotReadAsAccent {
    /// A doubted letter's confidence: under the default `minConfidence` (60).
    static let confidence = 40.0
    static let reason = "a dot above an i that the reading has an accent for"
    /// The accented letters whose plain form has a dot where the accent is.
    static let dotted: Set<Character> = ["í", "ì", "î", "ï"]
    /// How much wider than the stem a dot may be. Of 105 plain `i`s on slip photos (4 seeds),
    /// 91 measured within this and a pixel of the stem's centre; drawn acutes and graves at
    /// the slip's size (x-height 17–24 px) measure 1.5–2 stems wide or lean 1.5 px or more.
    static let dotMargin = 1.35
    /// How far a dot's centre may lie from the stem's, in pixels.
    static let dotOffCentre = 1.0

    /// Lowers the confidence of every `í`, `ì`, `î`, `ï` whose mark is a dot; returns their indices.
    /// `ink` is the region with room above it: a text box (x, y) is at (x + offset.x, y + offset.y) there.
    static func doubt(_ text: inout RecognizedText, ink: InkMap, offset: (x: Int, y: Int)) -> [Int] {
        text.doubt(dotted, to: confidence) { box in box.flatMap { measure($0.offset(by: offset), ink: ink) }?.isDot == true }
    }

    /// What is measured of an accented `i`: the widths of its mark and of its stem, and how far
    /// the mark's centre lies from the stem's, in pixels.
    struct Measure: Equatable {
        var mark: Int
        var stem: Int
        var offCentre: Double

        /// A dot: no wider than the stem (with `dotMargin`) and over its middle (an acute or a
        /// grave leans to one side; each of a diaeresis's dots stands off the stem).
        var isDot: Bool { Double(mark) <= Double(stem) * dotMargin && offCentre <= dotOffCentre }
    }

    /// The mark above the letter in `box` and the stem under it; nil when the letter cannot be
    /// judged: no ink, letters run together, or no mark parted from the stem by paper (blur joins them).
    static func measure(_ box: PixelBox, ink: InkMap) -> Measure? {
        guard let stem = ink.glyph(around: box), stem.height >= 6 else { return nil }
        // The stem over its middle rows (serifs at its ends are wider): median width and centre.
        let middle = (stem.y0 + stem.height * 3 / 10)..<(stem.y0 + stem.height * 7 / 10)
        let runs = middle.compactMap { y -> (width: Int, centre: Double)? in
            let inked = (stem.x0..<stem.x1).filter { ink[$0, y] }
            guard let first = inked.first, let last = inked.last else { return nil }
            return (inked.count, Double(first + last + 1) / 2)
        }
        guard !runs.isEmpty else { return nil }
        let stemWidth = runs.map(\.width).sorted()[runs.count / 2], stemCentre = runs.map(\.centre).sorted()[runs.count / 2]
        // The mark: the first inked rows above the stem, parted from it by paper, within a stem's
        // height above; its extent, the run of inked columns it makes over those rows.
        guard let rows = ink.markRows(above: stem), rows.count >= 2 else { return nil }
        let columns = ink.columnProfile(y0: rows.lowerBound, y1: rows.upperBound + 1)
        guard var x0 = (stem.x0..<stem.x1).first(where: { columns[$0] > 0 }) else { return nil }
        var x1 = x0
        while x0 > 0, columns[x0 - 1] > 0 { x0 -= 1 }
        while x1 < columns.count - 1, columns[x1 + 1] > 0 { x1 += 1 }
        return Measure(mark: x1 - x0 + 1, stem: stemWidth, offCentre: abs(Double(x0 + x1 + 1) / 2 - stemCentre))
    }
}
