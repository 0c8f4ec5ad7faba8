/// Snapping a predicted outline (the MRTD detector's, from the MRZ) to the document's edges.
extension DocumentDetector {
    /// The edge outline that agrees with `predicted`: each corner (taken in `predicted`'s order)
    /// within its tolerance in pixels (`tolerances`, top-left, top-right, bottom-right,
    /// bottom-left) and its aspect that of `specification`, the best supported and nearest of
    /// those; refined at full resolution. Nil when none agrees.
    func outline(near predicted: Quad, in image: Image, tolerances: [Double], specification: DocumentSpecification) throws -> Quad? {
        let share = Double(image.width * image.height) > 0 ? predicted.area / Double(image.width * image.height) : 0
        let (outlines, _) = try DocumentOutline.candidates(in: image, workingSize: workingSize, minimumAreaShare: min(0.02, share / 2))
        var best: (quad: Quad, score: Double)?
        for outline in outlines {
            let a = OutlineAssessment(outline, imageWidth: image.width, imageHeight: image.height)
            // Whole outlines only: a quad closed by the image border agrees with anything near it.
            guard a.borderSideCount == 0, !a.cornerOutside, a.freeSupport >= minimumEdgeSupport, a.weakestFreeSupport >= minimumEdgeSupport / 2 else { continue }
            for start in 0..<4 {
                let quad = outline.quad.starting(at: start)
                let distances = zip(quad.corners, predicted.corners).map { $0.distance(to: $1) }
                guard zip(distances, tolerances).allSatisfy({ $0 <= $1 }),
                      SpecificationMatch.best(for: quad, among: [specification], perspectiveAllowance: perspectiveAllowance) != nil else { continue }
                let closeness = zip(distances, tolerances).map { $1 > 0 ? $0 / $1 : 0 }.reduce(0, +) / 4
                let score = a.freeSupport + a.weakestFreeSupport - closeness - 0.25 * a.overrun
                if score > best?.score ?? -.infinity { best = (quad, score) }
            }
        }
        guard let best else { return nil }
        let refined = try refined(best.quad, in: image)
        let stillNear = zip(zip(refined.corners, predicted.corners).map { $0.distance(to: $1) }, tolerances).allSatisfy { $0 <= $1 * 1.2 }
        return stillNear ? refined : best.quad
    }
}
