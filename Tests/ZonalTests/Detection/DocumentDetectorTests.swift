import Foundation
import Testing
@testable import Zonal

/// The edge-based document detector on synthetic scenes: generated identity documents on busy
/// backgrounds, and plain pages and cards pasted where each case needs them. Corner errors are
/// shares of the truth quad's diagonal.
@Suite struct DocumentDetectorTests {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// An ID-1 card's corners (fractions of a 900 × 675 frame).
    private func card(cx: Double = 450, cy: Double = 337, width: Double, angle: Double = 0, keystone: Double = 0,
                      frame: (Int, Int) = (900, 675)) -> [Point] {
        DetectionScenes.corners(widthMM: 85.6, heightMM: 53.98, cx: cx, cy: cy, width: width, angle: angle, keystone: keystone,
                                frameWidth: frame.0, frameHeight: frame.1)
    }

    /// As a template would ask: the one specification the document has (ID-2, ID-3 and A4 in
    /// landscape share an aspect of about √2, so the detector could not tell them apart anyway).
    /// The generator's backgrounds are a dark wood, a cluttered desk and a checked cloth; on the
    /// cloth a white check beside a pale page hides that stretch of its edge, which is where the
    /// misses are (3 of these 8 when this was written).
    @Test func documentsOnBusyBackgroundsAreFoundAccurately() async throws {
        var accurate = 0, report: [String] = []
        for index in 0..<8 {
            let scene = try DetectionScenes.sample(index, formats: [.td1, .td3], conditions: [.background], seed: 21)
            let detector = DocumentDetector(specifications: [scene.truth.format == .td1 ? .id1 : .id3])
            let detection = try await detector.detect(scene.image)
            let error = detection.quad.map { DetectionScenes.outlineError($0, scene.quad) } ?? 1
            if detection.status == .found && error < 0.02 { accurate += 1 } else {
                DetectionScenes.dumpCandidates(scene.image, name: "test-busy-\(index)", detected: detection.quad, truth: scene.quad)
            }
            report.append("\(scene.truth.image): \(detection.status) \(detection.specification ?? "-") \(String(format: "%.3f", error))")
        }
        #expect(accurate >= 5, "\(report.joined(separator: "\n"))")
    }

    @Test func uprightDocumentKeepsItsCornerOrderAndMatchesItsSpecification() async throws {
        let scene = try DetectionScenes.sample(0, formats: [.td1], conditions: [.background], seed: 21)
        let detection = try await DocumentDetector(specifications: [.id1, .a4, .receipt]).detect(scene.image)
        #expect(detection.status == .found)
        #expect(detection.specification == "id1")
        #expect(detection.widthMM == 85.6 && detection.heightMM == 53.98)
        let quad = try #require(detection.quad)
        #expect(DetectionScenes.cornerError(quad, scene.quad) < 0.02, "corners in reading order, top-left first")
    }

    @Test func passportInPerspective() async throws {
        let detector = DocumentDetector(specifications: [.id1, .id3])
        var accurate = 0, report: [String] = []
        for index in 0..<6 {
            let scene = try DetectionScenes.sample(index, formats: [.td3], conditions: [.background, .perspective], seed: 5)
            let detection = try await detector.detect(scene.image)
            let error = detection.quad.map { DetectionScenes.outlineError($0, scene.quad) } ?? 1
            if detection.status == .found && error < 0.03 { accurate += 1 }
            report.append("\(scene.truth.image): \(detection.status) \(detection.specification ?? "-") \(String(format: "%.3f", error))")
        }
        #expect(accurate >= 5, "\(report.joined(separator: "\n"))")
    }

    @Test func lowContrastCard() async throws {
        // A pale card on a slightly darker table: 12 grey levels apart.
        let scene = try DetectionScenes.page(widthMM: 85.6, heightMM: 53.98, corners: card(width: 520, angle: -6, keystone: 0.05),
                                             background: 228, paper: 240)
        let detection = try await DocumentDetector(specifications: [.id1, .a4]).detect(scene.image)
        DetectionScenes.dumpCandidates(scene.image, name: "test-lowcontrast", detected: detection.quad, truth: scene.quad)
        #expect(detection.status == .found)
        #expect(detection.specification == "id1")
        #expect(DetectionScenes.cornerError(try #require(detection.quad), scene.quad) < 0.015)
    }

    @Test func specificationDecidesBetweenCardPageAndReceipt() async throws {
        let detector = DocumentDetector(specifications: [.id1, .a4, .receipt])
        let card = try DetectionScenes.page(widthMM: 85.6, heightMM: 53.98, corners: self.card(width: 600, angle: 4))
        let a4 = try DetectionScenes.page(widthMM: 210, heightMM: 297,
                                          corners: DetectionScenes.corners(widthMM: 210, heightMM: 297, cx: 450, cy: 337, width: 420, angle: -3))
        let receipt = try DetectionScenes.page(widthMM: 80, heightMM: 240,
                                               corners: DetectionScenes.corners(widthMM: 80, heightMM: 240, cx: 450, cy: 337, width: 200, angle: 2))
        let results = try await [card, a4, receipt].asyncMap { try await detector.detect($0.image) }
        for (i, (r, scene)) in zip(results, [card, a4, receipt]).enumerated() {
            DetectionScenes.dumpCandidates(scene.image, name: "test-spec\(i)", detected: r.quad, truth: scene.quad)
        }
        #expect(results.map(\.status) == [.found, .found, .found], "\(results)")
        #expect(results.map(\.specification) == ["id1", "a4", "receipt"])
        // Portrait specifications come out portrait; the receipt's height follows from its aspect.
        let a4Quad = try #require(results[1].quad)
        #expect(a4Quad.height > a4Quad.width)
        #expect(results[1].widthMM == 210 && results[1].heightMM == 297)
        #expect(results[2].widthMM == 80)
        #expect(abs((results[2].heightMM ?? 0) - 240) < 15, "\(results[2])")
        for (result, scene) in zip(results, [card, a4, receipt]) {
            #expect(DetectionScenes.cornerError(try #require(result.quad), scene.quad) < 0.015, "\(result)")
        }
    }

