import Testing
@testable import Zonal

/// The detector's corner error: the largest corner distance over the true diagonal, matched
/// whichever quarter turn the detected corners start at, never mirrored.
@Suite struct CornerErrorTests {
    /// A 400 × 300 page at (100, 50): diagonals of 500 px.
    static let page = Quad(topLeft: Point(x: 100, y: 50), topRight: Point(x: 500, y: 50),
                           bottomRight: Point(x: 500, y: 350), bottomLeft: Point(x: 100, y: 350))

    static func moved(_ quad: Quad, _ offsets: [(Double, Double)]) -> Quad {
        let c = zip(quad.corners, offsets).map { Point(x: $0.x + $1.0, y: $0.y + $1.1) }
        return Quad(topLeft: c[0], topRight: c[1], bottomRight: c[2], bottomLeft: c[3])
    }

    @Test func theLargestCornerDistanceOverTheDiagonal() throws {
        // One corner 5 px off (3-4-5), the others 1 px: 5 of 500 is 1%.
        let detected = Self.moved(Self.page, [(1, 0), (3, 4), (0, -1), (-1, 0)])
        let error = try #require(CornerError(detected: detected, truth: Self.page))
        #expect(error.pixels == 5 && error.relative == 0.01 && error.quarterTurns == 0)
        #expect(CornerError(detected: Self.page, truth: Self.page) == CornerError(pixels: 0, relative: 0, quarterTurns: 0))
    }

    @Test func theDiagonalIsTheMeanOfBothInPerspective() {
        let kite = Quad(topLeft: Point(x: 0, y: 0), topRight: Point(x: 60, y: 0), bottomRight: Point(x: 120, y: 160), bottomLeft: Point(x: 0, y: 80))
        // TL–BR = 200, TR–BL = 100.
        #expect(CornerError.diagonal(of: kite) == 150)
        let detected = Self.moved(kite, [(0, 0), (0, 0), (0, 15), (0, 0)])
        #expect(CornerError(detected: detected, truth: kite)?.relative == 0.1)
    }

    @Test func anOutlineReportedUpsideDownOrTurnedIsMatchedAndCounted() throws {
        let near = Self.moved(Self.page, [(2, 0), (0, 2), (0, 0), (0, 0)])
        let upsideDown = try #require(CornerError(detected: near.upsideDown, truth: Self.page))
        #expect(upsideDown.quarterTurns == 2 && upsideDown.pixels == 2)
        // Reported starting at the true top-right: shifting by three corners puts it back.
        let turned = try #require(CornerError(detected: near.starting(at: 1), truth: Self.page))
        #expect(turned.quarterTurns == 3 && turned.pixels == 2)
    }

    @Test func aMirroredOrderIsNotMatched() throws {
        // Left and right swapped: no quarter turn fits; the nearest (upside down) leaves every
        // corner the page's height (300 of 500) off.
        let mirrored = Quad(topLeft: Self.page.topRight, topRight: Self.page.topLeft, bottomRight: Self.page.bottomLeft, bottomLeft: Self.page.bottomRight)
        let error = try #require(CornerError(detected: mirrored, truth: Self.page))
        #expect(error.relative == 0.6 && error.quarterTurns == 2)
    }

    @Test func anOutlineCutAlongABandIsFarOff() throws {
        // Only the top half found (the outline cut along a header band): two corners 150 px off.
        let band = Quad(topLeft: Point(x: 100, y: 50), topRight: Point(x: 500, y: 50), bottomRight: Point(x: 500, y: 200), bottomLeft: Point(x: 100, y: 200))
        let error = try #require(CornerError(detected: band, truth: Self.page))
        #expect(error.pixels == 150 && error.relative == 0.3 && error.quarterTurns == 0)
    }

    @Test func aTruthWithoutSizeMeasuresNothing() {
        let point = Quad(topLeft: Point(x: 5, y: 5), topRight: Point(x: 5, y: 5), bottomRight: Point(x: 5, y: 5), bottomLeft: Point(x: 5, y: 5))
        #expect(CornerError(detected: Self.page, truth: point) == nil)
    }
}
