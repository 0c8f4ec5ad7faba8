import Testing
@testable import Zonal

/// Reference date 2025-06-15 (see `mrzReferenceDate`).
@Suite struct MRZDateTests {
    func read(_ raw: String, _ kind: MRZDateKind) -> MRZDate.Reading {
        MRZDate.read(raw, kind: kind, reference: mrzReferenceDate)
    }

    @Test func birthIsNeverInTheFuture() {
        #expect(read("740812", .birth).iso == "1974-08-12")
        #expect(read("250615", .birth).iso == "2025-06-15")   // born today
        #expect(read("250616", .birth).iso == "1925-06-16")   // tomorrow is impossible: last century
        #expect(read("000101", .birth).iso == "2000-01-01")
    }

    @Test func expiryWithinFiftyYears() {
        #expect(read("120415", .expiry).iso == "2012-04-15")
        #expect(read("500724", .expiry).iso == "2050-07-24")
        #expect(read("751231", .expiry).iso == "2075-12-31")
        #expect(read("760101", .expiry).iso == "1976-01-01")
        #expect(read("961210", .expiry).iso == "1996-12-10")
    }

    @Test func impossibleDates() {
        #expect(read("741312", .birth) == MRZDate.Reading(iso: nil, flags: ["impossibleDate"]))
        #expect(read("740230", .birth).iso == nil)
        #expect(read("740800", .birth).iso == nil)
        #expect(read("7408K2", .birth).iso == nil)
        #expect(read("230229", .expiry).iso == nil)
        #expect(read("240229", .expiry).iso == "2024-02-29")
    }

    @Test func icaoUnknownDayOrMonth() {
        #expect(read("7408<<", .birth) == MRZDate.Reading(iso: "1974-08", flags: ["partialDate"]))
        #expect(read("74<<<<", .birth) == MRZDate.Reading(iso: "1974", flags: ["partialDate"]))
        #expect(read("74<<12", .birth).iso == nil)
    }

    @Test func impossibleDateNeverThrows() throws {
        // Month 13: the birth-date check digit is recomputed so that only the date is wrong.
        var line2 = Array(Specimen.td3[1])
        line2.replaceSubrange(13..<19, with: "741312")
        line2[19] = try #require(CheckDigit.character(for: line2[13..<19]))
        let composite = Array(line2[0..<10]) + Array(line2[13..<20]) + Array(line2[21..<43])
        line2[43] = try #require(CheckDigit.character(for: composite))
        let result = try parseText([Specimen.td3[0], String(line2)])
        #expect(result.checks.allSatisfy { $0.passed })
        #expect(result.state == .uncertain)
        let birth = try #require(result.fields["dateOfBirth"])
        #expect(birth.valid == false)
        #expect(birth.flags == ["impossibleDate"])
        #expect(birth.raw == "741312")
        #expect(result.reasons == ["dateOfBirth is not a valid date"])
        #expect(result.value("surname") == "ERIKSSON")
    }
}
