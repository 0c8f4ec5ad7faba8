import Foundation
import Testing

/// `zonal parse`: the string API from the command line.
@Suite struct ParseCommandTests {
    /// ICAO 9303 TD3 specimen (Utopia, Anna Maria Eriksson).
    static let td3 = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"]
    static let td1 = ["I<UTOD231458907<<<<<<<<<<<<<<<", "7408122F1204159UTO<<<<<<<<<<<6", "ERIKSSON<<ANNA<MARIA<<<<<<<<<<"]

    @Test func td3SpecimenGivesFieldsAndEveryCheck() throws {
        let run = try Zonal.run(["parse", "--mrz"] + Self.td3)
        expectExit(run, 0)
        #expect(run.stderr.isEmpty, "\(run)")
        let json = try run.json()
        #expect(json["format"] as? String == "TD3")
        #expect(json["state"] as? String == "valid")
        #expect(json["lines"] as? [String] == Self.td3)
        #expect(json["rawLines"] as? [String] == Self.td3)
        #expect((json["corrections"] as? [Any])?.isEmpty == true)
        #expect((json["reasons"] as? [Any])?.isEmpty == true)
        #expect(json["confidence"] as? Double == 100)

        let fields = try #require(json["fields"] as? [String: [String: Any]])
        let expected = [
            "documentCode": "P", "issuingState": "UTO", "surname": "ERIKSSON", "givenNames": "ANNA MARIA",
            "documentNumber": "L898902C3", "nationality": "UTO", "dateOfBirth": "1974-08-12", "sex": "F",
            "dateOfExpiry": "2012-04-15", "optionalData": "ZE184226B",
        ]
        for (name, value) in expected {
            #expect(fields[name]?["value"] as? String == value, "\(name)")
            #expect(fields[name]?["valid"] as? Bool == true, "\(name)")
            #expect(fields[name]?["confidence"] as? Double == 100, "\(name)")
            #expect(fields[name]?["raw"] is String, "\(name)")
            #expect(fields[name]?["position"] is [String: Any], "\(name)")
        }

        let checks = try #require(json["checks"] as? [[String: Any]])
        #expect(checks.map { $0["name"] as? String } == ["documentNumber", "dateOfBirth", "dateOfExpiry", "optionalData", "composite"])
        #expect(checks.map { $0["expected"] as? String } == ["6", "2", "9", "1", "0"])
        #expect(checks.allSatisfy { $0["passed"] as? Bool == true && $0["found"] as? String == $0["expected"] as? String })
        // The specimen expired in 2012: a warning, not a failure.
        #expect((json["warnings"] as? [String])?.contains { $0.contains("expir") } == true, "\(run)")
    }

    @Test func td1SpecimenHasThreeLines() throws {
        let run = try Zonal.run(["parse", "--mrz"] + Self.td1)
        expectExit(run, 0)
        let json = try run.json()
        #expect(json["format"] as? String == "TD1")
        #expect(json["state"] as? String == "valid")
        #expect((json["checks"] as? [Any])?.count == 4)
    }

    @Test func failedCheckDigitIsUncertainNotAnError() throws {
        // Document number check digit 6 → 7.
        let lines = [Self.td3[0], "L898902C37UTO7408122F1204159ZE184226B<<<<<10"]
        let run = try Zonal.run(["parse", "--mrz"] + lines)
        expectExit(run, 0)
        let json = try run.json()
        #expect(json["state"] as? String == "uncertain")
        let checks = try #require(json["checks"] as? [[String: Any]])
        let failed = checks.filter { $0["passed"] as? Bool == false }.compactMap { $0["name"] as? String }
        #expect(failed == ["documentNumber", "composite"])
        #expect((json["reasons"] as? [String])?.contains { $0.contains("documentNumber check digit fails") } == true)
    }

    @Test func digitOnlyPositionsAreFixedByTypeAlways() throws {
        // An O in the date of birth can only be a 0: a type-forced fix, made and reported even
        // without --correct.
        let lines = [Self.td3[0], "L898902C36UTO74O8122F1204159ZE184226B<<<<<10"]
        let run = try Zonal.run(["parse", "--mrz"] + lines)
        expectExit(run, 0)
        let json = try run.json()
        #expect(json["state"] as? String == "valid", "\(run)")
        #expect(json["lines"] as? [String] == Self.td3)
        #expect(json["rawLines"] as? [String] == lines)
        let corrections = try #require(json["corrections"] as? [[String: Any]])
        #expect(corrections.count == 1)
        #expect(corrections.first?["from"] as? String == "O")
        #expect(corrections.first?["to"] as? String == "0")
        #expect(corrections.first?["line"] as? Int == 2)
        #expect(corrections.first?["column"] as? Int == 16)
        #expect(corrections.first?["field"] as? String == "dateOfBirth")
        #expect(corrections.first?["reason"] as? String == "fieldType")
    }

