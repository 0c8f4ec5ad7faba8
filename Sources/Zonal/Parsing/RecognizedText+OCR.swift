extension RecognizedText {
    /// The text of OCR symbols in reading order: a space before each word after the first, a
    /// newline before each line after the first, and a tab where a word stands more than
    /// `wideGap` line heights from the one before: what is printed that far apart is not one
    /// value (a passport's surname read as `ÅSTRÖM SRAN` with security print across the page),
    /// and a pattern that allows spaces does not run across a tab. A separator takes the weaker neighbour's
    /// confidence, so a doubtful word gap weighs on the span that contains it. A character's
    /// confidence is at most 100 minus that of its strongest rival reading: Tesseract calls a
    /// printed ß "B" at 91 with "ß" at 35 among its choices.
    public init(symbols: [OCRSymbol]) {
        var characters: [Character] = []
        var previous: PixelBox?
        for symbol in symbols {
            let own = max(0, min(100, symbol.confidence))
            let rival = Self.rival(of: symbol)
            let confidence = min(own, max(0, 100 - (rival?.confidence ?? 0)))
            if !characters.isEmpty && (symbol.startsLine || symbol.startsWord) {
                let before = characters.last?.confidence ?? confidence
                var separator: Swift.Character = symbol.startsLine ? "\n" : " "
                if !symbol.startsLine, let previous, symbol.box.width > 0,
                   Double(symbol.box.x0 - previous.x1) > Self.wideGap * Double(max(previous.height, symbol.box.height)) {
                    separator = "\t"
                }
                characters.append(Character(separator, confidence: min(before, confidence)))
            }
            if symbol.box.width > 0 { previous = symbol.box }
            for character in symbol.text {
                characters.append(Character(character, confidence: confidence, box: symbol.box,
                                            rival: rival?.text.count == 1 ? rival?.text.first : nil, unrivalledConfidence: own))
            }
        }
        self.init(characters: characters)
    }

    /// Line heights between two words beyond which they are printed apart.
    static let wideGap = 4.0

    /// The best alternative that is another character (not the same letter in the other case).
    static func rival(of symbol: OCRSymbol) -> OCRChoice? {
        symbol.alternatives.filter { $0.text.uppercased() != symbol.text.uppercased() }.max { $0.confidence < $1.confidence }
    }
}
