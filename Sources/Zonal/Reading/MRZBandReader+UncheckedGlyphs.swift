import Foundation

/// No check digit covers a name, nor a visa's optional data, so a character there the OCR
/// misread at high confidence (`SCHMIDT` read `SCHMIDI` at 93 under glare; a visa's `BXBMB` read
/// `BX8MB` at 95 in a webscan) passes every check. Before such a reading is `valid`, the
/// characters there the OCR was less than sure of are compared with OCR-B's drawn glyphs
/// (`MRZGlyphMatcher.disputed`): letters with letters in a name, letters and digits with both in
/// an alphanumeric field. A character read surely is still compared with its look-alike: a name
/// `O` with a drawn `D` (`MRZGlyphMatcher.nameLookAlikes`: fresh real-preset seed 4046 had `UND`
/// read `UNO` and `PAPADOPOULOU` read `PAPAOOPOULOU`, `valid`, the `O`s at 98), an alphanumeric
/// field's letter or digit with its look-alike of the other kind (`MRZLookAlikes.uncheckedTwin`:
/// a calibration set once had a visa's `5` read `S` at 98.5). Where another glyph matches better,
/// the reading is `uncertain`. The character stays as read: above the glyph pass's threshold
/// the OCR is right more often than the drawing, and only `valid` is at stake.
extension MRZBandReader {
    /// Reasons against `result` (valid, read from `lines` laid on `laid`): one per disputed character.
    func disputedUncheckedCharacters(_ lines: [[MRZSymbol]], result: MRZResult, laid: [MRZColumnMapper.Layout], lineImages: [Image]) throws -> [String] {
        guard MRZGlyphMatcher.isAvailable else { return [] }
        let layout = MRZLayout.standard(result.format).withLongDocumentNumber(result.lines.map(Array.init))
        let names = Set(layout.fields.filter { $0.kind == .names }.flatMap(\.positions))
        let unchecked = Dictionary(MRZParser.uncheckedAlphanumeric(layout).map { ($0.position, $0.field) }, uniquingKeysWith: { a, _ in a })
        let cells = MRZGlyphMatcher.capitals(laid.map(\.cells))
        var reasons: [String] = []
        for line in lines.indices {
            let read = Array(result.lines[safe: line] ?? "")
            let alphanumeric = lines[line].indices.map { unchecked[MRZPosition(line: line, column: $0)] != nil }
            // Only characters the parser kept as the OCR read them: a corrected one is already doubtful.
            let kept = lines[line].indices.map { read[safe: $0] == lines[line][$0].best.character }
            let confirm = lines[line].indices.map { column in
                (names.contains(MRZPosition(line: line, column: column)) || alphanumeric[column]) && kept[column]
                    && MRZGlyphMatcher.needsConfirming(lines[line][column], digitsToo: alphanumeric[column])
            }
            // A confident character against its look-alike only: a name's `O` against `D`, an
            // alphanumeric field's character against its twin of the other kind.
            let rivals = lines[line].indices.map { column -> [Character] in
                guard kept[column], !confirm[column] else { return [] }
                let character = lines[line][column].best.character
                if alphanumeric[column] { return MRZLookAlikes.uncheckedTwin(of: character).map { [$0] } ?? [] }
                return names.contains(MRZPosition(line: line, column: column)) ? MRZGlyphMatcher.nameLookAlikes(of: character) : []
            }
            let measure = lines[line].indices.map { confirm[$0] || !rivals[$0].isEmpty }
            guard measure.contains(true), let image = lineImages[safe: line], let lineCells = cells[safe: line] else { continue }
            // Look-alikes alone need only their glyphs drawn, calibrated as a check-blind twin's are.
            let drawn = Set(lines[line].indices.flatMap { rivals[$0].isEmpty ? [] : rivals[$0] + [lines[line][$0].best.character] })
            let similarities = confirm.contains(true)
                ? try MRZGlyphMatcher.similarities(line: image, cells: lineCells, symbols: lines[line], measure: measure)
                : try MRZGlyphMatcher.similarities(line: image, cells: lineCells, symbols: lines[line], measure: measure, only: drawn,
                                                   calibratingOn: MRZGlyphMatcher.twinCalibrationCells)
            var disputes = MRZGlyphMatcher.disputed(lines[line], similarities: similarities.indices.map { confirm[$0] ? similarities[$0] : nil },
                                                    digitsToo: alphanumeric)
            for column in lines[line].indices {
                // A sure name letter whose own glyph matches its cell poorly sits in a cell the
                // grid misplaced (an `I` at 98 matching its drawn `I` 0.05): nothing to tell there.
                // A twin was calibrated without this floor; it must match 0.6 itself (`overruled`).
                guard alphanumeric[column] || MRZGlyphMatcher.shows(lines[line][column], scores: similarities[column]),
                      let rival = rivals[column].first(where: { MRZGlyphMatcher.overruled(lines[line][column], by: $0, scores: similarities[column]) })
                else { continue }
                disputes.append((column, rival))
            }
            for (column, drawn) in disputes.sorted(by: { $0.column < $1.column }) {
                if let field = unchecked[MRZPosition(line: line, column: column)] {
                    reasons.append("\(field): the character at line \(line + 1), column \(column + 1) matches OCR-B's drawn '\(drawn)' better than the character read, and no check digit covers it")
                } else {
                    reasons.append("name: the letter at line \(line + 1), column \(column + 1) matches OCR-B's drawn '\(drawn)' better than the letter read")
                }
            }
        }
        return reasons
    }
}
