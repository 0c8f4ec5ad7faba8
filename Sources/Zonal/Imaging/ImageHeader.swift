/// What the first bytes of an image file say: its format and pixel size, read without
/// decoding it, so an oversized image is refused before it costs gigabytes.
///
/// Every supported format states its size in a header that precedes the pixel data; a file whose
/// header does not give it is refused (the decoder would fail on it anyway), so the size limit
/// always applies before decoding.
struct ImageHeader: Sendable, Equatable {
    enum Format: String, Sendable { case jpeg = "JPEG", png = "PNG", tiff = "TIFF", bmp = "BMP", webp = "WebP" }

    var format: Format
    var width: Int
    var height: Int

    static let supportedList = "JPEG, PNG, TIFF, BMP or WebP"

    /// Why a header was refused.
    enum Problem: Error, Sendable, Equatable {
        /// Not one of the supported signatures; `kind` names what it looks like when known
        /// ("GIF image", "PDF document", "text", ...).
        case unsupported(kind: String?)
        /// A supported signature whose header is cut short or malformed.
        case malformed(Format, String)
        /// A well-formed header of a supported format whose pixels the decoder cannot read
        /// (`what`: "32-bit floating-point samples").
        case unsupportedVariant(Format, String)
    }

    /// The format and size from a file's first bytes.
    static func read(_ bytes: [UInt8]) throws(Problem) -> ImageHeader {
        let b = ByteReader(bytes)
        if b.starts([0xFF, 0xD8, 0xFF]) { return try jpeg(b) }
        if b.starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try png(b) }
        if b.starts([0x49, 0x49, 0x2A, 0x00]) || b.starts([0x4D, 0x4D, 0x00, 0x2A]) { return try tiff(b, .classic) }
        if b.starts([0x49, 0x49, 0x2B, 0x00]) || b.starts([0x4D, 0x4D, 0x00, 0x2B]) { return try tiff(b, .big) }
        if b.starts([0x42, 0x4D]) { return try bmp(b) }
        if b.starts(Array("RIFF".utf8)), b.starts(Array("WEBP".utf8), at: 8) { return try webp(b) }
        throw .unsupported(kind: unsupportedKind(bytes))
    }

    // MARK: - JPEG

    /// Walks the segments to the first start-of-frame marker, which must precede the scan.
    private static func jpeg(_ b: ByteReader) throws(Problem) -> ImageHeader {
        var i = 2
        while true {
            guard i + 4 <= b.count else { throw .malformed(.jpeg, "the data ends before the frame header (SOF) that gives the image size") }
            guard b[i] == 0xFF else { throw .malformed(.jpeg, "bad segment marker at byte \(i)") }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }  // no length
            if marker == 0xDA || marker == 0xD9 {
                throw .malformed(.jpeg, "no frame header (SOF) before the image data")
            }
            let length = b.bigEndian(i + 2, 2)
            guard length >= 2 else { throw .malformed(.jpeg, "bad segment length at byte \(i)") }
            // SOF0...SOF15 except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 8, i + 9 <= b.count else { throw .malformed(.jpeg, "truncated frame header (SOF)") }
                return ImageHeader(format: .jpeg, width: b.bigEndian(i + 7, 2), height: b.bigEndian(i + 5, 2))
            }
            i += 2 + length
        }
    }

    /// Where the first scan's entropy-coded data starts (just after the SOS segment), if any.
    static func jpegScanStart(_ bytes: [UInt8]) -> Int? {
        let b = ByteReader(bytes)
        var i = 2
        while i + 4 <= b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = b.bigEndian(i + 2, 2)
            guard length >= 2 else { return nil }
            if marker == 0xDA { return min(b.count, i + 2 + length) }
            i += 2 + length
        }
        return nil
    }

    /// Whether a JPEG holds its end-of-image marker (FF D9) after the start of its image data.
    /// Entropy-coded data cannot contain FF D9 (FF is stuffed as FF 00), so its absence means the
    /// file was cut short; a marker in an EXIF thumbnail, before the scan, does not count.
    /// Data appended after the end marker (padding, MPF images) is accepted.
    static func jpegIsComplete(_ bytes: [UInt8]) -> Bool {
        guard let start = jpegScanStart(bytes) else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var i = start
            while i + 1 < buffer.count {
                if buffer[i] == 0xFF, buffer[i + 1] == 0xD9 { return true }
                i += 1
            }
            return false
        }
    }

    /// Whether a PNG's chunks run whole up to its end chunk (IEND). A file cut short is refused
    /// before decoding: libpng writes its own complaint to stderr when it meets the end of data.
    static func pngIsComplete(_ bytes: [UInt8]) -> Bool {
        let b = ByteReader(bytes), end = Array("IEND".utf8)
        var i = 8
        while i + 12 <= b.count {
            if b.starts(end, at: i + 4) { return true }
            i += 12 + b.bigEndian(i, 4)
        }
        return false
    }

    // MARK: - PNG

    private static func png(_ b: ByteReader) throws(Problem) -> ImageHeader {
        guard b.count >= 24 else { throw .malformed(.png, "the data ends inside the header (IHDR)") }
        guard b.starts(Array("IHDR".utf8), at: 12) else { throw .malformed(.png, "the first chunk is not the header (IHDR)") }
        return ImageHeader(format: .png, width: b.bigEndian(16, 4), height: b.bigEndian(20, 4))
    }

    // MARK: - TIFF

    /// Where a TIFF's first directory and its entries' parts lie: classic TIFF has 4-byte offsets
    /// and 12-byte entries, BigTIFF 8-byte offsets and counts and 20-byte entries.
    private struct TIFFLayout {
        let firstDirectoryAt: Int
        let offsetBytes: Int
        let entryCountBytes: Int
        let entryBytes: Int
        /// Where an entry's value (or its offset, when it does not fit) starts, and its room.
        let valueAt: Int
        let valueBytes: Int

        static let classic = TIFFLayout(firstDirectoryAt: 4, offsetBytes: 4, entryCountBytes: 2, entryBytes: 12, valueAt: 8, valueBytes: 4)
        static let big = TIFFLayout(firstDirectoryAt: 8, offsetBytes: 8, entryCountBytes: 8, entryBytes: 20, valueAt: 12, valueBytes: 8)

        /// BigTIFF: its header names the offsets' size, and its width and length may be LONG8.
        var isBig: Bool { offsetBytes == Self.big.offsetBytes }
    }

    /// IFD0's ImageWidth (256) and ImageLength (257) tags (SHORT or LONG, LONG8 in BigTIFF), either
    /// byte order. Samples the decoder cannot read (OpenCV's TIFF reader takes 1- to 16-bit
    /// integers) are refused here by their BitsPerSample (258) and SampleFormat (339) tags, with
    /// what they are: the decoder only says it failed.
    private static func tiff(_ b: ByteReader, _ layout: TIFFLayout) throws(Problem) -> ImageHeader {
        let little = b[0] == 0x49
        if layout.isBig {
            guard b.count >= 16, b.integer(4, 2, little: little) == 8 else { throw .malformed(.tiff, "bad BigTIFF header") }
        }
        let ifd = b.integer(layout.firstDirectoryAt, layout.offsetBytes, little: little)
        guard ifd >= layout.firstDirectoryAt + layout.offsetBytes, ifd <= b.count - layout.entryCountBytes else {
            throw .malformed(.tiff, "the first directory (IFD0) is outside the data")
        }
        let entries = b.integer(ifd, layout.entryCountBytes, little: little)
        var width: Int?
        var height: Int?
        var bits = 1, sampleFormat = 1
        var n = 0
        while n < entries {
            let entry = ifd + layout.entryCountBytes + n * layout.entryBytes
            n += 1
            guard entry + layout.entryBytes <= b.count else { throw .malformed(.tiff, "the data ends inside the first directory (IFD0)") }
            let tag = b.integer(entry, 2, little: little)
            let type = b.integer(entry + 2, 2, little: little)
            let value = entry + layout.valueAt
            if tag == 258 || tag == 339, type == 3 {
                // SHORT values, one per sample: as many as fit sit in the entry, more at an offset.
                let count = b.integer(entry + 4, layout.offsetBytes, little: little)
                let at = count <= layout.valueBytes / 2 ? value : b.integer(value, layout.offsetBytes, little: little)
                if tag == 258 { bits = b.integer(at, 2, little: little) } else { sampleFormat = b.integer(at, 2, little: little) }
                continue
            }
            guard tag == 256 || tag == 257 else { continue }
            let size: Int
            switch type {
            case 3: size = b.integer(value, 2, little: little)  // SHORT
            case 4: size = b.integer(value, 4, little: little)  // LONG
            case 16 where layout.isBig: size = b.integer(value, 8, little: little)  // LONG8
            default:
                throw .malformed(.tiff, "image \(tag == 256 ? "width" : "length") tag is \(layout.isBig ? "not SHORT, LONG or LONG8" : "neither SHORT nor LONG")")
            }
            if tag == 256 { width = size } else { height = size }
        }
        guard let width, let height else { throw .malformed(.tiff, "the first directory (IFD0) does not give the image width and length") }
        if sampleFormat == 3 { throw .unsupportedVariant(.tiff, "\(bits)-bit floating-point samples") }
        if bits > 16 { throw .unsupportedVariant(.tiff, "\(bits)-bit samples") }
        return ImageHeader(format: .tiff, width: width, height: height)
    }

    // MARK: - BMP

    /// The DIB header: BITMAPCOREHEADER (12 bytes, 16-bit sizes) or a later one (signed 32-bit
    /// sizes; a negative height means rows are stored top-down).
    private static func bmp(_ b: ByteReader) throws(Problem) -> ImageHeader {
        guard b.count >= 18 else { throw .malformed(.bmp, "the data ends inside the file header") }
        let dibSize = b.integer(14, 4, little: true)
        if dibSize == 12 {
            guard b.count >= 22 else { throw .malformed(.bmp, "the data ends inside the bitmap header") }
            return ImageHeader(format: .bmp, width: b.integer(18, 2, little: true), height: b.integer(20, 2, little: true))
        }
        guard dibSize >= 40, b.count >= 26 else { throw .malformed(.bmp, "the data ends inside the bitmap header") }
        let width = Int(Int32(truncatingIfNeeded: b.integer(18, 4, little: true)))
        let height = Int(Int32(truncatingIfNeeded: b.integer(22, 4, little: true)))
        guard width >= 0 else { throw .malformed(.bmp, "negative width (\(width))") }
        return ImageHeader(format: .bmp, width: width, height: abs(height))
    }

    // MARK: - WebP

    /// RIFF container; the first chunk is `VP8 ` (lossy), `VP8L` (lossless) or `VP8X` (extended,
    /// with the canvas size).
    private static func webp(_ b: ByteReader) throws(Problem) -> ImageHeader {
        guard b.count >= 30 else { throw .malformed(.webp, "the data ends inside the header") }
        if b.starts(Array("VP8 ".utf8), at: 12) {
            guard b.starts([0x9D, 0x01, 0x2A], at: 23) else { throw .malformed(.webp, "bad VP8 frame header") }
            return ImageHeader(format: .webp, width: b.integer(26, 2, little: true) & 0x3FFF, height: b.integer(28, 2, little: true) & 0x3FFF)
        }
        if b.starts(Array("VP8L".utf8), at: 12) {
            guard b[20] == 0x2F else { throw .malformed(.webp, "bad VP8L signature") }
            let bits = b.integer(21, 4, little: true)
            return ImageHeader(format: .webp, width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        }
        if b.starts(Array("VP8X".utf8), at: 12) {
            if b[20] & 0x02 != 0 { throw .malformed(.webp, "animated WebP is not supported") }
            return ImageHeader(format: .webp, width: b.integer(24, 3, little: true) + 1, height: b.integer(27, 3, little: true) + 1)
        }
        throw .malformed(.webp, "the first chunk is not VP8, VP8L or VP8X")
    }

    // MARK: - Unsupported

    /// A name for common things that are not supported images, so the message is useful.
    static func unsupportedKind(_ bytes: [UInt8]) -> String? {
        let b = ByteReader(bytes)
        if b.starts(Array("GIF87a".utf8)) || b.starts(Array("GIF89a".utf8)) { return "GIF image" }
        if b.starts(Array("%PDF".utf8)) { return "PDF document" }
        if b.starts(Array("ftyp".utf8), at: 4) {
            let brand = String(decoding: bytes[8..<min(bytes.count, 12)], as: UTF8.self)
            if ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].contains(brand) { return "HEIF/HEIC image" }
            if brand.hasPrefix("avi") { return "AVIF image" }
            return "ISO media file"
        }
        if b.starts([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20]) || b.starts([0xFF, 0x4F, 0xFF, 0x51]) { return "JPEG 2000 image" }
        if b.starts([0x50, 0x4B, 0x03, 0x04]) { return "ZIP archive" }
        if bytes.count >= 2, bytes[0] == 0x50, (0x31...0x37).contains(bytes[1]) { return "PNM image" }
        if b.starts([0x00, 0x00, 0x01, 0x00]) { return "ICO image" }
        if b.starts([0x76, 0x2F, 0x31, 0x01]) { return "OpenEXR image" }
        if b.starts(Array("8BPS".utf8)) { return "Photoshop document" }
        if looksLikeText(bytes.prefix(512)) { return "text" }
        return nil
    }

    private static func looksLikeText(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        // Printable ASCII, whitespace, or UTF-8 multibyte sequences.
        let ok = bytes.filter { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || (0x20...0x7E).contains($0) || $0 >= 0x80 }.count
        guard ok == bytes.count else { return false }
        // The prefix may end inside a multi-byte character.
        return (0...3).contains { cut in bytes.count > cut && String(validating: bytes.dropLast(cut), as: UTF8.self) != nil }
    }

    // MARK: - Bytes

    static func bigEndian(_ b: [UInt8], _ offset: Int, _ count: Int) -> Int { ByteReader(b).bigEndian(offset, count) }
    static func littleEndian(_ b: [UInt8], _ offset: Int, _ count: Int) -> Int { ByteReader(b).integer(offset, count, little: true) }
}

/// Bounds-checked reads: out-of-range reads give 0, never a trap, since the bytes come from outside.
struct ByteReader {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var count: Int { bytes.count }
    subscript(_ i: Int) -> UInt8 { i >= 0 && i < bytes.count ? bytes[i] : 0 }

    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
        offset >= 0 && bytes.count >= offset + prefix.count && bytes[offset..<offset + prefix.count].elementsEqual(prefix)
    }

    func bigEndian(_ offset: Int, _ count: Int) -> Int { integer(offset, count, little: false) }

    /// An unsigned integer of `count` (≤ 8) bytes; 0 when out of range. Values above Int.max
    /// (8-byte reads only) are clamped to Int.max.
    func integer(_ offset: Int, _ count: Int, little: Bool) -> Int {
        guard offset >= 0, count <= 8, offset <= bytes.count - count else { return 0 }
        let slice = bytes[offset..<offset + count]
        let value: UInt64 = little ? slice.reversed().reduce(0) { $0 << 8 | UInt64($1) } : slice.reduce(0) { $0 << 8 | UInt64($1) }
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }
}
