import Foundation
import Testing
@testable import Zonal

/// Sizes read from headers without decoding, for every supported format, and refusals that
/// name what was found.
@Suite struct ImageHeaderTests {
    private func header(_ bytes: [UInt8]) throws -> ImageHeader { try ImageHeader.read(bytes) }

    private func problem(_ bytes: [UInt8]) -> ImageHeader.Problem? {
        do { _ = try ImageHeader.read(bytes); return nil } catch { return error }
    }

    private func isMalformed(_ bytes: [UInt8], _ format: ImageHeader.Format, containing phrase: String = "") -> Bool {
        if case let .malformed(f, reason)? = problem(bytes) { return f == format && (phrase.isEmpty || reason.contains(phrase)) }
        return false
    }

    // MARK: What real encoders write

    @Test(arguments: [(Image.EncodingFormat.png, ImageHeader.Format.png, 90), (.jpeg, .jpeg, 90), (.webp, .webp, 80),
                      (.webp, .webp, 101), (.tiff, .tiff, 90), (.bmp, .bmp, 90)])
    func sizeOfEncodedImages(encoding: Image.EncodingFormat, format: ImageHeader.Format, quality: Int) throws {
        for (width, height, channels) in [(37, 23, 1), (23, 37, 3), (1, 1, 1), (1500, 7, 3)] {
            let image = try Image.blank(width: width, height: height, channels: channels, value: [120, 130, 140])
            let bytes = try image.encoded(encoding, quality: quality)
            #expect(try header(bytes) == ImageHeader(format: format, width: width, height: height), "\(encoding) q\(quality) \(width)×\(height)×\(channels)")
        }
    }

    @Test func webpLossyAndLosslessUseTheirOwnChunks() throws {
        let image = try Image.blank(width: 30, height: 20)
        #expect(try image.encoded(.webp, quality: 80)[12..<16].elementsEqual("VP8 ".utf8))
        #expect(try image.encoded(.webp, quality: 101)[12..<16].elementsEqual("VP8L".utf8))
    }

    /// A PNG cut anywhere before its end chunk is incomplete; data after it is not its concern.
    @Test func aPNGIsCompleteOnlyUpToItsEndChunk() throws {
        let png = try Image.blank(width: 40, height: 30, channels: 3, value: [10, 200, 30]).encoded(.png)
        #expect(ImageHeader.pngIsComplete(png))
        #expect(ImageHeader.pngIsComplete(png + [0, 1, 2]))
        for cut in [png.count - 1, png.count - 12, png.count / 2, 40, 8] {
            #expect(!ImageHeader.pngIsComplete(Array(png.prefix(cut))), "cut at \(cut) of \(png.count)")
        }
    }

    // MARK: TIFF

    @Test(arguments: [false, true], [false, true])
    func tiffSizesInBothByteOrdersAndTypes(littleEndian: Bool, longSizes: Bool) throws {
        for directoryLast in [false, true] {
            let bytes = ImageBytes.tiff(width: 300, height: 70, littleEndian: littleEndian, longSizes: longSizes, directoryLast: directoryLast)
            #expect(try header(bytes) == ImageHeader(format: .tiff, width: 300, height: 70))
        }
        // LONG holds sizes a SHORT cannot.
        if longSizes {
            let huge = ImageBytes.tiff(width: 20000, height: 70000, littleEndian: littleEndian, longSizes: true, pixels: [0])
            #expect(try header(huge) == ImageHeader(format: .tiff, width: 20000, height: 70000))
        }
    }

    @Test func tiffWithoutSizesOrWithABadDirectoryIsMalformed() {
        let noSizes = ImageBytes.tiff(width: 4, height: 4, littleEndian: true, longSizes: false, sizeTags: false)
        #expect(isMalformed(noSizes, .tiff, containing: "does not give the image width"))
        var outside = ImageBytes.tiff(width: 4, height: 4, littleEndian: true, longSizes: false)
        outside.replaceSubrange(4..<8, with: ImageBytes.le32(1_000_000))
        #expect(isMalformed(outside, .tiff, containing: "outside the data"))
        let cut = Array(ImageBytes.tiff(width: 4, height: 4, littleEndian: false, longSizes: true).prefix(20))
        #expect(isMalformed(cut, .tiff, containing: "ends inside"))
        var wrongType = ImageBytes.tiff(width: 4, height: 4, littleEndian: true, longSizes: false)
        wrongType[12] = 2  // first entry (ImageWidth) typed ASCII
        #expect(isMalformed(wrongType, .tiff, containing: "neither SHORT nor LONG"))
        #expect(isMalformed([0x49, 0x49, 0x2A, 0x00], .tiff))
    }

