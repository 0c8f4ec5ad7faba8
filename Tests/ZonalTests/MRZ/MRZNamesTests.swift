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
}
