import CVBridge

/// A point in image pixels.
public struct Point: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    func distance(to other: Point) -> Double { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }
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

    /// The point at relative position (u, v) inside the quad (bilinear).
    func point(u: Double, v: Double) -> Point {
        let top = Point(x: topLeft.x + (topRight.x - topLeft.x) * u, y: topLeft.y + (topRight.y - topLeft.y) * u)
        let bottom = Point(x: bottomLeft.x + (bottomRight.x - bottomLeft.x) * u, y: bottomLeft.y + (bottomRight.y - bottomLeft.y) * u)
        return Point(x: top.x + (bottom.x - top.x) * v, y: top.y + (bottom.y - top.y) * v)
    }

    /// The sub-quad spanning relative coordinates u0...u1 × v0...v1.
    func subQuad(u0: Double, v0: Double, u1: Double, v1: Double) -> Quad {
        Quad(topLeft: point(u: u0, v: v0), topRight: point(u: u1, v: v0),
             bottomRight: point(u: u1, v: v1), bottomLeft: point(u: u0, v: v1))
    }
}
