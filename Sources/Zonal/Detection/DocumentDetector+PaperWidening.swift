/// Outlines closed by a line of the document's print, seen at an angle on a plain table, widened
/// to the document's edge where the strip past the line is the document's own paper. A card's
/// photo or a guilloche border a few millimetres inside its edge can close a better-seen outline
/// than the edge itself; at an angle the aspect cannot say how much is missing
/// (`widenedToAspect`), and on a plain table there is no pattern to tell the table by
/// (`widenedAgainstPattern`). The paper can: the strip past the side is as light as the paper
/// just inside it, and the table past the edge beyond it is not — or, as light as the paper, it
/// lacks the paper's guilloche, or its tint (a pink licence on a grey table). A drop shadow's
/// strip is darker than the paper and of the table's tint; the table beside a right outline
/// differs from the paper at once. Along a photo's side the paper is not just inside the side but
/// all over the page (`paper(inside:past:page:search:)`).
///
/// Set on one card (ID-front photos seed 81, the 57th: 3.3% → 0.1%; its margin's median 226
/// against 204 inside the line, range 38, the table 122 and plain) and the slips it first moved
/// onto lines of a light, busy table (strip ranges 48–127, tables' spread 15–58, or a contrast
/// across the line half the edge's): on the eleven template photo sets nothing else moved, and on
/// the held-out ID-front, licence and slip sets nothing at all.
extension DocumentDetector {
    typealias GreyLevels = DocumentOutline.Search.GreyLevels

    /// The most difference (grey levels, medians) between the strip added and the paper inside
    /// the side, and the least between the strip and the table past the edge.
    static let paperStripMatch = 30.0, paperTableContrast = 25.0
    /// The most range (middle 80%) of the strip added: a guilloche margin, not a busy table; the
    /// most spread of the table past the edge: plain; and the most share of the contrast at the
    /// edge that the line of print shows across it.
    static let paperStripRange = 45.0, paperTableSpread = 10.0, paperContrastShare = 0.3
    /// A table as light as the paper: the most range (middle 80%) of a plain one, and how much
    /// more the strip of paper must span (its guilloche). A held-out licence photo (seed 92, the
    /// 35th): strip 20, table 4–6, the grey 235 against 234.
    static let paperPlainTableRange = 10.0, paperTextureContrast = 12.0
    /// A table as light as the paper and as plain, told by tint: the least distance (CIE a*, b*
    /// medians) between the strip of paper and the table. A held-out licence photo (seed 92, the
    /// 27th): its pink margin 6.5 from the grey table (0.0), the grey 155 against 158; past a
    /// side already on the edge, where the strip is table too, 0–0.1.
    static let paperTintContrast = 3.0

    /// `a` (matched as `m`) with one side moved out over a strip of its paper to an edge; nil when
    /// no side has one.
    func widenedOverPaper(_ a: OutlineAssessment, _ m: SpecificationMatch, search: DocumentOutline.Search,
                          image: Image) throws -> (OutlineAssessment, SpecificationMatch)? {
        guard readable(a), a.borderSideCount == 0, !a.cornerOutside else { return nil }
        var best: (assessment: OutlineAssessment, match: SpecificationMatch, evidence: Double)?
        for side in 0..<4 {
            let (this, least, most) = Self.wideningReach(side, of: m.quad)
            // Where the paper does not go on past the side (most outlines), there is nothing to look for.
            guard let inside = try search.greyLevels(inside: Self.strip(from: this, to: Self.moved(side, of: m.quad, by: -2 * least).sides[side])),
                  let past = try search.greyLevels(inside: Self.strip(from: this, to: Self.moved(side, of: m.quad, by: least).sides[side])),
                  let (paper, lineContrast) = try paper(inside: inside, past: past, page: m.quad, search: search) else { continue }
            for (outline, assessment, index, moved, width) in try sideMovedOut(side, of: m.quad, least: least, most: most, search: search, image: image) {
                // At an angle the card's aspect fits only loosely.
                guard let match = SpecificationMatch.best(for: outline.quad, among: [m.specification], perspectiveAllowance: perspectiveAllowance)
                        ?? SpecificationMatch.best(for: outline.quad, among: [m.specification], perspectiveAllowance: perspectiveAllowance, steep: true)
                else { continue }
                // Not onto a ramp of light past the paper (a soft side, `OutlineAssessment.softness`).
                guard OutlineAssessment.softness(outline.sideSharpness[safe: index] ?? 1) == 0 else { continue }
                let evidence = outline.evidence(index)
                let added = Self.strip(from: this, to: moved)
                let tableStrip = Self.strip(from: moved, to: Self.moved(index, of: outline.quad, by: width).sides[index])
                let strip = try search.greyLevels(inside: added)
                let table = try search.greyLevels(inside: tableStrip)
                guard evidence >= Self.wideningEvidence, let strip, strip.range <= Self.paperStripRange,
                      abs(strip.median - paper.median) <= Self.paperStripMatch, let table, table.spread <= Self.paperTableSpread,
                      evidence > best?.evidence ?? 0 else { continue }
                // The table is told from the paper by its grey, or, as light as the paper, by the
                // paper's guilloche it lacks, or by the paper's tint.
                let toned = abs(table.median - strip.median) >= Self.paperTableContrast
                    && lineContrast <= Self.paperContrastShare * abs(table.median - strip.median)
                let textured = table.range <= Self.paperPlainTableRange && strip.range >= table.range + Self.paperTextureContrast
                guard try toned || textured || tintGap(between: added, and: tableStrip, search: search) >= Self.paperTintContrast
                else { continue }
                best = (assessment, match, evidence)
            }
        }
        return best.map { ($0.assessment, $0.match) }
    }

    /// The paper a strip past a side is held against, and the contrast across the side: the strip
    /// just inside it where that is as light as the strip past it (a guilloche border's line), or,
    /// where darker print lies inside it and the strip past it is as light as the page, the page's
    /// own (the side runs along a picture printed near the margin: a licence's emblem and portrait
    /// stand 3 mm inside its left edge). Nil when neither: the paper does not go on past the side.
    func paper(inside: GreyLevels, past: GreyLevels, page: Quad, search: DocumentOutline.Search) throws -> (GreyLevels, Double)? {
        let contrast = abs(past.median - inside.median)
        if contrast <= Self.paperStripMatch { return (inside, contrast) }
        guard past.median > inside.median, let paper = try search.greyLevels(inside: page),
              case let pageContrast = abs(past.median - paper.median), pageContrast <= Self.paperStripMatch else { return nil }
        return (paper, pageContrast)
    }

    /// How far apart the tints (median CIE a*, b*) of two regions are; 0 when one is too small to tell.
    func tintGap(between a: Quad, and b: Quad, search: DocumentOutline.Search) throws -> Double {
        guard let x = try search.chroma(inside: a), let y = try search.chroma(inside: b) else { return 0 }
        return ((x.a - y.a) * (x.a - y.a) + (x.b - y.b) * (x.b - y.b)).squareRoot()
    }
}
