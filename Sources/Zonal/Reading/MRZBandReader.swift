import CVBridge
import Foundation

/// Reads one candidate MRZ band: rectify it, split it into lines, OCR each line, map the
/// symbols onto the MRZ columns and parse. Policy only; the pixel work is in CVBridge.
struct MRZBandReader {
    /// Capital height, in pixels, that lines are scaled to before OCR. Tesseract rescales a line
    /// to the model's 36-pixel input anyway; on the benchmark 24 px read as well as 32 (better on
    /// clean scans) and cost ~15% less OCR time, and 20–22 px let a wrong result pass as valid.
    static let ocrCapHeight = 24.0
    /// How a line is cut for OCR, in line heights: the margin left and right of its ink, and half
    /// the cut's height around its middle.
    static let lineMargin = 0.6, lineHalfHeight = 0.85
    /// The height of a line image cut for OCR: capitals `ocrCapHeight` high.
    static let lineImageHeight = Int((ocrCapHeight * 2 * lineHalfHeight).rounded())

    /// A line's quad rectified `lineImageHeight` pixels high and normalised, as it goes to the OCR.
    static func ocrLine(_ image: Image, quad: Quad, width: Int, measure: InkMeasure = .paper) throws -> Image {
        let warped = try image.warped(quad, width: width, height: lineImageHeight)
        return try Image.make("normalize") { cvb_normalize_text_measured(warped.handle, measure.rawValue, $0, $1) }
    }

    struct Attempt {
        var result: MRZResult
        var lineQuads: [Quad]
        var bandQuad: Quad
        var characterHeight: Double
        /// Whether the fillers told which way up the band is (otherwise the caller may try it turned).
        var orientationKnown: Bool
        /// Whether the lines were seen to go on past the 36 characters read and no reading of the
        /// whole zone held: such a reading lacks a visa's last 8 characters per line.
        var cutShort = false
        /// A cut-short reading ranks as if one more check failed: otherwise the whole zone's
        /// reading, read in another attempt with as many checks passing, lost to it by the doubts
        /// its optional data adds (an MRV-A whose `0`s no check can tell from `O`).
        var score: Double { MRZBandReader.score(result) - (cutShort ? 100 : 0) }
    }

    struct Timing {
        var detect = 0.0
        var ocr = 0.0
        var parse = 0.0
    }

    /// The readings the second model voted on without changing them, for one image: the reader's
    /// later searches (colour, ink against the deepest ink nearby, strict bands) read the same
    /// band again and mostly come to the same reading, which is not voted on again (a benchmark
    /// photo voted 15 times on one reading).
    struct Votes {
        var unchanged: Set<[String]> = []
    }

    let pool: EnginePool
    let options: MRZParseOptions
    /// How ink is found in the band and its lines: `.local` (against the deepest ink nearby) is
    /// the reader's last resort for a zone partly faded by glare; `.darkest` keeps black print
    /// apart from coarse guilloche behind it, and also cleans the lines the OCR reads.
    var inkMeasure = InkMeasure.paper
    /// Lines go to the OCR with their ink measured against the deepest ink nearby, in grey
    /// (`cvb_normalize_text_measured`) instead of divided by the paper's brightness: a glare-faded
    /// stretch as dark as the rest.
    var localGrey = false
    /// The widest gap within a line, in line heights (`MRZLineFinder.maximumGap`).
    var lineGap = MRZLineFinder.usualGap
    /// Reads the lines again where a reading passes every check but is not valid (`MRZReader.secondPool`).
    var secondPool: EnginePool?
    /// How the lines the OCR reads are made even.
    var readingMeasure: InkMeasure { localGrey ? .local : inkMeasure == .darkest ? .darkest : .paper }

    /// Valid first, then the most passing checks and the fewest other problems (impossible dates,
    /// codes that cannot be), then confidence. A misread (upside-down, wrong line length) passes a
    /// check now and then by chance, but rarely also yields well-formed fields. A reading whose
    /// dear fix was declined (`MRZResult.misprintExplained`) ranks as if it had been made, its
    /// checks passing and its confidence as low as the fix's: declining a fix changes what is
    /// reported, not which reading of the band is chosen (a passport in a serif, its `DD` read
    /// `00`: another reading won, on whose page the printed number that restores `DD` was cut).
    static func score(_ r: MRZResult) -> Double {
        let failed = r.failedChecks.count
        let explained = r.failedChecks.filter { r.misprintExplained.contains($0.name) }.count
        let otherProblems = max(0, r.reasons.count - failed)
        return (r.state == .valid ? 10_000 : 0) + Double(r.checks.count - failed + explained) * 100 - Double(otherProblems) * 60
            - Double(r.corrections.count) + min(r.confidence, r.declinedFixConfidence)
    }

    func read(image: Image, band: Quad, timing: inout Timing, votes: inout Votes, probeContinuation: Bool = true) async throws -> Attempt? {
        let clock = ContinuousClock()
        let start = clock.now
        // Stage 1: the detector's rotated rectangle, padded (most of all across the text, where
        // a band may have lost a line), gives the lines roughly.
        guard let narrow = try coarseLines(image: image, band: band, left: 0.04, right: 0.04) else {
            timing.detect += ms(clock.now - start)
            return nil
        }
        // A band cut short is widened towards the side that shows more characters; when that
        // reading is not valid, the other side is read too and the better reading kept (a visa
        // whose MRZ ran into a shadow on its right: widened left, over a dark table's grain
        // counted as glyphs, the zone read as no MRZ at all).
        var best: Attempt?
        func readStages(_ stages: [CoarseLines]) async throws {
            for stage in stages {
                let attempt = try await read(image: image, stage: stage, timing: &timing, votes: &votes, probeContinuation: probeContinuation)
                if let attempt, attempt.score > best?.score ?? -.infinity { best = attempt }
                if best?.result.state == .valid { break }
            }
        }
        try await readStages(try widenings(narrow, image: image, band: band))
        // Two lines of about 36 characters that read as no MRZ at all may be the part of a
        // 44-character MRZ that glare left, with the rest on either side (a visa whose names ran
        // into a hot spot: a 36-character reading began mid-name and failed every check).
        if best.map({ !MRZReader.isPlausible($0.result) }) ?? true, let characters = narrow.characterEstimate,
           MRZBandReader.mayBeCutShortOf44(lineCount: narrow.coarse.count, characters: characters) {
            try await readStages(try widenings(narrow, image: image, band: band, targets: [44]))
        }
        // Glare that washes out a stretch of every line wider than a line bridges ends the lines
        // there, and the zone beyond is left out: its part before the glare, spread over a whole
        // line's cells, reads as no MRZ. Where the lines bridged across such a gap show more
        // characters, they are read (a passport's zone split by a hot spot after its `FRANCO`).
        if best.map({ !MRZReader.isPlausible($0.result) }) ?? true, lineGap < MRZLineFinder.glareGap,
           let characters = narrow.characterEstimate, characters < 41 {
            var bridging = self
            bridging.lineGap = MRZLineFinder.glareGap
            // The band may end at the glare too: the zone beyond it is looked for on either side.
            if let bridged = try bridging.coarseLines(image: image, band: band, left: 0.6, right: 0.6),
               bridged.coarse.count == narrow.coarse.count, let estimate = bridged.characterEstimate, estimate > characters + 2,
               let attempt = try await bridging.read(image: image, band: band, timing: &timing, votes: &votes, probeContinuation: probeContinuation),
               attempt.score > best?.score ?? -.infinity {
                best = attempt
            }
        }
        return best
    }

