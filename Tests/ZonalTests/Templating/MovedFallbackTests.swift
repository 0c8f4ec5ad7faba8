import Foundation
import Testing
@testable import Zonal

/// A group whose label the search pass missed takes its fallback moved by the median of how far
/// its found neighbours' regions lie from their fallbacks: up or down for labels with the value
/// to their right, in both directions for labels above their value.
struct MovedFallbackTests {
    /// A pass over the whole document, 1000×500 px: one-glyph-per-20-px words at pixel positions.
    func pass(_ words: [(String, Int, Int)]) -> AnchorSearch.Pass {
        var symbols: [OCRSymbol] = []
        for (index, (word, x, y)) in words.enumerated() {
            for (i, character) in word.enumerated() {
                let box = PixelBox(x0: x + i * 20, y0: y, x1: x + i * 20 + 18, y1: y + 30)
                symbols.append(OCRSymbol(text: String(character), confidence: 90, box: box, alternatives: [],
                                         startsWord: i == 0, startsLine: i == 0 && index > 0))
            }
        }
        return AnchorSearch.Pass(text: RecognizedText(symbols: symbols), area: .whole, width: 1000, height: 500, padding: 0)
    }

    func anchor(_ label: String, fallbackY: Double, place: AnchoredLocation.Placement = .right) throws -> AnchoredLocation {
        AnchoredLocation(label: try TextPattern(label), labelPattern: label, searchArea: .whole, placement: place,
                         dx: 0.01, dy: 0, width: 0.5, height: 0.1, fallback: RelativeRect(x: 0.4, y: fallbackY, width: 0.5, height: 0.1))
    }

