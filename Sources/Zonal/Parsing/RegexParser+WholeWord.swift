import Foundation

extension RegexParser {
    static let wholeWordReason = "fits the pattern over its whole word only with a letter or digit beside the match read as its twin (L as 1, S as 5…)"

    /// A code's match (a pattern with `readAs`) that is only part of its word, when one letter
    /// or digit of the word outside the match read as its twin (`MRZLookAlikes`' one-to-one
    /// twins) makes the pattern match the whole word: the word so read, when exactly one such
    /// swap does it. A licence's categories `A1/A/B` read `AL/A/B` matched `A/B` only. Counts at
    /// most `swappedConfidence`, like any swap; nil when the match is its whole word, or no swap
    /// or several make the word fit.
    ///
    /// `inside`: only a character with the word's own on both sides is swapped. A name that
    /// fills its line (no `readAs`) read `O'8RIEN` matched `RIEN` (licence photo seed 96, the
    /// 2nd); at a word's end, a digit is more often a label's, glued to the value (`2KAI`).
    func wholeWordByTwin(_ match: TextPattern.Match, source: String, in text: RecognizedText, inside: Bool = false) -> ParsedField? {
        let characters = Array(source)
        var start = match.range.lowerBound, end = match.range.upperBound
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        while end < characters.count, !characters[end].isWhitespace { end += 1 }
        let word = start..<end
        guard word != match.range else { return nil }
        var found: [String: TextPattern.Match] = [:]
        for index in word where !match.range.contains(index) && (!inside || (index > word.lowerBound && index < word.upperBound - 1)) {
            guard let twin = Self.twin(characters[index]) else { continue }
            var candidate = characters
            candidate[index] = twin
            for fitted in pattern.matches(in: String(candidate)) where fitted.range == word {
                found[fitted.text] = fitted
            }
        }
        guard found.count == 1, let (value, fitted) = found.first else { return nil }
        var field = rivalsWeighed(text).field(value, span: fitted.range, valid: true, components: fitted.named)
        field.confidence = min(field.confidence, Self.swappedConfidence)
        field.reasons.append(Self.wholeWordReason)
        return field
    }
}
