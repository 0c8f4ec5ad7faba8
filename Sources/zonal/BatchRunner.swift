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
