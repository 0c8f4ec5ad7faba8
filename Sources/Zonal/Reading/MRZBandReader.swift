import CVBridge
import Foundation

/// Reads one candidate MRZ band: rectify it, split it into lines, OCR each line, map the
/// symbols onto the MRZ columns and parse. Policy only; the pixel work is in CVBridge.
struct MRZBandReader {
    /// Capital height, in pixels, that lines are scaled to before OCR (Tesseract's LSTM models
    /// read best around 30–40 px).
    static let ocrCapHeight = 32.0

    struct Attempt {
        var result: MRZResult
        var lineQuads: [Quad]
        var bandQuad: Quad
        var characterHeight: Double
        var score: Double { MRZBandReader.score(result) }
    }

    struct Timing {
        var detect = 0.0
        var ocr = 0.0
        var parse = 0.0
    }

    let pool: EnginePool

    /// Valid first, then the most passing checks, then confidence.
    static func score(_ r: MRZResult) -> Double {
        (r.state == .valid ? 10_000 : 0) + Double(r.checks.filter(\.passed).count) * 100 - Double(r.corrections.count) + r.confidence
    }

    func read(image: Image, band: Quad, timing: inout Timing) async throws -> Attempt? {
        let clock = ContinuousClock()
        var start = clock.now
        let padded = band.subQuad(u0: -0.04, v0: -0.35, u1: 1.04, v1: 1.35)
        let scale = min(1.0, 1400 / max(1, padded.width))
        let bandWidth = max(8, Int((padded.width * scale).rounded()))
        let bandHeight = max(8, Int((padded.height * scale).rounded()))
        let bandImage = try image.warped(padded, width: bandWidth, height: bandHeight)
        let found = MRZLineFinder().findLines(in: try InkMap(bandImage))
        if let dir = ProcessInfo.processInfo.environment["ZONAL_DEBUG_DIR"] { print("lines", found.lines); FileManager.default.createFile(atPath: "\(dir)/band.png", contents: Data(try bandImage.encoded(.png))) }
        guard let chosen = MRZBandReader.chooseLines(found.lines) else {
            timing.detect += ms(clock.now - start)
            return nil
        }
        // Line quads in image pixels: band pixels → relative band position → image.
        func imagePoint(_ x: Double, _ y: Double) -> Point {
            let sheared = y + (x - found.centerX) * found.slope
            return padded.point(u: x / Double(bandWidth), v: sheared / Double(bandHeight))
        }
        // One height for every line: MRZ lines share a font size, and cutting them alike keeps
        // their horizontal scale (and so their character pitch) equal.
        let h = chosen.map(\.height).max() ?? 1
        let lineQuads: [Quad] = chosen.map { line in
            let middle = (line.top + line.bottom) / 2
            let x0 = line.left - 0.6 * h, x1 = line.right + 0.6 * h
            let y0 = middle - 0.85 * h, y1 = middle + 0.85 * h
            return Quad(topLeft: imagePoint(x0, y0), topRight: imagePoint(x1, y0), bottomRight: imagePoint(x1, y1), bottomLeft: imagePoint(x0, y1))
        }
        var lineImages: [Image] = []
        for quad in lineQuads {
            let outHeight = Int((MRZBandReader.ocrCapHeight * 1.7).rounded())
            let outWidth = max(16, Int((quad.width * Double(outHeight) / max(1, quad.height)).rounded()))
            let warped = try image.warped(quad, width: outWidth, height: outHeight)
            lineImages.append(try Image.make("normalize") { cvb_normalize_text(warped.handle, $0, $1) })
        }
        let characterHeight = chosen.map(\.height).sorted()[chosen.count / 2] / scale
        timing.detect += ms(clock.now - start)

        start = clock.now
        let symbolLines = try await pool.withEngine { engine in
            try lineImages.map { try engine.recognize($0, options: .mrzLine) }
        }
        let inks = try lineImages.map { try InkMap($0) }
        if let dir = ProcessInfo.processInfo.environment["ZONAL_DEBUG_DIR"] {
            for (i, img) in lineImages.enumerated() { FileManager.default.createFile(atPath: "\(dir)/line\(i).png", contents: Data(try img.encoded(.png))) }
            for (i, s) in symbolLines.enumerated() { print(i, s.map { "\($0.text)\(Int($0.confidence))[\($0.box.x0)-\($0.box.x1)] \($0.alternatives.map { "\($0.text):\(Int($0.confidence))" })" }.joined(separator: " ")) }
            for ink in inks { print(MRZColumnMapper.geometry(of: ink) as Any) }
            print(found.lines, found.slope, lineQuads)
        }
        timing.ocr += ms(clock.now - start)

        start = clock.now
        defer { timing.parse += ms(clock.now - start) }
        var best: MRZResult?
        for length in MRZBandReader.lengths(lineCount: chosen.count, symbolLines: symbolLines, lines: chosen) {
            let layouts = zip(symbolLines, inks).compactMap { MRZColumnMapper.layout(symbols: $0, ink: $1, length: length) }
            let template = MRZColumnMapper.fillerTemplate(layouts)
            let lines = layouts.map { MRZColumnMapper.symbols($0, fillerTemplate: template) }
            if ProcessInfo.processInfo.environment["ZONAL_DEBUG_DIR"] != nil {
                for (layout, line) in zip(layouts, lines) {
                    print(zip(layout.cells, line).enumerated().map { i, p in "\(i):\(p.0.ocr?.text ?? "-")>\(p.1.best.character)(\(template.flatMap { t in p.0.shape.map { String(format: "%.2f", MRZColumnMapper.correlation($0, t)) } } ?? "x"))" }.joined(separator: " "))
                }
            }
            guard lines.count == chosen.count, let result = try? MRZParser.parse(MRZReading(lines: lines)) else { continue }
            if best.map({ MRZBandReader.score(result) > MRZBandReader.score($0) }) ?? true { best = result }
            if result.state == .valid { break }
        }
        return best.map { Attempt(result: $0, lineQuads: lineQuads, bandQuad: padded, characterHeight: characterHeight) }
    }

