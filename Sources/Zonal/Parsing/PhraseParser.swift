import Foundation

/// A fixed phrase — a document's title, a form's heading — found in the text even when the OCR
/// misread a letter or two. Only letters and digits are compared (case, accents, spaces and
/// punctuation are ignored: `PATENTE DI GUIDA` is found in `PATENTE Dl GUIDA.`), within one
/// line, allowing at most `maxEdits` letters substituted, dropped or added (or read as two, see
/// `splits`). The value is the
/// phrase as written in the template; `raw` what was read.
///
/// With `largest`, the phrase must be printed in the text's largest type: a title, not a mention
/// of it in small print (an Italian licence prints "PERMIS DE CONDUIRE" under its title in 1 mm
/// letters). Judged from the characters' boxes: the median letter height of the match's line
/// must reach `largestShare` of the tallest line's; given text without boxes passes.
///
/// Confidence: the weakest matched character's, and at most 100 − `editCost` per edit (a phrase
/// found by tolerating misreads is less sure than one read exactly).
public struct PhraseParser: FieldParser {
    public let ocrNeeds = OCRNeeds(characters: nil, multiline: true)
    public let phrase: String
    public let maxEdits: Int
    public let largest: Bool
    /// The letters and digits compared, normalised.
    let target: [Character]

    static let largestShare = 0.75
    static let editCost = 15.0

    /// - maxEdits: nil for the default, a seventh of the phrase's letters and digits (rounded
    ///   down): 1 for `IDENTITY CARD`, 2 for `PATENTE DI GUIDA`.
    public init(phrase: String, maxEdits: Int? = nil, largest: Bool = false) {
        self.phrase = phrase
        target = phrase.compactMap(Self.normalised)
        self.maxEdits = maxEdits ?? target.count / 7
        self.largest = largest
    }

    /// Uppercase without accents for a letter or digit; nil for anything else.
    static func normalised(_ c: Character) -> Character? {
        guard c.isLetter || c.isNumber else { return nil }
        let folded = String(c).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).uppercased()
        return folded.count == 1 ? folded.first : String(c).uppercased().first
    }

    public func parse(_ text: RecognizedText) -> ParsedField {
        guard !target.isEmpty else { return .notFound(in: text, "the phrase has no letters or digits") }
        // The closest match on each line, printed large enough where that is asked.
        let matches = text.spans(splitAt: ["\n"]).compactMap { line in Self.closest(target, in: text, line: line).map { ($0.edits, $0.span, line) } }
            .filter { $0.0 <= maxEdits }
        let eligible = (largest ? matches.filter { Self.printedLargest($0.2, in: text) } : matches).map { (edits: $0.0, span: $0.1) }
        guard let found = eligible.min(by: { $0.edits < $1.edits }) else {
            if let small = matches.first {
                return ParsedField(value: nil, raw: text.text(of: small.1), confidence: 0, valid: false,
                                   reasons: ["\"\(phrase)\" is printed smaller than the largest text here (a mention of it in small print, not the title)"])
            }
            return .notFound(in: text, "the phrase \"\(phrase)\" was not found (at most \(maxEdits) misread letters)")
        }
        var field = text.field(phrase, span: found.span, valid: true, components: ["edits": String(found.edits)])
        field.confidence = min(field.confidence, 100 - Self.editCost * Double(found.edits))
        if found.edits > 0 { field.reasons.append("found with \(found.edits) misread letter(s)") }
        return field
    }

    /// Letters Tesseract reads as two (a blurred `W` as `VI` or `VV`, an `m` as `rn`): such a
    /// pair costs one edit. Uppercase, as `normalised` compares them.
    static let splits: [Character: [[Character]]] = ["W": [["V", "V"], ["V", "I"], ["I", "V"]], "M": [["R", "N"]]]

    /// The substring of `line` closest to `target` (fewest edits; the letters and digits of the
    /// line compared), as a span of `text`'s characters.
    static func closest(_ target: [Character], in text: RecognizedText, line: Range<Int>) -> (edits: Int, span: Range<Int>)? {
        let positions = line.filter { normalised(text.characters[$0].character) != nil }
        guard !positions.isEmpty else { return nil }
        let letters = positions.map { normalised(text.characters[$0].character) ?? " " }
        // Approximate substring matching (Sellers): a match may start at any letter of the line.
        let m = target.count, n = letters.count
        var previous = [Int](repeating: 0, count: n + 1), previousStart = Array(0...n)
        for i in 1...m {
            var row = [Int](repeating: i, count: n + 1), rowStart = [Int](repeating: 0, count: n + 1)
            for j in 1...n {
                let substitute = previous[j - 1] + (target[i - 1] == letters[j - 1] ? 0 : 1)
                let drop = previous[j] + 1, add = row[j - 1] + 1
                // One glyph read as two letters is one misread, not a substitution and an addition.
                let split = j >= 2 && splits[target[i - 1]]?.contains([letters[j - 2], letters[j - 1]]) == true ? previous[j - 2] + 1 : Int.max
                if split < substitute && split <= drop && split <= add {
                    row[j] = split
                    rowStart[j] = i == 1 ? j - 2 : previousStart[j - 2]
                } else if substitute <= drop && substitute <= add {
                    row[j] = substitute
                    rowStart[j] = i == 1 ? j - 1 : previousStart[j - 1]
                } else if drop <= add {
                    row[j] = drop
                    rowStart[j] = i == 1 ? j : previousStart[j]
                } else {
                    row[j] = add
                    rowStart[j] = rowStart[j - 1]
                }
            }
            previous = row
            previousStart = rowStart
        }
        guard let end = (1...n).min(by: { previous[$0] < previous[$1] }) else { return nil }
        let start = min(previousStart[end], end - 1)
        return (previous[end], positions[start]..<(positions[end - 1] + 1))
    }

    /// Whether the letters of `line` are about as tall as those of the text's tallest line
    /// (medians of whole lines: Tesseract's boxes of single letters in a blurred word vary).
    static func printedLargest(_ line: Range<Int>, in text: RecognizedText) -> Bool {
        func medianHeight(_ range: Range<Int>) -> Double? {
            let heights = range.compactMap { i -> Double? in
                let c = text.characters[i]
                guard c.character.isLetter || c.character.isNumber, let box = c.box else { return nil }
                return Double(box.height)
            }.sorted()
            return heights.count >= 3 ? heights[heights.count / 2] : nil
        }
        guard let own = medianHeight(line) else { return true }
        let tallest = text.spans(splitAt: ["\n"]).compactMap(medianHeight).max() ?? own
        return own >= largestShare * tallest
    }
}

extension PhraseParser {
    static let optionKeys = ["text", "maxEdits", "largest"]

    static func decode(_ options: JSONObject) -> PhraseParser? {
        let text = options.required("text", "the phrase, such as \"IDENTITY CARD\"")?.string()
        let maxEdits = options.optional("maxEdits")?.integer(in: 0...10)
        let largest = options.optional("largest")?.bool() ?? false
        guard let text else { return nil }
        guard text.contains(where: { $0.isLetter || $0.isNumber }) else {
            options.node.report("the phrase needs at least one letter or digit")
            return nil
        }
        return PhraseParser(phrase: text, maxEdits: maxEdits, largest: largest)
    }
}
