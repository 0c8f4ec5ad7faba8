import Foundation

/// One generated set of the benchmark: a generator preset, its seed, and how many documents with
/// and without an MRZ. The default benchmark, `sets(total: 1000, seed: 2026)`, is clean 400, photo
/// 300 and real 300 documents of all formats in turn, each set with 10% negatives: 1,100 images.
public struct MRZBenchmarkSet: Sendable, Codable, Equatable {
    public var preset: SynthesisPreset
    public var seed: UInt64
    public var count: Int
    public var negatives: Int

    /// The file in a set's folder that says which set it holds.
    public static let manifestName = "set.json"

    /// `total` documents split 4:3:3 into the clean, photo and real presets (each at least 1),
    /// each with 10% negatives (at least 1), seeded `seed`, `seed + 1` and `seed + 2`.
    public static func sets(total: Int, seed: UInt64) -> [MRZBenchmarkSet] {
        let clean = max(1, total * 4 / 10), photo = max(1, total * 3 / 10), real = max(1, total - clean - photo)
        return [(SynthesisPreset.clean, clean), (.photo, photo), (.real, real)].enumerated().map { i, item in
            MRZBenchmarkSet(preset: item.0, seed: seed &+ UInt64(i), count: item.1, negatives: max(1, item.1 / 10))
        }
    }

    /// Whether `folder` holds exactly this set: its manifest names it and every truth file is there.
    public func isPresent(in folder: String) -> Bool {
        let manifest = (folder as NSString).appendingPathComponent(Self.manifestName)
        guard let data = FileManager.default.contents(atPath: manifest),
              let stored = try? JSONDecoder().decode(MRZBenchmarkSet.self, from: data), stored == self else { return false }
        let truths = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { $0.hasSuffix(".truth.json") }.count ?? 0
        return truths == count + negatives
    }

    /// Replaces `folder` with this set. The manifest is written last, so an interrupted run
    /// generates again next time.
    public func generate(in folder: String) throws {
        try? FileManager.default.removeItem(atPath: folder)
        var options = SynthesisOptions(count: count, seed: seed, preset: preset)
        options.negatives = negatives
        options.outputDirectory = folder
        _ = try Synthesizer.generate(options)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try (encoder.encode(self) + Data("\n".utf8)).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(Self.manifestName)))
    }
}
