extension RegexParser {
    /// A value with letters or digits beside it on its line that it leaves out (`fillsLine`)
    /// counts at most this: under the default `minConfidence` (60), offered, not `valid` on its
    /// own. A licence photo's `AMÉLIE NIAMH` read `Ame NIAMH` gave the capitals-only name
    /// pattern `NIAMH` at 99, `valid`.
    static let leftOutConfidence = 50.0
    static let leftOutReason = "its line holds letters or digits beside the value that the value leaves out: a misread part of it, or print beside it"

    /// How many words of the match's line, outside the match and not parted from it by a wide
    /// gap (a tab: what stands that far off is not the value's), hold a letter or digit.
    func leftOut(_ span: Range<Int>, in text: RecognizedText) -> Int {
        let characters = text.characters
        guard let line = text.spans(splitAt: ["\n"]).first(where: { $0.contains(span.lowerBound) }) else { return 0 }
        // The stretch of the line between the tabs nearest the match.
        var start = span.lowerBound, end = span.upperBound
        while start > line.lowerBound, characters[start - 1].character != "\t" { start -= 1 }
        while end < line.upperBound, characters[end].character != "\t" { end += 1 }
        return text.words(in: start..<end).filter { word in
            !word.overlaps(span) && characters[word].contains { $0.character.isLetter || $0.character.isNumber }
        }.count
    }
}
