/// A vehicle identification number (ISO 3779): 17 characters, digits and capitals except I, O
/// and Q. Components: wmi (1-3, maker), vds (4-9, vehicle; includes position 9), vis (10-17).
///
/// I, O and Q are never in a VIN, so OCR's I, O, Q (and lower-case i, l, o) are read as 1 and 0
/// and noted. The check digit (position 9, North-American scheme: transliterate, weigh, mod 11,
/// 10 is X) is validated according to `checkDigit`:
/// - `required`: it must pass;
/// - `ignore`: not computed;
/// - `auto` (default): it must pass for North-American makers (WMI starting 1-5), where it is
///   mandatory; for others the scheme is optional, so a mismatch is noted as a reason but the VIN
///   stays valid (Europe's makers mostly put a letter or an unrelated digit there).
/// A run of 15-19 letters and digits (at least three digits and a letter) is reported, not valid, when
/// no 17-character one is present: a VIN with a character lost or doubled.
public struct VINParser: FieldParser {
    public enum CheckDigitPolicy: String, Sendable, CaseIterable { case auto, required, ignore }

    public let ocrNeeds = OCRNeeds(characters: Set("ABCDEFGHJKLMNPRSTUVWXYZ0123456789"))
    let checkDigit: CheckDigitPolicy

    public init(checkDigit: CheckDigitPolicy = .auto) { self.checkDigit = checkDigit }

    static let run = TextPattern.builtIn(#"(?<![\p{L}\p{N}])[A-Za-z0-9]{15,19}(?![\p{L}\p{N}])"#)
    static let lookAlikes: [Character: Character] = ["I": "1", "i": "1", "l": "1", "O": "0", "o": "0", "Q": "0"]
    static let weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

    public func parse(_ text: RecognizedText) -> ParsedField {
        let runs = (Self.run?.matches(in: text.text) ?? []).filter { $0.text.filter(\.isNumber).count >= 3 }
        let exact = runs.filter { $0.text.count == 17 }.map { vin($0, in: text) }
        if let field = exact.preferred { return field }
        // A near miss has a letter too: a long number is not a VIN with a character lost.
        if let near = runs.first(where: { $0.text.contains(where: \.isLetter) }) {
            var field = vin(near, in: text)
            field.valid = false
            return field
        }
        return .notFound(in: text, "no VIN")
    }

    private func vin(_ match: TextPattern.Match, in text: RecognizedText) -> ParsedField {
        var reasons: [String] = []
        let characters = match.text.enumerated().map { position, character -> Character in
            if let fixed = Self.lookAlikes[character] {
                reasons.append("read '\(character)' as '\(fixed)' at position \(position + 1) (no I, O or Q in a VIN)")
                return fixed
            }
            return TextNormalization.uppercased(character)
        }
        let value = String(characters)
        var valid = true
        guard characters.count == 17 else {
            reasons.append("a VIN has 17 characters; found \(characters.count)")
            return text.field(value, span: match.range, valid: false, reasons: reasons)
        }
        if checkDigit != .ignore, let expected = Self.checkDigit(of: characters), let printed = characters[safe: 8], printed != expected {
            let message = "check digit (position 9) is '\(printed)'; the characters give '\(expected)'"
            let northAmerican = characters.first.map { "12345".contains($0) } ?? false
            if checkDigit == .required || northAmerican {
                valid = false
                reasons.append(message)
            } else {
                reasons.append(message + " (optional outside North America)")
            }
        }
        return text.field(value, span: match.range, valid: valid, reasons: reasons, components: [
            "wmi": String(value.prefix(3)), "vds": String(value.dropFirst(3).prefix(6)), "vis": String(value.suffix(8)),
        ])
    }

    /// The North-American check digit of 17 characters ("0"..."9" or "X").
    static func checkDigit(of characters: [Character]) -> Character? {
        guard characters.count == 17 else { return nil }
        var sum = 0
        for (character, weight) in zip(characters, weights) {
            guard let value = transliteration(character) else { return nil }
            sum += value * weight
        }
        let remainder = sum % 11
        return remainder == 10 ? "X" : Character(String(remainder))
    }

    static func transliteration(_ character: Character) -> Int? {
        if character.isASCII, let digit = character.wholeNumberValue { return digit }
        return letterValues[character]
    }

    static let letterValues: [Character: Int] = [
        "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4, "N": 5,
        "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9,
    ]
}

extension VINParser {
    static let optionKeys = ["checkDigit"]

    static func decode(_ options: JSONObject) -> VINParser? {
        let policy = options.optional("checkDigit")?.choice(CheckDigitPolicy.allCases.map(\.rawValue)).flatMap(CheckDigitPolicy.init(rawValue:))
        return VINParser(checkDigit: policy ?? .auto)
    }
}
