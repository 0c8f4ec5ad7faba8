extension RecognizedText {
    /// The text of OCR symbols in reading order: a space before each word after the first, a
    /// newline before each line after the first. A separator takes the weaker neighbour's
    /// confidence, so a doubtful word gap weighs on the span that contains it.
    public init(symbols: [OCRSymbol]) {
        var characters: [Character] = []
        for symbol in symbols {
            let confidence = max(0, min(100, symbol.confidence))
            if !characters.isEmpty && (symbol.startsLine || symbol.startsWord) {
                let before = characters.last?.confidence ?? confidence
                characters.append(Character(symbol.startsLine ? "\n" : " ", confidence: min(before, confidence)))
            }
            for character in symbol.text {
                characters.append(Character(character, confidence: confidence, box: symbol.box))
            }
        }
        self.init(characters: characters)
    }
}
