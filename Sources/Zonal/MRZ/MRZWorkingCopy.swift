/// The MRZ while it is being corrected: what OCR read, what the parser currently believes, and
/// every change with its reason.
struct MRZWorkingCopy: Sendable {
    let symbols: [[MRZSymbol]]
    private(set) var characters: [[Character]]
    private(set) var confidences: [[Double]]
    /// Latest change per position (a type-forced fix later refined by the search keeps one entry).
    private(set) var changes: [MRZPosition: (reason: String, field: String)] = [:]
    /// The checks left failing because their only fix cost more than a misprint, and the lowest
    /// confidence those fixes would have put in (`MRZResult.misprintExplained`).
    var misprintExplained: Set<String> = []
    var declinedFixConfidence: Double = 100

    init(symbols: [[MRZSymbol]]) {
        self.symbols = symbols
        characters = symbols.map { $0.map(\.best.character) }
        confidences = symbols.map { $0.map(\.best.confidence) }
    }

    subscript(position: MRZPosition) -> Character { characters[position.line][position.column] }

    func confidence(at position: MRZPosition) -> Double { confidences[position.line][position.column] }

    func read(at position: MRZPosition) -> MRZCandidate { symbols[position.line][position.column].best }

    func text(_ positions: [MRZPosition]) -> String { String(positions.map { self[$0] }) }

    var lines: [String] { characters.map { String($0) } }

    mutating func set(_ position: MRZPosition, to character: Character, confidence: Double, reason: String, field: String) {
        characters[position.line][position.column] = character
        confidences[position.line][position.column] = confidence
        changes[position] = (reason, field)
    }

    /// The changes as reported, in MRZ order, `from` being what was read.
    var corrections: [MRZCorrection] {
        changes.keys.sorted().compactMap { position in
            guard let change = changes[position], read(at: position).character != self[position] else { return nil }
            return MRZCorrection(line: position.line + 1, column: position.column + 1,
                                 from: String(read(at: position).character), to: String(self[position]),
                                 reason: change.reason, field: change.field)
        }
    }

    func isChanged(_ position: MRZPosition) -> Bool {
        read(at: position).character != self[position]
    }
}
