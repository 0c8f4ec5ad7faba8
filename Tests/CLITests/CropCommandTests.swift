import Foundation
import Testing

/// `zonal crop`: the detected document written rectified, sized by the chosen policy, one file or
/// a directory, and a clear error for an input without a document.
@Suite(.serialized) struct CropCommandTests {
    static let passport = "0027-td3-skew_perspective_light_background.jpg"
    static let sidewaysCard = "0005-td1-rotate90.jpg"

    /// Width and height from a PNG's header.
    private func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        try #require(bytes.count > 24 && bytes[1...3] == [0x50, 0x4E, 0x47], "\(path) is not a PNG")
        func be(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    @Test func photographedPassportPageComesOutFlatAndReadable() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let out = dir.url.appendingPathComponent("page.png").path
        let run = try Zonal.run(["crop", Zonal.testImages.appendingPathComponent(Self.passport).path, "--spec", "id3", "-o", out])
        expectExit(run, 0)
        let json = try run.json()
        #expect(json["output"] as? String == out && json["specification"] as? String == "id3", "\(run)")
        let size = try pngSize(out)
        #expect(json["width"] as? Int == size.width && json["height"] as? Int == size.height)
        // The page's own aspect (125 × 88 mm), at about its resolution in the photo (~600 px wide).
        #expect(abs(Double(size.width) / Double(size.height) - 125.0 / 88) < 0.01, "\(size)")
        #expect((500...700).contains(size.width), "\(size)")
        // Rectified well enough that the MRZ reads, check digits and all.
        let mrz = try Zonal.run(["mrz", out])
        expectExit(mrz, 0)
        #expect(try mrz.json()["state"] as? String == "valid", "\(mrz)")
    }

    @Test func dpiAndHeightPoliciesSizeTheOutput() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let image = Zonal.testImages.appendingPathComponent(Self.passport).path
        let atDPI = dir.url.appendingPathComponent("dpi.png").path
        expectExit(try Zonal.run(["crop", image, "--spec", "id3", "--dpi", "200", "-o", atDPI]), 0)
        #expect(try pngSize(atDPI).height == Int((88 / 25.4 * 200).rounded()))
        let fixed = dir.url.appendingPathComponent("fixed.png").path
        expectExit(try Zonal.run(["crop", image, "--spec", "id3", "--height", "1000", "-o", fixed]), 0)
        #expect(try pngSize(fixed) == (width: Int((1000.0 * 125 / 88).rounded()), height: 1000))
        let capped = dir.url.appendingPathComponent("capped.png").path
        expectExit(try Zonal.run(["crop", image, "--spec", "id3", "--max-height", "200", "-o", capped]), 0)
        #expect(try pngSize(capped).height == 200)

        let noSize = try Zonal.run(["crop", image, "--spec", #"{"name": "page", "aspectRatio": 1.42}"#, "--dpi", "300", "-o", atDPI])
        expectExit(noSize, 3)
        #expect(noSize.stderr.contains(image) && noSize.stderr.contains("physical size"), "\(noSize)")
    }

    @Test func severalInputsGoToADirectoryAndOneWithoutDocumentIsNamed() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let card = try dir.copy(testImage: Self.sidewaysCard)
        let none = try dir.copy(testImage: Sample.noMRZ)
        let out = dir.url.appendingPathComponent("documents").path
        let run = try Zonal.run(["crop", "--mrtd", "--workers", "1", card, none, "-o", out])
        expectExit(run, 3)
        #expect(run.stderr.contains(none) && run.stderr.contains("no document to crop") && run.stderr.contains("notFound"), "\(run)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(written == ["0005-td1-rotate90.document.png"])
        // Turned by its MRZ: the sideways card comes out upright, wider than high.
        let size = try pngSize(out + "/0005-td1-rotate90.document.png")
        #expect(abs(Double(size.width) / Double(size.height) - 85.6 / 54) < 0.01, "\(size)")
        let lines = try run.jsonLines()
        #expect(lines.count == 2)
        #expect(lines.contains { $0["input"] as? String == none && $0["error"] != nil })
    }

    @Test func wrongArgumentsAreUsageErrors() throws {
        let image = Zonal.testImages.appendingPathComponent(Self.passport).path
        let gif = try Zonal.run(["crop", image, "-o", "/tmp/page.gif"])
        expectExit(gif, 64)
        #expect(gif.stderr.contains("expected a file ending in .png, .jpg or .jpeg"), "\(gif)")
        let two = try Zonal.run(["crop", image, "--dpi", "300", "--height", "100", "-o", "/tmp/x.png"])
        expectExit(two, 64)
        #expect(two.stderr.contains("at most one of --dpi, --height and --max-height"), "\(two)")
        let format = try Zonal.run(["crop", image, "--format", "gif", "-o", "/tmp/x"])
        expectExit(format, 64)
        let missing = try Zonal.run(["crop", image])
        expectExit(missing, 64)
    }
}
