/// ID cards with an MRZ: TD1 (85.6 × 54 mm, three 30-character lines) and TD2 (105 × 74 mm,
/// two 36-character lines).
enum CardRenderer {
    static func render(_ person: SyntheticIdentity, lines: [String], dpi: Double, mrzStyle: MRZPrintStyle = .standard, using rng: inout RandomSource) throws -> RenderedDocument {
        let format: MRZFormat = lines.count == 3 ? .td1 : .td2
        let spec = MRTDLayout.of(format)
        let p = try Painter(widthMM: spec.width, heightMM: spec.height, dpi: dpi, paper: .white)
        let hue = rng.uniform(0...360)
        try p.securityBackground(width: spec.width, height: spec.height, hue: hue, using: &rng)
        let accent = RGB(hue: hue, saturation: rng.uniform(0.5...0.8), value: rng.uniform(0.35...0.6))
        let style = rng.int(0...2)
        let title = isResidencePermit(person.mrz.documentCode) ? "RESIDENCE PERMIT / TITRE DE SÉJOUR" : "IDENTITY CARD / CARTE D'IDENTITÉ"

        if format == .td1 {
            try p.fittedText(person.issuingCountry, x: 4, y: 4.8, size: 2.8, maxWidth: 40, font: .serifBold, color: accent)
            try p.fittedText(title, x: 46, y: 4.8, size: 1.9, maxWidth: 36, font: .sansBold, color: accent)
            try p.portrait(x: 4, y: 7.5, width: 20, height: 26, using: &rng)
            let x = 27.0, x2 = 57.0
            try p.field("Surname / Nom", person.surname, x: x, y: 9, maxWidth: 55, labelColor: accent, valueSize: 2.5)
            try p.field("Given names / Prénoms", person.givenNames, x: x, y: 15.5, maxWidth: 55, labelColor: accent, valueSize: 2.5)
            try p.field("Date of birth", person.dateOfBirth.printed(style: style), x: x, y: 22, maxWidth: 28, labelColor: accent, valueSize: 2.5)
            try p.field("Sex / Nationality", "\(person.mrz.sex == "<" ? "X" : person.mrz.sex)   \(person.mrz.nationality)", x: x2, y: 22, maxWidth: 26, labelColor: accent, valueSize: 2.5)
            try p.field("Document No.", person.mrz.documentNumber, x: x, y: 28.5, maxWidth: 28, labelColor: accent, valueSize: 2.5)
            try p.field("Expiry / Expiration", person.dateOfExpiry.printed(style: style), x: x2, y: 28.5, maxWidth: 26, labelColor: accent, valueSize: 2.5)
            if rng.chance(0.5) { try p.signature(x: 5, y: 34, width: 18, height: 3, using: &rng) }
        } else {
            try p.fittedText(person.issuingCountry, x: 5, y: 6.5, size: 3.2, maxWidth: 55, font: .serifBold, color: accent)
            try p.fittedText(title, x: 60, y: 6.5, size: 2.1, maxWidth: 42, font: .sansBold, color: accent)
            try p.portrait(x: 5, y: 11, width: 27, height: 35, using: &rng)
            let x = 37.0, x2 = 72.0
            try p.field("Surname / Nom", person.surname, x: x, y: 13, maxWidth: 64, labelColor: accent)
            try p.field("Given names / Prénoms", person.givenNames, x: x, y: 21, maxWidth: 64, labelColor: accent)
            try p.field("Nationality", person.nationalityName, x: x, y: 29, maxWidth: 32, labelColor: accent)
            try p.field("Sex / Sexe", person.mrz.sex == "<" ? "X" : person.mrz.sex, x: x2, y: 29, maxWidth: 28, labelColor: accent)
            try p.field("Date of birth", person.dateOfBirth.printed(style: style), x: x, y: 37, maxWidth: 32, labelColor: accent)
            try p.field("Document No.", person.mrz.documentNumber, x: x2, y: 37, maxWidth: 30, labelColor: accent)
            try p.field("Date of issue", person.dateOfIssue.printed(style: style), x: x, y: 45, maxWidth: 32, labelColor: accent)
            try p.field("Date of expiry", person.dateOfExpiry.printed(style: style), x: x2, y: 45, maxWidth: 30, labelColor: accent)
            try p.field("Authority / Autorité", person.authority, x: x, y: 53, maxWidth: 64, labelColor: accent)
            try p.signature(x: 6, y: 49, width: 24, height: 5, using: &rng)
        }
        let mrz = try p.mrz(lines, spec: spec, style: mrzStyle, using: &rng)
        if format == .td2 && rng.chance(0.3) && !mrzStyle.crowded { try TextAboveMRZ.draw(on: p, mrz: mrz, person: person, color: accent, using: &rng) }
        return RenderedDocument(canvas: p.canvas, mrz: mrz)
    }

    /// Cards with these document codes are titled residence permits, the others identity cards.
    static func isResidencePermit(_ documentCode: String) -> Bool {
        documentCode.hasPrefix("A") || documentCode.hasPrefix("C")
    }

    /// What `render` prints in the visual zone, as `SampleTruth.visual` holds it (dates ISO 8601,
    /// sex `X` for the MRZ's `<`). A template reading the visual zone is measured against these,
    /// not against the MRZ's transliterated and truncated names.
    static func printedFields(_ person: SyntheticIdentity, format: MRZFormat) -> [String: String] {
        var fields = ["surname": person.surname, "givenNames": person.givenNames, "dateOfBirth": person.dateOfBirth.iso,
                      "sex": person.mrz.sex == "<" ? "X" : person.mrz.sex, "documentNumber": person.mrz.documentNumber,
                      "dateOfExpiry": person.dateOfExpiry.iso]
        if format == .td1 {
            fields["nationality"] = person.mrz.nationality
        } else {
            fields["nationality"] = person.nationalityName
            fields["dateOfIssue"] = person.dateOfIssue.iso
            fields["authority"] = person.authority
        }
        return fields
    }
}
