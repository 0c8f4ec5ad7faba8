/// One printed layout of an ID card front without an MRZ: a small label above each value (in one,
/// two or three languages), the document number top right and the 6-digit card access number
/// (CAN) small at the bottom right. The variants move the fields, label them in other languages
/// and print dates differently. All of them are fictional specimens.
struct IDFrontVariant: Sendable {
    enum Field: String, Sendable {
        case surname, givenNames, dateOfBirth, placeOfBirth, dateOfExpiry, nationality, documentNumber, cardAccessNumber
    }

    /// Where a value goes. `label` (nil: none) has its baseline at `y` and the value's is
    /// `valueDrop` lower; without a label the value's baseline is `y`.
    struct Slot: Sendable {
        let field: Field
        let label: String?
        let x: Double, y: Double
        let maxWidth: Double
    }

    let name: String
    let state: String
    /// The state's name in other languages, in small type under it.
    let stateTranslations: String?
    let title: String
    /// The title in other languages, in smaller type after it.
    let titleTranslations: String?
    /// The nationality as printed (the 3-letter code).
    let nationality: String
    let dates: PrintedDateFormat
    /// Hue of the paper tint and guilloche, and of the labels.
    let hue: Double
    let background: CardBackground
    let labelSize: Double, valueSize: Double, valueDrop: Double
    /// The document number's size (it is printed larger than the other values on some cards).
    let numberSize: Double
    let slots: [Slot]
    /// A label printed before the CAN on its baseline ("CAN"), or none.
    let canLabel: String?
    /// Other printed fields that are not in the truth (label, x, y): the holder's sex.
    let sexSlot: (label: String, x: Double, y: Double)?
    /// The document number: `L` a letter, `D` a digit, `X` either.
    let numberPattern: String
    let validityYears: Int
    let portrait: (Double, Double, Double, Double)

    func slot(_ field: Field) -> Slot? { slots.first { $0.field == field } }

    static let uto = IDFrontVariant(
        name: "uto", state: "UTOPIA", stateTranslations: nil, title: "IDENTITY CARD", titleTranslations: nil, nationality: "UTO",
        dates: .monthName, hue: 200, background: .mesh, labelSize: 1.6, valueSize: 2.6, valueDrop: 3.1, numberSize: 2.6,
        slots: [
            Slot(field: .documentNumber, label: "Document No.", x: 61, y: 4.2, maxWidth: 22.5),
            Slot(field: .surname, label: "Surname", x: 29, y: 15.2, maxWidth: 54),
            Slot(field: .givenNames, label: "Given names", x: 29, y: 21.7, maxWidth: 54),
            Slot(field: .dateOfBirth, label: "Date of birth", x: 29, y: 28.2, maxWidth: 29),
            Slot(field: .nationality, label: "Nationality", x: 61, y: 28.2, maxWidth: 22),
            Slot(field: .placeOfBirth, label: "Place of birth", x: 29, y: 34.7, maxWidth: 54),
            Slot(field: .dateOfExpiry, label: "Date of expiry", x: 29, y: 41.2, maxWidth: 29),
            Slot(field: .cardAccessNumber, label: nil, x: 70.5, y: 50.6, maxWidth: 13),
        ],
        canLabel: "CAN", sexSlot: (label: "Sex", x: 61, y: 41.2), numberPattern: "LXXXXXXXD", validityYears: 10,
        portrait: (4, 13, 21, 27))

    static let d = IDFrontVariant(
        name: "d", state: "BUNDESREPUBLIK DEUTSCHLAND",
        stateTranslations: "FEDERAL REPUBLIC OF GERMANY / RÉPUBLIQUE FÉDÉRALE D'ALLEMAGNE",
        title: "PERSONALAUSWEIS", titleTranslations: "IDENTITY CARD / CARTE D'IDENTITÉ", nationality: "DEU",
        dates: .dotted, hue: 165, background: .waves, labelSize: 1.3, valueSize: 2.5, valueDrop: 2.9, numberSize: 3.0,
        slots: [
            Slot(field: .documentNumber, label: nil, x: 62.5, y: 6.4, maxWidth: 21),
            Slot(field: .surname, label: "Name / Surname / Nom", x: 30, y: 16.4, maxWidth: 53),
            Slot(field: .givenNames, label: "Vornamen / Given names / Prénoms", x: 30, y: 22.8, maxWidth: 53),
            Slot(field: .dateOfBirth, label: "Geburtstag / Date of birth", x: 30, y: 29.2, maxWidth: 27),
            Slot(field: .nationality, label: "Staatsangehörigkeit / Nationality", x: 60, y: 29.2, maxWidth: 23),
            Slot(field: .placeOfBirth, label: "Geburtsort / Place of birth / Lieu de naissance", x: 30, y: 35.6, maxWidth: 53),
            Slot(field: .dateOfExpiry, label: "Gültig bis / Date of expiry / Date d'expiration", x: 30, y: 42, maxWidth: 30),
            Slot(field: .cardAccessNumber, label: nil, x: 71.5, y: 51.2, maxWidth: 12),
        ],
        canLabel: nil, sexSlot: nil, numberPattern: "LXXDXXXXX", validityYears: 10, portrait: (4, 14.5, 22, 29))

    static let f = IDFrontVariant(
        name: "f", state: "RÉPUBLIQUE FRANÇAISE", stateTranslations: nil,
        title: "CARTE NATIONALE D'IDENTITÉ", titleTranslations: "IDENTITY CARD", nationality: "FRA",
        dates: .spaced, hue: 225, background: .rings, labelSize: 1.35, valueSize: 2.55, valueDrop: 3.0, numberSize: 2.6,
        slots: [
            Slot(field: .documentNumber, label: "N° du document / Document No", x: 59.5, y: 4.0, maxWidth: 24),
            Slot(field: .surname, label: "NOM / Surname", x: 28, y: 14.8, maxWidth: 55),
            Slot(field: .givenNames, label: "Prénoms / Given names", x: 28, y: 21.3, maxWidth: 55),
            Slot(field: .dateOfBirth, label: "Date de naiss. / Date of birth", x: 28, y: 27.8, maxWidth: 25),
            Slot(field: .placeOfBirth, label: "Lieu de naissance / Place of birth", x: 55.5, y: 27.8, maxWidth: 28),
            Slot(field: .nationality, label: "Nationalité / Nationality", x: 28, y: 34.3, maxWidth: 25),
            Slot(field: .dateOfExpiry, label: "Date d'expiration / Expiry date", x: 55.5, y: 34.3, maxWidth: 28),
            Slot(field: .cardAccessNumber, label: nil, x: 70, y: 50.8, maxWidth: 13.5),
        ],
        canLabel: "CAN", sexSlot: (label: "Sexe / Sex", x: 28, y: 40.8), numberPattern: "LDLLXXXLD", validityYears: 15,
        portrait: (4, 12.5, 20.5, 27))

    /// The variants, in the order samples take them.
    static let all: [IDFrontVariant] = [uto, d, f]
}
