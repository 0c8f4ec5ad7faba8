/// Type-forced fixes: a character that cannot stand at its position is replaced by its one
/// look-alike of the right type (`O` in a date → `0`, `5` in a name → `S`), and a filler look-alike
/// where the name must already have ended becomes `<`. No check digit is needed to justify these,
/// so they run with correction off too, and are reported with reason `fieldType`.
enum MRZFieldTypeCorrection {
    static let reason = "fieldType"

    static func apply(_ layout: MRZLayout, to copy: inout MRZWorkingCopy) {
        let types = layout.types
        let names = layout.fieldNames
        for position in types.keys.sorted() {
            guard let type = types[position], !type.allows(copy[position]) else { continue }
            let symbol = copy.symbols[position.line][position.column]
            // OCR's own best legal alternative is evidence; the look-alike table is the fallback.
            if let alternative = symbol.candidates.dropFirst().first(where: { type.allows($0.character) }) {
                copy.set(position, to: alternative.character, confidence: alternative.confidence,
                         reason: reason, field: names[position] ?? "")
            } else if let twin = MRZLookAlikes.forced(copy[position], for: type) {
                copy.set(position, to: twin, confidence: lookAlikeConfidence(at: position, in: copy),
                         reason: reason, field: names[position] ?? "")
            }
        }
        for field in layout.fields where field.kind == .names {
            clearNameTail(field, in: &copy)
        }
    }

    /// After the secondary identifier has ended only fillers may follow. A short run (one or two
    /// characters) of filler look-alikes there is a misread filler; a longer run is left alone, since
    /// it could be a real name written against the rules, and a wrong name is worse than a doubtful one.
    /// A lone character in the field's last cell after `loneEndFillers` or more fillers is a mark
    /// printed just past the line (a page number beside a visa's MRZ read into its last cell as
    /// `O`), whatever it looks like: no name part is one letter at the field's very end.
    static func clearNameTail(_ field: MRZFieldSpec, in copy: inout MRZWorkingCopy) {
        let positions = field.positions
        let characters = positions.map { copy[$0] }
        guard let tail = MRZNames.fillerTailStart(in: characters) else { return }
        var index = tail
        while index < characters.count {
            guard characters[index] != "<" else { index += 1; continue }
            let runEnd = (index..<characters.count).first { characters[$0] == "<" } ?? characters.count
            let run = characters[index..<runEnd]
            let loneAtEnd = run.count == 1 && runEnd == characters.count && index - tail >= loneEndFillers
            if run.count <= 2, loneAtEnd || run.allSatisfy({ MRZLookAlikes.fillerLookAlikes.contains($0) }) {
                for offset in index..<runEnd {
                    copy.set(positions[offset], to: "<", confidence: lookAlikeConfidence(at: positions[offset], in: copy),
                             reason: reason, field: "name")
                }
            }
            index = runEnd
        }
    }

    static let loneEndFillers = 3

    static func lookAlikeConfidence(at position: MRZPosition, in copy: MRZWorkingCopy) -> Double {
        copy.read(at: position).confidence * MRZCorrectionPolicy.lookAlikeConfidenceFactor
    }
}
