import Testing
@testable import Zonal

@Suite struct VINParserTests {
    func vin(_ text: String, _ policy: VINParser.CheckDigitPolicy = .auto) -> ParsedField { VINParser(checkDigit: policy).parse(RecognizedText(text)) }

    @Test(arguments: ["1M8GDM9AXKP042788", "11111111111111111", "1HGCM82633A004352", "JHMCM56557C404453"])
    func validCheckDigits(value: String) {
        let field = vin(value, .required)
        #expect(field.value == value)
        #expect(field.valid, "\(field)")
        #expect(field.reasons.isEmpty)
    }

    @Test func components() {
        let field = vin("VIN: 1M8GDM9AXKP042788, model year 1989")
        #expect(field.raw == "1M8GDM9AXKP042788")
        #expect(field.components == ["wmi": "1M8", "vds": "GDM9AX", "vis": "KP042788"])
    }

    @Test func wrongCheckDigitOfANorthAmericanVINIsInvalid() {
        let field = vin("1M8GDM9A1KP042788")
        #expect(field.value == "1M8GDM9A1KP042788")
        #expect(!field.valid)
        #expect(field.reasons == ["check digit (position 9) is '1'; the characters give 'X'"])
    }

    @Test func europeanVINWithoutCheckDigit() {
        let auto = vin("WVWZZZ1JZXW000001")
        #expect(auto.valid)
        #expect(auto.reasons == ["check digit (position 9) is 'Z'; the characters give '0' (optional outside North America)"])
        #expect(!vin("WVWZZZ1JZXW000001", .required).valid)
        let ignored = vin("WVWZZZ1JZXW000001", .ignore)
        #expect(ignored.valid)
        #expect(ignored.reasons.isEmpty)
        // Ignored, even a North-American mismatch passes.
        #expect(vin("1M8GDM9A1KP042788", .ignore).valid)
    }

    @Test func ocrNoise() {
        let field = vin("1M8GDM9AXKPO42788")
        #expect(field.value == "1M8GDM9AXKP042788")
        #expect(field.valid)
        #expect(field.reasons == ["read 'O' as '0' at position 12 (no I, O or Q in a VIN)"])
        #expect(vin("1m8gdm9axkp042788").value == "1M8GDM9AXKP042788")
        #expect(vin("1HGCM82633AOO4352").valid)
    }

    @Test func lostCharacterIsReportedInvalid() {
        let field = vin("VIN 1M8GDM9AXKP04278 ")
        #expect(field.value == "1M8GDM9AXKP04278")
        #expect(!field.valid)
        #expect(field.reasons == ["a VIN has 17 characters; found 16"])
    }

    @Test func notFound() {
        #expect(vin("no vehicle number").value == nil)
        // 17 letters are a word, not a VIN.
        #expect(vin("KRAFTFAHRZEUGBRIEF").value == nil)
        // Nor is a long number a VIN with a character lost.
        #expect(vin("1234567890123456").value == nil)
        #expect(vin("plain text").reasons == ["no VIN"])
    }

    @Test func confidenceOfTheVINOnly() {
        let source = "VIN 1HGCM82633A004352 ok"
        let text = recognized(source, [0: 9, offset(of: "633A", in: source): 52, source.count - 1: 1])
        #expect(VINParser().parse(text).confidence == 52)
    }

    @Test func ocrNeedsLeaveOutIOAndQ() {
        let needs = VINParser().ocrNeeds.characters ?? []
        #expect(needs.count == 33)
        #expect(!needs.contains("I") && !needs.contains("O") && !needs.contains("Q"))
    }

    @Test func options() throws {
        #expect(try parsed("vin", "WVWZZZ1JZXW000001", #"{"checkDigit": "required"}"#).valid == false)
        #expect(hasIssue(optionIssues("vin", #"{"checkDigit": "always"}"#), at: "$.checkDigit", "auto, required, ignore"))
        #expect(hasIssue(optionIssues("vin", #"{"checkDigit": true}"#), at: "$.checkDigit", "expected a string"))
    }
}
