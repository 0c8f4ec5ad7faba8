import CVBridge
import Foundation

/// What `LineSynthesizer` makes.
public struct LineSynthesisOptions: Sendable {
    public var seed: UInt64
    /// Only clean lines: nominal pitch and print, plain paper, sharp, straight, no neighbouring lines
    /// (the first stage of the model's curriculum).
    public var clean: Bool
    /// Capital height, in pixels, that the reader scales lines to before OCR (the crop is 1.7 of
    /// it high, as `MRZBandReader` cuts it).
    public var capHeight: Double
    /// Extra pixels of the line's real surroundings kept on every side of the crop. Tesseract pads
    /// a training line's box by 4 pixels taken from the page, so packed training pages need them.
    public var context: Int
    /// Harder lines for fine-tuning (ignored with `clean`): more small sources, heavy JPEG, glare,
    /// guilloche, bent baselines, uneven spacing, bold/thin print, tight crops, a few lines in a
    /// non-OCR-B monospace font, and more look-alike letters (V W M N H O 0 …). Drawn from a
    /// separate random stream, so lines made without it are unchanged.
    public var hard: Bool
    /// When set, each line's capital height is drawn uniformly in `capHeight...maxCapHeight`
    /// (from the separate stream; lines made without it are unchanged).
    public var maxCapHeight: Double?
    /// A font file every augmented line is drawn in instead of OCR-B (to score a model on another
    /// print face; ignored with `clean`).
    public var face: String?
    /// Font files a fifth of the `hard` lines are drawn in instead of OCR-B, one picked per line
    /// (printers of older cards). Empty: a tenth in DejaVu Sans Mono, as the bundled model saw.
    public var hardFaces: [String]

    public init(seed: UInt64 = 1, clean: Bool = false, capHeight: Double = 32, context: Int = 0,
                hard: Bool = false, maxCapHeight: Double? = nil, face: String? = nil, hardFaces: [String] = []) {
        self.seed = seed
        self.clean = clean
        self.capHeight = capHeight
        self.context = context
        self.hard = hard
        self.maxCapHeight = maxCapHeight
        self.face = face
        self.hardFaces = hardFaces
    }
}

/// One synthetic MRZ line image and its text.
public struct SyntheticLine: Sendable {
    public let text: String
    /// Grayscale. The reader's crop is the region `context` pixels in from every edge.
    public let image: Image
    public let context: Int
    /// The font file of a line drawn in a face other than OCR-B (`hard` lines, `face`), else nil.
    public var face: String? = nil
}

/// Makes single MRZ text lines as the reader cuts them (training and test data for the project's
/// OCR-B model): realistic lines of every format from `IdentityGenerator` + `MRZComposer` and
/// random lines of the MRZ alphabet with long `<` runs, drawn in OCR-B at high resolution, then
/// degraded (pitch, print weight, shear, rotation, bent baselines, neighbouring lines, guilloche
/// and colour backgrounds, resolution, blur, light, noise, JPEG), then cut out with the reader's
/// margins (~0.35 line heights above and below, ~0.6 left and right), scaled to `capHeight`, and
/// flattened like the reader does (a share binarised). Every line is a pure function of
/// (seed, index, clean).
public enum LineSynthesizer {
    /// The MRZ alphabet (what the model can output).
    public static let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"
    private static let alphabetCharacters = Array(alphabet)

    /// Capital height of the high-resolution drawing (pixels).
    static let renderCap = 44.0
    /// The OCR-B cuts available: the regular face and the "sharp" one (a different printer).
    static let ocrB = Font.ocrB.rawValue
    static let ocrBSharp = "/usr/share/fonts/opentype/ocr-b/OCRBS.otf"
    /// A non-OCR-B monospace face (some issuers' printers), for a few `hard` lines.
    static let otherMono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

    public static func line(index: Int, options: LineSynthesisOptions) throws -> SyntheticLine {
        var base = RandomSource.stream(seed: options.seed ^ (options.clean ? 0x5C1E_A4 : 0), index: UInt64(index))
        var textRNG = RandomSource(seed: base.next()), renderRNG = RandomSource(seed: base.next())
        // A third stream for the options that came later (`hard`, `maxCapHeight`): drawing it leaves
        // the first two, and so the lines made without those options, as they were.
        var extraRNG = RandomSource(seed: base.next())
        let hard = options.hard && !options.clean
        var text = self.text(using: &textRNG)
        if hard && extraRNG.chance(0.3) { text = lookAlikeLine(using: &extraRNG) }
        var lineOptions = options
        if let maxCap = options.maxCapHeight, maxCap > options.capHeight {
            lineOptions.capHeight = extraRNG.uniform(options.capHeight...maxCap)
        }
        let face = options.clean ? nil : options.face ?? (hard ? otherFace(options.hardFaces, using: &extraRNG) : nil)
        let image = try render(text, options: lineOptions, face: face, using: &renderRNG, extra: &extraRNG)
        return SyntheticLine(text: text, image: image, context: options.context, face: face)
    }

