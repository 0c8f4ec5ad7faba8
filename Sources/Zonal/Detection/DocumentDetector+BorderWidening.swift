/// Outlines closed by a line of the document's print near the image's border, widened to the
/// document's edge a few pixels from the border. An outline along the border is taken only when
/// nothing whole fits as well (the document may go on past the border), so a card whose edge lies
/// just inside the border lost to the outline its photo and flag close a few millimetres in
/// (licence photo seed 82, the 19th: 3.2% off). Where an edge is seen there at least as well as
/// the line of print, the strip added is plain (a card's margin), and the few pixels of table
/// past the edge differ from it in grey or tint (`widenedOverPaper`'s contrasts), the side is
/// moved out to it; the status then names the border side.
extension DocumentDetector {
    /// `a` (matched as `m`) with one side moved out over a plain strip to an edge along the image's
    /// border; nil when no side has one.
    func widenedToBorder(_ a: OutlineAssessment, _ m: SpecificationMatch, search: DocumentOutline.Search,
                         image: Image) throws -> (OutlineAssessment, SpecificationMatch)? {
        guard readable(a), a.borderSideCount == 0, !a.cornerOutside else { return nil }
        var best: (assessment: OutlineAssessment, match: SpecificationMatch, evidence: Double)?
        for side in 0..<4 {
            let (this, least, most) = Self.wideningReach(side, of: m.quad)
            // Only a side whose reach gets to the border (most sides of most outlines do not: the search costs).
            guard Self.reachesBorder(Self.moved(side, of: m.quad, by: most).sides[side], imageWidth: image.width, imageHeight: image.height),
                  let own = Self.side(of: a.outline.quad, nearest: Self.middle(of: this)) else { continue }
            let predicted = Self.moved(side, of: m.quad, by: (least + most) / 2)
            let middle = Self.middle(of: predicted.sides[side])
            for outline in try search.movingSide(side, of: predicted, reach: max(2, (most - least) / 2), maxAngle: 2, keep: 3) {
                let assessment = OutlineAssessment(outline, imageWidth: image.width, imageHeight: image.height)
                guard assessment.borderSideCount == 1, !assessment.cornerOutside, let index = Self.side(of: outline.quad, nearest: middle),
                      assessment.borderSides[index] else { continue }
                let moved = outline.quad.sides[index], edge = Self.middle(of: moved)
                let width = edge.distance(to: Self.middle(of: this))
                let evidence = outline.evidence(index)
                let added = Self.strip(from: this, to: moved)
                // The table: the few pixels between the edge and the border (the strip's middle 60%).
                let border = min(edge.x, edge.y, Double(image.width - 1) - edge.x, Double(image.height - 1) - edge.y)
                let tableStrip = Self.strip(from: moved, to: Self.moved(index, of: outline.quad, by: 2 * max(2, border)).sides[index])
                guard width >= least, evidence >= max(Self.wideningEvidence, a.outline.evidence(own)),
                      let strip = try search.greyLevels(inside: added), strip.range <= Self.paperStripRange,
                      let table = try search.greyLevels(inside: tableStrip) else { continue }
                // Told from the strip by its grey, or else by its tint (measured only then).
                guard try abs(table.median - strip.median) >= Self.paperTableContrast
                        || tintGap(between: added, and: tableStrip, search: search) >= Self.paperTintContrast,
                      let match = SpecificationMatch.best(for: outline.quad, among: [m.specification], perspectiveAllowance: perspectiveAllowance),
                      evidence > best?.evidence ?? 0 else { continue }
                best = (assessment, match, evidence)
            }
        }
        return best.map { ($0.assessment, $0.match) }
    }

    /// Whether both ends of `side` lie on the same image border or past it (within the margin of
    /// `OutlineAssessment`'s border sides, and two pixels).
    static func reachesBorder(_ side: (Point, Point), imageWidth: Int, imageHeight: Int) -> Bool {
        let margin = OutlineAssessment.borderMargin(imageWidth: imageWidth, imageHeight: imageHeight) + 2
        return OutlineAssessment.alongBorder(side, imageWidth: imageWidth, imageHeight: imageHeight, margin: margin)
    }
}
