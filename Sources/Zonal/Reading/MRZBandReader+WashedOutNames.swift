import Foundation

/// Glare can wash out one stroke of a name letter (the leg of an `R`) so that the OCR reads
/// another letter (`P`) at 98, and OCR-B's drawn letters agree with what is left; no check digit
/// covers a name, so the reading passes as `valid`. The line's binarisation often still holds the
/// stroke. A valid reading with a washed-out name cell (contrast below `washedOutShare` of its
/// line's median) is therefore read again from the binarisation, as a reading that is not valid
/// is; where the merged reading's names differ or are doubtful, the reading is `uncertain` (its
/// letters as first read), and the reader goes on to the passes that even out the light. Lines
/// already in the local grey are not checked: evened out, what is pale there is faint ink that
/// their binarisation loses (a glared `YILMAZ` read exactly in the local grey, `FadedInkTests`).
extension MRZBandReader {
    /// A cell whose contrast (the spread of its grey levels, 5th to 95th percentile, over its
    /// capitals' rows) is below this share of its line's median is washed out.
    static let washedOutShare = 0.75

    static let washedOutReason = "name: read differently from the line's binarisation, where light washed out its letters"

    /// Whether a name letter of `result` lies in a washed-out cell of `laid`'s lines.
    static func namesWashedOut(_ result: MRZResult, laid: [MRZColumnMapper.Layout], lineImages: [Image]) -> Bool {
        let layout = MRZLayout.standard(result.format).withLongDocumentNumber(result.lines.map(Array.init))
        let names = Set(layout.fields.filter { $0.kind == .names }.flatMap(\.positions))
        for (line, cells) in laid.map(\.cells).enumerated() {
            guard let image = lineImages[safe: line], let read = result.lines[safe: line].map(Array.init) else { continue }
            let contrasts = cells.map { contrast(of: $0, in: image) }
            let measured = contrasts.compactMap { $0 }.sorted()
            guard measured.count >= 8 else { continue }
            let median = measured[measured.count / 2]
            for (column, contrast) in contrasts.enumerated() {
                guard let contrast, names.contains(MRZPosition(line: line, column: column)), read[safe: column]?.isLetter == true else { continue }
                if contrast < washedOutShare * median { return true }
            }
        }
        return false
    }

    /// The spread of a cell's grey levels over its capitals' rows (nil without them).
    static func contrast(of cell: MRZColumnMapper.Layout.Cell, in image: Image) -> Double? {
        guard let top = cell.capTop, let bottom = cell.capBottom, let pixels = image.pixels, image.channels == 1 else { return nil }
        let x0 = max(0, cell.x0), x1 = min(image.width - 1, cell.x1)
        let y0 = max(0, Int(top.rounded(.down))), y1 = min(image.height - 1, Int(bottom.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        // The 5th and 95th percentiles from a histogram (sorting every cell's pixels cost more).
        var histogram = [Int](repeating: 0, count: 256)
        for y in y0...y1 { for x in x0...x1 { histogram[Int(pixels[y * image.stride + x])] += 1 } }
        let count = (x1 - x0 + 1) * (y1 - y0 + 1)
        func level(at rank: Int) -> Double {
            var seen = 0
            for (value, n) in histogram.enumerated() {
                seen += n
                if seen > rank { return Double(value) }
            }
            return 255
        }
        return level(at: count * 95 / 100) - level(at: count * 5 / 100)
    }

    /// Whether the reading merged with the binarisation's leaves `valid`'s names in doubt: a name
    /// read otherwise, or below the confidence a valid field needs.
    func namesInDoubt(_ valid: MRZResult, merged: MRZResult?) -> Bool {
        guard let merged else { return false }
        return ["surname", "givenNames"].contains { name in
            guard let first = valid.fields[name] else { return false }
            guard let other = merged.fields[name] else { return true }
            return other.value != first.value || other.confidence < options.minimumConfidence
        }
    }
}
