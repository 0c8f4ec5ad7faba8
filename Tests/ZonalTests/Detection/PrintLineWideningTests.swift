import Testing
@testable import Zonal

/// Outlines closed by a line of the card's print (`DocumentDetector.widenedToAspect`): on a
/// checked cloth a card's edge shows only against the darker squares, while the left edges of
/// its photo and flag, 3–4 mm inside, make one well-seen line; the outline it closes was chosen,
/// its left corners 3–4% of the diagonal off.
@Suite struct PrintLineWideningTests {
    /// `zonal synth --formats dl --preset photo --count 60 --seed 52`, the 35th (skewed, seen
    /// squarely), and `--formats idfront --seed 71`, the 28th.
    @Test(arguments: [(SyntheticDocument.drivingLicense, UInt64(52), 34), (.idFront, 71, 27)])
    func aCardsOutlineClosedByItsPhotosEdgeIsWidenedToTheCardsEdge(kind: SyntheticDocument, seed: UInt64, index: Int) async throws {
        let sample = try DetectionScenes.sample(index, of: SynthesisOptions(count: 60, seed: seed, documents: [kind], preset: .photo))
        #expect(sample.truth.conditions.contains(.background))
        #expect(!sample.truth.conditions.contains(.perspective))
        let detection = try await DocumentDetector(specifications: [.id1]).detect(sample.image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(detection.status == .found && error < 0.02, "\(sample.truth.image): \(detection.status) \(String(format: "%.3f", error))")
    }

    @Test func aStripOfClothSpreadsAndAStripOfPaperDoesNot() throws {
        // A card (235) on a cloth checked in squares of 40 pixels (70 and 230).
        let width = 800, height = 600
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let card = x >= 200 && x < 600 && y >= 150 && y < 402
                pixels[y * width + x] = card ? 235 : ((x / 40 + y / 40) % 2 == 0 ? 70 : 230)
            }
        }
        let image = try Image.fromPixels(pixels, width: width, height: height, channels: 1)
        let search = try DocumentOutline.Search(in: image, workingSize: 800, minimumAreaShare: 0.02)
        let paper = DocumentDetector.strip(from: (Point(x: 200, y: 150), Point(x: 200, y: 401)), to: (Point(x: 230, y: 401), Point(x: 230, y: 150)))
        let cloth = DocumentDetector.strip(from: (Point(x: 200, y: 150), Point(x: 200, y: 401)), to: (Point(x: 130, y: 150), Point(x: 130, y: 401)))
        let paperSpread = try #require(try search.greyLevels(inside: paper)?.spread), clothSpread = try #require(try search.greyLevels(inside: cloth)?.spread)
        #expect(paperSpread <= 1 && clothSpread >= 40, "paper \(paperSpread), cloth \(clothSpread)")
        // The strip's middle: clear of both lines, most of the way along.
        #expect(paper.corners.allSatisfy { $0.x > 204 && $0.x < 226 && $0.y > 170 && $0.y < 382 }, "\(paper)")
    }

    @Test func onlyAnOutlineSeenSquarelyTellsItsAspect() {
        #expect(DocumentDetector.seenSquarely(Quad.rect(x: 10, y: 10, width: 856, height: 540)))
        let narrowing = Quad(topLeft: Point(x: 10, y: 10), topRight: Point(x: 866, y: 30), bottomRight: Point(x: 866, y: 530), bottomLeft: Point(x: 10, y: 550))
        #expect(!DocumentDetector.seenSquarely(narrowing))
    }
}
