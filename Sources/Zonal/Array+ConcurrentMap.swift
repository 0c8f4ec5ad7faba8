extension Array where Element: Sendable {
    /// `transform` applied to every element, at most `workers` at a time; the results in the
    /// elements' order. `completed` sees each result as it is ready (in completion order, on the
    /// caller's task): for progress, or to keep only some of them.
    func concurrentMap<Result: Sendable>(workers: Int, _ transform: @escaping @Sendable (Element) async throws -> Result,
                                         completed: (Int, Result) throws -> Void = { _, _ in }) async throws -> [Result] {
        try await withThrowingTaskGroup(of: (Int, Result).self) { group in
            var results = [Result?](repeating: nil, count: count)
            var next = 0
            func startNext() {
                guard next < count else { return }
                let index = next, element = self[index]
                next += 1
                group.addTask { (index, try await transform(element)) }
            }
            for _ in 0..<Swift.min(Swift.max(1, workers), count) { startNext() }
            while let (index, result) = try await group.next() {
                results[index] = result
                try completed(index, result)
                startNext()
            }
            return results.compactMap { $0 }
        }
    }
}