    /// Stages 2 and 3 on the lines found in `stage`.
    private func read(image: Image, stage: CoarseLines, timing: inout Timing, votes: inout Votes, probeContinuation: Bool) async throws -> Attempt? {
        let clock = ContinuousClock()
        var start = clock.now
        let (padded, bandWidth, bandHeight, bandInk, found, coarse, blobs, scale) =
            (stage.padded, stage.width, stage.height, stage.ink, stage.found, stage.coarse, stage.blobs, stage.scale)
        // Stage 2: the MRZ's own quad, from straight lines fitted to the tops and bottoms of the
        // full-height glyphs of its first and last text lines (dozens of glyphs each, so the fit
        // is steady). A homography onto that quad undoes perspective and leaves the character
        // pitch uniform; what remains is absorbed by each line's cell grid (`CellGrid`).
        guard let first = coarse.first, let last = coarse.last, coarse.count >= 2 else { return nil }
        let lineHeight = coarse.map(\.height).max() ?? 1
        let left = coarse.map(\.left).min() ?? first.left, right = coarse.map(\.right).max() ?? first.right
        let x0 = left - 0.6 * lineHeight, x1 = right + 0.6 * lineHeight
        func glyphEdges(_ line: MRZLineFinder.Line) -> (top: RobustLine, bottom: RobustLine) {
            let members = stage.glyphs(on: line)
            let heights = members.map(\.height).sorted()
            let typical = heights.isEmpty ? 0 : Double(heights[heights.count * 3 / 4])
            let full = members.filter { Double($0.height) >= 0.9 * typical && Double($0.height) <= 1.15 * typical }
            let tops = full.map { (x: Double($0.x) + Double($0.width) / 2, y: Double($0.y)) }
            let bottoms = full.map { (x: Double($0.x) + Double($0.width) / 2, y: Double($0.y + $0.height - 1)) }
            // Too few glyphs to fit: the finder's own (sheared) rows.
            let fallbackTop = RobustLine(intercept: line.top - found.centerX * found.slope, slope: found.slope)
            let fallbackBottom = RobustLine(intercept: line.bottom - found.centerX * found.slope, slope: found.slope)
            guard full.count >= 8, let t = RobustLine.fit(tops), let b = RobustLine.fit(bottoms) else { return (fallbackTop, fallbackBottom) }
            return (t, b)
        }
        let firstEdges = glyphEdges(first), lastEdges = glyphEdges(last)
        func topY(_ x: Double) -> Double { firstEdges.top.y(at: x) - 0.45 * (firstEdges.bottom.y(at: x) - firstEdges.top.y(at: x)) }
        func bottomY(_ x: Double) -> Double { lastEdges.bottom.y(at: x) + 0.45 * (lastEdges.bottom.y(at: x) - lastEdges.top.y(at: x)) }
        func bandToImage(_ x: Double, _ y: Double) -> Point { padded.bilinearPoint(u: x / Double(bandWidth), v: y / Double(bandHeight)) }
        var mrzQuad = Quad(topLeft: bandToImage(x0, topY(x0)), topRight: bandToImage(x1, topY(x1)),
                           bottomRight: bandToImage(x1, bottomY(x1)), bottomLeft: bandToImage(x0, bottomY(x0)))
        // Upside down? Then turn the quad, so the rectified MRZ comes out upright.
        let orientation = MRZOrientation.verdict(blobs: blobs, ink: bandInk, lineHeight: lineHeight)
        if orientation == .upsideDown {
            mrzQuad = mrzQuad.upsideDown
        }
        // Rectified at the OCR scale: capitals about `ocrCapHeight` pixels high.
        let imageLineHeight = lineHeight / scale
        let ocrScale = MRZBandReader.ocrCapHeight / max(1, imageLineHeight)
        let rectWidth = max(16, Int((mrzQuad.width * ocrScale).rounded()))
        let rectHeight = max(16, Int((mrzQuad.height * ocrScale).rounded()))
        let rectified = try image.warped(mrzQuad, width: rectWidth, height: rectHeight)
        guard let (rectifiedFound, chosen) = lines(in: try InkMap(rectified, measure: inkMeasure), count: coarse.count) else {
            timing.detect += ms(clock.now - start)
            return nil
        }
        func rectifiedToImage(_ x: Double, _ y: Double) -> Point {
            let sheared = y + (x - rectifiedFound.centerX) * rectifiedFound.slope
            return mrzQuad.bilinearPoint(u: x / Double(rectWidth), v: sheared / Double(rectHeight))
        }
        // One height for every line: MRZ lines share a font size, and cutting them alike keeps
        // their horizontal scale (and so their character pitch) equal.
        let h = chosen.map(\.height).max() ?? 1
        let lineLeft = chosen.map(\.left).min() ?? 0, lineRight = chosen.map(\.right).max() ?? 0
        func lineQuad(_ line: MRZLineFinder.Line, left: Double, right: Double) -> Quad {
            let middle = (line.top + line.bottom) / 2
            let (lx0, lx1) = (left - MRZBandReader.lineMargin * h, right + MRZBandReader.lineMargin * h)
            let (ly0, ly1) = (middle - MRZBandReader.lineHalfHeight * h, middle + MRZBandReader.lineHalfHeight * h)
            return Quad(topLeft: rectifiedToImage(lx0, ly0), topRight: rectifiedToImage(lx1, ly0),
                        bottomRight: rectifiedToImage(lx1, ly1), bottomLeft: rectifiedToImage(lx0, ly1))
        }
        let lineQuads = chosen.map { lineQuad($0, left: lineLeft, right: lineRight) }
        // Every line is cut alike, so one width for all.
        let cutWidth = (lineRight - lineLeft) + 2 * MRZBandReader.lineMargin * h
        let outWidth = max(16, Int((cutWidth * Double(MRZBandReader.lineImageHeight) / (2 * MRZBandReader.lineHalfHeight * h)).rounded()))
        let lineImages = try lineQuads.map { try MRZBandReader.ocrLine(image, quad: $0, width: outWidth, measure: readingMeasure) }
        let characterHeight = imageLineHeight
        timing.detect += ms(clock.now - start)

        start = clock.now
        let symbolLines = try await pool.withEngine { engine in
            try lineImages.map { try engine.recognize($0, options: .mrzLine) }
        }
        let inks = try lineImages.map { try InkMap($0, measure: inkMeasure) }
        let geometries = inks.map { MRZColumnMapper.geometry(of: $0) }
        timing.ocr += ms(clock.now - start)

        start = clock.now
        var memo = LineMemo()
        var washedOut = false
        var best = try await interpret(symbolLines, second: nil, inks: inks, geometries: geometries, lineImages: lineImages, lineCount: chosen.count,
                                       memo: &memo, washedOutNames: &washedOut)
        timing.parse += ms(clock.now - start)
        let validButWashedOut = best?.state == .valid && washedOut
        if best?.state != .valid || validButWashedOut {
            // Not valid on one reading (or valid with names glare washed out): read each line
            // again from its binarisation. Where the two readings disagree a character is
            // doubtful whatever confidence the OCR gave it, which lets the check-digit search try
            // it, and keeps a guess from passing as valid.
            start = clock.now
            let binaryImages = try lineImages.map { line in try Image.make("binarize") { cvb_binarize_text_measured(line.handle, inkMeasure.rawValue, $0, $1) } }
            let secondLines = try await pool.withEngine { engine in
                try binaryImages.map { try engine.recognize($0, options: .mrzLine) }
            }
            timing.ocr += ms(clock.now - start)
            start = clock.now
            var bestSecond: [[OCRSymbol]]? = nil
            let merged = try await interpret(symbolLines, second: secondLines, inks: inks, geometries: geometries, lineImages: lineImages,
                                             lineCount: chosen.count, memo: &memo, washedOutNames: &washedOut)
            if validButWashedOut, var result = best {
                // The valid reading stands unless its names are in doubt; then it is uncertain, as read.
                if namesInDoubt(result, merged: merged) {
                    result.state = .uncertain
                    result.reasons.append(MRZBandReader.washedOutReason)
                    best = result
                }
            } else if let merged, best.map({ MRZBandReader.score(merged) > MRZBandReader.score($0) }) ?? true {
                best = merged
                bestSecond = secondLines
            }
            // Still not valid (and not only for its names' doubt, which the glyphs share: they
            // agree with the washed-out letter): the doubtful letters compared with OCR-B's own glyphs. The revised
            // reading is kept when it does as well by its checks and problems (its confidence is
            // lower by construction: the letters it changed are never trusted).
            if best?.state != .valid, !validButWashedOut, MRZGlyphMatcher.isAvailable,
               let revised = try await interpret(symbolLines, second: bestSecond, inks: inks, geometries: geometries, lineImages: lineImages,
                                                 lineCount: chosen.count, glyphs: true,
                                                 strandedDigits: best.map(MRZReader.isPlausible) ?? false, memo: &memo,
                                                 washedOutNames: &washedOut),
               best.map({ MRZBandReader.structuralScore(revised) >= MRZBandReader.structuralScore($0) }) ?? true {
                best = revised
            }
            timing.parse += ms(clock.now - start)
            // Still not valid, though an MRZ whose every check passes: the doubt is in fields no
            // check covers (names, codes, optional data), where a face other than OCR-B misreads.
            // The second model (`MRZReader.secondPool`) reads the lines, and its reading votes with
            // the first's, cell by cell (`votedReadingHolds` says when it is kept). Readings with
            // a failing check are left alone: most are texture or the wrong cut, and voting on
            // them too took the slow path's time from +25–34% to +34–59% and made one more
            // reading closer, none exact (benchmark real preset, 2026-12-03). A reading the vote left
            // unchanged is not voted on again (`Votes`).
            if let current = best, current.state != .valid, !validButWashedOut, let secondPool,
               MRZBandReader.everyCheckPasses(current), MRZReader.isPlausible(current), !votes.unchanged.contains(current.lines) {
                start = clock.now
                let secondModelLines = try await secondPool.withEngine { engine in
                    try lineImages.map { try engine.recognize($0, options: .mrzLine) }
                }
                timing.ocr += ms(clock.now - start)
                start = clock.now
                if let voted = try await interpret(symbolLines, second: secondModelLines, inks: inks, geometries: geometries,
                                                   lineImages: lineImages, lineCount: chosen.count, memo: &memo,
                                                   washedOutNames: &washedOut),
                   MRZBandReader.votedReadingHolds(voted, against: current,
                                                   sureAt: max(options.minimumConfidence, MRZReader.defaultMinimumConfidence)) {
                    best = voted
                } else {
                    votes.unchanged.insert(current.lines)
                }
                timing.parse += ms(clock.now - start)
            }
        }
        if var result = best, let characters = stage.characterEstimate, let length = result.lines.first?.count,
           !MRZBandReader.lengthAgrees(length, lineCount: result.lines.count, characters: characters) {
            // MRV-B's fields are a prefix of MRV-A's: a 44-character visa squeezed into 36 cells
            // can pass every check. The glyphs' own spacing must agree with the line length.
            if result.state == .valid { result.state = .uncertain }
            result.reasons.append("line length \(length) disagrees with the \(Int(characters.rounded())) characters the glyph spacing shows")
            best = result
        }
        var cutShort = false
        if probeContinuation, var result = best, MRZBandReader.mayBeCutShort(result) {
            start = clock.now
            let continues = try continuesRight(image: image, lineQuads: lineQuads, inkWidth: lineRight - lineLeft, lineHeight: h)
            timing.detect += ms(clock.now - start)
            if continues {
                // Read the whole zone: a longer reading whose every check passes is the document,
                // uncertain or not (the short one is no longer valid either way).
                let wider = mrzQuad.bilinearSubQuad(u0: 0, v0: 0, u1: 1.3, v1: 1)
                if let longer = try await read(image: image, band: wider, timing: &timing, votes: &votes, probeContinuation: false),
                   MRZBandReader.longerReadingHolds(longer.result) {
                    return longer
                }
                result.state = .uncertain
                result.reasons.append("the MRZ lines go on past the 36 characters read: a longer MRZ may have been cut short")
                best = result
                cutShort = true
            }
        }
        // Where the characters are, for the location: the cuts reach as far as the line finder
        // bridged ink (gaps up to 3 line heights), which on a visa took in the page's edge 4 mm
        // past its MRZ; the column geometry leaves out ink a gap cuts off (`acrossGaps`).
        let imageToCut = cutWidth / Double(outWidth)
        let (inkLeft, inkRight) = MRZBandReader.charactersExtent(geometries, cutLeft: lineLeft - MRZBandReader.lineMargin * h, scale: imageToCut,
                                                                  within: (lineLeft, lineRight))
        let locatedLines = chosen.map { lineQuad($0, left: inkLeft, right: inkRight) }
        let locatedBand = mrzQuad.bilinearSubQuad(u0: (inkLeft - lineLeft) / Double(rectWidth), v0: 0,
                                                  u1: 1 - (lineRight - inkRight) / Double(rectWidth), v1: 1)
        return best.map { Attempt(result: $0, lineQuads: locatedLines, bandQuad: locatedBand, characterHeight: characterHeight, orientationKnown: orientation != .unknown, cutShort: cutShort) }
    }

