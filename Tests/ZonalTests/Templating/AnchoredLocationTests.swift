import Foundation
import Testing
@testable import Zonal

/// Label-anchored locations: where the region goes beside a found label, and which label a
/// search pass's text gives (words first, then lines; `until` ends the region at the next label).
struct AnchoredLocationTests {
    func anchor(_ label: String, place: AnchoredLocation.Placement = .right, until: String? = nil) throws -> AnchoredLocation {
        AnchoredLocation(label: try TextPattern(label), labelPattern: label, searchArea: .whole, placement: place,
                         dx: 0.01, dy: 0, width: 0.5, height: 0.1, fallback: nil, until: try until.map { try TextPattern($0) })
    }

    /// A pass over the whole document, 1000×500 px, no padding: words at given pixel boxes.
    func pass(_ words: [(String, Int, Int)]) -> AnchorSearch.Pass {
        var symbols: [OCRSymbol] = []
        var lastY = -1
        for (word, x, y) in words {
            for (i, character) in word.enumerated() {
                let box = PixelBox(x0: x + i * 20, y0: y, x1: x + i * 20 + 18, y1: y + 30)
                symbols.append(OCRSymbol(text: String(character), confidence: 90, box: box, alternatives: [],
                                         startsWord: i == 0, startsLine: i == 0 && y != lastY && lastY >= 0))
            }
            lastY = y
        }
        return AnchorSearch.Pass(text: RecognizedText(symbols: symbols), area: .whole, width: 1000, height: 500, padding: 0)
    }

    @Test func regionRightOfTheLabelCentredOnItAndClipped() throws {
        let label = RelativeRect(x: 0.3, y: 0.4, width: 0.04, height: 0.06)
        let region = try #require(try anchor("x").region(besideLabel: label))
        #expect(abs(region.x - 0.35) < 1e-9 && abs(region.y - 0.38) < 1e-9 && abs(region.width - 0.5) < 1e-9 && abs(region.height - 0.1) < 1e-9)
        let clipped = try #require(try anchor("x").region(besideLabel: RelativeRect(x: 0.7, y: 0.4, width: 0.04, height: 0.06)))
        #expect(abs(clipped.x + clipped.width - 1) < 1e-9)
        let below = try #require(try anchor("x", place: .below).region(besideLabel: label))
        #expect(abs(below.x - 0.31) < 1e-9 && abs(below.y - 0.46) < 1e-9)
        #expect(try anchor("x").region(besideLabel: RelativeRect(x: 0.99, y: 0.4, width: 0.01, height: 0.06)) == nil)
    }

    /// `below`: the value starts under the label phrase's first word (`NOM / Surname` found by
    /// `Surname`), not under the match, and not under a word of the next column to its left.
    @Test func belowStartsUnderTheLabelPhrase() throws {
        let text = pass([("X", 0, 100), ("NOM", 100, 100), ("/", 180, 100), ("Surname", 220, 100)])
        let below = try #require(AnchorSearch.region(of: try anchor("^Surname$", place: .below), in: text))
        #expect(abs(below.x - 0.11) < 1e-9, "phrase starts at NOM (x 100 px), 0.01 right of it; the X 82 px away is another column")
        let right = try #require(AnchorSearch.region(of: try anchor("^Surname$"), in: text))
        #expect(abs(right.x - (0.358 + 0.01)) < 1e-9, "right of the match's own end (Surname ends at 358 px)")
    }

    /// The phrase's words are those on the rows of the whole match: Tesseract boxed only the top
    /// of `Place`'s `P` and the bottom of `Lieu`'s `u`, rows apart, and the phrase stopped at `de`
    /// (an ID-front photo, seed 93, the 54th: the region under it cut the `B` off `BRNO`).
    @Test func aPhraseTakesInWordsBoxedOnOtherRowsOfItsLine() throws {
        var text = pass([("Lieu", 100, 100), ("de", 200, 100), ("/", 260, 100), ("Place", 300, 100), ("of", 420, 100), ("birth", 480, 100)]).text
        let u = try #require(text.characters.firstIndex { $0.character == "u" })
        let p = try #require(text.characters.firstIndex { $0.character == "P" })
        text.characters[u].box = text.characters[u].box.map { PixelBox(x0: $0.x0, y0: 120, x1: $0.x1, y1: 130) }
        text.characters[p].box = text.characters[p].box.map { PixelBox(x0: $0.x0, y0: 100, x1: $0.x1, y1: 114) }
        let searched = AnchorSearch.Pass(text: text, area: .whole, width: 1000, height: 500, padding: 0)
        let below = try #require(AnchorSearch.region(of: try anchor(#"P[lh]ace\s*[oa][ft]\s*b"#, place: .below), in: searched))
        #expect(abs(below.x - 0.11) < 1e-9, "the phrase starts at Lieu (x 100 px), not at de (x 200 px)")
    }

