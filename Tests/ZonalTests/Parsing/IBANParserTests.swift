import Testing
@testable import Zonal

@Suite struct IBANParserTests {
    func iban(_ text: String, countries: Set<String>? = nil) -> ParsedField { IBANParser(countries: countries).parse(RecognizedText(text)) }

    @Test(arguments: [
        "DE89370400440532013000", "GB82WEST12345698765432", "FR1420041010050500013M02606", "NL91ABNA0417164300",
        "CH9300762011623852957", "BE68539007547034", "AT611904300234573201", "NO9386011117947",
        "IT60X0542811101000000123456", "ES9121000418450200051332", "PL61109010140000071219812874",
    ])
    func knownValidIBANs(value: String) {
        let field = iban(value)
        #expect(field.value == value)
        #expect(field.valid, "\(field)")
        #expect(field.reasons.isEmpty, "\(field)")
    }

    @Test func printedInGroupsAmongWords() {
        let field = iban("IBAN: DE89 3704 0044 0532 0130 00 BIC COBADEFFXXX")
        #expect(field.value == "DE89370400440532013000")
        #expect(field.raw == "DE89 3704 0044 0532 0130 00")
        #expect(field.valid)
        #expect(field.components == ["country": "DE", "checkDigits": "89", "bban": "370400440532013000"])
        #expect(iban("GB82 WEST 1234 5698 7654 32.").value == "GB82WEST12345698765432")
        #expect(iban("DE89-3704-0044-0532-0130-00").valid)
    }

    @Test func oneDigitChangedFailsTheCheck() {
        let field = iban("DE89 3704 0044 0532 0130 01")
        #expect(field.value == "DE89370400440532013001")
        #expect(!field.valid)
        #expect(field.reasons == ["the check digits fail (mod 97)"])
        #expect(!iban("GB82WEST12345698765433").valid)
    }

    @Test func wrongLength() {
        let short = iban("DE89 3704 0044 0532 0130 0 BIC")
        #expect(short.value == "DE8937040044053201300")
        #expect(!short.valid)
        #expect(short.reasons == ["DE IBANs have 22 characters; found 21"])
        let long = iban("DE893704004405320130001")
        #expect(!long.valid)
        #expect(long.reasons == ["DE IBANs have 22 characters; found 23"])
    }

    @Test func ocrNoise() {
        // Lower case; an O in an all-digit German BBAN; an O in the check digits.
        #expect(iban("de89 3704 0044 0532 0130 00").value == "DE89370400440532013000")
        let letter = iban("DE89 37O4 0044 0532 0130 00")
        #expect(letter.value == "DE89370400440532013000")
        #expect(letter.valid)
        #expect(letter.reasons == ["read 'O' as '0' at position 7"])
        let check = iban("GB8l WEST 1234 5698 7654 32")
        #expect(check.value == "GB81WEST12345698765432")
        #expect(check.reasons.first == "read 'l' as '1' at position 4")
        // A British BBAN is a 4-letter bank code, then digits: an O after the code is a 0.
        #expect(iban("GB82 WEST 1234 5698 7654 3O").value == "GB82WEST12345698765430")
    }