    /// The lines' characters' left and right ends in rectified-band coordinates, from each line
    /// image's column geometry (`scale` rectified units per line-image pixel, the cut starting at
    /// `cutLeft`): the outermost over the lines, never beyond `within` (the ink the lines were cut by).
    static func charactersExtent(_ geometries: [MRZColumnMapper.Geometry?], cutLeft: Double, scale: Double,
                                 within: (left: Double, right: Double)) -> (left: Double, right: Double) {
        let measured = geometries.compactMap { $0 }
        guard let left = measured.map(\.left).min(), let right = measured.map(\.right).max() else { return within }
        let l = max(within.left, cutLeft + Double(left) * scale), r = min(within.right, cutLeft + Double(right + 1) * scale)
        return r > l ? (l, r) : within
    }

    /// Stage 1's view of a band: the padded region, its ink, and the MRZ lines found in it.
    struct CoarseLines {
        let padded: Quad
        let width: Int
        let height: Int
        let scale: Double
        let ink: InkMap
        let found: MRZLineFinder.Lines
        let coarse: [MRZLineFinder.Line]
        let blobs: [cvb_blob]
        /// Characters on the longest line, from the median spacing of its glyphs (nil when too
        /// few glyphs to tell).
        let characterEstimate: Double?

        init(padded: Quad, width: Int, height: Int, scale: Double, ink: InkMap, found: MRZLineFinder.Lines,
             coarse: [MRZLineFinder.Line], blobs: [cvb_blob]) {
            (self.padded, self.width, self.height, self.scale) = (padded, width, height, scale)
            (self.ink, self.found, self.coarse, self.blobs) = (ink, found, coarse, blobs)
            characterEstimate = coarse.compactMap { line -> Double? in
                let centers = CoarseLines.glyphs(blobs, found: found, on: line).filter { Double($0.height) >= 0.6 * line.height }
                    .map { Double($0.x) + Double($0.width) / 2 }.sorted()
                guard centers.count >= 8 else { return nil }
                let gaps = zip(centers.dropFirst(), centers).map { $0 - $1 }.filter { $0 > 0.3 * line.height }.sorted()
                guard let pitch = gaps[safe: gaps.count / 2], pitch > 0 else { return nil }
                return line.width / pitch
            }.max()
        }

