/// What `DocumentDetector` needs to know of one outline in its image: where it meets the image
/// border, how well its other sides are supported by edges, its size and its perspective.
struct OutlineAssessment: Sendable {
    let outline: DocumentOutline
    /// Sides (top, right, bottom, left of the outline's quad) lying along the image border:
    /// there the image shows no edge, and the document may go on past it.
    let borderSides: [Bool]
    /// A corner lies outside the image (beyond the border margin).
    let cornerOutside: Bool
    /// Length-weighted mean evidence of the sides not on the border (0 when every side is): a
    /// side's evidence is its edge support times its coherence (`DocumentOutline`).
    let freeSupport: Double
    /// The weakest evidence of a side not on the border.
    let weakestFreeSupport: Double
    /// Summed overrun of the sides not on the border (`DocumentOutline.sideOverrun`): 0 for a
    /// document's outline, up to 4 for a rectangle cut out of longer lines.
    let overrun: Double
    let areaShare: Double
    /// How many of the sides not on the border are soft (a ramp of light or a shadow's outer
    /// edge, not a document's edge), each counting 0...1 (`softness`).
    let softSides: Double
    let cornerDeviation: Double
    let sideRatio: Double

    var borderSideCount: Int { borderSides.filter { $0 }.count }
    var freeSideCount: Int { 4 - borderSideCount }
    /// The whole frame: every side on the border (a cropped scan, or a blank image).
    var isWholeFrame: Bool { borderSideCount == 4 }

    init(_ outline: DocumentOutline, imageWidth: Int, imageHeight: Int) {
        self.outline = outline
        let w = Double(imageWidth), h = Double(imageHeight)
        let margin = Self.borderMargin(imageWidth: imageWidth, imageHeight: imageHeight)
        let quad = outline.quad
        let border = quad.sides.map { Self.alongBorder($0, imageWidth: imageWidth, imageHeight: imageHeight, margin: margin) }
        borderSides = border
        cornerOutside = quad.corners.contains { $0.x < -margin || $0.y < -margin || $0.x > w - 1 + margin || $0.y > h - 1 + margin }
        let free = (0..<4).filter { !border[$0] }
        overrun = free.reduce(0) { $0 + (outline.sideOverrun[safe: $1] ?? 0) }
        softSides = free.reduce(0) { $0 + Self.softness(outline.sideSharpness[safe: $1] ?? 1) }
        (freeSupport, weakestFreeSupport) = Self.lengthWeighted(outline.evidence, over: free, of: quad)
        areaShare = w * h > 0 ? quad.area / (w * h) : 0
        cornerDeviation = quad.maximumCornerDeviation
        sideRatio = quad.oppositeSideRatio
    }

    /// Within this of the image's border (pixels) a side counts as on it: edges a pixel or two
    /// inside the border are lost to the blur and to the working copy's resolution.
    static func borderMargin(imageWidth: Int, imageHeight: Int) -> Double {
        max(2, 0.008 * Double(min(imageWidth, imageHeight)))
    }

    /// Whether both ends of `side` lie within `margin` of the same image border, or past it.
    static func alongBorder(_ side: (Point, Point), imageWidth: Int, imageHeight: Int, margin: Double) -> Bool {
        let w = Double(imageWidth), h = Double(imageHeight), (a, b) = side
        return (a.x <= margin && b.x <= margin) || (a.y <= margin && b.y <= margin)
            || (a.x >= w - 1 - margin && b.x >= w - 1 - margin) || (a.y >= h - 1 - margin && b.y >= h - 1 - margin)
    }

    /// How soft a side of this sharpness (`DocumentOutline.sideSharpness`) is, 0...1: 0 at 0.45
    /// and above, 1 at 0.35 and below. Along the true outlines of 440 generated photos of slips,
    /// ID cards and licences, 4 of 1,760 sides measured below 0.45 (print just inside a card's
    /// edge against a table of nearly its colour); the ramp of light and the shadow's edge two
    /// slips' outlines were closed by measured 0.37 and 0.36.
    static func softness(_ sharpness: Double) -> Double { max(0, min(1, (0.45 - sharpness) / 0.1)) }

    /// The length-weighted mean and the least of `evidence` over `sides` of `quad` (0 and 0 for
    /// no side).
    static func lengthWeighted(_ evidence: (Int) -> Double, over sides: [Int], of quad: Quad) -> (mean: Double, weakest: Double) {
        let lengths = quad.sideLengths
        var weighted = 0.0, total = 0.0, weakest = 1.0
        for i in sides {
            let e = evidence(i)
            weighted += e * lengths[i]
            total += lengths[i]
            weakest = min(weakest, e)
        }
        return total > 0 ? (weighted / total, weakest) : (0, 0)
    }
}
