import Testing
@testable import Zonal

/// `"countryCode": true` (`RegexParser+CountryCode`): known codes as read; an unknown one mended
/// by one look-alike letter when exactly one known code results, else doubted, never refused.
@Suite struct RegexCountryCodeTests {
    func parse(_ text: String, countryCode: Bool = true) throws -> ParsedField {
        let options = #"{"pattern": "\\b[A-Z]{3}\\b", "countryCode": \#(countryCode)}"#
        return try ParserCatalog.make(kind: "regex", options: options).parse(RecognizedText(text))
    }

    @Test func knownCodesAreReadAsTheyAre() throws {
        for code in ["FRA", "DEU", "UTO", "GBD", "RKS"] {
            let field = try parse(code)
            #expect(field.value == code && field.valid && field.reasons.isEmpty, "\(code): \(field)")
        }
    }

    /// ID-front photos: `FRA` read `PRA`, `DEU` read `OEU` and `DEV`.
    @Test(arguments: [("PRA", "FRA", "P", "F"), ("OEU", "DEU", "O", "D"), ("DEV", "DEU", "V", "U")])
    func oneLookAlikeMakingTheOnlyKnownCodeIsTakenButNotValid(read: String, code: String, from: String, to: String) throws {
        let field = try parse(read)
        #expect(field.value == code)
        #expect(field.raw == read)
        #expect(!field.valid)
        #expect(field.confidence <= RegexParser.countryCodeConfidence)
        #expect(field.reasons == ["read '\(from)' as its look-alike '\(to)': the only such change that makes a known country code"])
    }

    /// No look-alike makes a known code of `VEW` or `XYZ`: given as read, doubted (a code the
    /// list lacks is no reason to refuse it).
    @Test func anUnknownCodeNoLookAlikeMendsIsDoubted() throws {
        for read in ["VEW", "XYZ"] {
            let field = try parse(read)
            #expect(field.value == read && field.valid)
            #expect(field.confidence <= RegexParser.countryCodeConfidence)
            #expect(field.reasons == [RegexParser.unknownCountryCodeReason])
        }
        #expect(RegexParser.mendedCountryCode("XYZ") == nil)
    }

    /// Of several matches, the first known code; without the option, the first match at full confidence.
    @Test func theFirstKnownMatchIsPreferred() throws {
        #expect(try parse("ABC FRA").value == "FRA")
        let plain = try parse("PRA", countryCode: false)
        #expect(plain.value == "PRA" && plain.valid && plain.confidence > RegexParser.countryCodeConfidence)
    }
}
