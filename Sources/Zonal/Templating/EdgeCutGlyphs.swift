/// Glyphs the region's edge cut through. A value printed past the end of its region loses part
/// of its last letter, and Tesseract reads what is left as another letter at 98
/// (`…KONSTANTINIDOU` cut through its `U`, read `…KONSTANTINIDOL`: the one `valid` result with a
/// wrong mandatory field on bench-id seed 5059), so a glyph touching the left or right edge of
/// the cut is doubted.
enum EdgeCutGlyphs {
    /// A doubted glyph's confidence: under the default `minConfidence` (60).
    static let confidence = 40.0
    static let reason = "a letter at the edge of the region, which may cut it or a letter after it"

    /// Lowers the confidence of every character whose box reaches within `tolerance` pixels of
    /// the cut's left or right edge; the cut lies at `margin…margin + width` in the boxes'
    /// coordinates (the padded image that was read). Returns their indices.
    static func doubt(_ text: inout RecognizedText, margin: Int, width: Int, tolerance: Int = 1) -> [Int] {
        var doubted: [Int] = []
        for index in text.characters.indices {
            guard let box = text.characters[index].box, !text.characters[index].character.isWhitespace else { continue }
            guard box.x0 <= margin + tolerance || box.x1 >= margin + width - tolerance else { continue }
            text.doubt(index, to: confidence)
            doubted.append(index)
        }
        return doubted
    }
}
