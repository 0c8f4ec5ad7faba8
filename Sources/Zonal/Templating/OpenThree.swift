/// A `5` or `8` read as `3`. Blurred and thickened, a `5`'s corner and an `8`'s upper bowl
/// close towards a `3`'s outline, and the binarised and darkened readings of a region (which
/// thicken the print) read a card access number's first `5` or `8` as `3` where the grey reading
/// read it right (`535519` as `335519`: 6 of 7 such values on nine generated ID-front photo sets),
/// outvoting it (`readDarkened`). A `3` is open on its left above its middle; a `5` has its stem
/// there and an `8` its upper bowl, so the grey region's ink there settles which reading to keep.
enum OpenThree {
    /// Rows of the glyph (share of its height, from its top) where a `3` is open on its left.
    static let rows = 0.25...0.4
    /// Columns of the glyph (share of its width, from its left) looked at in those rows.
    static let columns = 0.25
    /// A `3`'s left side there holds less ink than this share of the window.
    static let leastInk = 0.2

    static let reason = "the first reading kept: where another reading read a 3, the print is closed on its left as a 5 or 8 is, not open as a 3 is"

    /// Whether the glyph has ink on its left in a `3`'s opening; nil for a glyph too small to tell.
    static func closedOnLeft(_ glyph: PixelBox, ink: InkMap) -> Bool? {
        guard glyph.height >= 10, glyph.width >= 5 else { return nil }
        let y0 = glyph.y0 + Int(Double(glyph.height) * rows.lowerBound), y1 = glyph.y0 + Int(Double(glyph.height) * rows.upperBound)
        let x1 = glyph.x0 + max(1, Int(Double(glyph.width) * columns))
        var inked = 0, all = 0
        for y in y0...y1 where y < ink.height {
            for x in glyph.x0..<x1 where x < ink.width {
                all += 1
                if ink[x, y] { inked += 1 }
            }
        }
        return all > 0 ? Double(inked) >= leastInk * Double(all) : nil
    }

    /// Whether `first` (the grey reading's value, read from `raw` in `text`) should be kept
    /// against `other`: they differ only where `other` has a `3` and `first` a `5` or `8`, and each
    /// such glyph of the first reading is closed on its left. A text box (x, y) is at
    /// (x + offset.x, y + offset.y) in the map `ink` makes, asked for only when the values differ so.
    static func keepsFirst(_ first: String, raw: String, in text: RecognizedText, against other: String, ink makeInk: () throws -> InkMap,
                           offset: (x: Int, y: Int)) rethrows -> Bool {
        let a = Array(first), b = Array(other)
        guard a.count == b.count, a != b, raw == first else { return false }
        let differing = a.indices.filter { a[$0] != b[$0] }
        guard differing.allSatisfy({ b[$0] == "3" && (a[$0] == "5" || a[$0] == "8") }) else { return false }
        guard let offsets = text.offsets(of: raw), offsets.count == a.count else { return false }
        let ink = try makeInk()
        return differing.allSatisfy { position in
            guard let box = text.characters[offsets.lowerBound + position].box,
                  let glyph = ink.glyph(around: box.offset(by: offset)) else { return false }
            return closedOnLeft(glyph, ink: ink) == true
        }
    }
}
