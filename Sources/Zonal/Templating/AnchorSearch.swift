import Foundation

/// The label searches of one detected page. Groups (of any class) anchored in the same search
/// area share one OCR pass over it, so a template with ten labelled fields pays for one search.
final class AnchorSearch {
    /// What one pass read over an area, and how its pixels map back to the document.
    struct Pass {
        var text: RecognizedText
        var area: RelativeRect
        var width: Int
        var height: Int
        var padding: Int

        /// A box of the pass's (padded) image as a document-relative rectangle.
        func documentRect(_ box: PixelBox) -> RelativeRect {
            let sx = area.width / Double(max(1, width)), sy = area.height / Double(max(1, height))
            return RelativeRect(x: area.x + Double(box.x0 - padding) * sx, y: area.y + Double(box.y0 - padding) * sy,
                                width: Double(box.width) * sx, height: Double(box.height) * sy)
        }
    }

    /// How a pass sees the area. `printOnPaper` first; where it misses a label (small print
    /// blurred and noisy in a photo loses strokes to the binarisation), the grayscale copy with
    /// Tesseract's own local threshold is read too.
    enum Rendering: Hashable { case printOnPaper, grayscale }

    private struct Key: Hashable {
        var area: RelativeRect
        var rendering: Rendering
        var dpi: Double
    }

    private struct CutKey: Hashable {
        var area: RelativeRect
        var dpi: Double
    }

    private var passes: [Key: Pass] = [:]
    /// Each area is cut out once, whichever renderings are read from it.
    private var cuts: [CutKey: Image] = [:]

    /// Labels of 1.5–2 mm need 400 dpi (at 300, Tesseract read "5." as "s." and lost "2." on the
    /// synthetic licences).
    static let labelDPI = 400.0

    /// The pass over `area`, read now if no group asked for it before. `read` says whether it ran OCR.
    func pass(over area: RelativeRect, rendering: Rendering = .printOnPaper, dpi: Double = labelDPI, page: DetectedPage,
              pool: EnginePool) async throws -> (pass: Pass, read: Bool) {
        let key = Key(area: area, rendering: rendering, dpi: dpi)
        if let pass = passes[key] { return (pass, false) }
        let cut = try self.cut(area, dpi: dpi, of: page)
        let padding = max(8, cut.height / 40)
        // Binarised print read as one block: sparse and single-column modes and plain grayscale both miss short labels
        // like "1." among guilloche (measured on the synthetic licences: most single-digit labels lost).
        let input = try (rendering == .printOnPaper ? cut.printOnPaper() : cut.grayscale()).padded(by: padding)
        let options = OCROptions(segmentation: .block, localThreshold: rendering == .grayscale, alternatives: false)
        let symbols = try await pool.withEngine { try $0.recognize(input, options: options) }
        let pass = Pass(text: RecognizedText(symbols: symbols), area: area, width: cut.width, height: cut.height, padding: padding)
        passes[key] = pass
        return (pass, true)
    }

    /// The passes already read over `area`, in the order they are read (no OCR here).
    func passesRead(over area: RelativeRect) -> [Pass] {
        [Rendering.printOnPaper, .grayscale].compactMap { passes[Key(area: area, rendering: $0, dpi: Self.labelDPI)] }
    }

    /// The area cut out of the page at `dpi`; without a physical size, a card-like height.
    private func cut(_ area: RelativeRect, dpi: Double, of page: DetectedPage) throws -> Image {
        let key = CutKey(area: area, dpi: dpi)
        if let cut = cuts[key] { return cut }
        let dewarper = page.dewarper
        let policy: DewarpPolicy = dewarper.heightMM != nil ? .dpi(dpi) : .fixed(height: max(64, Int(850 * area.height * dpi / Self.labelDPI)))
        let cut = try dewarper.dewarp(page.image, area, policy: policy)
        cuts[key] = cut
        return cut
    }

    /// How far (in region heights) a label's region may lie from where the layout prints it and
    /// still be preferred to a surer match further off. Two labels of a licence read alike when
    /// blurred (`5.` as `s.`, which the `8.` pattern used to take): the more confident one, a row
    /// away, put the address region on the licence number (2 addresses of 120 licence photos).
    static let nearLayoutRows = 0.5

