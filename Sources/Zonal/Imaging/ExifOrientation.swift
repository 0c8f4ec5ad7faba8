/// Reads the EXIF Orientation tag (1...8) of a JPEG. Phones store the sensor's pixels and a tag
/// saying how to turn them upright; ignoring it reads a sideways document.
enum ExifOrientation {
    /// 1 (upright) when there is no tag or it cannot be read.
    static func read(jpeg b: [UInt8]) -> Int {
        var i = 2
        while i + 4 < b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            let length = ImageHeader.bigEndian(b, i + 2, 2)
            if marker == 0xDA || length < 2 { break }  // start of scan: no more metadata
            if marker == 0xE1, i + 10 < b.count, Array(b[(i + 4)..<(i + 10)]) == Array("Exif\0\0".utf8) {
                return orientation(tiff: Array(b[(i + 10)..<min(b.count, i + 2 + length)]))
            }
            i += 2 + length
        }
        return 1
    }

    private static func orientation(tiff t: [UInt8]) -> Int {
        guard t.count >= 8 else { return 1 }
        let little = t[0] == 0x49
        func read(_ offset: Int, _ count: Int) -> Int {
            little ? ImageHeader.littleEndian(t, offset, count) : ImageHeader.bigEndian(t, offset, count)
        }
        let ifd = read(4, 4)
        let entries = read(ifd, 2)
        for n in 0..<min(entries, 512) {
            let entry = ifd + 2 + n * 12
            guard entry + 12 <= t.count else { break }
            if read(entry, 2) == 0x0112 {
                let value = read(entry + 8, 2)
                return (1...8).contains(value) ? value : 1
            }
        }
        return 1
    }
}
