import Foundation

/// No check digit covers a name, so a name letter the OCR misread at high confidence (`SCHMIDT`
/// read `SCHMIDI` at 93 under glare) passes every check. Before such a reading is `valid`, the
/// name letters the OCR was less than sure of are compared with OCR-B's drawn letters
/// (`MRZGlyphMatcher.disputed`); one another letter matches better keeps the reading `uncertain`.
/// The letter stays as read: above the glyph pass's threshold the OCR is right more often than
/// the drawing, and only `valid` is at stake.
extension MRZBandReader {
    /// Reasons against `result` (valid, read from `lines` laid on `laid`): one per disputed name letter.
    func disputedNameLetters(_ lines: [[MRZSymbol]], result: MRZResult, laid: [MRZColumnMapper.Layout], lineImages: [Image]) throws -> [String] {
        guard MRZGlyphMatcher.isAvailable else { return [] }
        let layout = MRZLayout.standard(result.format).withLongDocumentNumber(result.lines.map(Array.init))
        let names = Set(layout.fields.filter { $0.kind == .names }.flatMap(\.positions))
        let cells = MRZGlyphMatcher.capitals(laid.map(\.cells))
        var reasons: [String] = []
        for line in lines.indices {
            let read = Array(result.lines[safe: line] ?? "")
            // Only letters the parser kept as the OCR read them: a corrected one is already doubtful.
            let measure = lines[line].indices.map { column in
                names.contains(MRZPosition(line: line, column: column)) && read[safe: column] == lines[line][column].best.character
                    && MRZGlyphMatcher.needsConfirming(lines[line][column])
            }
            guard measure.contains(true), let image = lineImages[safe: line], let lineCells = cells[safe: line] else { continue }
            let similarities = try MRZGlyphMatcher.similarities(line: image, cells: lineCells, symbols: lines[line], measure: measure)
            for (column, drawn) in MRZGlyphMatcher.disputed(lines[line], similarities: similarities) {
                reasons.append("name: the letter at line \(line + 1), column \(column + 1) matches OCR-B's drawn '\(drawn)' better than the letter read")
            }
        }
        return reasons
    }
}
