import Foundation

/// A sample after degradation: the final (upright) picture and where the page and MRZ are in it.
struct DegradedSample {
    /// The image as a viewer shows it (EXIF orientation applied).
    let upright: Image
    let document: Quad
    let mrz: Quad?
    /// When set, the file stores `upright` transformed so that this EXIF orientation restores it.
    let exifOrientation: Int?
    let jpegQuality: Int
    /// The file format the conditions ask for (a screenshot's PNG or JPEG); nil: the caller's.
    var format: Image.EncodingFormat? = nil
}

/// Turns a rendered page into a scan or a photo: geometry (scale, skew, perspective, background),
/// photometry (light, blur, noise), print weight, rotation, EXIF storage and JPEG quality, and the
/// real-world `glare`, `screenshot` and `webscan`. The parameters come from the sample's random
/// stream (`extra` for the real-world conditions, so the others draw what they always drew); the
/// pixel work is done natively.
enum Degradation {
    /// Longest side of a photo frame (with the `background` condition).
    static let maxFrame = 2000.0

    static func apply(_ page: RenderedDocument, capHeight: Double, conditions: Set<Condition>, index: Int,
                      using rng: inout RandomSource, extra: inout RandomSource) throws -> DegradedSample {
        let doc = page.canvas
        let pageWidth = Double(doc.width), pageHeight = Double(doc.height)
        let web = conditions.contains(.webscan) ? Webscan(using: &extra) : nil

        // Print weight, relative to the stroke width of the MRZ font at this resolution.
        if conditions.contains(.bold) { try doc.inkWeight(max(1, Int((capHeight * rng.uniform(0.05...0.09)).rounded()))) }
        if conditions.contains(.thin) { try doc.inkWeight(-max(1, Int((capHeight * rng.uniform(0.03...0.05)).rounded()))) }

        // Geometry: the page's quad in the frame.
        var scale = 1.0
        if conditions.contains(.background) { scale *= rng.uniform(0.6...0.9) }
        if conditions.contains(.lowres) { scale = min(scale, rng.uniform(12...15) / capHeight) }
        if let web { scale = min(scale, web.pageScale(pageCap: capHeight)) }
        let w = pageWidth * scale, h = pageHeight * scale
        var corners = [Point(x: -w / 2, y: -h / 2), Point(x: w / 2, y: -h / 2), Point(x: w / 2, y: h / 2), Point(x: -w / 2, y: h / 2)]
        if conditions.contains(.perspective) {
            let k = rng.uniform(0.06...0.2), side = rng.int(0...3)
            // Keystone: the far edge is shorter.
            switch side {
            case 0: corners[0].x += k * w / 2; corners[1].x -= k * w / 2; corners[0].y += k * h * 0.3; corners[1].y += k * h * 0.3
            case 1: corners[3].x += k * w / 2; corners[2].x -= k * w / 2; corners[3].y -= k * h * 0.3; corners[2].y -= k * h * 0.3
            case 2: corners[0].y += k * h / 2; corners[3].y -= k * h / 2; corners[0].x += k * w * 0.2; corners[3].x += k * w * 0.2
            default: corners[1].y += k * h / 2; corners[2].y -= k * h / 2; corners[1].x -= k * w * 0.2; corners[2].x -= k * w * 0.2
            }
            for i in 0..<4 { corners[i].x += rng.jitter(0.03 * w); corners[i].y += rng.jitter(0.03 * h) }
        }
        if conditions.contains(.tilt) { corners = CameraTilt(using: &extra).project(corners, pageWidth: w) }
        var angle = 0.0
        if conditions.contains(.skew) { angle = rng.uniform(3...20) * (rng.chance(0.5) ? 1 : -1) }
        else if conditions.contains(.perspective) || conditions.contains(.background) { angle = rng.jitter(3) }
        let (c, s) = (cos(angle * .pi / 180), sin(angle * .pi / 180))
        corners = corners.map { Point(x: $0.x * c - $0.y * s, y: $0.x * s + $0.y * c) }

        let fill = rng.uniform(0.55...0.8)
        if conditions.contains(.background) {
            // Keep photo frames within ~2000 px on the long side (the page shrinks instead).
            let extent = max(corners.map(\.x).max()! - corners.map(\.x).min()!, (corners.map(\.y).max()! - corners.map(\.y).min()!) * 4 / 3) / fill
            if extent > Self.maxFrame {
                let f = Self.maxFrame / extent
                corners = corners.map { Point(x: $0.x * f, y: $0.y * f) }
                scale *= f
            }
        }
        let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
        let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
        let boxW = maxX - minX, boxH = maxY - minY
        let frameW: Double, frameH: Double, offsetX: Double, offsetY: Double
        if conditions.contains(.background) {
            frameW = (max(boxW, boxH * 4 / 3) / fill).rounded()
            frameH = (frameW * 3 / 4).rounded()
            offsetX = rng.uniform(0...(frameW - boxW)) - minX
            offsetY = rng.uniform(0...max(0, frameH - boxH)) - minY
        } else {
            let margin = max(boxW, boxH) * rng.uniform(0.02...0.06)
            frameW = (boxW + 2 * margin).rounded(); frameH = (boxH + 2 * margin).rounded()
            offsetX = margin - minX; offsetY = margin - minY
        }
        corners = corners.map { Point(x: $0.x + offsetX, y: $0.y + offsetY) }
        let quad = Quad(topLeft: corners[0], topRight: corners[1], bottomRight: corners[2], bottomLeft: corners[3])

        let frame: Canvas
        if conditions.contains(.background) {
            frame = try Backgrounds.make(width: Int(frameW), height: Int(frameH), using: &rng)
            // A soft drop shadow under the document.
            let d = Point(x: rng.jitter(0.02 * boxW), y: rng.uniform(0.005...0.025) * boxH)
            try frame.shade(corners.map { Point(x: $0.x + d.x, y: $0.y + d.y) }, gain: rng.uniform(0.45...0.75), softness: 0.04 * boxW)
        } else {
            frame = try Canvas(width: Int(frameW), height: Int(frameH), color: RGB(gray: UInt8(rng.int(232...250))))
        }
        try frame.paste(doc, at: quad)
        let pageToFrame = Homography(from: Quad.rect(x: 0, y: 0, width: pageWidth, height: pageHeight).corners, to: quad.corners)
        var documentQuad = quad
        var mrzQuad = page.mrz.map { pageToFrame.apply($0) }
        let finalCap = capHeight * scale

        // Photometry.
        if conditions.contains(.light) {
            let a = Point(x: rng.uniform(0...frameW), y: rng.uniform(0...frameH))
            let b = Point(x: frameW - a.x + rng.jitter(frameW * 0.2), y: frameH - a.y + rng.jitter(frameH * 0.2))
            try frame.gradient(from: a, to: b, gainA: rng.uniform(0.5...0.8), gainB: rng.uniform(1.0...1.12))
            if rng.chance(0.6) {
                try frame.radial(center: Point(x: rng.uniform(0...frameW), y: rng.uniform(0...frameH)), radius: max(frameW, frameH) * rng.uniform(0.3...0.7),
                                 gainCenter: rng.uniform(1.05...1.25), gainEdge: 1.0)
            }
            if rng.chance(0.5) {
                // A hand or phone shadow across one side.
                let x0 = rng.uniform(0...frameW), x1 = x0 + rng.uniform(0.15...0.4) * frameW
                try frame.shade([Point(x: x0, y: -10), Point(x: x1, y: -10), Point(x: x1 + rng.jitter(frameW * 0.2), y: frameH + 10), Point(x: x0 + rng.jitter(frameW * 0.2), y: frameH + 10)],
                                gain: rng.uniform(0.55...0.8), softness: frameW * rng.uniform(0.03...0.1))
            }
            try frame.tone(gamma: rng.uniform(0.8...1.25), contrast: rng.uniform(0.8...1.05), brightness: rng.jitter(0.05))
        }
        if conditions.contains(.glare) { try Glare.apply(to: frame, document: quad, mrz: mrzQuad, using: &extra) }
        if conditions.contains(.blur) {
            if rng.chance(0.3) {
                try frame.motionBlur(length: max(2, finalCap * rng.uniform(0.12...0.25)), angle: rng.uniform(0...180))
            } else {
                try frame.blur(sigma: max(0.6, finalCap * rng.uniform(0.04...0.075)))
            }
        }
        if conditions.contains(.noise) { try frame.noise(sigma: rng.uniform(4...12), seed: rng.next()) }

        var image = try frame.image()
        let turns = Condition.quarterTurns(conditions)
        if turns != 0 {
            documentQuad = documentQuad.rotated(quarterTurns: turns, width: frameW, height: frameH)
            mrzQuad = mrzQuad?.rotated(quarterTurns: turns, width: frameW, height: frameH)
            image = try image.rotated(quarterTurns: turns)
        }
        var format: Image.EncodingFormat?
        var realQuality: Int?
        if conditions.contains(.screenshot) {
            let shot = try Screenshot.make(content: image, capHeight: finalCap, using: &extra)
            image = shot.image
            documentQuad = shot.map(documentQuad)
            mrzQuad = mrzQuad.map(shot.map)
            format = conditions.contains(.jpeg) ? .jpeg : shot.format
            realQuality = shot.quality
        }
        if let web {
            let saved = try web.resave(image)
            image = saved.image
            let scaled = { (q: Quad) in q.mapped { Point(x: $0.x * saved.sx, y: $0.y * saved.sy) } }
            documentQuad = scaled(documentQuad)
            mrzQuad = mrzQuad.map(scaled)
            realQuality = web.quality
        }
        let orientation = conditions.contains(.exif) ? 2 + index % 7 : nil
        var quality = conditions.contains(.jpeg) ? rng.int(18...40) : rng.int(88...93)
        if let realQuality, !conditions.contains(.jpeg) { quality = realQuality }
        return DegradedSample(upright: image, document: documentQuad, mrz: mrzQuad, exifOrientation: orientation, jpegQuality: quality, format: format)
    }
}