        /// The blobs of one line: centred within its (sheared) rows and its extent, and no wider
        /// than a glyph.
        func glyphs(on line: MRZLineFinder.Line) -> [cvb_blob] { CoarseLines.glyphs(blobs, found: found, on: line) }

        private static func glyphs(_ blobs: [cvb_blob], found: MRZLineFinder.Lines, on line: MRZLineFinder.Line) -> [cvb_blob] {
            blobs.filter { b in
                let cx = Double(b.x) + Double(b.width) / 2, cy = Double(b.y) + Double(b.height) / 2
                let row = cy - (cx - found.centerX) * found.slope
                return row >= line.top && row <= line.bottom && cx >= line.left && cx <= line.right && Double(b.width) < 1.3 * line.height
            }
        }
    }

    /// A shadow, glare or faint print can end the detector's band early; then the lines hold
    /// fewer characters than any MRZ line, and the rest of the zone is looked for beside the band.
    /// The stages to read: the band's lines as found (`stage`), or the band widened towards each
    /// end where that keeps the line count and shows 2+ more characters (per end the padding that
    /// shows most), the one showing most first.
    private func widenings(_ stage: CoarseLines, image: Image, band: Quad) throws -> [CoarseLines] {
        guard let characters = stage.characterEstimate else { return [stage] }
        // Two lines of a TD1's 30 characters: its third line, left out of the band (a skewed card
        // in perspective, or a line glare cut short and the band finder left out), is looked for a
        // line height beyond either side before the lines are stretched to 36 characters. Three
        // lines are asked for: the two full ones alone would do before a partial third.
        var taller: [CoarseLines] = []
        if MRZBandReader.mayLackALine(lineCount: stage.coarse.count, characters: characters),
           let found = try coarseLines(image: image, band: band, left: 0.04, right: 0.04, across: 0.9, count: 3),
           found.coarse.count == 3, let estimate = found.characterEstimate, abs(estimate - 30) < 4 {
            taller = [found]
        }
        let wider = try widenings(stage, image: image, band: band,
                                  targets: MRZBandReader.widerTargets(lineCount: stage.coarse.count, characters: characters))
        return taller + (wider.isEmpty ? [stage] : wider)
    }

