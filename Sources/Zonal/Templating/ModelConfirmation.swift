/// Whether two models' readings of one value agree on its letters. Tesseract's Latin model reads
/// a blurred, thin `L` as `C` at 97 (a payee `UTOPOCIS` on a slip photo, `valid`), where `eng`
/// reads the `L`; a second model's reading catches such a letter. The models differ in what they
/// know, though: `eng` has no `ß`, `ö` or `Ø` (`Weiß` comes back `Weif`, `Söhne` `S6hne`) and reads
/// `l` as `|`, so only a letter A–Z read as another letter A–Z counts as disagreement; a letter one
/// reading lost or a character outside A–Z does not, nor `l` for `I` (one glyph in many sans faces:
/// `S.r.l.` read `S.r.I.` on a clean slip).
enum ModelConfirmation {
    /// The first place, in `first`, where `second` (aligned by edit distance) has another letter
    /// A–Z (case aside), with the two letters; nil when they agree on every letter both read.
    static func differingLetter(_ first: String, _ second: String) -> (index: Int, first: Character, second: Character)? {
        let a = Array(first), b = Array(second)
        // The last substitution found walking back is the first in the text.
        return EditDistance.substitutions(a, b).last { i, j in
            isPlainLetter(a[i]) && isPlainLetter(b[j]) && a[i].uppercased() != b[j].uppercased() && Set([a[i], b[j]]) != ["l", "I"]
        }.map { i, j in (i, a[i], b[j]) }
    }

    private static func isPlainLetter(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return false }
        return (65...90).contains(ascii) || (97...122).contains(ascii)
    }

    static func reason(model: String, _ difference: (index: Int, first: Character, second: Character)) -> String {
        "read with the \(model) model, character \(difference.index + 1) is '\(difference.second)', not '\(difference.first)'"
    }
}
