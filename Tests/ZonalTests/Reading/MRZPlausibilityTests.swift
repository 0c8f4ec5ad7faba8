import Testing
import Foundation
@testable import Zonal

/// `MRZReader.isPlausible` tells a damaged MRZ from other print read as one; what it refuses is
/// reported as no MRZ at all, so the universal reader tries the card's other layouts.
@Suite struct MRZPlausibilityTests {
    /// An ID front's guilloche, as the reader read it (bench-id seed 5059, photo 0059): fillers
    /// everywhere, a first character that is a filler too, every date and number check failing,
    /// the optional data's check agreeing by chance.
    static let guilloche = ["<<<<<H<<<<S<L<L<NSO<HO<<S1<N<O<LLV<N<SI8<VJ<",
                            "<S<<IV<<J<N<<V<R<<S<<S<L<<J<I<IZL<<I<I<<I<8<"]

    @Test func aCodeCorrectedFromAFillerIsNotAnMRZ() throws {
        let result = try parseText(Self.guilloche, correct: true)
        #expect(result.lines[0].first == "P")   // the format's rule made it a passport...
        #expect(result.checks.contains { $0.passed })   // ...with a check that agrees by chance
        #expect(!MRZReader.isPlausible(result))
    }

    /// An ID front's heading in spaced capitals (bench-id seed 2027, photo 0095), read as a TD2:
    /// a filler between every two letters, a `P` where the code goes, and a date's check agreeing
    /// by chance. Taken for an MRZ, it made the card's layout `mrz`.
    static let spacedHeading = ["PRP<P<L<B<I<IQ<<L<E<E<R<A<N<C<<AI<SE",
                                "CA<RTE<NA7<ON<41E<01DE<N77<E<EN<H<<N"]

    @Test func aHeadingInSpacedCapitalsIsNotAnMRZ() throws {
        let result = try parseText(Self.spacedHeading, correct: true)
        #expect(result.lines[0].first == "P" && result.checks.contains { $0.passed })
        #expect(MRZReader.singleLetterWords(in: Self.spacedHeading[0]) == 7)
        #expect(!MRZReader.isPlausible(result))
    }

    @Test func initialsAreNotSpacedCapitals() {
        #expect(MRZReader.singleLetterWords(in: "P<UTOTOLKIEN<<J<R<R<<<<<<<<<<<<<<<<<<<<<<<<<") == 3)
        #expect(MRZReader.singleLetterWords(in: "I<UTOD231458907<<<<<<<<<<<<<<<") == 1)
    }

    @Test func aRealMRZIsPlausible() throws {
        #expect(MRZReader.isPlausible(try parseText(Specimen.td3, correct: true)))
    }

    @Test func aMisreadCodeLetterStaysPlausible() throws {
        // A worn `P` read as `F` is still a letter where the code is printed.
        var lines = Specimen.td3
        lines[0] = "F" + lines[0].dropFirst()
        let result = try parseText(lines, correct: true)
        #expect(result.rawLines[0].first == "F")
        #expect(MRZReader.isPlausible(result))
    }

    /// A tinted table's texture read as a TD2 (MRZ benchmark real/0329, no MRZ in it): fillers
    /// nearly everywhere, and only the composite check agreeing, over digits that the check-digit
    /// search wrote in place of fillers (`corrected`; `printed` is what the OCR saw).
    static let printed = ["E<<<<S<<<HA<<<<<H<<<<<<<<<<<<<<<<<<<",
                          "<<O<M<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<2"]
    static let corrected = ["C<<<<S<<<HA<<<<<H<<<<<<<<<<<<<<<<<<<",
                            "<<O<M<<<<<<<<<<<<<<0<<<<<<<2<<<<<<<2"]

    @Test func aCheckAgreeingOnlyOverCorrectedFillersIsNotAnMRZ() throws {
        var result = try parseText(Self.corrected, correct: false)
        #expect(result.checks.contains { $0.passed && $0.name == "composite" })
        result.rawLines = Self.printed
        #expect(!MRZReader.isPlausible(result))
        // Those lines are also fillers nearly everywhere, which is reason enough now; with the
        // first line full of letters (and a known issuing state: with neither code known nor a
        // date whole it is no MRZ either way), only the fillers under the agreeing checks tell.
        let letters = "C<UTOS<OKHA<NVT<HR<LWE<KOS<<TRE<VDN<"
        result = try parseText([letters, Self.corrected[1]], correct: false)
        #expect(MRZReader.isPlausible(result))   // as if the corrected digits had been printed
        result.rawLines = ["E" + letters.dropFirst(), Self.printed[1]]
        #expect(!MRZReader.isPlausible(result))
    }

