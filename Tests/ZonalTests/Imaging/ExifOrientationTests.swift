import Testing
@testable import Zonal

@Suite struct ExifOrientationTests {
    private let jpeg: [UInt8] = ImageBytes.jpegHeader(width: 8, height: 8)

    @Test func readsWhatTheGeneratorWrites() throws {
        let real = try Image.blank(width: 8, height: 4).encoded(.jpeg)
        for orientation in 1...8 {
            #expect(ExifOrientation.read(jpeg: try ExifWriter.insertOrientation(orientation, into: real)) == orientation)
        }
    }

    @Test(arguments: [true, false])
    func bothByteOrders(littleEndian: Bool) {
        for orientation in 1...8 {
            let bytes = ImageBytes.jpegHeader(width: 8, height: 8, app1: ImageBytes.exifPayload(orientation: orientation, littleEndian: littleEndian))
            #expect(ExifOrientation.read(jpeg: bytes) == orientation)
        }
    }

    @Test func missingOrOutOfRangeIsUpright() throws {
        #expect(ExifOrientation.read(jpeg: jpeg) == 1)
        #expect(ExifOrientation.read(jpeg: try Image.blank(width: 8, height: 4).encoded(.jpeg)) == 1)
        for value in [0, 9, 255] {
            #expect(ExifOrientation.read(jpeg: ImageBytes.jpegHeader(width: 8, height: 8, app1: ImageBytes.exifPayload(orientation: value, littleEndian: true))) == 1)
        }
        #expect(ExifOrientation.read(tiff: []) == 1)
        #expect(ExifOrientation.read(tiff: Array("not a tiff".utf8)) == 1)
    }

    @Test func metadataAfterTheScanIsIgnored() {
        // An APP1 after the start of scan is not the image's metadata.
        let late = Array(jpeg.dropLast(2)) + [0xFF, 0xE1] + ImageBytes.be16(ImageBytes.exifPayload(orientation: 6, littleEndian: true).count + 2)
            + ImageBytes.exifPayload(orientation: 6, littleEndian: true)
        #expect(ExifOrientation.read(jpeg: late) == 1)
    }

    @Test func shortOrCutSegmentsDoNotTrap() {
        // An APP1 whose length (4) is shorter than its "Exif\0\0" header; the bytes after it look
        // like one. This used to make a reversed range and crash.
        let short: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x04] + Array("Exif".utf8) + [0, 0, 0x49, 0x49, 0x2A, 0]
        #expect(ExifOrientation.read(jpeg: short) == 1)
        let full = ImageBytes.jpegHeader(width: 8, height: 8, app1: ImageBytes.exifPayload(orientation: 8, littleEndian: false))
        for length in 0..<full.count { _ = ExifOrientation.read(jpeg: Array(full.prefix(length))) }
        // The IFD points outside the payload; the entry count is huge.
        let wild = Array("Exif".utf8) + [0, 0, 0x4D, 0x4D, 0, 0x2A, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(ExifOrientation.read(jpeg: ImageBytes.jpegHeader(width: 8, height: 8, app1: wild)) == 1)
        let many = Array("Exif".utf8) + [0, 0, 0x49, 0x49, 0x2A, 0, 8, 0, 0, 0, 0xFF, 0xFF] + [UInt8](repeating: 0, count: 40)
        #expect(ExifOrientation.read(jpeg: ImageBytes.jpegHeader(width: 8, height: 8, app1: many)) == 1)
    }
}
