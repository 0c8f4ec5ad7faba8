import Foundation
import Testing
@testable import Zonal

/// Each format on its ICAO 9303 specimen: every field, every check, in MRZ order.
@Suite struct MRZFormatTests {
    @Test func td3Passport() throws {
        let result = try parseText(Specimen.td3)
        #expect(result.format == .td3)
        #expect(result.state == .valid)
        #expect(result.reasons.isEmpty)
        #expect(result.corrections.isEmpty)
        #expect(result.value("documentCode") == "P")
        #expect(result.value("issuingState") == "UTO")
        #expect(result.value("surname") == "ERIKSSON")
        #expect(result.value("givenNames") == "ANNA MARIA")
        #expect(result.value("documentNumber") == "L898902C3")
        #expect(result.value("nationality") == "UTO")
        #expect(result.value("dateOfBirth") == "1974-08-12")
        #expect(result.fields["dateOfBirth"]?.raw == "740812")
        #expect(result.value("sex") == "F")
        #expect(result.value("dateOfExpiry") == "2012-04-15")
        #expect(result.value("optionalData") == "ZE184226B")
        #expect(result.fields["optionalData2"] == nil)
        #expect(result.checks.map(\.name) == ["documentNumber", "dateOfBirth", "dateOfExpiry", "optionalData", "composite"])
        #expect(result.checks.map(\.expected) == ["6", "2", "9", "1", "0"])
        #expect(result.checks.allSatisfy { $0.passed })
        #expect(result.checks.last?.position == MRZSpan(line: 2, start: 44, length: 1))
        #expect(result.fields["documentNumber"]?.position == MRZSpan(line: 2, start: 1, length: 9))
        #expect(result.confidence == 100)
        #expect(result.warnings.contains { $0.contains("expired") })
    }

    @Test func td1IdentityCard() throws {
        let result = try parseText(Specimen.td1)
        #expect(result.format == .td1)
        #expect(result.state == .valid)
        #expect(result.value("documentCode") == "I")
        #expect(result.value("documentNumber") == "D23145890")
        #expect(result.value("dateOfBirth") == "1974-08-12")
        #expect(result.value("sex") == "F")
        #expect(result.value("dateOfExpiry") == "2012-04-15")
        #expect(result.value("nationality") == "UTO")
        #expect(result.value("optionalData") == "")
        #expect(result.value("optionalData2") == "")
        #expect(result.value("surname") == "ERIKSSON")
        #expect(result.value("givenNames") == "ANNA MARIA")
        #expect(result.fields["surname"]?.position == MRZSpan(line: 3, start: 1, length: 8))
        #expect(result.fields["givenNames"]?.position == MRZSpan(line: 3, start: 11, length: 20))
        #expect(result.checks.map(\.name) == ["documentNumber", "dateOfBirth", "dateOfExpiry", "composite"])
        #expect(result.checks.map(\.expected) == ["7", "2", "9", "6"])
    }

    @Test func td2() throws {
        let result = try parseText(Specimen.td2)
        #expect(result.format == .td2)
        #expect(result.state == .valid)
        #expect(result.value("documentNumber") == "D23145890")
        #expect(result.value("surname") == "ERIKSSON")
        #expect(result.checks.map(\.name) == ["documentNumber", "dateOfBirth", "dateOfExpiry", "composite"])
        #expect(result.checks.map(\.expected) == ["7", "2", "9", "6"])
    }

    @Test func visaA() throws {
        let result = try parseText(Specimen.mrvA)
        #expect(result.format == .mrvA)
        #expect(result.state == .valid)
        #expect(result.value("documentNumber") == "L8988901C")
        #expect(result.value("nationality") == "XXX")
        #expect(result.value("dateOfBirth") == "1940-09-07")
        #expect(result.value("dateOfExpiry") == "1996-12-10")
        #expect(result.value("optionalData") == "6ZE184226B")
        // Visas have no composite check digit.
        #expect(result.checks.map(\.name) == ["documentNumber", "dateOfBirth", "dateOfExpiry"])
    }

    @Test func visaB() throws {
        let result = try parseText(Specimen.mrvB)
        #expect(result.format == .mrvB)
        #expect(result.state == .valid)
        #expect(result.value("optionalData") == "")
        #expect(result.checks.map(\.name) == ["documentNumber", "dateOfBirth", "dateOfExpiry"])
    }

    @Test func germanCodeAndEmptyPersonalNumber() throws {
        // `D<<` is Germany; the empty personal number carries `<` as its check digit (accepted).
        let result = try parseText(["P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<", "C01X0006H1D<<6408125F1710319<<<<<<<<<<<<<<<0"])
        #expect(result.state == .valid)
        #expect(result.value("issuingState") == "D")
        #expect(result.value("nationality") == "D")
        #expect(result.fields["issuingState"]?.flags == [])
        #expect(result.warnings.allSatisfy { !$0.contains("known") })
        let optional = try #require(result.checks.first { $0.name == "optionalData" })
        #expect(optional.found == "<" && optional.expected == "0" && optional.passed)
    }

    @Test func fillerCheckOverNonEmptyPersonalNumberFails() throws {
        let lines = [Specimen.td3[0], replacing(Specimen.td3[1], column: 43, with: "<")]
        let result = try parseText(lines)
        #expect(result.state == .uncertain)
        #expect(result.failedChecks.contains("optionalData"))
        #expect(result.fields["optionalData"]?.flags.contains("checkFailed") == true)
    }

    @Test func unknownCountryIsAWarningNotAFailure() throws {
        let lines = ["VBD<<DEDIC<<SIDNAN<<<<<<<<<<<<<<<<<<", "D091740530BOS8201135M9708011<2020711"]
        let result = try parseText(lines)
        #expect(result.state == .valid)
        #expect(result.value("nationality") == "BOS")
        #expect(result.fields["nationality"]?.flags == ["unknownCode"])
        #expect(result.fields["nationality"]?.valid == true)
        #expect(result.warnings.contains { $0.contains("nationality") })
    }

    @Test func unspecifiedSexIsX() throws {
        let line2 = replacing(Specimen.mrvB[1], column: 21, with: "<")
        let result = try parseText([Specimen.mrvB[0], line2])
        #expect(result.value("sex") == "X")
        #expect(result.fields["sex"]?.raw == "<")
        #expect(result.state == .valid)
    }

    @Test func wrongCheckDigitMakesResultUncertainAndSaysWhy() throws {
        let lines = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<20"]
        let result = try parseText(lines)
        #expect(result.state == .uncertain)
        #expect(result.failedChecks == ["optionalData", "composite"])
        #expect(result.reasons.contains("composite check digit fails: computed 1, printed 0"))
        // Every field is still returned.
        #expect(result.value("documentNumber") == "L898902C3")
        #expect(result.fields["documentNumber"]?.valid == true)
    }

    @Test func resultEncodesAsJSON() throws {
        let result = try parseText(Specimen.td3)
        let data = try JSONEncoder().encode(result)
        let decoded = try JSONDecoder().decode(MRZResult.self, from: data)
        #expect(decoded == result)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("\"format\":\"TD3\""))
        #expect(json.contains("\"state\":\"valid\""))
    }
}
