import Testing
@testable import Zonal

@Suite struct CellGridTests {
    func symbol(_ text: String, center: Double, confidence: Double = 95) -> OCRSymbol {
        OCRSymbol(text: text, confidence: confidence, box: PixelBox(x0: Int(center) - 8, y0: 10, x1: Int(center) + 8, y1: 40), alternatives: [])
    }

    @Test func recoversPitchAndOriginFromSymbols() {
        // 44 cells at pitch 30 starting at 25; the start guess is off by 6 px and 3%.
        let symbols = (0..<44).map { symbol("A", center: 25 + Double($0) * 30) }
        let grid = CellGrid.fit(symbols: symbols, origin: 31, pitch: 29.1, length: 44)
        #expect(abs(grid.center(0) - 25) < 1)
        #expect(abs(grid.center(43) - (25 + 43 * 30)) < 1)
        #expect(grid.column(of: 25 + 20 * 30 + 4) == 20)
    }

    @Test func followsAPitchThatChangesAlongTheLine() {
        // Perspective left over: pitch 34 at the left, 26 at the right.
        let centers: [Double] = (0..<36).map { k in
            let x = Double(k)
            return 20 + 34 * x - (4.0 / 35.0) * x * x
        }
        let grid = CellGrid.fit(symbols: centers.map { symbol("5", center: $0) }, origin: 20, pitch: 30, length: 36)
        for k in [0, 10, 20, 35] { #expect(abs(grid.center(k) - centers[k]) < 1.5) }
    }

    @Test func ignoresMisplacedAndDoubtfulSymbols() {
        var symbols = (0..<30).map { symbol("B", center: 40 + Double($0) * 28) }
        symbols.append(symbol("K", center: 40 + 5.5 * 28))           // between two cells
        symbols.append(symbol("X", center: 900, confidence: 20))      // doubtful
        let grid = CellGrid.fit(symbols: symbols, origin: 40, pitch: 28, length: 30)
        #expect(abs(grid.pitch - 28) < 0.2)
        #expect(abs(grid.center(0) - 40) < 0.5)
    }

    @Test func keepsTheStartWhenTooFewSymbolsAgree() {
        let grid = CellGrid.fit(symbols: [symbol("A", center: 100)], origin: 30, pitch: 25, length: 30)
        #expect(grid.origin == 30 && grid.pitch == 25 && grid.bend == 0)
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
