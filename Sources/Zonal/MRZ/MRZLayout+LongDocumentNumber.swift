/// TD1 and TD2 document numbers longer than 9 characters (ICAO 9303 part 5 note j, part 6 note j):
/// the 9 principal characters, then `<` at the check-digit position, then the rest of the number at
/// the start of the optional data, followed by the check digit of the whole number and a filler.
///
/// Issuers disagree on what the check digit covers: Portugal and Finland compute it over the number
/// alone (ICAO's reading), Belgium over the MRZ characters including the `<` (e.g.
/// `000590240<601` → 3). Zonal accepts either — the real documents in the conformance set need both —
/// and reports the digit of the variant that matched.
extension MRZLayout {
    /// The layout with the long-number reading applied, when the characters show one: `<` at the
    /// check position and a non-filler right after it. Otherwise the layout unchanged.
    func withLongDocumentNumber(_ characters: [[Character]]) -> MRZLayout {
        let (line, principalStart, marker, optionalEnd): (Int, Int, Int, Int)
        switch format {
        case .td1: (line, principalStart, marker, optionalEnd) = (0, 5, 14, 30)
        case .td2: (line, principalStart, marker, optionalEnd) = (1, 0, 9, 35)
        default: return self
        }
        let text = characters[line]
        let overflowStart = format == .td1 ? marker + 1 : 28
        guard text[marker] == "<", text[overflowStart] != "<" else { return self }
        // The check digit is the last character before the first filler of the optional data.
        let firstFiller = (overflowStart..<optionalEnd).first { text[$0] == "<" } ?? optionalEnd
        let digitColumn = firstFiller - 1
        guard digitColumn > overflowStart else { return self }  // no room for overflow + digit

        let principal = MRZRange(line: line, start: principalStart, length: 9)
        let overflow = MRZRange(line: line, start: overflowStart, length: digitColumn - overflowStart)
        let withMarker: [MRZPosition] = format == .td1
            ? MRZRange(line: line, start: principalStart, length: digitColumn - principalStart).positions
            : principal.positions + [MRZPosition(line: line, column: marker)] + overflow.positions
        let number = principal.positions + overflow.positions

        var layout = self
        for index in layout.fields.indices {
            switch layout.fields[index].name {
            case "documentNumber":
                layout.fields[index].ranges = [principal, overflow]
            case "optionalData":
                let rest = MRZRange(line: line, start: firstFiller, length: optionalEnd - firstFiller)
                layout.fields[index].ranges = [rest]
            default: break
            }
        }
        for index in layout.checks.indices where layout.checks[index].name == "documentNumber" {
            layout.checks[index].variants = [number, withMarker]
            layout.checks[index].digit = MRZPosition(line: line, column: digitColumn)
            layout.checks[index].digitType = .digit
            layout.checks[index].dataPositions = number
        }
        return layout
    }

    /// The `<` that marks a long number, when there is one (it is neither data nor a check digit).
    var longNumberMarker: MRZPosition? {
        guard let number = fields.first(where: { $0.name == "documentNumber" }), number.ranges.count == 2 else { return nil }
        return MRZPosition(line: number.ranges[0].line, column: number.ranges[0].start + 9)
    }
}
