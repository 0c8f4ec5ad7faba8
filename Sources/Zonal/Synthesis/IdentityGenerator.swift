/// A calendar date (always a valid one).
struct CalendarDate: Sendable, Equatable {
    var year: Int, month: Int, day: Int

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func random(years: ClosedRange<Int>, using rng: inout RandomSource) -> CalendarDate {
        let year = rng.int(years), month = rng.int(1...12)
        return CalendarDate(year: year, month: month, day: rng.int(1...daysIn(month: month, year: year)))
    }

    /// The same day `years` later (29 February becomes 28 February when needed).
    func adding(years: Int) -> CalendarDate {
        CalendarDate(year: year + years, month: month, day: min(day, Self.daysIn(month: month, year: year + years)))
    }

    /// The day before (a validity period ends the day before the anniversary).
    var previousDay: CalendarDate {
        if day > 1 { return CalendarDate(year: year, month: month, day: day - 1) }
        let m = month == 1 ? 12 : month - 1, y = month == 1 ? year - 1 : year
        return CalendarDate(year: y, month: m, day: Self.daysIn(month: m, year: y))
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    var yymmdd: String { Self.two(year % 100) + Self.two(month) + Self.two(day) }
    var iso: String { "\(year)-\(Self.two(month))-\(Self.two(day))" }

    static let monthNames = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

    /// As printed in a visual zone: "12 AUG 1974", "12.08.1974" or "12/08/1974".
    func printed(style: Int) -> String {
        switch style % 3 {
        case 0: return "\(Self.two(day)) \(Self.monthNames[month - 1]) \(year)"
        case 1: return "\(Self.two(day)).\(Self.two(month)).\(year)"
        default: return "\(Self.two(day))/\(Self.two(month))/\(year)"
        }
    }
}

/// A fictional person and document: what the MRZ holds plus what only the visual zone shows.
struct SyntheticIdentity: Sendable {
    var format: MRZFormat
    var mrz: MRZIdentity
    /// The names as printed in the visual zone (with diacritics, full length).
    var surname: String
    var givenNames: String
    var dateOfBirth: CalendarDate
    var dateOfIssue: CalendarDate
    var dateOfExpiry: CalendarDate
    var issuingCountry: String
    var nationalityName: String
    var placeOfBirth: String
    var authority: String
}

/// Makes random fictional identities with valid dates, a mix of real and specimen state codes,
/// short and very long names (which the MRZ truncates), and, for TD1/TD2, sometimes a long
/// document number.
enum IdentityGenerator {
    /// (MRZ code, printed name, nationality adjective).
    static let states: [(code: String, name: String, adjective: String)] = [
        ("UTO", "UTOPIA", "UTOPIAN"), ("UTO", "UTOPIA", "UTOPIAN"), ("D", "BUNDESREPUBLIK DEUTSCHLAND", "DEUTSCH"),
        ("FRA", "RÉPUBLIQUE FRANÇAISE", "FRANÇAISE"), ("NLD", "KONINKRIJK DER NEDERLANDEN", "NEDERLANDSE"),
        ("ESP", "REINO DE ESPAÑA", "ESPAÑOLA"), ("ITA", "REPUBBLICA ITALIANA", "ITALIANA"),
        ("SWE", "SVERIGE", "SVENSK"), ("POL", "RZECZPOSPOLITA POLSKA", "POLSKIE"), ("AUT", "REPUBLIK ÖSTERREICH", "ÖSTERREICH"),
        ("CHE", "SCHWEIZ SUISSE SVIZZERA", "SCHWEIZ"), ("BEL", "BELGIQUE", "BELGE"), ("IRL", "ÉIRE IRELAND", "IRISH"),
        ("PRT", "REPÚBLICA PORTUGUESA", "PORTUGUESA"), ("FIN", "SUOMI FINLAND", "SUOMI"), ("NOR", "NORGE", "NORSK"),
        ("CZE", "ČESKÁ REPUBLIKA", "ČESKÁ"), ("GBR", "UNITED KINGDOM", "BRITISH CITIZEN"), ("CAN", "CANADA", "CANADIAN"),
        ("USA", "UNITED STATES OF AMERICA", "UNITED STATES"), ("XXA", "STATELESS (XXA)", "STATELESS"),
    ]

    static let surnames = [
        "ERIKSSON", "MÜLLER", "GARCÍA", "O'BRIEN", "SØRENSEN", "DVOŘÁK", "NOWAK", "ROSSI", "DUBOIS", "JANSSEN",
        "SCHMIDT", "LEFÈVRE", "ØSTERGÅRD", "WÓJCIK", "NÉMETH", "FERREIRA", "KOWALSKI", "SMITH-JONES", "VAN DER BERG",
        "DE LA CRUZ", "ÅSTRÖM", "KRÄMER", "LI", "NG", "ÇELIK", "YILMAZ", "PAPADOPOULOS", "MAC GIOLLA PHÁDRAIG",
        "HÄKKINEN", "STRAUß", "D'ANGELO", "ŁUKASIEWICZ", "ZAPATERO", "ANDERSSON", "BERGMANN",
    ]
    static let longSurnames = [
        "WOLFESCHLEGELSTEINHAUSENBERGERDORFF", "GARCÍA DE LA FUENTE MONTENEGRO Y ALBORNOZ",
        "VON UND ZU LIECHTENSTEIN-HOHENBERG", "PAPADOPOULOU-KONSTANTINIDOU", "RODRÍGUEZ-FERNÁNDEZ DE CÓRDOBA",
    ]
    static let givenNames = [
        "ANNA", "MARIA", "JEAN-LUC", "ANNE-MARIE", "ŁUKASZ", "JOSÉ", "FRANÇOIS", "BJÖRN", "ZOË", "SØREN", "MIKAEL",
        "ELIF", "HANNA", "JOHANN", "CHLOÉ", "SEÁN", "PETRA", "TOMÁŠ", "INÊS", "OLE", "KAI", "LUCÍA", "MATTHIAS",
        "SIOBHÁN", "NIAMH", "AMÉLIE", "JÜRGEN", "AGNIESZKA", "MARTIN", "EVA",
    ]
    static let places = ["ZENITH", "UTOPOLIS", "BERLIN", "PARIS", "MADRID", "KRAKÓW", "GÖTEBORG", "PORTO", "CORK", "ÅRHUS", "LIÈGE", "BRNO"]

