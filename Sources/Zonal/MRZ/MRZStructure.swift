/// The shape checks every input passes before anything is read: line count, line lengths, the MRZ
/// alphabet. Each error names the line (1-based), the column and what was expected, because the
/// person who sees it has to find the typo.
enum MRZStructure {
    /// The first letters an ICAO document code can have (passports, ID cards, visas).
    static let documentCodeInitials = "PIACV"

    static let countsExpected = "expected 2 lines (TD2, TD3, MRV-A, MRV-B) or 3 lines (TD1)"

    /// The format of `lines` (the best characters of each position), or an error.
    /// `firstCandidates`: the OCR's choices for the first character, best first; the first one
    /// that is a document-code letter decides between visa and passport or card.
    static func format(of lines: [[Character]], firstCandidates: [Character] = []) throws -> MRZFormat {
        switch lines.count {
        case 0:
            throw ZonalError.invalidMRZ(reason: "no MRZ lines given; \(countsExpected)")
        case 1:
            let hint = lines[0].count == 30 && lines[0].first == "D"
                ? " (a one-line MRZ such as the French driving licence's is not supported)" : ""
            throw ZonalError.invalidMRZ(reason: "1 line given; \(countsExpected)\(hint)")
        case 2, 3:
            break
        default:
            throw ZonalError.invalidMRZ(reason: "\(lines.count) lines given; \(countsExpected)")
        }

        let lengths = Array(Set(MRZFormat.allCases.filter { $0.lineCount == lines.count }.map(\.lineLength)))
        let first = lines[0].count
        guard lengths.contains(first) else {
            let hint = lines.count == 3 && first == 9 ? " (the Swiss driving licence's MRZ is not supported)" : ""
            throw ZonalError.invalidMRZ(reason: "line 1 has \(first) characters; expected \(describe(lengths: lengths, lineCount: lines.count)) for a \(lines.count)-line MRZ\(hint)")
        }
        for (index, line) in lines.enumerated().dropFirst() where line.count != first {
            throw ZonalError.invalidMRZ(reason: "line \(index + 1) has \(line.count) characters; expected \(describe(lengths: [first], lineCount: lines.count)) like line 1")
        }
        for (index, line) in lines.enumerated() {
            if let column = line.firstIndex(where: { !$0.isMRZCharacter }) {
                let character = line[column]
                let hint = character.isLowercase ? " (lower case is not accepted)" : ""
                throw ZonalError.invalidMRZ(reason: "line \(index + 1), column \(column + 1): \(describe(character)) is not an MRZ character; expected A-Z, 0-9 or <\(hint)")
            }
        }

        let candidates = MRZFormat.candidates(lineCount: lines.count, lineLength: first)
        if lines.count == 2, first == 36, frenchIDPrefix(lines[0]), !isICAOTD2(lines) {
            throw ZonalError.invalidMRZ(reason: "line 1 starts with IDFRA on 36 characters: a French national identity card (1988–2021 model), which is not supported yet")
        }
        // A visa is told from a passport or ID card of the same size by its `V` code.
        let code = ([lines[0].first].compactMap { $0 } + firstCandidates).first { MRZStructure.documentCodeInitials.contains($0) }
        let isVisa = code == "V"
        guard let format = candidates.first(where: { ($0 == .mrvA || $0 == .mrvB) == isVisa }) else {
            throw ZonalError.invalidMRZ(reason: "no MRZ format has \(lines.count) lines of \(first) characters")
        }
        return format
    }

    /// "36 (TD2/MRV-B) or 44 (TD3/MRV-A)".
    static func describe(lengths: [Int], lineCount: Int) -> String {
        lengths.sorted().map { length in
            let names = MRZFormat.candidates(lineCount: lineCount, lineLength: length).map(\.rawValue)
            return "\(length) (\(names.joined(separator: "/")))"
        }.joined(separator: " or ")
    }

    static func describe(_ character: Character) -> String {
        if character.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0.value < 32 || $0.value == 127 }) {
            return character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }.joined(separator: " ")
        }
        return "'\(character)'"
    }

    /// Whether two 36-character lines pass every check of an ICAO TD2 (document number, birth
    /// date, expiry, composite: all on line 2): then an `IDFRA` first line is an ICAO document,
    /// not the old French card, whose second line is laid out otherwise (its digits agree at
    /// those places one time in ten thousand).
    static func isICAOTD2(_ lines: [[Character]]) -> Bool {
        guard lines.count == 2, lines.allSatisfy({ $0.count == 36 }) else { return false }
        return MRZLayout.standard(.td2).checks.allSatisfy { check in
            MRZCheckEvaluation.passes(check) { lines[$0.line][$0.column] }
        }
    }

    /// The old French ID card starts `IDFRA`; OCR may read the `I` as `1`, so look-alikes count.
    static func frenchIDPrefix(_ line: [Character]) -> Bool {
        let prefix = line.prefix(5).map { MRZLookAlikes.forced($0, for: .letterOrFiller) ?? $0 }
        return String(prefix) == "IDFRA"
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
