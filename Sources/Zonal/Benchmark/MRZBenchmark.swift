import Foundation

/// Reads a folder of synthetic samples (`NAME.jpg` + `NAME.truth.json`, as `zonal synth` writes
/// them) and scores the reader against the truth: lines exact, each field right or wrong with its
/// confidence, `valid` results that are wrong (the number that hurts users), and per-stage timings.
/// A sample whose truth expects `uncertain` (a check digit misprinted on the document) is exact
/// only when the printed lines come back with a non-`valid` state; `valid` is always wrong there.
public enum MRZBenchmark {
    /// One sample's outcome.
    public struct Sample: Sendable, Codable {
        public var image: String
        /// The generator preset of the set the sample belongs to (`clean`, `photo`, `real`), if known.
        public var preset: String?
        public var format: String?
        public var conditions: [String]
        public var state: ResultState
        /// Every MRZ line exactly as in the truth (for samples without an MRZ: nothing reported;
        /// for a misprinted document: the printed lines and a state other than `valid`).
        public var exact: Bool
        public var validButWrong: Bool
        public var attempts: Int
        /// The lowest field confidence of the reading (nil when nothing was read).
        public var minimumFieldConfidence: Double?
        /// Every field the reader reported, right or wrong against the truth, with its confidence.
        public var fields: [FieldOutcome] = []
        public var timings: StageTimings
        public var error: String?

        public var isClean: Bool { conditions == ["clean"] }
    }

    /// One field of one reading.
    public struct FieldOutcome: Sendable, Codable, Equatable {
        public var name: String
        public var confidence: Double
        public var correct: Bool

        public init(name: String, confidence: Double, correct: Bool) {
            self.name = name
            self.confidence = confidence
            self.correct = correct
        }
    }

    /// Reads every sample with `workers` parallel reads.
    /// `preset` names the set in every sample (for per-preset groups).
    public static func run(directory: String, reader: MRZReader, workers: Int, preset: String? = nil,
                           progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> [Sample] {
        let truths = try loadTruths(directory: directory)
        var done = 0
        let samples = try await truths.concurrentMap(workers: workers) { path, truth in
            await score(path: path, truth: truth, reader: reader, preset: preset)
        } completed: { _, _ in
            done += 1
            progress?(done, truths.count)
        }
        return samples.sorted { $0.image < $1.image }
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

    static func score(path: String, truth: SampleTruth, reader: MRZReader, preset: String?) async -> Sample {
        do {
            return score(truth: truth, result: try await reader.read(path: path), preset: preset)
        } catch {
            return Sample(image: truth.image, preset: preset, format: truth.format?.rawValue, conditions: truth.conditions.map(\.rawValue),
                          state: .empty, exact: false, validButWrong: false, attempts: 0, minimumFieldConfidence: nil,
                          timings: StageTimings(), error: "\(error)")
        }
    }

    /// Scores one reading against its truth.
    static func score(truth: SampleTruth, result: MRZReadResult, preset: String?) -> Sample {
        let exact: Bool, validButWrong: Bool
        if truth.format == nil {
            exact = result.state == .empty
            validButWrong = result.state == .valid
        } else if let expected = truth.expectedState, expected != .valid {
            // The document itself fails a check: the printed lines, never `valid`.
            exact = result.mrz?.lines == truth.lines && result.state != .valid
            validButWrong = result.state == .valid
        } else {
            exact = result.mrz?.lines == truth.lines
            validButWrong = result.state == .valid && !exact
        }
        return Sample(image: truth.image, preset: preset, format: truth.format?.rawValue, conditions: truth.conditions.map(\.rawValue),
                      state: result.state, exact: exact, validButWrong: validButWrong, attempts: result.attempts,
                      minimumFieldConfidence: result.mrz?.fields.values.map(\.confidence).min(),
                      fields: FieldReliability.outcomes(truth: truth.fields, read: result.mrz?.fields ?? [:]),
                      timings: result.timings, error: nil)
    }
}