    /// The face a `hard` line is drawn in, nil for OCR-B.
    static func otherFace(_ faces: [String], using rng: inout RandomSource) -> String? {
        guard !faces.isEmpty else { return rng.chance(0.1) ? otherMono : nil }
        return rng.chance(0.2) ? rng.pick(faces) : nil
    }

    // MARK: - Text

    /// 70% a line of a generated document (any format), 30% random MRZ-alphabet text.
    static func text(using rng: inout RandomSource) -> String {
        if rng.chance(0.7), let line = documentLine(using: &rng) { return line }
        return randomLine(using: &rng)
    }

    static func documentLine(using rng: inout RandomSource) -> String? {
        let format = rng.pick(MRZFormat.allCases)
        let today = CalendarDate(year: rng.int(2008...2032), month: rng.int(1...12), day: 1)
        let person = IdentityGenerator.make(format: format, today: today, using: &rng)
        guard let lines = try? MRZComposer.compose(person.mrz, format: format) else { return nil }
        return rng.pick(lines)
    }

    /// Runs of letters, digits, mixed characters and `<` (often long), 30/36/44 long (sometimes
    /// any length from 20).
    static func randomLine(using rng: inout RandomSource) -> String {
        let length = rng.chance(0.9) ? rng.pick([30, 36, 44]) : rng.int(20...44)
        var out = ""
        while out.count < length {
            let roll = rng.uniform(0...1)
            if roll < 0.3 {
                out += String(repeating: "<", count: rng.chance(0.5) ? rng.int(1...3) : rng.int(4...25))
            } else if roll < 0.6 {
                out += IdentityGenerator.letters(rng.int(1...12), using: &rng)
            } else if roll < 0.85 {
                out += IdentityGenerator.digits(rng.int(1...10), using: &rng)
            } else {
                out += String((0..<rng.int(1...10)).map { _ in rng.pick(alphabetCharacters) })
            }
        }
        return String(out.prefix(length))
    }

    /// A line rich in the letters the model confuses (V/A/P, W/N, M/R, N/H, O/0/D/Q, runs of
    /// the same or similar letters as in SIOBHAN), in document-like runs separated by `<`.
    static func lookAlikeLine(using rng: inout RandomSource) -> String {
        let length = rng.pick([30, 36, 44])
        let confusable = Array("VWMNHAPRKOQDUIJLYXBSEG")
        let digitsLike = Array("0O0D8B5S2Z1I6G")
        var out = rng.chance(0.35) ? rng.pick(["V<", "P<", "I<", "A<", "C<", "VA", "VB", "ID"]) + IdentityGenerator.letters(3, using: &rng) : ""
        while out.count < length {
            let roll = rng.uniform(0...1)
            if roll < 0.55 {
                var word = ""
                for _ in 0..<rng.int(3...10) {
                    let c = rng.chance(0.75) ? rng.pick(confusable) : rng.pick(alphabetCharacters.filter(\.isLetter))
                    word.append(c)
                    if rng.chance(0.12) { word.append(c) }  // doubled letters (NN, MM, II)
                }
                out += word
            } else if roll < 0.75 {
                out += String((0..<rng.int(2...8)).map { _ in rng.pick(digitsLike) })
            } else {
                out += String(repeating: "<", count: rng.chance(0.6) ? rng.int(1...2) : rng.int(3...12))
            }
        }
        return String(out.prefix(length))
    }

    // MARK: - Rendering

