/// Hand-built image files and headers for the imaging tests: exact control over byte order,
/// field types and sizes, which encoders do not give.
enum ImageBytes {
    static func be16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
    static func le16(_ v: Int) -> [UInt8] { be16(v).reversed() }
    static func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
    static func le32(_ v: Int) -> [UInt8] { be32(v).reversed() }
    static func le24(_ v: Int) -> [UInt8] { [0, 8, 16].map { UInt8(truncatingIfNeeded: v >> $0) } }

    // MARK: TIFF

    /// An uncompressed 8-bit gray TIFF, one strip, with sizes stored as SHORT or LONG. With
    /// `directoryLast`, IFD0 comes after the pixels (as many writers do). `pixels` is row-major.
    static func tiff(width: Int, height: Int, littleEndian: Bool, longSizes: Bool, directoryLast: Bool = false,
                     pixels: [UInt8]? = nil, sizeTags: Bool = true, bitsPerSample: Int = 8, sampleFormat: Int? = nil) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { littleEndian ? le16(v) : be16(v) }
        func u32(_ v: Int) -> [UInt8] { littleEndian ? le32(v) : be32(v) }
        let data = pixels ?? [UInt8](repeating: 200, count: width * height)
        func entry(_ tag: Int, _ type: Int, _ value: Int) -> [UInt8] {
            // SHORT values sit in the first two bytes of the value field.
            u16(tag) + u16(type) + u32(1) + (type == 3 ? u16(value) + [0, 0] : u32(value))
        }
        var entries: [(Int, Int, Int)] = []
        let sizeType = longSizes ? 4 : 3
        if sizeTags { entries += [(256, sizeType, width), (257, sizeType, height)] }
        if let sampleFormat { entries.append((339, 3, sampleFormat)) }
        let directorySize = 2 + 12 * (entries.count + 6) + 4
        let pixelOffset = directoryLast ? 8 : 8 + directorySize
        entries += [(258, 3, bitsPerSample), (259, 3, 1), (262, 3, 1), (273, 4, pixelOffset), (278, 4, height), (279, 4, data.count)]
        entries.sort { $0.0 < $1.0 }
        let directoryOffset = directoryLast ? 8 + data.count + data.count % 2 : 8
        var directory = u16(entries.count)
        for e in entries { directory += entry(e.0, e.1, e.2) }
        directory += u32(0)
        var bytes: [UInt8] = (littleEndian ? [0x49, 0x49, 0x2A, 0x00] : [0x4D, 0x4D, 0x00, 0x2A]) + u32(directoryOffset)
        if directoryLast {
            bytes += data + (data.count % 2 == 1 ? [0] : []) + directory
        } else {
            bytes += directory + data
        }
        return bytes
    }

    /// A BigTIFF header whose IFD0 gives the sizes with `type` (3 SHORT, 4 LONG, 16 LONG8), and
    /// with `bitsPerSample`, that many bits for each of `samples` samples (SHORT values, which
    /// sit in the entry up to four of them), and a SampleFormat (339) when given.
    static func bigTIFFHeader(width: Int, height: Int, type: Int = 16, littleEndian: Bool = true,
                              bitsPerSample: Int? = nil, samples: Int = 1, sampleFormat: Int? = nil) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { littleEndian ? le16(v) : be16(v) }
        func u64(_ v: Int) -> [UInt8] { littleEndian ? le32(v) + [0, 0, 0, 0] : [0, 0, 0, 0] + be32(v) }
        func value(_ v: Int) -> [UInt8] {
            switch type {
            case 3: return u16(v) + [UInt8](repeating: 0, count: 6)
            case 4: return (littleEndian ? le32(v) : be32(v)) + [0, 0, 0, 0]
            default: return u64(v)
            }
        }
        func shorts(_ v: Int, count: Int) -> [UInt8] {
            let values = (0..<count).flatMap { _ in u16(v) }
            return values + [UInt8](repeating: 0, count: 8 - values.count)
        }
        var entries = [u16(256) + u16(type) + u64(1) + value(width), u16(257) + u16(type) + u64(1) + value(height)]
        if let bitsPerSample { entries.append(u16(258) + u16(3) + u64(samples) + shorts(bitsPerSample, count: samples)) }
        if let sampleFormat { entries.append(u16(339) + u16(3) + u64(samples) + shorts(sampleFormat, count: samples)) }
        var bytes: [UInt8] = (littleEndian ? [0x49, 0x49, 0x2B, 0x00] : [0x4D, 0x4D, 0x00, 0x2B]) + u16(8) + u16(0) + u64(16)
        bytes += u64(entries.count)
        for entry in entries { bytes += entry }
        return bytes + u64(0)
    }

    // MARK: BMP

    /// A 24-bit BMP (BITMAPINFOHEADER). `rows` are top to bottom, each `width` BGR triples;
    /// stored bottom-up (positive height) unless `topDown` (negative height).
    static func bmp(width: Int, rows: [[UInt8]], topDown: Bool) -> [UInt8] {
        let stride = (width * 3 + 3) / 4 * 4
        let stored = topDown ? rows : rows.reversed()
        var pixels: [UInt8] = []
        for row in stored { pixels += row + [UInt8](repeating: 0, count: stride - row.count) }
        let height = topDown ? -rows.count : rows.count
        let info = le32(40) + le32(width) + le32(height) + le16(1) + le16(24) + le32(0) + le32(pixels.count) + le32(2835) + le32(2835) + le32(0) + le32(0)
        return Array("BM".utf8) + le32(14 + info.count + pixels.count) + le32(0) + le32(14 + info.count) + info + pixels
    }

    /// An OS/2 BMP header (BITMAPCOREHEADER, 16-bit sizes).
    static func bmpCoreHeader(width: Int, height: Int) -> [UInt8] {
        Array("BM".utf8) + le32(26) + le32(0) + le32(26) + le32(12) + le16(width) + le16(height) + le16(1) + le16(24)
    }

    /// A BMP header with signed 32-bit sizes as given.
    static func bmpHeader(width: Int, height: Int) -> [UInt8] {
        Array("BM".utf8) + le32(54) + le32(0) + le32(54) + le32(40) + le32(width) + le32(height) + le16(1) + le16(24)
            + [UInt8](repeating: 0, count: 24)
    }

    // MARK: WebP

    private static func riff(_ chunk: [UInt8]) -> [UInt8] {
        Array("RIFF".utf8) + le32(chunk.count + 4) + Array("WEBP".utf8) + chunk
    }

    /// A `VP8 ` (lossy) chunk start: frame tag, start code, 14-bit sizes.
    static func webpVP8Header(width: Int, height: Int) -> [UInt8] {
        riff(Array("VP8 ".utf8) + le32(10) + [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A] + le16(width) + le16(height) + [0, 0])
    }

    /// A `VP8L` (lossless) chunk start: signature 0x2F, then 14-bit width−1 and height−1.
    static func webpVP8LHeader(width: Int, height: Int) -> [UInt8] {
        riff(Array("VP8L".utf8) + le32(5) + [0x2F] + le32((width - 1) | (height - 1) << 14) + [0, 0, 0, 0, 0])
    }

    /// A `VP8X` (extended) chunk: flags, 24-bit canvas width−1 and height−1.
    static func webpVP8XHeader(width: Int, height: Int, flags: UInt8 = 0) -> [UInt8] {
        riff(Array("VP8X".utf8) + le32(10) + [flags, 0, 0, 0] + le24(width - 1) + le24(height - 1) + [0, 0])
    }

    // MARK: JPEG, PNG

    /// SOI, optional APP1 with `app1` payload, then a SOF with `marker` (C0 baseline, C2 progressive, ...).
    static func jpegHeader(width: Int, height: Int, marker: UInt8 = 0xC0, app1: [UInt8]? = nil, fillBytes: Int = 0) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        if let app1 { bytes += [0xFF, 0xE1] + be16(app1.count + 2) + app1 }
        bytes += [UInt8](repeating: 0xFF, count: fillBytes)
        bytes += [0xFF, marker, 0x00, 0x0B, 8] + be16(height) + be16(width) + [1, 1, 0x11, 0]
        return bytes + [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 0x3F, 0] + [0x12, 0x34] + [0xFF, 0xD9]
    }

    static func pngHeader(width: Int, height: Int) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 0, 0, 0, 0] + [0, 0, 0, 0]
    }

    /// An EXIF APP1 payload ("Exif\0\0" + TIFF) whose IFD0 holds only Orientation.
    static func exifPayload(orientation: Int, littleEndian: Bool) -> [UInt8] {
        let tiff: [UInt8] = littleEndian
            ? [0x49, 0x49, 0x2A, 0x00] + le32(8) + le16(1) + le16(0x0112) + le16(3) + le32(1) + le16(orientation) + [0, 0] + le32(0)
            : [0x4D, 0x4D, 0x00, 0x2A] + be32(8) + be16(1) + be16(0x0112) + be16(3) + be32(1) + be16(orientation) + [0, 0] + be32(0)
        return Array("Exif".utf8) + [0, 0] + tiff
    }
}
