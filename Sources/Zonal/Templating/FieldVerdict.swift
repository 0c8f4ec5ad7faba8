/// What became of one field, in the order a reader checks: found at all, valid for its parser,
/// sure enough for its threshold.
public enum FieldVerdict: String, Sendable, Codable, CaseIterable {
    case valid
    /// Nothing of the parser's kind was found (or the field's label was not).
    case missing
    /// Found, but its parser (or the MRZ check) rejects it.
    case invalid
    /// Valid, but its confidence is below the field's `minConfidence`.
    case belowThreshold

    /// `confidence` and `threshold` are 0...100; a threshold of 0 accepts every valid value.
    static func judge(found: Bool, valid: Bool, confidence: Double, threshold: Double) -> FieldVerdict {
        guard found else { return .missing }
        guard valid else { return .invalid }
        return confidence < threshold ? .belowThreshold : .valid
    }
}
