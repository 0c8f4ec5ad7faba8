import Foundation
import Testing

/// `zonal synth`, `zonal mrz-lines`, `zonal synth-lines` and `zonal bench`, run as the README shows
/// them (small sizes).
@Suite(.serialized) struct ToolCommandsTests {
    @Test func synthWritesImagesWithTruthAndIsReproducible() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var outputs: [[String: Data]] = []
        for out in ["a", "b"] {
            let run = try Zonal.run(["synth", "--out", out, "--count", "2", "--seed", "7", "--negatives", "1", "--dpi", "100"], in: dir.url)
            expectExit(run, 0)
            #expect(run.stdout.isEmpty, "\(run)")
            #expect(run.stderr.contains("wrote 3 samples (2 with MRZ, 1 without)"), "\(run)")
            let folder = dir.url.appendingPathComponent(out)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(names.filter { $0.hasSuffix(".jpg") }.count == 3, "\(names)")
            #expect(names.filter { $0.hasSuffix(".truth.json") }.count == 3, "\(names)")
            var files: [String: Data] = [:]
            for name in names { files[name] = try Data(contentsOf: folder.appendingPathComponent(name)) }
            outputs.append(files)
        }
        #expect(outputs[0] == outputs[1], "same seed, same bytes")
    }

    @Test func synthWritesDrivingLicencesAndIDFronts() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let run = try Zonal.run(["synth", "--out", "cards", "--formats", "dl,idfront,td1", "--count", "3", "--seed", "4", "--dpi", "100", "--png"], in: dir.url)
        expectExit(run, 0)
        #expect(run.stderr.contains("wrote 3 samples (1 with MRZ, 2 without; 1 driving licences, 1 ID fronts)"), "\(run)")
        let folder = dir.url.appendingPathComponent("cards")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["0000-dl-clean.png", "0000-dl-clean.truth.json", "0001-idfront-clean.png", "0001-idfront-clean.truth.json",
                          "0002-td1-clean.png", "0002-td1-clean.truth.json"], "\(names)")
        for (name, layout, keys) in [("0000-dl-clean", "drivingLicense", ["surname", "dateOfIssue", "categories"]),
                                     ("0001-idfront-clean", "idFront", ["surname", "cardAccessNumber", "nationality"])] {
            let data = try Data(contentsOf: folder.appendingPathComponent(name + ".truth.json"))
            let truth = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(truth["layout"] as? String == layout && truth["variant"] as? String == "uto" && truth["format"] is NSNull)
            let visual = try #require(truth["visual"] as? [String: String])
            for key in keys { #expect(visual[key]?.isEmpty == false, "\(name): \(key)") }
        }
        let mrz = try Data(contentsOf: folder.appendingPathComponent("0002-td1-clean.truth.json"))
        let truth = try #require(try JSONSerialization.jsonObject(with: mrz) as? [String: Any])
        #expect(truth["layout"] as? String == "mrz" && truth["variant"] is NSNull)
        // An ID card's truth also says what its visual zone prints (what a template reading it is measured against).
        let printed = try #require(truth["visual"] as? [String: String])
        #expect(Set(printed.keys) == ["surname", "givenNames", "dateOfBirth", "sex", "nationality", "documentNumber", "dateOfExpiry"], "\(printed)")

        let help = try Zonal.run(["synth", "--help"])
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("dl (driving licence front), idfront (ID card front without MRZ)"), "\(help)")
    }

    @Test func mrzLinesCutsTheReadersLinesWithThePrintedText() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        expectExit(try Zonal.run(["synth", "--out", "docs", "--formats", "td1,td3", "--count", "2", "--seed", "5", "--negatives", "1"], in: dir.url), 0)
        // A corrupt image among them: reported by name, the others still cut.
        try Data("not an image".utf8).write(to: dir.url.appendingPathComponent("docs/0000-td1-clean.jpg"))
        let run = try Zonal.run(["mrz-lines", "--samples", "docs", "--out", "lines"], in: dir.url)
        expectExit(run, 0)
        #expect(run.stderr.contains("mrz-lines: 2 lines from 1 of 3 documents"), "\(run)")
        #expect(run.stderr.contains("0000-td1-clean.jpg"), "\(run)")
        #expect(run.stderr.contains("skipped 1: no MRZ in the truth") && run.stderr.contains("skipped 1: could not be read"), "\(run)")
        let truth = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.url.appendingPathComponent("docs/0001-td3-clean.truth.json"))) as? [String: Any])
        let printed = try #require(truth["lines"] as? [String])
        let folder = dir.url.appendingPathComponent("lines")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["line-000000.gt.txt", "line-000000.png", "line-000001.gt.txt", "line-000001.png"])
        for (i, line) in printed.enumerated() {
            #expect(try String(contentsOf: folder.appendingPathComponent(String(format: "line-%06d.gt.txt", i)), encoding: .utf8) == line + "\n")
        }
        // Packed: one page with a WordStr box per line, as `tesseract ... lstm.train` takes it.
        expectExit(try Zonal.run(["mrz-lines", "--samples", "docs", "--out", "pages", "--pack", "10"], in: dir.url), 0)
        let box = try String(contentsOf: dir.url.appendingPathComponent("pages/page-00000.box"), encoding: .utf8)
        #expect(box.split(separator: "\n").filter { $0.hasPrefix("WordStr") }.map { String($0.split(separator: "#", maxSplits: 1)[1]) } == printed)
    }

    @Test func synthLinesDrawsLinesInAGivenFace() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let face = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
        for (out, extra) in [("ocrb", [String]()), ("serif", ["--face", face])] {
            let run = try Zonal.run(["synth-lines", "--out", out, "--count", "2", "--seed", "9"] + extra, in: dir.url)
            expectExit(run, 0)
        }
        let a = try Data(contentsOf: dir.url.appendingPathComponent("ocrb/line-000000.png"))
        let b = try Data(contentsOf: dir.url.appendingPathComponent("serif/line-000000.png"))
        #expect(a != b, "the face changes the line")
        #expect(try String(contentsOf: dir.url.appendingPathComponent("ocrb/line-000000.gt.txt"), encoding: .utf8)
                == String(contentsOf: dir.url.appendingPathComponent("serif/line-000000.gt.txt"), encoding: .utf8))
        let missing = try Zonal.run(["synth-lines", "--out", "x", "--face", "no-such-font.ttf"], in: dir.url)
        expectExit(missing, 64)
        #expect(missing.stderr.contains("--face: no readable font file at no-such-font.ttf"), "\(missing)")
        // Faces for a share of the hard lines (fine-tuning data): checked, and only with --hard.
        let hardFaces = try Zonal.run(["synth-lines", "--out", "hard", "--count", "2", "--seed", "9", "--hard", "--hard-faces", face], in: dir.url)
        expectExit(hardFaces, 0)
        let notHard = try Zonal.run(["synth-lines", "--out", "x", "--hard-faces", face], in: dir.url)
        expectExit(notHard, 64)
        #expect(notHard.stderr.contains("--hard-faces applies to --hard lines; add --hard"), "\(notHard)")
        let missingHard = try Zonal.run(["synth-lines", "--out", "x", "--hard", "--hard-faces", face, "no-such-font.ttf"], in: dir.url)
        expectExit(missingHard, 64)
        #expect(missingHard.stderr.contains("--hard-faces: no readable font file at no-such-font.ttf"), "\(missingHard)")
    }

    @Test func benchRunsWithARelativeDirectory() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        // A relative --dir used to break the throughput subset (its links pointed nowhere).
        let run = try Zonal.run(["bench", "--dir", "bench-out/tiny", "--count", "1", "--seed", "3", "--throughput-sample", "2"], in: dir.url)
        expectExit(run, 0)
        #expect(run.stdout.contains("MRZ benchmark: 6 images in bench-out/tiny"), "\(run)")
        #expect(run.stdout.contains("median ms: total"), "\(run)")
        #expect(run.stdout.contains("throughput: 1 worker"), "\(run)")
        let report = dir.path + "/report.json"
        let json = try Zonal.run(["bench", "--dir", "bench-out/tiny", "--count", "1", "--seed", "3", "--throughput-sample", "0", "--json", report], in: dir.url)
        expectExit(json, 0)
        #expect(!json.stderr.contains("generating"), "the set is reused: \(json)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
        #expect(object?["summary"] != nil && (object?["samples"] as? [Any])?.count == 6)
    }
}
