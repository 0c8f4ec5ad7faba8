/// What the first bytes of an image file say: its format and pixel size, read without
/// decoding it, so an oversized image is refused before it costs gigabytes.
struct ImageHeader: Sendable, Equatable {
    enum Format: String, Sendable { case jpeg = "JPEG", png = "PNG", tiff = "TIFF", bmp = "BMP", webp = "WebP" }

    var format: Format
    var width: Int?
    var height: Int?

    static let supportedList = "JPEG, PNG, TIFF, BMP or WebP"

    /// nil when the bytes do not start with a known image signature.
    static func read(_ bytes: [UInt8]) -> ImageHeader? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            let size = jpegSize(bytes)
            return ImageHeader(format: .jpeg, width: size?.0, height: size?.1)
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            let ok = bytes.count >= 24
            return ImageHeader(format: .png, width: ok ? bigEndian(bytes, 16, 4) : nil, height: ok ? bigEndian(bytes, 20, 4) : nil)
        }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
            return ImageHeader(format: .tiff, width: nil, height: nil)
        }
        if starts([0x42, 0x4D]), bytes.count >= 26 {
            return ImageHeader(format: .bmp, width: littleEndian(bytes, 18, 4), height: abs(Int(Int32(truncatingIfNeeded: littleEndian(bytes, 22, 4)))))
        }
        if starts([0x52, 0x49, 0x46, 0x46]), starts([0x57, 0x45, 0x42, 0x50], at: 8) {
            return ImageHeader(format: .webp, width: nil, height: nil)
        }
        return nil
    }

    /// Walks JPEG segments to the first start-of-frame marker.
    private static func jpegSize(_ b: [UInt8]) -> (Int, Int)? {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = bigEndian(b, i + 2, 2)
            // SOF0...SOF15 except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(b, i + 7, 2), bigEndian(b, i + 5, 2))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    static func bigEndian(_ b: [UInt8], _ offset: Int, _ count: Int) -> Int {
        guard offset >= 0, offset + count <= b.count else { return 0 }
        return b[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    static func littleEndian(_ b: [UInt8], _ offset: Int, _ count: Int) -> Int {
        guard offset >= 0, offset + count <= b.count else { return 0 }
        return b[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
