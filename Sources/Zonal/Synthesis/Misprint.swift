/// A printed check digit that is simply wrong on the document itself (the `misprint`
/// condition): real documents have them, and a reader must report `uncertain` with the failing
/// check rather than "fix" the document into a different one.
enum Misprint {
    /// `lines` with one individual check digit (document number, birth date, expiry or TD3
    /// optional data; never the composite, never a `<`) replaced by a digit no reading of its
    /// field gives. Most of the time (70%) the composite digit is then recomputed over the
    /// printed characters, as the issuer's software would, so exactly one check fails; otherwise
    /// the composite fails too.
    static func apply(to lines: [String], format: MRZFormat, using rng: inout RandomSource) -> [String] {
        var characters = lines.map { Array($0) }
        let layout = MRZLayout.standard(format).withLongDocumentNumber(characters)
        func digit(_ p: MRZPosition) -> Character? {
            characters.indices.contains(p.line) && characters[p.line].indices.contains(p.column) ? characters[p.line][p.column] : nil
        }
        func computed(_ positions: [MRZPosition]) -> Character? {
            CheckDigit.character(for: positions.compactMap(digit))
        }
        let candidates = layout.checks.filter { !$0.isComposite && (digit($0.digit)?.isNumber ?? false) }
        guard !candidates.isEmpty else { return lines }
        let check = rng.pick(candidates)
        // Not a digit any accepted reading of the field computes (long numbers have two).
        let taken = Set(check.variants.compactMap(computed))
        let others = (0...9).map { Character(String($0)) }.filter { !taken.contains($0) && $0 != digit(check.digit) }
        guard !others.isEmpty else { return lines }
        characters[check.digit.line][check.digit.column] = rng.pick(others)
        if rng.chance(0.7), let composite = layout.checks.first(where: \.isComposite),
           let positions = composite.variants.first, let value = computed(positions) {
            characters[composite.digit.line][composite.digit.column] = value
        }
        return characters.map { String($0) }
    }
}
