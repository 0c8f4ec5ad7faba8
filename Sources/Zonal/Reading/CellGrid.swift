/// Where the character cells of one MRZ line are: centre of cell k = origin + k·pitch + k²·bend.
/// The quadratic term absorbs what rectification left of perspective (the pitch then changes
/// steadily along the line). Fitted to the line's ink by `MRZColumnMapper.fitCells`.
struct CellGrid {
    var origin: Double
    var pitch: Double
    var bend: Double = 0
    let length: Int

    func center(_ column: Int) -> Double {
        let k = Double(column)
        return origin + k * pitch + k * k * bend
    }

    /// The same grid with cell k where cell k + `places` was.
    func shifted(by places: Int) -> CellGrid {
        guard places != 0 else { return self }
        let s = Double(places)
        return CellGrid(origin: center(places), pitch: pitch + 2 * s * bend, bend: bend, length: length)
    }

    /// The nearest column to `x` (may lie outside 0..<length).
    func column(of x: Double) -> Int {
        var best = 0
        var distance = Double.infinity
        for k in -1...length {
            let d = abs(center(k) - x)
            if d < distance { distance = d; best = k }
        }
        return best
    }

    /// Pulls the grid onto the glyphs themselves: each cell's ink centroid (within the cell, moved
    /// at most a fifth of a pitch) is measured and the smooth model refitted to those centres, so
    /// a small pitch error cannot accumulate along a 44-character line.
    func refined(columnInk: [Int]) -> CellGrid {
        var rows: [(k: Double, x: Double)] = []
        for k in 0..<length {
            let c = center(k)
            let lo = max(0, Int((c - 0.45 * pitch).rounded())), hi = min(columnInk.count - 1, Int((c + 0.45 * pitch).rounded()))
            guard lo < hi else { continue }
            var mass = 0.0, moment = 0.0
            for x in lo...hi { mass += Double(columnInk[x]); moment += Double(columnInk[x]) * Double(x) }
            guard mass > 0 else { continue }
            let centroid = moment / mass
            guard abs(centroid - c) <= 0.2 * pitch else { continue }
            rows.append((Double(k), centroid))
        }
        guard rows.count >= max(6, length / 2), let s = CellGrid.leastSquares(rows) else { return self }
        let candidate = CellGrid(origin: s.0, pitch: s.1, bend: s.2, length: length)
        let endPitch = candidate.pitch + 2 * candidate.bend * Double(length - 1)
        guard abs(candidate.pitch - pitch) < 0.2 * pitch, abs(endPitch - candidate.pitch) < 0.25 * pitch else { return self }
        return candidate
    }

    /// Least squares for x = a + b·k + c·k² (normal equations, 3×3).
    static func leastSquares(_ rows: [(k: Double, x: Double)]) -> (Double, Double, Double)? {
        var m = [[Double]](repeating: [Double](repeating: 0, count: 4), count: 3)
        for r in rows {
            let basis = [1, r.k, r.k * r.k]
            for i in 0..<3 {
                for j in 0..<3 { m[i][j] += basis[i] * basis[j] }
                m[i][3] += basis[i] * r.x
            }
        }
        // Gaussian elimination with partial pivoting.
        for col in 0..<3 {
            guard let pivot = (col..<3).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }), abs(m[pivot][col]) > 1e-9 else { return nil }
            m.swapAt(col, pivot)
            for row in 0..<3 where row != col {
                let f = m[row][col] / m[col][col]
                for j in col..<4 { m[row][j] -= f * m[col][j] }
            }
        }
        return (m[0][3] / m[0][0], m[1][3] / m[1][1], m[2][3] / m[2][2])
    }
}
