import Testing
@testable import Zonal

/// Outlines closed by a line of a checked cloth just past the card
/// (`DocumentDetector.narrowedAgainstPattern`): the side is moved in off the strip of cloth to
/// the card's edge, past which its margin is plain.
@Suite struct PatternNarrowingTests {
    /// `zonal synth --formats idfront --preset photo --count 60 --seed 81`, the 16th, and
    /// `--formats dl --seed 52`, the 52nd: each on a checked cloth, the detector's answer had a
    /// side on the boundary of a row of squares just past the card (2.2% and 2.3% off before).
    @Test(arguments: [(SyntheticDocument.idFront, UInt64(81), 15), (.drivingLicense, 52, 51)])
    func aSideOnTheClothPastTheCardIsMovedInToItsEdge(kind: SyntheticDocument, seed: UInt64, index: Int) async throws {
        let sample = try DetectionScenes.sample(index, of: SynthesisOptions(count: 60, seed: seed, documents: [kind], preset: .photo))
        #expect(sample.truth.conditions.contains(.background))
        let detection = try await DocumentDetector(specifications: [.id1]).detect(sample.image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(detection.status == .found && error < 0.01, "\(sample.truth.image): \(detection.status) \(String(format: "%.3f", error))")
    }

    /// A plain card (grey 235, 412 × 260 at (200, 210)) on a cloth of 40-pixel squares (200 and
    /// 60) whose rows meet 10 pixels below the card: an outline closed by that line is moved in
    /// to the card's bottom edge.
    @Test func anOutlineClosedByARowOfSquaresIsNarrowedToTheCard() throws {
        let image = try Self.card(table: { x, y in (x / 40 + y / 40) % 2 == 0 ? 200 : 60 })
        let (_, match) = try #require(try Self.narrowed(image))
        // Found at the working resolution, refined at full resolution as the detector does.
        let quad = try DocumentDetector(specifications: [.id1]).refined(match.quad, in: image)
        let bottom = quad.corners.sorted { $0.y > $1.y }.prefix(2)
        #expect(bottom.allSatisfy { abs($0.y - 470) <= 1 }, "\(quad)")
    }

    /// The same outline on a plain table, with a strip of two-colour print along the card's
    /// bottom (a footer): past the side there is no cloth, so nothing is moved.
    @Test func aStripOfPrintOnAPlainTableIsNotTakenForTheCloth() throws {
        let image = try Self.card(table: { _, _ in 120 }, bottomBand: { x in x % 12 < 6 ? 235 : 60 })
        #expect(try Self.narrowed(image)?.0.outline.quad == nil)
    }

    /// 1000 × 750: the card from (200, 210) to (612, 470), the table around it; `bottomBand`
    /// paints the outline's last 10 rows (470–480) instead of the table.
    private static func card(table: (Int, Int) -> UInt8, bottomBand: ((Int) -> UInt8)? = nil) throws -> Image {
        let width = 1000, height = 750
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let onCard = x >= 200 && x < 612 && y >= 210 && y < 470
                let inBand = x >= 200 && x < 612 && y >= 470 && y < 480
                pixels[y * width + x] = onCard ? 235 : inBand ? bottomBand?(x) ?? table(x, y) : table(x, y)
            }
        }
        return try Image.fromPixels(pixels, width: width, height: height, channels: 1)
    }

    /// The outline (200, 210)–(612, 480), well seen, narrowed by the detector (nil: not moved).
    private static func narrowed(_ image: Image) throws -> (OutlineAssessment, SpecificationMatch)? {
        let detector = DocumentDetector(specifications: [.id1])
        let outline = DocumentOutline(quad: Quad.rect(x: 200, y: 210, width: 412, height: 270), sideSupport: [1, 1, 1, 1],
                                      sideStrength: [20, 20, 20, 20], sideCoherence: [1, 1, 1, 1], sideOverrun: [0, 0, 0, 0], method: .edges)
        let match = try #require(SpecificationMatch.best(for: outline.quad, among: [.id1], perspectiveAllowance: detector.perspectiveAllowance))
        let search = try DocumentOutline.Search(in: image, workingSize: detector.workingSize, minimumAreaShare: 0.02)
        return try detector.narrowedAgainstPattern(OutlineAssessment(outline, imageWidth: image.width, imageHeight: image.height), match,
                                                   search: search, image: image)
    }
}
