/// Outlines closed by a line of a checked cloth just past the document, narrowed to the
/// document's edge. On a checked cloth a card's edge shows only against the darker squares, and
/// the straight boundary of a row of squares a few millimetres past it, seen all along, can close
/// a better-seen outline than the edge (the mirror of `widenedAgainstPattern`). The strip between
/// that line and the card's edge is the cloth, two colours like the table past the line, while
/// the card's margin inside its edge is plain.
///
/// Set on an ID-front photo (seed 81, the 16th: 2.2% → 0.1%; past its bottom side grey spread
/// 54, the strip taken off 39, the card's margin 6) and a licence photo (seed 52, the 52nd: 2.3%
/// → 0.1%). Without the spread on both sides of the line (the cloth's two colours), outlines right
/// within 0.2% moved in onto a slip's footer text, a card's print or a drop shadow's edge, past
/// which lay a busy but not checked table (spreads 4–18): 5 answers of 1100 generated ID-front,
/// licence and slip photos then went more than 2% off.
extension DocumentDetector {
    /// The least grey spread (median absolute deviation) of the cloth past the side and of the
    /// strip taken off: a checked cloth's two colours measure 16–54 on the generated photos.
    static let narrowingClothSpread = 20.0

    /// `a` (matched as `m`) with one side moved in off a strip of checked cloth to the document's
    /// edge; nil when no side has one.
    func narrowedAgainstPattern(_ a: OutlineAssessment, _ m: SpecificationMatch, search: DocumentOutline.Search,
                                image: Image) throws -> (OutlineAssessment, SpecificationMatch)? {
        guard readable(a), a.borderSideCount == 0, !a.cornerOutside else { return nil }
        var best: (assessment: OutlineAssessment, match: SpecificationMatch, evidence: Double)?
        for side in 0..<4 {
            let (this, least, most) = Self.wideningReach(side, of: m.quad)
            // Past a side on a plain table there is nothing to look for (most photos; the search costs).
            let outside = try search.greyLevels(inside: Self.strip(from: this, to: Self.moved(side, of: m.quad, by: most).sides[side]))
            guard let outside, outside.range >= Self.patternTableRange, outside.spread >= Self.narrowingClothSpread else { continue }
            for (outline, assessment, index, moved, width) in try sideMovedOut(side, of: m.quad, least: least, most: most, inward: true,
                                                                                search: search, image: image) {
                guard let match = SpecificationMatch.best(for: outline.quad, among: [m.specification], perspectiveAllowance: perspectiveAllowance)
                else { continue }
                let evidence = outline.evidence(index)
                let strip = try search.greyLevels(inside: Self.strip(from: this, to: moved))
                // The card's margin: as wide as half the strip taken off, inside the new side.
                let margin = try search.greyLevels(inside: Self.strip(from: moved, to: Self.moved(index, of: outline.quad, by: -width / 2).sides[index]))
                guard evidence >= Self.wideningEvidence, let strip, strip.range >= Self.patternTableRange, strip.spread >= Self.narrowingClothSpread,
                      let margin, margin.spread <= Self.wideningSpread, margin.range <= Self.paperStripRange,
                      evidence > best?.evidence ?? 0 else { continue }
                best = (assessment, match, evidence)
            }
        }
        return best.map { ($0.assessment, $0.match) }
    }
}
