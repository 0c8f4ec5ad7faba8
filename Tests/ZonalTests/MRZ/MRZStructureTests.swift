import Testing
@testable import Zonal

/// Every kind of structural error, with its message.
@Suite struct MRZStructureTests {
    @Test func lineCount() {
        #expect(invalidMRZReason { _ = try parseText([]) } == "no MRZ lines given; expected 2 lines (TD2, TD3, MRV-A, MRV-B) or 3 lines (TD1)")
        #expect(invalidMRZReason { _ = try parseText(Specimen.td1 + ["<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<"]) }?.hasPrefix("4 lines given") == true)
        #expect(invalidMRZReason { _ = try parseText(["D1FRA13AA000026181231MARTIN<<9"]) }
            == "1 line given; expected 2 lines (TD2, TD3, MRV-A, MRV-B) or 3 lines (TD1) (a one-line MRZ such as the French driving licence's is not supported)")
    }

    @Test func lineLengths() {
        let short = [Specimen.td3[0], String(Specimen.td3[1].dropLast())]
        #expect(invalidMRZReason { _ = try parseText(short) } == "line 2 has 43 characters; expected 44 (TD3/MRV-A) like line 1")
        #expect(invalidMRZReason { _ = try parseText(["INVALIDTEXT<<HENERT<<<<<<<<<<<<<<<<<<<<<<<", Specimen.td3[1]]) }
            == "line 1 has 42 characters; expected 36 (TD2/MRV-B) or 44 (TD3/MRV-A) for a 2-line MRZ")
        #expect(invalidMRZReason { _ = try parseText(["AAA001D<<", "FACHE305142128097<<800126<<<<<", "MARCHAND<<FABIENNE<<<<<<<<<<<<"]) }
            == "line 1 has 9 characters; expected 30 (TD1) for a 3-line MRZ (the Swiss driving licence's MRZ is not supported)")
    }

    @Test func illegalCharacters() {
        let lower = [Specimen.td3[0], replacing(Specimen.td3[1], column: 7, with: "c")]
        #expect(invalidMRZReason { _ = try parseText(lower) }
            == "line 2, column 7: 'c' is not an MRZ character; expected A-Z, 0-9 or < (lower case is not accepted)")
        let question = [replacing(Specimen.td2[0], column: 3, with: "?"), Specimen.td2[1]]
        #expect(invalidMRZReason { _ = try parseText(question) } == "line 1, column 3: '?' is not an MRZ character; expected A-Z, 0-9 or <")
        let space = [Specimen.td2[0], replacing(Specimen.td2[1], column: 30, with: " ")]
        #expect(invalidMRZReason { _ = try parseText(space) } == "line 2, column 30: U+0020 is not an MRZ character; expected A-Z, 0-9 or <")
    }

    @Test func whitespaceAroundLinesIsTrimmed() throws {
        let result = try parseText(["  " + Specimen.td3[0] + "\t", "", Specimen.td3[1] + "\r\n"])
        #expect(result.state == .valid)
        let pasted = try parseText([Specimen.td1.joined(separator: "\n") + "\n"])
        #expect(pasted.format == .td1)
    }

    @Test func oldFrenchIdentityCardIsRefusedClearly() {
        let reason = invalidMRZReason { _ = try parseText(["IDFRATEST<NAME<<<<<<<<<<<<<<<<0CHE02", "1710GVA123451ROBERTA<<<<<<<9112311F2"]) }
        #expect(reason?.contains("French national identity card") == true)
    }

    @Test func anICAOTD2FromFranceWithCodeIDIsNotTheOldFrenchCard() throws {
        // Generated TD2 (seed 2026, clean/0211): every ICAO check digit agrees on line 2.
        let lines = ["IDFRADANGELO<<BJOERN<<<<<<<<<<<<<<<<", "PV78037564FRA4008093F3309014<<<<<<<0"]
        let result = try parseText(lines)
        #expect(result.format == .td2)
        #expect(result.state == .valid)
        #expect(result.value("documentNumber") == "PV7803756")
        // One check digit off: no longer an ICAO TD2, so the old card's message again.
        let reason = invalidMRZReason { _ = try parseText([lines[0], replacing(lines[1], column: 10, with: "5")]) }
        #expect(reason?.contains("French national identity card") == true)
    }

    @Test func emptyOCRPosition() {
        var lines = Specimen.td2.map { $0.map { MRZSymbol($0) } }
        lines[1][4] = MRZSymbol(candidates: [])
        #expect(invalidMRZReason { _ = try parseReading(MRZReading(lines: lines)) } == "line 2, column 5: no OCR candidate")
    }

    @Test func readingHasTheSameStructureChecks() {
        let reading = MRZReading(text: [Specimen.td3[0], String(Specimen.td3[1].dropLast())])
        #expect(invalidMRZReason { _ = try parseReading(reading) } == "line 2 has 43 characters; expected 44 (TD3/MRV-A) like line 1")
    }
}
