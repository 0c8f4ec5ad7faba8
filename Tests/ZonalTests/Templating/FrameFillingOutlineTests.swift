import Foundation
import Testing
@testable import Zonal

/// The guesses that the document fills the frame: upright, and turned as a card held at a slant.
@Suite(.serialized) struct FrameFillingOutlineTests {
    /// The turned guess has the specification's aspect and angle, is centred, and touches the
    /// inset frame without leaving it; in a portrait image it is turned a quarter as well.
    @Test(arguments: [(1224, 926), (926, 1224)]) func aTiltedGuessIsTheLargestTurnedPageInTheFrame(width: Int, height: Int) throws {
        let outline = try #require(FrameFillingOutline.tilted(imageWidth: width, imageHeight: height, specification: .id1, degrees: 15))
        let q = outline.quad
        let top = (q.topLeft.distance(to: q.topRight) + q.bottomLeft.distance(to: q.bottomRight)) / 2
        let side = (q.topLeft.distance(to: q.bottomLeft) + q.topRight.distance(to: q.bottomRight)) / 2
        #expect(abs(top / side - 85.6 / 53.98) < 1e-6, "\(q)")
        let upright = try #require(FrameFillingOutline.outline(imageWidth: width, imageHeight: height, specification: .id1)).quad
        func angle(_ a: Point, _ b: Point) -> Double { atan2(b.y - a.y, b.x - a.x) * 180 / .pi }
        var turn = angle(q.topLeft, q.topRight) - angle(upright.topLeft, upright.topRight)
        turn = (turn + 540).truncatingRemainder(dividingBy: 360) - 180
        #expect(abs(turn - 15) < 1e-6)
        let centre = Point(x: q.corners.map(\.x).reduce(0, +) / 4, y: q.corners.map(\.y).reduce(0, +) / 4)
        #expect(centre.distance(to: Point(x: Double(width) / 2, y: Double(height) / 2)) < 1e-6)
        let inset = FrameFillingOutline.inset
        let (x0, x1) = (Double(width) * inset, Double(width) * (1 - inset)), (y0, y1) = (Double(height) * inset, Double(height) * (1 - inset))
        #expect(q.corners.allSatisfy { $0.x >= x0 - 1e-6 && $0.x <= x1 + 1e-6 && $0.y >= y0 - 1e-6 && $0.y <= y1 + 1e-6 })
        let touches = q.corners.contains { abs($0.x - x0) < 1e-6 || abs($0.x - x1) < 1e-6 } && q.corners.contains { abs($0.y - y0) < 1e-6 || abs($0.y - y1) < 1e-6 }
        let fillsOneWay = q.corners.contains { abs($0.x - x0) < 1e-6 } || q.corners.contains { abs($0.y - y0) < 1e-6 }
        #expect(touches || fillsOneWay, "\(q)")
        #expect(FrameFillingOutline.tilted(imageWidth: width, imageHeight: height, specification: DocumentSpecification(name: "r", aspectRatio: nil), degrees: 15) == nil)
    }

    /// Licence photo seed 96, the 48th: a pale licence filling the frame at 17°, its title
    /// read in the upright guess (27% off, every field but one wrong there) and in the guess
    /// turned by −15°, where the class fails fewer mandatory fields: that reading is taken.
    @Test func aPageRecognisedUprightInTheFrameIsReadTurnedWhereItReadsBetter() async throws {
        let (result, truth) = try await OutlineAlternativesTests().readLicencePhoto(seed: 96, index: 47)
        #expect(result.warnings.contains { $0.hasPrefix(TemplateRecognizer.tiltedWarning) }, "\(result.warnings)")
        let error = DetectionScenes.outlineError(of: result, truth.document.quad)
        #expect(error < 0.07, "corner error \(error)")
        for field in ["surname", "documentNumber", "dateOfBirth", "dateOfExpiry"] {
            #expect(result.fields[field]?.value == truth.visual?[field], "\(field)")
        }
    }

    /// ID-front photo seed 95, the 11th: a pale card filling the frame upside down at a 15°
    /// slant, its edges too faint to be found. Before, no class recognised a page anywhere (the
    /// upright guess of the frame is 23% off) and all eight fields were missed.
    @Test func aCardFillingTheFrameAtASlantIsRead() async throws {
        let (result, truth) = try await OutlineAlternativesTests().readIDFrontPhoto(seed: 95, index: 10)
        #expect(truth.variant == "d" && result.class == "deu")
        #expect(result.warnings.contains { $0.contains("frame turned by") }, "\(result.warnings)")
        let error = DetectionScenes.outlineError(of: result, truth.document.quad)
        #expect(error < 0.03, "corner error \(error)")
        for field in ["documentNumber", "dateOfBirth", "givenNames", "cardAccessNumber"] {
            #expect(result.fields[field]?.value == truth.visual?[field], "\(field)")
        }
    }
}
