import Testing
@testable import Zonal

/// TD1/TD2 document numbers longer than 9 characters continue in the optional data.
@Suite struct MRZLongDocumentNumberTests {
    @Test func icaoExample() throws {
        // ICAO 9303 part 11 D.2.
        let result = try parseText(["I<UTOD23145890<7349<<<<<<<<<<<", "3407127M9507122UTO<<<<<<<<<<<2", "STEVENSON<<PETER<JOHN<<<<<<<<<"])
        #expect(result.state == .valid)
        #expect(result.value("documentNumber") == "D23145890734")
        #expect(result.value("optionalData") == "")
        let check = try #require(result.checks.first)
        #expect(check.name == "documentNumber")
        #expect(check.position == MRZSpan(line: 1, start: 19, length: 1))
        #expect(check.expected == "9" && check.passed)
        #expect(result.fields["documentNumber"]?.position == MRZSpan(line: 1, start: 6, length: 13))
    }

    @Test func portugalChecksTheNumberWithoutTheFiller() throws {
        let result = try parseText(["I<PRT007777779<ZZ92<<<<<<<<<<<", "8303143M3405282PRT<<<<<<<<<<<2", "CACADOR<DE<ARAUJO<<ANDRE<ESTEV"])
        #expect(result.state == .valid)
        #expect(result.value("documentNumber") == "007777779ZZ9")
        #expect(result.checks.first?.expected == "2")
    }

    @Test func belgiumChecksTheNumberWithTheFiller() throws {
        // 000590240<601 → 3 (000590240601 alone would give 1): the issuer's way is accepted too.
        let result = try parseText(["IDBEL000590240<6013<<<<<<<<<<<", "8512017F1311048BEL851201002007", "REINARTZ<<ULRIKE<KATIA<E<<<<<<"])
        #expect(result.state == .valid)
        #expect(result.value("documentNumber") == "000590240601")
        #expect(result.checks.first?.expected == "3")
        #expect(result.value("optionalData2") == "85120100200")
        #expect(result.value("givenNames") == "ULRIKE KATIA E")
    }

    @Test func wrongLongNumberCheckFails() throws {
        let result = try parseText(["IDBEL000590240<6016<<<<<<<<<<<", "8512017F1311048BEL851201002007", "REINARTZ<<ULRIKE<KATIA<E<<<<<<"])
        #expect(result.state == .uncertain)
        #expect(result.failedChecks.contains("documentNumber"))
        #expect(result.value("documentNumber") == "000590240601")
    }

    @Test func ordinaryNumberPaddedWithFillerIsNotLong() throws {
        let result = try parseText(["IDAUT10000999<6<<<<<<<<<<<<<<<", "7109094F1112315AUT<<<<<<<<<<<4", "MUSTERFRAU<<ISOLDE<<<<<<<<<<<<"])
        #expect(result.state == .valid)
        #expect(result.value("documentNumber") == "10000999")
        #expect(result.fields["documentNumber"]?.raw == "10000999<")
    }

    @Test func td2LongNumber() throws {
        // Built per ICAO 9303 part 6: principal 9 characters, `<`, overflow + check digit in the optional data.
        let number = "AB1234567890"
        let digit = try #require(CheckDigit.character(for: number))
        var line2 = "AB1234567<UTO7408122F1204159" + "890" + String(digit) + "<<<"
        line2 += String(try #require(CheckDigit.character(for: Array(line2.prefix(10)) + Array(line2.dropFirst(13).prefix(7)) + Array(line2.dropFirst(21).prefix(14)))))
        let result = try parseText([Specimen.td2[0], line2])
        #expect(result.format == .td2)
        #expect(result.value("documentNumber") == number)
        #expect(result.state == .valid)
    }
}
