import Foundation
import Testing

/// Every bad input of the foundation issue: a clear error naming the input and what was
/// expected, exit code 3, the other inputs of the run still read, and never a crash.
@Suite struct BadInputTests {
    /// A file that is not a readable image, and what its error message must say.
    enum BadFile: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case zeroBytes, truncatedJPEG, truncatedPNG, textNamedJPEG, binaryJunk, gif, pdf, heic
        case hugePNG, hugeJPEG, hugeTIFFLittleEndian, hugeTIFFBigEndian, hugeWebP, hugeBMPTopDown, tallNarrowPNG
        case emptySizePNG, pngWithoutHeader, jpegWithoutFrame, floatTIFF, tiffWithoutStrips

        var testDescription: String { rawValue }

        var fileName: String {
            switch self {
            case .gif: "animation.gif.jpg"
            case .pdf: "scan.pdf.png"
            case .heic: "photo.heic.jpg"
            case .hugeTIFFLittleEndian, .hugeTIFFBigEndian, .floatTIFF, .tiffWithoutStrips: "\(rawValue).tif"
            case .hugeWebP: "\(rawValue).webp"
            case .hugeBMPTopDown: "\(rawValue).bmp"
            case .hugePNG, .truncatedPNG, .tallNarrowPNG, .emptySizePNG, .pngWithoutHeader: "\(rawValue).png"
            default: "\(rawValue).jpg"
            }
        }

        func bytes() throws -> [UInt8] {
            switch self {
            case .zeroBytes: return []
            case .truncatedJPEG:
                let jpeg = try Sample.bytes(Sample.td3)
                return Array(jpeg.prefix(jpeg.count / 2))
            case .truncatedPNG:
                let png = Crafted.grayPNG(width: 300, height: 200, value: 90)
                return Array(png.prefix(png.count / 2))
            case .textNamedJPEG: return Array("P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nthis is text, not a JPEG\n".utf8)
            case .binaryJunk: return (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }
            case .gif: return Array("GIF89a".utf8) + [0x10, 0, 0x10, 0, 0x80, 0, 0] + [UInt8](repeating: 0, count: 32) + [0x3B]
            case .pdf: return Array("%PDF-1.7\n%\u{E2}\u{E3}\n1 0 obj\n<<>>\nendobj\n".utf8)
            case .heic: return [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8) + [UInt8](repeating: 0, count: 32)
            case .hugePNG: return Crafted.pngHeader(width: 20000, height: 20000)
            case .hugeJPEG: return Crafted.jpegHeader(width: 20000, height: 20000)
            case .hugeTIFFLittleEndian: return Crafted.tiffHeader(width: 20000, height: 20000, littleEndian: true)
            case .hugeTIFFBigEndian: return Crafted.tiffHeader(width: 20000, height: 20000, littleEndian: false)
            case .hugeWebP: return Crafted.webpHeader(width: 20000, height: 20000)
            case .hugeBMPTopDown: return Crafted.bmpTopDownHeader(width: 20000, height: 20000)
            case .tallNarrowPNG: return Crafted.pngHeader(width: 100, height: 50000)
            case .emptySizePNG: return Crafted.pngHeader(width: 0, height: 100)
            case .pngWithoutHeader: return Array(Crafted.grayPNG(width: 4, height: 4).prefix(14))
            case .jpegWithoutFrame: return [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 0x3F, 0, 0x12, 0x34, 0xFF, 0xD9]
            case .floatTIFF: return Crafted.tiffHeader(width: 300, height: 200, littleEndian: true, samples: (32, 3))
            // A header the size check passes, whose decoding fails inside OpenCV (which would
            // write its own messages to stderr).
            case .tiffWithoutStrips: return Crafted.tiffHeader(width: 300, height: 200, littleEndian: true)
            }
        }

