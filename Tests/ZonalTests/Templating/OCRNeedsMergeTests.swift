import Testing
@testable import Zonal

/// A parser group's OCR options are its parsers' needs merged, as the Templating API describes.
@Suite struct OCRNeedsMergeTests {
    @Test func charactersAreUnitedAndAnyLiftsTheWhitelist() throws {
        let amount = try ParserCatalog.make(kind: "amount").ocrNeeds
        let digitsOnly = try ParserCatalog.make(kind: "regex", options: #"{"pattern": "\\d+", "characters": "0123456789"}"#).ocrNeeds
        let letters = try ParserCatalog.make(kind: "regex", options: #"{"pattern": "[A-Z]+", "characters": "ABC"}"#).ocrNeeds
        let merged = OCRNeeds.merged([digitsOnly, letters])
        #expect(merged.characters == Set("0123456789ABC"))
        #expect(merged.ocrOptions.whitelist == "0123456789ABC")
        #expect(merged.ocrOptions.segmentation == .singleLine)
        // Any parser that reads anything makes the group read anything.
        #expect(OCRNeeds.merged([digitsOnly, try ParserCatalog.make(kind: "raw").ocrNeeds]).characters == nil)
        #expect(OCRNeeds.merged([digitsOnly, try ParserCatalog.make(kind: "raw").ocrNeeds]).ocrOptions.whitelist == nil)
        // Grouping widens what the OCR may confuse: amount with the letter regex admits letters.
        if let amountSet = amount.characters {
            #expect(OCRNeeds.merged([amount, letters]).characters == amountSet.union("ABC"))
        }
    }

    @Test func severalLinesIfAnyParserExpectsThem() throws {
        let mrz = try ParserCatalog.make(kind: "mrz").ocrNeeds
        let digits = try ParserCatalog.make(kind: "regex", options: #"{"pattern": "\\d+", "characters": "0123456789"}"#).ocrNeeds
        #expect(mrz.multiline)
        #expect(OCRNeeds.merged([digits, mrz]).multiline)
        #expect(OCRNeeds.merged([digits, mrz]).ocrOptions.segmentation == .block)
        #expect(!OCRNeeds.merged([digits]).multiline)
        // The whitelist never carries the space: word gaps come from segmentation.
        #expect(OCRNeeds(characters: Set("A B")).ocrOptions.whitelist == "AB")
    }
}
