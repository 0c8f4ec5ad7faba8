/// Outlines closed by a line of the document's print, widened to the document's edge. A card's
/// photo and flag start at one margin, a few millimetres inside its edge, and on a checked cloth
/// that line of print is seen better than the edge (which shows only against the cloth's darker
/// squares): the outline it closes is the card without a strip along one side, narrower than its
/// specification by the strip. Where the specification's aspect says how far the missing strip
/// reaches, an edge is seen just there, and the strip is plain (paper, not cloth), the side is
/// moved out to it. Only outlines seen squarely: at an angle the aspect says nothing of the size.
extension DocumentDetector {
    /// The least aspect deviation (relative) of an outline looked at: a card's print starts 3–4 mm
    /// inside its 85.6 × 54 mm, 4–7% of a side; a card seen squarely fits its aspect within 0.1%.
    static let wideningDeviation = 0.015
    /// The most a side is moved out (× the outline's dimension across it).
    static let wideningMost = 0.12
    /// How closely the widened outline must fit its specification's aspect (relative deviation).
    static let wideningFit = 0.012
    /// The least evidence (support × coherence) of the side moved out.
    static let wideningEvidence = 0.3
    /// The most spread (median absolute deviation, grey levels) of the strip added: on generated
    /// licence and ID-front photos 1–5 for a card's margin, 16–49 for a strip of checked cloth.
    static let wideningSpread = 8.0

    /// `a` (matched as `m`) with one side moved out to the edge where its specification's aspect
    /// puts it, or nil when the outline fits its aspect, or no edge is seen there, or the widened
    /// outline would fit no better.
    func widenedToAspect(_ a: OutlineAssessment, _ m: SpecificationMatch, search: DocumentOutline.Search,
                         image: Image) throws -> (OutlineAssessment, SpecificationMatch)? {
        guard let expected = m.specification.aspectRatio, expected > 0, readable(a), a.borderSideCount == 0, !a.cornerOutside,
              m.deviation >= Self.wideningDeviation, Self.seenSquarely(try refined(m.quad, in: image)) else { return nil }
        let imageWidth = image.width, imageHeight = image.height
        let corners = m.quad.corners
        let tooNarrow = m.aspect < expected
        let width = m.quad.width, height = m.quad.height
        let delta = tooNarrow ? expected * height - width : width / expected - height
        guard delta >= 2, delta <= Self.wideningMost * (tooNarrow ? width : height) else { return nil }
        var best: (assessment: OutlineAssessment, match: SpecificationMatch)?
        for side in tooNarrow ? [1, 3] : [0, 2] {
            let predicted = Self.moved(side, of: m.quad, by: delta)
            let middle = Self.middle(of: predicted.sides[side])
            for outline in try search.movingSide(side, of: predicted, reach: max(2, 0.35 * delta), maxAngle: 2, keep: 3) {
                let assessment = OutlineAssessment(outline, imageWidth: imageWidth, imageHeight: imageHeight)
                guard assessment.borderSideCount == 0, !assessment.cornerOutside,
                      let match = SpecificationMatch.best(for: outline.quad, among: [m.specification], perspectiveAllowance: perspectiveAllowance),
                      match.deviation <= Self.wideningFit, match.deviation < m.deviation / 2 else { continue }
                // The outline's own side nearest the moved one.
                let sides = outline.quad.sides
                guard let index = Self.side(of: outline.quad, nearest: middle) else { continue }
                let evidence = outline.evidence(index)
                // The strip added, its middle: paper, not table.
                let strip = Self.strip(from: (corners[side], corners[(side + 1) % 4]), to: sides[index])
                let spread = try search.greyLevels(inside: strip)?.spread ?? .infinity
                guard evidence >= Self.wideningEvidence, spread <= Self.wideningSpread,
                      assessment.freeSupport > best?.assessment.freeSupport ?? 0 else { continue }
                best = (assessment, match)
            }
        }
        return best
    }

    /// `quad` with side `side` (from corner `side` to the next) moved out by `distance`, each end
    /// along the side beside it.
    static func moved(_ side: Int, of quad: Quad, by distance: Double) -> Quad {
        var corners = quad.corners
        func moved(_ p: Point, awayFrom o: Point) -> Point {
            let length = p.distance(to: o)
            guard length > 0 else { return p }
            return Point(x: p.x + (p.x - o.x) / length * distance, y: p.y + (p.y - o.y) / length * distance)
        }
        corners[side] = moved(quad.corners[side], awayFrom: quad.corners[(side + 3) % 4])
        corners[(side + 1) % 4] = moved(quad.corners[(side + 1) % 4], awayFrom: quad.corners[(side + 2) % 4])
        return Quad(topLeft: corners[0], topRight: corners[1], bottomRight: corners[2], bottomLeft: corners[3])
    }

    /// The middle of the strip between side `a` and the side `b` facing it: its middle 60% across and 80% along.
    static func strip(from a: (Point, Point), to b: (Point, Point)) -> Quad {
        // `b` may run the other way.
        let b = a.0.distance(to: b.0) + a.1.distance(to: b.1) <= a.0.distance(to: b.1) + a.1.distance(to: b.0) ? b : (b.1, b.0)
        let inner = (a.0.mixed(with: b.0, by: 0.2), a.1.mixed(with: b.1, by: 0.2)), outer = (a.0.mixed(with: b.0, by: 0.8), a.1.mixed(with: b.1, by: 0.8))
        return Quad(topLeft: inner.0.mixed(with: inner.1, by: 0.1), topRight: inner.0.mixed(with: inner.1, by: 0.9),
                    bottomRight: outer.0.mixed(with: outer.1, by: 0.9), bottomLeft: outer.0.mixed(with: outer.1, by: 0.1))
    }

    /// Whether `quad` is a rectangle, near enough: only then does its aspect tell its size. Seen
    /// at an angle a card's outline misjudges its aspect by up to 13% (on 360 generated photos),
    /// seen squarely by 0.1%.
    static func seenSquarely(_ quad: Quad) -> Bool {
        quad.oppositeSideRatio >= 0.985 && quad.maximumCornerDeviation <= 1.5
    }

    /// The side of `quad` whose middle lies nearest `point`.
    static func side(of quad: Quad, nearest point: Point) -> Int? {
        let sides = quad.sides
        return sides.indices.min { middle(of: sides[$0]).distance(to: point) < middle(of: sides[$1]).distance(to: point) }
    }

    static func middle(of side: (Point, Point)) -> Point { side.0.mixed(with: side.1, by: 0.5) }
}
