/// An IBAN (ISO 13616), printed in groups of four (`DE89 3704 0044 0532 0130 00`) or not. The
/// value has no spaces; components are country, checkDigits and bban.
///
/// The length comes from the country (`IBANCountries`), which also says where printed groups
/// end: groups are taken while they fit, so the words after an IBAN are not swallowed. OCR
/// look-alikes (`O` for 0, `I`/`l` for 1) are read as digits in the check digits and where the
/// country's BBAN prints a digit, and digits as letters (`2` for Z, `8` for B, ...) where it
/// prints a letter (`IBANCountries.bbanStructure`), each noted; lower case is read as upper case.
/// A reading that fails mod 97 takes OCR's second choice for one character when exactly that one
/// replacement passes (`rivalFix`), or else another look-alike for letters read where digits are
/// printed (`S` for 8 as well as 5) when exactly one choice passes (`lookAlikeFix`), at
/// `rivalConfidence` at most. A wrong length, a failed mod-97
/// check or a country outside `countries` gives the value, not valid, with the reason.
public struct IBANParser: FieldParser {
    public let ocrNeeds: OCRNeeds
    /// Allowed country codes; nil: any.
    let countries: Set<String>?

    public init(countries: Set<String>? = nil) {
        self.countries = countries
        // Countries whose BBAN is all digits need only their code's letters besides the digits.
        if let countries, countries.isSubset(of: IBANCountries.numericBBAN) {
            ocrNeeds = OCRNeeds(characters: OCRNeeds.digits.union(countries.joined()).union(" "))
        } else {
            ocrNeeds = OCRNeeds(characters: OCRNeeds.digits.union(OCRNeeds.uppercase).union(" "))
        }
    }

    /// Letters OCR reads for a digit where only a digit can be printed: the common look-alikes
    /// and, since mod 97 checks every IBAN read, the rounder confusions of blurred photos too
    /// (`DEQ5…` for `DE05…`).
    static let digitLookAlikes = TextNormalization.digitLookAlikes.merging(["Q": "0", "D": "0", "S": "5", "B": "8", "Z": "2", "G": "6"]) { a, _ in a }

