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
        guard !a.isEmpty, !b.isEmpty else { return nil }
        // Edit distance table, then the alignment walked back from the end.
        var cost = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { cost[i][0] = i }
        for j in 0...b.count { cost[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let same = a[i - 1] == b[j - 1] ? 0 : 1
                cost[i][j] = min(cost[i - 1][j - 1] + same, cost[i - 1][j] + 1, cost[i][j - 1] + 1)
            }
        }
        var (i, j) = (a.count, b.count)
        var found: (index: Int, first: Character, second: Character)?
        while i > 0 && j > 0 {
            let same = a[i - 1] == b[j - 1] ? 0 : 1
            if cost[i][j] == cost[i - 1][j - 1] + same {
                if same == 1, isPlainLetter(a[i - 1]), isPlainLetter(b[j - 1]), a[i - 1].uppercased() != b[j - 1].uppercased(),
                   !(Set([a[i - 1], b[j - 1]]) == ["l", "I"]) {
                    found = (i - 1, a[i - 1], b[j - 1])
                }
                (i, j) = (i - 1, j - 1)
            } else if cost[i][j] == cost[i - 1][j] + 1 {
                i -= 1
            } else {
                j -= 1
            }
        }
        return found
    }

    private static func isPlainLetter(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return false }
        return (65...90).contains(ascii) || (97...122).contains(ascii)
    }

    static func reason(model: String, _ difference: (index: Int, first: Character, second: Character)) -> String {
        "read with the \(model) model, character \(difference.index + 1) is '\(difference.second)', not '\(difference.first)'"
    }
}
