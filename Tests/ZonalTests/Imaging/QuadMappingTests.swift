import Testing
@testable import Zonal

/// `Quad.point(u:v:)` is the perspective image of the flat rectangle, not a bilinear blend: a
/// field's region on a card photographed at a tilt must land where the homography puts it.
@Suite struct QuadMappingTests {
    /// A homography with perspective (g, h ≠ 0), as a camera tilted towards the card's top.
    static func project(_ u: Double, _ v: Double) -> Point {
        let (a, b, c, d, e, f, g, h) = (700.0, 40.0, 300.0, -15.0, 380.0, 260.0, 0.12, 0.05)
        let w = g * u + h * v + 1
        return Point(x: (a * u + b * v + c) / w, y: (d * u + e * v + f) / w)
    }

    static let tilted = Quad(topLeft: project(0, 0), topRight: project(1, 0), bottomRight: project(1, 1), bottomLeft: project(0, 1))

    @Test func pointsFollowTheHomography() {
        for (u, v) in [(0.5, 0.5), (0.33, 0.58), (0.1, 0.9), (0.9, 0.2), (1.0, 1.0), (0.0, 0.0), (1.2, -0.1)] {
            let want = Self.project(u, v), got = Self.tilted.point(u: u, v: v)
            #expect(got.distance(to: want) < 1e-6, "(\(u), \(v)): \(got) vs \(want)")
        }
    }

    @Test func bilinearWouldMissOnThisQuad() {
        // The test above would not tell the two mappings apart on a near-parallelogram.
        let want = Self.project(0.33, 0.58)
        #expect(Self.tilted.bilinearPoint(u: 0.33, v: 0.58).distance(to: want) > 5)
    }

    @Test func subQuadCornersLieOnTheHomography() {
        let sub = Self.tilted.subQuad(u0: 0.3, v0: 0.55, u1: 0.7, v1: 0.62)
        #expect(sub.topLeft.distance(to: Self.project(0.3, 0.55)) < 1e-6)
        #expect(sub.bottomRight.distance(to: Self.project(0.7, 0.62)) < 1e-6)
    }

    @Test func aParallelogramMapsLinearly() {
        let quad = Quad(topLeft: Point(x: 10, y: 20), topRight: Point(x: 110, y: 30),
                        bottomRight: Point(x: 130, y: 80), bottomLeft: Point(x: 30, y: 70))
        let p = quad.point(u: 0.25, v: 0.5)
        #expect(p.distance(to: Point(x: 10 + 25 + 10, y: 20 + 2.5 + 25)) < 1e-9)
    }
}
