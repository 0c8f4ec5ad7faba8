import Testing
@testable import Zonal

/// Code-list-guided correction of the issuing state and nationality, on constructed readings and
/// typed text with known answers.
@Suite struct MRZCountryCodeCorrectionTests {
    /// ICAO's specimen with its nationality `UTO` (line 2, columns 11–13) replaced.
    static func specimen(nationality: String) -> [String] {
        var line = Array(Specimen.td3[1])
        line.replaceSubrange(10..<13, with: Array(nationality))
        return [Specimen.td3[0], String(line)]
    }

    @Test func anUnknownCodeTakesTheKnownOneOCRsRunnerUpMakes() throws {
        // `ESP` with its `P` read `F` at 95, OCR's second choice `P` at 40.
        let lines = Self.specimen(nationality: "ESP")
        let result = try parseReading(reading(lines, overrides: [(2, 13, [MRZCandidate("F", confidence: 95), MRZCandidate("P", confidence: 40)])]))
        #expect(result.value("nationality") == "ESP")
        #expect(result.corrections == [MRZCorrection(line: 2, column: 13, from: "F", to: "P", reason: "countryCode", field: "nationality")])
        #expect(result.fields["nationality"]?.confidence == 40)
        #expect(result.fields["nationality"]?.flags.contains("unknownCode") == false)
        let uncorrected = try parseReading(reading(lines, overrides: [(2, 13, [MRZCandidate("F", confidence: 95), MRZCandidate("P", confidence: 40)])]),
                                           correct: false)
        #expect(uncorrected.value("nationality") == "ESF")
        #expect(uncorrected.fields["nationality"]?.flags.contains("unknownCode") == true)
    }

    @Test func aConfidentReadWithoutRunnersUpStaysAsRead() throws {
        // `F` read at 99, no alternative from OCR: the list may lack a code, and nothing says `P`.
        let result = try parseReading(reading(Self.specimen(nationality: "ESF")))
        #expect(result.value("nationality") == "ESF")
        #expect(result.corrections.isEmpty)
        #expect(result.fields["nationality"]?.flags.contains("unknownCode") == true)
    }

    @Test func typedTextTriesLookAlikes() throws {
        // Typed text has no confidences: every position may be a look-alike (`F`/`P`, `T`/`I`).
        #expect(try parseText(Self.specimen(nationality: "ESF"), correct: true).value("nationality") == "ESP")
        #expect(try parseText(Self.specimen(nationality: "TTA"), correct: true).value("nationality") == "ITA")
    }

    @Test func twoKnownCodesEquallyNearAreNotChosenBetween() throws {
        // `APG`: `F`/`P` makes `AFG`, `R`/`P` makes `ARG`. The parser does not pick one.
        let result = try parseText(Self.specimen(nationality: "APG"), correct: true)
        #expect(result.value("nationality") == "APG")
        #expect(result.corrections.allSatisfy { $0.reason != "countryCode" })
        #expect(result.fields["nationality"]?.flags.contains("unknownCode") == true)
    }

    @Test func aNationalityOneLetterFromTheIssuingStateIsOfferedAsIt() throws {
        // `UTO`'s `O` washed out by glare and read as a filler at 99, no runner-up: the issuing
        // state is `UTO`, so `UTO` is offered, too weakly for the document to be valid.
        let result = try parseReading(reading(Self.specimen(nationality: "UT<")))
        #expect(result.value("nationality") == "UTO")
        #expect(result.corrections == [MRZCorrection(line: 2, column: 13, from: "<", to: "O",
                                                     reason: MRZCountryCodeCorrection.issuingStateReason, field: "nationality")])
        #expect(result.fields["nationality"]?.confidence == MRZCountryCodeCorrection.issuingStateConfidence)
        #expect(result.state == .uncertain)
        // Two letters away, nothing is offered, unless both were read as fillers with a letter
        // agreeing: glare washed out the code's end (`U<<`).
        #expect(try parseReading(reading(Self.specimen(nationality: "UX<"))).value("nationality") == "UX")
        #expect(try parseReading(reading(Self.specimen(nationality: "<<<"))).value("nationality") == "")
        let washed = try parseReading(reading(Self.specimen(nationality: "U<<")))
        #expect(washed.value("nationality") == "UTO")
        #expect(washed.fields["nationality"]?.confidence == MRZCountryCodeCorrection.issuingStateConfidence)
        #expect(washed.corrections.map(\.column) == [12, 13])
        #expect(washed.state == .uncertain)
        // Uncorrected, it stays as read.
        #expect(try parseReading(reading(Self.specimen(nationality: "UT<")), correct: false).value("nationality") == "UT")
    }

    @Test func anIssuingStateOneLetterFromTheNationalityIsOfferedAsIt() throws {
        // `UTO`'s `U` read `H` at 99, no runner-up (generated real-preset seed 3031 #147: `NLD`
        // read `HLD`): the nationality is `UTO`, so `UTO` is offered, and the reason says so.
        var lines = Specimen.td3
        lines[0] = "P<HTO" + lines[0].dropFirst(5)
        let result = try parseReading(reading(lines))
        #expect(result.value("issuingState") == "UTO")
        #expect(result.corrections == [MRZCorrection(line: 1, column: 3, from: "H", to: "U",
                                                     reason: MRZCountryCodeCorrection.nationalityReason, field: "issuingState")])
        #expect(result.fields["issuingState"]?.confidence == MRZCountryCodeCorrection.issuingStateConfidence)
        #expect(result.state == .uncertain)
        #expect(result.reasons.contains("issuingState: 'H' read at line 1, column 3 makes no known code; the nationality's 'U' is offered"), "\(result.reasons)")
        // Both unknown: nothing is offered.
        var both = Self.specimen(nationality: "UT<")
        both[0] = lines[0]
        let neither = try parseReading(reading(both))
        #expect(neither.value("issuingState") == "HTO")
        #expect(neither.corrections.isEmpty)
    }

    @Test func aVisasNationalityIsNotTakenFromItsIssuingState() throws {
        // A visa's issuing state is seldom its holder's nationality.
        var line = Array(Specimen.mrvA[1])
        line.replaceSubrange(10..<13, with: Array("UT<"))
        let result = try parseReading(reading([Specimen.mrvA[0], String(line)]))
        #expect(result.value("nationality") == "UT")
        #expect(result.corrections.isEmpty)
    }
}
