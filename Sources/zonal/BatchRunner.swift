import Zonal

/// Runs one job per input with at most `workers` at a time; returns how many jobs failed.
struct BatchRunner {
    let workers: Int

    func run(_ inputs: [String], _ job: @escaping @Sendable (String) async throws -> Bool) async throws -> Int {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            var failures = 0
            var next = 0
            for _ in 0..<min(workers, inputs.count) {
                let input = inputs[next]
                group.addTask { try await job(input) }
                next += 1
            }
            while let ok = try await group.next() {
                if !ok { failures += 1 }
                if next < inputs.count {
                    let input = inputs[next]
                    group.addTask { try await job(input) }
                    next += 1
                }
            }
            return failures
        }
    }
}

extension BatchRunner {
    /// Reads every file with `read` and prints each result as it finishes. An input that cannot
    /// be read is reported (on stderr, and as a JSON line among the results in JSON Lines mode)
    /// and the batch goes on; only an engine that cannot run at all stops it. Returns how many
    /// inputs failed.
    func emitEach<T: Encodable & Sendable>(_ files: [String], to output: Output, jsonLines: Bool,
                                _ read: @escaping @Sendable (String) async throws -> T) async throws -> Int {
        try await run(files) { file in
            do {
                if output.emit(try await read(file)) { return true }
                output.failure(input: file, message: "the result could not be written as JSON", jsonLine: jsonLines)
                return false
            } catch let error as ZonalError {
                if case .ocrUnavailable = error { throw error }
                switch error {
                case let .unreadableInput(input, reason): output.failure(input: input, message: reason, jsonLine: jsonLines)
                default: output.failure(input: file, message: error.description, jsonLine: jsonLines)
                }
                return false
            }
        }
    }
}