    /// Samples OpenCV's TIFF reader cannot decode are refused from the header, saying what they
    /// are; integer samples up to 16 bits pass, and so does an RGB TIFF as OpenCV writes it (its
    /// three BitsPerSample values stored at an offset, not in the entry).
    @Test func tiffSamplesTheDecoderCannotReadAreNamed() throws {
        for littleEndian in [true, false] {
            let float = ImageBytes.tiff(width: 4, height: 4, littleEndian: littleEndian, longSizes: false, bitsPerSample: 32, sampleFormat: 3)
            #expect(problem(float) == .unsupportedVariant(.tiff, "32-bit floating-point samples"))
            let wide = ImageBytes.tiff(width: 4, height: 4, littleEndian: littleEndian, longSizes: false, bitsPerSample: 32, sampleFormat: 1)
            #expect(problem(wide) == .unsupportedVariant(.tiff, "32-bit samples"))
            let deep = ImageBytes.tiff(width: 4, height: 4, littleEndian: littleEndian, longSizes: false, bitsPerSample: 16, sampleFormat: 1)
            #expect(try header(deep) == ImageHeader(format: .tiff, width: 4, height: 4))
        }
        let rgb = try Image.blank(width: 30, height: 20, channels: 3, value: [10, 20, 30]).encoded(.tiff)
        #expect(try header(rgb) == ImageHeader(format: .tiff, width: 30, height: 20))
    }

    /// BigTIFF's entries are wider (8-byte counts, up to four SHORT values in the entry), and its
    /// samples are checked as classic TIFF's are.
    @Test(arguments: [true, false])
    func bigTIFFSamplesTheDecoderCannotReadAreNamed(littleEndian: Bool) throws {
        let float = ImageBytes.bigTIFFHeader(width: 4, height: 4, littleEndian: littleEndian, bitsPerSample: 32, samples: 3, sampleFormat: 3)
        #expect(problem(float) == .unsupportedVariant(.tiff, "32-bit floating-point samples"))
        let wide = ImageBytes.bigTIFFHeader(width: 4, height: 4, littleEndian: littleEndian, bitsPerSample: 32, sampleFormat: 1)
        #expect(problem(wide) == .unsupportedVariant(.tiff, "32-bit samples"))
        let rgb16 = ImageBytes.bigTIFFHeader(width: 4, height: 4, littleEndian: littleEndian, bitsPerSample: 16, samples: 4, sampleFormat: 1)
        #expect(try header(rgb16) == ImageHeader(format: .tiff, width: 4, height: 4))
    }

    @Test(arguments: [3, 4, 16], [true, false])
    func bigTIFF(type: Int, littleEndian: Bool) throws {
        let bytes = ImageBytes.bigTIFFHeader(width: 640, height: 20000, type: type, littleEndian: littleEndian)
        #expect(try header(bytes) == ImageHeader(format: .tiff, width: 640, height: 20000))
        #expect(isMalformed(Array(bytes.prefix(30)), .tiff))
    }

    // MARK: BMP

    @Test func bmpBottomUpAndTopDown() throws {
        let rows = [[UInt8]](repeating: [UInt8](repeating: 9, count: 5 * 3), count: 3)
        #expect(try header(ImageBytes.bmp(width: 5, rows: rows, topDown: false)) == ImageHeader(format: .bmp, width: 5, height: 3))
        #expect(try header(ImageBytes.bmp(width: 5, rows: rows, topDown: true)) == ImageHeader(format: .bmp, width: 5, height: 3))
        #expect(try header(ImageBytes.bmpHeader(width: 20000, height: -20000)) == ImageHeader(format: .bmp, width: 20000, height: 20000))
        #expect(try header(ImageBytes.bmpHeader(width: 7, height: Int(Int32.min))).height == 2_147_483_648)
        #expect(try header(ImageBytes.bmpCoreHeader(width: 640, height: 480)) == ImageHeader(format: .bmp, width: 640, height: 480))
    }

    @Test func bmpWithNegativeWidthOrCutShortIsMalformed() {
        #expect(isMalformed(ImageBytes.bmpHeader(width: -5, height: 5), .bmp, containing: "negative width"))
        #expect(isMalformed(Array(ImageBytes.bmpHeader(width: 5, height: 5).prefix(20)), .bmp))
        #expect(isMalformed(Array("BM".utf8), .bmp))
    }