    /// Where the registry says a country's BBAN prints a letter, a digit read there is a
    /// look-alike of one (and a letter where it prints a digit); where either may stand, what was
    /// read stays, and mod 97 judges it.
    @Test func theCountrysBBANStructureTellsLettersFromDigits() {
        let italian = iban("IT43 2740 4260 3750 2496 5362 167")  // the CIN letter Z read as 2 (a slip photo)
        #expect(italian.value == "IT43Z7404260375024965362167" && italian.valid)
        #expect(italian.reasons == ["read '2' as 'Z' at position 5"])
        let dutch = iban("NL91 A8NA 0417 1643 0O")
        #expect(dutch.value == "NL91ABNA0417164300" && dutch.valid)
        #expect(dutch.reasons == ["read '8' as 'B' at position 6", "read 'O' as '0' at position 18"])
        // Where only a digit can stand, blurred photos' rounder confusions are read too (mod 97 checks).
        let photo = iban("DEQ5 4466 0020 9128 2135 63")
        #expect(photo.value == "DE05446600209128213563" && photo.valid)
        #expect(photo.reasons == ["read 'Q' as '0' at position 3"])
        // The last 12 characters of an Italian BBAN may be letters or digits: JO stays JO.
        let account = iban("IT23 L826 3298 9128 5994 0698 9JO")
        #expect(account.value == "IT23L82632989128599406989JO" && !account.valid)
        #expect(iban("IT23 L826 3298 9128 5994 0698 9J0").valid)
        // Every structure has its country's length; the generator draws its BBANs from them.
        for (country, structure) in IBANCountries.mixedBBAN {
            #expect(structure.count + 4 == IBANCountries.lengths[country], "\(country)")
        }
        for (country, pattern, _) in SyntheticBanking.bbanPatterns {
            #expect(pattern.count + 4 == IBANCountries.lengths[country], "\(country)")
        }
    }

    @Test func countriesOption() {
        let field = iban("GB82 WEST 1234 5698 7654 32", countries: ["DE", "AT"])
        #expect(field.value == "GB82WEST12345698765432")
        #expect(!field.valid)
        #expect(field.reasons == ["country GB is not among AT, DE"])
        #expect(iban("GB82 WEST 1234 5698 7654 32 or DE89 3704 0044 0532 0130 00", countries: ["DE"]).value == "DE89370400440532013000")
    }

    @Test func firstValidWins() {
        #expect(iban("old DE89370400440532013001 new AT611904300234573201").value == "AT611904300234573201")
    }

    @Test func notFound() {
        #expect(iban("no bank details").value == nil)
        #expect(iban("DE12 3456").value == nil)
        #expect(iban("XX89370400440532013000").value == nil)
        #expect(iban("no bank details").reasons == ["no IBAN"])
    }

    @Test func confidenceOfTheIBANCharactersOnly() {
        let source = "IBAN DE89 3704 0044 0532 0130 00 thanks"
        let text = recognized(source, [0: 4, offset(of: "0532", in: source) + 1: 47, source.count - 1: 3])
        let field = IBANParser().parse(text)
        #expect(field.valid)
        #expect(field.confidence == 47)
    }

    @Test func ocrNeeds() throws {
        #expect(IBANParser().ocrNeeds.characters == OCRNeeds.digits.union(OCRNeeds.uppercase).union(" "))
        #expect(try ParserCatalog.make(kind: "iban", options: #"{"countries": ["DE", "AT"]}"#).ocrNeeds.characters == Set("0123456789DEAT "))
        #expect(IBANParser(countries: ["GB"]).ocrNeeds.characters == OCRNeeds.digits.union(OCRNeeds.uppercase).union(" "))
    }

    @Test func optionErrors() {
        #expect(hasIssue(optionIssues("iban", #"{"countries": ["DE", "XY"]}"#), at: "$.countries[1]", "not a country with IBANs"))
        #expect(hasIssue(optionIssues("iban", #"{"countries": "DE"}"#), at: "$.countries", "expected an array"))
        #expect(hasIssue(optionIssues("iban", #"{"countrys": ["DE"]}"#), at: "$.countrys", "did you mean \"countries\""))
    }

    /// A reading of `printed` at 90 whose characters at the given indices (into `printed`, spaces
    /// counted) had a second choice.
    func read(_ printed: String, rivals: [Int: Character]) -> ParsedField {
        let characters = printed.enumerated().map { index, c in
            RecognizedText.Character(c, confidence: 90, rival: rivals[index], unrivalledConfidence: 95)
        }
        return IBANParser().parse(RecognizedText(characters: characters))
    }