    static func make(format: MRZFormat, today: CalendarDate, using rng: inout RandomSource) -> SyntheticIdentity {
        let state = rng.pick(states)
        let foreign = format == .mrvA || format == .mrvB
        let nationality = foreign || rng.chance(0.1) ? rng.pick(states) : state

        var surname = rng.chance(0.12) ? rng.pick(longSurnames) : rng.pick(surnames)
        if rng.chance(0.1) { surname += " " + rng.pick(surnames) }
        let givenCount = rng.chance(0.15) ? rng.int(3...4) : rng.int(1...2)
        let given = (0..<givenCount).map { _ in rng.pick(givenNames) }.joined(separator: " ")

        let issue = CalendarDate.random(years: (today.year - 9)...today.year, using: &rng)
        let birth = CalendarDate.random(years: (today.year - 85)...(issue.year - 1), using: &rng)  // born before issue
        let validity = foreign ? rng.pick([1, 2]) : rng.pick([5, 10, 10])
        let expiry = issue.adding(years: validity).previousDay

        let code: String
        switch format {
        case .td3: code = rng.chance(0.85) ? "P" : rng.pick(["PD", "PO", "PS"])
        case .td1, .td2: code = rng.pick(["I", "ID", "ID", "IR", "AC", "C"])
        case .mrvA, .mrvB: code = rng.chance(0.7) ? "V" : rng.pick(["VA", "VC", "VD"])
        }

        var number = documentNumber(using: &rng)
        var optional = "", optional2 = ""
        switch format {
        case .td1:
            if rng.chance(0.2) { number = alphanumeric(rng.int(10...13), using: &rng) }
            else if rng.chance(0.5) { optional = digits(rng.int(5...12), using: &rng) }
            if rng.chance(0.3) { optional2 = digits(rng.int(3...11), using: &rng) }
        case .td2:
            if rng.chance(0.2) { number = alphanumeric(rng.int(10...12), using: &rng) }
            else if rng.chance(0.3) { optional = digits(rng.int(3...7), using: &rng) }
        case .td3:
            if rng.chance(0.5) { optional = digits(rng.int(6...14), using: &rng) }
        case .mrvA:
            if rng.chance(0.6) { optional = alphanumeric(rng.int(6...16), using: &rng) }
        case .mrvB:
            if rng.chance(0.6) { optional = alphanumeric(rng.int(4...8), using: &rng) }
        }
        let sex = rng.chance(0.04) ? "<" : rng.pick(["M", "F"])

        let mrz = MRZIdentity(documentCode: code, issuingState: state.code, surname: surname, givenNames: given,
                              documentNumber: number, nationality: nationality.code, dateOfBirth: birth.yymmdd, sex: sex,
                              dateOfExpiry: expiry.yymmdd, optionalData: optional, optionalData2: optional2)
        return SyntheticIdentity(format: format, mrz: mrz, surname: surname, givenNames: given, dateOfBirth: birth,
                                 dateOfIssue: issue, dateOfExpiry: expiry, issuingCountry: state.name,
                                 nationalityName: nationality.adjective, placeOfBirth: rng.pick(places),
                                 authority: rng.pick(["MINISTRY OF INTERIOR", "STADT ZENITH", "PREFECTURE", "CONSULATE GENERAL", "PASSPORT OFFICE"]))
    }

    static func documentNumber(using rng: inout RandomSource) -> String {
        switch rng.int(0...3) {
        case 0: return alphanumeric(9, using: &rng)
        case 1: return letters(1, using: &rng) + digits(8, using: &rng)
        case 2: return letters(2, using: &rng) + digits(7, using: &rng)
        default: return digits(rng.chance(0.5) ? 9 : 8, using: &rng)
        }
    }

    static func digits(_ n: Int, using rng: inout RandomSource) -> String {
        String((0..<n).map { _ in Character(String(rng.int(0...9))) })
    }

    static func letters(_ n: Int, using rng: inout RandomSource) -> String {
        String((0..<n).map { _ in Character(UnicodeScalar(UInt8(65 + rng.int(0...25)))) })
    }

    static func alphanumeric(_ n: Int, using rng: inout RandomSource) -> String {
        let alphabet = Array("0123456789ABCDEFGHJKLMNPRSTUVWXYZ")
        return String((0..<n).map { _ in rng.pick(alphabet) })
    }
}
