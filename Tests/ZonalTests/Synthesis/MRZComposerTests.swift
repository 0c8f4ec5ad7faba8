import Testing
@testable import Zonal

@Suite struct MRZComposerTests {
    private func compose(_ code: String, _ state: String, _ surname: String, _ given: String, _ number: String,
                         _ nationality: String, _ birth: String, _ sex: String, _ expiry: String,
                         optional: String = "", optional2: String = "", _ format: MRZFormat) throws -> [String] {
        try MRZComposer.compose(MRZIdentity(documentCode: code, issuingState: state, surname: surname, givenNames: given,
                                            documentNumber: number, nationality: nationality, dateOfBirth: birth, sex: sex,
                                            dateOfExpiry: expiry, optionalData: optional, optionalData2: optional2), format: format)
    }

    // ICAO 9303 part 4 specimen.
    @Test func icaoPassportSpecimen() throws {
        #expect(try compose("P", "UTO", "Eriksson", "Anna Maria", "L898902C3", "UTO", "740812", "F", "120415", optional: "ZE184226B", .td3) == [
            "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
            "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
        ])
    }

    // ICAO 9303 part 5 specimen, including the long document number D23145890734.
    @Test func icaoTD1LongDocumentNumber() throws {
        #expect(try compose("I", "UTO", "Stevenson", "Peter John", "D23145890734", "UTO", "340712", "M", "950712", .td1) == [
            "I<UTOD23145890<7349<<<<<<<<<<<",
            "3407127M9507122UTO<<<<<<<<<<<2",
            "STEVENSON<<PETER<JOHN<<<<<<<<<",
        ])
    }

    // Generator vectors from mrz-vectors.jsonl (inputs mapped by hand: state names → codes).
    @Test func conformanceGeneratorVectors() throws {
        #expect(try compose("V", "UTO", "ÊrÌkS'ŝóN", "ÂNNa mARíA", "L8988901c", "XXX", "400907", "f", "961210", optional: "Ze184226b", .mrvA) == [
            "V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L8988901C4XXX4009078F9612109ZE184226B<<<<<<<",
        ])
        #expect(try compose("VI", "USA", "TRAVELER", "HAPPYPERSON", "555123ABC", "GBR", "650205", "F", "041223", optional: "IFLND00AMS803085", .mrvA) == [
            "VIUSATRAVELER<<HAPPYPERSON<<<<<<<<<<<<<<<<<<", "555123ABC6GBR6502056F0412236IFLND00AMS803085",
        ])
        #expect(try compose("VB", "D", "DEDIC", "SIDNAN", "D09174053", "BOS", "820113", "M", "970801", optional: " 2020711", .mrvB) == [
            "VBD<<DEDIC<<SIDNAN<<<<<<<<<<<<<<<<<<", "D091740530BOS8201135M9708011<2020711",
        ])
        #expect(try compose("V", "UTO", "ERIKSSON", "ANNA MARIA", "L8988901C", "XXX", "400907", "F", "961210", .mrvB) == [
            "V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "L8988901C4XXX4009078F9612109<<<<<<<<",
        ])
        #expect(try compose("ID", "ESP", "ESPAÑOLA ESPAÑOLA", "CARMEN", "BAA000589", "ESP", "800101", "F", "250101", optional: "99999999R", .td1) == [
            "IDESPBAA000589599999999R<<<<<<", "8001014F2501017ESP<<<<<<<<<<<7", "ESPANOLA<ESPANOLA<<CARMEN<<<<<",
        ])
        #expect(try compose("id", "srb", "Test", "Milica", "955555546", "SRB", "680229", "f", "130724", optional: "2902968000000", .td1) == [
            "IDSRB95555554612902968000000<<", "6802295F1307245SRB<<<<<<<<<<<6", "TEST<<MILICA<<<<<<<<<<<<<<<<<<",
        ])
        #expect(try compose("I", "UTO", "ERIKSSON", "ANNA MARIA", "D23145890", "UTO", "740812", "F", "120415", .td2) == [
            "I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "D231458907UTO7408122F1204159<<<<<<<6",
        ])
        #expect(try compose("P", "ASU", "MXHMWD", "EBDALRXHYM", "A2222222", "ASU", "710821", "F", "041204", optional: "1000146819", .td3) == [
            "P<ASUMXHMWD<<EBDALRXHYM<<<<<<<<<<<<<<<<<<<<<", "A2222222<0ASU7108215F04120411000146819<<<<44",
        ])
    }

    @Test func cyrillicIsTransliteratedByTheICAOTable() throws {
        #expect(try compose("P", "UKR", "ТКАЧЕНКО", "МАР'ЯНА", "XX000000", "UKR", "910824", "F", "230925", optional: "1234567890", .td3) == [
            "P<UKRTKACHENKO<<MARIANA<<<<<<<<<<<<<<<<<<<<<", "XX000000<0UKR9108242F23092571234567890<<<<70",
        ])
    }

    @Test func emptyPersonalNumberHasFillerCheckDigit() throws {
        let lines = try compose("P", "D", "Mustermann", "Erika", "C01X00T47", "D", "640812", "F", "270228", .td3)
        #expect(lines[0] == "P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<")
        #expect(lines[1] == "C01X00T478D<<6408125F2702283<<<<<<<<<<<<<<<4")
        #expect(Array(lines[1])[42] == "<")
    }

    @Test func namesAreTransliteratedAndTruncated() {
        #expect(MRZComposer.transliterate("Müller-Lüdenscheidt") == "MUELLER<LUEDENSCHEIDT")
        #expect(MRZComposer.transliterate("O'Brien") == "OBRIEN")
        #expect(MRZComposer.transliterate("  Jean  Luc ") == "JEAN<LUC")
        #expect(MRZComposer.transliterate("Łukasz Straße") == "LUKASZ<STRASSE")
        let field = MRZComposer.nameField(surname: "Wolfeschlegelsteinhausenbergerdorff", givenNames: "Hubert Blaine", length: 30)
        #expect(field == "WOLFESCHLEGELSTEINHAUSENBER<<H")
        #expect(MRZComposer.nameField(surname: "Papadopoulou", givenNames: "Anna Maria Konstantina", length: 30) == "PAPADOPOULOU<<ANNA<MARIA<KONST")
        #expect(MRZComposer.nameField(surname: "Li", givenNames: "Anna Maria", length: 17) == "LI<<ANNA<MARIA<<<")
        #expect(MRZComposer.nameField(surname: "Li", givenNames: "Anna Maria", length: 9) == "LI<<ANNA<")
    }

    @Test func td2LongDocumentNumber() throws {
        let lines = try compose("I", "UTO", "ERIKSSON", "ANNA", "D231458907AB", "UTO", "740812", "F", "120415", .td2)
        #expect(lines[1].hasPrefix("D23145890<UTO"))
        let optional = String(Array(lines[1])[28..<35])
        #expect(optional == "7AB" + String(CheckDigit.character(for: "D231458907AB")!) + "<<<")
    }

    @Test func rejectsWhatTheMRZCannotHold() {
        #expect(throws: ZonalError.self) { try compose("P", "UTO", "A", "B", "1234567890", "UTO", "740812", "F", "120415", .td3) }
        #expect(throws: ZonalError.self) { try compose("P", "UTO", "A", "B", "L898902C3", "UTO", "7408", "F", "120415", .td3) }
        #expect(throws: ZonalError.self) { try compose("P", "UTO", "A", "B", "L898902C3", "UTO", "740812", "Q", "120415", .td3) }
        #expect(throws: ZonalError.self) { try compose("P", "UTOPIA", "A", "B", "L898902C3", "UTO", "740812", "F", "120415", .td3) }
        #expect(throws: ZonalError.self) { try compose("P", "UTO", "A", "B", "L898902C3", "UTO", "740812", "F", "120415", optional: "ABC-DEF", .td3) }
    }
}