    /// Labels `1.` and `2.` found 0.02 lower than the layout prints them, `4.` 0.06 lower (its
    /// layout position a little off): label `3.`, unread, is placed 0.02 lower; sideways not at all.
    @Test func aMissingLabelMovesAsItsNeighboursMostlyDid() throws {
        // Each label is 30 px (0.06) high: its region's centre is the label's centre.
        let text = pass([("1.", 300, 100), ("2.", 300, 175), ("4.", 300, 325)])
        let one = try anchor(#"^1\.$"#, fallbackY: 0.16), two = try anchor(#"^2\.$"#, fallbackY: 0.31)
        let four = try anchor(#"^4\.$"#, fallbackY: 0.57)
        let three = try anchor(#"^3\.$"#, fallbackY: 0.46)
        let moved = try #require(AnchorSearch.fallback(of: three, movedLike: [one, two, four], in: text, maximumRows: 0.9)?.rect)
        #expect(abs(moved.y - 0.48) < 1e-9, "\(moved)")
        #expect(abs(moved.x - 0.4) < 1e-9 && abs(moved.width - 0.5) < 1e-9 && abs(moved.height - 0.1) < 1e-9)
    }

    /// A label above its value starts where the value starts: neighbours of that kind move the
    /// fallback sideways too.
    @Test func labelsAboveTheirValuesMoveTheFallbackSideways() throws {
        let text = pass([("Name", 420, 100), ("Sex", 420, 200)])
        let name = try anchor("^Name$", fallbackY: 0.26, place: .below), sex = try anchor("^Sex$", fallbackY: 0.46, place: .below)
        let birth = try anchor("^Birth$", fallbackY: 0.66, place: .below)
        let moved = try #require(AnchorSearch.fallback(of: birth, movedLike: [name, sex], in: text, maximumRows: 0.9)?.rect)
        // Each region starts 0.01 right of its label (0.42) and just below it: 0.03 right, 0 down.
        #expect(abs(moved.x - 0.43) < 1e-9 && abs(moved.y - 0.66) < 1e-9, "\(moved)")
    }

    /// A neighbour found further than `maximumRows` region heights from its fallback is a stray
    /// match and counts for nothing; one neighbour alone, or a neighbour searched in another
    /// area, moves nothing (the second pass looks for the label instead).
    @Test func strayLoneOrElsewhereNeighboursMoveNothing() throws {
        let text = pass([("1.", 300, 300), ("2.", 300, 175)])
        let one = try anchor(#"^1\.$"#, fallbackY: 0.16), two = try anchor(#"^2\.$"#, fallbackY: 0.31)
        let three = try anchor(#"^3\.$"#, fallbackY: 0.46)
        #expect(AnchorSearch.fallback(of: three, movedLike: [one, two], in: text, maximumRows: 0.9) == nil,
                "1. found 4.4 rows down is stray, and 2. alone is too few")
        #expect(AnchorSearch.fallback(of: three, movedLike: [two], in: text, maximumRows: 0.9, minimumNeighbours: 1) != nil)
        let elsewhere = AnchoredLocation(label: try TextPattern(#"^1\.$"#), labelPattern: #"^1\.$"#, searchArea: RelativeRect(x: 0, y: 0, width: 0.5, height: 1),
                                         placement: .right, dx: 0.01, dy: 0, width: 0.5, height: 0.1,
                                         fallback: RelativeRect(x: 0.4, y: 0.58, width: 0.5, height: 0.1))
        #expect(AnchorSearch.fallback(of: three, movedLike: [two, elsewhere], in: text, maximumRows: 0.9) == nil,
                "a neighbour searched in another area was not read by this pass")
    }

    /// Labels right of which the values of one column start: where their values start shows where
    /// the missing label's value starts, whatever the labels' widths. The fallback, 0.4, is where
    /// the layout starts the column in an outline a few percent off; the values start at 0.36.
    @Test func aColumnsValuesStartTheRegionOfAMissingLabel() throws {
        let text = pass([("1.", 300, 100), ("AMY", 360, 100), ("2.", 300, 175), ("BO", 360, 175)])
        let one = try anchor(#"^1\.$"#, fallbackY: 0.16), two = try anchor(#"^2\.$"#, fallbackY: 0.31)
        let three = try anchor(#"^3\.$"#, fallbackY: 0.46)
        let moved = try #require(AnchorSearch.fallback(of: three, movedLike: [one, two], in: text, maximumRows: 0.9)?.rect)
        #expect(AnchorSearch.fallback(of: three, movedLike: [one, two], in: text, maximumRows: 0.9)?.widenedToColumn == true)
        // `valueMargin` before the values; the region's right end stays the layout's (0.9).
        #expect(abs(moved.x - (0.36 - AnchorSearch.valueMargin)) < 1e-9, "\(moved)")
        #expect(abs(moved.x + moved.width - 0.9) < 1e-9 && abs(moved.y - 0.48) < 1e-9, "\(moved)")
    }

    /// An outline's perspective error tilts the column: its start at the missing label's line is
    /// on the line through the others' (x = 0.45 − 0.2·y), not their median.
    @Test func aTiltedColumnIsFollowedToTheMissingLine() throws {
        // Label centres at y 0.23, 0.38 and 0.68; their values start at x 0.404, 0.374 and 0.314.
        let text = pass([("1.", 100, 100), ("AMY", 404, 100), ("2.", 100, 175), ("BO", 374, 175),
                         ("4.", 100, 325), ("CY", 314, 325)])
        let one = try anchor(#"^1\.$"#, fallbackY: 0.18), two = try anchor(#"^2\.$"#, fallbackY: 0.33)
        let four = try anchor(#"^4\.$"#, fallbackY: 0.63)
        let three = try anchor(#"^3\.$"#, fallbackY: 0.48)
        let moved = try #require(AnchorSearch.fallback(of: three, movedLike: [one, two, four], in: text, maximumRows: 0.9)?.rect)
        // The missing label's line is centred at 0.53: the column starts at 0.344 there.
        #expect(abs(moved.x - (0.344 - AnchorSearch.valueMargin)) < 0.002, "\(moved)")
        #expect(abs(moved.y - 0.48) < 1e-9, "\(moved)")
    }

    /// Values starting within `valueMargin` of the fallback, or right of it, leave it where it
    /// is: a region moved by a fraction of a letter reads differently as often worse, and one
    /// moved right could cut a value the layout starts further left.
    @Test func aColumnNeverMovesTheRegionRightOrByAFractionOfALetter() throws {
        let one = try anchor(#"^1\.$"#, fallbackY: 0.16), two = try anchor(#"^2\.$"#, fallbackY: 0.31)
        let three = try anchor(#"^3\.$"#, fallbackY: 0.46)
        for valueX in [405, 450] {
            let text = pass([("1.", 300, 100), ("AMY", valueX, 100), ("2.", 300, 175), ("BO", valueX, 175)])
            let moved = try #require(AnchorSearch.fallback(of: three, movedLike: [one, two], in: text, maximumRows: 0.9)?.rect)
            #expect(abs(moved.x - 0.4) < 1e-9 && abs(moved.width - 0.5) < 1e-9, "values at \(valueX): \(moved)")
            #expect(AnchorSearch.fallback(of: three, movedLike: [one, two], in: text, maximumRows: 0.9)?.widenedToColumn == false)
        }
    }

    /// Only neighbours of the same column say where its values start: a label whose layout
    /// starts its value elsewhere (an authority beside the expiry date) moves the region up or
    /// down only.
    @Test func anotherColumnsValuesDoNotMoveTheRegion() throws {
        let text = pass([("1.", 300, 100), ("AMY", 360, 100), ("2.", 300, 175), ("BO", 360, 175)])
        let one = try anchor(#"^1\.$"#, fallbackY: 0.16), two = try anchor(#"^2\.$"#, fallbackY: 0.31)
        let elsewhere = AnchoredLocation(label: try TextPattern(#"^4c\.$"#), labelPattern: #"^4c\.$"#, searchArea: .whole,
                                         placement: .right, dx: 0.01, dy: 0, width: 0.3, height: 0.1,
                                         fallback: RelativeRect(x: 0.7, y: 0.46, width: 0.25, height: 0.1))
        let moved = try #require(AnchorSearch.fallback(of: elsewhere, movedLike: [one, two], in: text, maximumRows: 0.9)?.rect)
        #expect(abs(moved.x - 0.7) < 1e-9 && abs(moved.y - 0.48) < 1e-9, "\(moved)")
    }

    /// Licence photo seed 96, the 12th: its left edge lost in the light, the outline 4% narrow,
    /// and the labels `8.` and `9.` unread. Placed at the layout's column in that outline, the
    /// address and categories lost their first letter (`'IAZZA DANTE`, `M/A2/A/B/T`); placed
    /// where the column's other values start, they read whole. Read without the template's
    /// `marks`: along its emblem, they move that outline's left side out to the card's edge (1.1%).
    @Test func aLicenceOutlineTooNarrowStillReadsItsUnlabelledValuesWhole() async throws {
        // `zonal synth --formats dl --preset photo --count 60 --seed 96`
        let sample = try Synthesizer.sample(index: 11, options: SynthesisOptions(count: 60, seed: 96, documents: [.drivingLicense], preset: .photo))
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("driving-license.json"))
        var template = try TemplateLoader.load(path: file.path)
        for index in template.classes.indices { template.classes[index].marks = [] }
        let recognizer = TemplateRecognizer(template: template, textPool: OutlineAlternativesTests.textPool, mrzReader: OutlineAlternativesTests.mrzReader)
        let result = try await recognizer.read(image: try ImageLoader().decode(sample.bytes, name: sample.truth.image, gray: false), name: "sample")
        let truth = sample.truth
        let error = DetectionScenes.outlineError(of: result, truth.document.quad)
        #expect(error > 0.02, "the outline is no longer off (\(error)): this test no longer shows the column")
        for field in ["address", "categories", "surname", "documentNumber"] {
            #expect(result.fields[field]?.value == truth.visual?[field], "\(field)")
        }
    }
}
