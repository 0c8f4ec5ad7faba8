import Testing
@testable import Zonal

/// Outlines closed by a line of the card's print near the image's border
/// (`DocumentDetector.widenedToBorder`): the side is moved out over the card's margin to its edge
/// a few pixels inside the border, where a table of another grey shows.
@Suite struct BorderWideningTests {
    /// `zonal synth --formats dl --preset photo --count 60 --seed 82`, the 19th: a licence whose
    /// left edge lies 2–6 px inside the image's left border; the outline its photo and flag close
    /// 20 px in was taken (3.2% off), the card's own outline running along the border.
    @Test func aCardAtTheBorderIsWidenedToItsEdge() async throws {
        let sample = try DetectionScenes.sample(18, of: SynthesisOptions(count: 60, seed: 82, documents: [.drivingLicense], preset: .photo))
        let detection = try await DocumentDetector(specifications: [.id1]).detect(sample.image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(detection.status == .found && error < 0.02, "\(sample.truth.image): \(detection.status) \(String(format: "%.3f", error))")
        #expect(detection.reasons.contains { $0.contains("image border (left)") }, "\(detection.reasons)")
    }

    /// `zonal synth --formats slip --preset photo --count 100 --seed 33`, the 27th: a slip 50 px
    /// from the left border of a busy table, whose blotch reaches the border. Its outline is its
    /// own and stays so: the strip between it and the border is table, not a margin of plain paper.
    @Test func aTablesPatternAtTheBorderIsNotTakenForTheCard() async throws {
        let sample = try DetectionScenes.sample(26, of: SynthesisOptions(count: 100, seed: 33, documents: [.paymentSlip], preset: .photo))
        let slip = DocumentSpecification.physical("payment-slip", widthMM: 210, heightMM: 105, tolerance: 0.1)
        let detection = try await DocumentDetector(specifications: [slip]).detect(sample.image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(detection.status == .found && error < 0.005, "\(sample.truth.image): \(detection.status) \(String(format: "%.3f", error))")
    }

    /// A card (grey 200) whose left edge lies 5 px inside the border of a dark table (40), a dark
    /// photo 20 px inside it: the outline the photo closes is widened over the plain margin to the
    /// card's edge; an outline whose side is seen no better there (a table's line at the border
    /// would be) is not.
    @Test func aPlainMarginIsAddedToTheOutlineItsPhotoCloses() throws {
        let width = 900, height = 700
        var pixels = [UInt8](repeating: 40, count: width * height)
        for y in 110..<488 {
            for x in 5..<603 { pixels[y * width + x] = x < 180 && x >= 25 && y >= 150 && y < 440 ? 90 : 200 }
        }
        let image = try Image.fromPixels(pixels, width: width, height: height, channels: 1)
        let detector = DocumentDetector(specifications: [.id1])
        let search = try DocumentOutline.Search(in: image, workingSize: 900, minimumAreaShare: 0.02)
        func widened(leftEvidence: Double) throws -> Quad? {
            let inner = DocumentOutline(quad: Quad.rect(x: 25, y: 110, width: 578, height: 378), sideSupport: [1, 1, 1, leftEvidence],
                                        sideStrength: [20, 20, 20, 20], sideCoherence: [1, 1, 1, 1], sideOverrun: [0, 0, 0, 0], method: .edges)
            let a = OutlineAssessment(inner, imageWidth: width, imageHeight: height)
            let m = try #require(SpecificationMatch.best(for: inner.quad, among: [.id1], perspectiveAllowance: detector.perspectiveAllowance))
            return try detector.widenedToBorder(a, m, search: search, image: image)?.1.quad
        }
        let margin = try #require(try widened(leftEvidence: 0.5))
        #expect(margin.corners.map(\.x).min().map { $0 < 8 } == true, "\(margin)")
        #expect(margin.corners.map(\.x).max().map { abs($0 - 603) < 2 } == true, "\(margin)")
        #expect(try widened(leftEvidence: 1.01) == nil)
    }

    /// The same scene (its card 4 px from the border) with what lies past the photo not a card's
    /// plain margin and table: a margin ramping from grey 150 to 250 (range 80 > `paperStripRange`:
    /// a busy table's light, not paper), or a table of nearly the card's grey past the edge (178
    /// against 200, under `paperTableContrast`; no tint in grey). The outline the photo closes is
    /// kept. (At 4 px the line search keeps the card's edge; at 3 px it keeps a line on the border,
    /// whose colours cannot be probed; at 5 px the ramp moves the line fitted off the border.)
    @Test func onlyAPlainMarginBeforeAnotherTableIsAdded() throws {
        let width = 900, height = 700
        func scene(table: UInt8, rampedMargin: Bool) throws -> Image {
            var pixels = [UInt8](repeating: table, count: width * height)
            for y in 110..<488 {
                for x in 4..<603 {
                    let photo = x < 180 && x >= 25 && y >= 150 && y < 440
                    pixels[y * width + x] = photo ? 90 : rampedMargin && x < 25 ? UInt8(150 + (x - 4) * 100 / 21) : 200
                }
            }
            return try Image.fromPixels(pixels, width: width, height: height, channels: 1)
        }
        let detector = DocumentDetector(specifications: [.id1])
        func widened(_ image: Image) throws -> Quad? {
            let search = try DocumentOutline.Search(in: image, workingSize: 900, minimumAreaShare: 0.02)
            let inner = DocumentOutline(quad: Quad.rect(x: 25, y: 110, width: 578, height: 378), sideSupport: [1, 1, 1, 0.3],
                                        sideStrength: [20, 20, 20, 20], sideCoherence: [1, 1, 1, 1], sideOverrun: [0, 0, 0, 0], method: .edges)
            let a = OutlineAssessment(inner, imageWidth: width, imageHeight: height)
            let m = try #require(SpecificationMatch.best(for: inner.quad, among: [.id1], perspectiveAllowance: detector.perspectiveAllowance))
            return try detector.widenedToBorder(a, m, search: search, image: image)?.1.quad
        }
        #expect(try widened(try scene(table: 40, rampedMargin: false)) != nil)
        #expect(try widened(try scene(table: 40, rampedMargin: true)) == nil)
        #expect(try widened(try scene(table: 178, rampedMargin: false)) == nil)
    }
}
