import Foundation

/// A canvas in millimetre units with the drawing helpers the visual zones share.
struct Painter {
    let canvas: Canvas
    /// Pixels per millimetre.
    let scale: Double

    init(widthMM: Double, heightMM: Double, dpi: Double, paper: RGB) throws {
        scale = dpi / 25.4
        canvas = try Canvas(width: Int((widthMM * scale).rounded()), height: Int((heightMM * scale).rounded()), color: paper)
    }

    /// A painter over an already drawn page.
    init(canvas: Canvas, dpi: Double) {
        self.canvas = canvas
        scale = dpi / 25.4
    }

    func px(_ mm: Double) -> Double { mm * scale }
    /// The least paper (mm) left beside an MRZ line.
    static let mrzClearance = 1.5
    func point(_ x: Double, _ y: Double) -> Point { Point(x: x * scale, y: y * scale) }

    /// Text with its baseline at `y` mm and an em size of `size` mm.
    func text(_ text: String, x: Double, y: Double, size: Double, font: Font = .sans, color: RGB = RGB(gray: 25)) throws {
        guard !text.isEmpty else { return }
        try canvas.text(text, font: font, x: px(x), baseline: px(y), size: max(4, px(size)), color: color)
    }

    /// Width of `text` in mm.
    func width(_ text: String, size: Double, font: Font = .sans) throws -> Double {
        try Canvas.textWidth(text, font: font, size: max(4, px(size))) / scale
    }

    /// How far `text` reaches below its baseline, in mm.
    func descent(_ text: String, size: Double, font: Font = .sans) throws -> Double {
        try Canvas.textDescent(text, font: font, size: max(4, px(size))) / scale
    }

    /// Text shrunk (down to half size) to fit `maxWidth` mm.
    func fittedText(_ text: String, x: Double, y: Double, size: Double, maxWidth: Double, font: Font = .sans, color: RGB = RGB(gray: 25)) throws {
        var size = size
        let w = try width(text, size: size, font: font)
        if w > maxWidth { size = max(size * 0.5, size * maxWidth / w) }
        try self.text(text, x: x, y: y, size: size, font: font, color: color)
    }

