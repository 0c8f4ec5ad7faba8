/// ID card fronts without an MRZ (85.6 × 54 mm) in the layouts of `IDFrontVariant`. As for the
/// driving licence, the printed data comes from `data` and the look from `render`.
enum IDFrontRenderer {
    static let width = 85.6, height = 54.0

    static func render(_ person: SyntheticIdentity, variant: IDFrontVariant, dpi: Double,
                       data: inout RandomSource, render rng: inout RandomSource) throws -> VisualDocument {
        let printed = try values(person, variant: variant, using: &data)
        let p = try Painter(widthMM: width, heightMM: height, dpi: dpi, paper: .white)
        try variant.background.draw(on: p, width: width, height: height, hue: variant.hue + rng.jitter(10), using: &rng)
        let accent = RGB(hue: variant.hue + rng.jitter(15), saturation: rng.uniform(0.55...0.8), value: rng.uniform(0.3...0.45))

        let stateSize = variant.stateTranslations == nil ? 3.2 : 2.6
        try p.fittedText(variant.state, x: 4, y: 5.8, size: stateSize, maxWidth: 54, font: .serifBold, color: accent)
        if let other = variant.stateTranslations { try p.fittedText(other, x: 4, y: 7.9, size: 1.2, maxWidth: 54, color: accent) }
        try p.fittedText(variant.title, x: 4, y: 10.8, size: 2.2, maxWidth: 54, font: .sansBold, color: accent)
        if let other = variant.titleTranslations {
            let after = 4 + min(54, try CardText.width(variant.title, size: 2.2, font: .sansBold)) + 1.5
            try p.fittedText(other, x: after, y: 10.8, size: 1.4, maxWidth: max(10, 83 - after), color: accent)
        }

        // Personalisation is printed in one pass, slightly off register with the preprinted card.
        let dx = rng.jitter(0.5), dy = rng.jitter(0.4)
        let (px, py, pw, ph) = variant.portrait
        try p.portrait(x: px + dx, y: py + dy, width: pw, height: ph, using: &rng)
        try p.signature(x: px + 1 + dx, y: py + ph + 2 + dy, width: pw - 2, height: 5, using: &rng)

        let valueInk = RGB(gray: UInt8(rng.int(15...40)))
        for slot in variant.slots {
            guard let text = printed[slot.field] else { continue }
            var baseline = slot.y + dy
            var size = slot.field == .documentNumber ? variant.numberSize : variant.valueSize
            if slot.field == .cardAccessNumber { size = CardText.minimumValueSize }
            if let label = slot.label {
                try p.fittedText(label, x: slot.x + dx, y: baseline, size: variant.labelSize, maxWidth: slot.maxWidth, color: accent)
                baseline += variant.valueDrop
            }
            if slot.field == .cardAccessNumber, let label = variant.canLabel {
                try p.text(label, x: slot.x - 5.5 + dx, y: baseline, size: variant.labelSize, color: accent)
            }
            try p.value(text, x: slot.x + dx, y: baseline, size: size, maxWidth: slot.maxWidth, color: valueInk)
        }
        if let sex = variant.sexSlot {
            try p.text(sex.label, x: sex.x + dx, y: sex.y + dy, size: variant.labelSize, color: accent)
            try p.text(person.mrz.sex == "<" ? "X" : person.mrz.sex, x: sex.x + dx, y: sex.y + variant.valueDrop + dy,
                       size: variant.valueSize, font: CardText.valueFont, color: valueInk)
        }
        let truth = Dictionary(uniqueKeysWithValues: printed.map { field, text -> (String, String) in
            switch field {
            case .dateOfBirth: return (field.rawValue, person.dateOfBirth.iso)
            case .dateOfExpiry: return (field.rawValue, expiry(person, variant).iso)
            default: return (field.rawValue, text)
            }
        })
        return VisualDocument(page: RenderedDocument(canvas: p.canvas, mrz: nil), variant: variant.name, values: truth)
    }

    /// The printed text of every field.
    static func values(_ person: SyntheticIdentity, variant: IDFrontVariant, using rng: inout RandomSource) throws -> [IDFrontVariant.Field: String] {
        func room(_ field: IDFrontVariant.Field) -> Double { variant.slot(field)?.maxWidth ?? 50 }
        return [
            .surname: try CardText.fittedSurname(person.surname, maxWidth: room(.surname), using: &rng),
            .givenNames: try CardText.fitted(words: person.givenNames, maxWidth: room(.givenNames)),
            .dateOfBirth: variant.dates.string(person.dateOfBirth),
            .placeOfBirth: person.placeOfBirth,
            .dateOfExpiry: variant.dates.string(expiry(person, variant)),
            .nationality: variant.nationality,
            .documentNumber: CardNumber.make(variant.numberPattern, using: &rng),
            .cardAccessNumber: IdentityGenerator.digits(6, using: &rng),
        ]
    }

    /// The card is valid for the variant's years from the identity's date of issue.
    static func expiry(_ person: SyntheticIdentity, _ variant: IDFrontVariant) -> CalendarDate {
        person.dateOfIssue.adding(years: variant.validityYears).previousDay
    }
}
