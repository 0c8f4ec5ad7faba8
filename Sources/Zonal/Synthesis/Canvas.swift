import CVBridge

/// A colour as red, green, blue.
struct RGB: Sendable, Equatable {
    var r: UInt8, g: UInt8, b: UInt8

    init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }

    init(gray: UInt8) { self.init(gray, gray, gray) }

    /// Hue in degrees, saturation and value in 0...1.
    init(hue: Double, saturation: Double, value: Double) {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
        let c = value * saturation, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = value - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, ((v + m) * 255).rounded()))) }
        self.init(byte(r), byte(g), byte(b))
    }

    var native: cvb_color { cvb_color(b: b, g: g, r: r) }

    static let white = RGB(gray: 255)
    static let black = RGB(gray: 0)
}

/// The fonts the generator draws with (Debian packages `fonts-ocr-b` and `fonts-dejavu-core`).
enum Font: String, Sendable {
    case ocrB = "/usr/share/fonts/opentype/ocr-b/OCRB.otf"
    case sans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    case sansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    case sansMono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    case sansMonoBold = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
    case serif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
    case serifBold = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"

    /// Capital height as a fraction of the em size (measured: OCR-B 0.72, DejaVu 0.73).
    var capHeight: Double { self == .ocrB ? 0.72 : 0.73 }
}

/// A mutable BGR drawing surface over the native render primitives (`cvb_render.h`). Not shared
/// between threads; `image()` hands out an immutable copy.
final class Canvas {
    private(set) var handle: OpaquePointer

    init(width: Int, height: Int, color: RGB) throws {
        var fill = [color.b, color.g, color.r]
        var out: OpaquePointer?
        var err = cvb_error()
        guard cvb_image_create(Int32(width), Int32(height), 3, &fill, &out, &err) == 0, let out else {
            throw ZonalError.native("canvas: \(err.messageText)")
        }
        handle = out
    }

    init(copying image: Image) throws {
        let source = try image.bgr()
        var out: OpaquePointer?
        var err = cvb_error()
        guard cvb_render_clone(source.handle, &out, &err) == 0, let out else {
            throw ZonalError.native("canvas: \(err.messageText)")
        }
        handle = out
    }

    deinit { cvb_image_free(handle) }

    var width: Int { Int(cvb_image_width(handle)) }
    var height: Int { Int(cvb_image_height(handle)) }

    /// An immutable copy of the current pixels.
    func image() throws -> Image {
        try Image.make("canvas copy") { cvb_render_clone(handle, $0, $1) }
    }

    /// Replaces the pixels with those of `image` (e.g. after a geometric transform).
    func replace(with image: Image) throws {
        let copy = try Canvas(copying: image)
        swap(&handle, &copy.handle)
    }

    private func run(_ what: String, _ call: (UnsafeMutablePointer<cvb_error>) -> Int32) throws {
        var err = cvb_error()
        guard call(&err) == 0 else {
            let message = err.messageText
            if message.contains("FT_") || message.contains("loadFontData") {
                throw ZonalError.native("\(what): could not load a font (install fonts-ocr-b and fonts-dejavu-core): \(message)")
            }
            throw ZonalError.native("\(what): \(message)")
        }
    }

    // MARK: Text

    func text(_ text: String, font: Font, x: Double, baseline: Double, size: Double, color: RGB) throws {
        try run("text") { cvb_render_text(handle, font.rawValue, text, Float(x), Float(baseline), Float(size), color.native, $0) }
    }

    /// Each character at its own baseline-left origin.
    func glyphs(_ text: String, font: Font, origins: [Point], size: Double, color: RGB) throws {
        let points = origins.map { cvb_point(x: Float($0.x), y: Float($0.y)) }
        try run("glyphs") { err in
            points.withUnsafeBufferPointer {
                cvb_render_glyphs(handle, font.rawValue, text, $0.baseAddress, Int32(points.count), Float(size), color.native, err)
            }
        }
    }

    /// Each character at its own origin, with the stroke weight changed by `weight` (-1 thinner
    /// ... 1 bolder, about ±0.06 em) for these glyphs only.
    func glyphs(_ text: String, font: Font, origins: [Point], size: Double, weight: Double, color: RGB) throws {
        let points = origins.map { cvb_point(x: Float($0.x), y: Float($0.y)) }
        try run("glyphs") { err in
            points.withUnsafeBufferPointer {
                cvb_render_glyphs_weighted(handle, font.rawValue, text, $0.baseAddress, Int32(points.count), Float(size), Float(weight), color.native, err)
            }
        }
    }

    /// Advance width of `text` in pixels.
    static func textWidth(_ text: String, font: Font, size: Double) throws -> Double {
        try textMetrics(text, fontPath: font.rawValue, size: size).width
    }

    /// How far `text` reaches below its baseline, in pixels.
    static func textDescent(_ text: String, font: Font, size: Double) throws -> Double {
        try textMetrics(text, fontPath: font.rawValue, size: size).descent
    }

    /// The advance width of `text` in the font file at `fontPath`, and how far it reaches above and
    /// below its baseline, in pixels. `hint` says what to do when the font cannot be used.
    static func textMetrics(_ text: String, fontPath: String, size: Double,
                            hint: String = "install fonts-ocr-b and fonts-dejavu-core") throws -> (width: Double, ascent: Double, descent: Double) {
        var width: Float = 0, ascent: Float = 0, descent: Float = 0
        var err = cvb_error()
        guard cvb_render_text_size(fontPath, text, Float(size), &width, &ascent, &descent, &err) == 0 else {
            throw ZonalError.native("text size: \(err.messageText) (\(hint))")
        }
        return (Double(width), Double(ascent), Double(descent))
    }

