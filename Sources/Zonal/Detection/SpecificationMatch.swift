/// How well an outline fits one document specification, with the outline's corners put in that
/// specification's reading orientation.
///
/// Edges alone cannot tell which way up a document is: the quad is turned so that a landscape
/// specification's long side runs across (a portrait one's down) and its top side is the one
/// nearest to pointing right. A card turned by 90° therefore comes out either the right way up
/// or upside down, and one turned by 180° comes out upside down; the MRTD detector (or a
/// template's classifier) is what knows.
struct SpecificationMatch: Sendable {
    var specification: DocumentSpecification
    /// In reading orientation (see above).
    var quad: Quad
    /// Measured width / height in that orientation (mean of opposite sides).
    var aspect: Double
    /// |aspect / specified − 1|; 0 for a specification without an aspect.
    var deviation: Double
    /// The tolerance applied: the specification's, widened with the outline's perspective.
    var tolerance: Double

    /// Whether the specification says an aspect (an aspect-free one fits anything, weakly).
    var isSpecific: Bool { specification.aspectRatio != nil }

    /// 1 for an exact aspect, falling to 0 at the tolerance; 0 for an aspect-free specification.
    var quality: Double { isSpecific && tolerance > 0 ? max(0, 1 - deviation / tolerance) : 0 }

    /// Whether the aspect is within `fraction` of the tolerance (an outline touching the image
    /// border must fit closely to be taken for the whole document).
    func fits(within fraction: Double) -> Bool { !isSpecific || deviation <= tolerance * fraction }

    /// The specification `quad` (any corner order) fits best: specific ones before aspect-free
    /// ones, then the smallest relative deviation. A quad narrowing by `1 − r` towards one side
    /// (perspective) has its tolerance widened by `perspectiveAllowance × (1 − r)`, at most
    /// `maximumWidening`, since the mean of opposite sides then misjudges the foreshortened
    /// dimension.
    ///
    /// With `steep` (an outline too steep to be read, only to be reported as such) the aspect is
    /// that of the longer of each pair of opposite sides, with a tolerance widened by 0.15.
    static func best(for quad: Quad, among specifications: [DocumentSpecification], perspectiveAllowance: Double,
                     steep: Bool = false) -> SpecificationMatch? {
        let widening = steep ? 0.15 : min(maximumWidening, perspectiveAllowance * (1 - quad.oppositeSideRatio))
        var best: SpecificationMatch?
        for specification in specifications {
            guard let match = match(quad, specification, widening: widening, longestSides: steep) else { continue }
            guard let current = best else { best = match; continue }
            if match.isSpecific != current.isSpecific {
                if match.isSpecific { best = match }
            } else if match.deviation < current.deviation {
                best = match
            }
        }
        return best
    }

    private static func match(_ quad: Quad, _ specification: DocumentSpecification, widening: Double,
                              longestSides: Bool) -> SpecificationMatch? {
        let measure = longestSides ? longestSideAspect : aspect
        guard let expected = specification.aspectRatio else {
            // Width-only specifications (receipts) are long: read with the long side down.
            let oriented = orient(quad, landscape: false)
            return SpecificationMatch(specification: specification, quad: oriented, aspect: measure(oriented), deviation: 0, tolerance: 0)
        }
        guard expected > 0, expected.isFinite else { return nil }
        let oriented = orient(quad, landscape: expected > 1 ? true : expected < 1 ? false : nil)
        let measured = measure(oriented)
        let deviation = abs(measured / expected - 1)
        let tolerance = specification.tolerance + widening
        guard deviation <= tolerance else { return nil }
        return SpecificationMatch(specification: specification, quad: oriented, aspect: measured, deviation: deviation, tolerance: tolerance)
    }

    static let maximumWidening = 0.04

    static func aspect(_ quad: Quad) -> Double { quad.height > 0 ? quad.width / quad.height : 0 }

    /// Width / height from the longer of each pair of opposite sides (the nearer ones, in a
    /// steep view).
    static func longestSideAspect(_ quad: Quad) -> Double {
        let l = quad.sideLengths
        let height = max(l[1], l[3])
        return height > 0 ? max(l[0], l[2]) / height : 0
    }

    /// The corner order whose top side is long (`landscape`), short (`!landscape`) or either
    /// (nil), choosing among those the one whose top side points most nearly to the right.
    static func orient(_ quad: Quad, landscape: Bool?) -> Quad {
        let turns = (0..<4).map { quad.starting(at: $0) }
        let allowed = turns.filter { q in
            switch landscape {
            case true?: return q.width >= q.height
            case false?: return q.width <= q.height
            case nil: return true
            }
        }
        return (allowed.isEmpty ? turns : allowed).min { abs($0.topSideAngle) < abs($1.topSideAngle) } ?? quad
    }
}
