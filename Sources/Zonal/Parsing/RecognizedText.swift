/// Text as the OCR read it: each character with its confidence (0...100) and, when it came from
/// an image, its box. Word gaps are spaces and line breaks are newlines, so parsers see the
/// layout; both take the confidence of the weaker neighbour.
public struct RecognizedText: Sendable, Hashable {
    public struct Character: Sendable, Hashable {
        public var character: Swift.Character
        public var confidence: Double
        /// In the pixels of the image that was read; nil for separators and given text.
        public var box: PixelBox?
        /// The OCR's strongest other reading of this character and the confidence the character
        /// had before that rival lowered it (a parser that maps the two onto one value, such as
        /// `readAs` O→0, takes that back).
        public var rival: Swift.Character?
        public var unrivalledConfidence: Double

        public init(_ character: Swift.Character, confidence: Double, box: PixelBox? = nil,
                    rival: Swift.Character? = nil, unrivalledConfidence: Double? = nil) {
            self.character = character
            self.confidence = confidence
            self.box = box
            self.rival = rival
            self.unrivalledConfidence = unrivalledConfidence ?? confidence
        }
    }

    public var characters: [Character]

    public init(characters: [Character]) { self.characters = characters }

    /// Text given directly (the string API): every character at full confidence.
    public init(_ text: String, confidence: Double = 100) {
        characters = text.map { Character($0, confidence: confidence) }
    }

    public var text: String { String(characters.map(\.character)) }

    /// The confidence of a span: its weakest character's (a field is only as sure as its least
    /// sure character). 0 for an empty span.
    public func confidence(of range: Range<Int>) -> Double {
        let clamped = range.clamped(to: 0..<characters.count)
        return clamped.isEmpty ? 0 : characters[clamped].map(\.confidence).min() ?? 0
    }

    /// Caps one character's confidence (and the confidence before its rival lowered it, which
    /// `readAs` takes back) at `confidence`: a check of the image doubted that letter.
    mutating func doubt(_ index: Int, to confidence: Double) {
        characters[index].confidence = min(characters[index].confidence, confidence)
        characters[index].unrivalledConfidence = min(characters[index].unrivalledConfidence, confidence)
    }

    /// Caps at `confidence` every character among `letters` that `isDoubtful` says so of, given
    /// its box (nil when it has none); returns their indices.
    mutating func doubt(_ letters: Set<Swift.Character>, to confidence: Double, where isDoubtful: (PixelBox?) -> Bool) -> [Int] {
        let doubted = characters.indices.filter { letters.contains(characters[$0].character) && isDoubtful(characters[$0].box) }
        for index in doubted { doubt(index, to: confidence) }
        return doubted
    }

    /// The confidence of the whole text.
    public var confidence: Double { confidence(of: 0..<characters.count) }

    /// The characters of `range` (in `Character` offsets) as text.
    public func text(of range: Range<Int>) -> String {
        String(characters[range.clamped(to: 0..<characters.count)].map(\.character))
    }

    /// The words (between spaces and tabs) of the characters in `line`, as ranges of `characters`.
    func words(in line: Range<Int>) -> [Range<Int>] {
        RecognizedText(characters: Array(characters[line])).spans(splitAt: [" ", "\t"])
            .map { ($0.lowerBound + line.lowerBound)..<($0.upperBound + line.lowerBound) }
    }

    /// The runs of characters between separators (words: space, tab and newline; lines: newline).
    func spans(splitAt separators: Set<Swift.Character>) -> [Range<Int>] {
        var spans: [Range<Int>] = [], start = 0
        for (index, character) in characters.enumerated() where separators.contains(character.character) {
            if index > start { spans.append(start..<index) }
            start = index + 1
        }
        if characters.count > start { spans.append(start..<characters.count) }
        return spans
    }

    /// The `Character` offsets of a range of `text` (for mapping regex matches back to
    /// confidences).
    public func offsets(of range: Range<String.Index>, in text: String) -> Range<Int> {
        let lower = text.distance(from: text.startIndex, to: range.lowerBound)
        let upper = text.distance(from: text.startIndex, to: range.upperBound)
        return lower..<upper
    }

    /// The `Character` offsets of the first occurrence of `part` in the text; nil when it does
    /// not occur (a parser's `raw` located among the characters that carry its boxes).
    func offsets(of part: String) -> Range<Int>? {
        let string = text
        return string.range(of: part).map { offsets(of: $0, in: string) }
    }
}
