import Testing
@testable import Zonal

@Suite struct MRZNamesTests {
    @Test func primaryAndSecondaryIdentifiers() {
        #expect(MRZNames.split("ERIKSSON<<ANNA<MARIA<<<<<<<<<<").surname == "ERIKSSON")
        #expect(MRZNames.split("ERIKSSON<<ANNA<MARIA<<<<<<<<<<").givenNames == "ANNA MARIA")
        #expect(MRZNames.split("VAN<DER<MUELLEN<<MARTIN<<<<<<<").surname == "VAN DER MUELLEN")
        // Only a primary identifier.
        #expect(MRZNames.split("SATRIYA<SUDARPA<<<<<<<<<<<<<<<") == MRZNames.Split(surname: "SATRIYA SUDARPA", givenNames: "", surnameLength: 15, truncated: false))
        // Only a secondary identifier.
        #expect(MRZNames.split("<<ANNA<MARIA<<<<<<<<<<<<<<<<<<").surname == "")
        #expect(MRZNames.split("<<ANNA<MARIA<<<<<<<<<<<<<<<<<<").givenNames == "ANNA MARIA")
    }

    @Test func aFullFieldMayBeTruncated() {
        #expect(MRZNames.split("NILAVADHANANANDA<<CHAYAPA<DEJTHAMRONG<K").truncated)
        #expect(!MRZNames.split("ERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<").truncated)
    }

    @Test func truncatedNameIsFlaggedInTheResult() throws {
        let result = try parseText(["P<UTOPAPANDROPOULOUS<<JONATHON<WARREN<TREVOR", Specimen.td3[1]])
        #expect(result.value("givenNames") == "JONATHON WARREN TREVOR")
        #expect(result.fields["givenNames"]?.flags == ["truncated"])
        #expect(result.fields["surname"]?.flags == [])
        #expect(result.warnings.contains { $0.contains("truncated") })
        #expect(result.state == .valid)

        let onlySurname = try parseText(["P<UTO" + String(repeating: "A", count: 39), Specimen.td3[1]])
        #expect(onlySurname.fields["surname"]?.flags == ["truncated"])
    }

    @Test func fillerTailStart() {
        #expect(MRZNames.fillerTailStart(in: Array("ERIKSSON<<ANNA<MARIA<<<<<")) == 20)
        #expect(MRZNames.fillerTailStart(in: Array("ARKFREITH<<<<<<")) == 11)
        #expect(MRZNames.fillerTailStart(in: Array("SMITH<JONES<SUSIE")) == nil)
    }

    @Test func characterPastTheNamesEnd() {
        #expect(MRZNames.characterPastEnd(in: Array("VON<UND<ZU<LIECHTENSTEI<<HOH<<A")) == 30)
        #expect(MRZNames.characterPastEnd(in: Array("VON<UND<ZU<LIECHTENSTEIN<HOH<<A")) == nil)
        #expect(MRZNames.characterPastEnd(in: Array("ERIKSSON<<ANNA<MARIA<<<<<")) == nil)
        #expect(MRZNames.characterPastEnd(in: Array("ARKFREITH<<<<<<")) == nil)
    }

    @Test func aNameGoingOnPastItsEndKeepsAReadingFromBeingValid() throws {
        // A glare-washed `N` read as a filler at 99: `LIECHTENSTEI<<HOH<<A`. Every check passes
        // and every character is confident, but the name cannot go on after its `<<` ends it.
        let lines = ["IDAUTVON<UND<ZU<LIECHTENSTEI<<HOH<<A", "3FZ88S5A5<AUT9809125F330927661<<<<<0"]
        let strict = MRZParseOptions(correct: true, referenceDate: mrzReferenceDate, minimumConfidence: 93, strictValidity: true)
        let result = try MRZParser.parse(reading(lines), options: strict)
        #expect(result.checks.allSatisfy { $0.passed })
        #expect(result.state == .uncertain)
        #expect(result.reasons == ["name: characters follow the name's end at line 1, column 36: a letter before them may have been read as a filler"])
        // As printed, the same name with one `<` in place is valid.
        let printed = ["IDAUTVON<UND<ZU<LIECHTENSTEIN<HOH<<A", lines[1]]
        #expect(try MRZParser.parse(reading(printed), options: strict).state == .valid)
        // Typed text is taken as written.
        #expect(try parseText(lines).state == .valid)
    }
}
