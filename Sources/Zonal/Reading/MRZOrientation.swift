import CVBridge

/// Which way up an MRZ band is, told from its fillers before any OCR: `<` points left, and an
/// MRZ upside down is full of `>`. Nearly every MRZ has fillers (at least the `<<` between
/// surname and given names), and a chevron is easy to tell from the letters around it.
enum MRZOrientation {
    enum Verdict: Equatable { case upright, upsideDown, unknown }

    static func verdict(blobs: [cvb_blob], ink: InkMap, lineHeight: Double) -> Verdict {
        var left = 0, right = 0
        for b in blobs {
            let h = Double(b.height), w = Double(b.width)
            // A filler is shorter than a capital and narrower than tall.
            guard h >= 0.5 * lineHeight, h <= 0.98 * lineHeight, w >= 0.3 * h, w <= 1.0 * h else { continue }
            switch chevron(b, ink: ink) {
            case 1: left += 1
            case -1: right += 1
            default: break
            }
        }
        if left >= 3, left >= 3 * right { return .upright }
        if right >= 3, right >= 3 * left { return .upsideDown }
        return .unknown
    }

    /// +1 for `<`, -1 for `>`, 0 for anything else: the vertex is the blob's extreme column at
    /// mid-height, and the arms reach the opposite side at the top and bottom.
    static func chevron(_ b: cvb_blob, ink: InkMap) -> Int {
        let x0 = Int(b.x), y0 = Int(b.y), w = Int(b.width), h = Int(b.height)
        guard w >= 3, h >= 5, x0 >= 0, y0 >= 0, x0 + w <= ink.width, y0 + h <= ink.height else { return 0 }
        var firstMid = w, lastMid = -1, firstEnds = w, lastEnds = -1
        for row in 0..<h {
            let fraction = Double(row) / Double(h - 1)
            let middle = fraction >= 0.35 && fraction <= 0.65
            let end = fraction <= 0.2 || fraction >= 0.8
            guard middle || end else { continue }
            var first = -1, last = -1
            for column in 0..<w where ink[x0 + column, y0 + row] {
                if first < 0 { first = column }
                last = column
            }
            guard first >= 0 else { continue }
            if middle { firstMid = min(firstMid, first); lastMid = max(lastMid, last) }
            if end { firstEnds = min(firstEnds, first); lastEnds = max(lastEnds, last) }
        }
        guard lastMid >= 0, lastEnds >= 0 else { return 0 }
        let width = Double(w)
        if Double(firstMid) <= 0.2 * width, Double(firstEnds) >= 0.45 * width, Double(lastEnds) >= 0.7 * width { return 1 }
        if Double(lastMid) >= 0.8 * width, Double(lastEnds) <= 0.55 * width, Double(firstEnds) <= 0.3 * width { return -1 }
        return 0
    }
}
