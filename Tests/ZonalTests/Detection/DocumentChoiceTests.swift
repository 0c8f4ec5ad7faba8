import Testing
@testable import Zonal

/// The detector's policy on hand-made outlines (no pixels): which outline is taken for the
/// document, and why.
@Suite struct DocumentChoiceTests {
    let detector = DocumentDetector(specifications: [.id1])
    let scene = DocumentOutline.Scene(edgeShare: 0.05, borderEdgeShare: [0, 0, 0, 0])

    private func outline(_ x: Double, _ y: Double, _ w: Double, _ h: Double, support: [Double] = [1, 1, 1, 1],
                         overrun: [Double] = [0, 0, 0, 0], sharpness: [Double] = [1, 1, 1, 1]) -> OutlineAssessment {
        let o = DocumentOutline(quad: Quad.rect(x: x, y: y, width: w, height: h), sideSupport: support, sideStrength: [20, 20, 20, 20],
                                sideCoherence: [1, 1, 1, 1], sideOverrun: overrun, sideSharpness: sharpness, method: .edges)
        return OutlineAssessment(o, imageWidth: 1000, imageHeight: 750)
    }

    private func chosen(_ outlines: [OutlineAssessment], scene: DocumentOutline.Scene? = nil) -> Quad? {
        switch detector.choose(outlines, imageWidth: 1000, imageHeight: 750, scene: scene ?? self.scene) {
        case let .document(a, _): return a.outline.quad
        case let .partial(a, _): return a.outline.quad
        case let .wholeFrame(m, _): return m.quad
        case .none, .refused: return nil
        }
    }

    private func matched(_ a: OutlineAssessment) throws -> (OutlineAssessment, SpecificationMatch) {
        (a, try #require(SpecificationMatch.best(for: a.outline.quad, among: [.id1], perspectiveAllowance: detector.perspectiveAllowance)))
    }

    /// A licence photo (`zonal synth --formats dl --preset photo --count 60 --seed 82`, the 54th)
    /// scored its outline closed by the bottom of its photo 0.001 above the licence's own, whose
    /// bottom side, 3.5% further out, is seen better: the wider twin is taken.
    @Test func aWiderTwinSeenBetterOnItsOneOtherSideIsTaken() throws {
        let inner = try matched(outline(200, 200, 476, 300, support: [1, 1, 0.7, 1]))
        let outer = try matched(outline(200, 200, 476, 316, support: [1, 1, 0.9, 1]))
        let twin = detector.widerTwin(of: inner, among: [inner, outer])
        #expect(twin?.0.outline.quad == outer.0.outline.quad)
        // Not onto a soft side (a shadow's outer edge), nor onto one seen worse, nor when two sides move.
        let soft = try matched(outline(200, 200, 476, 316, support: [1, 1, 0.9, 1], sharpness: [1, 1, 0.3, 1]))
        #expect(detector.widerTwin(of: inner, among: [inner, soft]) == nil)
        let weaker = try matched(outline(200, 200, 476, 316, support: [1, 1, 0.6, 1]))
        #expect(detector.widerTwin(of: inner, among: [inner, weaker]) == nil)
        let twoSides = try matched(outline(186, 200, 490, 316, support: [1, 1, 0.9, 1]))
        #expect(detector.widerTwin(of: inner, among: [inner, twoSides]) == nil)
    }

    @Test func aLicenceWhosePhotoClosedANearlyEqualOutlineIsFoundByItsEdge() async throws {
        let scene = try DetectionScenes.sample(53, of: SynthesisOptions(count: 60, seed: 82, documents: [.drivingLicense], preset: .photo))
        let detection = try await DocumentDetector(specifications: [.id1]).detect(scene.image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, scene.quad) } ?? 1
        #expect(error < 0.02, "\(scene.truth.image): \(detection.status) \(String(format: "%.3f", error))")
    }

