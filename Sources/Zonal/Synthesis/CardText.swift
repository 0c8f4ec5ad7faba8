/// Text sizing for the cards without an MRZ. Their values must stay readable (an em of at least
/// `minimumValueSize`), so long data is chosen to fit instead of being squeezed like
/// `Painter.fittedText` does, and the choice is measured at a fixed reference size so that it does
/// not depend on the rendering resolution (the truth of a sample is the same at every dpi).
enum CardText {
    /// The smallest em size (mm) a printed value gets: ~20 px capitals at 300 dpi.
    static let minimumValueSize = 2.3
    /// The font of printed values.
    static let valueFont = Font.sansBold

    /// Width of `text` in mm at an em size of `size` mm, independent of the dpi.
    static func width(_ text: String, size: Double, font: Font = valueFont) throws -> Double {
        try Canvas.textWidth(text, font: font, size: 200) / 200 * size
    }

    /// Whether `text` fits `maxWidth` mm at the minimum value size (with a little room for hinting).
    static func fits(_ text: String, maxWidth: Double, font: Font = valueFont) throws -> Bool {
        try width(text, size: minimumValueSize, font: font) <= maxWidth * 0.97
    }

    /// `surname`, or when it is too long for the card a short one from the generator's list (long
    /// names are the MRZ's problem; here they would only shrink below readable).
    static func fittedSurname(_ surname: String, maxWidth: Double, using rng: inout RandomSource) throws -> String {
        var name = surname
        while !(try fits(name, maxWidth: maxWidth)) { name = rng.pick(IdentityGenerator.surnames.filter { $0.count <= 12 }) }
        return name
    }

    /// `words` without their last ones until they fit (at least the first word).
    static func fitted(words: String, maxWidth: Double) throws -> String {
        var parts = words.split(separator: " ").map(String.init)
        while parts.count > 1, !(try fits(parts.joined(separator: " "), maxWidth: maxWidth)) { parts.removeLast() }
        return parts.joined(separator: " ")
    }
}

extension Painter {
    /// A value with its baseline at `y`, shrunk to fit `maxWidth` mm but never below the minimum
    /// value size (the data was chosen to fit at that size).
    func value(_ text: String, x: Double, y: Double, size: Double, maxWidth: Double, font: Font = CardText.valueFont, color: RGB) throws {
        let natural = try CardText.width(text, size: size, font: font)
        let fitted = natural > maxWidth ? max(CardText.minimumValueSize, size * maxWidth / natural) : size
        try self.text(text, x: x, y: y, size: fitted, font: font, color: color)
    }

    /// Text centred on `cx`.
    func centredText(_ text: String, cx: Double, y: Double, size: Double, font: Font, color: RGB) throws {
        try self.text(text, x: cx - (try CardText.width(text, size: size, font: font)) / 2, y: y, size: size, font: font, color: color)
    }
}
