/// Runner-up outlines: what a reader that can recognise the page tries when the page in the
/// detector's answer is not recognised (see `DocumentDetection.alternatives`).
extension DocumentDetector {
    /// At most this many alternatives are returned: each one a reader tries costs it a reading of
    /// its classification regions.
    static let maximumAlternatives = 3
    /// Besides them, at most this many outlines of texture only (`DocumentDetection.Alternative.rough`),
    /// listed last.
    static let maximumRoughAlternatives = 1
    /// The least `score` of an alternative: a quarter below `minimumScore`, since the page a
    /// reader recognises in it is the evidence its edges lack.
    static let alternativeScore = 0.3
    /// The least area share of a region (`DocumentOutline.Method.region`: bright, dark or of a
    /// tint apart from the table's) offered though its edges are not seen: a pale card on a pale
    /// table under uneven light differs from it by a few grey levels, less than the noise, yet
    /// its tint sets it apart. Without it the frame was the last guess. On six generated photo
    /// sets this read 4 cards and 17 fields more, and changed nothing else.
    static let regionShare = 0.3
    /// An alternative scoring at most this much below the answer is its rival
    /// (`DocumentDetection.Alternative.rival`). On generated photos a card's outline lost to one
    /// with a side on a line of its print, or on a line of the table past it, by 0.001–0.06.
    static let rivalScore = 0.1

    /// Outlines of a readable size and angle that fit a specification, are seen on part of their
    /// length at least (or are a large region of one tint or of print's texture, `regionShare`),
    /// and are none of `chosen` (nor each other: corners within 2% of the image's diagonal make
    /// the same outline), best `score` first, outlines of texture last.
    func alternatives(_ outlines: [OutlineAssessment], besides chosen: Quad?, imageWidth: Int, imageHeight: Int) -> [(OutlineAssessment, SpecificationMatch)] {
        let candidates = outlines.compactMap { a -> (OutlineAssessment, SpecificationMatch)? in
            let region = a.outline.method == .region || a.outline.method == .texture
            let seen = a.freeSupport >= minimumEdgeSupport / 2 || region && a.areaShare >= Self.regionShare
            guard !a.isWholeFrame, !a.cornerOutside, a.borderSideCount <= 1, readable(a), seen,
                  let m = SpecificationMatch.best(for: a.outline.quad, among: specifications, perspectiveAllowance: perspectiveAllowance),
                  m.isSpecific, a.borderSideCount == 0 || m.fits(within: 0.5), score(a, m) >= Self.alternativeScore else { return nil }
            return (a, m)
        }.sorted { score($0.0, $0.1) > score($1.0, $1.1) }
        func same(_ p: Quad, _ q: Quad) -> Bool { Self.sameOutline(p, q, imageWidth: imageWidth, imageHeight: imageHeight) }
        var kept: [(OutlineAssessment, SpecificationMatch)] = [], rough: [(OutlineAssessment, SpecificationMatch)] = []
        for c in candidates {
            if let chosen, same(c.1.quad, chosen) { continue }
            let seenBefore = { (k: (OutlineAssessment, SpecificationMatch)) in same(k.1.quad, c.1.quad) }
            if kept.contains(where: seenBefore) || rough.contains(where: seenBefore) { continue }
            if c.0.outline.method == .texture {
                if rough.count < Self.maximumRoughAlternatives { rough.append(c) }
            } else if kept.count < Self.maximumAlternatives {
                kept.append(c)
            }
        }
        return kept + rough
    }

    /// Whether two outlines are the same: corners within `share` of the image's diagonal, in any
    /// corner order.
    static func sameOutline(_ p: Quad, _ q: Quad, imageWidth: Int, imageHeight: Int, share: Double = 0.02) -> Bool {
        let tolerance = share * (Double(imageWidth * imageWidth + imageHeight * imageHeight)).squareRoot()
        return p.aligned(to: q).maximumCornerDistance(to: q) < tolerance
    }
}