/// Busy and dark surfaces to photograph a document on.
enum Backgrounds {
    static func make(width: Int, height: Int, using rng: inout RandomSource) throws -> Canvas {
        let w = Double(width), h = Double(height)
        switch rng.int(0...2) {
        case 0:  // dark desk / wood
            let base = RGB(hue: rng.uniform(15...40), saturation: rng.uniform(0.3...0.6), value: rng.uniform(0.12...0.35))
            let canvas = try Canvas(width: width, height: height, color: base)
            for k in 0..<60 {
                let y0 = h * Double(k) / 60, amp = rng.uniform(2...h * 0.02), period = rng.uniform(w * 0.2...w)
                let points = stride(from: 0.0, through: w, by: 8).map { Point(x: $0, y: y0 + amp * sin($0 / period * 2 * .pi + Double(k))) }
                let shade = RGB(hue: rng.uniform(15...40), saturation: rng.uniform(0.3...0.6), value: rng.uniform(0.1...0.4))
                try canvas.polyline(points, thickness: rng.uniform(1...h * 0.01), color: shade)
            }
            try canvas.blur(sigma: 1.5)
            return canvas
        case 1:  // tablecloth checks
            let a = RGB(hue: rng.uniform(0...360), saturation: rng.uniform(0.3...0.8), value: rng.uniform(0.4...0.8))
            let canvas = try Canvas(width: width, height: height, color: RGB.white)
            let cell = max(12, w * rng.uniform(0.03...0.08))
            var y = 0.0, row = 0
            while y < h {
                var x = 0.0, col = 0
                while x < w {
                    if (row + col) % 2 == 0 { try canvas.rect(x: x, y: y, width: cell, height: cell, color: a) }
                    x += cell; col += 1
                }
                y += cell; row += 1
            }
            try canvas.blur(sigma: 1)
            return canvas
        default:  // cluttered desk: papers, objects, text
            let canvas = try Canvas(width: width, height: height, color: RGB(gray: UInt8(rng.int(90...200))))
            for _ in 0..<rng.int(25...50) {
                let color = RGB(hue: rng.uniform(0...360), saturation: rng.uniform(0...0.7), value: rng.uniform(0.2...1))
                let cx = rng.uniform(0...w), cy = rng.uniform(0...h), size = rng.uniform(0.03...0.25) * w
                switch rng.int(0...3) {
                case 0: try canvas.ellipse(cx: cx, cy: cy, rx: size / 2, ry: size * rng.uniform(0.2...0.6), angle: rng.uniform(0...180), color: color)
                case 1:
                    let t = rng.uniform(0...Double.pi)
                    let pts = (0..<4).map { i -> Point in
                        let a = t + Double(i) * .pi / 2 + rng.jitter(0.2)
                        return Point(x: cx + size * cos(a), y: cy + size * 0.7 * sin(a))
                    }
                    try canvas.polygon(pts, color: color)
                case 2:
                    try canvas.polyline([Point(x: cx, y: cy), Point(x: cx + rng.jitter(size * 2), y: cy + rng.jitter(size * 2))],
                                        thickness: rng.uniform(2...12), color: color)
                default:
                    let words = ["NOTES", "Meeting 10:30", "TOTAL 42.00", "Receipt", "Tel. 555 0199", "ABC 123", "Ticket"]
                    try canvas.text(rng.pick(words), font: .sans, x: cx, baseline: cy, size: rng.uniform(14...60), color: color)
                }
            }
            try canvas.blur(sigma: 1.2)
            return canvas
        }
    }
}
