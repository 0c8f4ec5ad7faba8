/// An `O` with a stroke through it. Tesseract's Latin model reads a blurred `Ø` as `O` at 99
/// (`SØREN` as `SOREN`: a `valid` result with a wrong mandatory field on bench-id seed 6067); a
/// plain `O`'s counter is paper, an `Ø`'s is crossed by its stroke, so ink in the middle of an
/// `O` makes that letter doubtful.
enum CrossedLetters {
    /// A doubted letter's confidence: under the default `minConfidence` (60).
    static let confidence = 40.0
    static let reason = "a stroke through an O that the reading has no Ø for"
    /// The middle of the letter's box that is looked at (share of its width and height on each side
    /// of the centre), and the share of its rows that must hold ink: a stroke across the counter
    /// passes through every row there; an O's counter, even blurred, is paper.
    static let window = 0.12
    static let inkedRows = 0.6

    /// Lowers the confidence of every `O` whose middle is inked; returns their indices. A text
    /// box (x, y) is at (x + offset.x, y + offset.y) in `ink`.
    static func doubt(_ text: inout RecognizedText, ink: InkMap, offset: (x: Int, y: Int)) -> [Int] {
        var doubted: [Int] = []
        for index in text.characters.indices where text.characters[index].character == "O" {
            guard let read = text.characters[index].box, read.width >= 6, read.height >= 8,
                  let box = ink.glyph(around: PixelBox(x0: read.x0 + offset.x, y0: read.y0 + offset.y, x1: read.x1 + offset.x, y1: read.y1 + offset.y))
            else { continue }
            let cx = Double(box.x0 + box.x1) / 2, cy = Double(box.y0 + box.y1) / 2
            let hw = max(1, Int((Double(box.width) * window).rounded())), hh = max(1, Int((Double(box.height) * window).rounded()))
            let x0 = max(0, Int(cx) - hw), x1 = min(ink.width, Int(cx) + hw)
            let y0 = max(0, Int(cy) - hh), y1 = min(ink.height, Int(cy) + hh)
            guard x1 > x0, y1 > y0 else { continue }
            let inked = (y0..<y1).filter { y in (x0..<x1).contains { ink[$0, y] } }.count
            guard Double(inked) >= inkedRows * Double(y1 - y0) else { continue }
            text.doubt(index, to: confidence)
            doubted.append(index)
        }
        return doubted
    }
}