    /// The same image read with the darkest ink (`InkMeasure.darkest`) as a TD3: fillers but for
    /// six characters, the code corrected from an `S`, three checks agreeing over fillers and
    /// the digits the check-digit search wrote in their place.
    static let printedFillers = ["S<<<E<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<", "C<<<<<<<<<<<<<<<E<<<<<<<<<<<<<<<<<<<<<<<<<<<"]
    static let correctedFillers = ["P<<<E<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<", "C<<<<<<<<2<<<<<<<<<0<<<<<<<0<<<<<<<<<<<<<<<3"]

    @Test func aReadingOfFillersNearlyEverywhereIsNotAnMRZ() throws {
        var result = try parseText(Self.correctedFillers, correct: false)
        result.rawLines = Self.printedFillers
        #expect(result.checks.filter(\.passed).count == 3)
        #expect(!MRZReader.isPlausible(result))
        // A real MRZ of few characters (short names, empty optional data) is far above the floor.
        #expect(MRZReader.isPlausible(try parseText(["P<UTOLI<<AN<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159<<<<<<<<<<<<<<08"], correct: false)))
    }

    /// A table's texture read as a TD1 (MRZ benchmark seed 3031, photo 0302, no MRZ in it): one
    /// check of four agreeing by chance, and neither date a date. Reported as an `uncertain` MRZ
    /// before; now no MRZ.
    static let textureAsTD1 = ["PWOC<SMV<C<OLACPFOOVU<HO<<P<6S", "PH0204HSF0<5NFPFOOD<520L<<OF<5", "PO<<O<<<FX<F<<COFLCOKDGOC<SVCG"]

    @Test func oneCheckByChanceAndNoDateIsNotAnMRZ() throws {
        let result = try parseText(Self.textureAsTD1, correct: false)
        #expect(result.checks.filter { $0.passed }.count == 1 && result.checks.count == 4)
        #expect(result.fields["dateOfBirth"]?.flags.contains("impossibleDate") == true)
        #expect(result.fields["dateOfExpiry"]?.flags.contains("impossibleDate") == true)
        #expect(!MRZReader.isPlausible(result))
    }

    @Test func twoAgreeingChecksKeepAReadingWithoutDatesPlausible() throws {
        // ICAO's specimen with month 13 in both dates: the number's and the optional data's
        // checks still agree, so it is a damaged MRZ, not texture.
        let lines = [Specimen.td3[0], "L898902C36UTO7413122F1213159ZE184226B<<<<<10"]
        let result = try parseText(lines, correct: false)
        #expect(result.checks.filter { $0.passed }.count == 2)
        #expect(result.fields["dateOfBirth"]?.flags.contains("impossibleDate") == true)
        #expect(result.fields["dateOfExpiry"]?.flags.contains("impossibleDate") == true)
        #expect(MRZReader.isPlausible(result))
    }

    /// Body text of an invoice in a screenshot, read as a TD1 (fresh real-preset seed 4048, image
    /// 0309, no MRZ in it): two checks of four agree by chance, but neither country code is one
    /// and neither date is whole. Reported as an `uncertain` MRZ before; now no MRZ.
    static let invoiceAsTD1 = ["ABASPSIOAUJWOJNDSUPE<AJAAPSDAU", "<1<<10NOWE040<4<EJ<N<NADPUDSU0", "DPUODOAS<PYUCUSDUIBSJUODESSJPE"]

    @Test func twoChecksByChanceWithoutACodeOrADateIsNotAnMRZ() throws {
        let result = try parseText(Self.invoiceAsTD1, correct: false)
        #expect(result.checks.filter(\.passed).count == 2 && result.checks.count == 4)
        #expect(result.fields["issuingState"]?.flags.contains("unknownCode") == true)
        #expect(result.fields["nationality"]?.flags.contains("unknownCode") == true)
        #expect(!MRZReader.isPlausible(result))
    }

    /// The specimen with month 13 in both dates (two checks agree, above) and both codes unknown
    /// is no MRZ; with one code known it still is one, damaged.
    @Test func bothCodesUnknownAndNoDateIsNotAnMRZ() throws {
        let noDates = [Specimen.td3[0], "L898902C36UTO7413122F1213159ZE184226B<<<<<10"]
        let neither = noDates.map { $0.replacingOccurrences(of: "UTO", with: "QQX") }
        let neitherResult = try parseText(neither, correct: false)
        #expect(neitherResult.checks.filter(\.passed).count == 2)
        #expect(!MRZReader.isPlausible(neitherResult))
        let one = [neither[0], noDates[1]]
        #expect(MRZReader.isPlausible(try parseText(one, correct: false)))
        // Real dates with both codes unknown: a misread pair of codes, still an MRZ.
        let dated = Specimen.td3.map { $0.replacingOccurrences(of: "UTO", with: "QQX") }
        #expect(MRZReader.isPlausible(try parseText(dated, correct: false)))
    }
}