    /// Where `label` was printed, as a document-relative box: the best match among single words
    /// first, then among whole lines (for labels of several words), by the confidence of the
    /// matched characters; nil when nothing matches. `rowsFromLayout` (the region a match gives,
    /// measured from where the layout prints it) prefers the matches within `nearLayoutRows`.
    /// With `phrase`, the box also takes in the words just before the match on its line (see `phraseStart`).
    static func locate(_ label: TextPattern, in pass: Pass, phrase: Bool = false, rowsFromLayout: ((RelativeRect) -> Double?)? = nil) -> RelativeRect? {
        for words in [true, false] {
            let found = matches(of: label, in: pass, words: words)
            let near = rowsFromLayout.map { distance in found.filter { distance($0.box).map { $0 <= nearLayoutRows } ?? false } } ?? []
            guard let best = (near.isEmpty ? found : near).max(by: { $0.confidence < $1.confidence }) else { continue }
            guard phrase, let start = phraseStart(before: best.range, in: pass.text.characters),
                  let box = labelBox(pass.text.characters[start..<best.range.upperBound].compactMap(\.box)) else { return best.box }
            return pass.documentRect(box)
        }
        return nil
    }

    /// The start of the label phrase a match belongs to: a value printed below a label starts
    /// under the label's first word, and a bilingual label (`NOM / Surname`) is best found by a
    /// part OCR reads reliably. Words before the match on its line join the phrase while the gap
    /// to them is under twice the line's height; a wider gap is the next column's label. A word
    /// is on the line when its boxes overlap the rows of the whole match, not only of its first
    /// letter: Tesseract may box part of a small letter (`Lieu`'s `u` boxed over its last three
    /// rows, under the `P` of `Place`), which stopped the phrase at `de`, and the region under it
    /// cut the `B` off `BRNO`.
    static func phraseStart(before range: Range<Int>, in characters: [RecognizedText.Character]) -> Int? {
        let boxes = characters[range].compactMap(\.box)
        guard let first = boxes.first, let band = PixelBox.enclosing(boxes) else { return nil }
        var start = range.lowerBound, left = first.x0
        let height = max(1, boxes.map(\.height).max() ?? first.height)
        var index = range.lowerBound - 1
        while index >= 0, characters[index].character != "\n" {
            if let box = characters[index].box {
                // Same line (overlapping vertically) and close enough to be the same label.
                guard box.y1 > band.y0, box.y0 < band.y1, left - box.x1 < 2 * height else { break }
                start = index
                left = min(left, box.x0)
            }
            index -= 1
        }
        return start
    }

    /// The region of an anchored location in this pass: beside its label, ended by the nearest
    /// `until` label to its right on the same line; nil when the label is not found.
    static func region(of anchor: AnchoredLocation, in pass: Pass) -> RelativeRect? {
        label(of: anchor, in: pass).flatMap { region(of: anchor, besideLabel: $0, in: pass) }
    }

    /// The region of an anchored location beside its `label` found in this pass (see `region(of:in:)`).
    static func region(of anchor: AnchoredLocation, besideLabel label: RelativeRect, in pass: Pass) -> RelativeRect? {
        var next: RelativeRect?
        if let until = anchor.until, anchor.placement == .right {
            let centre = label.y + label.height / 2
            next = matches(of: until, in: pass, words: true).map(\.box)
                .filter { $0.x > label.x + label.width && abs($0.y + $0.height / 2 - centre) < max(label.height, $0.height) }
                .min(by: { $0.x < $1.x })
        }
        return anchor.region(besideLabel: label, nextLabel: next)
    }

    /// The box of an anchored location's label in this pass (see `locate`); nil when not found.
    static func label(of anchor: AnchoredLocation, in pass: Pass) -> RelativeRect? {
        let rowsFromLayout: ((RelativeRect) -> Double?)? = anchor.fallback == nil ? nil : { label in
            anchor.region(besideLabel: label).flatMap(anchor.rowsFromFallback)
        }
        return locate(anchor.label, in: pass, phrase: anchor.placement == .below, rowsFromLayout: rowsFromLayout)
    }

