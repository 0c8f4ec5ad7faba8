import Testing
@testable import Zonal

/// Tesseract reads a bold `J` as `)`: the licence and ID-front templates let their document
/// numbers read `)` (and take it for the `J` it stands for, `readAs`), where the whitelist
/// without it made the OCR drop the glyph and the number miss its pattern.
@Suite(.serialized) struct LicenceNumberJTests {
    static let textPool = EnginePool(size: 1, model: .eng)
    static let mrzReader = MRZReader(pool: EnginePool(size: 1))

    /// Licence photos seed 52, the 24th: the Italian number `YY4483788J`, read `YY4483788` before.
    @Test func aJReadAsAClosingParenthesisEndsTheNumber() async throws {
        let options = SynthesisOptions(count: 60, seed: 52, documents: [.drivingLicense], preset: .photo)
        let sample = try Synthesizer.sample(index: 23, options: options)
        #expect(sample.truth.visual?["documentNumber"] == "YY4483788J")
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("driving-license.json"))
        let recognizer = TemplateRecognizer(template: try TemplateLoader.load(path: file.path), textPool: Self.textPool, mrzReader: Self.mrzReader)
        let result = try await recognizer.read(image: try ImageLoader().decode(sample.bytes, name: sample.truth.image, gray: false), name: "sample")
        #expect(result.fields["documentNumber"]?.value == "YY4483788J", "\(String(describing: result.fields["documentNumber"]))")
    }

    /// Every document-number parser of the two templates reads `)` and takes it for `J`.
    @Test func theNumberParsersReadTheParenthesisAsJ() throws {
        for name in ["driving-license.json", "id-front.json"] {
            let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent(name))
            let template = try TemplateLoader.load(path: file.path)
            let parsers = template.classes.flatMap { $0.extraction.flatMap(\.processors) }.flatMap { processor -> [ParserEntry] in
                if case let .parsers(entries) = processor { return entries.filter { $0.id == "documentNumber" } }
                return []
            }
            #expect(!parsers.isEmpty, "\(name)")
            for entry in parsers {
                let regex = try #require(entry.parser as? RegexParser, "\(name)")
                #expect(regex.readAs[")"] == "J", "\(name)")
                #expect(regex.ocrNeeds.characters?.contains(")") == true, "\(name)")
            }
        }
    }
}
