import ArgumentParser
import Foundation
import Zonal

struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure MRZ accuracy and speed on a generated benchmark.",
        discussion: """
        Generates (once, deterministically from --seed) --count documents of every format, split \
        4:3:3 into clean scans, phone photos and real-world conditions (presets clean, photo, real; \
        default 400 + 300 + 300), plus 10% negatives per preset, into one subfolder of --dir per \
        preset (regenerated when its counts or seed change). Reads them all with one worker and \
        prints accuracy per group (every line exact; valid results that are wrong) — all, clean, \
        degraded (photo + real), no MRZ, per preset, per format, per condition — per-stage median \
        timings (also of images read on the first pass), a field-confidence reliability table, and \
        the throughput of 2 workers relative to 1. Build with -c release for meaningful timings.
        """
    )

    @OptionGroup var ocrModel: OCRModelOption

    @Option(help: "Where the benchmark set lives (generated when missing).")
    var dir = "bench-out/mrz"

    @Option(help: "Documents with an MRZ in all, split 4:3:3 into the clean, photo and real presets (each at least 1).")
    var count = 1000

    @Option(help: "Generator seed (clean uses it, photo seed+1, real seed+2).")
    var seed: UInt64 = 2026

    @Option(help: "Images used for the 1-vs-2-worker throughput comparison (0 skips it).")
    var throughputSample = 40

    @Option(help: "Also write every sample's outcome and the summary as JSON here.")
    var json: String?

    @Flag(help: "List the samples that were not read exactly.")
    var failures = false

    @Flag(help: "Calibrate the confidence floor for valid: read with no floor and print, per floor, how many results would be valid and how many of those wrong. Use a --seed other than the benchmark's.")
    var calibrate = false

    func validate() throws {
        guard count >= 1 else { throw ValidationError("--count must be at least 1") }
    }

    func run() async throws {
        var samples: [MRZBenchmark.Sample] = []
        for set in MRZBenchmarkSet.sets(total: count, seed: seed) {
            let folder = (dir as NSString).appendingPathComponent(set.preset.rawValue)
            if !set.isPresent(in: folder) {
                FileHandle.standardError.write(Data("bench: generating \(set.count + set.negatives) \(set.preset.rawValue) samples in \(folder)...\n".utf8))
                try set.generate(in: folder)
            }
            var reader = try ocrModel.reader(workers: 1)
            if calibrate { reader.minimumConfidence = 0 }
            try await reader.warmUp()
            samples += try await MRZBenchmark.run(directory: folder, reader: reader, workers: 1, preset: set.preset.rawValue, progress: progress)
        }
        clearProgress()
        let summary = MRZBenchmarkSummary(samples)
        print("MRZ benchmark: \(samples.count) images in \(dir) (seed \(seed)), one worker")
        print(summary.table, terminator: "")
        if calibrate { print(MRZBenchmarkSummary.gateTable(samples), terminator: "") }
        if failures {
            for s in samples where !s.exact {
                let path = s.preset.map { "\($0)/\(s.image)" } ?? s.image
                print("  \(s.state.rawValue)\(s.validButWrong ? " (VALID BUT WRONG)" : "")  \(path)\(s.error.map { "  \($0)" } ?? "")")
            }
        }
        if throughputSample > 0 {
            let folder = (dir as NSString).appendingPathComponent(SynthesisPreset.photo.rawValue)
            var rates: [Int: Double] = [:]
            for workers in [1, 2] {
                let subset = try subsetFolder(from: folder, count: throughputSample)
                defer { try? FileManager.default.removeItem(atPath: subset) }
                let reader = try ocrModel.reader(workers: workers)
                try await reader.warmUp()
                let clock = ContinuousClock()
                let start = clock.now
                let done = try await MRZBenchmark.run(directory: subset, reader: reader, workers: workers)
                let seconds = Double((clock.now - start).components.attoseconds) / 1e18 + Double((clock.now - start).components.seconds)
                rates[workers] = Double(done.count) / seconds
            }
            if let one = rates[1], let two = rates[2] {
                print(String(format: "throughput: 1 worker %.2f img/s, 2 workers %.2f img/s (%.2fx)", one, two, two / one))
            }
        }
        if let json {
            struct Report: Encodable { var summary: MRZBenchmarkSummary; var samples: [MRZBenchmark.Sample] }
            let data = try Output.encoder(pretty: true).encode(Report(summary: summary, samples: samples))
            try data.write(to: URL(fileURLWithPath: json))
        }
    }

    /// A folder of symlinks to the first `count` samples.
    private func subsetFolder(from folder: String, count: Int) throws -> String {
        let subset = folder + ".subset"
        try? FileManager.default.removeItem(atPath: subset)
        try FileManager.default.createDirectory(atPath: subset, withIntermediateDirectories: true)
        // Link targets are resolved from the link's own folder: a relative --dir needs absolute ones.
        let target = URL(fileURLWithPath: folder).standardizedFileURL.path
        let truths = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".truth.json") }.sorted().prefix(count)
        for truth in truths {
            let base = String(truth.dropLast(".truth.json".count))
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasPrefix(base + ".") {
                try FileManager.default.createSymbolicLink(atPath: (subset as NSString).appendingPathComponent(name),
                                                           withDestinationPath: (target as NSString).appendingPathComponent(name))
            }
        }
        return subset
    }

    private var progress: @Sendable (Int, Int) -> Void {
        { done, total in
            guard isatty(STDERR_FILENO) != 0 else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)]".utf8))
        }
    }

    private func clearProgress() {
        if isatty(STDERR_FILENO) != 0 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