        /// Phrases the error message must contain (besides the file name).
        var expected: [String] {
            let formats = "expected a JPEG, PNG, TIFF, BMP or WebP image"
            let limit = "over the limit of 12000 pixels per side and 60 megapixels"
            switch self {
            case .zeroBytes: return ["empty file (0 bytes)", formats]
            case .truncatedJPEG: return ["truncated JPEG"]
            case .truncatedPNG: return ["truncated PNG", "end chunk (IEND)"]
            case .textNamedJPEG: return ["not an image", "text", formats]
            case .binaryJunk: return ["not a supported image", formats]
            case .gif: return ["GIF image", "not supported", formats]
            case .pdf: return ["PDF document", "not supported", formats]
            case .heic: return ["HEIF/HEIC image", "not supported", formats]
            case .hugePNG: return ["20000×20000 pixels", "PNG", limit, "without decoding"]
            case .hugeJPEG: return ["20000×20000 pixels", "JPEG", limit, "without decoding"]
            case .hugeTIFFLittleEndian, .hugeTIFFBigEndian: return ["20000×20000 pixels", "TIFF", limit, "without decoding"]
            case .hugeWebP: return ["20000×20000 pixels", "WebP", limit, "without decoding"]
            case .hugeBMPTopDown: return ["20000×20000 pixels", "BMP", limit, "without decoding"]
            case .tallNarrowPNG: return ["100×50000 pixels", limit]
            case .emptySizePNG: return ["corrupt PNG", "empty size"]
            case .pngWithoutHeader: return ["corrupt PNG", "header"]
            case .jpegWithoutFrame: return ["corrupt JPEG", "no frame header"]
            case .floatTIFF: return ["TIFF with 32-bit floating-point samples", "not supported", "1- to 16-bit integer samples"]
            case .tiffWithoutStrips: return ["corrupt TIFF data"]
            }
        }
    }

    @Test(arguments: BadFile.allCases)
    func unreadableFileIsExplained(_ bad: BadFile) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write(bad.fileName, bad.bytes())
        let started = Date()
        let run = try Zonal.run(["mrz", "--workers", "1", path])
        expectExit(run, 3)
        #expect(run.stdout.isEmpty, "a single input that cannot be read prints no result: \(run)")
        #expect(run.stderr.contains("error: \(path): "), "the error names the input: \(run)")
        for phrase in bad.expected {
            #expect(run.stderr.contains(phrase), "expected “\(phrase)” in the error: \(run)")
        }
        #expect(run.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("error: ") }, "nothing on stderr but Zonal's error: \(run)")
        // Refused from the header: no decoding of 400 megapixels.
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func nonexistentPath() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path + "/no/such/passport.jpg"
        let run = try Zonal.run(["mrz", path])
        expectExit(run, 3)
        #expect(run.stderr.contains("error: \(path): no such file"), "\(run)")
    }

    @Test func brokenSymbolicLink() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let link = dir.path + "/gone.jpg"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: dir.path + "/deleted.jpg")
        let run = try Zonal.run(["mrz", link])
        expectExit(run, 3)
        #expect(run.stderr.contains("error: \(link): broken symbolic link"), "\(run)")
    }

    @Test func notARegularFile() throws {
        let run = try Zonal.run(["mrz", "/dev/null"])
        expectExit(run, 3)
        #expect(run.stderr.contains("error: /dev/null: not a regular file"), "\(run)")
    }

    @Test func unreadablePermissions() throws {
        // Root reads anything: only meaningful for other users.
        guard getuid() != 0 else { return }
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.copy(testImage: Sample.noMRZ, as: "locked.jpg")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        let run = try Zonal.run(["mrz", path])
        expectExit(run, 3)
        #expect(run.stderr.contains("error: \(path): permission denied"), "\(run)")
    }

    @Test func directoryMixingGoodAndBadFiles() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let good = [try dir.copy(testImage: Sample.noMRZ, as: "batch/01-good.jpg"),
                    try dir.write("batch/02-good-blank.png", Crafted.grayPNG(width: 200, height: 100))]
        let bad: [BadFile] = [.zeroBytes, .truncatedJPEG, .textNamedJPEG, .gif, .hugePNG, .hugeTIFFBigEndian]
        var badPaths: [String] = []
        for file in bad { badPaths.append(try dir.write("batch/sub/\(file.fileName)", file.bytes())) }
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/batch/zz-broken.jpg", withDestinationPath: dir.path + "/missing.jpg")
        badPaths.append(dir.path + "/batch/zz-broken.jpg")
        try dir.write("batch/readme.txt", text: "skipped: not named like an image")

        let run = try Zonal.run(["mrz", "--workers", "2", dir.path + "/batch"])
        expectExit(run, 3)
        let lines = try run.jsonLines()
        #expect(lines.count == good.count + badPaths.count, "one JSON line per input: \(run)")
        let results = lines.filter { $0["state"] != nil }
        #expect(Set(results.compactMap { $0["input"] as? String }) == Set(good), "\(run)")
        #expect(results.allSatisfy { $0["state"] as? String == "empty" })
        let errors = lines.filter { $0["error"] != nil }
        #expect(Set(errors.compactMap { $0["input"] as? String }) == Set(badPaths), "\(run)")
        for path in badPaths {
            #expect(run.stderr.contains("error: \(path): "), "stderr names \(path): \(run)")
        }
        #expect(run.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }.count == badPaths.count)
    }

    @Test func missingFileBesideGoodOnes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let good = try dir.copy(testImage: Sample.noMRZ, as: "good.jpg")
        let run = try Zonal.run(["mrz", "--workers", "1", good, dir.path + "/missing.jpg", good])
        expectExit(run, 3)
        let lines = try run.jsonLines()
        #expect(lines.filter { $0["state"] as? String == "empty" }.count == 2, "\(run)")
        #expect(lines.filter { $0["error"] as? String == "\(dir.path)/missing.jpg: no such file" }.count == 1, "\(run)")
    }

    @Test func malformedMRZTextAmongGoodOnes() throws {
        let input = (ParseCommandTests.td3 + ["", "P<UTO<<<", "L898902C3", "", "I<UTO"]).joined(separator: "\n")
        let run = try Zonal.run(["parse"], stdin: input)
        expectExit(run, 3)
        #expect(try run.jsonLines().count == 3)
        #expect(run.stderr.contains("MRZ #2 (stdin lines 4–5)"), "\(run)")
        #expect(run.stderr.contains("MRZ #3 (stdin line 7)"), "\(run)")
    }
}