    @Test func sidewaysCardComesOutLandscape() async throws {
        // The card's reading top runs down the right of the frame (turned 90° clockwise).
        let scene = try DetectionScenes.page(widthMM: 85.6, heightMM: 53.98, corners: card(cx: 450, cy: 450, width: 700, angle: 92, frame: (900, 900)),
                                             frameWidth: 900, frameHeight: 900)
        let detection = try await DocumentDetector(specifications: [.id1]).detect(scene.image)
        #expect(detection.status == .found)
        let quad = try #require(detection.quad)
        #expect(quad.width > quad.height, "landscape in its own reading orientation")
        // Which end is the top cannot be told from edges: either the truth or its half turn.
        #expect(min(DetectionScenes.cornerError(quad, scene.quad), DetectionScenes.cornerError(quad, scene.quad.upsideDown)) < 0.015)
    }

    @Test func cardFillingTheFrameIsFound() async throws {
        // A scan cropped to the card: no edge inside the image at all.
        let scene = try DetectionScenes.sample(0, formats: [.td1], seed: 3)
        let cropped = try scene.image.warped(scene.quad, width: 856, height: 540)
        let whole = try await DocumentDetector(specifications: [.id1, .a4]).detect(cropped)
        #expect(whole.status == .found, "\(whole)")
        #expect(whole.specification == "id1")
        let frame = Quad.rect(x: 0, y: 0, width: 855, height: 539)
        #expect(DetectionScenes.cornerError(try #require(whole.quad), frame) < 0.01)

        // Left and right edges on the image border, top and bottom seen.
        let height = Int((900 / 1.5858 / 0.7).rounded())
        let band = try DetectionScenes.page(widthMM: 85.6, heightMM: 53.98, corners: [p(0, 0.15), p(1, 0.15), p(1, 0.85), p(0, 0.85)],
                                            frameWidth: 900, frameHeight: height, background: 50)
        let detection = try await DocumentDetector(specifications: [.id1, .a4]).detect(band.image)
        #expect(detection.status == .found, "\(detection)")
        #expect(detection.reasons.contains { $0.contains("image border") })
        #expect(DetectionScenes.cornerError(try #require(detection.quad), band.quad) < 0.015)
    }

    @Test func documentRunningOffTheEdgeIsPartiallyOutside() async throws {
        let scene = try DetectionScenes.page(widthMM: 85.6, heightMM: 53.98, corners: card(cx: 800, cy: 330, width: 640, angle: 3))
        let detection = try await DocumentDetector(specifications: [.id1, .a4]).detect(scene.image)
        #expect(detection.status == .partiallyOutside, "\(detection)")
        #expect(detection.quad != nil)
    }

    @Test func smallDocumentIsTooSmall() async throws {
        let scene = try DetectionScenes.page(widthMM: 85.6, heightMM: 53.98, corners: card(cx: 600, cy: 450, width: 300, angle: 8, frame: (1200, 900)),
                                             frameWidth: 1200, frameHeight: 900)
        let detection = try await DocumentDetector(specifications: [.id1]).detect(scene.image)
        #expect(detection.status == .tooSmall, "\(detection)")
        #expect(DetectionScenes.cornerError(try #require(detection.quad), scene.quad) < 0.02)
        var lenient = DocumentDetector(specifications: [.id1])
        lenient.minimumAreaShare = 0.02
        #expect(try await lenient.detect(scene.image).status == .found)
    }

    @Test func steepViewIsTooMuchPerspective() async throws {
        let scene = try DetectionScenes.page(widthMM: 85.6, heightMM: 53.98, corners: card(width: 640, keystone: 0.5))
        let detection = try await DocumentDetector(specifications: [.id1, .id3]).detect(scene.image)
        DetectionScenes.dumpCandidates(scene.image, name: "test-steep", detected: detection.quad, truth: scene.quad)
        #expect(detection.status == .tooMuchPerspective, "\(detection)")
    }

    @Test func blankImageHasNoDocument() async throws {
        let blank = try Image.blank(width: 640, height: 480, value: [200, 200, 200])
        let detection = try await DocumentDetector(specifications: [.id1, .a4]).detect(blank)
        #expect(detection.status == .notFound)
        #expect(detection.quad == nil)
        #expect(detection.reasons == ["the image is blank (no edges)"])
        let tiny = try Image.blank(width: 8, height: 8)
        #expect(try await DocumentDetector().detect(tiny).status == .notFound)
    }

    @Test func needsASpecification() async throws {
        await #expect(throws: ZonalError.self) { try await DocumentDetector(specifications: []).detect(try Image.blank(width: 64, height: 64)) }
        #expect(DocumentDetector(specifications: [.id1, .a4]).providesPhysicalSize)
        #expect(!DocumentDetector(specifications: [DocumentSpecification(name: "any", aspectRatio: 1.5)]).providesPhysicalSize)
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var out: [T] = []
        for element in self { out.append(try await transform(element)) }
        return out
    }
}
