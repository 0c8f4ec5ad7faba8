/// One character candidate from OCR, with the engine's confidence (0...100).
public struct MRZCandidate: Sendable, Hashable {
    public var character: Character
    public var confidence: Double

    public init(_ character: Character, confidence: Double) {
        self.character = character
        self.confidence = confidence
    }
}

/// One character position of an MRZ line as OCR saw it: its candidates, best first.
///
/// The order is the engine's, not re-sorted: the first candidate is what the engine chose, and the
/// others are the alternatives the check-digit search may try.
public struct MRZSymbol: Sendable, Hashable {
    /// Best first; must not be empty (the parser rejects an empty position with an error).
    public var candidates: [MRZCandidate]

    public init(candidates: [MRZCandidate]) {
        self.candidates = candidates
    }

    /// A position read with certainty and no alternatives (text input, tests).
    public init(_ character: Character, confidence: Double = 100) {
        self.candidates = [MRZCandidate(character, confidence: confidence)]
    }

    /// The engine's choice. An empty symbol (which the parser rejects before using it) reads as a
    /// filler with no confidence, so that this accessor can never trap.
    public var best: MRZCandidate {
        candidates.first ?? MRZCandidate("<", confidence: 0)
    }
}
