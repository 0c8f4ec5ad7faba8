import Foundation

extension RegexParser {
    /// At most this many characters are swapped for their letter or digit twin to fit a code.
    static let maximumTwinSwaps = 2
    /// A value that fits only with swapped characters counts at most this (under the default
    /// `minConfidence` 60): offered, never `valid` on its own.
    static let swappedConfidence = 50.0

    /// `parse`'s last resort for a code (a pattern with `readAs`, no `mod97`) it found no value
    /// for: see `matchWithTwins`. A template asks for it only once every reading of the region
    /// came to nothing (a second reading finds the right value more often than a swap guesses it).
    public func fittingTwins(_ text: RecognizedText) -> ParsedField? {
        guard !readAs.isEmpty, !mod97 else { return nil }
        return matchWithTwins(patternText(text), in: text)
    }

    /// The value of a code (a pattern with `readAs`) that the reading misses by a letter read as
    /// its digit twin or the reverse (`ES24SW3E914` for the licence number `E524SW3E914`, whose
    /// second character is a digit; `412W15457` for `41ZW15457`): the fewest swaps
    /// (`MRZLookAlikes`' one-to-one twins, `S`↔`5`, `Z`↔`2`, `G`↔`6`…) inside a match that make
    /// it fit, when only one value fits with that few. Nil when none or several do.
    func matchWithTwins(_ source: String, in text: RecognizedText) -> ParsedField? {
        let characters = Array(source)
        func twin(_ c: Character) -> Character? { MRZLookAlikes.digitForLetter[c] ?? MRZLookAlikes.letterForDigit[c] }
        let swappable = characters.indices.filter { twin(characters[$0]) != nil }
        guard !swappable.isEmpty, swappable.count <= 16 else { return nil }
        var combos: [[Int]] = swappable.map { [$0] }
        for swaps in 1...min(Self.maximumTwinSwaps, swappable.count) {
            if swaps > 1 {
                combos = combos.flatMap { combo in swappable.filter { $0 > combo.last ?? -1 }.map { combo + [$0] } }
            }
            var found: [String: TextPattern.Match] = [:]
            for combo in combos {
                var candidate = characters
                for index in combo { candidate[index] = twin(characters[index]) ?? characters[index] }
                for match in pattern.matches(in: String(candidate)) where !match.range.isEmpty && combo.allSatisfy(match.range.contains) {
                    found[match.text] = match
                }
            }
            guard !found.isEmpty else { continue }
            guard found.count == 1, let (value, match) = found.first else { return nil }
            var field = rivalsWeighed(text).field(value, span: match.range, valid: true, components: match.named)
            field.confidence = min(field.confidence, Self.swappedConfidence)
            field.reasons.append("fits the pattern only with \(swaps == 1 ? "a letter or digit" : "\(swaps) letters or digits") read as \(swaps == 1 ? "its twin" : "their twins") (S as 5, Z as 2…)")
            return field
        }
        return nil
    }
}
