/// Visa stickers: MRV-A (120 × 80 mm, two 44-character lines) and MRV-B (105 × 74 mm, two 36).
enum VisaRenderer {
    static func render(_ person: SyntheticIdentity, lines: [String], dpi: Double, mrzStyle: MRZPrintStyle = .standard, using rng: inout RandomSource) throws -> RenderedDocument {
        let format: MRZFormat = lines.first?.count == 44 ? .mrvA : .mrvB
        let spec = MRTDLayout.of(format)
        let p = try Painter(widthMM: spec.width, heightMM: spec.height, dpi: dpi, paper: .white)
        let hue = rng.uniform(0...360)
        try p.securityBackground(width: spec.width, height: spec.height, hue: hue, using: &rng)
        let accent = RGB(hue: hue, saturation: rng.uniform(0.5...0.8), value: rng.uniform(0.35...0.6))
        let style = rng.int(0...2)
        let wide = format == .mrvA
        let portraitWidth = wide ? 26.0 : 22.0
        let x = 4 + portraitWidth + 5, right = spec.width - 4
        let column = (right - x) / 2

        try p.text("VISA", x: 4, y: 7, size: 4.2, font: .serifBold, color: accent)
        try p.fittedText(person.issuingCountry, x: 24, y: 7, size: 2.6, maxWidth: right - 24, font: .sansBold, color: accent)
        try p.portrait(x: 4, y: 11, width: portraitWidth, height: portraitWidth * 1.3, using: &rng)
        try p.field("Valid for / Valable pour", rng.pick(["ALL STATES", "UTOPIA", "SCHENGEN STATES", "TERRITORY OF UTOPIA"]), x: x, y: 12, maxWidth: right - x, labelColor: accent, valueSize: 2.5)
        try p.field("From / Du", person.dateOfIssue.printed(style: style), x: x, y: 19, maxWidth: column - 2, labelColor: accent, valueSize: 2.5)
        try p.field("Until / Au", person.dateOfExpiry.printed(style: style), x: x + column, y: 19, maxWidth: column - 2, labelColor: accent, valueSize: 2.5)
        try p.field("Type of visa", rng.pick(["C", "D", "A"]), x: x, y: 26, maxWidth: column - 2, labelColor: accent, valueSize: 2.5)
        try p.field("Number of entries", rng.pick(["MULT", "1", "2"]), x: x + column, y: 26, maxWidth: column - 2, labelColor: accent, valueSize: 2.5)
        try p.field("Duration of stay", "\(rng.int(5...90)) DAYS", x: x, y: 33, maxWidth: column - 2, labelColor: accent, valueSize: 2.5)
        try p.field("Issued in / Délivré à", person.placeOfBirth, x: x + column, y: 33, maxWidth: column - 2, labelColor: accent, valueSize: 2.5)
        try p.field("Number of passport", person.mrz.documentNumber, x: x, y: 40, maxWidth: column - 2, labelColor: accent, valueSize: 2.5)
        try p.field("Nationality", person.mrz.nationality, x: x + column, y: 40, maxWidth: column - 2, labelColor: accent, valueSize: 2.5)
        try p.field("Surname, Name / Nom, Prénoms", "\(person.surname), \(person.givenNames)", x: x, y: 47, maxWidth: right - x, labelColor: accent, valueSize: 2.5)
        try p.field("Remarks / Remarques", rng.pick(["", "STUDENT", "BUSINESS", "TOURISM"]), x: x, y: 54, maxWidth: right - x, labelColor: accent, valueSize: 2.5)
        if wide { try p.signature(x: 6, y: 50, width: 20, height: 5, using: &rng) }

        let mrz = try p.mrz(lines, spec: spec, style: mrzStyle, using: &rng)
        if rng.chance(0.3) && !mrzStyle.crowded { try TextAboveMRZ.draw(on: p, mrz: mrz, person: person, color: accent, using: &rng) }
        return RenderedDocument(canvas: p.canvas, mrz: mrz)
    }
}