    /// `face`: a font file to draw in instead of OCR-B.
    static func render(_ text: String, options: LineSynthesisOptions, face: String? = nil, using rng: inout RandomSource,
                       extra xr: inout RandomSource) throws -> Image {
        let clean = options.clean
        let hard = options.hard && !clean
        let cap = renderCap
        let count = text.count

        // Print: ICAO pitch is 2.54 mm for ~2.4 mm capitals; printers vary (x0.95-1.35).
        let pitchFactor = clean ? rng.uniform(0.98...1.04) : (rng.chance(0.6) ? rng.uniform(0.95...1.1) : rng.uniform(1.1...1.35))
        let pitch = cap * 2.54 / 2.4 * pitchFactor
        var font = !clean && rng.chance(0.25) ? ocrBSharp : ocrB
        var size = cap / Font.ocrB.capHeight
        if let face {
            font = face
            // DejaVu Sans Mono's capital height is 0.729 em; another face's is measured.
            size = cap / (face == otherMono ? 0.729 : try capitalHeight(font: face))
        }
        let advance = face != nil ? try glyphAdvance(font: font, size: size) : try Canvas.textWidth("<", font: .ocrB, size: size)
        let marginX = cap * 2
        let width = (Double(count) * pitch + 2 * marginX).rounded()
        let height = (cap * 7).rounded()
        let baseline = cap * 4
        let pxPerMM = cap / 2.4

        // Paper: plain, tinted (sometimes quite dark), or guilloche.
        let canvas: Canvas
        var style = clean ? 0 : (rng.chance(0.4) ? 0 : (rng.chance(0.4) ? 1 : 2))
        if hard && xr.chance(0.35) { style = 2 }
        switch style {
        case 0:
            canvas = try Canvas(width: Int(width), height: Int(height), color: RGB(gray: UInt8(rng.int(clean ? 235...255 : 215...255))))
        case 1:
            let paper = RGB(hue: rng.uniform(0...360), saturation: rng.uniform(0.05...0.35), value: rng.uniform(0.68...0.97))
            canvas = try Canvas(width: Int(width), height: Int(height), color: paper)
        default:
            let painter = try Painter(widthMM: width / pxPerMM, heightMM: height / pxPerMM, dpi: pxPerMM * 25.4, paper: .white)
            try painter.securityBackground(width: width / pxPerMM, height: height / pxPerMM, hue: rng.uniform(0...360), using: &rng)
            canvas = painter.canvas
        }

        let ink: RGB
        if clean { ink = RGB(gray: UInt8(rng.int(0...40))) }
        else if rng.chance(0.75) { ink = RGB(gray: UInt8(rng.int(0...80))) }
        else { ink = RGB(hue: rng.uniform(0...360), saturation: rng.uniform(0.2...0.7), value: rng.uniform(0.05...0.4)) }

        // Glyph origins with jitter and a slightly bent baseline.
        let jitterX = clean ? 0.01 : rng.uniform(0...0.05), jitterY = clean ? 0.01 : rng.uniform(0...0.04)
        var bend = clean ? 0 : rng.jitter(cap * 0.06)
        if hard && xr.chance(0.35) { bend = xr.jitter(cap * 0.2) }
        // Uneven spacing (hard): a random walk of the glyph positions, sometimes with a wide gap.
        let walk = hard && xr.chance(0.4) ? xr.uniform(0.02...0.08) : 0
        let gapAt = hard && xr.chance(0.15) ? xr.int(1...max(1, count - 1)) : -1, gap = pitch * xr.uniform(0.15...0.5)
        let bendPeriod = Double(count) * pitch * rng.uniform(0.7...2.0), bendPhase = rng.uniform(0...(2 * Double.pi))
        func origins(_ n: Int, baseline y: Double) -> [Point] {
            var drift = 0.0
            return (0..<n).map { i in
                if walk > 0 { drift += xr.jitter(walk * pitch) }
                if i == gapAt { drift += gap }
                let x = marginX + pitch * Double(i) + (pitch - advance) / 2 + rng.jitter(jitterX * pitch) + drift
                return Point(x: x, y: y + bend * sin(2 * .pi * x / bendPeriod + bendPhase) + rng.jitter(jitterY * cap))
            }
        }
        try glyphs(text, on: canvas, font: font, origins: origins(count, baseline: baseline), size: size, color: ink)

        // Neighbouring MRZ lines (the crop may catch their edges), or visual-zone text above.
        if !clean {
            let spacing = cap * rng.uniform(1.4...2.0)
            if rng.chance(0.6) {
                let above = neighbour(length: count, using: &rng)
                try glyphs(above, on: canvas, font: font, origins: origins(above.count, baseline: baseline - spacing), size: size, color: ink)
            } else if rng.chance(0.3) {
                let words = ["SURNAME", "NOM", "GIVEN NAMES", "PRENOMS", "DATE OF EXPIRY", "12 AUG 2031", "AUTHORITY", "SIGNATURE", "UTOPIA", "M  F"]
                var x = marginX + rng.jitter(cap)
                let textSize = size * rng.uniform(0.5...1.0), y = baseline - spacing * rng.uniform(0.8...1.2)
                while x < width - marginX {
                    let word = rng.pick(words)
                    try canvas.text(word, font: rng.chance(0.5) ? .sans : .sansBold, x: x, baseline: y, size: textSize, color: ink)
                    x += try Canvas.textWidth(word, font: .sans, size: textSize) + cap * rng.uniform(1...6)
                }
            }
            if rng.chance(0.6) {
                let below = neighbour(length: count, using: &rng)
                try glyphs(below, on: canvas, font: font, origins: origins(below.count, baseline: baseline + spacing), size: size, color: ink)
            }
        }

        // Print weight.
        if !clean {
            let roll = rng.uniform(0...1)
            if roll < 0.25 { try canvas.inkWeight(rng.int(1...max(1, Int((cap * 0.065).rounded())))) }
            else if roll < 0.45 { try canvas.inkWeight(-rng.int(1...max(1, Int((cap * 0.05).rounded())))) }
            if hard && xr.chance(0.3) {  // heavier bold or thin print
                try canvas.inkWeight(xr.chance(0.5) ? xr.int(1...max(1, Int((cap * 0.08).rounded()))) : -xr.int(1...max(1, Int((cap * 0.06).rounded()))))
            }
        }

        // The reader's cut: the line's ink box (its height h about the capital height), 0.85 h
        // above and below the middle, 0.6 h left and right; here with the errors a real line
        // finder makes (height, offset, margins, residual skew, shear, keystone).
        let h = cap * (clean ? 1 : rng.uniform(0.97...1.1))
        let middle = baseline - cap / 2
        let half: Double
        if clean { half = 0.85 * h * rng.uniform(0.95...1.05) }
        else if rng.chance(0.2) { half = h * rng.uniform(0.55...0.72) }  // tight, as Tesseract's own line box
        else { half = 0.85 * h * rng.uniform(0.85...1.25) }
        let dy = clean ? 0 : rng.jitter(0.12 * h)
        let inkLeft = marginX + (pitch - advance) / 2, inkRight = marginX + pitch * Double(count - 1) + (pitch + advance) / 2
        var left = inkLeft - h * (clean ? 0.6 : rng.uniform(0.3...0.9)), right = inkRight + h * (clean ? 0.6 : rng.uniform(0.3...0.9))
        if hard && xr.chance(0.12) { left = inkLeft - h * xr.uniform(0.08...0.3) }  // a line finder cutting close
        if hard && xr.chance(0.08) { right = inkRight + h * xr.uniform(0.08...0.3) }
        let shear = clean || rng.chance(0.5) ? 0 : rng.jitter(0.1) * half
        let keystone = clean ? 0 : rng.jitter(0.04)
        let angle = clean ? 0 : max(-0.7, min(0.7, rng.normal() * 0.25)) * .pi / 180
        let cy = middle + dy, cx = (left + right) / 2
        var corners = [
            Point(x: left + shear, y: cy - half * (1 + keystone)), Point(x: right + shear, y: cy - half * (1 - keystone)),
            Point(x: right - shear, y: cy + half * (1 - keystone)), Point(x: left - shear, y: cy + half * (1 + keystone)),
        ]
        corners = corners.map { p in
            let x = p.x - cx, y = p.y - cy
            return Point(x: cx + x * cos(angle) - y * sin(angle), y: cy + x * sin(angle) + y * cos(angle))
        }

        // Resolution of the scan or photo: capitals 8-44 px before the reader rescales them.
        var sourceCap: Double
        if clean { sourceCap = rng.uniform(26...44) }
        else {
            let roll = rng.uniform(0...1)
            sourceCap = roll < 0.25 ? rng.uniform(8...13) : (roll < 0.6 ? rng.uniform(13...24) : rng.uniform(24...44))
        }
        if hard {  // more small sources: 45% 8-13 px, 30% 13-20 px
            let roll = xr.uniform(0...1)
            sourceCap = roll < 0.45 ? xr.uniform(8...13) : (roll < 0.75 ? xr.uniform(13...20) : xr.uniform(20...44))
        }
        var frame = canvas
        var sx = 1.0, sy = 1.0
        if sourceCap < cap * 0.98 {
            let w = max(8, Int((width * sourceCap / cap).rounded())), hh = max(8, Int((height * sourceCap / cap).rounded()))
            frame = try Canvas(copying: try canvas.image().resized(width: w, height: hh))
            sx = Double(w) / width; sy = Double(hh) / height
        }
        corners = corners.map { Point(x: $0.x * sx, y: $0.y * sy) }
        let fw = Double(frame.width), fh = Double(frame.height)

        // Photometry at the source resolution.
        if !clean {
            if rng.chance(0.55) {
                let a = Point(x: rng.uniform(0...fw), y: rng.uniform(0...fh)), b = Point(x: rng.uniform(0...fw), y: rng.uniform(0...fh))
                try frame.gradient(from: a, to: b, gainA: rng.uniform(0.55...1.0), gainB: rng.uniform(1.0...1.15))
            }
            if rng.chance(0.2) {
                try frame.radial(center: Point(x: rng.uniform(0...fw), y: rng.uniform(0...fh)), radius: fh * rng.uniform(1...6),
                                 gainCenter: rng.uniform(1.1...1.4), gainEdge: 1)
            }
            if rng.chance(0.15) {
                let x0 = rng.uniform(0...fw), x1 = x0 + rng.uniform(0.1...0.5) * fw
                try frame.shade([Point(x: x0, y: -5), Point(x: x1, y: -5), Point(x: x1 + rng.jitter(fh), y: fh + 5), Point(x: x0 + rng.jitter(fh), y: fh + 5)],
                                gain: rng.uniform(0.5...0.8), softness: sourceCap * rng.uniform(0.5...3))
            }
            if rng.chance(0.4) { try frame.tone(gamma: rng.uniform(0.7...1.4), contrast: rng.uniform(0.55...1.1), brightness: rng.jitter(0.08)) }
            if rng.chance(0.5) {
                if rng.chance(0.2) { try frame.motionBlur(length: max(1.5, sourceCap * rng.uniform(0.08...0.2)), angle: rng.uniform(0...180)) }
                else { try frame.blur(sigma: max(0.4, sourceCap * rng.uniform(0.02...0.08))) }
            }
            if rng.chance(0.5) { try frame.noise(sigma: rng.uniform(2...14), seed: rng.next()) }
        }
        var source = try frame.image()
        let jpeg = !clean && rng.chance(0.4), jpegQuality = jpeg ? rng.int(15...75) : 0
        let hardJPEG = hard && xr.chance(0.5), hardQuality = xr.int(5...35)
        if jpeg || hardJPEG {
            let bytes = try source.encoded(.jpeg, quality: hardJPEG ? hardQuality : jpegQuality)
            source = try Image.make("jpeg round trip") { out, err in
                bytes.withUnsafeBufferPointer { cvb_image_decode($0.baseAddress, $0.count, 0, out, err) }
            }
        }
        var gray = try source.grayscale()
        if hard && xr.chance(0.25) {
            let along = quadCentre(corners)
            gray = try glare(gray, centre: Point(x: along.x + xr.jitter(fw * 0.35), y: along.y + xr.jitter(sourceCap)),
                             radiusX: fw * xr.uniform(0.05...0.25), radiusY: sourceCap * xr.uniform(0.8...3),
                             strength: xr.uniform(0.5...0.9))
        }

        // Cut and scale like the reader, with `context` pixels more on every side.
        let quad = Quad(topLeft: corners[0], topRight: corners[1], bottomRight: corners[2], bottomLeft: corners[3])
        let outHeight = Int((options.capHeight * 1.7).rounded())
        let outWidth = max(16, Int((quad.width * Double(outHeight) / max(1, quad.height)).rounded()))
        let c = Double(options.context)
        // Bilinear, as when the bundled model was trained, so the script still reproduces it.
        let extended = quad.bilinearSubQuad(u0: -c / Double(outWidth), v0: -c / Double(outHeight), u1: 1 + c / Double(outWidth), v1: 1 + c / Double(outHeight))
        let cut = try gray.warped(extended, width: outWidth + 2 * options.context, height: outHeight + 2 * options.context)

        // The reader flattens the background; a share is binarised, a few are left raw.
        if !clean && rng.chance(0.08) { return cut }
        let flat = try cut.paperEvened()
        if !clean && rng.chance(0.12) {
            let ink = try Image.make("binarize") { cvb_binarize_ink(flat.handle, $0, $1) }
            return try inverted(ink)
        }
        return flat
    }

