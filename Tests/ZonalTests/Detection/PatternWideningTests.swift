import Testing
@testable import Zonal

/// Outlines closed by a line of the card's print and seen at an angle
/// (`DocumentDetector.widenedAgainstPattern`): the side is moved out over a plain strip to an edge
/// past which the table is patterned.
@Suite struct PatternWideningTests {
    /// `zonal synth --formats idfront --preset photo --count 60 --seed 51`, the 22nd and 42nd
    /// (4.4% and 5.1% off before), and `--formats dl --seed 52`, the 44th (4.5%): each at an
    /// angle on a checked cloth. The 2nd of seed 51 (6.1%) has two sides closed by lines of its
    /// print, and both are moved. The 41st of the held-out licences seed 92 (3.1%): its margin
    /// spans 28 grey levels (spread 9) beside checks spanning 148 (`plainAgainstPattern`).
    @Test(arguments: [(SyntheticDocument.idFront, UInt64(51), 21), (.idFront, 51, 41), (.drivingLicense, 52, 43), (.idFront, 51, 1),
                      (.drivingLicense, 92, 40)])
    func aCardSeenAtAnAngleIsWidenedOverItsMarginToTheCloth(kind: SyntheticDocument, seed: UInt64, index: Int) async throws {
        let sample = try DetectionScenes.sample(index, of: SynthesisOptions(count: 60, seed: seed, documents: [kind], preset: .photo))
        #expect(sample.truth.conditions.contains(.background))
        #expect(sample.truth.conditions.contains(.perspective))
        let detection = try await DocumentDetector(specifications: [.id1]).detect(sample.image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(detection.status == .found && error < 0.02, "\(sample.truth.image): \(detection.status) \(String(format: "%.3f", error))")
    }

    /// A strip lying mostly on one colour of a cloth has the spread of paper (half its pixels or
    /// more are one grey) but not its range; that is what tells a shadow on the cloth from a
    /// card's margin.
    @Test func aStripMostlyOnOneColourOfTheClothHasARangeThatPaperHasNot() throws {
        // A card (235) left of a cloth striped 30 pixels light (225), 10 dark (70).
        let width = 800, height = 600
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                pixels[y * width + x] = x < 400 ? 235 : (x % 40 < 30 ? 225 : 70)
            }
        }
        let image = try Image.fromPixels(pixels, width: width, height: height, channels: 1)
        let search = try DocumentOutline.Search(in: image, workingSize: 800, minimumAreaShare: 0.02)
        let paper = try #require(try search.greyLevels(inside: Quad.rect(x: 100, y: 100, width: 200, height: 400)))
        let cloth = try #require(try search.greyLevels(inside: Quad.rect(x: 440, y: 100, width: 200, height: 400)))
        #expect(paper.spread <= DocumentDetector.wideningSpread && paper.range <= DocumentDetector.patternStripRange, "paper \(paper)")
        #expect(cloth.spread <= DocumentDetector.wideningSpread, "cloth spread \(cloth.spread)")
        #expect(cloth.range >= DocumentDetector.patternTableRange, "cloth range \(cloth.range)")
    }

    /// A margin a little less plain than paper counts beside a cloth that spans three times as
    /// much; a shadow's strip does not: on a cloth it spans about as much as the cloth past it,
    /// beside a busy desk it is darker than the page.
    @Test func aMarginIsPlainAgainstTheClothBesideIt() {
        let levels = { (spread: Double, range: Double, median: Double) in (spread: spread, range: range, median: median) }
        let page = levels(15, 60, 183)
        #expect(DocumentDetector.plainAgainstPattern(strip: levels(3, 15, 230), table: levels(30, 60, 150), page: page))
        #expect(DocumentDetector.plainAgainstPattern(strip: levels(9, 28, 233), table: levels(63, 148, 162), page: page))
        #expect(!DocumentDetector.plainAgainstPattern(strip: levels(9, 28, 233), table: levels(40, 50, 162), page: page))
        #expect(!DocumentDetector.plainAgainstPattern(strip: levels(10, 40, 233), table: levels(20, 110, 162), page: page))
        #expect(!DocumentDetector.plainAgainstPattern(strip: levels(14, 30, 233), table: levels(60, 150, 162), page: page))
        // As plain beside a busy desk, but darker than the page: a drop shadow.
        #expect(!DocumentDetector.plainAgainstPattern(strip: levels(9, 28, 120), table: levels(63, 148, 162), page: levels(15, 60, 237)))
        #expect(!DocumentDetector.plainAgainstPattern(strip: levels(9, 28, 233), table: levels(63, 148, 162), page: nil))
    }

    @Test func aSideMovesOutAlongTheSidesBesideIt() {
        let quad = Quad.rect(x: 100, y: 100, width: 400, height: 200)
        let moved = DocumentDetector.moved(3, of: quad, by: 20)
        #expect(moved.topLeft == Point(x: 80, y: 100) && moved.bottomLeft == Point(x: 80, y: 300))
        #expect(moved.topRight == quad.topRight && moved.bottomRight == quad.bottomRight)
    }
}