    /// The band widened towards each end to show `targets` characters per line, where that keeps
    /// the line count and shows 2+ more characters (per end the padding that shows most), the one
    /// showing most first; none when nothing shows more.
    private func widenings(_ stage: CoarseLines, image: Image, band: Quad, targets: [Double]) throws -> [CoarseLines] {
        guard let characters = stage.characterEstimate else { return [] }
        var chosen: [(lines: CoarseLines, estimate: Double, left: Bool)] = []
        for target in targets {
            let best = chosen.map(\.estimate).max() ?? characters
            guard target > best + 2 else { continue }
            let missing = min(0.6, target / characters - 1) + 0.04
            for (left, right) in [(0.04, missing), (missing, 0.04)] {
                if let wider = try coarseLines(image: image, band: band, left: left, right: right),
                   wider.coarse.count == stage.coarse.count, let estimate = wider.characterEstimate, estimate > characters + 2 {
                    let side = left > right
                    // One per side: the longer padding's, when it shows more.
                    if let i = chosen.firstIndex(where: { $0.left == side }) {
                        if estimate > chosen[i].estimate { chosen[i] = (wider, estimate, side) }
                    } else {
                        chosen.append((wider, estimate, side))
                    }
                }
            }
        }
        return chosen.sorted { $0.estimate > $1.estimate }.map(\.lines)
    }

    /// Whether a band of `lineCount` lines showing `characters` per line may be a 44-character
    /// MRZ cut short: two lines of 33 to 40 characters (read as 36 unless it was cut).
    static func mayBeCutShortOf44(lineCount: Int, characters: Double) -> Bool {
        lineCount == 2 && characters >= 33 && characters < 41
    }

    /// Whether a band of `lineCount` lines showing `characters` per line may be a TD1 with a line
    /// left out: two lines, of about 30 characters.
    static func mayLackALine(lineCount: Int, characters: Double) -> Bool {
        lineCount == 2 && characters > 26 && characters < 33
    }

    /// Warps the band (padded by `left` and `right` of its length, `across` of its height on
    /// each side) and finds its lines (`count` of them, when given).
    private func coarseLines(image: Image, band: Quad, left: Double, right: Double, across: Double = 0.35, count: Int? = nil) throws -> CoarseLines? {
        let padded = band.bilinearSubQuad(u0: -left, v0: -across, u1: 1 + right, v1: 1 + across)
        let scale = min(1.0, 1400 / max(1, padded.width))
        let width = max(8, Int((padded.width * scale).rounded()))
        let height = max(8, Int((padded.height * scale).rounded()))
        let bandImage = try image.warped(padded, width: width, height: height)
        let ink = try InkMap(bandImage, measure: inkMeasure)
        guard let (found, coarse) = lines(in: ink, count: count) else { return nil }
        return CoarseLines(padded: padded, width: width, height: height, scale: scale, ink: ink, found: found, coarse: coarse, blobs: try ink.blobs())
    }

    /// Whether a two-line MRZ of `length` characters fits the number of characters its glyph
    /// spacing shows (36 and 44 are 20% apart; the estimate is good to a few characters).
    static func lengthAgrees(_ length: Int, lineCount: Int, characters: Double) -> Bool {
        guard lineCount == 2 else { return true }
        return length == 36 ? characters < 41 : characters > 39
    }

    /// The line lengths to look for beyond the band's ends, shortest first, when its lines are
    /// shorter than any MRZ line: a two-line MRZ cut short may be 36 or 44 characters long.
    /// (Probing every 36-character band for the rest of a 44-character visa caught one cut-short
    /// MRV-A but cost 1.5 points of benchmark accuracy, from junk beside other bands; a valid
    /// 36-character reading is checked for continuing glyphs instead, `continuesRight`.)
    static func widerTargets(lineCount: Int, characters: Double) -> [Double] {
        if lineCount == 3 { return characters < 27 ? [30] : [] }
        return characters < 33 ? [36, 44] : []
    }

    /// `result` read again where its checks cannot decide a character and OCR-B's drawn glyphs
    /// can: each unchecked `O` compared with the drawn `0` (`MRZGlyphMatcher.reviseUncheckedO`),
    /// and each checked character with a check-blind twin compared with the drawn twin
    /// (`reviseCheckBlind`); nil when none changes. Its checks pass or fail as before, and it is
    /// never `valid` on the drawing's word: the parser reports each unchecked `O` or `0`, and a
    /// twin changes neither a check nor a confidence of a reading that was not valid.
    private func glyphDecided(_ lines: [[MRZSymbol]], result: MRZResult, laid: [MRZColumnMapper.Layout], lineImages: [Image]) throws -> MRZResult? {
        let layout = MRZLayout.standard(result.format).withLongDocumentNumber(lines.map { $0.map(\.best.character) })
        let unchecked = Set(MRZParser.uncheckedAlphanumeric(layout).map(\.position))
        let checked = MRZParser.checkedAlphanumeric(layout)
        guard !unchecked.isEmpty || !checked.isEmpty else { return nil }
        let cells = MRZGlyphMatcher.capitals(laid.map(\.cells))
        var changed = false
        let revised = try lines.indices.map { line -> [MRZSymbol] in
            let isUnchecked = lines[line].indices.map { unchecked.contains(MRZPosition(line: line, column: $0)) }
            let isChecked = lines[line].indices.map { checked.contains(MRZPosition(line: line, column: $0)) }
            let measure = lines[line].indices.map {
                MRZGlyphMatcher.isUncheckedO(lines[line][$0], unchecked: isUnchecked[$0]) || MRZGlyphMatcher.isCheckBlind(lines[line][$0], checked: isChecked[$0])
            }
            guard measure.contains(true), let image = lineImages[safe: line], let lineCells = cells[safe: line] else { return lines[line] }
            let similarities = try MRZGlyphMatcher.similarities(line: image, cells: lineCells, symbols: lines[line], measure: measure)
            var symbols = MRZGlyphMatcher.reviseUncheckedO(lines[line], similarities: similarities, unchecked: isUnchecked)
            symbols = MRZGlyphMatcher.reviseCheckBlind(symbols, similarities: similarities, checked: isChecked)
            if zip(symbols, lines[line]).contains(where: { $0.best.character != $1.best.character }) { changed = true }
            return symbols
        }
        guard changed, var other = try? MRZParser.parse(MRZReading(lines: revised), options: options) else { return nil }
        if other.state != .valid { other = otherDocumentCode(revised, instead: other) }
        return other.format == result.format ? other : nil
    }

