import Testing
@testable import Zonal

/// Outlines closed by a line of the card's print, seen at an angle on a plain table
/// (`DocumentDetector.widenedOverPaper`): the side is moved out over a strip of the card's own
/// paper to an edge past which the table is another grey.
@Suite struct PaperWideningTests {
    /// `zonal synth --formats idfront --preset photo --count 60 --seed 81`, the 57th: a card at an
    /// angle whose outline was closed by a line of its guilloche 35 px inside its left edge (3.3%
    /// off); the strip past it is as light as the card, the table past the edge 100 levels darker.
    @Test func aCardSeenAtAnAngleIsWidenedOverItsPaperToThePlainTable() async throws {
        let sample = try DetectionScenes.sample(56, of: SynthesisOptions(count: 60, seed: 81, documents: [.idFront], preset: .photo))
        #expect(sample.truth.conditions.contains(.perspective))
        let detection = try await DocumentDetector(specifications: [.id1]).detect(sample.image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(detection.status == .found && error < 0.02, "\(sample.truth.image): \(detection.status) \(String(format: "%.3f", error))")
    }

    /// `zonal synth --formats dl --preset photo --count 60 --seed 92` (a held-out set), the 27th: a
    /// pink licence at an angle on a grey table as light as it (155 against 158), its best outline
    /// closed by a line of its guilloche 35 px inside its left edge, and not vouched for (a weakly
    /// seen side). That answer is widened too, over the strip of pink paper to the grey table
    /// (before: 3.1% off, the strip and the table told apart by neither grey nor texture).
    @Test func anAnswerNotVouchedForIsWidenedOverItsTintedPaper() async throws {
        let sample = try DetectionScenes.sample(26, of: SynthesisOptions(count: 60, seed: 92, documents: [.drivingLicense], preset: .photo))
        let detection = try await DocumentDetector(specifications: [.id1]).detect(sample.image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(detection.status == .notFound && error < 0.02, "\(sample.truth.image): \(detection.status) \(String(format: "%.3f", error))")
    }

    /// `zonal synth --formats dl --preset photo --count 60 --seed 98`, the 27th: a French licence
    /// at an angle whose best outline was closed 3 mm inside its left edge by its emblem and
    /// portrait (3.4% off). Inside that side is darker print, not paper; the strip past it is as
    /// light as the page, so it is held against the page's paper and widened to the edge.
    @Test func anOutlineAlongAPictureNearTheMarginIsWidenedOverThePaperPastIt() async throws {
        let sample = try DetectionScenes.sample(26, of: SynthesisOptions(count: 60, seed: 98, documents: [.drivingLicense], preset: .photo))
        let detection = try await DocumentDetector(specifications: [.id1]).detect(sample.image)
        let error = detection.quad.map { DetectionScenes.outlineError($0, sample.quad) } ?? 1
        #expect(error < 0.02, "\(sample.truth.image): \(detection.status) \(String(format: "%.3f", error))")
    }

    /// The paper a strip past a side is held against: the strip inside the side when it is as
    /// light as the strip past it; the page's when darker print lies inside the side and the strip
    /// past it is as light as the page; none when the strip past the side is darker than what is
    /// inside it (a card's light margin against a darker table: the side is the card's edge).
    @Test func aSideAlongDarkerPrintIsHeldAgainstThePagesPaper() throws {
        // A page of paper (200) with a dark picture (60) on a fifth of it.
        let width = 800, height = 600
        var pixels = [UInt8](repeating: 200, count: width * height)
        for y in 100..<500 { for x in 100..<260 { pixels[y * width + x] = 60 } }
        let image = try Image.fromPixels(pixels, width: width, height: height, channels: 1)
        let search = try DocumentOutline.Search(in: image, workingSize: 800, minimumAreaShare: 0.02)
        let page = Quad.rect(x: 0, y: 0, width: 800, height: 600)
        let detector = DocumentDetector(specifications: [.id1])
        let level = { (median: Double) in (spread: 2.0, range: 10.0, median: median) }
        let alike = try #require(try detector.paper(inside: level(190), past: level(205), page: page, search: search))
        #expect(alike.0.median == 190 && alike.1 == 15)
        let picture = try #require(try detector.paper(inside: level(90), past: level(185), page: page, search: search))
        #expect(abs(picture.0.median - 200) <= 2 && abs(picture.1 - 15) <= 2, "\(picture)")
        #expect(try detector.paper(inside: level(206), past: level(153), page: page, search: search) == nil)
        #expect(try detector.paper(inside: level(60), past: level(240), page: page, search: search) == nil)
    }

    /// The median tint of a region, which tells a tinted paper from a grey table as light as it.
    @Test func chromaGivesTheRegionsTint() throws {
        // Pink paper left of a grey table; the same in either channel order (red and blue alike).
        let width = 800, height = 600
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let colour: [UInt8] = x < 400 ? [225, 200, 225] : [210, 210, 210]
                for c in 0..<3 { pixels[(y * width + x) * 3 + c] = colour[c] }
            }
        }
        let image = try Image.fromPixels(pixels, width: width, height: height, channels: 3)
        let search = try DocumentOutline.Search(in: image, workingSize: 800, minimumAreaShare: 0.02)
        let paper = try #require(try search.chroma(inside: Quad.rect(x: 100, y: 100, width: 200, height: 400)))
        let table = try #require(try search.chroma(inside: Quad.rect(x: 460, y: 100, width: 200, height: 400)))
        #expect(abs(table.a) < 0.5 && abs(table.b) < 0.5, "table \(table)")
        #expect(paper.a > DocumentDetector.paperTintContrast, "paper \(paper)")
        #expect(try search.chroma(inside: Quad.rect(x: 100, y: 100, width: 1, height: 1)) == nil)
    }

    /// The median of a region's grey levels, which tells the paper from the table.
    @Test func greyLevelsGiveTheRegionsMedian() throws {
        // Paper (230) left of a table (120), a few darker lines of print on the paper.
        let width = 800, height = 600
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                pixels[y * width + x] = x < 400 ? (y % 50 < 3 ? 60 : 230) : 120
            }
        }
        let image = try Image.fromPixels(pixels, width: width, height: height, channels: 1)
        let search = try DocumentOutline.Search(in: image, workingSize: 800, minimumAreaShare: 0.02)
        let paper = try #require(try search.greyLevels(inside: Quad.rect(x: 100, y: 100, width: 200, height: 400)))
        let table = try #require(try search.greyLevels(inside: Quad.rect(x: 460, y: 100, width: 200, height: 400)))
        #expect(abs(paper.median - 230) <= 2, "paper \(paper)")
        #expect(abs(table.median - 120) <= 2, "table \(table)")
    }
}
