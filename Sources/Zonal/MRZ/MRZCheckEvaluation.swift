/// Verifies one check digit against the current characters.
///
/// Policy exceptions (ICAO 9303 and real documents, see conformance/README.md):
/// - a check position of `<` over an optional field that is all filler passes (TD3 personal number);
/// - a long TD1/TD2 document number passes when the digit matches either accepted variant
///   (`MRZLayout.withLongDocumentNumber`).
enum MRZCheckEvaluation {
    static func passes(_ check: MRZCheckSpec, _ characters: (MRZPosition) -> Character) -> Bool {
        let found = characters(check.digit)
        for variant in check.variants {
            let text = variant.map(characters)
            if let digit = CheckDigit.character(for: text), digit == found { return true }
            if check.acceptsFillerOverEmptyField, found == "<", text.allSatisfy({ $0 == "<" }) { return true }
        }
        return false
    }

    static func evaluate(_ check: MRZCheckSpec, in copy: MRZWorkingCopy) -> MRZCheck {
        let found = copy[check.digit]
        let digits = check.variants.map { CheckDigit.character(for: copy.text($0)) }
        // Report the variant that matched, else the first (ICAO's).
        let expected = digits.compactMap { $0 }.first { $0 == found } ?? digits.first.flatMap { $0 }
        return MRZCheck(name: check.name, expected: expected.map(String.init) ?? "?", found: String(found),
                        passed: passes(check) { copy[$0] },
                        position: MRZSpan(line: check.digit.line + 1, start: check.digit.column + 1, length: 1))
    }
}
