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
    /// What a misprinted check digit costs as the explanation of a failing check (real documents
    /// have them), in a fix's units: a fix of one check's characters must cost at least
    /// `tieMargin` less, or the reading stays as read (`uncertain`, the check failing). Measured on
    /// the 61 changes this search made in final readings of the fresh real-preset set (seed 3031)
    /// and the benchmark's photo and real presets: 54 cost at most 36 (45 of them right), one
    /// erased check digit 60 (not counted), and six 72–89, five of them wrong, three in place of a
    /// character read right (seed 3031 #18: `D` read at 83 taken as the `B` offered at 0, to make
    /// a misprinted check agree); the sixth was right beside a wrong one in the same fix.
    static let misprintCost: Double = 70
    /// Fixes kept per failing check when they must also agree with the composite check digit.
    static let fixesKeptPerCheck = 12
}
