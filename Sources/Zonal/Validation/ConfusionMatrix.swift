/// How often each expected class (rows) was read as each class (columns), `none` included.
public struct ConfusionMatrix: Sendable, Codable, Equatable {
    /// Row and column labels: sorted, `none` last.
    public var labels: [String]
    /// `counts[row][column]`: expected `labels[row]`, read `labels[column]`.
    public var counts: [[Int]]

    public init(pairs: [(expected: String, read: String)]) {
        let none = ValidationSubject.noDocument
        let names = Set(pairs.flatMap { [$0.expected, $0.read] })
        labels = names.subtracting([none]).sorted() + (names.contains(none) ? [none] : [])
        let index = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
        var counts = Array(repeating: Array(repeating: 0, count: labels.count), count: labels.count)
        for pair in pairs {
            guard let row = index[pair.expected], let column = index[pair.read] else { continue }
            counts[row][column] += 1
        }
        self.counts = counts
    }

    public func count(expected: String, read: String) -> Int {
        guard let row = labels.firstIndex(of: expected), let column = labels.firstIndex(of: read) else { return 0 }
        return counts[row][column]
    }

    /// Samples on the diagonal, and in all.
    public var right: Int { labels.indices.reduce(0) { $0 + counts[$1][$1] } }
    public var total: Int { counts.joined().reduce(0, +) }
}
