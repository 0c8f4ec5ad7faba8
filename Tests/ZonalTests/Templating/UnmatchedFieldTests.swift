import Foundation
import Testing
@testable import Zonal

/// A field whose first reading has text but matches nothing is read again from the binarised copy;
/// a value found only there is offered at no more than `disagreeingConfidence`, never `valid`.
@Suite(.serialized) struct UnmatchedFieldTests {
    static let textPool = EnginePool(size: 1, model: .eng)
    static let mrzReader = MRZReader(pool: EnginePool(size: 1))

    static let template = """
    { "name": "test-unmatched", "detector": { "fullImage": { "widthMM": 100, "heightMM": 25 } }, "classes": [
      { "name": "card",
        "classification": [{ "id": "titleGroup", "location": [0, 0, 1, 0.45], "dewarp": { "dpi": 300 },
                             "processors": [{ "parsers": [{ "id": "title", "raw": {} }] }] }],
        "classifier": { "matches": { "field": "title", "regex": "MEMBER" } },
        "extraction": [
          { "id": "numberGroup", "location": [0, 0.5, 1, 0.45], "dewarp": { "dpi": 300 },
            "processors": [{ "parsers": [{ "id": "number", "minConfidence": 60, "regex": { "pattern": "[0-9]{5}" } }] }] }
        ] }
    ] }
    """

    /// Pure red digits on white vanish from the brightest channel the value is first read from
    /// (every channel of the paper is 255, and so is red's); the binarised copy, made from the
    /// darkest channel, keeps them.
    static func card() throws -> Image {
        let canvas = try Canvas(width: 1181, height: 295, color: RGB(gray: 255))
        try canvas.text("MEMBER CARD", font: .sansBold, x: 40, baseline: 95, size: 60, color: RGB(gray: 20))
        try canvas.text("NUMBER", font: .sansBold, x: 40, baseline: 240, size: 56, color: RGB(gray: 20))
        try canvas.text("48213", font: .sansBold, x: 520, baseline: 240, size: 56, color: RGB(255, 0, 0))
        return try canvas.image()
    }

    @Test func aValueOnlyTheBinarisedCopyShowsIsOfferedButNotValid() async throws {
        let recognizer = TemplateRecognizer(template: try TemplateLoader.decode(Data(Self.template.utf8)),
                                            textPool: Self.textPool, mrzReader: Self.mrzReader)
        let result = try await recognizer.read(image: try Self.card(), name: "card")
        #expect(result.class == "card")
        let number = try #require(result.fields["number"])
        #expect(number.value == "48213", "\(number)")
        #expect(number.confidence <= TemplateRecognizer.disagreeingConfidence)
        #expect(number.reasons.contains { $0.contains("binarised copy of the region only") }, "\(number.reasons)")
        #expect(result.state == .uncertain)
    }

    /// `field` as the shipped template `templateFile` reads generated sample `index` of `options`:
    /// it must be `value`, found only in the reading at three quarters of the region's size and
    /// offered at no more than `disagreeingConfidence`.
    func expectReadSmaller(_ field: String, _ value: String, template templateFile: String, index: Int, of options: SynthesisOptions,
                           reason: String = "three quarters of its size") async throws {
        try await expectOffered(field, value, template: templateFile, index: index, of: options, reason: reason,
                                textPool: Self.textPool, mrzReader: Self.mrzReader)
    }

    /// A clean generated ID front (seed 61, the 33rd of 40: `zonal synth --formats idfront
    /// --count 40 --seed 61`) whose document number `A6ZJCM8R0` neither full-size reading, grey
    /// or binarised, matches the class's pattern with: read at three quarters of that size, it matches.
    @Test func aValueNeitherFullSizeReadingMatchesIsReadSmaller() async throws {
        let options = SynthesisOptions(count: 40, seed: 61, documents: [.idFront], preset: .clean, dpi: 300)
        try await expectReadSmaller("documentNumber", "A6ZJCM8R0", template: "id-front.json", index: 32, of: options)
    }

    /// A generated passport photo (seed 42, the 65th of 100: `zonal synth --formats td3 --preset
    /// photo --count 100 --seed 42`) whose sex `M` reads as nothing in grey and binarised alike:
    /// read at three quarters of the size, it is there.
    @Test func aValueBlankInBothFullSizeReadingsIsReadSmaller() async throws {
        let options = SynthesisOptions(count: 100, seed: 42, formats: [.td3], preset: .photo)
        try await expectReadSmaller("sex", "M", template: "passport-data-page.json", index: 64, of: options)
    }

    /// A generated passport photo (seed 42, the 31st of 100) whose sex `M`, black and clear, reads
    /// as nothing in grey, binarised and at three quarters of the size: Tesseract finds no text in
    /// the region at its real 300 dpi, and reads the `M` when told it is 70 dpi.
    @Test func aLoneGlyphNoReadingFindsIsReadAgainAnotherWay() async throws {
        let options = SynthesisOptions(count: 100, seed: 42, formats: [.td3], preset: .photo)
        try await expectReadSmaller("sex", "M", template: "passport-data-page.json", index: 30, of: options, reason: "read again another way")
    }

    /// A generated licence photo (seed 52, the 34th of 60: `zonal synth --formats dl
    /// --preset photo --count 60 --seed 52`) whose number `W180PT5V550` every reading gives as
    /// `W180PTSV550`: the `S` where the pattern wants a digit is read as its twin `5`.
    @Test func aCodeNoReadingFitsIsFittedWithTwins() async throws {
        let options = SynthesisOptions(count: 60, seed: 52, documents: [.drivingLicense], preset: .photo)
        try await expectReadSmaller("documentNumber", "W180PT5V550", template: "driving-license.json", index: 33, of: options, reason: "twin")
    }

    @Test func onlyFieldsWithTextButNoMatchAreReadAgain() {
        let matched = ParsedField(value: "12345", raw: "12345", confidence: 90, valid: true)
        let unmatched = ParsedField(value: nil, raw: "NUMBER", confidence: 0, valid: false)
        let blank = ParsedField(value: nil, raw: " \n", confidence: 0, valid: false)
        #expect(TemplateRecognizer.unmatched([matched, unmatched, blank, unmatched]) == [1, 3])
    }

    @Test func aRecoveredValueIsCappedAndSaysWhy() {
        var fields = [ParsedField(value: nil, raw: "NUMBER", confidence: 0, valid: false),
                      ParsedField(value: nil, raw: "NAME", confidence: 0, valid: false)]
        let second = [ParsedField(value: "48213", raw: "48213", confidence: 96, valid: true),
                      ParsedField(value: nil, raw: "NAME", confidence: 0, valid: false)]
        TemplateRecognizer.recover(&fields, unmatched: [0, 1]) { second[$0] }
        #expect(fields[0].value == "48213" && fields[0].confidence == TemplateRecognizer.disagreeingConfidence)
        #expect(fields[0].reasons.last?.contains("the first reading matched nothing") == true)
        #expect(fields[1].value == nil && fields[1].raw == "NAME", "nothing found the second time: the first reading stays")
    }
}
