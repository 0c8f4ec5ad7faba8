/// Reads the EXIF Orientation tag (1...8) of a JPEG. Phones store the sensor's pixels and a tag
/// saying how to turn them upright; ignoring it reads a sideways document.
///
/// (`ExifWriter`, used by the synthetic generator, writes the tag; the generator's tests read it
/// back with their own minimal reader on purpose, as an independent check of both.)
enum ExifOrientation {
    /// 1 (upright) when there is no tag or it cannot be read.
    static func read(jpeg bytes: [UInt8]) -> Int {
        let b = ByteReader(bytes)
        var i = 2
        while i + 4 <= b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = b.bigEndian(i + 2, 2)
            if marker == 0xDA || marker == 0xD9 || length < 2 { break }  // start of scan: no more metadata
            if marker == 0xE1, length >= 8, b.starts(Array("Exif".utf8) + [0, 0], at: i + 4) {
                let end = min(b.count, i + 2 + length)
                return read(tiff: Array(bytes[(i + 10)..<max(i + 10, end)]))
            }
            i += 2 + length
        }
        return 1
    }

    /// The Orientation tag (0x0112) of IFD0 in TIFF-structured bytes (an EXIF payload after
    /// its `Exif\0\0` prefix); 1 when absent or out of range.
    static func read(tiff bytes: [UInt8]) -> Int {
        let t = ByteReader(bytes)
        guard t.count >= 8, t.starts([0x49, 0x49]) || t.starts([0x4D, 0x4D]) else { return 1 }
        let little = t[0] == 0x49
        let ifd = t.integer(4, 4, little: little)
        let entries = t.integer(ifd, 2, little: little)
        for n in 0..<min(entries, 512) {
            let entry = ifd + 2 + n * 12
            guard entry + 12 <= t.count else { break }
            if t.integer(entry, 2, little: little) == 0x0112 {
                let value = t.integer(entry + 8, 2, little: little)
                return (1...8).contains(value) ? value : 1
            }
        }
        return 1
    }
}
