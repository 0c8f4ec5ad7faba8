import Foundation
import Testing

/// `zonal mrz` on good images: the shape of the output. How well the MRZ is read is the
/// end-to-end tests' business; here only the structure and the `empty` state are asserted.
@Suite(.serialized) struct MRZCommandTests {
    @Test func singleImageGivesOnePrettyJSONObject() throws {
        let run = try Zonal.run(["mrz", "--workers", "1", Zonal.testImages.appendingPathComponent(Sample.td3).path])
        expectExit(run, 0)
        #expect(run.stdout.hasPrefix("{\n"), "a single input prints one indented object: \(run)")
        let json = try run.json()
        #expect((json["input"] as? String)?.hasSuffix(Sample.td3) == true)
        let state = try #require(json["state"] as? String)
        #expect(state == "valid" || state == "uncertain", "a document with an MRZ is never empty: \(run)")
        #expect(json["reasons"] is [String])
        #expect(json["warnings"] is [String])
        #expect((json["attempts"] as? Int).map { $0 >= 1 } == true)
        try expectTimings(json)

        let mrz = try #require(json["mrz"] as? [String: Any], "\(run)")
        #expect(mrz["format"] is String)
        #expect(mrz["state"] as? String == state)
        #expect((mrz["lines"] as? [String])?.count == 2)
        #expect((mrz["rawLines"] as? [String])?.count == 2)
        #expect((mrz["lines"] as? [String])?.allSatisfy { $0.count == 44 } == true)
        #expect(mrz["confidence"] is Double)
        #expect(mrz["corrections"] is [Any])
        let fields = try #require(mrz["fields"] as? [String: [String: Any]])
        for name in ["documentCode", "issuingState", "surname", "givenNames", "documentNumber", "nationality", "dateOfBirth", "sex", "dateOfExpiry"] {
            let field = try #require(fields[name], "field \(name) missing")
            #expect(field["value"] is String && field["raw"] is String && field["confidence"] is Double && field["valid"] is Bool, "\(name)")
        }
        let checks = try #require(mrz["checks"] as? [[String: Any]])
        #expect(checks.count == 5, "TD3 has five check digits, each reported")
        for check in checks {
            #expect(check["name"] is String && check["passed"] is Bool && check["expected"] is String && check["found"] is String)
        }

        let location = try #require(json["location"] as? [String: Any])
        let quad = try #require(location["quad"] as? [String: [String: Double]])
        #expect(Set(quad.keys) == ["topLeft", "topRight", "bottomRight", "bottomLeft"])
        #expect((location["lines"] as? [Any])?.count == 2)
        #expect(location["rotation"] is Double)
        #expect(location["characterHeight"] is Double)
    }

    @Test func imageWithoutMRZIsEmpty() throws {
        let run = try Zonal.run(["mrz", "--workers", "1", Zonal.testImages.appendingPathComponent(Sample.noMRZ).path])
        expectExit(run, 0)
        let json = try run.json()
        #expect(json["state"] as? String == "empty", "\(run)")
        #expect(json["mrz"] == nil, "no invented MRZ: \(run)")
        #expect(json["location"] == nil)
        #expect(json["reasons"] as? [String] == ["no MRZ found"])
        try expectTimings(json)
    }

