import Foundation
import Testing

/// `zonal synth` and `zonal bench`, run as the README shows them (small sizes).
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
