/// A character position inside the MRZ, 0-based (public spans are 1-based).
struct MRZPosition: Hashable, Sendable, Comparable {
    var line: Int
    var column: Int

    static func < (a: MRZPosition, b: MRZPosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// A run of positions on one line, 0-based.
struct MRZRange: Sendable, Equatable {
    var line: Int
    var start: Int
    var length: Int

    var positions: [MRZPosition] { (start..<(start + length)).map { MRZPosition(line: line, column: $0) } }
    var span: MRZSpan { MRZSpan(line: line + 1, start: start + 1, length: length) }
}

/// How a field's characters are interpreted.
enum MRZFieldKind: Sendable, Equatable {
    case documentCode
    case countryCode
    /// Primary and secondary identifiers (`surname` and `givenNames`).
    case names
    case documentNumber
    case date(MRZDateKind)
    case sex
    case optionalData
}

struct MRZFieldSpec: Sendable {
    /// The output name (`names` fields produce `surname` and `givenNames`).
    var name: String
    /// Usually one range; a long TD1/TD2 document number has the principal part and the overflow.
    var ranges: [MRZRange]
    var kind: MRZFieldKind

    var positions: [MRZPosition] { ranges.flatMap(\.positions) }

    var type: MRZCharacterClass {
        switch kind {
        case .documentCode, .countryCode, .names: return .letterOrFiller
        case .documentNumber, .optionalData: return .alphanumeric
        case .date: return .digitOrFiller
        case .sex: return .sex
        }
    }
}

struct MRZCheckSpec: Sendable {
    /// The field it guards, or `composite`.
    var name: String
    /// The check passes when the digit computed over any of these matches (one variant except for
    /// long document numbers, see `MRZLayout.withLongDocumentNumber`).
    var variants: [[MRZPosition]]
    var digit: MRZPosition
    var digitType: MRZCharacterClass = .digit
    /// ICAO: an optional field left empty may carry `<` as its check digit.
    var acceptsFillerOverEmptyField = false
    /// Positions a check-digit-guided fix may change (not the structural `<` of a long number).
    var dataPositions: [MRZPosition]

    var isComposite: Bool { name == "composite" }
    var fieldName: String { "\(name)CheckDigit" }
}

/// Where every field and check digit of one format sits (ICAO 9303 parts 4–7).
struct MRZLayout: Sendable {
    var format: MRZFormat
    var fields: [MRZFieldSpec]
    var checks: [MRZCheckSpec]

    /// The type of every position: from the fields, then the check digits.
    var types: [MRZPosition: MRZCharacterClass] {
        var types: [MRZPosition: MRZCharacterClass] = [:]
        for field in fields { for p in field.positions { types[p] = field.type } }
        for check in checks { types[check.digit] = check.digitType }
        if let marker = longNumberMarker { types[marker] = .digitOrFiller }
        types[MRZPosition(line: 0, column: 0)] = .oneOf(MRZLayout.documentCodeLetters(format))
        return types
    }

    /// The field name of every position, for corrections.
    var fieldNames: [MRZPosition: String] {
        var names: [MRZPosition: String] = [:]
        for field in fields { for p in field.positions { names[p] = field.name == "names" ? "name" : field.name } }
        for check in checks { names[check.digit] = check.fieldName }
        if let marker = longNumberMarker { names[marker] = "documentNumber" }
        return names
    }

    /// ICAO 9303: passports start with P, visas with V, TD1/TD2 cards with I, A or C.
    static func documentCodeLetters(_ format: MRZFormat) -> String {
        switch format {
        case .td3: return "P"
        case .mrvA, .mrvB: return "V"
        case .td1, .td2: return "IAC"
        }
    }

    static func standard(_ format: MRZFormat) -> MRZLayout {
        var builder = Builder(format: format)
        builder.field("documentCode", 0, 0, 2, .documentCode)
        builder.field("issuingState", 0, 2, 3, .countryCode)
        switch format {
        case .td1:
            builder.field("documentNumber", 0, 5, 9, .documentNumber)
            builder.check("documentNumber", [(0, 5, 9)], digit: (0, 14), type: .digitOrFiller)
            builder.field("optionalData", 0, 15, 15, .optionalData)
            builder.field("dateOfBirth", 1, 0, 6, .date(.birth))
            builder.check("dateOfBirth", [(1, 0, 6)], digit: (1, 6))
            builder.field("sex", 1, 7, 1, .sex)
            builder.field("dateOfExpiry", 1, 8, 6, .date(.expiry))
            builder.check("dateOfExpiry", [(1, 8, 6)], digit: (1, 14))
            builder.field("nationality", 1, 15, 3, .countryCode)
            builder.field("optionalData2", 1, 18, 11, .optionalData)
            builder.check("composite", [(0, 5, 25), (1, 0, 7), (1, 8, 7), (1, 18, 11)], digit: (1, 29))
            builder.field("names", 2, 0, 30, .names)
        case .td2, .td3, .mrvA, .mrvB:
            let length = format.lineLength
            builder.field("names", 0, 5, length - 5, .names)
            builder.field("documentNumber", 1, 0, 9, .documentNumber)
            builder.check("documentNumber", [(1, 0, 9)], digit: (1, 9), type: format == .td2 ? .digitOrFiller : .digit)
            builder.field("nationality", 1, 10, 3, .countryCode)
            builder.field("dateOfBirth", 1, 13, 6, .date(.birth))
            builder.check("dateOfBirth", [(1, 13, 6)], digit: (1, 19))
            builder.field("sex", 1, 20, 1, .sex)
            builder.field("dateOfExpiry", 1, 21, 6, .date(.expiry))
            builder.check("dateOfExpiry", [(1, 21, 6)], digit: (1, 27))
            switch format {
            case .td3:
                builder.field("optionalData", 1, 28, 14, .optionalData)
                builder.check("optionalData", [(1, 28, 14)], digit: (1, 42), type: .digitOrFiller, fillerOverEmpty: true)
                builder.check("composite", [(1, 0, 10), (1, 13, 7), (1, 21, 22)], digit: (1, 43))
            case .td2:
                builder.field("optionalData", 1, 28, 7, .optionalData)
                builder.check("composite", [(1, 0, 10), (1, 13, 7), (1, 21, 14)], digit: (1, 35))
            default:  // visas have no composite check digit
                builder.field("optionalData", 1, 28, length - 28, .optionalData)
            }
        }
        return builder.layout
    }

    private struct Builder {
        var layout: MRZLayout

        init(format: MRZFormat) { layout = MRZLayout(format: format, fields: [], checks: []) }

        mutating func field(_ name: String, _ line: Int, _ start: Int, _ length: Int, _ kind: MRZFieldKind) {
            layout.fields.append(MRZFieldSpec(name: name, ranges: [MRZRange(line: line, start: start, length: length)], kind: kind))
        }

        mutating func check(_ name: String, _ ranges: [(Int, Int, Int)], digit: (Int, Int),
                            type: MRZCharacterClass = .digit, fillerOverEmpty: Bool = false) {
            let positions = ranges.flatMap { MRZRange(line: $0.0, start: $0.1, length: $0.2).positions }
            layout.checks.append(MRZCheckSpec(name: name, variants: [positions], digit: MRZPosition(line: digit.0, column: digit.1),
                                              digitType: type, acceptsFillerOverEmptyField: fillerOverEmpty, dataPositions: positions))
        }
    }
}
