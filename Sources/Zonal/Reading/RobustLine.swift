/// y = intercept + slope·x fitted to points, ignoring outliers: a least-squares fit, then a
/// refit on the points within twice the median residual of it.
struct RobustLine {
    var intercept: Double
    var slope: Double

    func y(at x: Double) -> Double { intercept + slope * x }

    static func fit(_ points: [(x: Double, y: Double)]) -> RobustLine? {
        guard var line = leastSquares(points) else { return nil }
        let residuals = points.map { abs($0.y - line.y(at: $0.x)) }.sorted()
        let limit = max(1.0, 2 * residuals[residuals.count / 2])
        let inliers = points.filter { abs($0.y - line.y(at: $0.x)) <= limit }
        if let refit = leastSquares(inliers) { line = refit }
        return line
    }

    private static func leastSquares(_ points: [(x: Double, y: Double)]) -> RobustLine? {
        guard points.count >= 3 else { return nil }
        let n = Double(points.count)
        let sx = points.reduce(0) { $0 + $1.x }, sy = points.reduce(0) { $0 + $1.y }
        let sxx = points.reduce(0) { $0 + $1.x * $1.x }, sxy = points.reduce(0) { $0 + $1.x * $1.y }
        let d = n * sxx - sx * sx
        guard d > 1e-9 else { return RobustLine(intercept: sy / n, slope: 0) }
        let slope = (n * sxy - sx * sy) / d
        return RobustLine(intercept: (sy - slope * sx) / n, slope: slope)
    }
}
