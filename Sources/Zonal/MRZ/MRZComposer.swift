import Foundation

/// The data printed in a machine-readable zone, as plain text fields. `compose` transliterates and
/// pads them; check digits are computed, never given.
public struct MRZIdentity: Sendable, Codable, Equatable {
    /// "P", "PT", "I", "ID", "AC", "V", "VI", ... (padded with `<` to two characters).
    public var documentCode: String
    /// Three-letter code of the issuing state or organisation ("UTO", "D" for Germany, "XXA", ...).
    public var issuingState: String
    /// Primary identifier, in any script ICAO 9303 transliterates (Latin with diacritics, Cyrillic).
    public var surname: String
    /// Secondary identifier(s), separated by spaces.
    public var givenNames: String
    /// Up to 9 characters; TD1 and TD2 allow longer numbers (the overflow goes to optional data).
    public var documentNumber: String
    public var nationality: String
    /// YYMMDD (`<` for unknown parts).
    public var dateOfBirth: String
    /// "M", "F", "X" or "<" (an empty string is written as `<`).
    public var sex: String
    /// YYMMDD.
    public var dateOfExpiry: String
    /// Optional data of line 1 (TD1), the personal number (TD3) or the optional field of line 2 (TD2, visas).
    public var optionalData: String
    /// Optional data of TD1 line 2 (ignored by the other formats).
    public var optionalData2: String

    public init(documentCode: String, issuingState: String, surname: String, givenNames: String,
                documentNumber: String, nationality: String, dateOfBirth: String, sex: String,
                dateOfExpiry: String, optionalData: String = "", optionalData2: String = "") {
        self.documentCode = documentCode
        self.issuingState = issuingState
        self.surname = surname
        self.givenNames = givenNames
        self.documentNumber = documentNumber
        self.nationality = nationality
        self.dateOfBirth = dateOfBirth
        self.sex = sex
        self.dateOfExpiry = dateOfExpiry
        self.optionalData = optionalData
        self.optionalData2 = optionalData2
    }
}

/// Writes MRZ lines per ICAO 9303 (parts 4–7): TD1, TD2, TD3, MRV-A and MRV-B, with every check digit.
///
/// - Names are transliterated per ICAO 9303 part 3 §6 (upper case; Ä→AE, Ö→OE, Ü→UE, ß→SS, Å→AA,
///   Æ→AE, Ø→OE, Þ→TH, other diacritics stripped; Cyrillic by the ICAO table), apostrophes removed,
///   hyphens, commas and spaces become `<`. A name too long for its field is truncated: secondary
///   identifiers first, then the primary identifier, always keeping `<<` and one character of the
///   secondary identifier when there is one.
/// - TD3: the personal-number check digit is `<` when the personal number is empty.
/// - TD1/TD2: a document number longer than 9 characters puts `<` at the check position and
///   writes the overflow, then the check digit of the whole number, at the start of the optional
///   data (then `<` and the caller's optional data, if any).
/// - Other fields are upper-cased; spaces become `<`. A field that does not fit, or holds a
///   character outside the MRZ alphabet after transliteration, throws `ZonalError.invalidArgument`.
public enum MRZComposer {
    public static func compose(_ identity: MRZIdentity, format: MRZFormat) throws -> [String] {
        let code = try field(identity.documentCode, "document code", maxLength: 2)
        let state = try field(identity.issuingState, "issuing state", maxLength: 3)
        let nationality = try field(identity.nationality, "nationality", maxLength: 3)
        let number = try field(identity.documentNumber, "document number", maxLength: 30)
        let birth = try date(identity.dateOfBirth, "date of birth")
        let expiry = try date(identity.dateOfExpiry, "date of expiry")
        let sex = try sexField(identity.sex)
        let optional = try field(identity.optionalData, "optional data", maxLength: 30)
        let header = pad(code, 2) + pad(state, 3)

        switch format {
        case .td3, .mrvA, .mrvB:
            guard number.count <= 9 else {
                throw ZonalError.invalidArgument("document number '\(number)' is longer than 9 characters, which \(format.rawValue) cannot hold")
            }
            let length = format.lineLength
            let line1 = header + nameField(surname: identity.surname, givenNames: identity.givenNames, length: length - 5)
            let optionalLength = format == .td3 ? 14 : (format == .mrvA ? 16 : 8)
            guard optional.count <= optionalLength else {
                throw ZonalError.invalidArgument("optional data '\(optional)' is longer than \(optionalLength) characters")
            }
            var line2 = pad(number, 9) + check(pad(number, 9)) + pad(nationality, 3) + birth + check(birth) + sex
                + expiry + check(expiry) + pad(optional, optionalLength)
            if format == .td3 {
                line2 += optional.isEmpty ? "<" : check(pad(optional, 14))
                line2 += compositeCheck(line2, ranges: [0..<10, 13..<20, 21..<43])
            }
            return [line1, line2]

        case .td2:
            let (numberField, optionalField) = try longNumber(number, optional: optional, optionalLength: 7)
            let line1 = header + nameField(surname: identity.surname, givenNames: identity.givenNames, length: 31)
            var line2 = numberField + pad(nationality, 3) + birth + check(birth) + sex + expiry + check(expiry) + optionalField
            line2 += compositeCheck(line2, ranges: [0..<10, 13..<20, 21..<35])
            return [line1, line2]

        case .td1:
            let optional2 = try field(identity.optionalData2, "optional data 2", maxLength: 11)
            let (numberField, optionalField) = try longNumber(number, optional: optional, optionalLength: 15)
            let line1 = header + numberField + optionalField
            var line2 = birth + check(birth) + sex + expiry + check(expiry) + pad(nationality, 3) + pad(optional2, 11)
            line2 += compositeCheck(line1 + line2, ranges: [5..<30, 30..<37, 38..<45, 48..<59])
            let line3 = nameField(surname: identity.surname, givenNames: identity.givenNames, length: 30)
            return [line1, line2, line3]
        }
    }