    @Test func correctOptionFixesALookAlikeOnlyWhenTheChecksAgree() throws {
        // Birth date 740812 typed as 140812 (1/7 look alike): a legal digit, so without --correct it
        // stays as typed and the check fails; with it, only 7 satisfies the date and composite checks.
        let lines = [Self.td3[0], "L898902C36UTO1408122F1204159ZE184226B<<<<<10"]
        let plain = try Zonal.run(["parse", "--mrz"] + lines)
        expectExit(plain, 0)
        #expect(try plain.json()["state"] as? String == "uncertain")

        let corrected = try Zonal.run(["parse", "--correct", "--mrz"] + lines)
        expectExit(corrected, 0)
        let json = try corrected.json()
        #expect(json["state"] as? String == "valid", "\(corrected)")
        #expect(json["lines"] as? [String] == Self.td3)
        #expect(json["rawLines"] as? [String] == lines)
        let corrections = try #require(json["corrections"] as? [[String: Any]])
        #expect(corrections.count == 1)
        #expect(corrections.first?["from"] as? String == "1")
        #expect(corrections.first?["to"] as? String == "7")
        #expect(corrections.first?["column"] as? Int == 14)
        #expect(corrections.first?["reason"] as? String == "checkDigit")
    }

    @Test func correctOptionRecoversAnErasedCheckDigitButNotItsValidity() throws {
        // The expiry's check digit typed as a filler, where only a digit can stand: the check and
        // the composite name the 9, which no longer confirms the expiry.
        let lines = [Self.td3[0], "L898902C36UTO7408122F120415<ZE184226B<<<<<10"]
        let corrected = try Zonal.run(["parse", "--correct", "--mrz"] + lines)
        expectExit(corrected, 0)
        let json = try corrected.json()
        #expect(json["lines"] as? [String] == Self.td3, "\(corrected)")
        #expect(json["state"] as? String == "uncertain")
        #expect((json["reasons"] as? [String])?.contains { $0.hasPrefix("check digit at line 2, column 28 read as a filler is taken as '9'") } == true)
    }

    @Test func correctOptionTakesTheOneKnownCountryCodeNear() throws {
        // Nationality ESP typed as ESF (F/P look alike): no check digit covers it; ESP is the one
        // known code a single look-alike makes of it.
        let lines = [Self.td3[0], "L898902C36ESF7408122F1204159ZE184226B<<<<<10"]
        let plain = try Zonal.run(["parse", "--mrz"] + lines)
        expectExit(plain, 0)
        let plainFields = try #require(try plain.json()["fields"] as? [String: [String: Any]])
        #expect(plainFields["nationality"]?["value"] as? String == "ESF")
        #expect((plainFields["nationality"]?["flags"] as? [String])?.contains("unknownCode") == true)

        let corrected = try Zonal.run(["parse", "--correct", "--mrz"] + lines)
        expectExit(corrected, 0)
        let json = try corrected.json()
        let fields = try #require(json["fields"] as? [String: [String: Any]])
        #expect(fields["nationality"]?["value"] as? String == "ESP", "\(corrected)")
        let corrections = try #require(json["corrections"] as? [[String: Any]])
        #expect(corrections.count == 1)
        #expect(corrections.first?["reason"] as? String == "countryCode")
        #expect(corrections.first?["field"] as? String == "nationality")
    }

    @Test func correctOptionOffersTheNationalityForAnUnknownIssuingState() throws {
        // Issuing state UTO typed as HTO: no look-alike of it makes a known code, and the
        // nationality UTO is one letter away, so it is offered, and the result stays uncertain.
        let lines = ["P<HTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", Self.td3[1]]
        let run = try Zonal.run(["parse", "--correct", "--mrz"] + lines)
        expectExit(run, 0)
        let json = try run.json()
        #expect(json["state"] as? String == "uncertain", "\(run)")
        let fields = try #require(json["fields"] as? [String: [String: Any]])
        #expect(fields["issuingState"]?["value"] as? String == "UTO")
        let corrections = try #require(json["corrections"] as? [[String: Any]])
        #expect(corrections.map { $0["reason"] as? String } == ["issuingStateLikeNationality"])
        #expect((json["reasons"] as? [String])?.contains { $0.hasPrefix("issuingState: 'H' read at line 1, column 3") } == true)
    }

