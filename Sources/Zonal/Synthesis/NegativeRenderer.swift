/// Documents with no MRZ (negative samples): a driving-licence-like card, or a printed letter.
enum NegativeRenderer {
    static func render(_ person: SyntheticIdentity, dpi: Double, using rng: inout RandomSource) throws -> RenderedDocument {
        rng.chance(0.6) ? try licence(person, dpi: dpi, using: &rng) : try letter(person, dpi: dpi, using: &rng)
    }

    private static func licence(_ person: SyntheticIdentity, dpi: Double, using rng: inout RandomSource) throws -> RenderedDocument {
        let p = try Painter(widthMM: 85.6, heightMM: 54, dpi: dpi, paper: .white)
        let hue = rng.uniform(0...360)
        try p.securityBackground(width: 85.6, height: 54, hue: hue, using: &rng)
        let accent = RGB(hue: hue, saturation: 0.7, value: 0.45)
        try p.rect(0, 0, 85.6, 8, color: RGB(hue: hue, saturation: 0.6, value: 0.6))
        try p.fittedText("DRIVING LICENCE  •  \(person.issuingCountry)", x: 4, y: 5.6, size: 3.0, maxWidth: 78, font: .sansBold, color: .white)
        try p.portrait(x: 4, y: 11, width: 22, height: 29, using: &rng)
        let style = rng.int(0...2), x = 30.0
        let rows = [
            ("1.", person.surname), ("2.", person.givenNames),
            ("3.", "\(person.dateOfBirth.printed(style: style))  \(person.placeOfBirth)"),
            ("4a.", person.dateOfIssue.printed(style: style)), ("4b.", person.dateOfExpiry.printed(style: style)),
            ("5.", IdentityGenerator.digits(11, using: &rng)), ("9.", rng.pick(["AM/A1/B", "B/BE", "A/B/C1"])),
        ]
        for (i, row) in rows.enumerated() {
            let y = 13 + Double(i) * 5.5
            try p.text(row.0, x: x, y: y, size: 2.2, color: accent)
            try p.fittedText(row.1, x: x + 6, y: y, size: 2.6, maxWidth: 48, font: .sansBold, color: RGB(gray: 25))
        }
        try p.signature(x: 5, y: 43, width: 20, height: 6, using: &rng)
        return RenderedDocument(canvas: p.canvas, mrz: nil)
    }

    private static func letter(_ person: SyntheticIdentity, dpi: Double, using rng: inout RandomSource) throws -> RenderedDocument {
        let p = try Painter(widthMM: 105, heightMM: 148, dpi: dpi, paper: RGB(gray: UInt8(rng.int(240...252))))
        let words = ["invoice", "account", "payment", "reference", "customer", "service", "delivery", "amount", "total",
                     "please", "contact", "number", "address", "date", "office", "transfer", "balance", "period", "thank", "you"]
        try p.text("UTOPIA UTILITIES", x: 10, y: 14, size: 5, font: .serifBold, color: RGB(20, 60, 120))
        try p.text("\(person.givenNames) \(person.surname)", x: 10, y: 28, size: 3, color: RGB(gray: 30))
        try p.text("\(rng.int(1...200)) \(person.placeOfBirth) STREET", x: 10, y: 32.5, size: 3, color: RGB(gray: 30))
        var y = 45.0
        while y < 132 {
            var line = ""
            while line.count < 48 { line += rng.pick(words) + " " }
            try p.text(line.capitalized(first: y == 45), x: 10, y: y, size: 3, color: RGB(gray: 35))
            y += rng.chance(0.15) ? 9 : 5
        }
        try p.text("Total: \(rng.int(10...999)).\(rng.int(10...99)) UTD", x: 60, y: 140, size: 3.4, font: .sansBold, color: RGB(gray: 20))
        return RenderedDocument(canvas: p.canvas, mrz: nil)
    }
}

private extension String {
    func capitalized(first: Bool) -> String { first ? prefix(1).uppercased() + dropFirst() : self }
}
