import Foundation

/// Reads a folder of synthetic samples (`NAME.jpg` + `NAME.truth.json`, as `zonal synth` writes
/// them) and scores the reader against the truth: lines exact, fields exact, `valid` results
/// that are wrong (the number that hurts users), and per-stage timings.
public enum MRZBenchmark {
    /// One sample's outcome.
    public struct Sample: Sendable, Codable {
        public var image: String
        public var format: String?
        public var conditions: [String]
        public var state: ResultState
        /// Every MRZ line exactly as in the truth (for samples without an MRZ: nothing reported).
        public var exact: Bool
        public var validButWrong: Bool
        public var attempts: Int
        /// The lowest field confidence of the reading (nil when nothing was read).
        public var minimumFieldConfidence: Double?
        public var timings: StageTimings
        public var error: String?

        public var isClean: Bool { conditions == ["clean"] }
    }

    /// Reads every sample with `workers` parallel reads.
    public static func run(directory: String, reader: MRZReader, workers: Int,
                           progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> [Sample] {
        let truths = try loadTruths(directory: directory)
        let counter = Counter()
        return try await withThrowingTaskGroup(of: Sample.self) { group in
            var results: [Sample] = []
            var next = 0
            func add() {
                let (path, truth) = truths[next]
                next += 1
                group.addTask {
                    let sample = await score(path: path, truth: truth, reader: reader)
                    progress?(await counter.increment(), truths.count)
                    return sample
                }
            }
            for _ in 0..<min(workers, truths.count) { add() }
            while let sample = try await group.next() {
                results.append(sample)
                if next < truths.count { add() }
            }
            return results.sorted { $0.image < $1.image }
        }
    }

    static func loadTruths(directory: String) throws -> [(String, SampleTruth)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw ZonalError.unreadableInput(input: directory, reason: "not a readable directory")
        }
        let decoder = JSONDecoder()
        return try names.filter { $0.hasSuffix(".truth.json") }.sorted().map { name in
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else { throw ZonalError.unreadableInput(input: path, reason: "could not be read") }
            do {
                let truth = try decoder.decode(SampleTruth.self, from: data)
                return ((directory as NSString).appendingPathComponent(truth.image), truth)
            } catch {
                throw ZonalError.unreadableInput(input: path, reason: "not a truth file: \(error)")
            }
        }
    }

    static func score(path: String, truth: SampleTruth, reader: MRZReader) async -> Sample {
        let conditions = truth.conditions.map(\.rawValue)
        do {
            let result = try await reader.read(path: path)
            let exact = truth.format == nil ? result.state == .empty : result.mrz?.lines == truth.lines
            return Sample(image: truth.image, format: truth.format?.rawValue, conditions: conditions, state: result.state,
                          exact: exact, validButWrong: result.state == .valid && !exact,
                          attempts: result.attempts, minimumFieldConfidence: result.mrz?.fields.values.map(\.confidence).min(),
                          timings: result.timings, error: nil)
        } catch {
            return Sample(image: truth.image, format: truth.format?.rawValue, conditions: conditions, state: .empty,
                          exact: false, validButWrong: false, attempts: 0, minimumFieldConfidence: nil, timings: StageTimings(), error: "\(error)")
        }
    }

    private actor Counter {
        var value = 0
        func increment() -> Int { value += 1; return value }
    }
}
