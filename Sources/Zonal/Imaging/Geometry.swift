import CVBridge

/// A point in image pixels.
public struct Point: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    func distance(to other: Point) -> Double { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }

    /// The point `t` of the way to `other` (0: this point, 1: `other`).
    func mixed(with other: Point, by t: Double) -> Point { Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t) }
}

/// Four corners: top-left, top-right, bottom-right, bottom-left (in the document's own reading
/// direction, so a rotated document has a rotated quad).
public struct Quad: Sendable, Hashable, Codable {
    public var topLeft: Point
    public var topRight: Point
    public var bottomRight: Point
    public var bottomLeft: Point

    public init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    public var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }
    public var width: Double { (topLeft.distance(to: topRight) + bottomLeft.distance(to: bottomRight)) / 2 }
    public var height: Double { (topLeft.distance(to: bottomLeft) + topRight.distance(to: bottomRight)) / 2 }

    init(_ q: cvb_quad) {
        self.init(topLeft: Point(x: Double(q.p.0.x), y: Double(q.p.0.y)),
                  topRight: Point(x: Double(q.p.1.x), y: Double(q.p.1.y)),
                  bottomRight: Point(x: Double(q.p.2.x), y: Double(q.p.2.y)),
                  bottomLeft: Point(x: Double(q.p.3.x), y: Double(q.p.3.y)))
    }

    var native: cvb_quad {
        func p(_ p: Point) -> cvb_point { cvb_point(x: Float(p.x), y: Float(p.y)) }
        return cvb_quad(p: (p(topLeft), p(topRight), p(bottomRight), p(bottomLeft)))
    }

    /// The same quad read the other way up (a rotation by 180° of its corner roles).
    var upsideDown: Quad {
        Quad(topLeft: bottomRight, topRight: bottomLeft, bottomRight: topLeft, bottomLeft: topRight)
    }

    /// The point at relative position (u, v) of the flat rectangle this quad is a perspective
    /// image of (the homography of the unit square onto the corners). Bilinear interpolation
    /// is only right for parallelograms: on a card photographed at a tilt it placed a field's
    /// region up to a third of a line too high, cutting values in half.
    func point(u: Double, v: Double) -> Point {
        let (x0, y0, x1, y1) = (topLeft.x, topLeft.y, topRight.x, topRight.y)
        let (x2, y2, x3, y3) = (bottomRight.x, bottomRight.y, bottomLeft.x, bottomLeft.y)
        let (dx1, dx2, dx3) = (x1 - x2, x3 - x2, x0 - x1 + x2 - x3)
        let (dy1, dy2, dy3) = (y1 - y2, y3 - y2, y0 - y1 + y2 - y3)
        let det = dx1 * dy2 - dx2 * dy1
        // A parallelogram (or a degenerate quad) has no perspective to undo.
        guard abs(dx3) + abs(dy3) > 1e-9, abs(det) > 1e-12 else { return bilinearPoint(u: u, v: v) }
        let g = (dx3 * dy2 - dx2 * dy3) / det, h = (dx1 * dy3 - dx3 * dy1) / det
        let w = g * u + h * v + 1
        guard abs(w) > 1e-12 else { return bilinearPoint(u: u, v: v) }
        return Point(x: ((x1 - x0 + g * x1) * u + (x3 - x0 + h * x3) * v + x0) / w,
                     y: ((y1 - y0 + g * y1) * u + (y3 - y0 + h * y3) * v + y0) / w)
    }

    /// The point at (u, v) by bilinear interpolation of the corners. The MRZ reader maps its
    /// band estimates (corners from fitted glyph edges, extended past them) with it: mapped in
    /// perspective, 3 fewer of the 600 degraded benchmark images read exactly (10 lost, 7
    /// gained). The generator places glare and cuts training lines with it, so generated sets
    /// stay byte-identical.
    func bilinearPoint(u: Double, v: Double) -> Point {
        let top = Point(x: topLeft.x + (topRight.x - topLeft.x) * u, y: topLeft.y + (topRight.y - topLeft.y) * u)
        let bottom = Point(x: bottomLeft.x + (bottomRight.x - bottomLeft.x) * u, y: bottomLeft.y + (bottomRight.y - bottomLeft.y) * u)
        return Point(x: top.x + (bottom.x - top.x) * v, y: top.y + (bottom.y - top.y) * v)
    }

    /// The sub-quad spanning relative coordinates u0...u1 × v0...v1 (perspective, as `point`).
    func subQuad(u0: Double, v0: Double, u1: Double, v1: Double) -> Quad {
        Quad(topLeft: point(u: u0, v: v0), topRight: point(u: u1, v: v0),
             bottomRight: point(u: u1, v: v1), bottomLeft: point(u: u0, v: v1))
    }

    /// The sub-quad by bilinear interpolation (`bilinearPoint`).
    func bilinearSubQuad(u0: Double, v0: Double, u1: Double, v1: Double) -> Quad {
        Quad(topLeft: bilinearPoint(u: u0, v: v0), topRight: bilinearPoint(u: u1, v: v0),
             bottomRight: bilinearPoint(u: u1, v: v1), bottomLeft: bilinearPoint(u: u0, v: v1))
    }
}
