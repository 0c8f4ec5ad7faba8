import Foundation
import Testing
@testable import Zonal

/// Decoding with limits and orientation; every refusal is `unreadableInput` naming the input.
@Suite struct ImageLoaderTests {
    private let loader = ImageLoader()

    /// The reason of an `unreadableInput` error for `name`, or nil when decoding succeeded.
    private func refusal(_ bytes: [UInt8], loader: ImageLoader = ImageLoader(), name: String = "sample") -> String? {
        do {
            _ = try loader.decode(bytes, name: name)
            return nil
        } catch let ZonalError.unreadableInput(input, reason) {
            #expect(input == name)
            return reason
        } catch {
            Issue.record("unexpected error \(error)")
            return "\(error)"
        }
    }

    private func gray(_ image: Image, x: Int, y: Int) -> UInt8 {
        image.pixels.map { $0[y * image.stride + x] } ?? 0
    }

    @Test(arguments: [Image.EncodingFormat.png, .jpeg, .webp, .tiff, .bmp])
    func decodesEverySupportedFormat(format: Image.EncodingFormat) throws {
        let bytes = try Image.blank(width: 41, height: 17, channels: 3, value: [200, 200, 200]).encoded(format, quality: 95)
        let image = try loader.decode(bytes)
        #expect(image.width == 41 && image.height == 17)
        #expect(image.channels == 1)
        let color = try loader.decode(bytes, gray: false)
        #expect(color.channels == 3)
    }

    @Test func hugeImagesAreRefusedFromTheHeader() {
        let headers: [[UInt8]] = [
            ImageBytes.pngHeader(width: 20000, height: 20000),
            ImageBytes.jpegHeader(width: 20000, height: 20000),
            ImageBytes.tiff(width: 20000, height: 20000, littleEndian: true, longSizes: true, pixels: [0]),
            ImageBytes.tiff(width: 20000, height: 20000, littleEndian: false, longSizes: false, pixels: [0]),
            ImageBytes.bigTIFFHeader(width: 20000, height: 20000),
            ImageBytes.webpVP8XHeader(width: 20000, height: 20000),
            ImageBytes.webpVP8LHeader(width: 16000, height: 16000),
            ImageBytes.bmpHeader(width: 20000, height: -20000),
        ]
        for bytes in headers {
            let reason = refusal(bytes)
            #expect(reason?.contains("pixels") == true && reason?.contains("over the limit of 12000 pixels per side and 60 megapixels") == true, "\(reason ?? "decoded")")
            // A decoder would have said "corrupt": these have no pixel data.
            #expect(reason?.contains("without decoding") == true, "\(reason ?? "decoded")")
        }
    }

    @Test func limitsAreTheLoadersOwn() throws {
        var small = ImageLoader()
        small.maxSide = 100
        small.maxPixels = 5000
        let wide = try Image.blank(width: 101, height: 10).encoded(.png)
        #expect(refusal(wide, loader: small)?.contains("101×10 pixels") == true)
        let square = try Image.blank(width: 80, height: 80).encoded(.png)
        #expect(refusal(square, loader: small)?.contains("100 pixels per side and 5000 pixels in all") == true)
        let fits = try Image.blank(width: 100, height: 50).encoded(.png)
        #expect(refusal(fits, loader: small) == nil)
        // Within the side limit but over the pixel count (12000 × 6000 = 72 MP > 60 MP).
        #expect(refusal(ImageBytes.pngHeader(width: 12000, height: 6000))?.contains("12000×6000") == true)
        var bytesLimit = ImageLoader()
        bytesLimit.maxFileBytes = 100
        #expect(refusal(fits, loader: bytesLimit)?.contains("up to 100 bytes") == true)
    }

    @Test func emptyAndForeignData() {
        #expect(refusal([])?.hasPrefix("empty file (0 bytes); expected a JPEG, PNG, TIFF, BMP or WebP image") == true)
        #expect(refusal(Array("just some text\n".utf8))?.hasPrefix("not an image (the file holds text)") == true)
        #expect(refusal(Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0])?.hasPrefix("GIF image, which is not supported") == true)
        #expect(refusal([0, 1, 2, 3, 4, 5, 6, 7])?.hasPrefix("not a supported image") == true)
        #expect(refusal(ImageBytes.pngHeader(width: 0, height: 5))?.contains("empty size (0×5)") == true)
        let float = ImageBytes.tiff(width: 4, height: 4, littleEndian: true, longSizes: false, bitsPerSample: 32, sampleFormat: 3)
        #expect(refusal(float) == "TIFF with 32-bit floating-point samples, which is not supported; expected 1- to 16-bit integer samples (save it as 8-bit)")
    }

