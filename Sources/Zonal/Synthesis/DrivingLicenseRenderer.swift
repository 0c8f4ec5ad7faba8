/// EU-style driving licence fronts (85.6 × 54 mm) in the layouts of `DrivingLicenseVariant`.
/// The printed data is drawn from `data` (so the truth depends only on the seed, the index and
/// the variant), the paper, portrait and signature from `render`.
enum DrivingLicenseRenderer {
    static let width = 85.6, height = 54.0

    static func render(_ person: SyntheticIdentity, variant: DrivingLicenseVariant, dpi: Double,
                       data: inout RandomSource, render rng: inout RandomSource) throws -> VisualDocument {
        let printed = try values(person, variant: variant, using: &data)
        let p = try Painter(widthMM: width, heightMM: height, dpi: dpi, paper: .white)
        try variant.background.draw(on: p, width: width, height: height, hue: variant.hue + rng.jitter(8), using: &rng)
        let ink = RGB(hue: variant.hue + 180 + rng.jitter(20), saturation: 0.65, value: rng.uniform(0.3...0.42))
        let labelInk = RGB(hue: 225, saturation: rng.uniform(0.5...0.8), value: rng.uniform(0.3...0.45))

        try p.euEmblem(x: 3, y: 3, width: 13.5, height: 9.5, sign: variant.sign)
        try p.fittedText(variant.title, x: 19, y: 7.8, size: 4.0, maxWidth: 63, font: .sansBold, color: ink)
        try p.fittedText(variant.state, x: 19, y: 11.4, size: 2.1, maxWidth: 63, font: .sans, color: ink)
        if let other = variant.otherTitles { try p.fittedText(other, x: 19, y: 13.8, size: 1.15, maxWidth: 63, color: RGB(gray: 90)) }

        // Personalisation is printed in one pass, slightly off register with the preprinted card.
        let dx = rng.jitter(0.5), dy = rng.jitter(0.4)
        let (px, py, pw, ph) = variant.portrait
        try p.portrait(x: px + dx, y: py + dy, width: pw, height: ph, using: &rng)
        try p.signature(x: px + 1 + dx, y: py + ph + 1.8 + dy, width: pw - 2, height: 5, using: &rng)

        let valueInk = RGB(gray: UInt8(rng.int(15...40)))
        for row in variant.rows {
            for field in row {
                guard let place = variant.place(of: field), let text = printed.text[field] else { continue }
                try p.text(field.rawValue, x: place.labelX + dx, y: place.baseline + dy, size: variant.labelSize, font: .sans, color: labelInk)
                try p.value(text, x: place.valueX + dx, y: place.baseline + dy, size: variant.valueSize, maxWidth: place.maxWidth, color: valueInk)
            }
        }
        return VisualDocument(page: RenderedDocument(canvas: p.canvas, mrz: nil), variant: variant.name, values: printed.truth)
    }

    /// What the licence prints (field → text) and its truth (`SampleTruth.visual`).
    static func values(_ person: SyntheticIdentity, variant: DrivingLicenseVariant,
                       using rng: inout RandomSource) throws -> (text: [DrivingLicenseVariant.Field: String], truth: [String: String]) {
        func room(_ field: DrivingLicenseVariant.Field) -> Double { variant.place(of: field)?.maxWidth ?? 50 }
        let surname = try CardText.fittedSurname(person.surname, maxWidth: room(.surname), using: &rng)
        let given = try CardText.fitted(words: person.givenNames, maxWidth: room(.givenNames))
        let issue = person.dateOfIssue
        // A driver is 18 to 80 when the licence is issued.
        let birth = CalendarDate.random(years: (issue.year - 80)...(issue.year - 18), using: &rng)
        let expiry = issue.adding(years: variant.validityYears).previousDay
        let number = CardNumber.make(variant.numberPattern, using: &rng)
        let authority = rng.pick(variant.authorities)
        let categories = try LicenceCategories.make(maxWidth: room(.categories), using: &rng)

        var text: [DrivingLicenseVariant.Field: String] = [
            .surname: surname, .givenNames: given,
            .birth: variant.dates.string(birth) + variant.birthSeparator + person.placeOfBirth,
            .issue: variant.dates.string(issue), .expiry: variant.dates.string(expiry), .authority: authority,
            .number: number, .categories: categories,
        ]
        var truth = [
            "surname": surname, "givenNames": given, "dateOfBirth": birth.iso, "placeOfBirth": person.placeOfBirth,
            "dateOfIssue": issue.iso, "dateOfExpiry": expiry.iso, "authority": authority, "documentNumber": number,
            "categories": categories,
        ]
        if let streets = variant.streets {
            var address = ""
            for _ in 0..<10 {
                let street = rng.pick(streets), house = String(rng.int(1...199)), town = rng.pick(variant.towns)
                address = variant.numberFirst ? "\(house) \(street), \(town)" : "\(street) \(house) \(town)"
                if try CardText.fits(address, maxWidth: room(.address)) { break }
            }
            text[.address] = address
            truth["address"] = address
        }
        return (text, truth)
    }
}
