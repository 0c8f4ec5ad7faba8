/// A rectangle relative to the detected document: `x`, `y`, `width`, `height` as fractions of the
/// document's width and height (0...1), in the document's reading orientation. In JSON it is
/// `[x, y, width, height]`.
public struct RelativeRect: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let whole = RelativeRect(x: 0, y: 0, width: 1, height: 1)

    /// The region of `quad` this rectangle covers.
    func region(of quad: Quad) -> Quad {
        quad.subQuad(u0: x, v0: y, u1: x + width, v1: y + height)
    }
}
