import CVBridge
import Foundation

/// A second opinion on an MRZ letter from its glyph: OCR-B is one fixed face, so each letter drawn
/// at the line's capital height and blurred like the print can be compared with the cell
/// (`cvb_mrz_glyph_similarity`). At webscan resolution the OCR model takes `H` for `N`, `D` for
/// `O` and `C` for `L` where the drawn letters still tell them apart. Used only on readings that
/// are not valid, only on letters the OCR doubts and only for other letters (a digit's look-alike
/// is the check digits' business), on a digit no look-alike replaces where only a letter can
/// stand (`isStrandedDigit`) or where the OCR offered a letter other than its look-alike
/// (`isMisplacedDigit`), and on a filler the OCR doubts where it offered a letter
/// (`isFadedLetter`); a letter changed here gets `revisedConfidence`, so a document never
/// becomes valid on its strength. An `O` no check digit covers may become `0` (`isUncheckedO`),
/// keeping the OCR's confidence: the parser's report of every unchecked `O` or `0` keeps that
/// reading from `valid`. Where a check digit covers a character but cannot tell it from its twin
/// (`6` and `G`: `isCheckBlind`), the drawn twin may replace it. In a valid reading, a name
/// letter (or a visa's optional data character) read below `confirmBelow` that another drawn
/// glyph matches better, or a sure one its drawn look-alike overrules (`nameLookAlikes`,
/// `MRZLookAlikes.uncheckedTwin`), is not changed but keeps the reading from `valid`
/// (`disputed`, `overruled`); a check-blind character whose drawn twin overrules it is changed,
/// and keeps it from `valid` too (`MRZBandReader.checkBlindTwins`).
enum MRZGlyphMatcher {
    static let fontPath = Font.ocrB.rawValue
    /// The characters compared. The filler is drawn too, but only as a rival to a letter the OCR
    /// offered for a filler it doubts (`isFadedLetter`): telling fillers apart is otherwise the
    /// filler template's business (`MRZColumnMapper.fillerTemplate`).
    static let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<")
    /// Where `characters` holds a letter, and where a letter or digit (not the filler).
    static let letterIndices = characters.indices.filter { characters[$0].isLetter }
    static let glyphIndices = characters.indices.filter { characters[$0] != "<" }
    /// A letter read below this confidence is compared with the drawn letters.
    static let doubtfulBelow = 90.0
    /// A cell read at this confidence calibrates the drawing (its size and blur).
    static let knownConfidence = 95.0
    /// How much better (normalised cross-correlation) another drawn letter must match than the
    /// OCR's to replace it.
    static let margin = 0.05
    /// A name letter, or a visa's optional data character, of a valid reading read below this is
    /// compared with the drawn glyphs (`MRZBandReader.disputedUncheckedCharacters`).
    static let confirmBelow = 97.0
    /// The confidence of a letter the drawn glyphs chose over the OCR's: below every field
    /// threshold, so the reading stays uncertain.
    static let revisedConfidence = 50.0

    /// Whether OCR-B is installed (without it, readings are not revised).
    static let isAvailable = FileManager.default.isReadableFile(atPath: fontPath)

    /// The cells with their capitals' top moved to one capital height above their bottom: the
    /// least of the lines' median heights. A line's cut holds the bottom of the line above it,
    /// which raises the top fitted to its glyphs (2-3 px of 24 on a webscan); the first line has
    /// nothing above it, and every line has the same type size.
    static func capitals(_ lines: [[MRZColumnMapper.Layout.Cell]]) -> [[MRZColumnMapper.Layout.Cell]] {
        let medians = lines.compactMap { cells -> Double? in
            let heights = cells.compactMap { cell in cell.capTop.flatMap { top in cell.capBottom.map { $0 - top } } }.sorted()
            return heights.isEmpty ? nil : heights[heights.count / 2]
        }
        guard let height = medians.min() else { return lines }
        return lines.map { cells in
            cells.map { cell in
                var cell = cell
                if let bottom = cell.capBottom { cell.capTop = bottom - height }
                return cell
            }
        }
    }