    // MARK: Shapes

    func rect(x: Double, y: Double, width: Double, height: Double, radius: Double = 0, thickness: Double = 0, color: RGB) throws {
        try run("rect") { cvb_render_rect(handle, Float(x), Float(y), Float(width), Float(height), Float(radius), Float(thickness), color.native, $0) }
    }

    func polyline(_ points: [Point], closed: Bool = false, thickness: Double = 1, color: RGB) throws {
        let native = points.map { cvb_point(x: Float($0.x), y: Float($0.y)) }
        try run("polyline") { err in
            native.withUnsafeBufferPointer { cvb_render_polyline(handle, $0.baseAddress, Int32(native.count), closed ? 1 : 0, Float(thickness), color.native, err) }
        }
    }

    func polygon(_ points: [Point], color: RGB) throws {
        let native = points.map { cvb_point(x: Float($0.x), y: Float($0.y)) }
        try run("polygon") { err in
            native.withUnsafeBufferPointer { cvb_render_polygon(handle, $0.baseAddress, Int32(native.count), color.native, err) }
        }
    }

    func ellipse(cx: Double, cy: Double, rx: Double, ry: Double, angle: Double = 0, thickness: Double = 0, color: RGB) throws {
        try run("ellipse") { cvb_render_ellipse(handle, Float(cx), Float(cy), Float(rx), Float(ry), Float(angle), Float(thickness), color.native, $0) }
    }

    // MARK: Filters

    func blur(sigma: Double) throws { try run("blur") { cvb_render_blur(handle, Float(sigma), $0) } }

    func motionBlur(length: Double, angle: Double) throws {
        try run("motion blur") { cvb_render_motion_blur(handle, Float(length), Float(angle), $0) }
    }

    func noise(sigma: Double, seed: UInt64) throws { try run("noise") { cvb_render_noise(handle, Float(sigma), seed, $0) } }

    func gradient(from a: Point, to b: Point, gainA: Double, gainB: Double) throws {
        try run("gradient") {
            cvb_render_gradient(handle, cvb_point(x: Float(a.x), y: Float(a.y)), cvb_point(x: Float(b.x), y: Float(b.y)), Float(gainA), Float(gainB), $0)
        }
    }

    func radial(center: Point, radius: Double, gainCenter: Double, gainEdge: Double) throws {
        try run("radial") {
            cvb_render_radial(handle, cvb_point(x: Float(center.x), y: Float(center.y)), Float(radius), Float(gainCenter), Float(gainEdge), $0)
        }
    }

    func shade(_ points: [Point], gain: Double, softness: Double) throws {
        let native = points.map { cvb_point(x: Float($0.x), y: Float($0.y)) }
        try run("shade") { err in
            native.withUnsafeBufferPointer { cvb_render_shade(handle, $0.baseAddress, Int32(native.count), Float(gain), Float(softness), err) }
        }
    }

    func tone(gamma: Double, contrast: Double, brightness: Double) throws {
        try run("tone") { cvb_render_tone(handle, Float(gamma), Float(contrast), Float(brightness), $0) }
    }

    /// Blends `color` over a soft-edged polygon, only inside `clip` (when given): glare.
    func overlay(_ points: [Point], clip: [Point]? = nil, color: RGB, opacity: Double, softness: Double) throws {
        try overlay(points, clip: clip, color: color, opacity: opacity, softness: softness, rainbowPeriod: 0, rainbowAngle: 0)
    }

    /// A translucent rainbow over a soft-edged polygon whose hue cycles every `period` pixels in
    /// direction `angle` degrees, only inside `clip` (when given): hologram foil.
    func rainbow(_ points: [Point], clip: [Point]? = nil, opacity: Double, softness: Double, period: Double, angle: Double) throws {
        try overlay(points, clip: clip, color: .white, opacity: opacity, softness: softness, rainbowPeriod: period, rainbowAngle: angle)
    }

    private func overlay(_ points: [Point], clip: [Point]?, color: RGB, opacity: Double, softness: Double,
                         rainbowPeriod: Double, rainbowAngle: Double) throws {
        let native = points.map { cvb_point(x: Float($0.x), y: Float($0.y)) }
        let clipNative = (clip ?? []).map { cvb_point(x: Float($0.x), y: Float($0.y)) }
        try run("overlay") { err in
            native.withUnsafeBufferPointer { p in
                clipNative.withUnsafeBufferPointer { c in
                    cvb_render_overlay(handle, p.baseAddress, Int32(native.count), c.baseAddress, Int32(clipNative.count), color.native,
                                       Float(opacity), Float(softness), Float(rainbowPeriod), Float(rainbowAngle), err)
                }
            }
        }
    }

    /// Multiplies the pixels by `layer`'s (ink over ink), fading in from row `from` to row `to`.
    func multiply(by layer: Canvas, fadingInFrom from: Double, to: Double) throws {
        try run("multiply") { cvb_render_multiply(handle, layer.handle, Float(from), Float(to), $0) }
    }

    func inkWeight(_ pixels: Int) throws { try run("ink weight") { cvb_render_ink_weight(handle, Int32(pixels), $0) } }

    /// Warps all of `source` onto this canvas with its corners at `quad`.
    func paste(_ source: Canvas, at quad: Quad) throws {
        try run("paste") { cvb_render_paste_quad(handle, source.handle, quad.native, $0) }
    }
}
