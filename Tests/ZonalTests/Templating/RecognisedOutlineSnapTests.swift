import Foundation
import Testing
@testable import Zonal

/// A page recognised in an outline the detector did not vouch for is read again in the
/// document's edges found near it (`TemplateRecognizer.readSnapped`), three sides of an edge
/// outline closed by the recognised outline's fourth allowed, as the class recognised (its
/// classifier is not asked again).
@Suite(.serialized) struct RecognisedOutlineSnapTests {
    static let textPool = TemplateRecognizerTests.textPool
    static let mrzReader = TemplateRecognizerTests.mrzReader

    /// A pale strip 130 mm long on a dark table, of which an ID-1 card's length is wanted: its
    /// top, bottom and left edges are the card's, its right side has no edge. A prediction a few
    /// pixels off whose right side is the card's is closed there; asked to close by the bottom
    /// only (the MRTD detector's default), it is not.
    @Test func aSideWithoutAnEdgeIsClosedByThePredictedOne() throws {
        let scale = 5.0  // pixels per mm
        let (image, strip) = try DetectionScenes.page(widthMM: 130, heightMM: 53.98, corners: [
            Point(x: 100 / 900, y: 200 / 675), Point(x: (100 + 130 * scale) / 900, y: 200 / 675),
            Point(x: (100 + 130 * scale) / 900, y: (200 + 53.98 * scale) / 675), Point(x: 100 / 900, y: (200 + 53.98 * scale) / 675),
        ])
        let right = strip.topLeft.x + 85.6 * scale
        let card = Quad(topLeft: strip.topLeft, topRight: Point(x: right, y: strip.topRight.y),
                        bottomRight: Point(x: right, y: strip.bottomRight.y), bottomLeft: strip.bottomLeft)
        let predicted = Quad(topLeft: Point(x: card.topLeft.x + 12, y: card.topLeft.y - 9), topRight: Point(x: right + 2, y: card.topRight.y + 10),
                             bottomRight: Point(x: right + 2, y: card.bottomRight.y - 8), bottomLeft: Point(x: card.bottomLeft.x - 10, y: card.bottomLeft.y + 7))
        let detector = DocumentDetector(specifications: [.id1])
        let tolerances = Array(repeating: 0.15 * predicted.diagonal, count: 4)
        let closed = try #require(try detector.outline(near: predicted, holding: [], slack: 0, in: image, tolerances: tolerances,
                                                       specification: .id1, closingSides: [0, 1, 2, 3]))
        #expect(closed.kind == .closedByPredictedSide(1))
        #expect(closed.quad.maximumCornerDistance(to: card) < 5, "\(closed.quad) for \(card)")
        let bottomOnly = try detector.outline(near: predicted, holding: [], slack: 0, in: image, tolerances: tolerances, specification: .id1)
        #expect(bottomOnly?.kind != .closedByPredictedSide(1))
    }

    /// Sample `index` of `options`, read by the shipped `template`.
    func read(_ template: String, _ options: SynthesisOptions, index: Int) async throws -> (result: TemplateResult, truth: SampleTruth) {
        let scene = try DetectionScenes.sample(index, of: options)
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent(template))
        let recognizer = TemplateRecognizer(template: try TemplateLoader.load(path: file.path), textPool: Self.textPool, mrzReader: Self.mrzReader)
        return (try await recognizer.read(image: scene.image, name: "sample"), scene.truth)
    }

    /// A licence photo (held-out seed 92, the 27th) recognised in the detector's answer, which it
    /// did not vouch for but widened over the licence's pink margin to its edge: the second look
    /// near it widens the same way, and does not snap back to the line of guilloche the detector
    /// moved off (before: 3.1% off).
    @Test func theSecondLookWidensOverPaperAsTheDetectorDoes() async throws {
        // `zonal synth --formats dl --preset photo --count 60 --seed 92`
        let (result, truth) = try await read("driving-license.json", SynthesisOptions(count: 60, seed: 92, documents: [.drivingLicense], preset: .photo), index: 26)
        #expect(result.class == "fra")
        let error = DetectionScenes.outlineError(of: result, truth.document.quad)
        #expect(error < 0.02, "corner error \(error)")
    }

    /// A slip photo (seed 33, the 17th) whose page was recognised in a runner-up outline 3% off
    /// (its bottom on the slip's edge, its top on a line of print): three mandatory fields failed
    /// there. Closed by that bottom, the slip's own edges give an outline within 1%.
    @Test func aSlipRecognisedInARunnerUpIsReadInItsEdges() async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 33`
        let (result, truth) = try await read("payment-slip.json", SynthesisOptions(count: 100, seed: 33, documents: [.paymentSlip], preset: .photo), index: 16)
        #expect(result.class == "payment-slip")
        #expect(result.warnings.contains(TemplateRecognizer.snapWarning), "\(result.warnings)")
        let error = DetectionScenes.outlineError(of: result, truth.document.quad)
        #expect(error < 0.01, "corner error \(error)")
        #expect(result.fields["iban"]?.value == truth.visual?["iban"])
    }

    /// An ID-front photo (seed 51, the 20th) recognised in a runner-up 10% off: in the card's
    /// edges near it the card reads `valid`.
    @Test func aCardRecognisedInARunnerUpIsReadValidInItsEdges() async throws {
        // `zonal synth --formats idfront --preset photo --count 60 --seed 51`
        let (result, truth) = try await read("id-front.json", SynthesisOptions(count: 60, seed: 51, documents: [.idFront], preset: .photo), index: 19)
        #expect(result.class == "deu")  // the generator's variant "d"
        #expect(result.warnings.contains(TemplateRecognizer.snapWarning), "\(result.warnings)")
        let error = DetectionScenes.outlineError(of: result, truth.document.quad)
        #expect(error < 0.02, "corner error \(error)")
        #expect(result.state == .valid)
    }

    /// An ID-front photo (seed 71, the 20th: upside down, blurred, low resolution) whose title
    /// reads in a runner-up 5% off and in neither way up of the card's own edges, the detector's
    /// answer: the class recognised there is read in the card's edges without asking its
    /// classifier again, and that reading is taken.
    @Test func aClassRecognisedElsewhereIsReadInTheEdgesWithoutItsTitle() async throws {
        // `zonal synth --formats idfront --preset photo --count 60 --seed 71`
        let (result, truth) = try await read("id-front.json", SynthesisOptions(count: 60, seed: 71, documents: [.idFront], preset: .photo), index: 19)
        #expect(result.class == "deu")
        #expect(result.warnings.contains(TemplateRecognizer.snapWarning), "\(result.warnings)")
        let error = DetectionScenes.outlineError(of: result, truth.document.quad)
        #expect(error < 0.02, "corner error \(error)")
    }

    /// A licence filling most of a photo (held-out seed 92, the 11th) recognised in a runner-up
    /// on its edges: the edges near it close an outline whose top is its flag's, 2.7% off and 5%
    /// smaller, where it read one mandatory field more. A second look does not shrink the outline
    /// the page was recognised in by more than 3%: inside a page's edges lies its print.
    @Test func theSecondLookDoesNotShrinkTheOutlineOntoPrint() async throws {
        // `zonal synth --formats dl --preset photo --count 60 --seed 92`
        let (result, truth) = try await read("driving-license.json", SynthesisOptions(count: 60, seed: 92, documents: [.drivingLicense], preset: .photo), index: 10)
        #expect(result.class == "fra")
        #expect(!result.warnings.contains(TemplateRecognizer.snapWarning), "\(result.warnings)")
        let error = DetectionScenes.outlineError(of: result, truth.document.quad)
        #expect(error < 0.01, "corner error \(error)")
    }

    /// An ID-front photo (seed 71, the 48th) recognised in a runner-up within 2%: the edges near
    /// it give an outline on a line of print 5% off, where the card reads with far less
    /// confidence, and that reading is not taken.
    @Test func anOutlineWhereThePageReadsWorseIsNotTaken() async throws {
        // `zonal synth --formats idfront --preset photo --count 60 --seed 71`
        let (result, truth) = try await read("id-front.json", SynthesisOptions(count: 60, seed: 71, documents: [.idFront], preset: .photo), index: 47)
        #expect(result.class == "fra")
        #expect(!result.warnings.contains(TemplateRecognizer.snapWarning), "\(result.warnings)")
        let error = DetectionScenes.outlineError(of: result, truth.document.quad)
        #expect(error < 0.02, "corner error \(error)")
    }
}