    /// Whether a cell is worth measuring: a letter the OCR is not sure of.
    static func isDoubtful(_ symbol: MRZSymbol) -> Bool {
        symbol.best.character.isLetter && symbol.best.confidence < doubtfulBelow
    }

    /// A digit read where only a letter can stand (`letterOnly`) that no look-alike letter
    /// replaces (`MRZLookAlikes.letterForDigit` has none for 3 and 9): left to the parser it stays
    /// a digit in a name (a passport's `SOEREN` read `9OEREN`, the OCR offering no letter).
    static func isStrandedDigit(_ symbol: MRZSymbol, letterOnly: Bool) -> Bool {
        letterOnly && symbol.best.character.isNumber && MRZLookAlikes.letterForDigit[symbol.best.character] == nil
    }

    /// A filler the OCR doubts, with a letter among its choices (`weighedLetters`): part of a
    /// letter faded (a hologram's rainbow over a passport's sex `M`, read `<` at 70 with `M` at
    /// 50), and what is left is short enough to pass for a filler
    /// (`MRZColumnMapper.FillerEvidence.maybeFiller`).
    static func isFadedLetter(_ symbol: MRZSymbol) -> Bool {
        symbol.best.character == "<" && symbol.best.confidence < doubtfulBelow && !weighedLetters(symbol).isEmpty
    }

    /// The letters the OCR offered for a cell with some confidence: those at 0 it did not weigh
    /// (a filler read at 40 comes with `A`, `T`, `I` and digits at 0, on fillers and texture alike).
    static func weighedLetters(_ symbol: MRZSymbol) -> Set<Character> {
        Set(symbol.candidates.dropFirst().filter { $0.character.isLetter && $0.confidence > 0 }.map(\.character))
    }

    /// A digit read where only a letter can stand (`letterOnly`), which the parser turns into its
    /// look-alike letter (`MRZLookAlikes.letterForDigit`: `0` → `O`), where the OCR also offered
    /// another letter at some confidence (`weighedLetters`): a visa's `VD` read `V0`, with `D`
    /// offered, became `VO`.
    static func isMisplacedDigit(_ symbol: MRZSymbol, letterOnly: Bool) -> Bool {
        guard letterOnly, let twin = MRZLookAlikes.letterForDigit[symbol.best.character] else { return false }
        return weighedLetters(symbol).contains { $0 != twin }
    }

    static func doubtful(_ symbols: [MRZSymbol], letterOnly: [Bool] = []) -> [Bool] {
        symbols.indices.map {
            let columnIsLetterOnly = letterOnly[safe: $0] ?? false
            return isDoubtful(symbols[$0]) || isFadedLetter(symbols[$0]) || isStrandedDigit(symbols[$0], letterOnly: columnIsLetterOnly)
                || isMisplacedDigit(symbols[$0], letterOnly: columnIsLetterOnly)
        }
    }

    /// Per line, the columns where every format of this shape (`lineCount` lines of `length`)
    /// holds only letters or fillers: names and country codes.
    static func letterOnly(lineCount: Int, length: Int) -> [[Bool]] {
        // `MRZLayout.types` builds its table on every call: once per format here.
        let types = MRZFormat.candidates(lineCount: lineCount, lineLength: length).map { MRZLayout.standard($0).types }
        return (0..<lineCount).map { line in
            (0..<length).map { column in
                let position = MRZPosition(line: line, column: column)
                return !types.isEmpty && types.allSatisfy { $0[position] == .letterOrFiller }
            }
        }
    }

    /// The most cells the drawing is calibrated on, spread over the line.
    static let calibrationCells = 12