    private static func quadCentre(_ p: [Point]) -> Point {
        Point(x: p.map(\.x).reduce(0, +) / Double(p.count), y: p.map(\.y).reduce(0, +) / Double(p.count))
    }

    /// The height of `H` in `font` (a path), per pixel of font size.
    private static func capitalHeight(font: String) throws -> Double {
        let ascent = try Canvas.textMetrics("H", fontPath: font, size: 100, hint: "is \(font) a font file?").ascent
        guard ascent > 0 else { throw ZonalError.native("text size: no capital H in \(font)") }
        return ascent / 100
    }

    /// Horizontal advance of `<` in `font` (a path).
    private static func glyphAdvance(font: String, size: Double) throws -> Double {
        try Canvas.textMetrics("<", fontPath: font, size: size, hint: "is \(font) a font file?").width
    }

    /// A bright washed-out patch (glare): v + strength·mask·(255 − v), the mask a soft ellipse.
    private static func glare(_ image: Image, centre: Point, radiusX: Double, radiusY: Double, strength: Double) throws -> Image {
        let gray = try image.grayscale()
        let (w, h) = (gray.width, gray.height)
        guard let base = gray.pixels else { throw ZonalError.native("glare: no pixels") }
        var out = [UInt8](repeating: 0, count: w * h)
        let rx = max(1, radiusX), ry = max(1, radiusY)
        for y in 0..<h {
            let row = base + y * gray.stride
            let dy = (Double(y) - centre.y) / ry
            for x in 0..<w {
                let dx = (Double(x) - centre.x) / rx
                let m = strength * exp(-(dx * dx + dy * dy))
                let v = Double(row[x])
                out[y * w + x] = UInt8(max(0, min(255, v + m * (255 - v))).rounded())
            }
        }
        return try Image.fromPixels(out, width: w, height: h, channels: 1)
    }