    @Test func oneCharacterAsOCRsSecondChoiceWhenOnlyThatPassesTheCheck() {
        // DE89 3704 0044 0532 0130 00 with its eleventh character, 4, read 5 (second choice 4).
        let field = read("DE89 3704 0054 0532 0130 00", rivals: [12: "4"])
        #expect(field.value == "DE89370400440532013000")
        #expect(field.valid, "\(field)")
        #expect(field.confidence <= IBANParser.rivalConfidence)
        #expect(field.reasons.contains { $0.contains("second choice '4' at position 11") }, "\(field.reasons)")
        // Typed text has no second choices: the misread stays, and fails.
        let typed = iban("DE89 3704 0054 0532 0130 00")
        #expect(typed.value == "DE89370400540532013000" && !typed.valid)
    }

    @Test func twoSecondChoicesThatEachPassAreNoAnswer() {
        // The 16th character, 2, with a second choice 9 makes the check agree too.
        let field = read("DE89 3704 0054 0532 0130 00", rivals: [12: "4", 18: "9"])
        #expect(field.value == "DE89370400540532013000")
        #expect(!field.valid)
        #expect(field.reasons.contains("the check digits fail (mod 97)"))
    }

    @Test func aSecondChoiceOfTheWrongKindIsNotTaken() {
        // A German BBAN is all digits: an H for the 8th character's 4 would make mod 97 agree
        // (it counts H as 17), but a letter cannot stand there.
        #expect(Mod97.passes("DE89370H00540532013000"))
        let field = read("DE89 3704 0054 0532 0130 00", rivals: [8: "H"])
        #expect(!field.valid)
        #expect(field.value == "DE89370400540532013000")
    }

    /// A blurred 8 read `S` (slip photos, seed 32: `DES9…`, `DESS…`): `S` reads as 5 first, and
    /// as 8 when only that makes mod 97 agree, at `rivalConfidence` at most.
    @Test func anSReadForADigitIsAnEightWhenOnlyThatPassesTheCheck() {
        let field = iban("DES9 3704 0044 0532 0130 00")
        #expect(field.value == "DE89370400440532013000")
        #expect(field.valid)
        #expect(field.confidence <= IBANParser.rivalConfidence)
        #expect(field.reasons.contains("read 'S' as '8' instead at position 3, which alone makes the check digits agree (mod 97)"))
        let both = iban("DESS321344773914484297")
        #expect(both.value == "DE88321344773914484297")
        #expect(both.valid)
        // A 5 read `S` passes as a 5: it stays a 5, at the reading's confidence.
        let five = iban("DES1 3704 0044 0532 0130 05")
        #expect(five.value == "DE51370400440532013005")
        #expect(five.valid)
        #expect(five.reasons == ["read 'S' as '5' at position 3"])
        // Neither 5 nor 8 makes a wrong BBAN agree: the first look-alike stays, not valid.
        let wrong = iban("DES9 3704 0044 0532 0130 01")
        #expect(wrong.value == "DE59370400440532013001")
        #expect(!wrong.valid)
        #expect(wrong.reasons.contains("the check digits fail (mod 97)"))
    }

    /// A blurred glyph read twice (slip photo seed 32 no. 76, `…3011 0400` for `…3011 040`): one
    /// character too many, and a doubled character read once makes mod 97 agree.
    @Test func aDoubledGlyphIsReadOnceWhenOnlyThatPassesTheCheck() {
        let field = iban("FRB1124835607836623030110400")
        #expect(field.value == "FR8112483560783662303011040")
        #expect(field.valid)
        #expect(field.confidence <= IBANParser.rivalConfidence)
        #expect(field.reasons.contains("read the doubled '0' at position 28 once, which alone makes the check digits agree (mod 97)"))
        // A run of three is one pair however it is cut: one answer, not three.
        #expect(iban("DE893704004405320130000").value == "DE89370400440532013000")
        // A character too many that is no doubled glyph is not guessed away.
        let extra = iban("DE893704004405320130007")
        #expect(!extra.valid)
        #expect(extra.reasons.contains("DE IBANs have 22 characters; found 23"))
        // Nor a doubled glyph whose single reading still fails the check.
        #expect(!iban("DE893704004405320130011").valid)
    }
}
