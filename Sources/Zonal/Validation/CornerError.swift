/// How far a detected document outline is from the true one: the largest of the four corner
/// distances, in pixels and as a share of the true outline's diagonal (the mean of its two
/// diagonals), the measure of issue 4's detector bar (≤ 2% of the diagonal).
///
/// Corners are matched in order, after turning the detected corner order by the quarter turns
/// that fit best. Edges cannot tell a document's top from its bottom, so an outline found right
/// but reported upside down (when no class recognised the page either way) is still the outline
/// the detector found: its geometry is what is measured here, and `quarterTurns` says how the
/// reading orientation was off (0 as reported; 2 upside down). Only turns are tried, never a
/// mirrored order: both quads go round clockwise in the upright image.
public struct CornerError: Sendable, Codable, Equatable {
    /// The largest corner distance, in the upright image's pixels.
    public var pixels: Double
    /// `pixels` over the true outline's diagonal.
    public var relative: Double
    /// How many corners the detected order was shifted by to match (0...3).
    public var quarterTurns: Int

    public init(pixels: Double, relative: Double, quarterTurns: Int) {
        self.pixels = pixels
        self.relative = relative
        self.quarterTurns = quarterTurns
    }

    /// Nil when the truth's outline has no size (a degenerate truth file): no error can be relative to it.
    public init?(detected: Quad, truth: Quad) {
        let diagonal = Self.diagonal(of: truth)
        guard diagonal.isFinite, diagonal > 0 else { return nil }
        var best = (pixels: Double.infinity, turns: 0)
        // Strictly smaller: on a tie (a square) the order as reported wins.
        for turns in 0..<4 {
            let distance = detected.starting(at: turns).maximumCornerDistance(to: truth)
            if distance < best.pixels { best = (distance, turns) }
        }
        guard best.pixels.isFinite else { return nil }
        self.init(pixels: best.pixels, relative: best.pixels / diagonal, quarterTurns: best.turns)
    }

    /// The mean of the two diagonals: for a quad seen in perspective, neither alone is its size.
    public static func diagonal(of quad: Quad) -> Double {
        (quad.topLeft.distance(to: quad.bottomRight) + quad.topRight.distance(to: quad.bottomLeft)) / 2
    }
}
