import Testing
@testable import Zonal

/// A visual value checked against the MRZ: names through ICAO transliteration (either way an
/// issuer writes umlauts), dates without the century the MRZ cannot tell, document numbers
/// without fillers; a differing value is doubted, an agreeing one confirmed by a check digit.
@Suite struct MRZAgreementTests {
    @Test func namesAgreeThroughEitherTransliteration() {
        #expect(MRZAgreement.agrees("ÅSTRÖM", "AASTROEM", source: "surname", truncated: false))
        #expect(MRZAgreement.agrees("ÅSTRÖM", "ASTROM", source: "surname", truncated: false))
        #expect(MRZAgreement.agrees("JEAN-LUC ZOË", "JEAN LUC ZOE", source: "givenNames", truncated: false))
        #expect(MRZAgreement.agrees("O'BRIEN", "OBRIEN", source: "surname", truncated: false))
        #expect(MRZAgreement.agrees("STRAUß", "STRAUSS", source: "surname", truncated: false))
        // Blurred ß read as B, an accent read as a plain letter where the MRZ writes AE.
        #expect(!MRZAgreement.agrees("STRAUB", "STRAUSS", source: "surname", truncated: false))
        #expect(!MRZAgreement.agrees("HAKKINEN", "HAEKKINEN", source: "surname", truncated: false))
    }

    @Test func aTruncatedMRZNameIsAPrefix() {
        #expect(MRZAgreement.agrees("MARIA FERNANDA ISABEL", "MARIA FERNANDA IS", source: "givenNames", truncated: true))
        #expect(!MRZAgreement.agrees("MARIA FERNANDA ISABEL", "MARIA FERNANDA IS", source: "givenNames", truncated: false))
    }

    @Test func datesIgnoreTheCentury() {
        #expect(MRZAgreement.agrees("1925-03-14", "2025-03-14", source: "dateOfBirth", truncated: false))
        #expect(!MRZAgreement.agrees("1925-03-14", "1925-08-14", source: "dateOfBirth", truncated: false))
    }

    @Test func documentNumbersAndSex() {
        #expect(MRZAgreement.agrees("L898 902C3", "L898902C3", source: "documentNumber", truncated: false))
        #expect(!MRZAgreement.agrees("TPO511279", "TP0511279", source: "documentNumber", truncated: false))
        #expect(MRZAgreement.agrees("F", "F", source: "sex", truncated: false))
        #expect(MRZAgreement.agrees("X", "", source: "sex", truncated: false))
    }

    func mrz(_ fields: [String: MRZField]) -> MRZResult {
        MRZResult(format: .td3, state: .valid, lines: [], rawLines: [], fields: fields, checks: [], corrections: [], warnings: [], reasons: [], confidence: 98)
    }

    func mrzField(_ value: String, valid: Bool = true, confidence: Double = 98) -> MRZField {
        MRZField(value: value, raw: value, confidence: confidence, valid: valid, flags: [], position: MRZSpan(line: 2, start: 1, length: 9))
    }

    @Test func aDifferingValueIsDoubtedWithTheReason() {
        var field = ParsedField(value: "TPX511279", raw: "TPX511279", confidence: 99, valid: true)
        MRZAgreement.check(&field, against: "documentNumber", in: mrz(["documentNumber": mrzField("TP0511279")]))
        #expect(field.confidence == MRZAgreement.differingConfidence)
        #expect(field.reasons == ["differs from the MRZ's documentNumber"])
    }

    /// The visual number misread only by shapes OCR confuses is the MRZ's number, when that one's
    /// check digit holds and it was read confidently; otherwise it is doubted as any difference.
    @Test func aNumberDifferingByLookAlikesOnlyIsTheMRZs() {
        var field = ParsedField(value: "FRZDPGKIR", raw: "FRZDPGKIR", confidence: 50, valid: true)
        MRZAgreement.check(&field, against: "documentNumber", in: mrz(["documentNumber": mrzField("FR2DPGK1R")]))
        #expect(field.value == "FR2DPGK1R" && field.confidence == 98)
        #expect(field.reasons.last?.contains("look-alike") == true)
        // The MRZ's check digit fails: nothing to go by.
        var unchecked = ParsedField(value: "FRZDPGKIR", raw: "FRZDPGKIR", confidence: 50, valid: true)
        MRZAgreement.check(&unchecked, against: "documentNumber", in: mrz(["documentNumber": mrzField("FR2DPGK1R", valid: false)]))
        #expect(unchecked.value == "FRZDPGKIR" && unchecked.confidence == MRZAgreement.differingConfidence)
        // Read unsurely (the MRZ's check digit chose its `0` over the `O` both readings saw):
        // its value, still doubted.
        var unsure = ParsedField(value: "TPO511279", raw: "TPO511279", confidence: 99, valid: true)
        MRZAgreement.check(&unsure, against: "documentNumber", in: mrz(["documentNumber": mrzField("TP0511279", confidence: 44)]))
        #expect(unsure.value == "TP0511279" && unsure.confidence == MRZAgreement.differingConfidence)
        #expect(unsure.reasons.last?.contains("read unsurely") == true)
        // A difference that is no look-alike, or a dropped character, is a difference.
        #expect(!MRZAgreement.differsByLookAlikesOnly("FRXDPGK1R", "FR2DPGK1R"))
        #expect(!MRZAgreement.differsByLookAlikesOnly("T4090755", "VT4090755"))
        #expect(!MRZAgreement.differsByLookAlikesOnly("FR2DPGK1R", "FR2DPGK1R"))
        #expect(MRZAgreement.differsByLookAlikesOnly("OW1171210", "0W1171210"))
    }