    @Test func aWholeCardBeatsABiggerQuadClosedByTheImageBorder() {
        let card = outline(200, 200, 476, 300)
        let withBorder = outline(0, 150, 999, 630)  // left and right sides on the border, aspect 1.586
        #expect(chosen([withBorder, card]) == card.outline.quad)
    }

    @Test func aSideOnARampOfLightCostsTheOutline() {
        // A slip's right side, and a ramp of light 5% further out that closes a larger outline
        // seen as well (its right side's sharpness 0.37, the ramp a slip photo showed).
        let card = outline(200, 200, 476, 300)
        let ramp = outline(200, 200, 500, 315, sharpness: [1, 0.37, 1, 1])
        #expect(chosen([ramp, card]) == card.outline.quad)
        #expect(chosen([outline(200, 200, 500, 315), card]) != card.outline.quad, "a sharp larger outline wins, as before")
    }

    @Test func aCardFillingTheFrameBeatsTheSmallRectanglesOfItsPrint() {
        let filling = outline(0, 60, 999, 630)
        let photo = outline(60, 150, 350, 221)  // a print rectangle of ID-1 proportions, 10% of the image
        #expect(chosen([photo, filling]) == filling.outline.quad)
    }

    @Test func edgesRunningOnPastTheCornersMarkARectangleOfPrint() {
        let card = outline(200, 200, 476, 300)
        let print = outline(210, 205, 500, 315, overrun: [1, 1, 1, 1])
        #expect(chosen([print, card]) == card.outline.quad)
    }

    @Test func aWeakSideLosesToAFullySupportedOutline() {
        let card = outline(200, 200, 476, 300)
        let closedByGrain = outline(200, 200, 500, 315, support: [1, 1, 0.3, 1])
        #expect(chosen([closedByGrain, card]) == card.outline.quad)
    }

    @Test func aSmallRectangleCrossedByPrintIsNoAnswer() {
        // The photo on a card whose own edge was not found: 12% of the image, its sides running
        // on past its corners. Taking it for the card would be a confident wrong answer.
        let photo = outline(300, 250, 380, 240, support: [0.9, 0.8, 0.9, 0.8], overrun: [1, 0.5, 1, 0.5])
        guard case let .refused(_, _, reason) = detector.choose([photo], imageWidth: 1000, imageHeight: 750, scene: scene) else {
            Issue.record("expected no document (the outline refused)")
            return
        }
        #expect(reason.contains("no outline is clearly the document"), "\(reason)")
    }

    @Test func onAPlainTableAnOutlineMustBeSeenAllAround() {
        // A card whose MRZ strip is lost on the table, closed by the line where its print ends,
        // which has an edge under a third of its length: a fifth of the outline is unseen. On a
        // busy table stretches of a card's edge hide against the cloth, and it is taken.
        let halfSeen = outline(200, 200, 476, 300, support: [1, 1, 0.3, 1])
        #expect(chosen([halfSeen]) == nil)
        let busy = DocumentOutline.Scene(edgeShare: 0.05, borderEdgeShare: [0.05, 0.05, 0.05, 0.05])
        #expect(chosen([halfSeen], scene: busy) == halfSeen.outline.quad)
    }

    @Test func nothingFitsGivesTheReason() {
        let square = outline(200, 200, 300, 300)
        guard case let .none(reason) = detector.choose([square], imageWidth: 1000, imageHeight: 750, scene: scene) else {
            Issue.record("expected no document")
            return
        }
        #expect(reason.contains("none with the aspect of id1 1.59±8%"), "\(reason)")
        guard case .none("the image is blank (no edges)") = detector.choose([], imageWidth: 1000, imageHeight: 750,
                                                                         scene: .init(edgeShare: 0, borderEdgeShare: [0, 0, 0, 0])) else {
            Issue.record("expected a blank image")
            return
        }
    }