    @Test func wrongLengthLineIsNamedWithTheExpectedLength() throws {
        let short = String(Self.td3[1].dropLast())  // 43 characters
        let run = try Zonal.run(["parse", "--mrz", Self.td3[0], short])
        expectExit(run, 3)
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderr.contains("line 2"), "\(run)")
        #expect(run.stderr.contains("43"), "\(run)")
        #expect(run.stderr.contains("44"), "\(run)")
    }

    @Test func firstLineOfNoKnownLengthListsTheLengths() throws {
        let run = try Zonal.run(["parse", "--mrz", String(repeating: "<", count: 40), String(repeating: "<", count: 40)])
        expectExit(run, 3)
        #expect(run.stderr.contains("line 1 has 40 characters"), "\(run)")
        #expect(run.stderr.contains("36") && run.stderr.contains("44"), "\(run)")
    }

    @Test func oneLineIsNotAnMRZ() throws {
        let run = try Zonal.run(["parse", "--mrz", Self.td3[0]])
        expectExit(run, 3)
        #expect(run.stderr.contains("1 line given"), "\(run)")
    }

    @Test(arguments: [
        ("P<UTOEriksson<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "line 1, column 7", "lower case"),
        ("P<UTOERIKSSON<<ANNA MARIA<<<<<<<<<<<<<<<<<<<", "line 1, column 20", "U+0020"),
        ("P<UTOERIKSSON<<ANNA-MARIA<<<<<<<<<<<<<<<<<<<", "line 1, column 20", "'-'"),
        ("P<UTOERIKSSÖN<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "line 1, column 12", "'Ö'"),
    ])
    func illegalCharacterIsNamedByLineAndColumn(line: String, position: String, detail: String) throws {
        let run = try Zonal.run(["parse", "--mrz", line, Self.td3[1]])
        expectExit(run, 3)
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderr.contains(position), "\(run)")
        #expect(run.stderr.contains(detail), "\(run)")
        #expect(run.stderr.contains("expected A-Z, 0-9 or <"), "\(run)")
    }

    @Test func stdinWithTwoMRZsGivesJSONLines() throws {
        let input = (Self.td3 + [""] + Self.td1).joined(separator: "\n") + "\n"
        let run = try Zonal.run(["parse"], stdin: input)
        expectExit(run, 0)
        let results = try run.jsonLines()
        #expect(results.count == 2, "\(run)")
        #expect(results.map { $0["format"] as? String } == ["TD3", "TD1"])
        #expect(results.allSatisfy { $0["state"] as? String == "valid" })
    }

    @Test func stdinWithOneMRZGivesOneJSONObject() throws {
        let run = try Zonal.run(["parse"], stdin: "  " + Self.td3.joined(separator: "\r\n") + "  \r\n\r\n")
        expectExit(run, 0)
        let json = try run.json()
        #expect(json["format"] as? String == "TD3")
        #expect(json["state"] as? String == "valid")
    }

    @Test func stdinWithABadMRZStillPrintsTheOthers() throws {
        let bad = [Self.td3[0], String(Self.td3[1].prefix(30))]
        let input = (Self.td3 + [""] + bad + [""] + Self.td1).joined(separator: "\n")
        let run = try Zonal.run(["parse"], stdin: input)
        expectExit(run, 3)
        let lines = try run.jsonLines()
        #expect(lines.count == 3, "\(run)")
        #expect(lines.compactMap { $0["format"] as? String } == ["TD3", "TD1"])
        let error = try #require(lines.first { $0["error"] != nil }, "\(run)")
        #expect((error["input"] as? String)?.contains("MRZ #2") == true, "\(run)")
        #expect(run.stderr.contains("MRZ #2"), "\(run)")
        #expect(run.stderr.contains("lines 4–5"), "\(run)")
        #expect(run.stderr.contains("line 2 has 30 characters"), "\(run)")
    }

    @Test func noLinesAtAllIsAUsageError() throws {
        let run = try Zonal.run(["parse"], stdin: "\n\n")
        expectExit(run, 64)
        #expect(run.stderr.contains("--mrz"), "\(run)")
    }
}
