/// The least-squares projective map from page millimetres (x along the MRZ text, y down) to the
/// image whose perspective acts along the text only:
/// u = (a·x + b·y + c) / (g·x + 1), v = (d·x + e·y + f) / (g·x + 1).
/// A band 100 mm long shows how the page narrows towards its far end (its two ends differ in
/// height); a band 10 mm high cannot show how it narrows towards its top, and a full
/// homography's guess at that is extrapolated tenfold. On 60 generated photos (not snapped to
/// edges) this map's median corner error was 4.8% of the page diagonal, as the full
/// homography's; an affine map's was 6.1%. (On flat scans the ends' heights differ by 2–4% of
/// fitting noise alone: `MRZPageExtrapolation.page` blends towards the affine map there.)
struct AlongTextHomography: Sendable {
    var a, b, c, d, e, f, g: Double

    /// With `affine`, g is held at 0 (no perspective at all).
    init?(from source: [Point], to target: [Point], affine: Bool = false) {
        guard source.count == target.count, source.count >= 4 else { return nil }
        // Linearised: a·x + b·y + c − g·x·u = u and d·x + e·y + f − g·x·v = v.
        var rows: [([Double], Double)] = []
        for (p, q) in zip(source, target) {
            rows.append(([p.x, p.y, 1, 0, 0, 0, -p.x * q.x], q.x))
            rows.append(([0, 0, 0, p.x, p.y, 1, -p.x * q.y], q.y))
        }
        if affine { rows = rows.map { (Array($0.0.prefix(6)), $0.1) } }
        guard let s = AlongTextHomography.leastSquares(rows, unknowns: affine ? 6 : 7) else { return nil }
        (a, b, c, d, e, f, g) = (s[0], s[1], s[2], s[3], s[4], s[5], affine ? 0 : s[6])
    }

    func apply(_ p: Point) -> Point {
        let w = g * p.x + 1
        return Point(x: (a * p.x + b * p.y + c) / w, y: (d * p.x + e * p.y + f) / w)
    }

    /// Normal equations solved by Gaussian elimination with partial pivoting; nil when singular.
    static func leastSquares(_ rows: [([Double], Double)], unknowns n: Int) -> [Double]? {
        var m = [[Double]](repeating: [Double](repeating: 0, count: n + 1), count: n)
        for (coefficients, value) in rows where coefficients.count == n {
            for i in 0..<n {
                for j in 0..<n { m[i][j] += coefficients[i] * coefficients[j] }
                m[i][n] += coefficients[i] * value
            }
        }
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                  abs(m[pivot][column]) > 1e-12 else { return nil }
            m.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = m[row][column] / m[column][column]
                if factor != 0 { for k in column...n { m[row][k] -= factor * m[column][k] } }
            }
        }
        let solution = (0..<n).map { m[$0][n] / m[$0][$0] }
        return solution.allSatisfy(\.isFinite) ? solution : nil
    }
}
