/// The numbers behind correction, in one place so they can be read and tuned together.
enum MRZCorrectionPolicy {
    /// Below this OCR confidence a position is doubtful: the check-digit search may try look-alikes
    /// there even when OCR proposed none. (Tesseract gives ≈97–99 on correct MRZ characters.)
    static let doubtfulBelow: Double = 90
    /// A look-alike OCR did not propose gets half the confidence of the character it replaces: the
    /// shape was seen, the identity is inferred.
    static let lookAlikeConfidenceFactor: Double = 0.5
    /// An OCR alternative weaker than this is not tried where the character was read confidently
    /// (at least `doubtfulBelow`): the engine lists near-zero runners-up at every position, and
    /// taking one only to make a check agree turns a misprinted document into another document.
    static let confidentReadAlternativeFloor: Double = 10
    /// At most this many characters changed per check (data and check digit together). Each extra
    /// change multiplies the fixes that pass by chance; two keeps a lone wrong fix unlikely.
    static let maxChangesPerCheck = 2
    /// Two fixes whose costs differ by less than this are a tie: the parser does not guess.
    static let tieMargin: Double = 10
    /// Fixes kept per failing check when they must also agree with the composite check digit.
    static let fixesKeptPerCheck = 12
}
