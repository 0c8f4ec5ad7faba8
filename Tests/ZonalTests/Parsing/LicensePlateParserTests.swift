import Testing
@testable import Zonal

@Suite struct LicensePlateParserTests {
    func plate(_ text: String, countries: [String]? = nil, patterns: [String] = []) throws -> ParsedField {
        try LicensePlateParser(countries: countries, patterns: patterns).parse(RecognizedText(text))
    }

    @Test(arguments: [
        ("M-AB 1234", "DE"), ("B MW 1234E", "DE"), ("AB-123-CD", "FR"), ("AB51 ABC", "GB"), ("12-ABC-3", "NL"),
        ("XX-99-99", "NL"), ("1234 BCD", "ES"), ("ZH 123456", "CH"), ("WA 12345", "PL"), ("W-12345A", "AT"),
    ])
    func presets(text: String, country: String) throws {
        let field = try plate("Kennzeichen: \(text) gesehen")
        #expect(field.value == text, "\(field)")
        #expect(field.raw == text)
        #expect(field.components["country"] == country, "\(field)")
        #expect(field.valid)
    }

    @Test func overlappingShapesAreNoted() throws {
        let french = try plate("AB 123 CD")
        #expect(french.components["country"] == "FR")
        #expect(french.reasons == ["also fits IT, AT"])
        let italian = try plate("AB 123 CD", countries: ["IT", "FR"])
        #expect(italian.components["country"] == "IT")
        #expect(italian.reasons == ["also fits FR"])
        #expect(try plate("AB 123 CD", countries: ["IT"]).reasons.isEmpty)
        #expect(try plate("M-AB 1234").reasons == ["also fits AT"])
    }

    @Test func onlyTheChosenCountries() throws {
        #expect(try plate("AB51 ABC", countries: ["DE", "FR"]).value == nil)
        #expect(try plate("AB51 ABC", countries: ["GB"]).components["country"] == "GB")
    }

    @Test func ocrNoise() throws {
        // Lower case, an en dash for the hyphen, a doubled space.
        let field = try plate("m–ab  1234")
        #expect(field.value == "M-AB 1234")
        #expect(field.raw == "m–ab  1234")
        #expect(field.components["country"] == "DE")
    }

    @Test func customPatternsWithNamedGroups() throws {
        let field = try parsed("licensePlate", "plate XY-123 seen", #"{"patterns": ["(?<area>[A-Z]{2})-(?<number>[0-9]{3})"]}"#)
        #expect(field.value == "XY-123")
        #expect(field.components == ["area": "XY", "number": "123"])
        // Presets and custom patterns together.
        let both = try parsed("licensePlate", "AB-123-CD", #"{"countries": ["FR"], "patterns": ["[A-Z]{2}-[0-9]{3}"]}"#)
        #expect(both.components["country"] == "FR")
    }

    @Test func notFound() throws {
        let field = try plate("no plate here")
        #expect(field.value == nil)
        #expect(field.reasons == ["no licence plate"])
    }

    @Test func confidenceOfThePlateOnly() throws {
        let source = "Plate: AB-123-CD."
        let text = recognized(source, [0: 2, offset(of: "123", in: source): 44, source.count - 1: 1])
        #expect(try LicensePlateParser(countries: ["FR"]).parse(text).confidence == 44)
    }

    @Test func ocrNeeds() throws {
        #expect(try LicensePlateParser().ocrNeeds.characters == OCRNeeds.uppercase.union(OCRNeeds.digits).union("- ÄÖÜ"))
        #expect(try LicensePlateParser(countries: ["FR"]).ocrNeeds.characters == OCRNeeds.uppercase.union(OCRNeeds.digits).union("- "))
        #expect(try LicensePlateParser(patterns: ["x"]).ocrNeeds.characters == nil)
    }

    @Test func optionErrors() {
        #expect(hasIssue(optionIssues("licensePlate", #"{"countries": ["DE", "XX"]}"#), at: "$.countries[1]", "expected one of DE, FR"))
        #expect(hasIssue(optionIssues("licensePlate", #"{"patterns": ["ok", "(bad"]}"#), at: "$.patterns[1]", "not a valid regular expression"))
        #expect(hasIssue(optionIssues("licensePlate", #"{"countries": []}"#), at: "$.countries", "non-empty"))
    }
}