    /// Maps the readings onto the MRZ's cells for each plausible line length and parses them;
    /// the best parse wins.
    private func interpret(_ symbolLines: [[OCRSymbol]], second: [[OCRSymbol]]?, inks: [InkMap], geometries: [MRZColumnMapper.Geometry?],
                           lineImages: [Image], lineCount: Int, glyphs: Bool = false, strandedDigits: Bool = false,
                           memo: inout LineMemo, washedOutNames: inout Bool) async throws -> MRZResult? {
        var best: MRZResult?
        for length in MRZBandReader.lengths(lineCount: lineCount, geometries: geometries) {
            func layouts(shifts: [Int]) -> [MRZColumnMapper.Layout] {
                symbolLines.indices.compactMap { line in
                    guard let geometry = geometries[line] else { return nil }
                    let key = LineMemo.GridKey(line: line, length: length)
                    let fitted = memo.grids[key] ?? MRZColumnMapper.fittedGrid(ink: inks[line], geometry: geometry, length: length)
                    memo.grids[key] = fitted
                    return MRZColumnMapper.layout(symbols: symbolLines[line], second: second?[line], ink: inks[line], geometry: geometry,
                                                  length: length, shift: shifts[safe: line] ?? 0, fitted: fitted)
                }
            }
            func parse(_ laid: [MRZColumnMapper.Layout]) async throws -> MRZResult? {
                guard laid.count == lineCount else { return nil }
                var laid = laid
                try await readMissedGlyphs(&laid, lineImages: lineImages, reads: &memo.glyphReads)
                let template = MRZColumnMapper.fillerTemplate(laid)
                var lines = laid.map { MRZColumnMapper.symbols($0, fillerTemplate: template) }
                if glyphs {
                    let cells = MRZGlyphMatcher.capitals(laid.map(\.cells))
                    // Stranded digits only in a reading already taken for an MRZ: in text or
                    // texture read as one (the benchmark's images without an MRZ), turning its
                    // digits into letters made two plausible.
                    let letterOnly = strandedDigits ? MRZGlyphMatcher.letterOnly(lineCount: lineCount, length: length) : []
                    lines = try lines.indices.map { line in
                        let columns = letterOnly[safe: line] ?? []
                        let measure = MRZGlyphMatcher.doubtful(lines[line], letterOnly: columns)
                        guard measure.contains(true) else { return lines[line] }
                        let similarities = try MRZGlyphMatcher.similarities(line: lineImages[line], cells: cells[line], symbols: lines[line],
                                                                            measure: measure)
                        return MRZGlyphMatcher.revise(lines[line], similarities: similarities, letterOnly: columns)
                    }
                }
                guard lines.count == lineCount, var result = try? MRZParser.parse(MRZReading(lines: lines), options: options) else { return nil }
                if result.state != .valid { result = otherDocumentCode(lines, instead: result) }
                // No check covers a name or a visa's optional data: their characters must agree with the drawn glyphs.
                var glyphsWeighed = false
                if result.state == .valid {
                    // Lines in the local grey have had the light evened out already: what is pale there
                    // is pale ink, and their binarisation loses it where the grey still holds it.
                    washedOutNames = !localGrey && MRZBandReader.namesWashedOut(result, laid: laid, lineImages: lineImages)
                    let disputes = try disputedUncheckedCharacters(lines, result: result, laid: laid, lineImages: lineImages)
                    // A check digit printed wrong reads as one misread: the print tells them apart.
                    let refuted = try MRZBandReader.glyphRefutedCorrections(lines, result: result, laid: laid, lineImages: lineImages)
                    var asRead = options
                    asRead.keptAsRead = Set(refuted.map(\.position))
                    if !refuted.isEmpty, let other = try? MRZParser.parse(MRZReading(lines: lines), options: asRead), other.format == result.format {
                        result = other
                    }
                    // Nor does one tell a document number's `6` from `G`: the drawn twin does.
                    // (A twin changes no check: parsed again, the reading passes them as before.)
                    if let twins = try MRZBandReader.checkBlindTwins(lines, result: result, laid: laid, lineImages: lineImages),
                       var other = try? MRZParser.parse(MRZReading(lines: twins.lines), options: asRead), other.format == result.format,
                       MRZBandReader.everyCheckPasses(other) {
                        other.reasons += twins.reasons
                        other.state = .uncertain
                        result = other
                        glyphsWeighed = true
                    }
                    if !refuted.isEmpty {
                        result.state = .uncertain
                        result.reasons += refuted.map(\.reason)
                        glyphsWeighed = true
                    }
                    if !disputes.isEmpty {
                        result.state = .uncertain
                        result.reasons += disputes
                    }
                }
                // A reading its twins or a refuted fix kept from `valid` has had its glyphs decided
                // (parsed again, it would pass).
                if glyphs, !glyphsWeighed, result.state != .valid, let decided = try glyphDecided(lines, result: result, laid: laid, lineImages: lineImages) {
                    result = decided
                }
                return result
            }
            let laid = layouts(shifts: [])
            guard var result = try await parse(laid) else { continue }
            // Cells that lost symbols where the OCR read as many characters as the line holds: the
            // grid, not the OCR, is off (uneven print spacing), so the symbols are also taken in
            // reading order. That reading is kept when it does as well by its checks and problems
            // (a visa whose names the grid had read `POLLSMITH`, and whose second line failed
            // every check, read exactly so).
            var inReadingOrder: Set<Int> = []
            if let inOrder = MRZColumnMapper.inReadingOrder(laid), let other = try await parse(inOrder),
               other.state == .valid || MRZBandReader.structuralScore(other) >= MRZBandReader.structuralScore(result) {
                result = other
                inReadingOrder = Set(laid.indices.filter { laid[$0].readsInOrder })
            }
            // A line taken in reading order starts at its first symbol wherever its cells are, so
            // its cells say nothing of where the lines start: only the other lines are compared.
            let misplaced = MRZBandReader.alignments(laid.map(\.grid), leavingOut: inReadingOrder)
            if !misplaced.isEmpty, MRZBandReader.everyCheckPasses(result) {
                // Every check passes, yet a line's characters start a place off the others': one
                // was lost or gained where no check looks (a TD1's names, `MAC<GIOLLA` read
                // `AC<GIOLLA` and valid). Read aligned, it is kept when every check still passes;
                // otherwise this reading stands, but not as valid.
                var aligned: MRZResult?
                for shifts in misplaced {
                    guard let other = try await parse(layouts(shifts: shifts)), MRZBandReader.everyCheckPasses(other) else { continue }
                    aligned = other
                    break
                }
                result = aligned ?? MRZBandReader.misaligned(result, shifts: misplaced)
            } else if result.state != .valid, !MRZBandReader.everyCheckPasses(result) {
                for shifts in MRZBandReader.alignments(laid.compactMap(\.grid)) {
                    guard let aligned = try await parse(layouts(shifts: shifts)), MRZBandReader.everyCheckPasses(aligned),
                          MRZBandReader.score(aligned) > MRZBandReader.score(result) else { continue }
                    result = aligned
                    break
                }
            }
            // The OCR read two characters where a line's kept cells hold one: the reading may
            // lack a character where no check looks.
            let crowded = laid.indices.filter { !inReadingOrder.contains($0) && !laid[$0].displaced.isEmpty }
            if result.state == .valid, !crowded.isEmpty { result = MRZBandReader.crowded(result, lines: crowded) }
            if best.map({ MRZBandReader.score(result) > MRZBandReader.score($0) }) ?? true { best = result }
            if result.state == .valid { break }
        }
        return best
    }

