/// One-for-one character fixes that keep offsets: parsers fix what OCR confuses without losing
/// the link from each character to its confidence (uppercasing "ß" would add a character, so it
/// is left as it is).
enum TextNormalization {
    /// The upper-case form of `character` when that is a single character.
    static func uppercased(_ character: Character) -> Character {
        let upper = character.uppercased()
        return upper.count == 1 ? Character(upper) : character
    }

    /// Letters OCR reads where a digit is printed, in fonts of any kind: only the near-identical
    /// shapes (the MRZ's OCR-B table is wider, `MRZLookAlikes`).
    static let digitLookAlikes: [Character: Character] = ["O": "0", "o": "0", "I": "1", "l": "1", "|": "1"]

    /// Digits OCR reads for a capital, where only a letter can be printed (an IBAN's bank code).
    static let letterLookAlikes: [Character: Character] = ["0": "O", "1": "I", "2": "Z", "5": "S", "6": "G", "8": "B"]

    /// Dashes OCR reads for a hyphen.
    static func hyphenated(_ character: Character) -> Character {
        "‐‑‒–—−".contains(character) ? "-" : character
    }

    /// `characters` with digit look-alikes replaced, and a reason for each replacement; with
    /// `positions`, the reason says where in the value (counted from 1).
    static func digits(_ characters: [Character], positions: Bool = false) -> (digits: [Character], reasons: [String]) {
        var reasons: [String] = []
        let fixed = characters.enumerated().map { offset, character -> Character in
            guard let digit = digitLookAlikes[character] else { return character }
            reasons.append("read '\(character)' as '\(digit)'" + (positions ? " at position \(offset + 1)" : ""))
            return digit
        }
        return (fixed, reasons)
    }
}
