/// Turns recognised text into one typed field. Parsers run inside a parser group, which OCRs its
/// region once with options merged from every parser's `ocrNeeds`; they also run on given text
/// (the string API, `zonal parse --parser`).
///
/// Each parser lives in its own file, decodes its own template options (`ParserCatalog`), and
/// states what the OCR must be able to read for it.
public protocol FieldParser: Sendable {
    /// The characters this parser needs the OCR to produce, and the layout it expects.
    var ocrNeeds: OCRNeeds { get }
    /// Finds this parser's kind of value in `text`. Never throws: what is not there is a result
    /// with `value == nil` and a reason.
    func parse(_ text: RecognizedText) -> ParsedField
}

/// What a parser needs from the OCR. A group's options are the merge of its parsers' needs:
/// the union of their characters (any parser that accepts any character lifts the whitelist),
/// and several lines if any parser expects them (the Templating API's "engine options combined
/// from the parsers"; grouping parsers saves OCR passes but widens what the OCR may confuse).
public struct OCRNeeds: Sendable, Hashable {
    /// Nil: no whitelist, any character.
    public var characters: Set<Character>?
    /// The region holds several lines (block segmentation instead of a single line).
    public var multiline: Bool

    public init(characters: Set<Character>?, multiline: Bool = false) {
        self.characters = characters
        self.multiline = multiline
    }

    public static let anything = OCRNeeds(characters: nil)

    public static let digits: Set<Character> = Set("0123456789")
    public static let uppercase: Set<Character> = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    public static let lowercase: Set<Character> = Set("abcdefghijklmnopqrstuvwxyz")

    public static func merged(_ needs: [OCRNeeds]) -> OCRNeeds {
        var characters: Set<Character>? = []
        for need in needs {
            if let set = need.characters, let soFar = characters { characters = soFar.union(set) } else { characters = nil }
        }
        return OCRNeeds(characters: needs.isEmpty ? nil : characters, multiline: needs.contains { $0.multiline })
    }

    /// Tesseract options for these needs. A space in the set is implied by word segmentation and
    /// left out of the whitelist.
    public var ocrOptions: OCROptions {
        let whitelist = characters.map { String($0.filter { !$0.isWhitespace }.sorted()) }
        return OCROptions(whitelist: whitelist, segmentation: multiline ? .block : .singleLine, localThreshold: true)
    }
}
