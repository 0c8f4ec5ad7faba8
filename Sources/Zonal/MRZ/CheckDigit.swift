/// The ICAO 9303 check digit: weights 7, 3, 1 over character values
/// (digits as themselves, A–Z as 10–35, `<` as 0), modulo 10.
public enum CheckDigit {
    /// The value of one MRZ character, or nil when it is not in the MRZ alphabet.
    public static func value(of character: Character) -> Int? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(ascii - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(ascii - UInt8(ascii: "A")) + 10
        case UInt8(ascii: "<"): return 0
        default: return nil
        }
    }

    /// The check digit of `text`, or nil when it holds a character outside the MRZ alphabet.
    public static func compute<S: Sequence>(_ text: S) -> Int? where S.Element == Character {
        let weights = [7, 3, 1]
        var sum = 0
        for (index, character) in text.enumerated() {
            guard let v = value(of: character) else { return nil }
            sum += v * weights[index % 3]
        }
        return sum % 10
    }

    /// The check digit as its MRZ character.
    public static func character<S: Sequence>(for text: S) -> Character? where S.Element == Character {
        compute(text).map { Character(String($0)) }
    }
}
