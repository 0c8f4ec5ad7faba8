import Foundation

/// What one synthetic payment slip says: each value as printed and as the truth holds it. The
/// printed forms vary the way real slips do (decimal comma or point, thousands grouped by a
/// point, comma, space or apostrophe, the currency before or after; dates in several orders of
/// punctuation); the truth is canonical: IBAN and reference without spaces, the amount with a
/// point and two decimals, the date in ISO 8601.
struct PaymentSlipData: Sendable, Equatable {
    var payee: String
    var iban: String
    var bic: String?
    var amountCents: Int
    var currency: String
    var date: CalendarDate
    var reference: String
    var payer: String
    var payerAddress: String
    /// Printed forms.
    var printedAmount: String
    var printedDate: String

    /// The truth (`SampleTruth.visual`) keys, in reading order: `bic` only when printed.
    static let truthKeys = ["payee", "iban", "bic", "amount", "currency", "date", "reference", "payer"]

    var truth: [String: String] {
        var values = ["payee": payee, "iban": iban, "amount": Self.canonical(amountCents), "currency": currency,
                      "date": date.iso, "reference": reference, "payer": payer]
        if let bic { values["bic"] = bic }
        return values
    }

    /// Fictional payees: utilities, insurers, shops, clinics, clubs.
    static let payees = [
        "ZENITH ENERGIE GMBH", "Stadtwerke Utopolis", "NORDLICHT VERSICHERUNG AG", "Clinique du Lac SA", "ATELIER MARIN SARL",
        "Verde Trasporti S.r.l.", "HUISARTSENPRAKTIJK DE BRUG", "Bergbahnen Zenith AG", "LIBRAIRIE DES QUAIS", "Müller & Söhne KG",
        "Café Lumière SARL", "UTOPIA TELECOM SA", "Tennisclub Rot-Weiß e.V.", "ÉCOLE DE MUSIQUE ARPÈGE", "Gemeinde Zenith",
        "BIBLIOTHEEK UTOPOLIS", "Zahnarztpraxis Dr. Ostrowski", "FONDATION AURORE", "Glaserei Brandt GmbH", "HOTEL BELLEVUE ZENITH",
    ]
    static let streets = ["HARBOUR ROAD", "Hauptstraße", "RUE DES LILAS", "Lindenweg", "VIA ROMA", "Kerkstraat", "Bahnhofstrasse", "CHEMIN VERT"]
    static let banks = ["BANK OF UTOPIA", "ZENITH SPARKASSE", "CRÉDIT DU LAC", "BANCA AURORA", "UTOPOLIS KANTONALBANK", "NORDBANK"]

    static func make(_ person: SyntheticIdentity, referenceYear: Int, using rng: inout RandomSource) -> PaymentSlipData {
        let payee = rng.pick(payees)
        let iban = SyntheticBanking.iban(using: &rng)
        let country = String(iban.prefix(2))
        // A BIC: 4 bank letters, the country, 2 location characters, sometimes a branch.
        let bic = rng.chance(0.7)
            ? IdentityGenerator.letters(4, using: &rng) + country + IdentityGenerator.alphanumeric(2, using: &rng)
                + (rng.chance(0.4) ? IdentityGenerator.alphanumeric(3, using: &rng) : "")
            : nil
        // Amounts from a few euros to tens of thousands, evenly on a log scale.
        let cents = Int((pow(10, rng.uniform(2.7...6.3))).rounded())
        let currency = (country == "CH" || country == "LI") && rng.chance(0.8) ? "CHF" : "EUR"
        let date = CalendarDate.random(years: referenceYear...(referenceYear + 1), using: &rng)
        let reference = SyntheticBanking.creditorReference(using: &rng)
        let given = person.givenNames.split(separator: " ").first.map(String.init) ?? ""
        let payer = (given.isEmpty ? "" : given + " ") + person.surname
        let address = "\(rng.int(1...180)) \(rng.pick(streets)), \(IdentityGenerator.digits(rng.chance(0.5) ? 4 : 5, using: &rng)) \(person.placeOfBirth)"
        return PaymentSlipData(payee: payee, iban: iban, bic: bic, amountCents: cents, currency: currency, date: date,
                               reference: reference, payer: payer, payerAddress: address,
                               printedAmount: printed(cents, currency: currency, style: rng.int(0...5)),
                               printedDate: printed(date, style: rng.int(0...4)))
    }

    /// `1234.50`.
    static func canonical(_ cents: Int) -> String {
        let rest = cents % 100
        return "\(cents / 100)." + (rest < 10 ? "0\(rest)" : "\(rest)")
    }

    /// The amount as a slip prints it: `EUR 1,234.50`, `1.234,50 EUR`, `CHF 1'234.50`, `1 234,50 EUR`,
    /// `EUR 1234,50`, `1234.50 EUR`.
    static func printed(_ cents: Int, currency: String, style: Int) -> String {
        let (group, decimal, codeFirst): (String, String, Bool)
        switch style {
        case 0: (group, decimal, codeFirst) = (",", ".", true)
        case 1: (group, decimal, codeFirst) = (".", ",", false)
        case 2: (group, decimal, codeFirst) = ("'", ".", true)
        case 3: (group, decimal, codeFirst) = (" ", ",", false)
        case 4: (group, decimal, codeFirst) = ("", ",", true)
        default: (group, decimal, codeFirst) = ("", ".", false)
        }
        let whole = String(cents / 100)
        var grouped = ""
        for (i, digit) in whole.enumerated() {
            if i > 0 && (whole.count - i) % 3 == 0 { grouped += group }
            grouped.append(digit)
        }
        let number = grouped + decimal + String(canonical(cents).suffix(2))
        return codeFirst ? "\(currency) \(number)" : "\(number) \(currency)"
    }

    /// `12.08.2025`, `12/08/2025`, `2025-08-12`, `12 AUG 2025`, `12.08.25`.
    static func printed(_ date: CalendarDate, style: Int) -> String {
        switch style {
        case 0: return PrintedDateFormat.dotted.string(date)
        case 1: return PrintedDateFormat.slashed.string(date)
        case 2: return date.iso
        case 3: return PrintedDateFormat.monthName.string(date)
        default: return PrintedDateFormat.dottedShortYear.string(date)
        }
    }
}
