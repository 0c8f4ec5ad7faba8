import Foundation

/// A value described by a regular expression (ICU syntax, as NSRegularExpression reads it). The
/// value is the whole first match; named groups (`(?<name>...)`) become components, so one
/// pattern can split a reference like `INV-2024-0042` into its parts. A pattern cannot say what
/// is valid beyond its shape, so every match is valid, unless `mod97` asks for the ISO 7064
/// mod 97-10 check of IBANs and RF creditor references (ISO 11649): then the first match that
/// passes it is taken, failing that the first match changed so that it passes (`mod97Fix`), failing
/// that the first match, not valid; a match whose part after the
/// check digits begins with 0 is not valid either (the check cannot count leading zeros) unless
/// it is printed in groups of four (as read, or as the glyph boxes' gaps show).
public struct RegexParser: FieldParser {
    public let ocrNeeds: OCRNeeds
    let pattern: TextPattern
    /// Characters the OCR may read that the field never holds, and the one each stands for:
    /// `{"O": "0"}` for numbers printed without the letter O. Leaving O out of the whitelist
    /// instead makes Tesseract drop the round glyph, not read it as 0.
    let readAs: [Character: Character]
    /// Whether a match must pass the mod 97-10 check (its spaces left out, its first four
    /// characters moved to the end, letters as 10...35: the value is 1 mod 97).
    let mod97: Bool
    /// Whether the value is all a line of its region holds (a name in its box): letters or
    /// digits read beside the match on its line then make it doubtful (`leftOut`).
    let fillsLine: Bool
    /// Whether the value is a country code (`RegexParser+CountryCode`).
    let countryCode: Bool

    /// - characters: the OCR whitelist; nil (the default) accepts any character, since a pattern's
    ///   alphabet cannot be read off it reliably.
    /// - multiline: the region holds several lines; `^` and `$` then match at line breaks.
    /// - readAs: single characters replaced before matching (the value has the replacement, `raw` what was read).
    /// - mod97: a match is valid only when it passes the ISO 7064 mod 97-10 check.
    /// - fillsLine: the value is all its line holds; what the match leaves out on it lowers it.
    /// - countryCode: the value is a known country code (ISO 3166-1 alpha-3 or ICAO); others are
    ///   mended by a look-alike letter or doubted.
    public init(pattern: String, caseInsensitive: Bool = false, characters: String? = nil, multiline: Bool = false,
                readAs: [Character: Character] = [:], mod97: Bool = false, fillsLine: Bool = false, countryCode: Bool = false) throws {
        self.readAs = readAs
        self.mod97 = mod97
        self.fillsLine = fillsLine
        self.countryCode = countryCode
        var options: NSRegularExpression.Options = []
        if caseInsensitive { options.insert(.caseInsensitive) }
        if multiline { options.insert(.anchorsMatchLines) }
        self.pattern = try TextPattern(pattern, options: options)
        ocrNeeds = OCRNeeds(characters: characters.map(Set.init), multiline: multiline)
    }

    public func parse(_ text: RecognizedText) -> ParsedField {
        var source = patternText(text)
        if mod97 { source = Self.checkDigitsRead(source) }
        let matches = pattern.matches(in: source).filter { !$0.range.isEmpty }
        guard let first = matches.first else {
            return .notFound(in: text, "no match for the pattern")
        }
        guard mod97 else {
            var field = (countryCode ? countryCodeField(matches, in: text) : nil)
                ?? (readAs.isEmpty && !fillsLine ? nil : wholeWordByTwin(first, source: source, in: text, inside: readAs.isEmpty))
                ?? rivalsWeighed(text).field(first.text, span: first.range, valid: true, components: first.named, wholeWords: true)
            if fillsLine, leftOut(first.range, in: text) > 0 {
                field.confidence = min(field.confidence, Self.leftOutConfidence)
                field.reasons.append(Self.leftOutReason)
            }
            return field
        }
        if let checked = matches.first(where: { Self.passesMod97($0.text) }) {
            // Mod 97 reads the code as one number, in which zeros leading the part after the check
            // digits weigh nothing: `RF90 0B27…` passes exactly when `RF90 B27…` does, so a zero
            // read twice, or a round mark read as one, passes too. Only the print's groups of four
            // can then vouch for how many there are: as read, or as the glyphs' gaps show them.
            if Self.leadsWithZero(checked.text) && !Self.groupedInFours(checked.text)
                && !(Self.printedGroups(text, checked.range).map(Self.groupedInFours) ?? false) {
                return rivalsWeighed(text).field(checked.text, span: checked.range, valid: false,
                                              reasons: ["a 0 leads the part after the check digits, which mod 97 cannot check (one 0 more or fewer passes as well), and the match is not printed in groups of four that would count it"],
                                              components: checked.named)
            }
            return rivalsWeighed(text).field(checked.text, span: checked.range, valid: true, components: checked.named)
        }
        if let fixed = mod97Fix(first, source: source, in: text) { return fixed }
        return rivalsWeighed(text).field(first.text, span: first.range, valid: false, reasons: ["the check digits fail (mod 97)"],
                                      components: first.named)
    }

