import Foundation

/// Capitals the OCR read without the accent the print has. Tesseract reads a blurred `Ä` as
/// `A` at 99 (HÄKKINEN → HAKKINEN, DVOŘÁK → DVORAK: the only two wrong `valid` results on the
/// generated ID fronts), so a mark just above a plain capital makes that letter doubtful.
enum UnreadAccents {
    /// A doubted letter's confidence: under the default `minConfidence` (60).
    static let confidence = 40.0
    static let reason = "a mark above a capital that the reading has no accent for"
    /// Marks are looked for in the region `darkened`, as ink where it is darker than this: an
    /// accent printed thin or blurred is pale grey (a quarter of the way from paper to ink), which
    /// Otsu's threshold leaves out (`DVOŘÁK` read `DVORAK` at 99, `valid`, on an ID-front photo).
    static let faintInk: UInt8 = 160
    /// Capitals whose round tops overshoot the cap line: not judged in faint ink.
    static let roundCapitals: Set<Character> = ["C", "G", "O", "Q", "S"]
    /// Fainter still (an eighth of the way from paper to ink): a fine line's trace.
    static let traceInk: UInt8 = 195
    /// The least ink of a mark in faint ink (pixels, over two rows or more).
    static let leastFaintMark = 3

    /// Lowers the confidence of every plain capital A–Z with a mark above it; returns their indices.
    /// `ink` is the region with room above it: a text box (x, y) is at (x + offset.x, y + offset.y) there.
    /// `faint`: the same region's faint ink (`faintInk`), where a mark counts only when it stands
    /// alone — security print's fine lines, which Otsu's threshold drops, are ink there too — and
    /// its faintest trace (`traceInk`), where such a line shows running on beside the letter.
    static func doubt(_ text: inout RecognizedText, ink: InkMap, faint: (ink: InkMap, trace: InkMap)? = nil, offset: (x: Int, y: Int)) -> [Int] {
        var doubted = Set(marked(text, ink: ink, offset: offset))
        if let faint { doubted.formUnion(marked(text, ink: faint.ink, offset: offset, trace: faint.trace)) }
        for index in doubted { text.doubt(index, to: confidence) }
        return doubted.sorted()
    }

    /// The plain capitals of `text` with a mark above them in `ink`; with `trace`, only marks on
    /// capitals that are not round and whose rows show no trace over the gaps beside the letter
    /// (a line running on does), nor at the height where an accent stops.
    static func marked(_ text: RecognizedText, ink: InkMap, offset: (x: Int, y: Int), trace: InkMap? = nil) -> [Int] {
        let characters = text.characters
        var found: [Int] = []
        for line in text.spans(splitAt: ["\n"]) {
            // Plain capitals A–Z (the MRZ's letters); an accented one was read with its accent.
            let capitals = line.filter { characters[$0].character.isMRZLetter && characters[$0].box != nil }
            // The line's cap top and height, from its capitals' boxes (an accented one's box may include its mark).
            let tops = capitals.compactMap { characters[$0].box?.y0 }.sorted()
            let bottoms = capitals.compactMap { characters[$0].box?.y1 }.sorted()
            guard tops.count >= 2 else { continue }
            let top = tops[tops.count / 2] + offset.y, bottom = bottoms[bottoms.count / 2] + offset.y
            let capHeight = bottom - top
            guard capHeight >= 8 else { continue }
            func shifted(_ b: PixelBox) -> PixelBox { b.offset(by: offset) }
            // Ink per row over each capital's middle 80%.
            let profiles = Dictionary(uniqueKeysWithValues: capitals.compactMap { index in
                characters[index].box.flatMap { profile(shifted($0), ink: ink) }.map { (index, $0) }
            })
            // How far blur carries a plain letter's ink above the cap line on this line, over the
            // boxes that hold one letter: Tesseract may give two letters one box reaching over an
            // accent (`SEÁN`'s A and N, read `SEAN`: with both, the median of four was the accent's).
            let widths = capitals.compactMap { characters[$0].box?.width }.sorted()
            let oneLetter = widths[(widths.count - 1) / 2] * 8 / 5
            let rises = capitals.filter { (characters[$0].box?.width ?? 0) <= oneLetter }
                .map { profiles[$0].map { rise(in: $0, capTop: top, capHeight: capHeight) } ?? 0 }.sorted()
            let blur = rises.isEmpty ? 0 : rises[rises.count / 2]
            // A letter read with its accent may reach over its neighbours (an acute leans).
            func besideAccent(_ index: Int) -> Bool {
                [index - 1, index + 1].contains { characters.indices.contains($0) && characters[$0].character.isLetter
                    && !(characters[$0].character.isASCII) }
            }
            for index in capitals where !besideAccent(index) {
                guard let rows = profiles[index], hasMark(in: rows, capTop: top, capHeight: capHeight, blur: blur, faint: trace != nil) else { continue }
                if let trace {
                    // Round capitals reach over the cap line, more so in faint ink; a line that
                    // runs on past the letter, or up past where an accent stops, is no accent.
                    let limit = accentStop(capTop: top, capHeight: capHeight, blur: blur)
                    guard !roundCapitals.contains(characters[index].character), let box = characters[index].box.map(shifted),
                          !runsPast(box, ink: trace, rows: limit..<(top - blur)),
                          let traced = profile(box, ink: trace), limit >= 0, limit < traced.count, traced[limit] == 0 else { continue }
                }
                found.append(index)
            }
        }
        return found
    }

