/// What may stand at one MRZ position. ICAO 9303 fixes the type of every position; knowing it is
/// what lets the parser tell `0` from `O` without guessing.
enum MRZCharacterClass: Sendable, Equatable {
    /// Check digits.
    case digit
    /// Dates (ICAO fills an unknown day or month with `<`), the TD3 personal-number check digit
    /// (`<` over an empty field) and the TD1/TD2 document-number check position (`<` marks a long
    /// number).
    case digitOrFiller
    /// Document code, country codes, names.
    case letterOrFiller
    /// Document number, optional data: anything in the MRZ alphabet.
    case alphanumeric
    /// M, F, X (used by some issuers) or `<` (unspecified).
    case sex
    /// The first letter of the document code: what the format allows (`P` for TD3, `V` for
    /// visas, `I`, `A` or `C` for TD1/TD2 cards).
    case oneOf(String)

    func allows(_ character: Character) -> Bool {
        switch self {
        case .digit: return character.isMRZDigit
        case .digitOrFiller: return character.isMRZDigit || character == "<"
        case .letterOrFiller: return character.isMRZLetter || character == "<"
        case .alphanumeric: return character.isMRZDigit || character.isMRZLetter || character == "<"
        case .sex: return character == "M" || character == "F" || character == "X" || character == "<"
        case let .oneOf(allowed): return allowed.contains(character)
        }
    }
}

extension Character {
    /// 0-9 (ASCII only: other scripts' digits are not MRZ characters).
    var isMRZDigit: Bool { asciiValue.map { (48...57).contains($0) } ?? false }
    /// A-Z (ASCII upper case only).
    var isMRZLetter: Bool { asciiValue.map { (65...90).contains($0) } ?? false }
    var isMRZCharacter: Bool { isMRZDigit || isMRZLetter || self == "<" }
}
