import Foundation
import Testing
@testable import Zonal

/// The templating chain end to end on synthetic TD1 cards cut to their page (fullImage detector):
/// classification, classifier, extraction, MRZ and image processors, states.
@Suite(.serialized) struct TemplateRecognizerTests {
    static let textPool = EnginePool(size: 1, model: .eng)
    static let mrzReader = MRZReader(pool: EnginePool(size: 1))

    /// A clean TD1 card, cropped to its page, and its truth.
    static func card(seed: UInt64) throws -> (image: Image, truth: SampleTruth) {
        let options = SynthesisOptions(count: 1, seed: seed, formats: [.td1], preset: .clean, dpi: 300)
        let sample = try Synthesizer.sample(index: 0, options: options)
        let image = try ImageLoader().decode(sample.bytes, name: "card", gray: false)
        let quad = sample.truth.document.quad
        let cropped = try image.cropped(x: Int(quad.topLeft.x.rounded()), y: Int(quad.topLeft.y.rounded()),
                                        width: Int(quad.width.rounded()), height: Int(quad.height.rounded()))
        return (cropped, sample.truth)
    }

    static func template(classes: String) -> String {
        """
        { "name": "test-td1", "detector": { "fullImage": { "widthMM": 85.6, "heightMM": 54 } }, "classes": \(classes) }
        """
    }

    static let cardClass = """
    { "name": "card",
      "classification": [{ "id": "titleGroup", "location": [0.52, 0.04, 0.47, 0.07], "dewarp": { "dpi": 300 },
                           "processors": [{ "parsers": [{ "id": "title", "raw": {} }] }] }],
      "classifier": { "matches": { "field": "title", "regex": "IDENT|RESID" } },
      "extraction": [
        { "id": "numberGroup", "location": [0.31, 0.53, 0.33, 0.07], "dewarp": { "fixed": { "height": 60 } },
          "processors": [{ "parsers": [{ "id": "documentNumber", "regex": { "pattern": "[A-Z0-9]{6,12}", "characters": "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" } }] }] },
        { "id": "portrait", "location": [0.04, 0.13, 0.25, 0.5], "dewarp": { "noUpscaling": { "maxHeight": 120 } },
          "processors": [{ "image": { "format": "png" } }] },
        { "id": "mrz", "location": [0, 0.68, 1, 0.32], "dewarp": { "dpi": 300 }, "processors": [{ "mrz": {} }] }
      ] }
    """

    func recognizer(_ json: String) throws -> TemplateRecognizer {
        TemplateRecognizer(template: try TemplateLoader.decode(Data(json.utf8)), textPool: Self.textPool, mrzReader: Self.mrzReader)
    }

    @Test func classifiesAndExtractsTextMRZAndImage() async throws {
        let (image, truth) = try Self.card(seed: 5)
        let fields = try #require(truth.fields)
        let result = try await recognizer(Self.template(classes: "[\(Self.cardClass)]")).read(image: image, name: "card")
        #expect(result.class == "card")
        #expect(result.state == .valid, "\(result.reasons)")
        #expect(result.fields["title"]?.classification == true)
        #expect(result.fields["documentNumber"]?.value == fields.documentNumber)
        #expect(result.fields["documentNumber"]?.classification == false)
        #expect(result.mrz["mrz"]?.fields["documentNumber"]?.value == fields.documentNumber)
        #expect(result.fields["mrz"]?.valid == true)
        // noUpscaling: the portrait is smaller than 120 px only if the source is; at 300 dpi it is not.
        #expect(result.images["portrait"]?.height == 120)
        #expect(result.images["portrait"]?.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(result.timings.ocrPasses == 3)
    }

    @Test func aClassWhoseClassifierSaysNoIsSkipped() async throws {
        let (image, _) = try Self.card(seed: 5)
        let never = Self.cardClass.replacingOccurrences(of: "\"name\": \"card\"", with: "\"name\": \"passport\"")
            .replacingOccurrences(of: "IDENT|RESID", with: "PASSPORT")
        let result = try await recognizer(Self.template(classes: "[\(never), \(Self.cardClass)]")).read(image: image, name: "card")
        #expect(result.rejectedClasses.map(\.name) == ["passport"])
        #expect(result.rejectedClasses.first?.fields["title"]?.value?.contains("IDENT") == true)
        #expect(result.class == "card")
        let none = try await recognizer(Self.template(classes: "[\(never)]")).read(image: image, name: "card")
        #expect(none.state == .empty)
        #expect(none.class == nil)
        #expect(none.reasons.first?.contains("no templating class matched") == true)
    }

    @Test func aFailedMandatoryFieldMakesItUncertainAndSaysWhich() async throws {
        let (image, _) = try Self.card(seed: 5)
        // The portrait holds no document number: a mandatory field read there is not found.
        let broken = Self.cardClass.replacingOccurrences(of: "\"location\": [0.31, 0.53, 0.33, 0.07]", with: "\"location\": [0.08, 0.3, 0.1, 0.05]")
        let result = try await recognizer(Self.template(classes: "[\(broken)]")).read(image: image, name: "card")
        #expect(result.class == "card")
        #expect(result.state == .uncertain)
        #expect(result.reasons.contains { $0.contains("documentNumber") })
    }
}