    @Test func truncatedJPEGIsRefusedButTrailingDataIsNot() throws {
        let jpeg = try Image.blank(width: 64, height: 64, channels: 3, value: [30, 90, 200]).encoded(.jpeg)
        #expect(refusal(Array(jpeg.prefix(jpeg.count * 2 / 3))) == "truncated JPEG: the data ends before the end-of-image marker")
        #expect(refusal(jpeg + [UInt8](repeating: 0, count: 5000)) == nil)
    }

    @Test(arguments: [Image.EncodingFormat.png, .webp, .tiff, .bmp])
    func truncatedDataIsRefusedNotInvented(format: Image.EncodingFormat) throws {
        // A textured image so that every format has real data to cut.
        var pixels: [UInt8] = []
        for y in 0..<64 { for x in 0..<96 { pixels.append(UInt8((x * 7 + y * 13) % 256)) } }
        let bytes = try Image.fromPixels(pixels, width: 96, height: 64, channels: 1).encoded(format, quality: 90)
        let reason = refusal(Array(bytes.prefix(bytes.count / 2)))
        let expected = format == .png ? "truncated PNG: the data ends before the end chunk (IEND)" : "corrupt"
        #expect(reason?.contains(expected) == true, "\(format): \(reason ?? "decoded")")
    }

    @Test func bmpStoredTopDownIsUpright() throws {
        // Row 0 black, the rest white: whichever way the rows are stored, the top row is black.
        let width = 6
        let rows = [[UInt8](repeating: 0, count: width * 3)] + [[UInt8]](repeating: [UInt8](repeating: 255, count: width * 3), count: 3)
        for topDown in [false, true] {
            let image = try loader.decode(ImageBytes.bmp(width: width, rows: rows, topDown: topDown))
            #expect(image.width == width && image.height == 4)
            #expect(gray(image, x: 2, y: 0) == 0, "topDown \(topDown)")
            #expect(gray(image, x: 2, y: 3) == 255, "topDown \(topDown)")
        }
    }

    @Test(arguments: [false, true], [false, true])
    func tiffInBothByteOrdersDecodes(littleEndian: Bool, longSizes: Bool) throws {
        var pixels = [UInt8](repeating: 255, count: 7 * 5)
        pixels[0] = 0
        let image = try loader.decode(ImageBytes.tiff(width: 7, height: 5, littleEndian: littleEndian, longSizes: longSizes, pixels: pixels))
        #expect(image.width == 7 && image.height == 5)
        #expect(gray(image, x: 0, y: 0) == 0 && gray(image, x: 6, y: 4) == 255)
    }

    @Test func exifOrientationIsApplied() throws {
        // 40×20 stored; orientation 6 (rotate 90° clockwise to view) gives 20×40, its top-left
        // pixel the stored bottom-left.
        var pixels = [UInt8](repeating: 255, count: 40 * 20)
        for y in 10..<20 { for x in 0..<10 { pixels[y * 40 + x] = 0 } }  // dark block bottom-left
        let stored = try Image.fromPixels(pixels, width: 40, height: 20, channels: 1).encoded(.jpeg, quality: 100)
        let plain = try loader.decode(stored)
        #expect(plain.width == 40 && plain.height == 20)
        let turned = try loader.decode(try ExifWriter.insertOrientation(6, into: stored))
        #expect(turned.width == 20 && turned.height == 40)
        #expect(gray(turned, x: 2, y: 2) < 60)
        #expect(gray(turned, x: 17, y: 37) > 200)
    }

    @Test func loadRefusesWhatIsNotAnImageFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("zonal-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func reason(_ path: String) -> String? {
            do { _ = try loader.load(path: path); return nil } catch let ZonalError.unreadableInput(input, reason) {
                #expect(input == path)
                return reason
            } catch { return "\(error)" }
        }
        #expect(reason(dir.path + "/missing.jpg") == "no such file")
        #expect(reason(dir.path + "/missing/deeper.jpg") == "no such file")
        #expect(reason(dir.path) == "is a directory, expected an image file")
        #expect(reason("/dev/null") == "not a regular file, expected an image file")
        let link = dir.path + "/link.jpg"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: dir.path + "/gone.jpg")
        #expect(reason(link) == "broken symbolic link")
        let empty = dir.path + "/empty.png"
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        #expect(reason(empty)?.hasPrefix("empty file") == true)
        let file = dir.path + "/file.jpg"
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        #expect(reason(file + "/inside.jpg")?.hasPrefix("no such file") == true)
        let good = dir.path + "/good.png"
        _ = FileManager.default.createFile(atPath: good, contents: Data(try Image.blank(width: 5, height: 5).encoded(.png)))
        #expect(reason(good) == nil)
        let goodLink = dir.path + "/good-link.png"
        try FileManager.default.createSymbolicLink(atPath: goodLink, withDestinationPath: good)
        #expect(reason(goodLink) == nil)
    }
}
