/// What stands apart after a value: a photo's noise, guilloche or a box's frame inside the
/// region, read as a letter or two after a wide gap (`Gemeinde Zenith⇥E⇥E`, `Müller & Söhne KG⇥B`
/// on payment-slip photos: 10 of the 44 wrong payees of four sets). Dropped before the parsers
/// see the line. The glyph before them is not doubted: the gap parts them (as `EdgeCutGlyphs`
/// does not doubt the glyph before a word it drops after a wide gap).
enum GapStrays {
    /// A stray word has at most this many letters, and no digit (a number after a gap, as in
    /// `PRÉFECTURE⇥69`, is part of the value).
    static let strayLength = 2

    /// Drops, at the end of each line, the words after a wide gap (Tesseract's tab) that have at
    /// most `strayLength` letters and no digit, while a word stays before them. Returns whether
    /// it dropped any.
    @discardableResult
    static func drop(_ text: inout RecognizedText) -> Bool {
        let chars = text.characters
        var removed = Set<Int>()
        for line in text.spans(splitAt: ["\n"]) {
            var words = text.words(in: line)
            while words.count >= 2, let last = words.last {
                let before = words[words.count - 2]
                let wide = chars[before.upperBound..<last.lowerBound].contains { $0.character == "\t" }
                guard wide, !chars[last].contains(where: { $0.character.isNumber }),
                      chars[last].filter({ $0.character.isLetter }).count <= strayLength else { break }
                removed.formUnion(before.upperBound..<last.upperBound)
                words.removeLast()
            }
        }
        guard !removed.isEmpty else { return false }
        text.characters = chars.indices.filter { !removed.contains($0) }.map { chars[$0] }
        return true
    }
}