    /// A small coloured label with its value below (the usual visual-zone field).
    func field(_ label: String, _ value: String, x: Double, y: Double, maxWidth: Double, labelColor: RGB, valueSize: Double = 2.9) throws {
        try text(label, x: x, y: y, size: 1.7, font: .sans, color: labelColor)
        try fittedText(value, x: x, y: y + valueSize * 1.15, size: valueSize, maxWidth: maxWidth, font: .sansBold, color: RGB(gray: 20))
    }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double = 0, thickness: Double = 0, color: RGB) throws {
        try canvas.rect(x: px(x), y: px(y), width: px(w), height: px(h), radius: px(radius), thickness: thickness, color: color)
    }

    /// A paper tint with guilloche: families of interfering sine waves and a rosette.
    func securityBackground(width: Double, height: Double, hue: Double, using rng: inout RandomSource) throws {
        let paper = RGB(hue: hue, saturation: rng.uniform(0.05...0.12), value: rng.uniform(0.95...0.99))
        try canvas.rect(x: 0, y: 0, width: px(width), height: px(height), color: paper)
        let ink = RGB(hue: hue + rng.uniform(-25...25), saturation: rng.uniform(0.25...0.45), value: rng.uniform(0.80...0.90))
        let ink2 = RGB(hue: hue + rng.uniform(60...180), saturation: rng.uniform(0.15...0.35), value: rng.uniform(0.82...0.92))
        let thickness = max(1, px(0.08).rounded())
        let waves = rng.int(10...18)
        let wavelength = rng.uniform(18...40), wavelength2 = rng.uniform(7...14)
        let amplitude = rng.uniform(2...5), amplitude2 = rng.uniform(0.6...1.6)
        let step = 1.0
        for k in 0..<waves {
            let y0 = height * Double(k) / Double(waves) + rng.jitter(1)
            let phase = Double(k) * 0.45
            var points: [Point] = []
            var x = -2.0
            while x <= width + 2 {
                let y = y0 + amplitude * sin(2 * .pi * x / wavelength + phase) + amplitude2 * sin(2 * .pi * x / wavelength2 + phase * 2.3)
                points.append(point(x, y))
                x += step
            }
            try canvas.polyline(points, thickness: thickness, color: k % 2 == 0 ? ink : ink2)
        }
        // A rosette somewhere on the right half.
        let cx = width * rng.uniform(0.55...0.85), cy = height * rng.uniform(0.3...0.6), r = min(width, height) * rng.uniform(0.18...0.3)
        let petals = Double(rng.int(7...15))
        for ring in 0..<rng.int(4...8) {
            let radius = r * (1 - Double(ring) * 0.08), depth = r * 0.12, turn = Double(ring) * 0.35
            var points: [Point] = []
            for i in 0...360 {
                let t = Double(i) * .pi / 180
                let rr = radius + depth * sin(petals * t + turn)
                points.append(point(cx + rr * cos(t), cy + rr * sin(t)))
            }
            try canvas.polyline(points, closed: true, thickness: thickness, color: ink2)
        }
    }

    /// A portrait placeholder: a tinted photo area with a head-and-shoulders silhouette.
    func portrait(x: Double, y: Double, width: Double, height: Double, using rng: inout RandomSource) throws {
        let backdrop = RGB(hue: rng.uniform(180...230), saturation: rng.uniform(0.05...0.2), value: rng.uniform(0.75...0.92))
        try rect(x, y, width, height, radius: 0.6, color: backdrop)
        let skin = RGB(hue: rng.uniform(15...35), saturation: rng.uniform(0.2...0.55), value: rng.uniform(0.35...0.9))
        let cloth = RGB(hue: rng.uniform(0...360), saturation: rng.uniform(0.1...0.5), value: rng.uniform(0.2...0.6))
        let hair = RGB(hue: rng.uniform(20...40), saturation: rng.uniform(0.2...0.7), value: rng.uniform(0.1...0.6))
        let cx = x + width / 2 + rng.jitter(width * 0.04)
        // Shoulders: the top of an ellipse, cut at the bottom of the photo.
        let bottom = y + height, shoulderTop = y + height * 0.72, rx = width * 0.46
        var shoulders = [point(cx - rx, bottom)]
        for i in 0...24 {
            let t = Double.pi + Double(i) / 24 * Double.pi
            shoulders.append(point(cx + rx * cos(t), bottom + (bottom - shoulderTop) * sin(t)))
        }
        try canvas.polygon(shoulders, color: cloth)
        try canvas.rect(x: px(cx - width * 0.09), y: px(y + height * 0.55), width: px(width * 0.18), height: px(height * 0.2), color: skin)
        try canvas.ellipse(cx: px(cx), cy: px(y + height * 0.4), rx: px(width * 0.25), ry: px(height * 0.24), color: hair)
        try canvas.ellipse(cx: px(cx), cy: px(y + height * 0.45), rx: px(width * 0.21), ry: px(height * 0.23), color: skin)
    }

    /// A handwritten-looking scribble.
    func signature(x: Double, y: Double, width: Double, height: Double, using rng: inout RandomSource) throws {
        var points: [Point] = []
        let loops = Double(rng.int(3...7)), phase = rng.uniform(0...6)
        for i in 0...120 {
            let t = Double(i) / 120
            let sx = x + width * t + height * 0.3 * sin(t * loops * 2 * .pi + phase)
            let sy = y + height / 2 + height * 0.45 * sin(t * loops * 2 * .pi * 0.5 + phase) * cos(t * 3)
            points.append(point(sx, sy))
        }
        try canvas.polyline(points, thickness: max(1, px(0.25).rounded()), color: RGB(20, 30, rng.chance(0.5) ? 110 : 40))
    }

    /// Draws the MRZ lines at the ICAO size and pitch (OCR-B with a little per-character jitter,
    /// unless `style` says otherwise) and returns the box of the character cells in pixels (see
    /// `SampleTruth.mrz`).
    func mrz(_ lines: [String], spec: MRTDLayout, style: MRZPrintStyle = .standard, using rng: inout RandomSource) throws -> Quad {
        var own = RandomSource(seed: style.seed)
        let capHeight = rng.uniform(style.capHeight)
        let size = px(capHeight / style.font.capHeight)
        var pitch = px(MRTDLayout.mrzPitch * rng.uniform(0.985...1.015) * style.pitchFactor)
        let advance = try Canvas.textWidth("<", font: style.font, size: size)
        var left = px(spec.mrzLeft + rng.jitter(0.4))
        // A wide printer pitch (`printvar`, up to 8% over ICAO's) would run the longest line off the
        // page, and its last characters, which the truth still holds, would not be printed at all:
        // the zone moves left instead, to end `mrzClearance` inside the page, and where even that
        // is not enough (an MRV-A's 44 characters on a 120 mm sticker) the pitch narrows.
        let longest = Double(lines.map(\.count).max() ?? 0) + style.lineOffset
        pitch = min(pitch, px(spec.width - 2 * Self.mrzClearance) / max(1, longest))
        let overrun = left + pitch * longest - px(spec.width - Self.mrzClearance)
        if overrun > 0 { left = max(px(Self.mrzClearance), left - overrun) }
        let lastBaseline = px(spec.height - spec.mrzBottom + rng.jitter(0.3))
        let spacing = px(spec.lineSpacing * rng.uniform(0.97...1.03))
        let ink = RGB(gray: UInt8(rng.int(10...45)))
        let firstBaseline = lastBaseline - spacing * Double(lines.count - 1)
        // Keep the zone clear of heavy guilloche, as ICAO asks (real documents do not always).
        let clear = RGB(gray: UInt8(rng.int(238...250)))
        let clearZone = rng.chance(0.7)
        let zoneTop = firstBaseline - px(capHeight) - px(1.5)
        if style.guilloche {
            try guillocheBehindMRZ(top: zoneTop / scale - own.uniform(0...4), fade: own.uniform(1...6), using: &own)
        } else if clearZone {
            try canvas.rect(x: 0, y: zoneTop, width: Double(canvas.width), height: Double(canvas.height) - zoneTop, color: clear)
        }
        var cellLeft = Double.infinity, cellRight = -Double.infinity, top = firstBaseline - px(capHeight), bottom = lastBaseline
        for (row, line) in lines.enumerated() {
            let baseline = firstBaseline + spacing * Double(row)
            var origins = (0..<line.count).map { i in
                Point(x: left + pitch * Double(i) + (pitch - advance) / 2 + px(rng.jitter(0.05)), y: baseline + px(rng.jitter(0.04)))
            }
            let shift = try style.displace(line, origins: &origins, pitch: pitch, capHeight: px(capHeight),
                                           size: size, advance: advance, using: &own)
            cellLeft = min(cellLeft, left + shift.lineOffset)
            cellRight = max(cellRight, left + shift.lineOffset + pitch * Double(line.count) + shift.widthChange)
            if row == 0 { top = min(top, firstBaseline - px(capHeight) + shift.highest) }
            if row == lines.count - 1 { bottom = max(bottom, lastBaseline + shift.lowest) }
            if style.needsWeightedGlyphs {
                let weight = style.weight + own.jitter(style.weightPerLine)
                try canvas.glyphs(line, font: style.font, origins: origins, size: size, weight: weight, color: ink)
            } else {
                try canvas.glyphs(line, font: style.font, origins: origins, size: size, color: ink)
            }
        }
        return Quad(topLeft: Point(x: cellLeft, y: top), topRight: Point(x: cellRight, y: top),
                    bottomRight: Point(x: cellRight, y: bottom), bottomLeft: Point(x: cellLeft, y: bottom))
    }
}

/// One rendered document page, before any degradation.
struct RenderedDocument {
    let canvas: Canvas
    /// The MRZ character-cell box in the page's pixels (nil for documents without an MRZ).
    let mrz: Quad?
}
