import Testing
@testable import Zonal

@Suite struct TopUpParserTests {
    func code(_ text: String, _ preset: TopUpParser.Preset, prefix: String? = nil) -> ParsedField {
        TopUpParser(preset: preset, prefix: prefix).parse(RecognizedText(text))
    }

    @Test func generic14And16Digits() {
        let fourteen = code("Your code: 1234 5678 9012 34.", .digits14)
        #expect(fourteen.value == "12345678901234")
        #expect(fourteen.raw == "1234 5678 9012 34")
        #expect(fourteen.valid)
        #expect(fourteen.components == ["preset": "digits14"])
        #expect(code("1234-5678-9012-3456", .digits16).value == "1234567890123456")
        // Two digits short of the preset: reported, not valid.
        #expect(code("12345678901234", .digits16).valid == false)
        #expect(code("123456789012", .digits16).value == nil)
    }

    @Test func groupedPresetsTakeOnlyTheirShape() {
        let text = "Serial 0001234567890123 PIN 1234 5678 9012 3456"
        #expect(code(text, .digits16).value == "0001234567890123")
        #expect(code(text, .pin4x4).value == "1234567890123456")
        #expect(code("PIN 1234-5678-9012 exp 2026", .scratch12).value == "123456789012")
        #expect(code("123456789012", .scratch12).value == nil)
    }

    @Test func numbersBesideTheCodeAreLeftOut() {
        let field = code("PIN 1234 5678 9012 3456 12 2026", .digits16)
        #expect(field.value == "1234567890123456")
        #expect(field.raw == "1234 5678 9012 3456")
        #expect(field.valid)
        #expect(code("PIN 1234 5678 9012 3456 12 2026", .pin4x4).value == "1234567890123456")
        #expect(code("1234 5678 9012 3456 lol", .digits16).value == "1234567890123456")
    }

    @Test func ussd() {
        let field = code("Dial *123*12345678901234# to top up", .ussd)
        #expect(field.value == "12345678901234")
        #expect(field.raw == "*123*12345678901234#")
        #expect(field.valid)
        #expect(field.components == ["preset": "ussd", "prefix": "*123*", "suffix": "#"])
        let other = code("*124*12345678901234#", .ussd, prefix: "*123*")
        #expect(other.value == "12345678901234")
        #expect(!other.valid)
        #expect(other.reasons == ["dialled with *124*, not *123*"])
    }

    @Test func ocrNoise() {
        let field = code("1234 5678 9O12 3456", .digits16)
        #expect(field.value == "1234567890123456")
        #expect(field.valid)
        #expect(field.reasons == ["read 'O' as '0'"])
        #expect(code("*123* 1234 5678 9012 34 #", .ussd).value == "12345678901234")
        #expect(code("*123*1234567890l234#", .ussd).value == "12345678901234")
    }

    @Test func nearMissLengthIsInvalid() {
        let field = code("1234 5678 9012 345", .digits16)
        #expect(field.value == "123456789012345")
        #expect(!field.valid)
        #expect(field.reasons == ["digits16 codes have 16 digits; found 15"])
    }

    @Test func notFound() {
        #expect(code("no code here", .digits14).value == nil)
        #expect(code("no code here", .ussd).reasons == ["no ussd top-up code"])
        #expect(code("call 12345", .digits16).value == nil)
    }

    @Test func confidenceOfTheCodeSpan() {
        let source = "Code *123*12345678901234# ok"
        let text = recognized(source, [0: 1, offset(of: "#", in: source): 39, source.count - 1: 2])
        #expect(TopUpParser(preset: .ussd).parse(text).confidence == 39)
    }

    @Test func ocrNeeds() {
        #expect(TopUpParser(preset: .digits16).ocrNeeds.characters == Set("0123456789- "))
        #expect(TopUpParser(preset: .ussd).ocrNeeds.characters == Set("0123456789*# "))
    }

    @Test func options() throws {
        #expect(try parsed("topUp", "*555*1234567890#", #"{"preset": "ussd", "prefix": "*555*"}"#).valid)
        #expect(hasIssue(optionIssues("topUp", "{}"), at: "$", "missing \"preset\""))
        #expect(hasIssue(optionIssues("topUp", #"{"preset": "digits15"}"#), at: "$.preset", "did you mean"))
        #expect(hasIssue(optionIssues("topUp", #"{"preset": "digits16", "prefix": "*123*"}"#), at: "$.prefix", "ussd preset only"))
        #expect(hasIssue(optionIssues("topUp", #"{"preset": "ussd", "prefix": "123"}"#), at: "$.prefix", "USSD prefix"))
    }
}