    /// A document number not read in print is the MRZ's, offered under the threshold, when the
    /// MRZ's check digit holds; otherwise, and for fields other than the number, it stays unread.
    @Test func aNumberNotReadInPrintIsOfferedFromTheMRZ() {
        var field = ParsedField(value: nil, raw: "", confidence: 0, valid: false, reasons: ["no match for the pattern"])
        MRZAgreement.check(&field, against: "documentNumber", in: mrz(["documentNumber": mrzField("TP0511279")]))
        #expect(field.value == "TP0511279" && field.valid)
        #expect(field.confidence == MRZAgreement.differingConfidence)
        #expect(field.reasons.last?.contains("not read in print") == true)
        var unchecked = ParsedField(value: nil, raw: "", confidence: 0, valid: false)
        MRZAgreement.check(&unchecked, against: "documentNumber", in: mrz(["documentNumber": mrzField("TP0511279", valid: false)]))
        #expect(unchecked.value == nil)
        var name = ParsedField(value: nil, raw: "", confidence: 0, valid: false)
        MRZAgreement.check(&name, against: "surname", in: mrz(["surname": mrzField("ASTROM")]))
        #expect(name.value == nil, "a name's marks are not in the MRZ")
    }

    @Test func agreementWithACheckedFieldConfirms() {
        var number = ParsedField(value: "TP0511279", raw: "TP0511279", confidence: 50, valid: true)
        MRZAgreement.check(&number, against: "documentNumber", in: mrz(["documentNumber": mrzField("TP0511279")]))
        #expect(number.confidence == 98 && number.reasons.isEmpty)
        // A check digit that fails confirms nothing; names have none of their own.
        var unchecked = ParsedField(value: "TP0511279", raw: "TP0511279", confidence: 50, valid: true)
        MRZAgreement.check(&unchecked, against: "documentNumber", in: mrz(["documentNumber": mrzField("TP0511279", valid: false)]))
        #expect(unchecked.confidence == 50)
        var name = ParsedField(value: "ASTROM", raw: "ASTROM", confidence: 40, valid: true)
        MRZAgreement.check(&name, against: "surname", in: mrz(["surname": mrzField("ASTROM")]))
        #expect(name.confidence == 40)
    }

    /// A photo loses the marks the MRZ spells out: `STRAUß` read `STRAUB`, `MÜLLER` read `MULLER`
    /// or `MŪLLER`. The name the MRZ's spelling asks for is the value, still doubted (the MRZ's
    /// names have no check digit), with the reason.
    @Test func lostMarksTheMRZSpellsOutAreGivenBack() {
        #expect(MRZAgreement.repairedName("STRAUB", "STRAUSS", source: "surname", truncated: false) == "STRAUß")
        #expect(MRZAgreement.repairedName("MŪLLER", "MUELLER", source: "surname", truncated: false) == "MÜLLER")
        #expect(MRZAgreement.repairedName("ARHUS", "AARHUS", source: "surname", truncated: false) == "ÅRHUS")
        #expect(MRZAgreement.repairedName("KRAMER", "KRAEMER", source: "surname", truncated: false) == nil, "Ä or Æ: the MRZ writes both AE")
        #expect(MRZAgreement.repairedName("ARHUS ASTROM", "AARHUS<AASTROEM", source: "surname", truncated: false) == nil, "three marks: too many to guess")
        #expect(MRZAgreement.repairedName("JURGEN", "JUERG", source: "givenNames", truncated: true) == "JÜRGEN")
        // Nothing a mark would mend, or more than one way to mend it.
        #expect(MRZAgreement.repairedName("SMITH", "SMYTH", source: "surname", truncated: false) == nil)
        #expect(MRZAgreement.repairedName("MULLER", "MULLER", source: "surname", truncated: false) == nil)
        #expect(MRZAgreement.repairedName("STROM", "STROEM", source: "surname", truncated: false) == nil, "Ö or Ø: the MRZ writes both OE")

        var field = ParsedField(value: "STRAUB", raw: "STRAUB", confidence: 40, valid: true)
        MRZAgreement.check(&field, against: "surname", in: mrz(["surname": mrzField("STRAUSS")]))
        #expect(field.value == "STRAUß" && field.confidence == 40)
        #expect(field.reasons.last?.contains("completed from the MRZ") == true)
        var sure = ParsedField(value: "MULLER", raw: "MULLER", confidence: 99, valid: true)
        MRZAgreement.check(&sure, against: "surname", in: mrz(["surname": mrzField("MUELLER")]))
        #expect(sure.value == "MÜLLER" && sure.confidence == MRZAgreement.differingConfidence)
    }
}
