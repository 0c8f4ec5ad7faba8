extension RegexParser {
    /// A mod 97 match that fails its check, changed so that it passes: one character the OCR
    /// doubted (`fixableConfidence`) replaced by its second choice, or a doubled glyph read once
    /// (a blurred glyph read twice, `RF55460…` for `RF5460…`), when exactly one such change makes
    /// the match pass and still fit the pattern. Mod 97 catches every single wrong character, and
    /// a change passing it by chance (1 in 97 each) is unlikely with the few a reading offers;
    /// two passing is no answer. Still the change is a guess the check digits agree with, not a
    /// reading, and a reference's length is free (an IBAN's is the country's), so the value is
    /// reported but not valid, at most `IBANParser.rivalConfidence`. On 400 generated slip photos
    /// (seeds 32–35) it gave 11 references right and none wrong; with confident characters'
    /// second choices tried too, 2 of 13 came out wrong. A change that puts a 0 first after the
    /// check digits is not taken unless the value is printed in groups of four (mod 97 cannot
    /// count leading zeros).
    func mod97Fix(_ match: TextPattern.Match, source: String, in text: RecognizedText) -> ParsedField? {
        let characters = Array(source)
        let range = match.range.clamped(to: characters.indices)
        var fixes: [(value: String, reason: String, components: [String: String])] = []
        func consider(_ changed: [Character], _ reason: String) {
            let value = String(changed)
            guard Self.passesMod97(value), !(Self.leadsWithZero(value) && !Self.groupedInFours(value)),
                  let whole = pattern.matches(in: value).first, whole.text == value else { return }
            fixes.append((value, reason, whole.named))
        }
        let read = Array(characters[range])
        for (offset, index) in range.enumerated() {
            let c = read[offset]
            guard c.isLetter || c.isNumber else { continue }
            if let character = text.characters[safe: index], character.confidence <= Self.fixableConfidence,
               let rival = character.rival.map(TextNormalization.uppercased) {
                let replacement = readAs[rival] ?? rival
                if replacement != c, replacement.isASCII, replacement.isLetter || replacement.isNumber,
                   ocrNeeds.characters?.contains(replacement) ?? true {
                    var changed = read
                    changed[offset] = replacement
                    consider(changed, "read '\(c)' as OCR's second choice '\(replacement)' at position \(offset + 1), which alone makes the check digits agree (mod 97)")
                }
            }
            // The same doubled pair once, however it is cut.
            if offset >= 1, read[offset - 1] == c, !(offset >= 2 && read[offset - 2] == c) {
                var changed = read
                changed.remove(at: offset)
                consider(changed, "read the doubled '\(c)' at position \(offset + 1) once, which alone makes the check digits agree (mod 97)")
            }
        }
        guard fixes.count == 1, let fix = fixes.first else { return nil }
        var field = rivalsWeighed(text).field(fix.value, span: match.range, valid: false, reasons: [fix.reason], components: fix.components)
        field.confidence = min(field.confidence, IBANParser.rivalConfidence)
        return field
    }

    /// A character whose second choice may be tried: one the OCR doubted, its rival having taken
    /// a quarter of its confidence or more. (The two wrong fixes on the slip photos changed
    /// characters read at 84 and 98.)
    static let fixableConfidence = 75.0
}
