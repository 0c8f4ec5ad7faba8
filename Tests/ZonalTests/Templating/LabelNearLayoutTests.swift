import Foundation
import Testing
@testable import Zonal

/// Which match of a label places a group when a search pass reads two: a licence's number labels
/// read alike when blurred (`5.` as `s.`), and the more confident match a row away from where the
/// layout prints the label put the address region on the licence number.
@Suite(.serialized) struct LabelNearLayoutTests {
    /// A pass over the whole document, 1000×500 px, no padding: labels at pixel boxes, with their confidences.
    func pass(_ words: [(text: String, x: Int, y: Int, confidence: Double)]) -> AnchorSearch.Pass {
        var symbols: [OCRSymbol] = []
        for (n, word) in words.enumerated() {
            for (i, character) in word.text.enumerated() {
                let box = PixelBox(x0: word.x + i * 20, y0: word.y, x1: word.x + i * 20 + 18, y1: word.y + 30)
                symbols.append(OCRSymbol(text: String(character), confidence: word.confidence, box: box, alternatives: [],
                                         startsWord: i == 0, startsLine: i == 0 && n > 0))
            }
        }
        return AnchorSearch.Pass(text: RecognizedText(symbols: symbols), area: .whole, width: 1000, height: 500, padding: 0)
    }

    func anchor(fallback: RelativeRect?) throws -> AnchoredLocation {
        AnchoredLocation(label: try TextPattern(#"^[8s]\.$"#), labelPattern: #"^[8s]\.$"#, searchArea: .whole, placement: .right,
                         dx: 0.01, dy: 0, width: 0.5, height: 0.1, fallback: fallback, until: nil)
    }

    @Test func theMatchWhereTheLayoutPrintsTheLabelIsPreferred() throws {
        // `s.` (the 5's label, read surer) at 200 px; `8.` at 300 px, where the layout prints it:
        // a label 30 px tall there gives a region centred at 0.63, from 0.58.
        let text = pass([("s.", 100, 200, 95), ("8.", 100, 300, 70)])
        let layout = RelativeRect(x: 0.15, y: 0.58, width: 0.5, height: 0.1)
        let placed = try #require(AnchorSearch.region(of: try anchor(fallback: layout), in: text))
        #expect(abs(placed.y - 0.58) < 1e-9, "placed at \(placed.y)")
        // Without a layout position, the surer match.
        let unplaced = try #require(AnchorSearch.region(of: try anchor(fallback: nil), in: text))
        #expect(abs(unplaced.y - 0.38) < 1e-9, "placed at \(unplaced.y)")
        // A lone match far from the layout (the outline cut a row off) is still taken.
        let lone = try #require(AnchorSearch.region(of: try anchor(fallback: layout), in: pass([("s.", 100, 200, 95)])))
        #expect(abs(lone.y - 0.38) < 1e-9, "placed at \(lone.y)")
    }

    /// Licence photos whose address region was placed on the licence number: seed 52's 25th and
    /// 40th, where both labels were read and the surer one was a row off; seed 52's 28th and seed
    /// 72's 17th and 40th, where only the 5's label, read `s.`, matched the address's pattern.
    @Test(arguments: [(52, 24), (52, 39), (52, 27), (72, 16), (72, 39)])
    func aLicencesAddressIsReadBesideItsOwnLabel(seed: UInt64, index: Int) async throws {
        // `zonal synth --formats dl --preset photo --count 60 --seed SEED`
        let options = SynthesisOptions(count: 60, seed: seed, documents: [.drivingLicense], preset: .photo)
        let sample = try Synthesizer.sample(index: index, options: options)
        let image = try ImageLoader().decode(sample.bytes, name: sample.truth.image, gray: false)
        let recognizer = TemplateRecognizer(template: try IDLayout.drivingLicense.template(), textPool: LayoutTemplateTests.textPool,
                                            mrzReader: LayoutTemplateTests.mrzReader)
        let result = try await recognizer.read(image: image, name: sample.truth.image)
        let address = try #require(sample.truth.visual?["address"])
        #expect(result.fields["address"]?.value == address, "\(sample.truth.image): \(result.fields["address"]?.reasons ?? [])")
    }
}
