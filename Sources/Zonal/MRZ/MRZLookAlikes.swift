/// Characters OCR confuses in OCR-B, the MRZ font. Two uses:
/// - `forced(_:for:)`: the one replacement for a character that cannot stand at its position
///   (a letter in a date, a digit in a name) — a function, so the fix is never a choice;
/// - `confusions(of:)`: the alternatives the check-digit search may try at a doubtful position.
enum MRZLookAlikes {
    /// Letter read where a digit must be. Only shapes that are near-identical in OCR-B.
    static let digitForLetter: [Character: Character] = [
        "O": "0", "Q": "0", "D": "0", "U": "0",
        "I": "1", "L": "1", "J": "1",
        "Z": "2", "A": "4", "S": "5", "G": "6", "T": "7", "B": "8",
    ]

    /// Digit read where a letter must be.
    static let letterForDigit: [Character: Character] = [
        "0": "O", "1": "I", "2": "Z", "4": "A", "5": "S", "6": "G", "7": "T", "8": "B",
    ]

    /// What OCR makes of `<` (Tesseract's English model reads filler runs as K, E, X, C).
    static let fillerLookAlikes: Set<Character> = ["K", "E", "X", "C"]

    /// The type-forced replacement of `character` at a position of `type`, or nil when the character
    /// is legal there or has no unambiguous twin of the right type.
    static func forced(_ character: Character, for type: MRZCharacterClass) -> Character? {
        guard !type.allows(character) else { return nil }
        switch type {
        case .digit, .digitOrFiller: return digitForLetter[character]
        case .letterOrFiller: return letterForDigit[character]
        case .alphanumeric, .sex: return nil
        // A single allowed letter needs no look-alike: the format says what it is.
        case let .oneOf(allowed): return allowed.count == 1 ? allowed.first : nil
        }
    }

    /// Confusion pairs observed on OCR-B (see DESIGN.md, "Training an MRZ model"), both ways.
    private static let pairs: [(Character, Character)] = [
        ("0", "O"), ("0", "D"), ("0", "Q"), ("0", "U"), ("0", "8"), ("O", "D"), ("O", "Q"), ("O", "C"),
        ("1", "I"), ("1", "L"), ("1", "7"), ("1", "T"), ("1", "J"), ("I", "L"), ("I", "T"),
        ("2", "Z"), ("2", "7"),
        ("3", "8"), ("3", "5"), ("3", "B"), ("3", "9"),
        ("4", "A"),
        ("5", "S"), ("5", "6"),
        ("6", "G"), ("6", "8"),
        ("7", "T"),
        ("8", "B"), ("8", "9"),
        ("<", "K"), ("<", "E"), ("<", "X"), ("<", "C"),
        ("M", "N"), ("M", "H"), ("N", "H"), ("M", "W"),
        ("E", "F"), ("F", "P"), ("P", "R"), ("B", "E"),
        ("U", "V"), ("V", "Y"), ("K", "X"), ("C", "G"),
    ]

    private static let table: [Character: [Character]] = {
        var table: [Character: [Character]] = [:]
        for (a, b) in pairs {
            table[a, default: []].append(b)
            table[b, default: []].append(a)
        }
        return table
    }()

    /// The characters `character` is commonly confused with (not including itself).
    static func confusions(of character: Character) -> [Character] {
        table[character] ?? []
    }

    /// The look-alike of `character` that no check digit can tell from it: their values differ by
    /// a multiple of 10, so at every weight both give the same digit (`6` and `G`, `0` and `U`,
    /// `1` and `L`, `M` and `W`, `F` and `P`, `<` and `K`). Nil when it has none.
    static func checkBlindTwin(of character: Character) -> Character? {
        guard let value = CheckDigit.value(of: character) else { return nil }
        return confusions(of: character).first { twin in CheckDigit.value(of: twin).map { ($0 - value) % 10 == 0 } ?? false }
    }

    /// The look-alike of the other kind (`B` for `8`, `5` for `S`) that nothing but the glyph
    /// tells a character from where no check digit covers it; nil for `0` and `O`, which the
    /// parser reports wherever no check covers them, and for characters without one.
    static func uncheckedTwin(of character: Character) -> Character? {
        guard character != "0", character != "O" else { return nil }
        if let letter = letterForDigit[character] { return letter }
        guard let digit = digitForLetter[character], letterForDigit[digit] == character else { return nil }
        return digit
    }
}
