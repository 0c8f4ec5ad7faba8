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
    /// For OCR: `valid` also needs what no check digit can confirm to be unambiguous. An unknown
    /// country code is far more often a misread known one (`D<<` read as `O<<`) than a real one,
    /// and an `O` or `0` where no check digit reaches (visa optional data) is the one pair OCR
    /// confuses at full confidence. Printed text is taken as printed (a warning only).
    public var strictValidity: Bool
    /// Positions the check-digit search leaves as read: where the print's own glyph refuted the
    /// change it made there (`MRZBandReader.glyphRefutedCorrections`: a check digit printed wrong).
    var keptAsRead: Set<MRZPosition> = []

    public init(correct: Bool = true, referenceDate: Date = Date(), minimumConfidence: Double = 0, strictValidity: Bool = false) {
        self.correct = correct
        self.referenceDate = referenceDate
        self.minimumConfidence = minimumConfidence
        self.strictValidity = strictValidity
    }
}