    /// Whether the reading the two models voted on replaces `best` (an MRZ: only such readings
    /// are voted on): still an MRZ, every field `best` was sure of (valid, at `sureAt`: the
    /// confidence a valid result needs) as `best` read it, and as good by its checks and problems
    /// (`structuralScore`: fewer fields in doubt, where the second model settled them). The
    /// second model settles doubts; it does not overturn what the first was sure of (its symbol
    /// boxes can sit a cell off: a name read `PETRA` became `PTRAA`, 2026-12-03).
    static func votedReadingHolds(_ voted: MRZResult, against best: MRZResult, sureAt: Double) -> Bool {
        guard MRZReader.isPlausible(voted) else { return false }
        for (name, field) in best.fields where field.valid && field.confidence >= sureAt {
            guard voted.fields[name]?.raw == field.raw else { return false }
        }
        return structuralScore(voted) >= structuralScore(best)
    }

    /// `score` without its confidence: checks passing, other problems and corrections.
    static func structuralScore(_ r: MRZResult) -> Double { score(r) - r.confidence }

    /// The lines of an MRZ start in one column and share its pitch: a line whose cells were
    /// fitted a whole place off the others' (a mark beside its first glyph taken for one) is
    /// shifted onto them. The shifts to try, each moving one line onto the others' start (for
    /// two lines, either one onto the other); none when the lines agree. Taken only when every
    /// check digit then passes: a real document, misaligned, fails its checks; shifted onto its
    /// cells, it passes them (a TD2 whose second line began with a mark: every check failed,
    /// every check passed a place to the right).
    static func alignments(_ grids: [CellGrid]) -> [[Int]] {
        guard grids.count >= 2, let pitch = grids.map(\.pitch).sorted()[safe: grids.count / 2], pitch > 0 else { return [] }
        var shifts: [[Int]] = []
        // Three lines or more: their middle start is the column (two agreeing lines outvote the
        // third, whichever way it is off). Two: each is tried onto the other.
        let middle = grids.count >= 3 ? grids.map(\.origin).sorted()[safe: grids.count / 2] : nil
        for (i, grid) in grids.enumerated() {
            guard let reference = middle ?? grids.enumerated().first(where: { $0.offset != i })?.element.origin else { continue }
            let places = ((reference - grid.origin) / pitch).rounded()
            guard places != 0, abs(places) <= 2, abs((reference - grid.origin) / pitch - places) < 0.3 else { continue }
            var shift = [Int](repeating: 0, count: grids.count)
            shift[i] = Int(places)
            shifts.append(shift)
        }
        return shifts
    }

    /// `alignments` of the lines but those `leavingOut` (and any without cells), as shifts of
    /// every line (0 for those left out).
    static func alignments(_ grids: [CellGrid?], leavingOut: Set<Int>) -> [[Int]] {
        let compared = grids.indices.filter { !leavingOut.contains($0) && grids[$0] != nil }
        return alignments(compared.compactMap { grids[$0] }).map { shifts in
            var all = [Int](repeating: 0, count: grids.count)
            for (k, line) in compared.enumerated() { all[line] = shifts[k] }
            return all
        }
    }

    /// A reading one of whose lines starts a place off the others' (`shifts` would align it),
    /// and that read no better aligned: uncertain, naming the line.
    static func misaligned(_ result: MRZResult, shifts: [[Int]]) -> MRZResult {
        var kept = result
        if kept.state == .valid { kept.state = .uncertain }
        let lines = Set(shifts.compactMap { $0.firstIndex { $0 != 0 } }).sorted().map { String($0 + 1) }
        kept.reasons.append("line \(lines.joined(separator: " or ")) starts a character's width off the other lines: a character may be missing or extra")
        return kept
    }

    /// A reading in which a confident symbol lost its cell (`Layout.displaced`): uncertain, naming
    /// the lines.
    static func crowded(_ result: MRZResult, lines: [Int]) -> MRZResult {
        var kept = result
        if kept.state == .valid { kept.state = .uncertain }
        let named = lines.map { String($0 + 1) }.joined(separator: " and ")
        kept.reasons.append("line \(named): the OCR read two characters where its cells hold one: a character may be missing")
        return kept
    }

    /// The first letter of the document code decides the format of a two-line MRZ (`P`+36 is a
    /// TD2, `V`+36 an MRV-B) and no check digit covers it; at a line's start the model sometimes
    /// reads a `V` as `P` or `A`. When the OCR's own runner-up for that letter gives a format whose
    /// every check passes, where this one fails some, that reading is kept — as a doubtful correction with
    /// the runner-up's confidence, so it is never `valid` on its own strength.
    func otherDocumentCode(_ lines: [[MRZSymbol]], instead result: MRZResult) -> MRZResult {
        guard let first = lines.first?.first else { return result }
        var best = result
        for candidate in first.candidates.dropFirst() where MRZStructure.documentCodeInitials.contains(candidate.character) && candidate.confidence >= MRZBandReader.documentCodeRivalFloor {
            var symbol = first
            symbol.candidates.removeAll { $0.character == candidate.character }
            symbol.candidates.insert(candidate, at: 0)
            var swapped = lines
            swapped[0][0] = symbol
            guard let other = try? MRZParser.parse(MRZReading(lines: swapped), options: options) else { continue }
            if !best.failedChecks.isEmpty && other.failedChecks.isEmpty && !other.checks.isEmpty { best = other }
        }
        return best
    }

    /// A runner-up for the document code's letter weaker than this is not a reading of it.
    static let documentCodeRivalFloor = 10.0

