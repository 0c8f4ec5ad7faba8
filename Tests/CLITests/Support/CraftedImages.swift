/// Hand-made image bytes for bad-input tests: headers that claim a size (with no pixel data
/// worth decoding), and a small valid PNG written without any image library.
enum Crafted {
    /// PNG signature + IHDR claiming `width`×`height` + a few bytes of nothing.
    static func pngHeader(width: Int, height: Int) -> [UInt8] {
        pngSignature + chunk("IHDR", be32(width) + be32(height) + [8, 0, 0, 0, 0]) + [UInt8](repeating: 0, count: 16)
    }

    /// A JPEG start: SOI, JFIF APP0, and a baseline SOF0 claiming `width`×`height`; no scan.
    static func jpegHeader(width: Int, height: Int) -> [UInt8] {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let sof: [UInt8] = [0xFF, 0xC0, 0x00, 0x0B, 8] + be16(height) + be16(width) + [1, 1, 0x11, 0]
        return [0xFF, 0xD8] + app0 + sof + [UInt8](repeating: 0, count: 16)
    }

    /// A TIFF header with IFD0 holding ImageWidth and ImageLength as LONG values, and with
    /// `samples` its BitsPerSample and SampleFormat (1 unsigned integer, 3 floating point) as
    /// SHORT values; no pixel data (no strips).
    static func tiffHeader(width: Int, height: Int, littleEndian: Bool, samples: (bits: Int, format: Int)? = nil) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { littleEndian ? Array(be16(v).reversed()) : be16(v) }
        func u32(_ v: Int) -> [UInt8] { littleEndian ? Array(be32(v).reversed()) : be32(v) }
        var bytes: [UInt8] = littleEndian ? [0x49, 0x49, 0x2A, 0x00] : [0x4D, 0x4D, 0x00, 0x2A]
        bytes += u32(8) + u16(samples == nil ? 2 : 4)
        bytes += u16(256) + u16(4) + u32(1) + u32(width)
        bytes += u16(257) + u16(4) + u32(1) + u32(height)
        if let samples {
            bytes += u16(258) + u16(3) + u32(1) + u16(samples.bits) + u16(0)
            bytes += u16(339) + u16(3) + u32(1) + u16(samples.format) + u16(0)
        }
        return bytes + u32(0) + [UInt8](repeating: 0, count: 16)
    }

    /// A WebP RIFF with a VP8X chunk giving a `width`×`height` canvas.
    static func webpHeader(width: Int, height: Int) -> [UInt8] {
        func le24(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF)] }
        let vp8x: [UInt8] = Array("VP8X".utf8) + [10, 0, 0, 0] + [0, 0, 0, 0] + le24(width - 1) + le24(height - 1)
        return Array("RIFF".utf8) + [UInt8(vp8x.count + 4), 0, 0, 0] + Array("WEBP".utf8) + vp8x + [UInt8](repeating: 0, count: 16)
    }

    /// A BMP header (BITMAPINFOHEADER) stored top-down, i.e. with a negative height.
    static func bmpTopDownHeader(width: Int, height: Int) -> [UInt8] {
        func le32(_ v: Int) -> [UInt8] { Array(be32(v).reversed()) }
        return Array("BM".utf8) + le32(54) + le32(0) + le32(54) + le32(40) + le32(width) + le32(-height) + [1, 0, 8, 0]
            + [UInt8](repeating: 0, count: 24)
    }

    /// A valid 8-bit gray PNG of `width`×`height` (uncompressed deflate blocks).
    static func grayPNG(width: Int, height: Int, value: UInt8 = 255) -> [UInt8] {
        var raw: [UInt8] = []
        for _ in 0..<height { raw += [0] + [UInt8](repeating: value, count: width) }  // filter 0 per row
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let block = Array(raw[offset..<min(raw.count, offset + 65535)])
            offset += block.count
            zlib += [offset >= raw.count ? 1 : 0] + le16(block.count) + le16(~block.count & 0xFFFF) + block
        } while offset < raw.count
        zlib += be32(adler32(raw))
        return pngSignature + chunk("IHDR", be32(width) + be32(height) + [8, 0, 0, 0, 0]) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc32(body)))
    }

    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> Int {
        var a = 1, b = 0
        for byte in bytes { a = (a + Int(byte)) % 65521; b = (b + a) % 65521 }
        return b << 16 | a
    }
}
