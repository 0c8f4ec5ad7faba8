import Foundation
import Testing
@testable import Zonal

/// The search for straight edges near each side of a predicted outline (`DocumentOutline.Search.guided`),
/// which the MRTD detector falls back on when the page's edges are too faint to be outlined.
@Suite struct GuidedOutlineSearchTests {
    /// A pale page on a pale table, a few grey levels apart, with lines of print inside it near
    /// each side (stronger edges than the page's own).
    /// Without `rightEdge`, the table right of the page is the page's grey: that side shows no edge.
    private func palePage(rightEdge: Bool = true) throws -> (image: Image, page: Quad) {
        let canvas = try Canvas(width: 900, height: 640, color: RGB(gray: 226))
        let page = Quad(topLeft: Point(x: 120, y: 110), topRight: Point(x: 790, y: 96), bottomRight: Point(x: 800, y: 560), bottomLeft: Point(x: 130, y: 574))
        try canvas.polygon(page.corners, color: RGB(gray: 234))
        if !rightEdge { try canvas.rect(x: 790, y: 0, width: 110, height: 640, color: RGB(gray: 234)) }
        for y in stride(from: 150.0, through: 520, by: 40) {
            try canvas.rect(x: 170, y: y, width: 560, height: 4, color: RGB(gray: 90))
        }
        try canvas.rect(x: 165, y: 140, width: 3, height: 390, color: RGB(gray: 90))
        try canvas.noise(sigma: 1.5, seed: 7)
        return (try canvas.image(), page)
    }

    /// The prediction: the page moved 14 px and turned a degree and a half, as an MRZ's
    /// extrapolation leaves it.
    private func predicted(_ page: Quad) -> Quad {
        let center = Point(x: 460, y: 335), angle = 1.5 * Double.pi / 180
        return page.mapped { p in
            let dx = p.x - center.x, dy = p.y - center.y
            return Point(x: center.x + dx * cos(angle) - dy * sin(angle) + 14, y: center.y + dx * sin(angle) + dy * cos(angle) - 10)
        }
    }

    /// The outline nearest the page among `outlines`, refined at full resolution as the MRTD
    /// detector refines the one it takes (the search steps by a pixel and half a degree): its
    /// largest corner distance from the page.
    private func nearest(_ outlines: [DocumentOutline], to page: Quad, in image: Image) throws -> Double {
        guard let outline = outlines.min(by: { $0.quad.maximumCornerDistance(to: page) < $1.quad.maximumCornerDistance(to: page) }) else { return .infinity }
        return try DocumentOutline.refine(outline.quad, in: image, search: 6).quad.maximumCornerDistance(to: page)
    }

    @Test func aFaintPageIsFoundAmongTheLinesNearItsPrediction() throws {
        let (image, page) = try palePage()
        let search = try DocumentOutline.Search(in: image, workingSize: 900, minimumAreaShare: 0.02)
        let outlines = try search.guided(near: predicted(page), reach: [50, 50, 50, 50], maxAngle: 10, keep: 4, inside: [], margin: [0, 0, 0, 0])
        let distance = try nearest(outlines, to: page, in: image)
        #expect(distance < 2, "nearest outline \(distance) px from the page among \(outlines.count)")
    }

    /// A side's line must keep the points given inside it, by its margin: a point 20 px above the
    /// page's top leaves the page's top out at a margin of 0, not at -25 (outside by up to 25 px).
    @Test func linesMustKeepThePointsGivenInside() throws {
        let (image, page) = try palePage()
        let search = try DocumentOutline.Search(in: image, workingSize: 900, minimumAreaShare: 0.02)
        let point = Point(x: 450, y: 83)
        func outlines(topMargin: Double) throws -> [DocumentOutline] {
            try search.guided(near: predicted(page), reach: [50, 50, 50, 50], maxAngle: 10, keep: 4, inside: [point], margin: [topMargin, 0, 0, 0])
        }
        let strict = try outlines(topMargin: 0), loose = try outlines(topMargin: -25)
        #expect(strict.allSatisfy { $0.quad.distanceOutside(point) <= 0.5 }, "every outline holds the point")
        #expect(try nearest(strict, to: page, in: image) > 10)
        #expect(try nearest(loose, to: page, in: image) < 2)
    }

    /// One side with no edge near it stands on the predicted side, so that the three seen still
    /// make outlines (before, a side without a line gave none at all).
    @Test func aSideWithoutAnEdgeStandsOnThePrediction() throws {
        let (image, page) = try palePage(rightEdge: false)
        let search = try DocumentOutline.Search(in: image, workingSize: 900, minimumAreaShare: 0.02)
        let prediction = predicted(page)
        let outlines = try search.guided(near: prediction, reach: [50, 50, 50, 50], maxAngle: 10, keep: 4, inside: [], margin: [0, 0, 0, 0])
        let onPrediction = { (p: Point) in abs(prediction.distanceInside(p, side: 1)) < 1 }
        let best = outlines.filter { onPrediction($0.quad.topRight) && onPrediction($0.quad.bottomRight) }
            .min { $0.quad.topLeft.distance(to: page.topLeft) + $0.quad.bottomLeft.distance(to: page.bottomLeft)
                < $1.quad.topLeft.distance(to: page.topLeft) + $1.quad.bottomLeft.distance(to: page.bottomLeft) }
        let outline = try #require(best, "no outline among \(outlines.count) has the predicted right side")
        // The left side found (the search steps by half a degree), not the prediction's (20 px off).
        #expect(prediction.topLeft.distance(to: page.topLeft) > 20 && prediction.bottomLeft.distance(to: page.bottomLeft) > 20)
        #expect(outline.quad.topLeft.distance(to: page.topLeft) < 8 && outline.quad.bottomLeft.distance(to: page.bottomLeft) < 8, "\(outline.quad) for \(page)")
    }

    @Test func aPredictionThatIsNoNumberIsAnError() throws {
        let (image, page) = try palePage()
        let search = try DocumentOutline.Search(in: image, workingSize: 900, minimumAreaShare: 0.02)
        var broken = page
        broken.topLeft = Point(x: .nan, y: 0)
        #expect(throws: ZonalError.self) {
            try search.guided(near: broken, reach: [50, 50, 50, 50], maxAngle: 10, keep: 4, inside: [], margin: [0, 0, 0, 0])
        }
    }
}