    /// The MRZ is the last run of 2 or 3 lines of equal length and height (text printed above
    /// it may have joined the band).
    static func chooseLines(_ lines: [MRZLineFinder.Line]) -> [MRZLineFinder.Line]? {
        func similar(_ window: ArraySlice<MRZLineFinder.Line>) -> Bool {
            let widths = window.map(\.width), heights = window.map(\.height)
            guard let wMin = widths.min(), let wMax = widths.max(), let hMin = heights.min(), let hMax = heights.max() else { return false }
            // Long enough to be 30+ characters, equal lengths (±12%), equal heights.
            return wMin >= hMax * 15 && wMin >= wMax * 0.88 && hMin >= hMax * 0.6
        }
        for size in [3, 2] where lines.count >= size {
            for end in stride(from: lines.count, through: size, by: -1) {
                let window = lines[(end - size)..<end]
                if similar(window) { return Array(window) }
            }
        }
        return nil
    }

    /// Line lengths to try, most likely first: TD1 for three lines; for two, 44 or 36 by the
    /// number of symbols the OCR saw and the lines' proportions.
    static func lengths(lineCount: Int, symbolLines: [[OCRSymbol]], lines: [MRZLineFinder.Line]) -> [Int] {
        if lineCount == 3 { return [30] }
        let counts = symbolLines.map(\.count)
        let observed = Double(counts.max() ?? 0)
        // OCR-B: about 1.05 capital heights per character at ICAO pitch.
        let proportional = lines.map { $0.width / max(1, $0.height) }.max().map { $0 / 1.05 } ?? 40
        let estimate = observed >= 30 ? (observed + proportional) / 2 : proportional
        return abs(estimate - 44) <= abs(estimate - 36) ? [44, 36] : [36, 44]
    }
}

func ms(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}
