import Foundation

/// How `MRZParser` reads an MRZ.
public struct MRZParseOptions: Sendable {
    /// Run the check-digit-guided search (see `MRZCheckDigitCorrection`). Type-forced fixes (a
    /// character that cannot stand at its position, e.g. `O` in a date) are always made and reported,
    /// since the alternative is a field that cannot be read at all.
    public var correct: Bool
    /// "Today" for the century of two-digit years (see `MRZDate`). Tests pass a fixed date.
    public var referenceDate: Date
    /// A result is `valid` only when every field's confidence reaches this (0...100). Check digits
    /// cannot vouch for names, codes or visa optional data, and a wrong character sometimes passes
    /// a check by chance, so the OCR path needs this floor; text input has full confidence.
    public var minimumConfidence: Double
    /// An unknown country code keeps the result from being `valid`. Printed text may carry any
    /// code (a warning only), but from OCR an unknown code is far more often a misread known one
    /// (`D<<` read as `O<<`), and no check digit covers it.
    public var unknownCodesAreDoubtful: Bool

    public init(correct: Bool = true, referenceDate: Date = Date(), minimumConfidence: Double = 0, unknownCodesAreDoubtful: Bool = false) {
        self.correct = correct
        self.referenceDate = referenceDate
        self.minimumConfidence = minimumConfidence
        self.unknownCodesAreDoubtful = unknownCodesAreDoubtful
    }
}
