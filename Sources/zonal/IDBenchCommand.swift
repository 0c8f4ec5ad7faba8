import ArgumentParser
import Foundation
import Zonal

struct IDBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-id",
        abstract: "Measure universalIdConfig reading on a generated mixed set (passports, TD1 cards, ID fronts, driving licences).",
        discussion: """
        Generates (once, from --seed) --count documents taking TD3, TD1, driving licence and ID front \
        in turn, half clean scans (preset clean) and half degraded (preset photo, seed+1), into \
        --dir, reads them with one worker and prints: layout identified, mandatory fields exact \
        (clean / degraded), valid results with a wrong mandatory field, per layout, and the median \
        time. Build with -c release for meaningful timings.
        """
    )

    @Option(help: "Where the set lives (generated when missing).")
    var dir = "bench-out/id"

    @Option(help: "Documents in all, half clean, half degraded.")
    var count = 200

    @Option(help: "Generator seed.")
    var seed: UInt64 = 2027

    @Option(help: "The universalIdConfig (default: the bundled Templates/universal-id.json).")
    var config: String?

    @Flag(help: "List the samples with a wrong layout or a wrong mandatory field (names only).")
    var failures = false

    func run() async throws {
        let documents: [SyntheticDocument] = [.mrz(.td3), .mrz(.td1), .drivingLicense, .idFront]
        var truths: [(String, SampleTruth)] = []
        for (preset, offset) in [(SynthesisPreset.clean, UInt64(0)), (.photo, 1)] {
            let folder = (dir as NSString).appendingPathComponent("\(preset.rawValue)-\(count / 2)-\(seed + offset)")
            let options = SynthesisOptions(count: max(1, count / 2), seed: seed + offset, documents: documents, preset: preset, outputDirectory: folder)
            let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { $0.hasSuffix(".truth.json") } ?? []
            let generated: [SampleTruth]
            if existing.count == options.count {
                generated = try existing.sorted().map { try JSONDecoder().decode(SampleTruth.self, from: Data(contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent($0)))) }
            } else {
                FileHandle.standardError.write(Data("bench-id: generating \(options.count) \(preset.rawValue) samples in \(folder)...\n".utf8))
                generated = try Synthesizer.generate(options)
            }
            truths += generated.map { ((folder as NSString).appendingPathComponent($0.image), $0) }
        }
        guard let path = config ?? ConfigFile.bundledDefault else { throw ValidationError("no config") }
        let reader = try UniversalIdReader(config: try ConfigFile.load(path, verbose: false),
                                           textPool: EnginePool(size: 1, model: .eng), mrzReader: MRZReader(pool: EnginePool(size: 1)))
        let mandatory = IDBenchmark.mandatoryFields(of: reader)
        var scores: [IDBenchmark.Score] = []
        let clock = ContinuousClock()
        for (index, (file, truth)) in truths.enumerated() {
            let start = clock.now
            let result: TemplateResult
            do { result = try await reader.read(path: file) } catch {
                FileHandle.standardError.write(Data("bench-id: \(file): \(error)\n".utf8))
                continue
            }
            let elapsed = clock.now - start
            let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            scores.append(IDBenchmark.score(result, truth: truth, mandatory: mandatory, ms: ms))
            if index % 10 == 9 { FileHandle.standardError.write(Data("bench-id: \(index + 1)/\(truths.count)\n".utf8)) }
        }
        report(scores)
    }

    func report(_ scores: [IDBenchmark.Score]) {
        func pct(_ a: Int, _ b: Int) -> String { b == 0 ? "-" : String(format: "%.1f%% (%d/%d)", 100 * Double(a) / Double(b), a, b) }
        func line(_ name: String, _ set: [IDBenchmark.Score]) {
            let clean = set.filter { !$0.degraded }, degraded = set.filter(\.degraded)
            let fields = { (s: [IDBenchmark.Score]) in pct(s.map(\.exact).reduce(0, +), s.map(\.mandatory).reduce(0, +)) }
            print("\(name.padding(toLength: 16, withPad: " ", startingAt: 0)) layout \(pct(set.filter(\.layoutRight).count, set.count))  mandatory exact clean \(fields(clean)), degraded \(fields(degraded))  valid \(set.filter { $0.state == .valid }.count)  valid-but-wrong \(set.filter(\.validButWrong).count)")
        }
        line("all", scores)
        for layout in IDLayout.allCases { line(layout.rawValue, scores.filter { $0.layout == layout }) }
        let times = scores.map(\.ms).sorted()
        if !times.isEmpty { print(String(format: "median %.0f ms per document (one worker)", times[times.count / 2])) }
        if failures {
            for s in scores where !s.layoutRight || !s.wrongFields.isEmpty {
                print("  \(s.image): \(s.layout?.rawValue ?? "-") read as \(s.readLayout?.rawValue ?? "nothing"), \(s.state.rawValue), wrong: \(s.wrongFields.joined(separator: ", "))")
            }
        }
    }
}
