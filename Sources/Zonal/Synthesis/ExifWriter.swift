/// Writes an EXIF Orientation tag into a JPEG file's bytes.
public enum ExifWriter {
    /// The orientation whose transform undoes orientation `o` (5 and 7 are their own inverse,
    /// 6 and 8 are each other's): storing `upright.oriented(exif: inverse(o))` with tag `o` makes a
    /// viewer show `upright`.
    public static func inverse(_ orientation: Int) -> Int {
        switch orientation {
        case 6: return 8
        case 8: return 6
        default: return orientation
        }
    }

    /// `jpeg` with an APP1 Exif segment holding only IFD0 Orientation (big-endian TIFF), inserted
    /// after SOI and any JFIF APP0 segment. Throws when `jpeg` is not a JPEG or `orientation`
    /// is not 1...8.
    public static func insertOrientation(_ orientation: Int, into jpeg: [UInt8]) throws -> [UInt8] {
        guard (1...8).contains(orientation) else { throw ZonalError.invalidArgument("EXIF orientation \(orientation) is not 1...8") }
        guard jpeg.count > 4, jpeg[0] == 0xFF, jpeg[1] == 0xD8 else { throw ZonalError.invalidArgument("not a JPEG stream") }
        var insertAt = 2
        if jpeg[2] == 0xFF, jpeg[3] == 0xE0, jpeg.count > 6 {
            insertAt = 4 + (Int(jpeg[4]) << 8 | Int(jpeg[5]))
            guard insertAt <= jpeg.count else { throw ZonalError.invalidArgument("truncated JPEG APP0 segment") }
        }
        var tiff: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08]  // "MM", 42, IFD0 at 8
        tiff += [0x00, 0x01]  // one entry
        tiff += [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, UInt8(orientation), 0x00, 0x00]  // Orientation, SHORT, 1
        tiff += [0x00, 0x00, 0x00, 0x00]  // no next IFD
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Array(jpeg[..<insertAt]) + segment + Array(jpeg[insertAt...])
    }
}
