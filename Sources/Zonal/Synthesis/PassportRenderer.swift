/// A TD3 passport data page (125 × 88 mm): national header, portrait, labelled fields, signature
/// and the two 44-character MRZ lines.
enum PassportRenderer {
    static func render(_ person: SyntheticIdentity, lines: [String], dpi: Double, mrzStyle: MRZPrintStyle = .standard, using rng: inout RandomSource) throws -> RenderedDocument {
        let spec = MRTDLayout.of(.td3)
        let p = try Painter(widthMM: spec.width, heightMM: spec.height, dpi: dpi, paper: .white)
        let hue = rng.uniform(0...360)
        try p.securityBackground(width: spec.width, height: spec.height, hue: hue, using: &rng)
        let accent = RGB(hue: hue, saturation: rng.uniform(0.5...0.8), value: rng.uniform(0.35...0.6))
        let dateStyle = rng.int(0...2)

        try p.fittedText(person.issuingCountry, x: 6, y: 8, size: 3.8, maxWidth: 70, font: .serifBold, color: accent)
        try p.text("PASSPORT / PASSEPORT", x: 80, y: 8, size: 2.6, font: .sansBold, color: accent)
        try p.portrait(x: 6, y: 14, width: 32, height: 41, using: &rng)

        let c1 = 44.0, c2 = 62.0, c3 = 88.0
        try p.field("Type / Type", person.mrz.documentCode, x: c1, y: 15, maxWidth: 16, labelColor: accent)
        try p.field("Code / Code", person.mrz.issuingState, x: c2, y: 15, maxWidth: 24, labelColor: accent)
        try p.field("Passport No. / N° du passeport", person.mrz.documentNumber, x: c3, y: 15, maxWidth: 34, labelColor: accent)
        try p.field("Surname / Nom", person.surname, x: c1, y: 23, maxWidth: 78, labelColor: accent)
        try p.field("Given names / Prénoms", person.givenNames, x: c1, y: 31, maxWidth: 78, labelColor: accent)
        try p.field("Nationality / Nationalité", person.nationalityName, x: c1, y: 39, maxWidth: 42, labelColor: accent)
        try p.field("Date of birth / Date de naissance", person.dateOfBirth.printed(style: dateStyle), x: c1, y: 47, maxWidth: 42, labelColor: accent)
        try p.field("Sex / Sexe", person.mrz.sex == "<" ? "X" : person.mrz.sex, x: c3, y: 39, maxWidth: 30, labelColor: accent)
        try p.field("Place of birth / Lieu de naissance", person.placeOfBirth, x: c3, y: 47, maxWidth: 34, labelColor: accent)
        try p.field("Date of issue / Date de délivrance", person.dateOfIssue.printed(style: dateStyle), x: c1, y: 55, maxWidth: 42, labelColor: accent)
        try p.field("Authority / Autorité", person.authority, x: c3, y: 55, maxWidth: 34, labelColor: accent)
        try p.field("Date of expiry / Date d'expiration", person.dateOfExpiry.printed(style: dateStyle), x: c1, y: 63, maxWidth: 42, labelColor: accent)
        try p.text("Holder's signature / Signature du titulaire", x: c3, y: 63, size: 1.5, color: accent)
        try p.signature(x: c3, y: 64.5, width: 28, height: 6, using: &rng)

        let mrz = try p.mrz(lines, spec: spec, style: mrzStyle, using: &rng)
        if rng.chance(0.4) && !mrzStyle.crowded { try TextAboveMRZ.draw(on: p, mrz: mrz, person: person, color: accent, using: &rng) }
        return RenderedDocument(canvas: p.canvas, mrz: mrz)
    }

    /// What `render` prints in the visual zone, as `SampleTruth.visual` holds it (dates ISO 8601,
    /// sex `X` for the MRZ's `<`; names with their diacritics, in full).
    static func printedFields(_ person: SyntheticIdentity) -> [String: String] {
        ["documentCode": person.mrz.documentCode, "issuingState": person.mrz.issuingState,
         "documentNumber": person.mrz.documentNumber, "surname": person.surname, "givenNames": person.givenNames,
         "nationality": person.nationalityName, "dateOfBirth": person.dateOfBirth.iso,
         "sex": person.mrz.sex == "<" ? "X" : person.mrz.sex, "placeOfBirth": person.placeOfBirth,
         "dateOfIssue": person.dateOfIssue.iso, "authority": person.authority, "dateOfExpiry": person.dateOfExpiry.iso]
    }
}

/// Print placed just above the MRZ (microtext, a repeated number, a label): a classic trap for
/// MRZ detectors.
enum TextAboveMRZ {
    static func draw(on p: Painter, mrz: Quad, person: SyntheticIdentity, color: RGB, using rng: inout RandomSource) throws {
        let baseline = mrz.topLeft.y / p.scale - rng.uniform(0.8...1.4)
        let x = mrz.topLeft.x / p.scale
        let width = (mrz.topRight.x - mrz.topLeft.x) / p.scale
        switch rng.int(0...2) {
        case 0:
            let unit = person.issuingCountry.split(separator: " ").first.map(String.init) ?? "UTOPIA"
            try p.fittedText(String(repeating: unit + " ", count: 30), x: x, y: baseline, size: 1.3, maxWidth: width, color: color)
        case 1:
            try p.text(person.mrz.documentNumber, x: x + width * rng.uniform(0.5...0.7), y: baseline, size: 2.4, font: .sansBold, color: RGB(gray: 40))
        default:
            try p.fittedText("\(person.surname) \(person.givenNames)".uppercased(), x: x, y: baseline, size: 2.0, maxWidth: width * 0.8, font: .sans, color: RGB(gray: 60))
        }
    }
}