    // MARK: WebP

    @Test func webpChunks() throws {
        #expect(try header(ImageBytes.webpVP8Header(width: 1600, height: 1200)) == ImageHeader(format: .webp, width: 1600, height: 1200))
        #expect(try header(ImageBytes.webpVP8LHeader(width: 16384, height: 3)) == ImageHeader(format: .webp, width: 16384, height: 3))
        #expect(try header(ImageBytes.webpVP8XHeader(width: 20000, height: 20000)) == ImageHeader(format: .webp, width: 20000, height: 20000))
        #expect(try header(ImageBytes.webpVP8XHeader(width: 1 << 24, height: 1)) == ImageHeader(format: .webp, width: 1 << 24, height: 1))
    }

    @Test func webpProblems() {
        #expect(isMalformed(ImageBytes.webpVP8XHeader(width: 10, height: 10, flags: 0x02), .webp, containing: "animated"))
        var unknown = ImageBytes.webpVP8Header(width: 10, height: 10)
        unknown.replaceSubrange(12..<16, with: Array("ALPH".utf8))
        #expect(isMalformed(unknown, .webp, containing: "not VP8"))
        var badStart = ImageBytes.webpVP8Header(width: 10, height: 10)
        badStart[23] = 0
        #expect(isMalformed(badStart, .webp, containing: "VP8 frame"))
        #expect(isMalformed(Array(ImageBytes.webpVP8Header(width: 10, height: 10).prefix(20)), .webp))
    }

    // MARK: JPEG, PNG

    @Test func jpegFrameMarkersAndSegmentsBeforeThem() throws {
        for marker: UInt8 in [0xC0, 0xC1, 0xC2, 0xC3, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF] {
            #expect(try header(ImageBytes.jpegHeader(width: 1600, height: 1200, marker: marker)) == ImageHeader(format: .jpeg, width: 1600, height: 1200))
        }
        // An EXIF segment with a thumbnail-like SOF inside, and fill bytes: only the real SOF counts.
        let app1 = ImageBytes.exifPayload(orientation: 6, littleEndian: true) + [0xFF, 0xC0, 0x00, 0x0B, 8, 0, 1, 0, 1]
        #expect(try header(ImageBytes.jpegHeader(width: 900, height: 20000, app1: app1, fillBytes: 3)) == ImageHeader(format: .jpeg, width: 900, height: 20000))
    }

