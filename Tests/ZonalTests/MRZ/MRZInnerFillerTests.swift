import Testing
@testable import Zonal

/// A filler inside a document number (`MRZInnerFiller`): its check digit cannot tell it from `0`,
/// `A`, `K` or `U`, so only the OCR's alternatives and the number's form can.
@Suite struct MRZInnerFillerTests {
    /// The ICAO specimen's `L898902C3` with its `0` a `K`: the check digit (6) and the composite
    /// stay those of the specimen, since K counts as 0 does.
    static let lines = [Specimen.td3[0], replacing(Specimen.td3[1], column: 6, with: "K")]
    static let strict = MRZParseOptions(correct: true, referenceDate: mrzReferenceDate, strictValidity: true)

    @Test func aFillerCountsAsA0AKAndUInTheCheckDigit() {
        let digit = CheckDigit.compute("L898902C3")
        for twin in ["L8989<2C3", "L8989A2C3", "L8989K2C3", "L8989U2C3"] {
            #expect(CheckDigit.compute(twin) == digit, "\(twin)")
        }
        #expect(CheckDigit.compute("L8989B2C3") != digit)
    }

    /// OCR read the `K` as `<` at 97 but offered `K` at 35: the alternative is taken, at its own
    /// confidence (so the field is as unsure as the OCR was).
    @Test func theOCRsAlternativeWithTheSameCheckValueReplacesTheFiller() throws {
        let candidates = [MRZCandidate("<", confidence: 97), MRZCandidate("X", confidence: 50), MRZCandidate("K", confidence: 35)]
        let result = try MRZParser.parse(reading(Self.lines, overrides: [(2, 6, candidates)]), options: Self.strict)
        #expect(result.value("documentNumber") == "L8989K2C3")
        #expect(result.corrections == [MRZCorrection(line: 2, column: 6, from: "<", to: "K", reason: MRZInnerFiller.reason, field: "documentNumber")])
        #expect(result.fields["documentNumber"]?.confidence == 35)
        #expect(result.failedChecks.isEmpty)
    }

    /// Without such an alternative the filler stays, every check passes, and the reading is still
    /// not `valid`: it would be, and wrong, on the check digits' word.
    @Test func aFillerLeftInsideTheNumberKeepsTheReadingFromBeingValid() throws {
        let withFiller = [Self.lines[0], replacing(Self.lines[1], column: 6, with: "<")]
        let candidates = [MRZCandidate("<", confidence: 97), MRZCandidate("X", confidence: 40)]
        let result = try MRZParser.parse(reading(withFiller, overrides: [(2, 6, candidates)]), options: Self.strict)
        #expect(result.failedChecks.isEmpty)
        #expect(result.value("documentNumber") == "L8989<2C3")
        #expect(result.state == .uncertain)
        #expect(result.reasons.contains { $0.hasPrefix("documentNumber: a filler at line 2, column 6") }, "\(result.reasons)")
        // Typed text is taken as written.
        #expect(try parseText(withFiller).state == .valid)
    }

    /// Fillers that pad a short number at its end are its form, not a misread.
    @Test func fillersAfterTheNumberAreLeftAlone() throws {
        var line = Specimen.td3[1]
        for column in 7...9 { line = replacing(line, column: column, with: "<") }
        let result = try MRZParser.parse(reading([Specimen.td3[0], line]), options: Self.strict)
        #expect(!result.corrections.contains { $0.reason == MRZInnerFiller.reason })
        #expect(!result.reasons.contains { $0.hasPrefix("documentNumber: a filler") }, "\(result.reasons)")
    }
}