    @Test func labelFoundAsAWordThenAsALine() throws {
        let text = pass([("1.", 300, 100), ("MUSTER", 380, 100), ("4a.", 300, 200), ("11.05.16", 380, 200), ("4b.", 600, 200),
                         ("Date", 300, 300), ("of", 400, 300), ("birth", 460, 300)])
        let four = try #require(AnchorSearch.locate(try TextPattern(#"^4a\.$"#), in: text))
        #expect(abs(four.x - 0.3) < 1e-9 && abs(four.y - 0.4) < 1e-9)
        let phrase = try #require(AnchorSearch.locate(try TextPattern("Date of birth"), in: text))
        #expect(abs(phrase.x - 0.3) < 1e-9 && abs(phrase.y - 0.6) < 1e-9)
        #expect(AnchorSearch.locate(try TextPattern(#"^9\.$"#), in: text) == nil)
        // 4a's region stops before the 4b label on its line.
        let region = try #require(AnchorSearch.region(of: try anchor(#"^4a\.$"#, until: #"^4[ab]\.$"#), in: text))
        #expect(abs(region.x + region.width - 0.596) < 1e-9)
        let open = try #require(AnchorSearch.region(of: try anchor(#"^4a\.$"#), in: text))
        #expect(open.x + open.width > 0.8)
    }

    /// A label's box ends at its letters' baseline, give or take a descender: Tesseract took the
    /// accent of the `È` below `Surname` into one letter's box, and the region placed below that
    /// box began under the accent (a clean ID front read `LEFÈVRE` as `LEFEVRE`).
    @Test func aLabelLettersBoxReachingTheValueBelowDoesNotMoveTheRegion() throws {
        func symbols(_ bottoms: [Int]) -> AnchorSearch.Pass {
            let symbols = bottoms.enumerated().map { i, bottom in
                OCRSymbol(text: String(Array("Surname")[i]), confidence: 90, box: PixelBox(x0: 100 + i * 20, y0: i == 0 ? 100 : 108, x1: 118 + i * 20, y1: bottom),
                          alternatives: [], startsWord: i == 0, startsLine: false)
            }
            return AnchorSearch.Pass(text: RecognizedText(symbols: symbols), area: .whole, width: 1000, height: 500, padding: 0)
        }
        let plain = try #require(AnchorSearch.locate(try TextPattern("^Surname$"), in: symbols([120, 120, 120, 120, 120, 120, 120])))
        let reaching = try #require(AnchorSearch.locate(try TextPattern("^Surname$"), in: symbols([120, 120, 120, 120, 120, 142, 120])))
        #expect(abs(reaching.y + reaching.height - 0.24) < 1e-9 && abs(plain.y + plain.height - 0.24) < 1e-9, "baseline at 120 px of 500")
        // A descender (5 px below a 20 px tall label) stays in the box.
        let descending = try #require(AnchorSearch.locate(try TextPattern("^Surname$"), in: symbols([120, 120, 120, 120, 125, 120, 120])))
        #expect(abs(descending.y + descending.height - 0.25) < 1e-9)
    }

    /// That ID front, generated clean (seed 61, the fourth of 40: `zonal synth --formats
    /// idfront --count 40 --seed 61`): its surname `LEFÈVRE` is read with its accent.
    @Test func theValueBelowALabelIsReadWithItsAccent() async throws {
        let options = SynthesisOptions(count: 40, seed: 61, documents: [.idFront], preset: .clean, dpi: 300)
        let sample = try Synthesizer.sample(index: 3, options: options)
        #expect(sample.truth.visual?["surname"] == "LEFÈVRE")
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("id-front.json"))
        let recognizer = TemplateRecognizer(template: try TemplateLoader.load(path: file.path), textPool: EnginePool(size: 1, model: .eng),
                                            mrzReader: MRZReader(pool: EnginePool(size: 1)))
        let result = try await recognizer.read(image: try ImageLoader().decode(sample.bytes, name: sample.truth.image, gray: false), name: "sample")
        let surname = try #require(result.fields["surname"])
        #expect(surname.value == "LEFÈVRE" && surname.verdict == .valid, "\(surname)")
    }
}