    @Test func jpegWithoutFrameHeaderIsMalformed() {
        let scanFirst: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 0x3F, 0, 0xFF, 0xD9]
        #expect(isMalformed(scanFirst, .jpeg, containing: "no frame header"))
        #expect(isMalformed([0xFF, 0xD8, 0xFF], .jpeg, containing: "ends before"))
        #expect(isMalformed([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01, 0, 0], .jpeg, containing: "segment length"))
        #expect(isMalformed([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0, 0, 0x12, 0x34, 0x56, 0x78], .jpeg, containing: "bad segment marker"))
        #expect(isMalformed(Array(ImageBytes.jpegHeader(width: 10, height: 10).prefix(10)), .jpeg, containing: "frame header"))
    }

    @Test func pngNeedsItsIHDR() throws {
        #expect(try header(ImageBytes.pngHeader(width: 20000, height: 3)) == ImageHeader(format: .png, width: 20000, height: 3))
        var other = ImageBytes.pngHeader(width: 1, height: 1)
        other.replaceSubrange(12..<16, with: Array("tEXt".utf8))
        #expect(isMalformed(other, .png, containing: "IHDR"))
        #expect(isMalformed(Array(ImageBytes.pngHeader(width: 1, height: 1).prefix(20)), .png, containing: "IHDR"))
    }

    // MARK: Unsupported

    @Test(arguments: [
        (Array("GIF89a".utf8) + [1, 0, 1, 0], "GIF image"),
        (Array("GIF87a".utf8), "GIF image"),
        (Array("%PDF-1.4\n".utf8), "PDF document"),
        ([0, 0, 0, 0x18] + Array("ftypheic".utf8), "HEIF/HEIC image"),
        ([0, 0, 0, 0x18] + Array("ftypavif".utf8), "AVIF image"),
        ([0, 0, 0, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A], "JPEG 2000 image"),
        (Array("P5\n2 2\n255\n".utf8) + [0, 0, 0, 0], "PNM image"),
        (Array("hello, this is a text file\r\n".utf8), "text"),
        (Array("Ünïcödé text".utf8), "text"),
        (Array(("a" + String(repeating: "é", count: 300)).utf8), "text"),  // 512-byte prefix cuts a character
    ] as [([UInt8], String)])
    func unsupportedIsNamed(bytes: [UInt8], kind: String) {
        #expect(problem(bytes) == .unsupported(kind: kind))
    }

    @Test func unknownBinaryIsUnnamed() {
        #expect(problem([0, 1, 2, 3, 4, 5, 6, 7, 8]) == .unsupported(kind: nil))
        #expect(problem([0xFF, 0xD8]) == .unsupported(kind: nil))  // too short for a JPEG signature
        #expect(problem([]) == .unsupported(kind: nil))
    }

    // MARK: JPEG completeness

    @Test func jpegCompleteness() throws {
        let jpeg = try Image.blank(width: 64, height: 48, channels: 3, value: [10, 200, 30]).encoded(.jpeg)
        #expect(ImageHeader.jpegIsComplete(jpeg))
        #expect(!ImageHeader.jpegIsComplete(Array(jpeg.dropLast(2))))
        #expect(!ImageHeader.jpegIsComplete(Array(jpeg.prefix(jpeg.count / 2))))
        // Data after the end marker (padding, appended images) is fine, however long.
        #expect(ImageHeader.jpegIsComplete(jpeg + [UInt8](repeating: 0, count: 100_000)))
        // An end marker inside an EXIF thumbnail, before the scan, does not make a cut file complete.
        let thumbnail = ImageBytes.exifPayload(orientation: 1, littleEndian: false) + [0xFF, 0xD8, 0xFF, 0xD9]
        let withThumbnail = [0xFF, 0xD8, 0xFF, 0xE1] + ImageBytes.be16(thumbnail.count + 2) + thumbnail + jpeg.dropFirst(2)
        #expect(ImageHeader.jpegIsComplete(withThumbnail))
        #expect(!ImageHeader.jpegIsComplete(Array(withThumbnail.dropLast(2))))
        #expect(ImageHeader.jpegScanStart([0xFF, 0xD8, 0xFF, 0xE0, 0, 1]) == nil)
    }

    // MARK: Robustness

    /// Every prefix and many single-byte corruptions of every kind of header: an answer or a
    /// `Problem`, never a trap.
    @Test func anyPrefixOrCorruptionNeverTraps() throws {
        var samples: [[UInt8]] = [
            ImageBytes.tiff(width: 3, height: 2, littleEndian: true, longSizes: false),
            ImageBytes.tiff(width: 3, height: 2, littleEndian: false, longSizes: true, directoryLast: true),
            ImageBytes.bigTIFFHeader(width: 5, height: 5),
            ImageBytes.bmp(width: 2, rows: [[1, 2, 3, 4, 5, 6]], topDown: true),
            ImageBytes.bmpCoreHeader(width: 3, height: 3),
            ImageBytes.webpVP8Header(width: 5, height: 5), ImageBytes.webpVP8LHeader(width: 5, height: 5),
            ImageBytes.webpVP8XHeader(width: 5, height: 5),
            ImageBytes.jpegHeader(width: 5, height: 5, app1: ImageBytes.exifPayload(orientation: 3, littleEndian: true)),
            ImageBytes.pngHeader(width: 5, height: 5),
        ]
        samples.append(try Image.blank(width: 9, height: 9).encoded(.jpeg))
        var rng = SystemRandomNumberGenerator()
        for sample in samples {
            for length in 0...sample.count {
                let prefix = Array(sample.prefix(length))
                _ = try? ImageHeader.read(prefix)
                _ = ImageHeader.jpegIsComplete(prefix)
                _ = ExifOrientation.read(jpeg: prefix)
            }
            for _ in 0..<300 {
                var corrupt = sample
                for _ in 0..<3 { corrupt[Int.random(in: 0..<corrupt.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng) }
                _ = try? ImageHeader.read(corrupt)
                _ = ImageHeader.jpegIsComplete(corrupt)
                _ = ExifOrientation.read(jpeg: corrupt)
            }
        }
        // All-0xFF offsets and counts.
        _ = try? ImageHeader.read([0x49, 0x49, 0x2B, 0x00, 0x08, 0x00, 0x00, 0x00] + [UInt8](repeating: 0xFF, count: 64))
        _ = try? ImageHeader.read([0x4D, 0x4D, 0x00, 0x2A] + [UInt8](repeating: 0xFF, count: 64))
        _ = try? ImageHeader.read(Array("BM".utf8) + [UInt8](repeating: 0xFF, count: 64))
    }
}
