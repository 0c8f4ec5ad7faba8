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
            guard let read = text.characters[index].box, read.width >= 6, read.height >= 8 else { continue }
            let shifted = read.offset(by: offset)
            // Letters run together (bold print, blur) leave no glyph of its own: judged by the counters instead.
            let crossed = ink.glyph(around: shifted).map { middleInked($0, ink: ink) } ?? crossedCounter(around: shifted, ink: ink)
            guard crossed else { continue }
            text.doubt(index, to: confidence)
            doubted.append(index)
        }
        return doubted
    }

    /// Whether the middle of the glyph `box` (`window` of it each side of its centre) holds ink in
    /// `inkedRows` of its rows.
    static func middleInked(_ box: PixelBox, ink: InkMap) -> Bool {
        let cx = Double(box.x0 + box.x1) / 2, cy = Double(box.y0 + box.y1) / 2
        let hw = max(1, Int((Double(box.width) * window).rounded())), hh = max(1, Int((Double(box.height) * window).rounded()))
        let x0 = max(0, Int(cx) - hw), x1 = min(ink.width, Int(cx) + hw)
        let y0 = max(0, Int(cy) - hh), y1 = min(ink.height, Int(cy) + hh)
        guard x1 > x0, y1 > y0 else { return false }
        let inked = (y0..<y1).filter { y in (x0..<x1).contains { ink[$0, y] } }.count
        return Double(inked) >= inkedRows * Double(y1 - y0)
    }

    /// Whether the `O` read at `box`, run together with its neighbours, has its counter cut in
    /// two by a stroke: among the holes in the ink of its rows (the tallest inked block), from half
    /// a box before it to half a box after, those centred within the box and at least 15% of
    /// its height tall include one centred above the middle and one below. A plain `O` has one
    /// counter across the middle; a letter blurred shut has none and is not judged.
    static func crossedCounter(around box: PixelBox, ink: InkMap) -> Bool {
        guard let rows = ink.tallestInkedRows(x0: box.x0, x1: box.x1, y0: box.y0, y1: box.y1), rows.count >= 8 else { return false }
        let area = PixelBox(x0: box.x0 - box.width / 2, y0: rows.lowerBound, x1: box.x1 + box.width / 2, y1: rows.upperBound)
        let middle = Double(rows.lowerBound + rows.upperBound) / 2
        let counters = ink.holes(in: area).filter { hole in
            hole.centerX >= Double(box.x0) && hole.centerX <= Double(box.x1) && Double(hole.height) >= 0.15 * Double(rows.count)
        }
        func centreY(_ hole: PixelBox) -> Double { Double(hole.y0 + hole.y1) / 2 }
        return counters.contains { centreY($0) < middle && Double($0.y1) <= middle + 0.1 * Double(rows.count) }
            && counters.contains { centreY($0) > middle && Double($0.y0) >= middle - 0.1 * Double(rows.count) }
    }
}
