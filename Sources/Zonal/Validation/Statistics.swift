/// Order statistics for the report.
enum Statistics {
    static func median(_ values: [Double]) -> Double? { percentile(values, 0.5) }

    /// Nearest rank: the smallest value with at least `p` of the values at or below it.
    static func percentile(_ values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }
}
