extension RecognizedText {
    /// A field read from `span` of this text: `raw` is the span as read and the confidence is its
    /// weakest character's, so words around the value never lower (or raise) it.
    func field(_ value: String?, span: Range<Int>, valid: Bool, reasons: [String] = [], components: [String: String] = [:]) -> ParsedField {
        ParsedField(value: value, raw: text(of: span), confidence: confidence(of: span), valid: valid, reasons: reasons, components: components)
    }
}

extension Array where Element == ParsedField {
    /// A text may hold several values of one kind (two dates, a reference number before the
    /// amount): the first valid one is taken; failing that, the first found, with its reasons.
    var preferred: ParsedField? { first(where: \.valid) ?? first }
}