    /// Per cell with `measure` set, the similarity of each of `characters` (nil elsewhere). The
    /// drawing's size and blur are calibrated on the cells `symbols` reads confidently, at most
    /// `calibratingOn` spread over the line. With `only`, just those characters are compared
    /// (the others score -1). A glyph drawn costs about 70 µs and a comparison about 22 µs; the
    /// calibration compares each of its cells at nine sizes and blurs, so a cheap call compares
    /// few characters and calibrates on few cells.
    static func similarities(line: Image, cells: [MRZColumnMapper.Layout.Cell], symbols: [MRZSymbol], measure: [Bool],
                             only: Set<Character>? = nil, calibratingOn: Int = calibrationCells) throws -> [[Double]?] {
        guard cells.count == symbols.count, cells.count == measure.count else { return cells.map { _ in nil } }
        let x0 = cells.map { Int32($0.x0) }, x1 = cells.map { Int32($0.x1) }
        let tops = cells.map { Float($0.capTop ?? 0) }, bottoms = cells.map { Float($0.capBottom ?? 0) }
        var known = symbols.indices.map { k -> CChar in
            let s = symbols[k]
            guard s.best.character != "<", s.best.confidence >= knownConfidence, characters.contains(s.best.character),
                  cells[k].x1 > cells[k].x0, let top = cells[k].capTop, let bottom = cells[k].capBottom, bottom - top >= 4,
                  let a = s.best.character.asciiValue else { return 0 }
            return CChar(a)
        }
        // The calibration's cells, spread over the line; the native side calibrates on every known cell.
        let knownCells = known.indices.filter { known[$0] != 0 }
        let count = max(1, min(calibratingOn, calibrationCells))
        let kept = knownCells.count > count ? Set((0..<count).map { knownCells[$0 * knownCells.count / count] }) : Set(knownCells)
        for k in known.indices where !kept.contains(k) { known[k] = 0 }
        var drawn = characters
        if let only {
            let calibrating = Set(kept.map { symbols[$0].best.character })
            drawn = characters.filter { only.contains($0) || calibrating.contains($0) }
        }
        // A cell without its capitals' rows cannot be drawn for.
        let measured = cells.indices.map { measure[$0] && cells[$0].capTop != nil && cells[$0].capBottom != nil }
        let flags = measured.map { UInt8($0 ? 1 : 0) }
        let n = drawn.count
        var values = [Float](repeating: -1, count: cells.count * n)
        var err = cvb_error()
        let status = String(drawn).withCString { text in
            values.withUnsafeMutableBufferPointer { out in
                cvb_mrz_glyph_similarity(line.handle, fontPath, text, x0, x1, tops, bottoms, known, flags, Int32(cells.count),
                                         out.baseAddress, &err)
            }
        }
        guard status == 0 else { throw ZonalError.native("glyph similarity: \(err.messageText)") }
        let column = Dictionary(uniqueKeysWithValues: drawn.enumerated().map { ($1, $0) })
        return cells.indices.map { k in
            guard measured[k], cells[k].x1 > cells[k].x0 else { return nil }
            return characters.map { c in column[c].map { Double(values[k * n + $0]) } ?? -1 }
        }
    }

    /// Whether a cell holds an `O` where no check digit can tell it from `0` (`unchecked`, from
    /// `MRZParser.uncheckedAlphanumeric`). OCR-B draws the letter wider and rounder: an `O`
    /// matches the drawn `O` far better than the drawn `0` (0.95 against 0.71 on a drawn line),
    /// so a cell the drawn `0` matches better is a zero. Not the other way: a `0` can match the
    /// wider drawn `O` a little better than its own (0.96 against 0.92), so a `0` is left alone.
    static func isUncheckedO(_ symbol: MRZSymbol, unchecked: Bool) -> Bool {
        unchecked && symbol.best.character == "O"
    }

    /// `symbols` with an unchecked `O` (`isUncheckedO`) read as `0` where the drawn `0` matches
    /// its cell better by `margin`. The OCR's confidence stays: it was for a round glyph, and the
    /// parser's report of every unchecked `O` or `0` already keeps the result from `valid`.
    static func reviseUncheckedO(_ symbols: [MRZSymbol], similarities: [[Double]?], unchecked: [Bool]) -> [MRZSymbol] {
        guard let letter = characters.firstIndex(of: "O"), let digit = characters.firstIndex(of: "0") else { return symbols }
        return zip(symbols, similarities.indices).map { symbol, k in
            guard isUncheckedO(symbol, unchecked: unchecked[safe: k] ?? false), let scores = similarities[k], scores.count == characters.count,
                  scores[digit] - scores[letter] >= margin else { return symbol }
            return revised(symbol, to: "0", confidence: symbol.best.confidence)
        }
    }