    /// Where a group whose label this pass missed is placed by its neighbours (the other groups
    /// of its class searched in the same area): its fallback moved by the median of how far their
    /// found regions lie from their own fallbacks. The layout's printed positions are exact on the
    /// card, so what moves them on a photo is mostly the outline's error, which the labels around
    /// share; the median outvotes a label whose layout position is itself a little off. A region
    /// right of its label starts where that label ends, and labels differ in width (`1.`, `4c.`),
    /// so such neighbours move the fallback only up or down (moved sideways too, an authority's
    /// region took in its `4c.`). Their values say more: where those of the same column start
    /// (`columnStart` of their `valueStart`s), the layout starts this one's, so a region whose
    /// fallback starts more than `valueMargin` right of that is widened to start `valueMargin`
    /// before it. In an outline a few percent narrow, values placed at the layout's column lost
    /// their first letter (`AM/A2` read `M/A2`, `PIAZZA` `'IAZZA`: licence photo seed 96, the
    /// 12th, 4% off). Where the column's labels end says less: a missing `4a.`'s region placed
    /// after the end of a narrower `1.` took in its `a.`. Nil with fewer than `minimumNeighbours`
    /// found within `maximumRows` region heights of their fallbacks (a stray match moves nothing).
    static func fallback(of anchor: AnchoredLocation, movedLike neighbours: [AnchoredLocation], in pass: Pass,
                         maximumRows: Double, minimumNeighbours: Int = 2) -> MovedFallback? {
        guard let own = anchor.fallback else { return nil }
        var dxs: [Double] = [], dys: [Double] = [], valueStarts: [Point] = []
        for neighbour in neighbours {
            guard neighbour.searchArea == pass.area, let fallback = neighbour.fallback, let label = label(of: neighbour, in: pass),
                  let found = region(of: neighbour, besideLabel: label, in: pass) else { continue }
            guard let rows = neighbour.rowsFromFallback(found), rows <= maximumRows else { continue }
            let dy = found.y + found.height / 2 - fallback.y - fallback.height / 2
            dys.append(dy)
            if neighbour.placement == .below { dxs.append(found.x - fallback.x) }
            if anchor.placement == .right, neighbour.placement == .right, abs(fallback.x - own.x) <= sameColumn,
               let start = valueStart(after: label, in: pass) { valueStarts.append(Point(x: start, y: found.y + found.height / 2)) }
        }
        guard dys.count >= max(1, minimumNeighbours) else { return nil }
        let dx = Statistics.median(dxs) ?? 0, dy = Statistics.median(dys) ?? 0
        // A column's values move the region's left edge only, and only to the left: its right end
        // is the layout's (an expiry date's region ends where the authority's label begins), and
        // a start within `valueMargin` of the layout's is left as it is (values read differently
        // in a region moved by a fraction of a letter, as often worse: licence photos seed 72).
        let column = columnStart(of: valueStarts, at: own.y + dy + own.height / 2).map { $0 - valueMargin }
        var x0 = max(0, own.x + dx), widened = false
        if let column, column < x0 - valueMargin { (x0, widened) = (max(0, column), true) }
        let y0 = max(0, own.y + dy)
        let x1 = min(1, own.x + own.width + dx), y1 = min(1, own.y + own.height + dy)
        guard x1 - x0 > 0.01, y1 - y0 > 0.01 else { return nil }
        return MovedFallback(rect: RelativeRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), widenedToColumn: widened)
    }

    /// A region below a label that starts more than `phraseSlack` right of where the group's
    /// neighbours place the layout's (`fallback(of:movedLike:in:maximumRows:)`), widened to
    /// start there; nil when it does not, or nothing places it. The region starts under the
    /// label phrase's first word as read, and a faint word in the middle of a bilingual label
    /// ends the phrase at the word after it: ID-front photos seed 105 #50 and seed 107 #32 read
    /// `Lieu de` and `Place of birth` with `naissance /` lost between them, and the place of
    /// birth's region began under `Place`, 5% of the card right of `MADRID`'s `M` (`DRID`,
    /// `RTO`). Where the neighbours' labels were found, the layout's start moved as they were
    /// is within the outline's error of the value's.
    /// `maximumRows` is `fallback`'s: how far from their own layout lines the neighbours' labels count.
    static func startingAtLayout(_ region: RelativeRect, of anchor: AnchoredLocation, movedLike neighbours: [AnchoredLocation],
                                 in pass: Pass, maximumRows: Double) -> RelativeRect? {
        guard anchor.placement == .below,
              let moved = fallback(of: anchor, movedLike: neighbours, in: pass, maximumRows: maximumRows)?.rect,
              region.x - moved.x > phraseSlack else { return nil }
        return RelativeRect(x: moved.x, y: region.y, width: region.x + region.width - moved.x, height: region.height)
    }

    /// How far (share of the document's width) right of the layout's start, moved as its
    /// neighbours were found, a region below its label may start before it is widened to it.
    static let phraseSlack = 0.02

    /// A fallback placed by its neighbours, and whether its column's values widened it: a sign
    /// that the outline is a few percent off, which `RivalReading` weighs.
    struct MovedFallback {
        var rect: RelativeRect
        var widenedToColumn: Bool
    }

    /// Fallbacks this close (share of the document's width) start their values in one column.
    static let sameColumn = 0.005
    /// How far (share of the document's width) before its column's values a region placed by
    /// them starts: about the space of a letter, where the label ends 2–4% before them.
    static let valueMargin = 0.01

    /// Where a column whose values start at `starts` (x at the line's centre y) starts at `y`: the
    /// line through them, which an outline's perspective error tilts (licence photo seed 96, the
    /// 45th, 9% off: their median cut the first letter of the lowest lines), fitted with the start furthest
    /// from it left out while one lies more than `columnSpread` off (a stray first letter);
    /// their median where they span too little height to tilt it. Nil without a start.
    static func columnStart(of starts: [Point], at y: Double) -> Double? {
        var kept = starts
        while kept.count >= 3, let top = kept.map(\.y).min(), let bottom = kept.map(\.y).max(), bottom - top >= 0.2,
              let line = AlongTextHomography.leastSquares(kept.map { ([$0.y, 1], $0.x) }, unknowns: 2) {
            let residuals = kept.map { abs(line[0] * $0.y + line[1] - $0.x) }
            guard let worst = residuals.indices.max(by: { residuals[$0] < residuals[$1] }) else { break }
            if residuals[worst] <= columnSpread { return line[0] * y + line[1] }
            kept.remove(at: worst)
        }
        return Statistics.median(kept.map(\.x))
    }

    /// How far (share of the document's width) a value's start may lie from its column's line.
    static let columnSpread = 0.015

    /// Where the value right of a `label` found in this pass starts: the first letter or digit
    /// after it on its line (document-relative x); nil when there is none.
    static func valueStart(after label: RelativeRect, in pass: Pass) -> Double? {
        let centre = label.y + label.height / 2, end = label.x + label.width
        return pass.text.characters.lazy.compactMap { character -> Double? in
            guard character.character.isLetter || character.character.isNumber, let box = character.box else { return nil }
            let rect = pass.documentRect(box)
            guard rect.x > end, abs(rect.y + rect.height / 2 - centre) < label.height else { return nil }
            return rect.x
        }.min()
    }

    /// Matches within single words (`words`) or whole lines, with their boxes and confidences.
    private static func matches(of pattern: TextPattern, in pass: Pass, words: Bool) -> [(confidence: Double, box: RelativeRect, range: Range<Int>)] {
        let characters = pass.text.characters
        var found: [(Double, RelativeRect, Range<Int>)] = []
        for span in pass.text.spans(splitAt: words ? [" ", "\t", "\n"] : ["\n"]) {
            let text = pass.text.text(of: span)
            for match in pattern.matches(in: text) {
                let range = (span.lowerBound + match.range.lowerBound)..<(span.lowerBound + match.range.upperBound)
                guard let box = labelBox(characters[range].compactMap(\.box)) else { continue }
                found.append((pass.text.confidence(of: range), pass.documentRect(box), range))
            }
        }
        return found
    }

    /// A label's box: its characters' extent, without a box that reaches far below the others'
    /// baseline. Tesseract may take a mark of the value below into a letter's box (`Surname`
    /// over `LEFÈVRE`: the box reached the capitals, and the region placed below it began under
    /// the `È`'s accent); a descender (`Nationality`) reaches less than half the letters' height.
    static func labelBox(_ boxes: [PixelBox]) -> PixelBox? {
        guard let extent = PixelBox.enclosing(boxes) else { return nil }
        let bottoms = boxes.map(\.y1).sorted()
        let baseline = bottoms[bottoms.count / 2]
        let bottom = bottoms.last { $0 <= baseline + max(1, baseline - extent.y0) / 2 } ?? baseline
        return PixelBox(x0: extent.x0, y0: extent.y0, x1: extent.x1, y1: max(extent.y0 + 1, bottom))
    }
}
