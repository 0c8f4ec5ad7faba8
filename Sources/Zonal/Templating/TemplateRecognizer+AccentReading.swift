import Foundation

extension TemplateRecognizer {
    /// The accented forms of each capital whose mark stands above it (a cedilla or ogonek hangs
    /// below, where `UnreadAccents` does not look).
    static let accentedAbove: [Character: String] = [
        "A": "ÁÀÂÄÅÃĀĂ", "C": "ĆČĈĊ", "D": "Ď", "E": "ÉÈÊËĒĖĚ", "G": "ĞĠ", "I": "ÍÌÎÏĪİ", "L": "ĹĽ",
        "N": "ÑŃŇ", "O": "ÓÒÔÖÕŐŌ", "R": "ŘŔ", "S": "ŚŠŜ", "T": "Ť", "U": "ÚÙÛÜŮŰŪ", "Y": "ÝŸ", "Z": "ŹŻŽ",
    ]
    /// The least confidence of an accented form read by a forced choice. Below it the choice is
    /// taken for noise: on five generated ID-front photo sets, forced choices at 0–24 turned
    /// plain letters that a stray mark had doubted into accented ones.
    static let leastAccentConfidence = 45.0
    static let accentReadReason = "an accent read on its own, as one of the forms of a capital the line's reading had without the mark the print shows"

    /// Gives the capitals in `doubted` (read plain under a mark the print shows: `UnreadAccents`)
    /// the accented form a reading of their own finds, from `region` (a text box (x, y) is at
    /// (x + offset.x, y + offset.y) there):
    /// - each word holding one is read again, each of its letters allowed only as itself or its
    ///   accented forms and the doubted ones only accented; where that reading has the same
    ///   letters, the doubted ones take the forms it read;
    /// - a doubted letter that reading did not settle is read alone, among its accented forms.
    /// The line's reading lost the mark because it is blurred or pale; read apart, without the
    /// plain letter to fall back on, the model names it (`DVORAK` → `DVOŘÁK`, `PHADRAIG` →
    /// `PHÁDRAIG`). The letters keep the confidence the check capped them at: a forced choice is
    /// a better guess than the plain letter, not a reading to trust (it confuses the marks of a
    /// blurred `Å`, `Ä` and `Ā`). Returns the indices changed.
    func readAccents(_ text: inout RecognizedText, doubted: [Int], in region: Image, offset: (x: Int, y: Int),
                     engine: EnginePool) async throws -> [Int] {
        let doubted = Set(doubted.filter { Self.accentedAbove[text.characters[$0].character] != nil })
        var changed: [Int] = []
        for word in text.spans(splitAt: [" ", "\t", "\n"]) where word.contains(where: doubted.contains) {
            let boxes = word.compactMap { text.characters[$0].box?.offset(by: offset) }
            guard boxes.count == word.count, let box = PixelBox.enclosing(boxes) else { continue }
            var letters = Set<Character>()
            for index in word {
                let letter = text.characters[index].character
                if !doubted.contains(index) { letters.insert(letter) }
                letters.formUnion(Self.accentedAbove[letter] ?? "")
            }
            guard let read = try await readWithRoomAbove(box, side: box.height / 3, below: box.height / 6, in: region, whitelist: String(letters),
                                                         segmentation: .singleWord, engine: engine),
                  read.count == word.count, Self.unmarked(String(read.map(\.character))) == Self.unmarked(text.text(of: word)) else { continue }
            for (index, found) in zip(word, read) where doubted.contains(index) && found.character != text.characters[index].character
                && found.confidence >= Self.leastAccentConfidence {
                text.characters[index].character = found.character
                changed.append(index)
            }
        }
        for index in doubted.subtracting(changed).sorted() {
            let plain = text.characters[index].character
            guard let forms = Self.accentedAbove[plain], let box = text.characters[index].box?.offset(by: offset),
                  let read = try await readWithRoomAbove(box, side: box.width / 4, below: box.height / 8, in: region, whitelist: forms,
                                                         segmentation: .singleCharacter, engine: engine),
                  let found = read.first(where: { forms.contains($0.character) && $0.confidence >= Self.leastAccentConfidence }) else { continue }
            text.characters[index].character = found.character
            changed.append(index)
        }
        return changed.sorted()
    }

    /// The characters (with their symbol's confidence) read in `box` of `region`, widened by
    /// `side` pixels on each side and `below` under it, and raised by 0.7 of its height (where an
    /// accent stands), on paper; nil when the box is too small to read.
    private func readWithRoomAbove(_ box: PixelBox, side: Int, below: Int, in region: Image, whitelist: String,
                                   segmentation: OCROptions.Segmentation, engine: EnginePool) async throws -> [(character: Character, confidence: Double)]? {
        let height = box.height
        let x0 = max(0, box.x0 - side), x1 = min(region.width, box.x1 + side)
        let y0 = max(0, box.y0 - height * 7 / 10), y1 = min(region.height, box.y1 + below)
        guard height >= 8, x1 - x0 >= 4, y1 - y0 >= 8 else { return nil }
        let crop = try region.cropped(x: x0, y: y0, width: x1 - x0, height: y1 - y0).padded(by: height / 2)
        let options = OCROptions(whitelist: whitelist, segmentation: segmentation, alternatives: false)
        let symbols = try await engine.withEngine { try $0.recognize(crop, options: options) }
        return symbols.flatMap { symbol in symbol.text.filter { !$0.isWhitespace }.map { (character: $0, confidence: symbol.confidence) } }
    }
}
