import Foundation

/// A 44-character MRZ whose band was cut short (glare, a washed-out end, a detector band that
/// stopped early) reads as a 36-character one, and an MRV-A cut to 36 characters is a fully valid
/// MRV-B: every check digit lies in the part that was read. Only the page can tell them apart,
/// so before a 36-character reading is `valid`, the reader looks past its right end for more
/// glyphs on both lines at the lines' own pitch.
extension MRZBandReader {
    /// Pitches looked at past the line's end (a 44-character line has 8 more).
    static let continuationPitches = 9.0

    /// Whether a two-line reading of 36 characters needs the continuation check: a valid one, or
    /// one whose every check passes and that is uncertain only by a confidence (a cut-short MRV-A
    /// with one weak character is still an MRV-A), or a TD2 failing only its composite check: a
    /// passport's (TD3) second line agrees with a TD2's up to its 28th character, so a TD3 cut to
    /// 36 passes every check but the composite, whose place holds the passport's optional data.
    static func mayBeCutShort(_ result: MRZResult) -> Bool {
        guard result.lines.count == 2, result.lines.allSatisfy({ $0.count == 36 }) else { return false }
        return result.state == .valid || everyCheckPasses(result) || (result.format == .td2 && onlyCompositeFails(result))
    }

    static func onlyCompositeFails(_ result: MRZResult) -> Bool {
        let failing = result.failedChecks
        return failing.count == 1 && failing.first?.name == "composite"
    }

    /// Whether the reading of the whole zone replaces a 36-character one whose lines were seen to
    /// go on: longer, with every check passing. Uncertain is enough even where the short reading
    /// was valid, which the continuation makes uncertain anyway: an MRV-A's checks are an MRV-B's
    /// (the same positions), so they cannot choose between the two; the ink past the cut does.
    static func longerReadingHolds(_ longer: MRZResult) -> Bool {
        (longer.lines.first?.count ?? 0) > 36 && everyCheckPasses(longer)
    }

    /// The first of four or more `centres` (sorted) in a row, each about `pitch` after the one
    /// before (a blob closer than that, a piece of a glyph, is passed over); nil when there are none.
    static func pitchRow(_ centres: [Double], pitch: Double) -> Double? {
        var start: Double?, last: Double?, count = 0
        for c in centres {
            if let l = last, c - l < 0.75 * pitch { continue }
            if let l = last, c - l <= 1.25 * pitch {
                count += 1
            } else {
                start = c
                count = 1
            }
            last = c
            if count >= 4 { return start }
        }
        return nil
    }

    static func everyCheckPasses(_ result: MRZResult) -> Bool {
        !result.checks.isEmpty && result.checks.allSatisfy(\.passed)
    }

    /// Whether every line goes on past its end: glyph-sized blobs in the line's rows within
    /// `continuationPitches` pitches, either at least four, the first within two pitches of the
    /// end, spread over at least three pitches; or four in a row one pitch apart, the first
    /// within five pitches of the end (glare can take the three fillers next to the cut whole:
    /// an MRV-A read as a valid MRV-B, seed 4044 #168). `lineQuads` are the lines as cut for OCR
    /// (their ink spans `inkWidth` rectified pixels, with `lineMargin` line heights beside it on
    /// each side).
    func continuesRight(image: Image, lineQuads: [Quad], inkWidth: Double, lineHeight h: Double) throws -> Bool {
        guard !lineQuads.isEmpty, inkWidth > 0, h > 0 else { return false }
        // The ink of 36 characters spans 35.7 pitches (`length - 0.3`, as in `lengths`).
        let pitch = inkWidth / (36 - 0.3)
        let margin = MRZBandReader.lineMargin * h
        let quadWidth = inkWidth + 2 * margin
        let extra = MRZBandReader.continuationPitches * pitch
        let outHeight = MRZBandReader.lineImageHeight
        let s = Double(outHeight) / (2 * MRZBandReader.lineHalfHeight * h)
        let outWidth = max(16, Int(((quadWidth + extra) * s).rounded()))
        let end = (inkWidth + margin) * s, p = pitch * s, cap = h * s
        let lines = try lineQuads.map { quad in
            try image.warped(quad.bilinearSubQuad(u0: 0, v0: 0, u1: 1 + extra / quadWidth, v1: 1), width: outWidth, height: outHeight)
        }
        let middle = Double(outHeight) / 2
        func continues(_ measure: InkMeasure) throws -> Bool {
            for line in lines {
                let centres = try InkMap(line, measure: measure).blobs().compactMap { b -> Double? in
                    let cx = Double(b.x) + Double(b.width) / 2, cy = Double(b.y) + Double(b.height) / 2
                    let height = Double(b.height), width = Double(b.width)
                    // A filler `<` is about half a capital high; guilloche and specks are smaller,
                    // a card edge or a background stroke taller or wider.
                    guard cx > end + 0.2 * p, height >= 0.35 * cap, height <= 1.3 * cap, width <= 1.3 * cap,
                          abs(cy - middle) <= 0.35 * cap else { return nil }
                    return cx
                }.sorted()
                guard let first = centres.first, let last = centres.last else { return false }
                let near = centres.count >= 4 && first - end <= 2 * p && last - first >= 3 * p
                guard near || MRZBandReader.pitchRow(centres, pitch: p).map({ $0 - end <= 5 * p }) == true else { return false }
            }
            return true
        }
        // Glare that cut the lines short fades the fillers past them too: looked for again with
        // ink found against the deepest ink nearby.
        return try continues(inkMeasure) || (inkMeasure != .local && continues(.local))
    }
}