    /// Another line of the same length for above or below.
    private static func neighbour(length: Int, using rng: inout RandomSource) -> String {
        var line = text(using: &rng)
        if line.count > length { line = String(line.prefix(length)) }
        if line.count < length { line += String(repeating: "<", count: length - line.count) }
        return line
    }

    private static func glyphs(_ text: String, on canvas: Canvas, font: String, origins: [Point], size: Double, color: RGB) throws {
        let points = origins.map { cvb_point(x: Float($0.x), y: Float($0.y)) }
        var err = cvb_error()
        let status = points.withUnsafeBufferPointer {
            cvb_render_glyphs(canvas.handle, font, text, $0.baseAddress, Int32(points.count), Float(size), color.native, &err)
        }
        guard status == 0 else { throw ZonalError.native("glyphs: \(err.messageText) (install fonts-ocr-b)") }
    }

    /// 255 - v for every pixel of a grayscale image.
    private static func inverted(_ image: Image) throws -> Image {
        let gray = try image.grayscale()
        let (w, h) = (gray.width, gray.height)
        guard let base = gray.pixels else { throw ZonalError.native("invert: no pixels") }
        var out = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = base + y * gray.stride
            for x in 0..<w { out[y * w + x] = 255 &- row[x] }
        }
        return try Image.fromPixels(out, width: w, height: h, channels: 1)
    }

    // MARK: - Training pages

    /// Stacks lines (made with `context` ≥ 4) into one grayscale page and writes the matching
    /// Tesseract box file: one `WordStr` line per text line, boxed on the reader's crop (Tesseract
    /// adds 4 pixels of the surroundings when it cuts a training line). For `lstm.train` with
    /// `--psm 13`.
    public static func page(_ lines: [SyntheticLine]) throws -> (png: [UInt8], box: String) {
        let pageWidth = lines.map(\.image.width).max() ?? 1
        let pageHeight = max(1, lines.map(\.image.height).reduce(0, +))
        var pixels = [UInt8](repeating: 255, count: pageWidth * pageHeight)
        var box = ""
        var top = 0
        for line in lines {
            let gray = try line.image.grayscale()
            guard let base = gray.pixels else { throw ZonalError.native("page: no pixels") }
            for y in 0..<gray.height {
                let row = base + y * gray.stride
                let offset = (top + y) * pageWidth
                for x in 0..<gray.width { pixels[offset + x] = row[x] }
            }
            // Box coordinates: origin at the bottom left, y upwards.
            let c = line.context
            let x0 = c, x1 = gray.width - c
            let bottom = pageHeight - (top + gray.height - c), topY = pageHeight - (top + c)
            box += "WordStr \(x0) \(bottom) \(x1) \(topY) 0 #\(line.text)\n"
            box += "\t \(x0) \(bottom) \(x1) \(topY) 0\n"
            top += gray.height
        }
        let image = try Image.fromPixels(pixels, width: pageWidth, height: pageHeight, channels: 1)
        return (try image.encoded(.png), box)
    }
}
