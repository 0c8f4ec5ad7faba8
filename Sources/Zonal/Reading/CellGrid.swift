/// Where the character cells of one MRZ line are: centre of cell k = origin + k·pitch + k²·bend.
/// The quadratic term absorbs what rectification left of perspective (the pitch then changes
/// steadily along the line); it is fitted to the OCR's symbol positions, robustly.
struct CellGrid {
    var origin: Double
    var pitch: Double
    var bend: Double = 0
    let length: Int

    func center(_ column: Int) -> Double {
        let k = Double(column)
        return origin + k * pitch + k * k * bend
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

    /// Refines the ink-based start on the confidently read symbols. The symbols are walked left
    /// to right, each gap counted in cells at the local pitch (so a pitch that changes along the
    /// line, or a start that is 1% off — a whole cell after 44 characters — cannot pin symbols
    /// to the wrong cells); a smooth model is then fitted to them and placed on the line so that
    /// its ends match the ink's ends. Keeps the start when too few symbols agree.
    static func fit(symbols: [OCRSymbol], origin: Double, pitch: Double, length: Int) -> CellGrid {
        let start = CellGrid(origin: origin, pitch: pitch, length: length)
        var xs: [Double] = []
        var columns: [Int] = []
        var local = pitch
        for x in symbols.filter({ $0.confidence > 50 }).map(\.box.centerX).sorted() {
            guard let last = xs.last, let column = columns.last else {
                xs.append(x)
                columns.append(0)
                continue
            }
            // Closer than two thirds of a cell: a split glyph or a stray symbol, not a new cell.
            let gap = x - last
            guard gap >= 0.65 * local else { continue }
            let cells = max(1, Int((gap / local).rounded()))
            xs.append(x)
            columns.append(column + cells)
            if cells == 1 { local = 0.7 * local + 0.3 * gap }
        }
        guard xs.count >= max(6, length / 3), let firstColumn = columns.first, let lastColumn = columns.last,
              lastColumn - firstColumn < length else { return start }
        // Robust quadratic fit in relative columns.
        var rows = zip(columns, xs).map { (k: Double($0), x: $1) }
        guard var solution = leastSquares(rows) else { return start }
        for _ in 0..<2 {
            let kept = rows.filter { abs($0.x - (solution.0 + solution.1 * $0.k + solution.2 * $0.k * $0.k)) < 0.3 * pitch }
            guard kept.count >= max(6, length / 3), let refit = leastSquares(kept) else { break }
            rows = kept
            solution = refit
        }
        // Place the relative columns on the line: the offset whose first and last cells best
        // match the ink's first and last glyph centres.
        let inkFirst = origin, inkLast = origin + Double(length - 1) * pitch
        // Every symbol must land in a real column: 0 ≤ offset and offset + last ≤ length - 1.
        let guess = Int(((xs[0] - origin) / pitch).rounded())
        var best: CellGrid?
        var bestError = Double.infinity
        let highest = min(guess + 3, length - 1 - lastColumn)
        guard highest >= 0 else { return start }
        for offset in min(max(0, guess - 3), highest)...highest {
            // center(k) = a + b·(k - offset) + c·(k - offset)²
            let o = Double(offset)
            let candidate = CellGrid(origin: solution.0 - solution.1 * o + solution.2 * o * o,
                                     pitch: solution.1 - 2 * solution.2 * o, bend: solution.2, length: length)
            let error = abs(candidate.center(0) - inkFirst) + abs(candidate.center(length - 1) - inkLast)
            if error < bestError { bestError = error; best = candidate }
        }
        guard let grid = best else { return start }
        let endPitch = grid.pitch + 2 * grid.bend * Double(length - 1)
        guard abs(grid.pitch - pitch) < 0.25 * pitch, abs(endPitch - grid.pitch) < 0.3 * pitch else { return start }
        return grid
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
