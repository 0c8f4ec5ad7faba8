/// ISO 7064 mod 97-10, the check of IBANs and of RF creditor references (ISO 11649): digits
/// count as themselves and the capitals A–Z as 10...35.
enum Mod97 {
    /// `text` mod 97; nil when it holds anything but ASCII digits and capitals.
    static func remainder<S: StringProtocol>(_ text: S) -> Int? {
        var remainder = 0
        for character in text {
            guard character.isASCII, let value = character.isNumber ? character.wholeNumberValue : letterValue(character) else { return nil }
            remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97
        }
        return remainder
    }

    /// Whether a code whose check digits are its third and fourth characters (`DE89…`, `RF18…`)
    /// passes: moved four characters left, it is 1 mod 97.
    static func passes(_ code: String) -> Bool {
        remainder(code.dropFirst(4) + code.prefix(4)) == 1
    }

    private static func letterValue(_ character: Character) -> Int? {
        guard let ascii = character.asciiValue, (65...90).contains(ascii) else { return nil }
        return Int(ascii) - 55
    }
}