    /// The match without its spaces, checked as an IBAN is (an RF reference is built the same way).
    static func passesMod97(_ match: String) -> Bool {
        let compact = String(match.filter { !$0.isWhitespace })
        return compact.count > 4 && Mod97.passes(compact)
    }

    /// `text` with letters read as digits where a mod 97 code's check digits stand: the two
    /// characters after `RF` or an IBAN country code that starts a word (`RF7S 2494` is
    /// `RF75 2494`). Those two are digits in every RF reference and IBAN, and mod 97 checks the
    /// result.
    static func checkDigitsRead(_ text: String) -> String {
        var characters = Array(text)
        var index = 0
        while index + 3 < characters.count {
            let starts = index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
            let code = String(characters[index...index + 1])
            if starts, code == "RF" || IBANCountries.lengths[code] != nil,
               let a = digit(characters[index + 2]), let b = digit(characters[index + 3]),
               index + 4 == characters.count || !characters[index + 4].isLowercase {
                characters[index + 2] = a
                characters[index + 3] = b
                index += 4
            } else {
                index += 1
            }
        }
        return String(characters)
    }

    private static func digit(_ c: Character) -> Character? { c.isASCII && c.isNumber ? c : IBANParser.digitLookAlikes[c] }

    /// Whether the character after the four leading ones (country or `RF`, check digits) is a 0.
    static func leadsWithZero(_ match: String) -> Bool {
        match.filter { !$0.isWhitespace }.dropFirst(4).first == "0"
    }

    /// The characters of `range` with a space wherever the gap to the next glyph is more than
    /// twice the usual gap and half a glyph wide (OCR often reads `RF83 0331` as `RF830331`); nil
    /// when a glyph has no box, or two overlap by more than a third (one glyph read twice).
    static func printedGroups(_ text: RecognizedText, _ range: Range<Int>) -> String? {
        let glyphs = text.characters[range.clamped(to: 0..<text.characters.count)].filter { !$0.character.isWhitespace }
        let boxes = glyphs.compactMap(\.box)
        guard boxes.count == glyphs.count, boxes.count > 1 else { return nil }
        let width = Double(boxes.map(\.width).sorted()[boxes.count / 2])
        let gaps = zip(boxes, boxes.dropFirst()).map { Double($1.x0 - $0.x1) }
        let wide = max(0.5 * width, 2 * gaps.sorted()[gaps.count / 2])
        var out = String(glyphs[0].character)
        for (i, gap) in gaps.enumerated() {
            if -gap > Double(max(1, min(boxes[i].width, boxes[i + 1].width))) / 3 { return nil }
            if gap > wide { out.append(" ") }
            out.append(glyphs[i + 1].character)
        }
        return out
    }

    /// Whether the match is printed in the standard groups of four (`RF18 0390 0754 7034`, the
    /// last group 1–4 long), which pins down every character's place, leading zeros included.
    static func groupedInFours(_ match: String) -> Bool {
        let groups = match.split(whereSeparator: \.isWhitespace)
        guard groups.count >= 2, let last = groups.last, (1...4).contains(last.count) else { return false }
        return groups.dropLast().allSatisfy { $0.count == 4 }
    }
}

