import Foundation

/// How `MRZParser` reads an MRZ.
public struct MRZParseOptions: Sendable {
    /// Run the check-digit-guided search (see `MRZCheckDigitCorrection`). Type-forced fixes (a
    /// character that cannot stand at its position, e.g. `O` in a date) are always made and reported,
    /// since the alternative is a field that cannot be read at all.
    public var correct: Bool
    /// "Today" for the century of two-digit years (see `MRZDate`). Tests pass a fixed date.
    public var referenceDate: Date

    public init(correct: Bool = true, referenceDate: Date = Date()) {
        self.correct = correct
        self.referenceDate = referenceDate
    }
}
