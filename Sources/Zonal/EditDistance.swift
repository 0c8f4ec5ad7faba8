/// Levenshtein distance: "did you mean" suggestions, character errors against ground truth, and
/// the alignment of two readings of one value.
enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The substitutions of a cheapest alignment of `a` with `b`: the index pairs `(i, j)` where
    /// `a[i]` stands against a different `b[j]`, from the end of the texts back to their start
    /// (where a substitution and a deletion cost the same, the substitution is taken).
    static func substitutions(_ a: [Character], _ b: [Character]) -> [(Int, Int)] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        var cost = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { cost[i][0] = i }
        for j in 0...b.count { cost[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let same = a[i - 1] == b[j - 1] ? 0 : 1
                cost[i][j] = min(cost[i - 1][j - 1] + same, cost[i - 1][j] + 1, cost[i][j - 1] + 1)
            }
        }
        var (i, j) = (a.count, b.count)
        var found: [(Int, Int)] = []
        while i > 0 && j > 0 {
            let same = a[i - 1] == b[j - 1] ? 0 : 1
            if cost[i][j] == cost[i - 1][j - 1] + same {
                if same == 1 { found.append((i - 1, j - 1)) }
                (i, j) = (i - 1, j - 1)
            } else if cost[i][j] == cost[i - 1][j] + 1 {
                i -= 1
            } else {
                j -= 1
            }
        }
        return found
    }
}
