import Testing
@testable import Zonal

@Suite struct MRZFieldParserTests {
    func mrz(_ text: String, correct: Bool = false) -> ParsedField {
        MRZFieldParser(correct: correct, referenceDate: mrzReferenceDate).parse(RecognizedText(text))
    }

    @Test func td3AmongOtherLines() {
        let text = "PASSPORT  PASSEPORT\nUtopia\n" + Specimen.td3.joined(separator: "\n") + "\n"
        let field = mrz(text)
        #expect(field.value == Specimen.td3.joined(separator: "\n"))
        #expect(field.raw == Specimen.td3.joined(separator: "\n"))
        #expect(field.valid, "\(field)")
        #expect(field.components["format"] == "TD3")
        #expect(field.components["surname"] == "ERIKSSON")
        #expect(field.components["givenNames"] == "ANNA MARIA")
        #expect(field.components["dateOfBirth"] == "1974-08-12")
        #expect(field.components["documentNumber"] == "L898902C3")
        // The specimen expired in 2012: the MRZ's warning is passed on.
        #expect(field.reasons.contains { $0.contains("expir") }, "\(field.reasons)")
    }

    @Test func td1ThreeLines() {
        let field = mrz(Specimen.td1.joined(separator: "\n"))
        #expect(field.valid)
        #expect(field.components["format"] == "TD1")
        #expect(field.components["documentNumber"] == "D23145890")
    }

    @Test func ocrSpacesBlankLinesAndLowerCase() {
        let noisy = "P<UTOERIKSSON<<ANNA<MARIA<<<< <<<<<<<<<<<<<<<\n\n l898902C36UTO7408122F1204159ZE184226B<<<<<10  "
        let field = mrz(noisy)
        #expect(field.value == Specimen.td3.joined(separator: "\n"))
        #expect(field.valid, "\(field)")
    }

    @Test func typeForcedFixIsReported() {
        let field = mrz([Specimen.td3[0], "L898902C36UTO74O8122F1204159ZE184226B<<<<<10"].joined(separator: "\n"))
        #expect(field.valid)
        #expect(field.value == Specimen.td3.joined(separator: "\n"))
        #expect(field.reasons.contains("corrected 'O' to '0' at line 2, column 16 (dateOfBirth, fieldType)"), "\(field.reasons)")
    }

    @Test func failedCheckDigitIsInvalid() {
        let lines = [Specimen.td3[0], "L898902C36UTO1408122F1204159ZE184226B<<<<<10"]
        let field = mrz(lines.joined(separator: "\n"))
        #expect(field.value == lines.joined(separator: "\n"))
        #expect(!field.valid)
        #expect(field.reasons.contains { $0.contains("dateOfBirth check digit fails") })
        // With correction, the look-alike 1/7 is fixed by the checks.
        let corrected = mrz(lines.joined(separator: "\n"), correct: true)
        #expect(corrected.valid)
        #expect(corrected.components["dateOfBirth"] == "1974-08-12")
    }

    @Test func malformedMRZIsFoundButInvalid() {
        let text = Specimen.td3[0] + "\n" + String(Specimen.td3[1].dropLast())
        let field = mrz(text)
        #expect(field.value == text)
        #expect(!field.valid)
        #expect(field.reasons.first?.contains("43") == true, "\(field.reasons)")
        #expect(field.reasons.first?.contains("44") == true, "\(field.reasons)")
    }

    @Test func notFound() {
        let field = mrz("Name: Anna Maria\nNationality: Utopia")
        #expect(field.value == nil)
        #expect(field.reasons == ["no MRZ lines"])
    }

    @Test func confidenceIsTheWeakestMRZCharacter() {
        let source = "HEADER\n" + Specimen.td3.joined(separator: "\n")
        let text = recognized(source, [0: 1, offset(of: "L898", in: source) + 2: 66])
        let field = MRZFieldParser(referenceDate: mrzReferenceDate).parse(text)
        #expect(field.valid)
        #expect(field.confidence == 66)
    }

    @Test func ocrNeedsAndOptions() throws {
        let needs = try ParserCatalog.make(kind: "mrz").ocrNeeds
        #expect(needs == OCRNeeds(characters: Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"), multiline: true))
        #expect(try parsed("mrz", Specimen.td3.joined(separator: "\n"), #"{"correct": true}"#).components["format"] == "TD3")
        #expect(hasIssue(optionIssues("mrz", #"{"correct": "yes"}"#), at: "$.correct", "true or false"))
    }
}
