/// One printed layout of the EU driving licence front (Directive 2006/126/EC's harmonised model:
/// emblem top left, title, portrait, then numbered fields with the value right of its number).
/// The variants place the number column, the rows and side-by-side fields differently, print
/// dates differently and some print the address (8.): a fixed box per field cannot fit them all,
/// a value found right of its printed label can. All of them are fictional specimens.
struct DrivingLicenseVariant: Sendable {
    /// A numbered field; the raw value is the label as printed.
    enum Field: String, Sendable {
        case surname = "1.", givenNames = "2.", birth = "3.", issue = "4a.", expiry = "4b.", authority = "4c."
        case number = "5.", address = "8.", categories = "9."
    }

    let name: String
    /// The distinguishing sign inside the ring of stars.
    let sign: String
    let state: String
    let title: String
    /// The title in other languages, in small type under the state (some states print it).
    let otherTitles: String?
    let dates: PrintedDateFormat
    /// Hue of the paper tint and guilloche.
    let hue: Double
    let background: CardBackground
    /// Left edge of the number labels; of the second label in a row of two.
    let labelX: Double, secondLabelX: Double
    /// From a label's left edge to its value's.
    let valueGap: Double
    let firstBaseline: Double, rowSpacing: Double
    let labelSize: Double, valueSize: Double
    /// The fields, row by row (one or two a row).
    let rows: [[Field]]
    /// Between the date of birth and the place of birth in field 3.
    let birthSeparator: String
    let validityYears: Int
    let authorities: [String]
    /// The licence number (5.): `L` a letter, `D` a digit, anything else literally.
    let numberPattern: String
    /// Field 8 when the variant prints it: streets (with their "VIA"/"RUE" words) and towns.
    let streets: [String]?, towns: [String]
    /// Whether the house number comes before the street.
    let numberFirst: Bool
    /// Portrait box (x, y, width, height) in mm.
    let portrait: (Double, Double, Double, Double)

    var printsAddress: Bool { streets != nil }

    /// The issuing state as ISO 3166 alpha-3 (what a template class's `countries` lists), from
    /// the distinguishing sign.
    var country: String { ["D": "DEU", "F": "FRA", "I": "ITA"][sign] ?? sign }

    /// Where a field's value goes: its label's left edge, baseline, the value's left edge and the
    /// width it may take (up to the next label in its row or the card's right margin).
    func place(of field: Field) -> (labelX: Double, baseline: Double, valueX: Double, maxWidth: Double)? {
        guard let row = rows.firstIndex(where: { $0.contains(field) }), let column = rows[row].firstIndex(of: field) else { return nil }
        let labelX = column == 0 ? self.labelX : secondLabelX
        let valueX = labelX + valueGap
        let right = column == 0 && rows[row].count > 1 ? secondLabelX - 1.5 : 83.6
        return (labelX, firstBaseline + Double(row) * rowSpacing, valueX, right - valueX)
    }

    static let uto = DrivingLicenseVariant(
        name: "uto", sign: "UTO", state: "UTOPIA", title: "DRIVING LICENCE", otherTitles: nil,
        dates: .dottedShortYear, hue: 150, background: .waves, labelX: 27.5, secondLabelX: 53, valueGap: 5.2, firstBaseline: 17.6, rowSpacing: 4.5,
        labelSize: 1.9, valueSize: 2.5, rows: [[.surname], [.givenNames], [.birth], [.issue, .expiry], [.authority], [.number], [.address], [.categories]],
        birthSeparator: "  ", validityYears: 10, authorities: ["MINISTRY OF TRANSPORT", "ZENITH CITY", "DVLA UTOPOLIS", "NORTHPORT COUNTY"],
        numberPattern: "DDDDLLDDDD", streets: ["HARBOUR ROAD", "MILL LANE", "KING STREET", "STATION ROAD", "ELM AVENUE"],
        towns: ["ZENITH", "UTOPOLIS", "NORTHPORT"], numberFirst: true, portrait: (3.5, 15, 21, 27))

    static let d = DrivingLicenseVariant(
        name: "d", sign: "D", state: "BUNDESREPUBLIK DEUTSCHLAND", title: "FÜHRERSCHEIN",
        otherTitles: "PERMIS DE CONDUIRE · DRIVING LICENCE · PATENTE DI GUIDA · RIJBEWIJS · KÖRKORT",
        dates: .dotted, hue: 340, background: .rings, labelX: 29, secondLabelX: 60, valueGap: 6.2, firstBaseline: 18.8, rowSpacing: 4.3,
        labelSize: 2.0, valueSize: 2.4, rows: [[.surname], [.givenNames], [.birth], [.issue], [.expiry], [.authority], [.number], [.categories]],
        birthSeparator: " ", validityYears: 15, authorities: ["STADT ZENITH", "LANDRATSAMT UTOPOLIS", "KREIS NORDHAFEN", "STADT BERLIN"],
        numberPattern: "LDDDLLDLDDD", streets: nil, towns: [], numberFirst: false, portrait: (3.5, 15.5, 22, 28.5))

    static let f = DrivingLicenseVariant(
        name: "f", sign: "F", state: "RÉPUBLIQUE FRANÇAISE", title: "PERMIS DE CONDUIRE", otherTitles: nil,
        dates: .slashed, hue: 325, background: .mesh, labelX: 26.5, secondLabelX: 53.5, valueGap: 5.8, firstBaseline: 18.6, rowSpacing: 5.0,
        labelSize: 2.1, valueSize: 2.6, rows: [[.surname], [.givenNames], [.birth], [.issue, .authority], [.expiry], [.number], [.categories]],
        birthSeparator: " ", validityYears: 15, authorities: ["PRÉFECTURE 75", "PRÉFECTURE 69", "PRÉF. ZENITH", "SOUS-PRÉF. 13"],
        numberPattern: "DDLLDDDDD", streets: nil, towns: [], numberFirst: false, portrait: (3, 14.5, 20.5, 27))

    static let i = DrivingLicenseVariant(
        name: "i", sign: "I", state: "REPUBBLICA ITALIANA", title: "PATENTE DI GUIDA", otherTitles: "DRIVING LICENCE · PERMIS DE CONDUIRE",
        dates: .slashed, hue: 15, background: .waves, labelX: 28, secondLabelX: 57, valueGap: 5.5, firstBaseline: 17.8, rowSpacing: 4.45,
        labelSize: 1.8, valueSize: 2.45, rows: [[.surname], [.givenNames], [.birth], [.issue], [.expiry, .authority], [.number], [.address], [.categories]],
        birthSeparator: " ", validityYears: 10, authorities: ["MIT-UCO", "MC-RM", "PREF. ZENITH", "MIT-UMC"],
        numberPattern: "LLDDDDDDDL", streets: ["VIA ROMA", "VIA GARIBALDI", "CORSO CAVOUR", "VIA DEI MILLE", "PIAZZA DANTE"],
        towns: ["ZENITH", "UTOPOLIS", "TORINO", "BARI"], numberFirst: false, portrait: (3.5, 15, 21.5, 28))

    /// The variants, in the order samples take them.
    static let all: [DrivingLicenseVariant] = [uto, d, f, i]
}
