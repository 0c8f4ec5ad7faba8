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
        let source = patternText(text)
        return matchWithTwins(source, in: text) ?? matchWithGlyphReadTwice(source, in: text)
    }

    /// The value of a code read with one blurred glyph read twice, as itself and its twin
    /// (`EEL8BM63G4` for `EEL8M63G4`, `F4JA5SHVZ3` for `F4JA5HVZ3`) or doubled: one of the pair
    /// left out, when exactly one value then fits (the pair's place inside the match). Counts
    /// at most `swappedConfidence`, like a swap.
    func matchWithGlyphReadTwice(_ source: String, in text: RecognizedText) -> ParsedField? {
        let characters = Array(source)
        var found: [String: TextPattern.Match] = [:]
        for index in characters.indices.dropFirst() where characters[index].isLetter || characters[index].isNumber {
            let (a, b) = (characters[index - 1], characters[index])
            guard a == b || Self.twin(a) == b || Self.twin(b) == a else { continue }
            for removed in [index - 1, index] {
                var candidate = characters
                candidate.remove(at: removed)
                // The kept glyph of the pair stands at `index - 1` in the candidate.
                for match in pattern.matches(in: String(candidate)) where match.range.contains(index - 1) {
                    found[match.text] = match
                }
            }
        }
        guard found.count == 1, let (value, match) = found.first else { return nil }
        // The span in `text`: the match's characters, the left-out one included.
        let span = match.range.lowerBound..<(match.range.upperBound + 1)
        var field = rivalsWeighed(text).field(value, span: span, valid: true, components: match.named)
        field.confidence = min(field.confidence, Self.swappedConfidence)
        field.reasons.append("fits the pattern only with a glyph read twice (as itself and its twin, or doubled) read once")
        return field
    }

    /// A letter's digit twin or a digit's letter twin (`MRZLookAlikes`' one-to-one twins).
    static func twin(_ c: Character) -> Character? { MRZLookAlikes.digitForLetter[c] ?? MRZLookAlikes.letterForDigit[c] }

    /// The value of a code (a pattern with `readAs`) that the reading misses by a letter read as
    /// its digit twin or the reverse (`ES24SW3E914` for the licence number `E524SW3E914`, whose
    /// second character is a digit; `412W15457` for `41ZW15457`): the fewest swaps
    /// (`MRZLookAlikes`' one-to-one twins, `S`↔`5`, `Z`↔`2`, `G`↔`6`…) inside a match that make
    /// it fit, when only one value fits with that few. Nil when none or several do.
    func matchWithTwins(_ source: String, in text: RecognizedText) -> ParsedField? {
        let characters = Array(source)
        let twin = Self.twin
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
