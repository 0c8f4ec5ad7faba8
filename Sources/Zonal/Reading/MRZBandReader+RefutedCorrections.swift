import Foundation

/// The check-digit search changes a character the OCR doubted into the one that makes a failing
/// check pass (`MRZCheckDigitCorrection`). Where the check digit itself was printed wrong (real
/// documents have them), that change turns the document into another: fresh real-preset seed
/// 4048 #214, a visa whose document number's check digit is printed `0` (6 computed), read `0` at
/// 45 and `6` offered at 0, came out `6` and `valid`. A misread and a misprint fit the checks
/// alike; only the print can tell them apart. So before a reading with such a change is `valid`,
/// each changed cell is compared with the two drawn glyphs (calibrated as a check-blind twin's
/// are). Where the character read matches the cell better (`MRZGlyphMatcher.overruled`), the
/// print shows it: the reading is parsed again with that position kept as read, and is
/// `uncertain` whatever that parse says.
extension MRZBandReader {
    struct RefutedCorrection {
        var position: MRZPosition
        var read: Character
        var corrected: Character
        var field: String

        var reason: String {
            "\(field): the '\(read)' read at line \(position.line + 1), column \(position.column + 1) matches OCR-B's drawn '\(read)' "
                + "better than the '\(corrected)' a check asks for; kept as read (printed so?)"
        }
    }

    /// The search's changes in `result` (valid, read from `lines` laid on `laid`) whose cell
    /// shows the character read rather than the one put there: position and both characters.
    static func glyphRefutedCorrections(_ lines: [[MRZSymbol]], result: MRZResult, laid: [MRZColumnMapper.Layout],
                                        lineImages: [Image]) throws -> [RefutedCorrection] {
        guard MRZGlyphMatcher.isAvailable else { return [] }
        // A filler read where a check digit stands is an erasure, no glyph to compare.
        let changes = result.corrections.compactMap { correction -> RefutedCorrection? in
            guard correction.reason == MRZCheckDigitCorrection.reason, let read = correction.from.first, let corrected = correction.to.first,
                  read != "<", correction.line >= 1, correction.column >= 1 else { return nil }
            return RefutedCorrection(position: MRZPosition(line: correction.line - 1, column: correction.column - 1), read: read,
                                     corrected: corrected, field: correction.field)
        }
        guard !changes.isEmpty else { return [] }
        let cells = MRZGlyphMatcher.capitals(laid.map(\.cells))
        var refuted: [RefutedCorrection] = []
        for line in lines.indices {
            let here = changes.filter { $0.position.line == line && lines[line].indices.contains($0.position.column) }
            guard !here.isEmpty, let image = lineImages[safe: line], let lineCells = cells[safe: line] else { continue }
            let columns = Set(here.map(\.position.column))
            let measure = lines[line].indices.map { columns.contains($0) }
            let similarities = try MRZGlyphMatcher.similarities(line: image, cells: lineCells, symbols: lines[line], measure: measure,
                                                                only: Set(here.flatMap { [$0.read, $0.corrected] }),
                                                                calibratingOn: MRZGlyphMatcher.twinCalibrationCells)
            for change in here where MRZGlyphMatcher.overruled(MRZSymbol(change.corrected), by: change.read,
                                                               scores: similarities[safe: change.position.column] ?? nil) {
                refuted.append(change)
            }
        }
        return refuted
    }
}
