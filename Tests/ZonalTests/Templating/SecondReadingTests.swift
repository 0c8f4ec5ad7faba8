import Testing
@testable import Zonal

/// The second reading of doubtful fields: which fields get one, and what a disagreement does.
@Suite struct SecondReadingTests {
    static func field(_ value: String?, _ confidence: Double) -> ParsedField {
        ParsedField(value: value, raw: value ?? "", confidence: confidence, valid: value != nil, reasons: [])
    }

    @Test func onlyFoundValuesUnderTheBarAreReadAgain() {
        let fields = [Self.field("ANNA", 99.2), Self.field("TEE", 89), Self.field(nil, 0), Self.field("B072", 96.9)]
        #expect(TemplateRecognizer.doubtful(fields) == [1, 3])
    }

    @Test func aDisagreeingReadingPutsTheFieldUnderTheDefaultThreshold() {
        var fields = [Self.field("TEE", 89), Self.field("1985-05-07", 92)]
        TemplateRecognizer.crossCheck(&fields, doubtful: [0, 1]) { $0 == 0 ? "NG" : "1985-05-07" }
        #expect(fields[0].confidence == TemplateRecognizer.disagreeingConfidence)
        #expect(fields[0].reasons == ["a second reading of the region (binarised) gave another value"])
        #expect(FieldVerdict.judge(found: true, valid: true, confidence: fields[0].confidence, threshold: 60) == .belowThreshold)
        #expect(fields[1].confidence == 92 && fields[1].reasons.isEmpty, "an agreeing reading changes nothing")
    }

    @Test func aSecondReadingThatFindsNothingAlsoDisagrees() {
        var fields = [Self.field("SMITH", 80)]
        TemplateRecognizer.crossCheck(&fields, doubtful: [0]) { _ in nil }
        #expect(fields[0].confidence == 50)
    }

    @Test func aReadingOfOnlySpacesIsBlank() {
        let box = PixelBox(x0: 0, y0: 0, x1: 1, y1: 1)
        func symbol(_ text: String) -> OCRSymbol {
            OCRSymbol(text: text, confidence: 90, box: box, alternatives: [], startsWord: true, startsLine: false)
        }
        #expect(TemplateRecognizer.blank([]))
        #expect(TemplateRecognizer.blank([symbol(" "), symbol("\n")]))
        #expect(!TemplateRecognizer.blank([symbol(" "), symbol("M")]))
    }
}
