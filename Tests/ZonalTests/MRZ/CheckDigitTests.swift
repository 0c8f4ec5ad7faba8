import Testing
@testable import Zonal

@Suite struct CheckDigitTests {
    // ICAO 9303 part 4 specimen (Anna Maria Eriksson).
    @Test func icaoSpecimenFields() {
        #expect(CheckDigit.compute("L898902C3") == 6)
        #expect(CheckDigit.compute("740812") == 2)
        #expect(CheckDigit.compute("120415") == 9)
        #expect(CheckDigit.compute("ZE184226B<<<<<") == 1)
    }

    @Test func fillerCountsAsZero() {
        #expect(CheckDigit.compute("<<<<") == 0)
        #expect(CheckDigit.value(of: "<") == 0)
        #expect(CheckDigit.value(of: "Z") == 35)
    }

    @Test func rejectsCharactersOutsideTheAlphabet() {
        #expect(CheckDigit.compute("ab1") == nil)
        #expect(CheckDigit.value(of: "é") == nil)
    }
}