    /// The row where an accent stops: 45% of the cap height above where the line's ink starts
    /// (`blur` rows over the cap line).
    static func accentStop(capTop: Int, capHeight: Int, blur: Int) -> Int {
        capTop - blur - capHeight * 9 / 20
    }

    /// Whether ink in `rows` runs through the gap on either side of the letter `box` (a sixth of
    /// its width, at least two pixels, just outside it) and on past it (the next sixth): a line
    /// running on past the letter (on a clean passport page, security print's fine line coming
    /// down onto an `E`), not an accent. Ink in the first gap alone is the accent's: blurred, an
    /// acute or a circumflex overhangs Tesseract's box by a pixel or two (`LUCÍA` read `LUCIA` and
    /// `INÊS` read `INES` at 99, `valid`, on fresh licence and ID-front photos, seeds 204 #16 and
    /// 201 #28). Ink in the second alone may be a leaning accent's too (`SEÁN`).
    static func runsPast(_ box: PixelBox, ink: InkMap, rows: Range<Int>) -> Bool {
        let gap = max(2, box.width / 6)
        func inked(_ x0: Int, _ x1: Int) -> Bool {
            rows.contains { y in y >= 0 && y < ink.height && (max(0, x0)..<max(max(0, x0), min(ink.width, x1))).contains { ink[$0, y] } }
        }
        let left = inked(box.x0 - gap, box.x0) && inked(box.x0 - 2 * gap, box.x0 - gap)
        let right = inked(box.x1, box.x1 + gap) && inked(box.x1 + gap, box.x1 + 2 * gap)
        return left || right
    }

    /// A mark above the letter where an accent sits (`rows`: ink per row over the letter's middle
    /// 80%): two or more inked rows (four pixels or more: a thin acute has few) in one run above
    /// the `blur` rows every letter of the line inks, touching them or not (blur joins a bold
    /// letter's acute to it), that stops under 45% of the cap height above the cap line (accents
    /// reach about 30%). A rule, guilloche or the label above runs on past that; an accent stops.
    /// The label may come nearer than 45% (an ID card's field label ended 37% above `SEÁN`, read
    /// `SEAN` at 99, `valid`): ink above the accent's blank row does not count against it.
    static func hasMark(in rows: [Int], capTop: Int, capHeight: Int, blur: Int, faint: Bool = false) -> Bool {
        // Measured from where the line's ink starts (Tesseract's boxes may start lower).
        let limit = accentStop(capTop: capTop, capHeight: capHeight, blur: blur)
        guard limit >= 0, capTop < rows.count, capTop - 1 - blur > limit else { return false }
        var y = capTop - 1 - blur
        while y > limit, rows[y] == 0 { y -= 1 }
        var mark: [Int] = []
        while y > limit, rows[y] > 0 { mark.append(rows[y]); y -= 1 }
        guard rows[y] == 0 else { return false }
        let inked = mark.reduce(0, +)
        return mark.count >= 2 && (faint ? inked >= Self.leastFaintMark : inked >= max(4, 2 * mark.count))
    }

    /// Inked rows directly above the cap line, up to 40% of the cap height.
    static func rise(in rows: [Int], capTop: Int, capHeight: Int) -> Int {
        guard capTop < rows.count else { return 0 }
        var y = capTop - 1, count = 0
        while y >= max(0, capTop - capHeight * 2 / 5), rows[y] > 0 { count += 1; y -= 1 }
        return count
    }

    /// Ink per row over the letter's middle 80%; nil when that is outside the image.
    private static func profile(_ box: PixelBox, ink: InkMap) -> [Int]? {
        let inset = box.width / 10
        let x0 = max(0, box.x0 + inset), x1 = min(ink.width, box.x1 - inset)
        return x1 > x0 ? ink.rowProfile(x0: x0, x1: x1) : nil
    }
}