    /// What every reading of one stage's line images shares, worked out once: the cells read on
    /// their own (`readMissedGlyphs`) and each line's cell grid per line length
    /// (`MRZColumnMapper.fittedGrid`: refitted for every reading, it took about a twelfth of the
    /// slow path's time).
    struct LineMemo {
        struct GridKey: Hashable {
            var line: Int
            var length: Int
        }
        var glyphReads: [GlyphCell: OCRSymbol?] = [:]
        var grids: [GridKey: CellGrid] = [:]
    }

    /// A cell of one line image, by its columns: the same cell may come up again for another
    /// line length or reading, and is read on its own only once.
    struct GlyphCell: Hashable {
        var line: Int
        var x0: Int
        var x1: Int
    }

    /// Cells with a full glyph's ink that the line reading skipped (LSTM models sometimes drop
    /// a character at a line's start or in a run): each is read again on its own, cut out with a
    /// margin of half a cell. Few cells need it, so it costs little.
    private func readMissedGlyphs(_ layouts: inout [MRZColumnMapper.Layout], lineImages: [Image],
                                  reads: inout [GlyphCell: OCRSymbol?]) async throws {
        var jobs: [(line: Int, cell: Int)] = []
        for (l, layout) in layouts.enumerated() {
            for (c, cell) in layout.cells.enumerated() where cell.ocr == nil && cell.shape != nil && !cell.short { jobs.append((l, c)) }
        }
        guard !jobs.isEmpty, jobs.count <= 6 else { return }
        func key(_ job: (line: Int, cell: Int)) -> GlyphCell {
            let cell = layouts[job.line].cells[job.cell]
            return GlyphCell(line: job.line, x0: cell.x0, x1: cell.x1)
        }
        let fresh = jobs.filter { !reads.keys.contains(key($0)) }
        if !fresh.isEmpty {
            let crops: [Image?] = fresh.map { job in
                let cell = layouts[job.line].cells[job.cell]
                let image = lineImages[job.line]
                let margin = (cell.x1 - cell.x0) / 2
                let x0 = max(0, cell.x0 - margin), x1 = min(image.width, cell.x1 + margin)
                guard x1 - x0 >= 4 else { return nil }
                return try? image.cropped(x: x0, y: 0, width: x1 - x0, height: image.height).padded(by: image.height / 2)
            }
            let readings = try await pool.withEngine { engine in
                try crops.map { crop in try crop.map { try engine.recognize($0, options: .mrzCharacter) } ?? [] }
            }
            for (job, symbols) in zip(fresh, readings) {
                let best = symbols.max(by: { $0.confidence < $1.confidence })
                reads[key(job)] = best?.text.count == 1 ? best : nil
            }
        }
        for job in jobs {
            if let read = reads[key(job)] ?? nil { layouts[job.line].cells[job.cell].ocr = read }
        }
    }

    /// The lines `ink` shows and the MRZ's among them (`chooseLines`), found at the usual row
    /// threshold and, where that shows no MRZ, at the strict one (`MRZLineFinder.strictRowShare`),
    /// both from one shear of the ink.
    private func lines(in ink: InkMap, count: Int?) -> (found: MRZLineFinder.Lines, chosen: [MRZLineFinder.Line])? {
        var finder = MRZLineFinder(maximumGap: lineGap)
        let sheared = finder.sheared(ink)
        for share in [MRZLineFinder.usualRowShare, MRZLineFinder.strictRowShare] {
            finder.rowShare = share
            let found = finder.lines(in: sheared)
            if let chosen = MRZBandReader.chooseLines(found.lines, count: count) { return (found, chosen) }
        }
        return nil
    }

    /// The MRZ is the last run of 2 or 3 lines of equal length and height (text printed above
    /// it may have joined the band). Only when no such run exists, lines of unequal length that
    /// share their left or right end are taken: glare or a hologram can wash out part of a line,
    /// and its visible ink then ends early; the lines are cut for OCR at their common extent.
    /// With `count`, only runs of that many lines: once rectified, a band must show the lines found
    /// in it before, and two whole lines beside a third washed out at its start would otherwise
    /// be taken as a strict pair (and the band read as nothing: a TD1 of the benchmark's real
    /// preset, seed 2028, the 216th).
    static func chooseLines(_ lines: [MRZLineFinder.Line], count: Int? = nil) -> [MRZLineFinder.Line]? {
        func similar(_ window: ArraySlice<MRZLineFinder.Line>, partial: Bool) -> Bool {
            let widths = window.map(\.width), heights = window.map(\.height)
            guard let wMin = widths.min(), let wMax = widths.max(), let hMin = heights.min(), let hMax = heights.max() else { return false }
            // Long enough to be 30+ characters, equal lengths (±12%), equal heights.
            guard hMin >= hMax * 0.6 else { return false }
            if !partial { return wMin >= hMax * 15 && wMin >= wMax * 0.88 }
            let lefts = window.map(\.left), rights = window.map(\.right)
            let aligned = { (ends: [Double]) in (ends.max() ?? 0) - (ends.min() ?? 0) <= 1.5 * hMax }
            return wMax >= hMax * 15 && wMin >= hMax * MRZBandReader.partialLineMinimum && (aligned(lefts) || aligned(rights))
        }
        for partial in [false, true] {
            for size in count.map({ [$0] }) ?? [3, 2] where lines.count >= size {
                for end in stride(from: lines.count, through: size, by: -1) {
                    let window = lines[(end - size)..<end]
                    if similar(window, partial: partial) { return Array(window) }
                }
            }
        }
        return nil
    }

    /// The shortest visible part of a washed-out MRZ line, in line heights (about 9 characters).
    static let partialLineMinimum = 10.0

    /// Line lengths to try, most likely first: TD1 for three lines; for two, 44 or 36 by the
    /// number of symbols the OCR saw and the lines' proportions.
    static func lengths(lineCount: Int, geometries: [MRZColumnMapper.Geometry?]) -> [Int] {
        if lineCount == 3 { return [30] }
        // OCR-B at ICAO pitch: about 1.06 capital heights per character; the ink spans
        // `length - 0.3` pitches. 36 and 44 characters are 20% apart, more than print varies.
        let estimates = geometries.compactMap { $0.map { Double($0.right - $0.left) / (1.06 * Double($0.capHeight)) + 0.3 } }
        let estimate = estimates.max() ?? 40
        return abs(estimate - 44) <= abs(estimate - 36) ? [44, 36] : [36, 44]
    }
}

func ms(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}