    /// The name field: primary `<<` secondary, transliterated, truncated to `length` and padded.
    public static func nameField(surname: String, givenNames: String, length: Int) -> String {
        var primary = transliterate(surname)
        var secondary = transliterate(givenNames)
        if secondary.isEmpty {
            return pad(String(primary.prefix(length)), length)
        }
        if primary.count + 3 > length {
            primary = String(primary.prefix(length - 3))
            while primary.hasSuffix("<") { primary.removeLast() }
        }
        if primary.count + 2 + secondary.count > length {
            secondary = String(secondary.prefix(length - 2 - primary.count))
            while secondary.hasSuffix("<") { secondary.removeLast() }
        }
        return pad(primary + "<<" + secondary, length)
    }

    /// A name in the MRZ alphabet: upper case A–Z with `<` between its parts (no leading or
    /// trailing `<`, never two in a row). Characters without a transliteration are dropped.
    public static func transliterate(_ name: String) -> String {
        var out = ""
        for character in name.uppercased() {
            let text = String(character)
            if let mapped = specialLatin[text] ?? cyrillic[text] {
                out += mapped
                continue
            }
            if ["'", "’", "ʼ", "`", "´", "‘"].contains(text) { continue }
            for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
                switch scalar.value {
                case 0x41...0x5A: out.unicodeScalars.append(scalar)
                case 0x20, 0x2D, 0x2C, 0x3C, 0x2E, 0x09: out += "<"  // space - , < .
                default: continue  // combining marks, digits, other symbols
                }
            }
        }
        var collapsed = ""
        for c in out where !(c == "<" && (collapsed.isEmpty || collapsed.hasSuffix("<"))) { collapsed.append(c) }
        while collapsed.hasSuffix("<") { collapsed.removeLast() }
        return collapsed
    }

    // MARK: - Fields

    static func pad(_ text: String, _ length: Int) -> String {
        text.count >= length ? text : text + String(repeating: "<", count: length - text.count)
    }

    static func check(_ text: String) -> String {
        CheckDigit.character(for: text).map(String.init) ?? "<"
    }

    private static func compositeCheck(_ text: String, ranges: [Range<Int>]) -> String {
        let characters = Array(text)
        return check(String(ranges.flatMap { characters[$0] }))
    }

    /// Upper-cased, diacritics stripped, spaces to `<`; throws on anything outside A–Z, 0–9, `<`.
    private static func field(_ raw: String, _ name: String, maxLength: Int) throws -> String {
        var text = ""
        for scalar in raw.uppercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A, 0x30...0x39, 0x3C: text.unicodeScalars.append(scalar)
            case 0x20: text += "<"
            case 0x300...0x36F: continue  // combining diacritics
            default: throw ZonalError.invalidArgument("\(name) '\(raw)' holds '\(Character(scalar))', which the MRZ cannot write")
            }
        }
        guard text.count <= maxLength else {
            throw ZonalError.invalidArgument("\(name) '\(raw)' is longer than \(maxLength) characters")
        }
        return text
    }

    private static func date(_ raw: String, _ name: String) throws -> String {
        guard raw.count == 6, raw.allSatisfy({ $0 == "<" || ($0.isASCII && $0.isNumber) }) else {
            throw ZonalError.invalidArgument("\(name) '\(raw)' is not YYMMDD")
        }
        return raw
    }

    private static func sexField(_ raw: String) throws -> String {
        let sex = raw.isEmpty ? "<" : raw.uppercased()
        guard ["M", "F", "X", "<"].contains(sex) else {
            throw ZonalError.invalidArgument("sex '\(raw)' is not M, F, X or <")
        }
        return sex
    }

    /// The 10-character number + check field and the optional data field for TD1/TD2.
    private static func longNumber(_ number: String, optional: String, optionalLength: Int) throws -> (String, String) {
        if number.count <= 9 {
            guard optional.count <= optionalLength else {
                throw ZonalError.invalidArgument("optional data '\(optional)' is longer than \(optionalLength) characters")
            }
            return (pad(number, 9) + check(pad(number, 9)), pad(optional, optionalLength))
        }
        let overflow = String(number.dropFirst(9)) + check(number)
        let combined = optional.isEmpty ? overflow : overflow + "<" + optional
        guard combined.count <= optionalLength else {
            throw ZonalError.invalidArgument("document number '\(number)' with optional data '\(optional)' does not fit in \(optionalLength) characters")
        }
        return (String(number.prefix(9)) + "<", pad(combined, optionalLength))
    }

    // MARK: - Transliteration tables (ICAO 9303 part 3, section 6)

    private static let specialLatin: [String: String] = [
        "Ä": "AE", "Ö": "OE", "Ü": "UE", "ß": "SS", "ẞ": "SS", "Å": "AA", "Æ": "AE", "Ø": "OE", "Œ": "OE",
        "Þ": "TH", "Ĳ": "IJ", "Ð": "D", "Đ": "D", "Ħ": "H", "Ł": "L", "Ŀ": "L", "ı": "I", "Ŋ": "N",
        "Ŧ": "T", "ĸ": "K",
    ]

    private static let cyrillic: [String: String] = [
        "А": "A", "Б": "B", "В": "V", "Г": "G", "Ґ": "G", "Д": "D", "Ђ": "D", "Ѓ": "G", "Е": "E", "Ё": "E",
        "Є": "IE", "Ж": "ZH", "З": "Z", "Ѕ": "DZ", "И": "I", "І": "I", "Ї": "I", "Й": "I", "Ј": "J", "К": "K",
        "Л": "L", "Љ": "LJ", "М": "M", "Н": "N", "Њ": "NJ", "О": "O", "П": "P", "Р": "R", "С": "S", "Т": "T",
        "Ћ": "C", "Ќ": "K", "У": "U", "Ў": "U", "Ф": "F", "Х": "KH", "Ц": "TS", "Ч": "CH", "Џ": "DZ", "Ш": "SH",
        "Щ": "SHCH", "Ъ": "IE", "Ы": "Y", "Ь": "", "Э": "E", "Ю": "IU", "Я": "IA",
    ]
}