    @Test func theFrameIsTheDocumentOnlyWhenPrintReachesItsBorders() {
        let busyBorders = DocumentOutline.Scene(edgeShare: 0.05, borderEdgeShare: [0.05, 0.05, 0.05, 0.05])
        let frame = Quad.rect(x: 0, y: 0, width: 999, height: 629)
        let id1Frame = DocumentDetector(specifications: [.id1])
        guard case let .wholeFrame(match, _) = id1Frame.choose([], imageWidth: 1000, imageHeight: 630, scene: busyBorders) else {
            Issue.record("expected the whole frame")
            return
        }
        #expect(match.quad == frame)
        // Plain table along the borders: a photo of something, not a cropped scan.
        if case .wholeFrame = id1Frame.choose([], imageWidth: 1000, imageHeight: 630, scene: scene) { Issue.record("plain borders") }
    }
}

/// Runner-up outlines (`DocumentDetector.alternatives`): what a template tries when it does not
/// recognise the page in the detector's answer.
@Suite struct DocumentAlternativesTests {
    let detector = DocumentDetector(specifications: [.id1])

    private func outline(_ x: Double, _ y: Double, _ w: Double, _ h: Double, support: [Double] = [1, 1, 1, 1],
                         method: DocumentOutline.Method = .edges) -> OutlineAssessment {
        let o = DocumentOutline(quad: Quad.rect(x: x, y: y, width: w, height: h), sideSupport: support, sideStrength: [20, 20, 20, 20],
                                sideCoherence: [1, 1, 1, 1], sideOverrun: [0, 0, 0, 0], method: method)
        return OutlineAssessment(o, imageWidth: 1000, imageHeight: 750)
    }

    private func alternatives(_ outlines: [OutlineAssessment], besides chosen: OutlineAssessment?) -> [Quad] {
        let chosenQuad = chosen.flatMap { SpecificationMatch.best(for: $0.outline.quad, among: detector.specifications, perspectiveAllowance: 0.5)?.quad }
        return detector.alternatives(outlines, besides: chosenQuad, imageWidth: 1000, imageHeight: 750).map { $0.0.outline.quad }
    }

    @Test func theAnswerItselfAndOutlinesLikeItAreNoAlternatives() {
        let card = outline(200, 200, 476, 300)
        let sameCard = outline(203, 202, 474, 299)
        let photo = outline(230, 260, 160, 101)
        #expect(alternatives([card, sameCard, photo], besides: card).isEmpty, "the photo is under the minimum area; the near-copy is the answer")
        let larger = outline(100, 120, 700, 441)
        #expect(alternatives([card, sameCard, larger], besides: card) == [larger.outline.quad])
    }

    @Test func bestScoreFirstAndAtMostThree() {
        let outlines = (0..<6).map { i in outline(40 + Double(i) * 30, 40 + Double(i) * 20, 476, 300, support: [1, 1, 1, 1 - 0.1 * Double(i)]) }
        let found = alternatives(outlines.reversed(), besides: nil)
        #expect(found == outlines.prefix(3).map(\.outline.quad))
    }

    @Test func unseenOutlinesAndTheWholeFrameAreNoAlternatives() {
        let unseen = outline(200, 200, 476, 300, support: [0.1, 0.1, 0.1, 0.1])
        let frame = outline(0, 0, 999, 749)
        let wrongShape = outline(200, 200, 300, 300)
        #expect(alternatives([unseen, frame, wrongShape], besides: nil).isEmpty)
    }

    /// A region of the card's own tint, large, is offered though its edges are too faint to be
    /// seen: the page a template recognises in it is the evidence.
    @Test func aLargeRegionWithFaintEdgesIsAnAlternative() {
        let faint: [Double] = [0.1, 0.1, 0.1, 0.1]
        let region = outline(100, 100, 714, 450, support: faint, method: .region)
        let edges = outline(100, 100, 714, 450, support: faint)
        let smallRegion = outline(200, 200, 476, 300, support: faint, method: .region)
        #expect(region.areaShare >= 0.3 && smallRegion.areaShare < 0.3)
        #expect(alternatives([region, edges, smallRegion], besides: nil) == [region.outline.quad])
    }
}
