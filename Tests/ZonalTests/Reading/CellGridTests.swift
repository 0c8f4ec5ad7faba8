import Testing
@testable import Zonal

@Suite struct CellGridTests {
    /// A column ink profile of `length` glyphs, each `0.7·pitch` wide, centred at
    /// origin + k·pitch + k²·bend.
    func profile(origin: Double, pitch: Double, bend: Double = 0, length: Int, width: Int) -> [Int] {
        var columns = [Int](repeating: 0, count: width)
        for k in 0..<length {
            let c = origin + Double(k) * pitch + Double(k * k) * bend
            let half = 0.35 * pitch
            for x in Int((c - half).rounded())...Int((c + half).rounded()) where x >= 0 && x < width {
                columns[x] += 20
            }
        }
        return columns
    }

    func ends(_ columns: [Int]) -> (Int, Int) {
        (columns.firstIndex { $0 > 0 } ?? 0, columns.lastIndex { $0 > 0 } ?? 0)
    }

    @Test func registersEqualCellsOnTheInk() {
        let columns = profile(origin: 40, pitch: 29.3, length: 44, width: 1400)
        let (left, right) = ends(columns)
        let grid = MRZColumnMapper.fitCells(columns, left: left, right: right, length: 44).refined(columnInk: columns)
        for k in [0, 10, 22, 43] { #expect(abs(grid.center(k) - (40 + 29.3 * Double(k))) < 1.5, "cell \(k)") }
        #expect(grid.column(of: 40 + 29.3 * 20 + 5) == 20)
    }

    @Test func followsAPitchThatChangesAlongTheLine() {
        // Perspective left over: the pitch grows from 30 to about 34 along 36 cells.
        let columns = profile(origin: 30, pitch: 30, bend: 0.06, length: 36, width: 1400)
        let (left, right) = ends(columns)
        let grid = MRZColumnMapper.fitCells(columns, left: left, right: right, length: 36).refined(columnInk: columns)
        for k in [0, 12, 24, 35] {
            let expected = 30 + 30 * Double(k) + 0.06 * Double(k * k)
            #expect(abs(grid.center(k) - expected) < 2, "cell \(k): \(grid.center(k)) vs \(expected)")
        }
    }

    @Test func nearestColumnMayLieOutside() {
        let grid = CellGrid(origin: 20, pitch: 25, length: 30)
        #expect(grid.column(of: -10) == -1)
        #expect(grid.column(of: 20 + 25 * 31) == 30)
    }
}

@Suite struct RobustLineTests {
    @Test func fitsThroughOutliers() {
        var points = (0..<20).map { (x: Double($0) * 10, y: 5 + 0.1 * Double($0) * 10) }
        points[7].y += 30
        points[13].y -= 25
        let line = RobustLine.fit(points)
        #expect(line != nil)
        #expect(abs((line?.slope ?? 0) - 0.1) < 0.01)
        #expect(abs((line?.y(at: 100) ?? 0) - 15) < 0.5)
    }

    @Test func needsThreePoints() {
        #expect(RobustLine.fit([(x: 0, y: 0), (x: 1, y: 1)]) == nil)
    }
}
