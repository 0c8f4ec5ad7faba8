import Foundation

/// Measures of a quad that detectors judge candidates by.
extension Quad {
    /// Signed area (positive when the corners go clockwise on screen, y pointing down).
    var signedArea: Double {
        let c = corners
        var sum = 0.0
        for i in 0..<4 {
            let a = c[i], b = c[(i + 1) % 4]
            sum += a.x * b.y - a.y * b.x
        }
        return sum / 2
    }

    var area: Double { abs(signedArea) }

    /// Every corner turns the same way (and the quad has an area).
    var isConvex: Bool {
        let c = corners
        let turns = (0..<4).map { i -> Double in
            let a = c[i], b = c[(i + 1) % 4], d = c[(i + 2) % 4]
            return (b.x - a.x) * (d.y - b.y) - (b.y - a.y) * (d.x - b.x)
        }
        return turns.allSatisfy { $0 > 0 } || turns.allSatisfy { $0 < 0 }
    }

    /// How far `point` lies outside this convex quad (the largest distance beyond a side's line),
    /// 0 when inside.
    func distanceOutside(_ point: Point) -> Double {
        (0..<4).reduce(0.0) { max($0, -distanceInside(point, side: $1)) }
    }

    /// How far `point` lies on the inner side of the line through side `side` (0 top, 1 right,
    /// 2 bottom, 3 left, as `sides`); negative beyond it, 0 for a degenerate side.
    func distanceInside(_ point: Point, side: Int) -> Double {
        let c = corners, orientation: Double = signedArea >= 0 ? 1 : -1
        let a = c[side % 4], b = c[(side + 1) % 4]
        let length = a.distance(to: b)
        guard length > 0 else { return 0 }
        return orientation * ((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)) / length
    }

    /// The four sides as (from, to): top, right, bottom, left.
    var sides: [(Point, Point)] { [(topLeft, topRight), (topRight, bottomRight), (bottomRight, bottomLeft), (bottomLeft, topLeft)] }

    var sideLengths: [Double] { sides.map { $0.0.distance(to: $0.1) } }

    /// The largest deviation of an inner angle from 90°, in degrees.
    var maximumCornerDeviation: Double {
        let c = corners
        return (0..<4).map { i -> Double in
            let p = c[i], prev = c[(i + 3) % 4], next = c[(i + 1) % 4]
            let a = (prev.x - p.x, prev.y - p.y), b = (next.x - p.x, next.y - p.y)
            let na = (a.0 * a.0 + a.1 * a.1).squareRoot(), nb = (b.0 * b.0 + b.1 * b.1).squareRoot()
            guard na > 0, nb > 0 else { return 90 }
            let cosine = max(-1, min(1, (a.0 * b.0 + a.1 * b.1) / (na * nb)))
            return abs(acos(cosine) * 180 / .pi - 90)
        }.max() ?? 90
    }

    /// The smaller of the two ratios shorter/longer of opposite sides (1 for a rectangle; lower
    /// the more the quad narrows towards one side, as a document seen at an angle does).
    var oppositeSideRatio: Double {
        let l = sideLengths
        func ratio(_ a: Double, _ b: Double) -> Double { max(a, b) > 0 ? min(a, b) / max(a, b) : 0 }
        return min(ratio(l[0], l[2]), ratio(l[1], l[3]))
    }

    /// The same outline read from corner `index` (0 top-left ... 3 bottom-left): that corner
    /// becomes the top-left and the order is kept, i.e. the document turned by quarter turns.
    func starting(at index: Int) -> Quad {
        let c = corners
        let k = ((index % 4) + 4) % 4
        return Quad(topLeft: c[k], topRight: c[(k + 1) % 4], bottomRight: c[(k + 2) % 4], bottomLeft: c[(k + 3) % 4])
    }

    /// The corner to read this quad from (`starting(at:)`) that brings its corners nearest
    /// `other`'s, by their farthest pair: the same outline found from another corner.
    func start(nearest other: Quad) -> Int {
        (1..<4).reduce(0) { starting(at: $1).maximumCornerDistance(to: other) < starting(at: $0).maximumCornerDistance(to: other) ? $1 : $0 }
    }

    /// This quad read from the corner that brings it nearest `other` (`start(nearest:)`).
    func aligned(to other: Quad) -> Quad { starting(at: start(nearest: other)) }

    /// The angle in degrees between the directions of two segments (0...90: either way along).
    static func angle(between a: (Point, Point), and b: (Point, Point)) -> Double {
        let u = (a.1.x - a.0.x, a.1.y - a.0.y), v = (b.1.x - b.0.x, b.1.y - b.0.y)
        let lengths = (u.0 * u.0 + u.1 * u.1).squareRoot() * (v.0 * v.0 + v.1 * v.1).squareRoot()
        guard lengths > 0 else { return 90 }
        return acos(min(1, abs(u.0 * v.0 + u.1 * v.1) / lengths)) * 180 / .pi
    }

    /// Direction of the top side (top-left to top-right), in degrees clockwise from the image's x axis.
    var topSideAngle: Double { atan2(topRight.y - topLeft.y, topRight.x - topLeft.x) * 180 / .pi }

    /// The largest distance between corresponding corners.
    func maximumCornerDistance(to other: Quad) -> Double {
        zip(corners, other.corners).map { $0.distance(to: $1) }.max() ?? 0
    }

    var diagonal: Double { max(topLeft.distance(to: bottomRight), topRight.distance(to: bottomLeft)) }
}