    /// Whether a cell holds, where a check digit covers it (`checked`, from
    /// `MRZParser.checkedAlphanumeric`), a character whose look-alike the check cannot tell from
    /// it (`MRZLookAlikes.checkBlindTwin`): every check passes either way, so only the glyph can
    /// tell (a passport's document number `M4X96GWJ4` read `M4X966WJ4`). Fillers are not drawn.
    static func isCheckBlind(_ symbol: MRZSymbol, checked: Bool) -> Bool {
        guard checked, symbol.best.character != "<", let twin = MRZLookAlikes.checkBlindTwin(of: symbol.best.character) else { return false }
        return twin != "<"
    }

    /// How well a drawn twin must match its cell to overrule the OCR (normalised cross-correlation):
    /// on a passport's `G` read `6`, the drawn `G` matched 0.80–0.86 and the `6` 0.69–0.74; in
    /// texture and misplaced cells, where nothing matches well, a twin wins by chance.
    static let twinFloor = 0.6

    /// The cells a valid reading's twins are calibrated on (`MRZBandReader.checkBlindTwins`):
    /// it runs on most first passes, where calibrating on 12 costs about 2.4 ms a line.
    static let twinCalibrationCells = 4

    /// `symbols` with a check-blind character (`isCheckBlind`) replaced by its twin where the drawn
    /// twin matches its cell at least `twinFloor`, and better than the character read by `margin`.
    /// The OCR's confidence stays, as with an unchecked `O`: a reading revised was not `valid`,
    /// and the checks and confidences that kept it so are as before (at a lower confidence, the
    /// change would count as a new problem and the revised reading would never be taken), or was
    /// about to be, and the revision itself keeps it `uncertain` (`MRZBandReader.checkBlindTwins`).
    static func reviseCheckBlind(_ symbols: [MRZSymbol], similarities: [[Double]?], checked: [Bool]) -> [MRZSymbol] {
        zip(symbols, similarities.indices).map { symbol, k in
            guard isCheckBlind(symbol, checked: checked[safe: k] ?? false), let twin = MRZLookAlikes.checkBlindTwin(of: symbol.best.character),
                  overruled(symbol, by: twin, scores: similarities[k]) else { return symbol }
            return revised(symbol, to: twin, confidence: symbol.best.confidence)
        }
    }

    /// Whether the drawn `twin` matches the cell of `symbol` at least `twinFloor`, and better than
    /// the character read by `margin`.
    static func overruled(_ symbol: MRZSymbol, by twin: Character, scores: [Double]?) -> Bool {
        guard let scores, scores.count == characters.count,
              let read = characters.firstIndex(of: symbol.best.character), let drawn = characters.firstIndex(of: twin) else { return false }
        return scores[drawn] >= twinFloor && scores[drawn] - scores[read] >= margin
    }

    /// Whether the drawn glyph of the character read matches its cell at least `twinFloor`.
    static func shows(_ symbol: MRZSymbol, scores: [Double]?) -> Bool {
        guard let scores, scores.count == characters.count, let read = characters.firstIndex(of: symbol.best.character) else { return false }
        return scores[read] >= twinFloor
    }

    /// The letters a name letter read surely is compared with: only `D` for an `O`. That is the
    /// one sure misreading fresh sets showed (seed 4046: `UND` read `UNO`, `PAPADOPOULOU` read
    /// `PAPAOOPOULOU`, the `O`s at 98, `valid`). Every confused letter (`MRZLookAlikes.confusions`)
    /// caught no more and doubled the parse time; and `O` is no rival of a `D`, since the wide
    /// round drawn `O` matches a drawn `D` better than the `D` itself (0.87 against 0.80).
    static func nameLookAlikes(of character: Character) -> [Character] {
        character == "O" ? ["D"] : []
    }

    /// Whether a letter (or, with `digitsToo`, a digit) is read too weakly to make a field no
    /// check covers valid without the drawing's agreement.
    static func needsConfirming(_ symbol: MRZSymbol, digitsToo: Bool = false) -> Bool {
        let character = symbol.best.character
        return (character.isLetter || (digitsToo && character.isNumber)) && symbol.best.confidence < confirmBelow
    }

