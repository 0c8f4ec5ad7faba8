import Foundation

/// A check digit cannot tell `6` from `G` (`MRZLookAlikes.checkBlindTwin`): a document number
/// `M4X96GWJ4` read `M4X966WJ4` at 98 passes every check, and would be `valid` but wrong. Before
/// a reading is `valid`, each such character of a checked field is compared with its drawn twin
/// (only the two glyphs are drawn, calibrated on `MRZGlyphMatcher.twinCalibrationCells` cells:
/// most first passes hold a `0`, `1` or `6` in a document number, and drawing all 36 glyphs
/// calibrated on 12 cells cost them 7 ms). Where the twin matches as
/// `MRZGlyphMatcher.reviseCheckBlind` asks, the twin is taken and the reading stays `uncertain`:
/// the drawing is right more often than the OCR on these pairs, but it alone never makes a
/// reading valid.
extension MRZBandReader {
    /// `lines` with each check-blind character of `result` (valid, read from `lines` laid on
    /// `laid`) that its drawn twin overrules replaced, and one reason per change; nil when none changes.
    static func checkBlindTwins(_ lines: [[MRZSymbol]], result: MRZResult, laid: [MRZColumnMapper.Layout],
                                lineImages: [Image]) throws -> (lines: [[MRZSymbol]], reasons: [String])? {
        guard MRZGlyphMatcher.isAvailable else { return nil }
        let layout = MRZLayout.standard(result.format).withLongDocumentNumber(result.lines.map(Array.init))
        let checked = MRZParser.checkedAlphanumeric(layout), fieldNames = layout.fieldNames
        guard !checked.isEmpty else { return nil }
        let cells = MRZGlyphMatcher.capitals(laid.map(\.cells))
        var revisedLines = lines, reasons: [String] = []
        for line in lines.indices {
            let read = Array(result.lines[safe: line] ?? "")
            let isChecked = lines[line].indices.map { checked.contains(MRZPosition(line: line, column: $0)) }
            // Only characters the parser kept as the OCR read them: a corrected one was in doubt already.
            let measure = lines[line].indices.map { column in
                read[safe: column] == lines[line][column].best.character && MRZGlyphMatcher.isCheckBlind(lines[line][column], checked: isChecked[column])
            }
            guard measure.contains(true), let image = lineImages[safe: line], let lineCells = cells[safe: line] else { continue }
            let twins = Set(lines[line].indices.filter { measure[$0] }.flatMap { column -> [Character] in
                let c = lines[line][column].best.character
                return [c] + (MRZLookAlikes.checkBlindTwin(of: c).map { [$0] } ?? [])
            })
            let similarities = try MRZGlyphMatcher.similarities(line: image, cells: lineCells, symbols: lines[line], measure: measure, only: twins,
                                                                calibratingOn: MRZGlyphMatcher.twinCalibrationCells)
            let revised = MRZGlyphMatcher.reviseCheckBlind(lines[line], similarities: similarities, checked: measure)
            for (column, (before, after)) in zip(lines[line], revised).enumerated() where before.best.character != after.best.character {
                let field = fieldNames[MRZPosition(line: line, column: column)] ?? "field"
                reasons.append("\(field): the '\(before.best.character)' read at line \(line + 1), column \(column + 1) matches OCR-B's drawn "
                    + "'\(after.best.character)' better, which no check digit tells from it; '\(after.best.character)' taken")
            }
            revisedLines[line] = revised
        }
        return reasons.isEmpty ? nil : (revisedLines, reasons)
    }
}
