import Foundation
import Testing

/// `zonal parse --parser <kind>`: every template parser from the command line.
@Suite struct ParseParserCommandTests {
    @Test func ibanFromArguments() throws {
        let run = try Zonal.run(["parse", "--parser", "iban", "DE89 3704 0044 0532 0130 00"])
        expectExit(run, 0)
        #expect(run.stderr.isEmpty, "\(run)")
        let json = try run.json()
        #expect(json["parser"] as? String == "iban")
        #expect(json["value"] as? String == "DE89370400440532013000")
        #expect(json["raw"] as? String == "DE89 3704 0044 0532 0130 00")
        #expect(json["valid"] as? Bool == true)
        #expect(json["confidence"] as? Double == 100)
        #expect((json["reasons"] as? [Any])?.isEmpty == true)
        #expect(json["components"] as? [String: String] == ["country": "DE", "checkDigits": "89", "bban": "370400440532013000"])
    }

    @Test func unquotedWordsAreJoinedWithSpaces() throws {
        let run = try Zonal.run(["parse", "--parser", "iban", "DE89", "3704", "0044", "0532", "0130", "00"])
        expectExit(run, 0)
        #expect(try run.json()["value"] as? String == "DE89370400440532013000")
    }

    @Test func invalidValueStillExitsZero() throws {
        let run = try Zonal.run(["parse", "--parser", "iban", "DE89 3704 0044 0532 0130 01"])
        expectExit(run, 0)
        let json = try run.json()
        #expect(json["valid"] as? Bool == false)
        #expect(json["value"] as? String == "DE89370400440532013001")
        #expect((json["reasons"] as? [String])?.contains("the check digits fail (mod 97)") == true)
    }

    @Test func notFoundPrintsNullValue() throws {
        let run = try Zonal.run(["parse", "--parser", "email", "no address here"])
        expectExit(run, 0)
        let json = try run.json()
        #expect(json.keys.contains("value"))
        #expect(json["value"] is NSNull)
        #expect(json["valid"] as? Bool == false)
    }

    @Test func optionsAreApplied() throws {
        let run = try Zonal.run(["parse", "--parser", "iban", "--options", #"{"countries":["AT"]}"#, "DE89370400440532013000"])
        expectExit(run, 0)
        let json = try run.json()
        #expect(json["valid"] as? Bool == false)
        #expect((json["reasons"] as? [String])?.contains("country DE is not among AT") == true)

        let date = try Zonal.run(["parse", "--parser", "date", "--options", #"{"order":"mdy"}"#, "03/12/2021"])
        expectExit(date, 0)
        #expect(try date.json()["value"] as? String == "2021-03-12")
    }

    @Test func stdinTextKeepsItsLines() throws {
        let mrz = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"]
        let run = try Zonal.run(["parse", "--parser", "mrz"], stdin: "PASSPORT\n" + mrz.joined(separator: "\n") + "\n")
        expectExit(run, 0)
        let json = try run.json()
        #expect(json["parser"] as? String == "mrz")
        #expect(json["value"] as? String == mrz.joined(separator: "\n"))
        #expect(json["valid"] as? Bool == true)
        #expect((json["components"] as? [String: String])?["format"] == "TD3")
    }

    @Test func textStartingWithADashAfterDoubleDash() throws {
        let run = try Zonal.run(["parse", "--parser", "amount", "--", "-12,50 €"])
        expectExit(run, 0)
        let json = try run.json()
        #expect(json["value"] as? String == "-12.50")
        #expect((json["components"] as? [String: String])?["currency"] == "EUR")
    }

    @Test func badOptionsNameTheirPathAndExit64() throws {
        let run = try Zonal.run(["parse", "--parser", "iban", "--options", #"{"countries":["DE","XY"],"strict":true}"#, "DE89370400440532013000"])
        expectExit(run, 64)
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderr.contains("--options: $.countries[1]: \"XY\" is not a country with IBANs"), "\(run)")
        #expect(run.stderr.contains("--options: $.strict: unknown key"), "\(run)")

        let regex = try Zonal.run(["parse", "--parser", "regex", "--options", #"{"pattern":"(oops"}"#, "text"])
        expectExit(regex, 64)
        #expect(regex.stderr.contains("$.pattern: not a valid regular expression"), "\(regex)")

        let json = try Zonal.run(["parse", "--parser", "iban", "--options", "{countries}", "x"])
        expectExit(json, 64)
        #expect(json.stderr.contains("not valid JSON"), "\(json)")
    }

    @Test func unknownKindSuggestsTheNearest() throws {
        let run = try Zonal.run(["parse", "--parser", "ibn", "DE89"])
        expectExit(run, 64)
        #expect(run.stderr.contains("unknown parser kind \"ibn\""), "\(run)")
        #expect(run.stderr.contains("did you mean \"iban\""), "\(run)")
    }

    @Test func argumentMistakesAreUsageErrors() throws {
        let both = try Zonal.run(["parse", "--parser", "mrz", "--mrz", "A", "B"])
        expectExit(both, 64)
        let correct = try Zonal.run(["parse", "--parser", "mrz", "--correct", "x"])
        expectExit(correct, 64)
        #expect(correct.stderr.contains("--options"), "\(correct)")
        let textWithoutParser = try Zonal.run(["parse", "DE89370400440532013000"])
        expectExit(textWithoutParser, 64)
        #expect(textWithoutParser.stderr.contains("--parser"), "\(textWithoutParser)")
        let optionsWithoutParser = try Zonal.run(["parse", "--options", "{}", "--mrz", "A", "B"])
        expectExit(optionsWithoutParser, 64)
        let empty = try Zonal.run(["parse", "--parser", "iban"], stdin: "\n\n")
        expectExit(empty, 64)
        #expect(empty.stderr.contains("give the text"), "\(empty)")
    }
}
