import Foundation
import Testing
@testable import Zonal

/// The page around a detected outline too small to be the document, taken for the portrait
/// printed on it.
@Suite(.serialized) struct PrintedFrameOutlineTests {
    static let portrait = RelativeRect(x: 0.04, y: 0.24, width: 0.26, height: 0.54)

    static func cardClass(portrait: RelativeRect) throws -> TemplatingClass {
        let group = ProcessorGroup(id: "portrait", location: .fixed(portrait), dewarp: .dpi(300), processors: [.image(ImageReturn())])
        let text = ProcessorGroup(id: "name", location: .fixed(RelativeRect(x: 0.35, y: 0.3, width: 0.5, height: 0.1)), dewarp: .dpi(300), processors: [])
        return TemplatingClass(name: "card", classification: [], classifier: nil, extraction: [text, group])
    }

    /// A card turned 20° with some perspective: its portrait's quad there gives back the card's
    /// corners, in one of the two ways round that keep the portrait upright or upside down.
    @Test func thePortraitsQuadGivesThePageAroundIt() throws {
        let page = Quad(topLeft: Point(x: 300, y: 120), topRight: Point(x: 1080, y: 400),
                        bottomRight: Point(x: 920, y: 860), bottomLeft: Point(x: 150, y: 560))
        let region = Self.portrait.region(of: page)
        let classes = [try Self.cardClass(portrait: Self.portrait), try Self.cardClass(portrait: Self.portrait)]
        let outlines = PrintedFrameOutline.outlines(around: region, classes: classes, specification: .id1)
        #expect(outlines.count == 2, "one region (shared by both classes), two ways round")
        let found = try #require(outlines.first)
        for (a, b) in zip(found.quad.corners, page.corners) { #expect(a.distance(to: b) < 1e-6, "\(found.quad)") }
        #expect(found.specification == "id1" && found.widthMM == 85.6)
        // The other way round puts the portrait on the page's right.
        let other = outlines[1].quad
        #expect(other.topLeft.distance(to: page.topLeft) > 100)
        // No image region, no outline; nor without a physical size.
        let textOnly = TemplatingClass(name: "text", classification: [], classifier: nil, extraction: [])
        #expect(PrintedFrameOutline.outlines(around: region, classes: [textOnly], specification: .id1).isEmpty)
        #expect(PrintedFrameOutline.outlines(around: region, classes: classes, specification: DocumentSpecification(name: "x", aspectRatio: 1.6)).isEmpty)
    }

    /// ID-front photo seed 97, the 35th: a pale card on a pale table, its edges too faint; the
    /// detector answers with its portrait (with the title line above it, of the card's aspect),
    /// too small. Before, no class recognised a page anywhere and all eight fields were missed.
    @Test func aCardWhosePortraitWasFoundIsReadAroundIt() async throws {
        let (result, truth) = try await OutlineAlternativesTests().readIDFrontPhoto(seed: 97, index: 34)
        #expect(result.document.status == .found)
        #expect(truth.variant == "d" && result.class == "deu")
        #expect(result.warnings.contains { $0.contains("taken for a picture printed on the page") }, "\(result.warnings)")
        let error = DetectionScenes.outlineError(of: result, truth.document.quad)
        #expect(error < 0.02, "corner error \(error)")
        for field in ["surname", "documentNumber", "dateOfBirth", "cardAccessNumber"] {
            #expect(result.fields[field]?.value == truth.visual?[field], "\(field)")
        }
    }

    /// Licence photo seed 96, the 55th: the detector answers with the portrait, too small, and a
    /// runner-up 20% off, cutting through the values, holds the title. Recognised there, the page
    /// lost its birth, issue and number and failed every mandatory field; read around the
    /// portrait, then where its labels point, it reads them all.
    @Test func aPageRecognisedInARunnerUpThatLostItsValuesIsReadAroundThePortrait() async throws {
        let (result, truth) = try await OutlineAlternativesTests().readLicencePhoto(seed: 96, index: 54)
        #expect(result.warnings.contains { $0.hasPrefix(TemplateRecognizer.pictureWarning) }, "\(result.warnings)")
        let error = DetectionScenes.outlineError(of: result, truth.document.quad)
        #expect(error < 0.1, "corner error \(error)")
        for field in ["surname", "givenNames", "dateOfBirth", "dateOfIssue", "documentNumber"] {
            #expect(result.fields[field]?.value == truth.visual?[field], "\(field)")
        }
    }
}
