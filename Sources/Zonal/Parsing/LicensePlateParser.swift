/// A vehicle number plate, by the shapes of chosen countries (`countries`, presets in
/// `LicensePlatePresets`) and/or custom regular expressions (`patterns`); with neither, every
/// preset. The value is upper case with dashes unified and spaces single; components: country
/// (for a preset) and the named groups of a custom pattern.
///
/// Shapes overlap (AB 123 CD is French and Italian): the first shape in the order given wins and
/// the others that fit the same text are noted. Several plates in the text: the earliest, and of
/// those starting there, the longest.
public struct LicensePlateParser: FieldParser {
    public let ocrNeeds: OCRNeeds
    let shapes: [(country: String?, pattern: TextPattern)]

    public init(countries: [String]? = nil, patterns: [String] = []) throws {
        let presets = countries ?? (patterns.isEmpty ? LicensePlatePresets.countries : [])
        var shapes: [(country: String?, pattern: TextPattern)] = []
        for country in presets {
            guard let preset = LicensePlatePresets.patterns.first(where: { $0.country == country }) else {
                throw ZonalError.invalidArgument("no licence plate preset for \(country)")
            }
            if let pattern = TextPattern.builtIn(LicensePlatePresets.tolerant(preset.pattern)) { shapes.append((country, pattern)) }
        }
        for pattern in patterns { shapes.append((nil, try TextPattern(LicensePlatePresets.bounded(pattern)))) }
        self.shapes = shapes
        // Custom patterns may need any character; presets need capitals, digits, dashes, and
        // German umlauts when DE is among them.
        var characters = OCRNeeds.uppercase.union(OCRNeeds.digits).union("- ")
        if presets.contains("DE") { characters.formUnion("ÄÖÜ") }
        ocrNeeds = OCRNeeds(characters: patterns.isEmpty ? characters : nil)
    }

    public func parse(_ text: RecognizedText) -> ParsedField {
        let normalised = String(text.characters.map { TextNormalization.hyphenated(TextNormalization.uppercased($0.character)) })
        var found: [(match: TextPattern.Match, country: String?, order: Int)] = []
        for (order, shape) in shapes.enumerated() {
            for match in shape.pattern.matches(in: normalised) { found.append((match, shape.country, order)) }
        }
        let sorted = found.sorted {
            ($0.match.range.lowerBound, -$0.match.range.count, $0.order) < ($1.match.range.lowerBound, -$1.match.range.count, $1.order)
        }
        guard let best = sorted.first else { return .notFound(in: text, "no licence plate") }
        var components = best.match.named
        if let country = best.country { components["country"] = country }
        let others = sorted.dropFirst().filter { $0.match.range == best.match.range }.compactMap(\.country)
        var seen = Set<String>()
        let alsoFits = others.filter { $0 != best.country && seen.insert($0).inserted }
        let reasons = alsoFits.isEmpty ? [] : ["also fits \(alsoFits.joined(separator: ", "))"]
        let value = best.match.text.split(separator: " ").joined(separator: " ")
        return text.field(value, span: best.match.range, valid: true, reasons: reasons, components: components)
    }
}

extension LicensePlateParser {
    static let optionKeys = ["countries", "patterns"]

    static func decode(_ options: JSONObject) -> LicensePlateParser? {
        var countries: [String]?
        if let items = options.optional("countries")?.array(nonEmpty: true) {
            let codes = items.compactMap { $0.choice(LicensePlatePresets.countries) }
            countries = codes.count == items.count ? codes : nil
        }
        var patterns: [String] = []
        if let items = options.optional("patterns")?.array(nonEmpty: true) {
            for item in items {
                guard let pattern = item.string() else { continue }
                do { _ = try TextPattern(pattern) } catch { item.report("not a valid regular expression (ICU syntax)"); continue }
                patterns.append(pattern)
            }
        }
        return try? LicensePlateParser(countries: countries, patterns: patterns)
    }
}
