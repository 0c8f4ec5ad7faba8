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

    /// A stray word is at most this long: a neighbour's letter or two, or a frame line's `|`.
    static let strayWordLength = 2
    /// Marks that the edge of a region makes of a frame line or a rule beside the value.
    static let frameMarks: Set<Character> = ["|", "[", "]", "{", "}", "_", "\\"]

    /// Drops what the region's edge cut out of print beside the value: at either end of a line, a
    /// word of at most `strayWordLength` characters or one without a letter or digit (`N` after
    /// `NORSK`, `|` after an authority), or a `frameMarks` mark fixed to the first or last word
    /// (`[STADT`), whose outer glyph touches the edge (within `tolerance` pixels, as in `doubt`);
    /// and there a word of frame marks only, wherever it stands (a box's frame inside the region:
    /// a slip photo's payee `| Glaserei Brandt GmbH`).
    /// The glyph left outermost is doubted where the value may go on past the edge (see
    /// `cutWordMayFollow`), and next to a dropped mark. Without `shortWords`, a word of letters or
    /// digits stays however short. Returns the doubted indices (after the drop).
    static func dropStrays(_ text: inout RecognizedText, margin: Int, width: Int, tolerance: Int = 1, shortWords: Bool = true) -> [Int] {
        let chars = text.characters
        func touches(_ index: Int, left: Bool) -> Bool {
            guard let box = chars[index].box else { return false }
            return left ? box.x0 <= margin + tolerance : box.x1 >= margin + width - tolerance
        }
        func hasLetterOrDigit(_ word: Range<Int>) -> Bool { chars[word].contains { $0.character.isLetter || $0.character.isNumber } }
        func stray(_ word: Range<Int>, left: Bool) -> Bool {
            touches(left ? word.lowerBound : word.upperBound - 1, left: left) && (shortWords && word.count <= strayWordLength || !hasLetterOrDigit(word))
                || chars[word].allSatisfy { frameMarks.contains($0.character) }
        }
        // A dropped word of letters or digits may be the start of one the edge cut: the glyph
        // before it is doubted unless a wide gap (Tesseract's tab) set the two apart. A mark set
        // apart (`|`, `.`) is no cut word.
        func cutWordMayFollow(_ word: Range<Int>, gap: Int) -> Bool {
            chars[gap].character != "\t" && hasLetterOrDigit(word)
        }
        var removed = Set<Int>(), ends = Set<Int>()
        for line in text.spans(splitAt: ["\n"]) {
            var words = text.words(in: line)
            if words.count >= 2, let last = words.last, stray(last, left: false) {
                let before = words[words.count - 2]
                removed.formUnion(before.upperBound..<last.upperBound)
                if cutWordMayFollow(last, gap: before.upperBound) { ends.insert(before.upperBound - 1) }
                words.removeLast()
            }
            if words.count >= 2, let first = words.first, stray(first, left: true) {
                removed.formUnion(first.lowerBound..<words[1].lowerBound)
                if cutWordMayFollow(first, gap: words[1].lowerBound - 1) { ends.insert(words[1].lowerBound) }
                words.removeFirst()
            }
            guard var first = words.first, var last = words.last else { continue }
            while first.count > 1, frameMarks.contains(chars[first.lowerBound].character), touches(first.lowerBound, left: true) {
                removed.insert(first.lowerBound)
                first = (first.lowerBound + 1)..<first.upperBound
                if first.upperBound == last.upperBound { last = first }
            }
            while last.count > 1, frameMarks.contains(chars[last.upperBound - 1].character), touches(last.upperBound - 1, left: false) {
                removed.insert(last.upperBound - 1)
                last = last.lowerBound..<(last.upperBound - 1)
                if first.lowerBound == last.lowerBound { first = last }
            }
            // The glyph a mark was fixed to may be cut too.
            if first.lowerBound > line.lowerBound, removed.contains(first.lowerBound - 1), !chars[first.lowerBound - 1].character.isWhitespace {
                ends.insert(first.lowerBound)
            }
            if last.upperBound < line.upperBound, removed.contains(last.upperBound), !chars[last.upperBound].character.isWhitespace {
                ends.insert(last.upperBound - 1)
            }
        }
        guard !removed.isEmpty else { return [] }
        var kept: [RecognizedText.Character] = [], doubted: [Int] = []
        for index in chars.indices where !removed.contains(index) {
            if ends.contains(index) { doubted.append(kept.count) }
            kept.append(chars[index])
        }
        text.characters = kept
        for index in doubted { text.doubt(index, to: confidence) }
        return doubted
    }
}
