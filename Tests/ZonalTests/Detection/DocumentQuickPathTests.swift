import Foundation
import Testing
@testable import Zonal

/// The detector's quick path: the outlines of straight lines are searched only when the quick
/// candidates' choice is not a document clearly outlined on a plain table.
@Suite struct DocumentQuickPathTests {
    private let card = DetectionScenes.corners(widthMM: 85.6, heightMM: 53.98, cx: 450, cy: 337, width: 600, angle: 4)

    /// The quick choice of a scene, as `detectNow` makes it before any line is searched.
    private func quickChoice(_ image: Image, _ detector: DocumentDetector) throws -> (DocumentDetector.Choice, DocumentOutline.Search) {
        let search = try DocumentOutline.Search(in: image, workingSize: detector.workingSize, minimumAreaShare: 0.02)
        let assessed = try search.candidates().map { OutlineAssessment($0, imageWidth: image.width, imageHeight: image.height) }
        return (detector.choose(assessed, imageWidth: image.width, imageHeight: image.height, scene: search.scene), search)
    }

    @Test func aCardOnAPlainTableNeedsNoLinesAndIsFoundAsWithThem() async throws {
        let scene = try DetectionScenes.page(widthMM: 85.6, heightMM: 53.98, corners: card)
        let detector = DocumentDetector(specifications: [.id1])
        let (choice, search) = try quickChoice(scene.image, detector)
        #expect(try detector.isClear(choice, scene: search.scene, search: search))
        var thorough = detector
        thorough.alwaysSearchesLines = true
        let quick = try await detector.detect(scene.image), full = try await thorough.detect(scene.image)
        #expect(quick.status == .found && full.status == .found)
        #expect(quick.clear == true, "an outline this clear puts the print where the layout says")
        let q = try #require(quick.quad), f = try #require(full.quad)
        #expect(q.maximumCornerDistance(to: f) < 1, "the same outline either way")
        #expect(DetectionScenes.cornerError(q, scene.quad) < 0.01)
    }

    @Test func aBusyTableGetsTheLines() throws {
        let scene = try DetectionScenes.page(widthMM: 85.6, heightMM: 53.98, corners: card, busy: true)
        let detector = DocumentDetector(specifications: [.id1])
        let (choice, search) = try quickChoice(scene.image, detector)
        #expect(try !detector.isClear(choice, scene: search.scene, search: search))
        #expect(try detector.detectNow(scene.image).clear == nil)
    }

    /// A panel of print inside the document, taken for it when the document's own edge is lost,
    /// has the rest of the print outside it; the document itself has only plain table there.
    @Test func printOutsideAnOutlineShowsItIsNotTheDocument() throws {
        let scene = try DetectionScenes.page(widthMM: 85.6, heightMM: 53.98, corners: card)
        let search = try DocumentOutline.Search(in: scene.image, workingSize: 800, minimumAreaShare: 0.02)
        let whole = try search.edgeShare(outside: scene.quad, margin: DocumentDetector.clearMargin)
        let centre = scene.quad.corners.reduce(Point(x: 0, y: 0)) { Point(x: $0.x + $1.x / 4, y: $0.y + $1.y / 4) }
        let panel = scene.quad.mapped { Point(x: centre.x + ($0.x - centre.x) * 0.5, y: centre.y + ($0.y - centre.y) * 0.5) }
        let inner = try search.edgeShare(outside: panel, margin: DocumentDetector.clearMargin)
        #expect(whole < DocumentDetector.plainBorderEdgeShare)
        #expect(inner > DocumentDetector.plainBorderEdgeShare)
    }

    @Test func aCornerThatIsNotANumberIsAClearError() throws {
        let scene = try DetectionScenes.page(widthMM: 85.6, heightMM: 53.98, corners: card)
        let search = try DocumentOutline.Search(in: scene.image, workingSize: 800, minimumAreaShare: 0.02)
        let bad = scene.quad.mapped { Point(x: .nan, y: $0.y) }
        #expect(throws: ZonalError.self) { try search.edgeShare(outside: bad, margin: 0.02) }
        do { _ = try search.edgeShare(outside: bad, margin: 0.02) } catch {
            #expect("\(error)".contains("not a finite number"))
        }
    }

    /// The staged search ends where the one-call search does.
    @Test func theStagedSearchEndsWithTheOneCallCandidates() throws {
        let scene = try DetectionScenes.page(widthMM: 85.6, heightMM: 53.98, corners: card, busy: true)
        let search = try DocumentOutline.Search(in: scene.image, workingSize: 800, minimumAreaShare: 0.02)
        let quick = try search.candidates()
        try search.addLines()
        let staged = try search.candidates()
        let once = try DocumentOutline.candidates(in: scene.image, workingSize: 800, minimumAreaShare: 0.02).outlines
        #expect(staged == once)
        #expect(staged.contains { $0.method == .lines } && !quick.contains { $0.method == .lines })
    }
}