extension RegexParser {
    /// A character's reading for the pattern: `readAs`'s replacement for a character the field
    /// never holds, unless the OCR's rival reading is one it may hold and nearly as likely (the
    /// character's confidence, which that rival lowered, at most `rivalOverReadAs`). A clean
    /// ID front's `9` read `O` at 86 with `9` at 72: the `O` is impossible in its number and
    /// `0`, which `readAs` would make of it, had no part in the reading. A `0` read `O` has `0`
    /// as its rival, or none.
    /// The text the pattern is matched against: each character as `readAsOrRival` reads it, one
    /// for one, so a match's range still indexes `text`'s characters.
    func patternText(_ text: RecognizedText) -> String {
        readAs.isEmpty ? text.text : String(text.characters.map(readAsOrRival))
    }

    func readAsOrRival(_ c: RecognizedText.Character) -> Character {
        guard let replacement = readAs[c.character] else { return c.character }
        if let rival = c.rival, readAs[rival] == nil, rival != replacement, c.confidence <= Self.rivalOverReadAs { return rival }
        return replacement
    }

    static let rivalOverReadAs = 50.0

    /// `text` with its characters' rivals weighed for a code read with `readAs`: the confidence a
    /// rival took from a character restored where `readAs` makes the two one value (an O read for
    /// a 0, with 0 as its rival, is no doubt about the 0), and taken twice where the rival is a
    /// digit for a letter, or a letter for a digit, that it looks like.
    func rivalsWeighed(_ text: RecognizedText) -> RecognizedText {
        guard !readAs.isEmpty else { return text }
        var copy = text
        for index in copy.characters.indices {
            let c = copy.characters[index]
            guard let rival = c.rival else { continue }
            if (readAs[rival] ?? rival) == (readAs[c.character] ?? c.character) {
                copy.characters[index].confidence = c.unrivalledConfidence
            } else if c.confidence < c.unrivalledConfidence, c.character.isNumber != rival.isNumber,
                      MRZLookAlikes.confusions(of: c.character).contains(rival) {
                // A code's letter read for a digit (or a digit for a letter) it looks like: its
                // rival weighs double (an ID-front photo's `5` read `S` at 97 with `5` at 22 was
                // `valid` at 78).
                copy.characters[index].confidence = max(0, 2 * c.confidence - 100)
            }
        }
        return copy
    }

    static let optionKeys = ["pattern", "caseInsensitive", "characters", "multiline", "readAs", "mod97", "fillsLine", "countryCode"]

    static func decode(_ options: JSONObject) -> RegexParser? {
        let patternNode = options.required("pattern", "a regular expression")
        let source = patternNode?.string()
        let caseInsensitive = options.optional("caseInsensitive")?.bool() ?? false
        let characters = options.optional("characters")?.string()
        let multiline = options.optional("multiline")?.bool() ?? false
        let readAs = options.optional("readAs").map(decodeReadAs)
        let mod97 = options.optional("mod97")?.bool() ?? false
        let fillsLine = options.optional("fillsLine")?.bool() ?? false
        let countryCode = options.optional("countryCode")?.bool() ?? false
        guard let patternNode, let source, readAs != .some(nil) else { return nil }
        do {
            return try RegexParser(pattern: source, caseInsensitive: caseInsensitive, characters: characters, multiline: multiline,
                                   readAs: (readAs ?? nil) ?? [:], mod97: mod97, fillsLine: fillsLine, countryCode: countryCode)
        } catch {
            patternNode.report("not a valid regular expression (ICU syntax)")
            return nil
        }
    }

    /// `{"O": "0", "I": "1"}`: every key and value one character.
    private static func decodeReadAs(_ node: JSONNode) -> [Character: Character]? {
        guard case let .object(members) = node.value else {
            node.report("expected an object of single characters, such as {\"O\": \"0\"}")
            return nil
        }
        var map: [Character: Character] = [:]
        var ok = true
        for key in members.keys.sorted() {
            let child = JSONNode(value: members[key] ?? .null, path: JSONNode.join(node.path, key), log: node.log)
            guard key.count == 1, let from = key.first else {
                child.report("expected a single character as the key, found \"\(key)\"")
                ok = false
                continue
            }
            guard let to = child.string(), to.count == 1, let replacement = to.first else {
                if case .string = child.value { child.report("expected a single character") }
                ok = false
                continue
            }
            map[from] = replacement
        }
        return ok ? map : nil
    }
}
