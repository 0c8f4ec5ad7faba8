/// The page outline implied by an MRZ: the MRZ band the reader located sits at a known place on
/// the page of its format (`MRTDLayout`), so the homography taking the band's physical rectangle
/// (millimetres) onto its quad in the image carries the page's rectangle there too
/// (`AlongTextHomography`: the band cannot show every kind of perspective). The band quad
/// is in the MRZ's reading direction, so a sideways or upside-down document gives a page quad in
/// reading order. The band is thin (a tenth of the page's height), so the band's own
/// perspective is extrapolated tenfold: the result is a prediction, which `MRTDDetector` snaps to
/// the page's edges when they are seen near it.
struct MRZPageExtrapolation: Sendable {
    /// How far the reader's band reaches beyond the MRZ character cells, in capital heights: it
    /// pads the glyphs' ink by 0.6 line heights across and 0.45 above and below
    /// (`MRZBandReader`), and the ink of the first and last characters sits inside their cells
    /// (the last, often a narrow `<`, further in). Medians over 30 clean synthetic documents of
    /// every format (`DetectionMeasurementTests.bandAroundCells`); the spread was about ±0.05.
    var beyondLeft = 0.29
    var beyondRight = 0.60
    var beyondTop = 0.39
    var beyondBottom = 0.48
    /// Relative height difference of the band's ends taken for noise (see `page`).
    var convergenceNoise = 0.03

    /// The physical rectangle (mm, page coordinates) of the band the reader reports for `format`.
    func bandRectangle(_ format: MRZFormat) -> Quad {
        let layout = MRTDLayout.of(format)
        let cap = MRTDLayout.mrzCapHeight
        let lastBaseline = layout.height - layout.mrzBottom
        let firstBaseline = lastBaseline - Double(format.lineCount - 1) * layout.lineSpacing
        let left = layout.mrzLeft - beyondLeft * cap
        let right = layout.mrzLeft + Double(format.lineLength) * MRTDLayout.mrzPitch + beyondRight * cap
        let top = firstBaseline - cap - beyondTop * cap
        let bottom = lastBaseline + beyondBottom * cap
        return Quad.rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The page quad in image pixels (reading order), or nil when the band is degenerate.
    func page(band: Quad, format: MRZFormat) -> Quad? {
        guard band.area > 1, band.corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let layout = MRTDLayout.of(format)
        let rectangle = bandRectangle(format), pageRectangle = Quad.rect(x: 0, y: 0, width: layout.width, height: layout.height)
        guard let projective = AlongTextHomography(from: rectangle.corners, to: band.corners),
              let affine = AlongTextHomography(from: rectangle.corners, to: band.corners, affine: true) else { return nil }
        // How much the band's two ends differ in height: up to `convergenceNoise` it is taken for
        // the noise of the band's edge fits (flat scans show 2–4%), beyond it for perspective.
        let l = band.sideLengths
        let convergence = max(l[1], l[3]) > 0 ? abs(l[1] - l[3]) / max(l[1], l[3]) : 0
        let weight = min(1, max(0, (convergence - convergenceNoise) / convergenceNoise))
        let a = pageRectangle.mapped(affine.apply), p = pageRectangle.mapped(projective.apply)
        let page = Quad(topLeft: a.topLeft.mixed(with: p.topLeft, by: weight), topRight: a.topRight.mixed(with: p.topRight, by: weight),
                        bottomRight: a.bottomRight.mixed(with: p.bottomRight, by: weight), bottomLeft: a.bottomLeft.mixed(with: p.bottomLeft, by: weight))
        guard page.corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }), page.area > band.area else { return nil }
        return page
    }

}
