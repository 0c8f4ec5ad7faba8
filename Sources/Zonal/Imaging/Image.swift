import CVBridge

/// An 8-bit image (gray or BGR) owned by the native layer. Immutable once made: every
/// operation returns a new image, so sharing one across tasks is safe.
public final class Image: @unchecked Sendable {
    let handle: OpaquePointer

    init(handle: OpaquePointer) { self.handle = handle }
    deinit { cvb_image_free(handle) }

    public var width: Int { Int(cvb_image_width(handle)) }
    public var height: Int { Int(cvb_image_height(handle)) }
    public var channels: Int { Int(cvb_image_channels(handle)) }
    var stride: Int { cvb_image_stride(handle) }
    var pixels: UnsafePointer<UInt8>? { cvb_image_data(handle) }

    /// Runs a native call that produces an image, turning its error into `ZonalError.native`.
    static func make(_ what: String, _ call: (UnsafeMutablePointer<OpaquePointer?>, UnsafeMutablePointer<cvb_error>) -> Int32) throws -> Image {
        var out: OpaquePointer?
        var err = cvb_error()
        let code = call(&out, &err)
        guard code == 0, let out else { throw ZonalError.native("\(what): \(err.messageText)") }
        return Image(handle: out)
    }

    /// A blank image of one colour (`value` is gray, or B, G, R).
    public static func blank(width: Int, height: Int, channels: Int = 3, value: [UInt8] = [255, 255, 255]) throws -> Image {
        var fill = value + [0, 0, 0]
        return try make("create") { cvb_image_create(Int32(width), Int32(height), Int32(channels), &fill, $0, $1) }
    }

    /// Packed rows of `width * channels` bytes.
    public static func fromPixels(_ pixels: [UInt8], width: Int, height: Int, channels: Int) throws -> Image {
        guard pixels.count == width * height * channels else { throw ZonalError.invalidArgument("pixel buffer size does not match \(width)x\(height)x\(channels)") }
        return try make("from pixels") { out, err in pixels.withUnsafeBufferPointer { cvb_image_from_pixels($0.baseAddress, Int32(width), Int32(height), Int32(channels), out, err) } }
    }

    public func grayscale() throws -> Image {
        channels == 1 ? self : try Image.make("gray") { cvb_image_to_gray(handle, $0, $1) }
    }

    public func bgr() throws -> Image {
        channels == 3 ? self : try Image.make("bgr") { cvb_image_to_bgr(handle, $0, $1) }
    }

    /// Applies an EXIF orientation (1...8) so the result is upright.
    public func oriented(exif orientation: Int) throws -> Image {
        orientation <= 1 || orientation > 8 ? self : try Image.make("orient") { cvb_image_orient(handle, Int32(orientation), $0, $1) }
    }

    /// Rotates clockwise by quarter turns.
    public func rotated(quarterTurns: Int) throws -> Image {
        quarterTurns % 4 == 0 ? self : try Image.make("rotate") { cvb_image_rotate90(handle, Int32(quarterTurns), $0, $1) }
    }

    public func resized(width: Int, height: Int) throws -> Image {
        try Image.make("resize") { cvb_image_resize(handle, Int32(width), Int32(height), $0, $1) }
    }

    /// A grey image scaled by `scale` (0 < scale < 1) averaging the area each pixel covers, as
    /// `resized` shrinks (OpenCV's INTER_AREA) to within a grey level, but fast at any factor.
    /// The MRZ band search shrinks photos this way (`cvb_mrz_find_bands`).
    func areaShrunk(by scale: Double) throws -> Image {
        try Image.make("area shrink") { cvb_image_area_shrink(handle, scale, $0, $1) }
    }

    /// Perspective-rectifies the quad into a `width` × `height` image.
    public func warped(_ quad: Quad, width: Int, height: Int) throws -> Image {
        try Image.make("warp") { cvb_image_warp_quad(handle, quad.native, Int32(width), Int32(height), $0, $1) }
    }

    /// A border of `pixels` on every side, as bright as the image's paper.
    public func padded(by pixels: Int) throws -> Image {
        try Image.make("pad") { cvb_image_pad(handle, Int32(pixels), $0, $1) }
    }

    public func cropped(x: Int, y: Int, width: Int, height: Int) throws -> Image {
        try Image.make("crop") { cvb_image_crop(handle, Int32(x), Int32(y), Int32(width), Int32(height), $0, $1) }
    }

    public enum EncodingFormat: String, Sendable, Codable { case png, jpeg, webp, tiff, bmp }

    /// `quality` (1...100) applies to JPEG and WebP; above 100, WebP is lossless.
    public func encoded(_ format: EncodingFormat, quality: Int = 90) throws -> [UInt8] {
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        var err = cvb_error()
        guard cvb_image_encode(handle, format.rawValue, Int32(quality), &bytes, &length, &err) == 0, let bytes else {
            throw ZonalError.native("encode: \(err.messageText)")
        }
        defer { cvb_buffer_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }
}

extension cvb_error {
    var messageText: String {
        withUnsafeBytes(of: message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }
}