    @Test func blankImageIsEmpty() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("blank.png", Crafted.grayPNG(width: 640, height: 480))
        let run = try Zonal.run(["mrz", "--workers", "1", path])
        expectExit(run, 0)
        #expect(try run.json()["state"] as? String == "empty", "\(run)")
    }

    @Test(arguments: [(1, 1), (1, 300), (300, 1), (4000, 2), (2, 4000), (12000, 8)])
    func degenerateSizesDoNotCrash(width: Int, height: Int) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("tiny.png", Crafted.grayPNG(width: width, height: height, value: 128))
        let run = try Zonal.run(["mrz", "--workers", "1", path])
        expectExit(run, 0)
        #expect(try run.json()["state"] as? String == "empty", "\(run)")
    }

    @Test func severalImagesGiveJSONLines() throws {
        let paths = [Sample.noMRZ, Sample.td3].map { Zonal.testImages.appendingPathComponent($0).path }
        let run = try Zonal.run(["mrz", "--workers", "2"] + paths)
        expectExit(run, 0)
        let results = try run.jsonLines()
        #expect(results.count == 2, "\(run)")
        #expect(Set(results.compactMap { $0["input"] as? String }) == Set(paths))
        for result in results {
            #expect(result["state"] is String)
            try expectTimings(result)
        }
        #expect(results.first { ($0["input"] as? String)?.hasSuffix(Sample.noMRZ) == true }?["state"] as? String == "empty")
    }

    @Test func jsonLinesFlagForASingleInput() throws {
        let run = try Zonal.run(["mrz", "--json-lines", "--workers", "1", Zonal.testImages.appendingPathComponent(Sample.noMRZ).path])
        expectExit(run, 0)
        #expect(run.lines.count == 1, "\(run)")
        #expect(try run.jsonLines().first?["state"] as? String == "empty")
    }

    @Test func relativePathsAndDirectoriesAreNamedAsGiven() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.copy(testImage: Sample.noMRZ, as: "docs/a.jpg")
        try dir.copy(testImage: Sample.noMRZ, as: "docs/nested/b.JPEG")
        try dir.write("docs/notes.txt", text: "not an image, and not named like one: skipped")
        try dir.write("docs/.hidden.jpg", text: "hidden files are skipped")
        try dir.write("docs/.cache/c.jpg", text: "hidden folders are skipped")
        try FileManager.default.createDirectory(atPath: dir.path + "/docs/folder.jpg", withIntermediateDirectories: true)
        let run = try Zonal.run(["mrz", "--workers", "1", "docs"], in: dir.url)
        expectExit(run, 0)
        let inputs = try run.jsonLines().compactMap { $0["input"] as? String }
        #expect(inputs.sorted() == ["docs/a.jpg", "docs/nested/b.JPEG"], "\(run)")
    }

    @Test func runsWhateverTheCallersOpenMPSetting() throws {
        // The binary re-executes itself with OMP_THREAD_LIMIT=1 when it is unset or different.
        for value in [nil, "4", "1"] as [String?] {
            let run = try Zonal.run(["mrz", "--workers", "1", Zonal.testImages.appendingPathComponent(Sample.noMRZ).path],
                                    environment: ["OMP_THREAD_LIMIT": value])
            expectExit(run, 0)
            #expect(try run.json()["state"] as? String == "empty", "OMP_THREAD_LIMIT=\(value ?? "unset"): \(run)")
        }
    }

    @Test func missingOCRDataIsExitCode1() throws {
        let run = try Zonal.run(["mrz", "--workers", "1", "--ocr-model", "eng", Zonal.testImages.appendingPathComponent(Sample.td3).path],
                                environment: ["TESSDATA_PREFIX": "/nonexistent/tessdata"])
        expectExit(run, 1)
        #expect(run.stderr.contains("OCR engine unavailable"), "\(run)")
    }

    @Test func missingOrCorruptModelFileIsAClearError() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let image = Zonal.testImages.appendingPathComponent(Sample.td3).path
        let missing = try Zonal.run(["mrz", "--workers", "1", "--ocr-model", dir.path + "/absent.traineddata", image])
        expectExit(missing, 1)
        #expect(missing.stderr.contains("no absent.traineddata in"), "\(missing)")
        // Not a traineddata at all.
        let corrupt = dir.url.appendingPathComponent("broken.traineddata")
        try Data("this is not a model".utf8).write(to: corrupt)
        let run = try Zonal.run(["mrz", "--workers", "1", "--ocr-model", corrupt.path, image])
        expectExit(run, 1)
        #expect(run.stderr.contains("could not load broken"), "\(run)")
    }

    /// A second model asked for must be there, though a plain MRZ never needs it; `none` reads
    /// without one.
    @Test func aMissingSecondModelIsAClearErrorAndNoneReadsWithout() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let image = Zonal.testImages.appendingPathComponent(Sample.td3).path
        let missing = try Zonal.run(["mrz", "--workers", "1", "--second-model", dir.path + "/absent.traineddata", image])
        expectExit(missing, 1)
        #expect(missing.stderr.contains("no absent.traineddata in") && missing.stderr.contains("--second-model"), "\(missing)")
        let none = try Zonal.run(["mrz", "--workers", "1", "--second-model", "none", image])
        expectExit(none, 0)
        #expect(try none.json()["state"] as? String == "valid", "\(none)")
        // Without the visual zone (and so without eng at all) a valid reading is as it was.
        let alone = try Zonal.run(["mrz", "--workers", "1", "--second-model", "none", "--no-visual-zone", image])
        expectExit(alone, 0)
        #expect(try alone.json()["state"] as? String == "valid", "\(alone)")
        #expect(try (alone.json()["mrz"] as? [String: Any])?["lines"] as? [String] == (none.json()["mrz"] as? [String: Any])?["lines"] as? [String])
    }

    private func expectTimings(_ json: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let timings = try #require(json["timings"] as? [String: Double], "timings", sourceLocation: sourceLocation)
        #expect(Set(timings.keys) == ["decode", "detect", "ocr", "parse", "total"], sourceLocation: sourceLocation)
        #expect(timings.values.allSatisfy { $0 >= 0 }, sourceLocation: sourceLocation)
        #expect((timings["total"] ?? -1) >= (timings["decode"] ?? 0), sourceLocation: sourceLocation)
    }
}
