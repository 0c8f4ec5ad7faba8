import Testing
@testable import Zonal

/// Type-forced fixes: made even with correction off, because the read character cannot stand there.
@Suite struct MRZFieldTypeCorrectionTests {
    @Test func letterInADateBecomesItsDigitTwin() throws {
        let lines = [Specimen.td3[0], replacing(Specimen.td3[1], column: 16, with: "O")]  // 74O812
        let result = try parseText(lines)
        #expect(result.state == .valid)
        #expect(result.lines == Specimen.td3)
        #expect(result.rawLines == lines)
        #expect(result.corrections == [MRZCorrection(line: 2, column: 16, from: "O", to: "0", reason: "fieldType", field: "dateOfBirth")])
        let birth = try #require(result.fields["dateOfBirth"])
        #expect(birth.flags == ["corrected"])
        // A look-alike nobody proposed: half the confidence of what was read.
        #expect(birth.confidence == 50)
        #expect(result.confidence == 50)
    }

    @Test func digitInANameOrCodeBecomesItsLetterTwin() throws {
        let lines = ["P<UT0ERIK55ON<<ANNA<MAR1A<<<<<<<<<<<<<<<<<<<", Specimen.td3[1]]
        let result = try parseText(lines)
        #expect(result.lines == Specimen.td3)
        #expect(result.value("issuingState") == "UTO")
        #expect(result.value("surname") == "ERIKSSON")
        #expect(result.value("givenNames") == "ANNA MARIA")
        #expect(result.corrections.map(\.field) == ["issuingState", "surname", "surname", "givenNames"])
        #expect(result.corrections.allSatisfy { $0.reason == "fieldType" })
    }

    @Test func ocrAlternativeOfTheRightTypeIsPreferred() throws {
        // OCR read `S` in a date but also proposed `3`: its own evidence wins over the table's `5`.
        let reading = reading(Specimen.mrvB, overrides: [(2, 14, [MRZCandidate("S", confidence: 70), MRZCandidate("3", confidence: 40)])])
        let result = try parseReading(reading, correct: false)
        #expect(result.corrections.first?.to == "3")
        #expect(result.fields["dateOfBirth"]?.confidence == 40)
    }

    @Test func misreadFillerAfterTheNameBecomesFiller() throws {
        let lines = ["P<UTOERIKSSON<<ANNA<MARIA<<<<K<<<<<<EX<<<<<<", Specimen.td3[1]]
        let result = try parseText(lines)
        #expect(result.lines == Specimen.td3)
        #expect(result.value("givenNames") == "ANNA MARIA")
        #expect(result.corrections.map(\.column) == [30, 37, 38])
        #expect(result.corrections.allSatisfy { $0.field == "givenNames" && $0.to == "<" })
    }

    @Test func realNamePartsAreNotTakenForFillers() throws {
        // A one-letter given name (`E`) sits before the end of the name: kept.
        let belgian = try parseText(["IDBEL000590240<6013<<<<<<<<<<<", "8512017F1311048BEL851201002007", "REINARTZ<<ULRIKE<KATIA<E<<<<<<"])
        #expect(belgian.corrections.isEmpty)
        #expect(belgian.value("givenNames") == "ULRIKE KATIA E")
        // After the end of the name, a run longer than two is not a misread filler: left alone.
        let long = try parseText(["P<UTOERIKSSON<<ANNA<<EXEC<<<<<<<<<<<<<<<<<<<", Specimen.td3[1]])
        #expect(long.corrections.isEmpty)
    }

    @Test func aLoneCharacterInTheNamesLastCellAfterFillersIsAFiller() throws {
        // A page number printed just past a visa's MRZ, read into the line's last cell as `O`.
        let marked = try parseText([replacing(Specimen.mrvB[0], column: 36, with: "O"), Specimen.mrvB[1]])
        #expect(marked.lines == Specimen.mrvB)
        #expect(marked.corrections == [MRZCorrection(line: 1, column: 36, from: "O", to: "<", reason: "fieldType", field: "givenNames")])
        // Not with fewer than three fillers before it, nor a run of two letters, nor before the name's end.
        for line in ["V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<OO", "V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<O<<"] {
            #expect(line.count == 36)
            #expect(try parseText([line, Specimen.mrvB[1]]).corrections.isEmpty, "\(line)")
        }
        let close = "V<UTOERIKSSON<<ANNAMARIAJOHANSSON<<O"
        #expect(close.count == 36)
        #expect(try parseText([close, Specimen.mrvB[1]]).corrections.isEmpty, "two fillers before it")
    }

    @Test func noTwinMeansNoFix() throws {
        // `K` has no digit look-alike: the date stays impossible and the check fails.
        let lines = [Specimen.td3[0], replacing(Specimen.td3[1], column: 16, with: "K")]
        let result = try parseText(lines)
        #expect(result.corrections.isEmpty)
        #expect(result.state == .uncertain)
        #expect(result.fields["dateOfBirth"]?.flags.contains("impossibleDate") == true)
        #expect(result.fields["dateOfBirth"]?.flags.contains("illegalCharacter") == true)
    }
}
