extension RecognizedText {
    /// A field read from `span` of this text: `raw` is the span as read and the confidence is its
    /// weakest character's, so words around the value never lower (or raise) it.
    /// With `wholeWords`, a span printed joined to characters that may be part of it (`AIB/CE`
    /// matched as `CE`, `!3/10/1951` as `3/10/1951`: see `joined`) counts at most
    /// `joinedConfidence`: what is joined to it may be the value's own, misread.
    func field(_ value: String?, span: Range<Int>, valid: Bool, reasons: [String] = [], components: [String: String] = [:],
               wholeWords: Bool = false) -> ParsedField {
        var field = ParsedField(value: value, raw: text(of: span), confidence: confidence(of: span), valid: valid, reasons: reasons, components: components)
        if wholeWords, joined(span) {
            field.confidence = min(field.confidence, Self.joinedConfidence)
            field.reasons.append("printed joined to characters the value leaves out, which may be part of it")
        }
        return field
    }

    /// A value joined to characters it leaves out: under the default `minConfidence` (60).
    static let joinedConfidence = 50.0

    /// Whether `span` is printed against characters that may be part of it: before it anything
    /// but a space, an opening quote or bracket (`.8/06/1972` is a misread `18`); after it a
    /// letter, digit, `/` or `-` (punctuation closing a sentence, `1980,`, is not).
    func joined(_ span: Range<Int>) -> Bool {
        guard !span.isEmpty else { return false }
        let before = characters.indices.contains(span.lowerBound - 1) ? characters[span.lowerBound - 1].character : nil
        let after = characters.indices.contains(span.upperBound) ? characters[span.upperBound].character : nil
        let openers: Set<Swift.Character> = ["'", "\"", "(", "[", "‘", "“", "«"]
        if let before, !before.isWhitespace, !openers.contains(before) { return true }
        if let after, after.isLetter || after.isNumber || after == "/" || after == "-" { return true }
        return false
    }
}

extension Array where Element == ParsedField {
    /// A text may hold several values of one kind (two dates, a reference number before the
    /// amount): the first valid one is taken; failing that, the first found, with its reasons.
    var preferred: ParsedField? { first(where: \.valid) ?? first }
}
