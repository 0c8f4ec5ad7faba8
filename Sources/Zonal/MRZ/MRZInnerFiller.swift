/// A filler inside a document number, with the number's characters after it (`X1M<63G4Y`): ICAO
/// numbers are padded with fillers at their end only, so a character was read as one. Its check
/// digit cannot say which: a filler counts 0, as do `0`, `A` (10), `K` (20) and `U` (30) modulo
/// 10, so the number passes alike with any of them there (the benchmark's `X1MK63G4Y`, the `K`'s
/// arms read as `<`). The OCR's own best alternative among those four takes its place, at that
/// alternative's confidence; a filler left there keeps a reading from being `valid`.
enum MRZInnerFiller {
    static let reason = "innerFiller"

    /// Whether `character` counts in a check digit as a filler does (modulo 10), and is none.
    static func countsAsFiller(_ character: Character) -> Bool {
        character != "<" && CheckDigit.value(of: character).map { $0 % 10 == 0 } == true
    }

    /// Fillers in the document number's principal part (the 9 characters before its check digit
    /// or long-number marker) with a character of the number after them.
    static func positions(_ layout: MRZLayout, _ copy: MRZWorkingCopy) -> [MRZPosition] {
        guard let number = layout.fields.first(where: { $0.kind == .documentNumber }), let principal = number.ranges.first else { return [] }
        let positions = principal.positions
        guard let last = positions.lastIndex(where: { copy[$0] != "<" }) else { return [] }
        return positions[..<last].filter { copy[$0] == "<" }
    }

    static func apply(_ layout: MRZLayout, to copy: inout MRZWorkingCopy) {
        for position in positions(layout, copy) {
            let symbol = copy.symbols[position.line][position.column]
            guard let alternative = symbol.candidates.dropFirst().first(where: { countsAsFiller($0.character) }) else { continue }
            copy.set(position, to: alternative.character, confidence: alternative.confidence, reason: reason, field: "documentNumber")
        }
    }

    /// Why a reading with a filler still inside its document number is not `valid`.
    static func reasons(_ layout: MRZLayout, _ copy: MRZWorkingCopy) -> [String] {
        positions(layout, copy).map { position in
            "documentNumber: a filler at line \(position.line + 1), column \(position.column + 1) is followed by the number's characters: a 0, A, K or U, which the check digit cannot tell from a filler, may have been read as it"
        }
    }
}
