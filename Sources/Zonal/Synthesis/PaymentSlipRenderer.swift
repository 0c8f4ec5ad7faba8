/// A fictional SEPA-style payment slip (210 × 105 mm, a transfer form torn off a bill): tinted
/// paper with a darker header band and the title, white or pale boxes under small printed
/// labels, the values typed into them by the biller's printer (slightly off register, in one of
/// a few printer fonts), a comb of character ticks in some IBAN boxes, a signature, a coding line
/// and small print. The data comes from `data`, the look from `render`.
enum PaymentSlipRenderer {
    static let width = 210.0, height = 105.0

    /// A box of the form (mm): the label is printed just above it.
    struct Box: Sendable {
        let x: Double, y: Double, width: Double, height: Double
    }

    /// Where the standard form puts its boxes (`Templates/payment-slip.json` reads these places).
    static let payee = Box(x: 8, y: 21, width: 124, height: 9)
    static let iban = Box(x: 8, y: 36, width: 124, height: 9)
    static let bic = Box(x: 8, y: 51, width: 60, height: 9)
    static let reference = Box(x: 8, y: 66, width: 124, height: 9)
    static let payer = Box(x: 8, y: 81, width: 124, height: 14)
    static let amount = Box(x: 142, y: 36, width: 60, height: 9)
    static let date = Box(x: 142, y: 51, width: 60, height: 9)
    static let signature = Box(x: 142, y: 81, width: 60, height: 14)

    static func render(variant: PaymentSlipVariant, person: SyntheticIdentity, referenceYear: Int, dpi: Double,
                       data: inout RandomSource, render rng: inout RandomSource) throws -> VisualDocument {
        let slip = PaymentSlipData.make(person, referenceYear: referenceYear, using: &data)
        let hue = rng.uniform(0...360)
        let paper = RGB(hue: hue, saturation: rng.uniform(0.06...0.16), value: rng.uniform(0.94...0.98))
        let p = try Painter(widthMM: width, heightMM: height, dpi: dpi, paper: paper)
        let band = RGB(hue: hue + rng.jitter(10), saturation: rng.uniform(0.25...0.45), value: rng.uniform(0.8...0.9))
        let accent = RGB(hue: hue + rng.jitter(10), saturation: rng.uniform(0.5...0.8), value: rng.uniform(0.3...0.45))
        let boxFill = rng.chance(0.5) ? RGB.white : RGB(hue: hue, saturation: rng.uniform(0.02...0.06), value: 0.99)
        let border = max(1, p.px(0.18).rounded())

        try p.rect(0, 0, width, 14, color: band)
        try p.fittedText(variant.title, x: 8, y: 9.6, size: 4.0, maxWidth: 130, font: .sansBold, color: accent)
        let bank = rng.pick(PaymentSlipData.banks)
        try p.text(bank, x: 202 - (try p.width(bank, size: 3.0, font: .serifBold)), y: 9.6, size: 3.0, font: .serifBold, color: accent)
        let slipNumber = "No. " + IdentityGenerator.digits(9, using: &rng)
        try p.text(slipNumber, x: 142, y: 19, size: 2.0, color: accent)

        for (box, label) in [(payee, variant.payee), (iban, variant.iban), (bic, variant.bic), (reference, variant.reference),
                             (payer, variant.payer), (amount, variant.amount), (date, variant.date), (signature, variant.signature)] {
            try p.rect(box.x, box.y, box.width, box.height, color: boxFill)
            try p.rect(box.x, box.y, box.width, box.height, thickness: border, color: accent)
            try p.fittedText(label, x: box.x + 0.3, y: box.y - 1.1, size: 2.1, maxWidth: box.width, color: accent)
        }
        // Some forms print a comb of character cells in the IBAN box (the typed values ignore it).
        if rng.chance(0.35) {
            let tick = RGB(hue: hue, saturation: 0.3, value: 0.8)
            var x = iban.x + 4.2
            while x < iban.x + iban.width - 1 {
                try p.rect(x, iban.y + iban.height - 1.6, 0.15, 1.6, color: tick)
                x += 4.2
            }
        }

        // The values, typed in one pass slightly off register with the form.
        let dx = rng.jitter(0.8), dy = rng.jitter(0.6)
        let font = rng.pick([Font.sansBold, .sans, .sansMono, .ocrB])
        let size = rng.uniform(3.1...3.5)
        let ink = RGB(gray: UInt8(rng.int(10...40)))
        func typed(_ text: String, in box: Box, line: Int = 0, of lines: Int = 1, font: Font = font, size: Double = size) throws {
            let baseline = box.y + (box.height - Double(lines - 1) * size * 1.2) / 2 + size * 0.36 + Double(line) * size * 1.2 + dy
            // OCR-B has no accented letters: such a line comes out of the printer's monospace font.
            let face = font == .ocrB && text.unicodeScalars.contains { !$0.isASCII } ? Font.sansMono : font
            try p.value(text, x: box.x + 2.5 + dx, y: baseline, size: size, maxWidth: box.width - 4, font: face, color: ink)
        }
        try typed(slip.payee, in: payee)
        try typed(SyntheticBanking.grouped(slip.iban), in: iban, font: font == .sans ? .sansMono : font)
        if let code = slip.bic { try typed(code, in: bic) }
        try typed(SyntheticBanking.grouped(slip.reference), in: reference)
        try typed(slip.payer, in: payer, line: 0, of: 2, size: size * 0.9)
        try typed(slip.payerAddress, in: payer, line: 1, of: 2, size: size * 0.9)
        try typed(slip.printedAmount, in: amount)
        try typed(slip.printedDate, in: date)
        try p.signature(x: signature.x + 6, y: signature.y + 3, width: 40, height: 8, using: &rng)

        // The coding line of a machine-read slip, and the small print.
        let coding = IdentityGenerator.digits(2, using: &rng) + ">" + IdentityGenerator.digits(12, using: &rng) + "+ " + IdentityGenerator.digits(9, using: &rng) + ">"
        try p.text(coding, x: 142, y: 101, size: 2.6, font: .ocrB, color: RGB(gray: 40))
        try p.fittedText(variant.footer, x: 8, y: 101, size: 1.7, maxWidth: 128, color: accent)
        return VisualDocument(page: RenderedDocument(canvas: p.canvas, mrz: nil), variant: variant.name, values: slip.truth)
    }
}
