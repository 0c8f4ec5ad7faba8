/// A document number the MRZ's reading left in doubt, read again in the visual zone, which prints
/// it too (`4ZDD9ECAP` read `4ZO09ECAP` in the MRZ: `DD` and `O0` give the same check digit, and
/// the composite agrees with both). A printed word is taken when it is the only one that differs
/// from the reading in one or two characters, each a look-alike of OCR-B's (`MRZLookAlikes`) or a
/// character the MRZ's OCR offered there, other than `O` for `0`, and agrees with the check digit the MRZ prints; one of the characters it
/// changes must have been read below the confidence a `valid` result needs. Long TD1/TD2 numbers (continued in the optional
/// data) are left alone.
enum VisualZoneDocumentNumber {
    static let field = "documentNumber"

    /// Whether the document number is in doubt: below `floor`, or failing its check.
    static func inDoubt(_ result: MRZResult, floor: Double) -> Bool {
        guard let number = result.fields[field] else { return false }
        return number.confidence < floor || number.flags.contains("checkFailed")
    }

    static func changes(in result: MRZResult, words: [VisualZone.Word], floor: Double) -> [VisualZone.Change] {
        guard let number = result.fields[field], number.position.length == 9, number.raw.count == 9,
              let check = result.checks.first(where: { $0.name == field }),
              let checkLine = result.lines[safe: check.position.line - 1].map(Array.init),
              let printedDigit = checkLine[safe: check.position.start - 1] else { return [] }
        let read = Array(number.raw)
        let length = number.value.count
        guard length > 0 else { return [] }
        var candidates = Set<String>()
        for word in words where word.confidence >= VisualZone.minimumWordConfidence {
            // ASCII letters and digits, with their offsets in the word (which `unsure` counts in).
            let kept = Array(word.text.enumerated()).filter { $0.element.isASCII && ($0.element.isLetter || $0.element.isNumber) }
            guard kept.count == length else { continue }
            let padded = kept.map { Character($0.element.uppercased()) } + Array(repeating: "<", count: 9 - length)
            let differing = (0..<9).filter { read[$0] != padded[$0] }
            // Each character it changes read sure on the page, too.
            guard (1...2).contains(differing.count), differing.allSatisfy({ !word.unsure.contains(kept[$0].offset) }),
                  differing.allSatisfy({ mayBe(padded[$0], read: read[$0], in: result, line: number.position.line - 1, column: number.position.start - 1 + $0) }),
                  CheckDigit.character(for: padded) == printedDigit else { continue }
            candidates.insert(String(padded))
        }
        guard candidates.count == 1, let chosen = candidates.first.map(Array.init) else { return [] }
        let start = number.position.start - 1
        let changes = (0..<9).compactMap { offset in
            read[offset] == chosen[offset] ? nil
                : VisualZone.Change(line: number.position.line - 1, column: start + offset, from: read[offset], to: chosen[offset], field: field)
        }
        // Where the MRZ's reading was unsure of one of them. Not of every one: the check digit covers
        // the number, and a collision's other character may be read sure (`4ZO09ECAP`, the `0` at
        // 99 where `DD` was printed in another face).
        return changes.contains { VisualZone.doubtful(result, line: $0.line, column: $0.column, floor: floor) } ? changes : []
    }

    /// Whether the print's `character` may stand where the MRZ's reading has `read`: a look-alike
    /// of OCR-B's, or a character the MRZ's OCR offered there (a passport's `U80082264`, read
    /// `U6O082264`: the check digit search took `S` for the `U`, an alternative, since `U`→`S` at
    /// weight 7 and `6`→`8` at weight 3 both change the sum by a multiple of 10, and the composite
    /// weighs them alike). Never `O` for `0` or the reverse.
    static func mayBe(_ character: Character, read: Character, in result: MRZResult, line: Int, column: Int) -> Bool {
        guard !zeroOrO(read, character) else { return false }
        return MRZLookAlikes.confusions(of: read).contains(character) || VisualZone.offered(character, in: result, line: line, column: column)
    }

    /// `O` against `0`: the page's OCR cannot tell them apart in a number any better than the
    /// MRZ's (two clean passports' `00TF…` and `…T00T8` printed, read `OO` on the page; `OO` and
    /// `00` at weights 7 and 3 give the same check digit), so such a difference is never taken.
    static func zeroOrO(_ a: Character, _ b: Character) -> Bool {
        Set([a, b]) == ["0", "O"]
    }
}
