/// What the reader takes from a document's visual zone, the page's ordinary print around the MRZ:
/// letters of names (`VisualZoneNames`) and a document number (`VisualZoneDocumentNumber`) the
/// MRZ's reading left in doubt. A change never makes a result `valid`: the fields it touches keep
/// the confidence they were read with, and the result stays `uncertain`.
enum VisualZone {
    /// A word the OCR read in the visual zone.
    struct Word: Equatable {
        var text: String
        var confidence: Double
        /// The offsets in `text` of characters the OCR read below `minimumWordConfidence`: no
        /// witness of what they change (a visa's printed `HANNA`, read `MANNA` at 97 with the `M`
        /// at 91, made the MRZ's right `H` an `M`).
        var unsure: Set<Int> = []
    }

    /// One MRZ character to change (0-based line and column).
    struct Change: Equatable {
        var line: Int
        var column: Int
        var from: Character
        var to: Character
        var field: String
    }

    static let correctionReason = "visualZone"
    /// Visual-zone words read below this mean symbol confidence are not used: `eng` gives its
    /// symbols 97–99 in the printed names, 85–93 in texture read as words.
    static let minimumWordConfidence = 95.0

    /// Whether the reading's character at 0-based `line` and `column` is in doubt: read below
    /// `floor` (or with no confidence known). Only such characters are changed.
    static func doubtful(_ result: MRZResult, line: Int, column: Int, floor: Double) -> Bool {
        guard let confidence = result.characterConfidences[safe: line]?[safe: column] else { return true }
        return confidence < floor
    }

    /// Whether the OCR offered `character` at 0-based `line` and `column` (its choice or an
    /// alternative).
    static func offered(_ character: Character, in result: MRZResult, line: Int, column: Int) -> Bool {
        result.characterCandidates[safe: line]?[safe: column]?.contains(character) ?? false
    }

    /// `result` with `changes` made: the lines, the changed fields' values and raw text, the
    /// checks computed again, `corrections` and a warning; confidences and state as they were.
    /// Nil when the changed lines no longer parse (they always should: only letters and digits
    /// are changed, in place).
    static func applying(_ changes: [Change], to result: MRZResult) -> MRZResult? {
        guard !changes.isEmpty else { return result }
        var result = result
        var lines = result.lines.map(Array.init)
        for change in changes {
            guard lines.indices.contains(change.line), lines[change.line].indices.contains(change.column) else { return nil }
            lines[change.line][change.column] = change.to
            result.corrections.append(MRZCorrection(line: change.line + 1, column: change.column + 1, from: String(change.from),
                                                    to: String(change.to), reason: correctionReason, field: change.field))
        }
        result.lines = lines.map { String($0) }
        guard let reparsed = try? MRZParser.parse(lines: result.lines, options: MRZParseOptions(correct: false)),
              reparsed.format == result.format else { return nil }
        for name in Set(changes.map(\.field)) {
            guard var field = result.fields[name], let new = reparsed.fields[name] else { continue }
            field.value = new.value
            field.raw = new.raw
            if !field.flags.contains("corrected") { field.flags.append("corrected") }
            result.fields[name] = field
        }
        // The checks as the changed lines make them; the reasons they give replace the old ones.
        let before = Set(result.failedChecks.map(\.failureReason)), after = Set(reparsed.failedChecks.map(\.name))
        result.checks = reparsed.checks
        result.reasons.removeAll { before.contains($0) }
        result.reasons += reparsed.failedChecks.map(\.failureReason)
        for name in result.fields.keys {
            result.fields[name]?.flags.removeAll { $0 == "checkFailed" }
            if after.contains(name) { result.fields[name]?.flags.append("checkFailed") }
            if let valid = reparsed.fields[name]?.valid { result.fields[name]?.valid = valid }
        }
        let fields = Set(changes.map(\.field)).sorted().joined(separator: ", ")
        result.warnings.append("\(fields): \(changes.count) character\(changes.count == 1 ? "" : "s") taken from the visual zone's print, where the MRZ's reading was in doubt")
        result.state = .uncertain
        if result.reasons.isEmpty { result.reasons.append("\(fields) taken in part from the visual zone: not valid on that alone") }
        return result
    }
}
