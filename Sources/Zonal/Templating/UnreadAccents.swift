import Foundation

/// Capitals the OCR read without the accent the print has. Tesseract reads a blurred `Ä` as
/// `A` at 99 (HÄKKINEN → HAKKINEN, DVOŘÁK → DVORAK: the only two wrong `valid` results on the
/// generated ID fronts), so a mark just above a plain capital makes that letter doubtful.
enum UnreadAccents {
    /// A doubted letter's confidence: under the default `minConfidence` (60).
    static let confidence = 40.0
    static let reason = "a mark above a capital that the reading has no accent for"

    /// Lowers the confidence of every plain capital A–Z with a mark above it; returns their indices.
    /// `ink` is the region with room above it: a text box (x, y) is at (x + offset.x, y + offset.y) there.
    static func doubt(_ text: inout RecognizedText, ink: InkMap, offset: (x: Int, y: Int)) -> [Int] {
        let characters = text.characters
        var doubted: [Int] = []
        for line in lines(of: characters) {
            let capitals = line.filter { isPlainCapital(characters[$0].character) && characters[$0].box != nil }
            // The line's cap top and height, from its capitals' boxes (an accented one's box may include its mark).
            let tops = capitals.compactMap { characters[$0].box?.y0 }.sorted()
            let bottoms = capitals.compactMap { characters[$0].box?.y1 }.sorted()
            guard tops.count >= 2 else { continue }
            let top = tops[tops.count / 2] + offset.y, bottom = bottoms[bottoms.count / 2] + offset.y
            let capHeight = bottom - top
            guard capHeight >= 8 else { continue }
            func shifted(_ b: PixelBox) -> PixelBox { PixelBox(x0: b.x0 + offset.x, y0: b.y0 + offset.y, x1: b.x1 + offset.x, y1: b.y1 + offset.y) }
            // How far blur carries a plain letter's ink above the cap line on this line.
            let rises = capitals.compactMap { characters[$0].box }.map { rise(above: shifted($0), capTop: top, capHeight: capHeight, ink: ink) }.sorted()
            let blur = rises[rises.count / 2]
            // A letter read with its accent may reach over its neighbours (an acute leans).
            func besideAccent(_ index: Int) -> Bool {
                [index - 1, index + 1].contains { characters.indices.contains($0) && characters[$0].character.isLetter
                    && !(characters[$0].character.isASCII) }
            }
            for index in capitals where !besideAccent(index) {
                guard let box = characters[index].box,
                      hasMark(above: shifted(box), capTop: top, capHeight: capHeight, blur: blur, ink: ink) else { continue }
                text.characters[index].confidence = min(text.characters[index].confidence, confidence)
                text.characters[index].unrivalledConfidence = min(text.characters[index].unrivalledConfidence, confidence)
                doubted.append(index)
            }
        }
        return doubted
    }

    /// A mark above the letter where an accent sits: two or more inked rows (four pixels or more:
    /// a thin acute has few) over the letter's middle 80%, above the `blur` rows every letter
    /// of the line inks and under 45% of the cap height above the cap line (accents reach
    /// about 30%), with a blank row at 45%. A rule, guilloche or the label above runs on past
    /// that (labels sit 60% or more above); an accent stops.
    static func hasMark(above box: PixelBox, capTop: Int, capHeight: Int, blur: Int, ink: InkMap) -> Bool {
        guard let (x0, x1) = window(box, ink: ink) else { return false }
        // Measured from where the line's ink starts (Tesseract's boxes may start lower).
        let limit = capTop - blur - capHeight * 9 / 20
        guard limit >= 0, capTop < ink.height, capTop - 1 - blur > limit, inked(limit, x0, x1, ink) == 0 else { return false }
        var pixels = 0, rows = 0
        for y in (limit + 1)...(capTop - 1 - blur) {
            let n = inked(y, x0, x1, ink)
            if n > 0 { pixels += n; rows += 1 }
        }
        return rows >= 2 && pixels >= max(4, 2 * rows)
    }

    /// Inked rows directly above the cap line, up to 40% of the cap height.
    static func rise(above box: PixelBox, capTop: Int, capHeight: Int, ink: InkMap) -> Int {
        guard let (x0, x1) = window(box, ink: ink), capTop < ink.height else { return 0 }
        var y = capTop - 1, rows = 0
        while y >= max(0, capTop - capHeight * 2 / 5), inked(y, x0, x1, ink) > 0 { rows += 1; y -= 1 }
        return rows
    }

    /// The letter's middle 80%, inside the image.
    private static func window(_ box: PixelBox, ink: InkMap) -> (Int, Int)? {
        let inset = box.width / 10
        let x0 = max(0, box.x0 + inset), x1 = min(ink.width, box.x1 - inset)
        return x1 > x0 ? (x0, x1) : nil
    }

    private static func inked(_ y: Int, _ x0: Int, _ x1: Int, _ ink: InkMap) -> Int {
        (x0..<x1).reduce(0) { $0 + (ink[$1, y] ? 1 : 0) }
    }

    static func isPlainCapital(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return false }
        return ascii >= 65 && ascii <= 90
    }

    /// Character indices per text line.
    private static func lines(of characters: [RecognizedText.Character]) -> [[Int]] {
        var lines: [[Int]] = [[]]
        for (index, character) in characters.enumerated() {
            if character.character == "\n" { lines.append([]) } else { lines[lines.count - 1].append(index) }
        }
        return lines.filter { !$0.isEmpty }
    }
}
