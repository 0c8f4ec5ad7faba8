/// Visual-zone print crowding the MRZ (the `crowded` condition): a line of labels and values, a
/// signature, a number in OCR-B or a microtext line whose lowest ink ends 0.3–1.0 MRZ capital
/// heights above the first MRZ line — about the gap between MRZ lines, the classic trap for line
/// finders — and sometimes a vertical serial number left of the MRZ or a short code right of it.
enum CrowdedText {
    /// Nominal MRZ capital height in mm.
    static let capHeight = 2.4

    /// Draws on `p`'s page around `mrz` (the MRZ cell box in page pixels).
    static func draw(on p: Painter, mrz: Quad, person: SyntheticIdentity, using rng: inout RandomSource) throws {
        let top = mrz.topLeft.y / p.scale, bottom = mrz.bottomLeft.y / p.scale
        let left = mrz.topLeft.x / p.scale, right = mrz.topRight.x / p.scale, width = right - left
        let pageWidth = Double(p.canvas.width) / p.scale
        let textBottom = top - capHeight * rng.uniform(0.3...1.0)
        let color = rng.chance(0.6) ? RGB(gray: UInt8(rng.int(15...70)))
            : RGB(hue: rng.uniform(0...360), saturation: rng.uniform(0.4...0.8), value: rng.uniform(0.25...0.55))
        let x = left + rng.jitter(3)

        // The lowest ink sits at `textBottom`: baselines are raised by the text's descent (a slash,
        // a comma), sized before any fitting shrinks it.
        switch rng.int(0...3) {
        case 0:
            let pieces = ["DATE OF ISSUE / DATE DE DÉLIVRANCE", person.dateOfIssue.printed(style: rng.int(0...2)),
                          "AUTHORITY / AUTORITÉ", person.authority.uppercased(), "PLACE OF BIRTH", person.placeOfBirth.uppercased()]
            let start = rng.int(0...2) * 2
            let text = pieces[start...].joined(separator: "   ")
            let size = rng.uniform(1.8...2.8), font: Font = rng.chance(0.5) ? .sans : .sansBold
            try p.fittedText(text, x: x, y: textBottom - (try p.descent(text, size: size, font: font)), size: size,
                             maxWidth: width * rng.uniform(0.6...1.0), font: font, color: color)
        case 1:
            let height = rng.uniform(3...6)
            try p.signature(x: left + width * rng.uniform(0...0.6), y: textBottom - height, width: width * rng.uniform(0.2...0.4), height: height, using: &rng)
        case 2:
            // A card access number or personal number in OCR-B at about the MRZ's own size.
            let number = rng.chance(0.5) ? person.mrz.documentNumber : IdentityGenerator.digits(rng.int(6...12), using: &rng)
            try p.text(number, x: left + width * rng.uniform(0...0.6), y: textBottom, size: capHeight / Font.ocrB.capHeight * rng.uniform(0.8...1.1),
                       font: .ocrB, color: color)
        default:
            let unit = (person.issuingCountry.split(separator: " ").first.map(String.init) ?? "UTOPIA").uppercased()
            let text = String(repeating: unit + " ", count: 40), size = rng.uniform(1.0...1.5)
            try p.fittedText(text, x: left, y: textBottom - (try p.descent(text, size: size)), size: size, maxWidth: width, color: color)
        }

        guard rng.chance(0.4) else { return }
        if rng.chance(0.5) {
            // A vertical serial number in the left margin, one character under the other.
            let size = rng.uniform(1.2...1.7), step = size * 1.05
            let serial = IdentityGenerator.digits(Int(((bottom - top + capHeight * 2) / step).rounded(.down)), using: &rng)
            let column = max(0.4, left - size * 0.8 - rng.uniform(0.4...1.2))
            let origins = (0..<serial.count).map { p.point(column, top - capHeight + step * Double($0 + 1)) }
            try p.canvas.glyphs(serial, font: .sansBold, origins: origins, size: p.px(size), color: color)
        } else {
            // A short code right of the MRZ, where the margin allows.
            let code = rng.pick(["D1", "07", "A3", "B", "N°", "2R"])
            let size = rng.uniform(1.6...2.4)
            let codeX = right + rng.uniform(0.4...1.2)
            if codeX + (try p.width(code, size: size)) < pageWidth - 0.3 {
                try p.text(code, x: codeX, y: top + (bottom - top) * rng.uniform(0.2...1), size: size, font: .sansBold, color: color)
            }
        }
    }
}