    /// The measured cells where another drawn letter (or, where `digitsToo` says so, letter or
    /// digit) matches better than the OCR's by `margin`, with that character.
    static func disputed(_ symbols: [MRZSymbol], similarities: [[Double]?], digitsToo: [Bool] = []) -> [(column: Int, drawn: Character)] {
        zip(symbols, similarities.indices).compactMap { symbol, k in
            let rivals = (digitsToo[safe: k] ?? false) ? glyphIndices : letterIndices
            guard let scores = similarities[k], scores.count == characters.count,
                  let ocrIndex = characters.firstIndex(of: symbol.best.character),
                  let bestIndex = rivals.max(by: { scores[$0] < scores[$1] }),
                  bestIndex != ocrIndex, scores[bestIndex] - scores[ocrIndex] >= margin else { return nil }
            return (k, characters[bestIndex])
        }
    }

    /// `symbols` with a doubtful letter replaced where another drawn letter matches its cell
    /// better by `margin`, a stranded digit (`isStrandedDigit`) by the letter matching best, and a
    /// misplaced digit (`isMisplacedDigit`) or a faded letter (`isFadedLetter`) by the letter
    /// offered that beats its look-alike, or the filler (`offeredLetter`).
    static func revise(_ symbols: [MRZSymbol], similarities: [[Double]?], letterOnly: [Bool] = []) -> [MRZSymbol] {
        zip(symbols, similarities.indices).map { symbol, k in
            let columnIsLetterOnly = letterOnly[safe: k] ?? false
            if isStrandedDigit(symbol, letterOnly: columnIsLetterOnly), let scores = similarities[k], scores.count == characters.count,
               let best = letterIndices.max(by: { scores[$0] < scores[$1] }) {
                return revised(symbol, to: characters[best])
            }
            // A misplaced digit's letter must beat the look-alike the parser would take; a faded
            // letter, the filler read.
            let rival: Character? = isMisplacedDigit(symbol, letterOnly: columnIsLetterOnly)
                ? MRZLookAlikes.letterForDigit[symbol.best.character] : isFadedLetter(symbol) ? "<" : nil
            if let rival {
                guard let scores = similarities[k], let letter = offeredLetter(symbol, beating: rival, scores: scores) else { return symbol }
                return revised(symbol, to: letter)
            }
            guard let scores = similarities[k], scores.count == characters.count, isDoubtful(symbol),
                  let ocr = symbol.candidates.first, let ocrIndex = characters.firstIndex(of: ocr.character),
                  let bestIndex = glyphIndices.max(by: { scores[$0] < scores[$1] }), bestIndex != ocrIndex,
                  characters[bestIndex].isLetter, scores[bestIndex] - scores[ocrIndex] >= margin else { return symbol }
            return revised(symbol, to: characters[bestIndex])
        }
    }

    /// The letter offered for a cell (`weighedLetters`) whose drawn glyph matches it best, where that
    /// is not `rival`, matches at least `twinFloor` and beats the drawn `rival` by `margin`.
    static func offeredLetter(_ symbol: MRZSymbol, beating rival: Character, scores: [Double]) -> Character? {
        guard scores.count == characters.count, let rivalIndex = characters.firstIndex(of: rival) else { return nil }
        let offered = weighedLetters(symbol)
        guard let best = letterIndices.filter({ offered.contains(characters[$0]) }).max(by: { scores[$0] < scores[$1] }),
              best != rivalIndex, scores[best] >= twinFloor, scores[best] - scores[rivalIndex] >= margin else { return nil }
        return characters[best]
    }

    /// `symbol` with `drawn` first at `confidence`, the OCR's readings after it no higher.
    static func revised(_ symbol: MRZSymbol, to drawn: Character, confidence: Double = revisedConfidence) -> MRZSymbol {
        let rest = symbol.candidates.filter { $0.character != drawn }
            .map { MRZCandidate($0.character, confidence: min($0.confidence, confidence)) }
        return MRZSymbol(candidates: [MRZCandidate(drawn, confidence: confidence)] + rest)
    }
}