    /// A country code and two check digits, digits or their letter look-alikes.
    static let start = TextPattern.builtIn(#"(?<![\p{L}\p{N}])[A-Za-z]{2}[0-9"# + String(digitLookAlikes.keys.filter(\.isLetter).sorted()) + "]{2}")

    public func parse(_ text: RecognizedText) -> ParsedField {
        let characters = text.characters.map(\.character)
        var candidates: [ParsedField] = []
        var resumeAt = 0
        for match in Self.start?.matches(in: text.text) ?? [] where match.range.lowerBound >= resumeAt {
            let country = match.text.prefix(2).uppercased()
            guard let length = IBANCountries.lengths[country],
                  let span = Self.extent(from: match.range.lowerBound, length: length, in: characters) else { continue }
            candidates.append(iban(span: span, country: country, length: length, in: text))
            resumeAt = span.upperBound
        }
        return candidates.preferred ?? .notFound(in: text, "no IBAN")
    }

    /// The span of the printed IBAN from `start`: runs of letters and digits separated by single
    /// spaces (or hyphens), taken while they fit in `length`. The first run is always taken (an
    /// unspaced IBAN that runs on is too long, not absent). Nil when it is too short to be one.
    static func extent(from start: Int, length: Int, in characters: [Character]) -> Range<Int>? {
        func isAlphanumeric(_ index: Int) -> Bool { characters[safe: index].map { $0.isASCII && ($0.isLetter || $0.isNumber) } ?? false }
        var end = start
        var count = 0
        var first = true
        while true {
            var runEnd = end
            while isAlphanumeric(runEnd) { runEnd += 1 }
            let run = runEnd - end
            guard run > 0, first || count + run <= length else { break }
            count += run
            end = runEnd
            first = false
            guard count < length, let gap = characters[safe: end], gap == " " || gap == "-", isAlphanumeric(end + 1) else { break }
            end += 1
        }
        return count >= 12 ? start..<end : nil
    }

    private func iban(span: Range<Int>, country: String, length: Int, in text: RecognizedText) -> ParsedField {
        let printedAt = span.clamped(to: text.characters.indices).filter { text.characters[$0].character != " " && text.characters[$0].character != "-" }
        let printed = printedAt.map { text.characters[$0].character }
        let structure = Array("DD" + (IBANCountries.bbanStructure(country) ?? ""))
        let (read, readReasons) = Self.lookAlikesRead(printed, structure: structure)
        // A reading changed so that mod 97 agrees, when exactly one such change does.
        var fix: Fix?
        if read.count == length + 1 {
            fix = Self.doubledGlyphFix(printed, read: read, structure: structure)
        } else if read.count == length, !Mod97.passes(String(read)) {
            fix = Self.rivalFix(read, reasons: readReasons, structure: structure, printedAt: printedAt, in: text)
                ?? Self.lookAlikeFix(read, reasons: readReasons, printed: printed, structure: structure)
        }
        // A fix has the length and passes mod 97: the checks below then find nothing.
        let characters = fix?.characters ?? read
        var reasons = fix?.reasons ?? readReasons
        var valid = true
        if characters.count != length {
            valid = false
            reasons.append("\(country) IBANs have \(length) characters; found \(characters.count)")
        } else if !Mod97.passes(String(characters)) {
            valid = false
            reasons.append("the check digits fail (mod 97)")
        }
        if let countries, !countries.contains(country) {
            valid = false
            reasons.append("country \(country) is not among \(countries.sorted().joined(separator: ", "))")
        }
        let value = String(characters)
        var field = text.field(value, span: span, valid: valid, reasons: reasons, components: [
            "country": country, "checkDigits": String(value.dropFirst(2).prefix(2)), "bban": String(value.dropFirst(4)),
        ])
        if fix != nil { field.confidence = min(field.confidence, Self.rivalConfidence) }
        return field
    }

    /// A reading changed so that mod 97 agrees: its characters, and the reasons for the whole
    /// reading (its look-alikes and the change).
    struct Fix {
        var characters: [Character]
        var reasons: [String]
    }

    /// The printed characters upper-cased, with their look-alikes read by kind, and the reasons.
    /// The check digits, and the BBAN where the country's structure is known: a letter where a
    /// digit is printed, or a digit where a letter is, is a look-alike (mod 97 then checks).
    static func lookAlikesRead(_ printed: [Character], structure: [Character]) -> ([Character], [String]) {
        var characters = printed.map(TextNormalization.uppercased)
        var reasons: [String] = []
        for position in 2..<max(2, printed.count) {
            let kind = structure[safe: position - 2]
            let lookAlike = kind == "D" ? digitLookAlikes[printed[position]]
                : kind == "L" ? TextNormalization.letterLookAlikes[printed[position]] : nil
            if let lookAlike {
                reasons.append("read '\(printed[position])' as '\(lookAlike)' at position \(position + 1)")
                characters[position] = lookAlike
            }
        }
        return (characters, reasons)
    }

    /// An IBAN read one character too long with a glyph doubled (a blurred glyph read twice:
    /// `…3011 0400` for `…3011 040`, `ITO08W…` for `IT08W…`): each doubled character once, when
    /// exactly one such reading makes mod 97 agree. Only doubled characters are tried, so that a
    /// chance pass (1 in 97 each) stays unlikely. `read`: `printed` as `lookAlikesRead` reads it.
    static func doubledGlyphFix(_ printed: [Character], read: [Character], structure: [Character]) -> Fix? {
        var passing: [Fix] = []
        for position in 3..<max(3, printed.count) where read[position] == read[position - 1] {
            // The same doubled pair once, however it is cut.
            if position >= 4, read[position - 1] == read[position - 2] { continue }
            var shorter = printed
            shorter.remove(at: position)
            let (characters, reasons) = lookAlikesRead(shorter, structure: structure)
            if Mod97.passes(String(characters)) {
                passing.append(Fix(characters: characters, reasons: reasons + [
                    "read the doubled '\(printed[position])' at position \(position + 1) once, which alone makes the check digits agree (mod 97)",
                ]))
            }
        }
        return passing.count == 1 ? passing.first : nil
    }

    /// What an IBAN read with one character OCR was unsure of counts at most: under the default
    /// `minConfidence` (60), for a template that asks it.
    static let rivalConfidence = 50.0

    /// The IBAN with one character replaced by OCR's second choice for it (read as a digit or
    /// letter where the country's structure prints one), when exactly one such replacement makes
    /// mod 97 pass. Mod 97 catches every single wrong character; a second choice passing it by
    /// chance (1 in 97) is unlikely with the few a reading has, and two passing is no answer. On
    /// 300 generated slips (seeds 31–33) this gave 9 IBANs right and none wrong. `printedAt` are
    /// the text's indices of `characters`; `reasons` are the reading's so far.
    static func rivalFix(_ characters: [Character], reasons: [String], structure: [Character], printedAt: [Int], in text: RecognizedText) -> Fix? {
        guard printedAt.count == characters.count else { return nil }
        var fixes: [Fix] = []
        for (position, index) in printedAt.enumerated() where position >= 2 {
            guard let rival = text.characters[index].rival.map(TextNormalization.uppercased) else { continue }
            let kind = structure[safe: position - 2]
            let replacement = kind == "D" ? digitLookAlikes[rival] ?? rival : kind == "L" ? TextNormalization.letterLookAlikes[rival] ?? rival : rival
            guard replacement != characters[position], replacement.isASCII,
                  kind == "D" ? replacement.isNumber : kind == "L" ? replacement.isLetter : replacement.isLetter || replacement.isNumber else { continue }
            var fixed = characters
            fixed[position] = replacement
            if Mod97.passes(String(fixed)) {
                fixes.append(Fix(characters: fixed, reasons: reasons + [
                    "read '\(characters[position])' as OCR's second choice '\(replacement)' at position \(position + 1), which alone makes the check digits agree (mod 97)",
                ]))
            }
        }
        return fixes.count == 1 ? fixes.first : nil
    }

    /// Digits a letter read where a digit is printed may stand for besides its first look-alike
    /// (`digitLookAlikes`): a blurred `8` reads `S` as often as a `5` does. On 100 generated slip
    /// photos (seed 32) three German IBANs began `DES…` for `DE8…`.
    static let otherDigitLookAlikes: [Character: [Character]] = ["S": ["8"]]

    /// The IBAN with letters read where digits are printed taken as their other look-alikes
    /// (`otherDigitLookAlikes`), when exactly one such choice makes mod 97 pass. At most three
    /// such letters (eight choices): with each choice a 1 in 97 chance of passing wrongly, more
    /// would weaken the check they rely on. `characters`: `printed` as `lookAlikesRead` reads it,
    /// for `reasons`.
    static func lookAlikeFix(_ characters: [Character], reasons: [String], printed: [Character], structure: [Character]) -> Fix? {
        guard printed.count == characters.count else { return nil }
        let doubtful = (2..<printed.count).filter { structure[safe: $0 - 2] == "D" && otherDigitLookAlikes[printed[$0]] != nil }
        guard !doubtful.isEmpty, doubtful.count <= 3 else { return nil }
        var passing: [([Int], [Character])] = []
        func choose(_ k: Int, _ current: [Character], _ changed: [Int]) {
            guard k < doubtful.count else {
                if !changed.isEmpty, Mod97.passes(String(current)) { passing.append((changed, current)) }
                return
            }
            choose(k + 1, current, changed)
            for digit in otherDigitLookAlikes[printed[doubtful[k]]] ?? [] {
                var next = current
                next[doubtful[k]] = digit
                choose(k + 1, next, changed + [doubtful[k]])
            }
        }
        choose(0, characters, [])
        guard passing.count == 1, let (changed, fixed) = passing.first else { return nil }
        return Fix(characters: fixed, reasons: reasons + changed.map {
            "read '\(printed[$0])' as '\(fixed[$0])' instead at position \($0 + 1), which alone makes the check digits agree (mod 97)"
        })
    }
}

extension IBANParser {
    static let optionKeys = ["countries"]

    static func decode(_ options: JSONObject) -> IBANParser? {
        var countries: Set<String>?
        if let node = options.optional("countries"), let items = node.array(nonEmpty: true) {
            let codes = items.compactMap { item -> String? in
                guard let code = item.string() else { return nil }
                guard IBANCountries.lengths[code] != nil else {
                    item.report("\"\(code)\" is not a country with IBANs\(JSONNode.suggestion(code, among: IBANCountries.lengths.keys.sorted()))")
                    return nil
                }
                return code
            }
            countries = codes.count == items.count ? Set(codes) : nil
        }
        return IBANParser(countries: countries)
    }
}
