import Testing
@testable import Zonal

/// Check-digit-guided correction on constructed readings with known answers.
@Suite struct MRZCheckDigitCorrectionTests {
    @Test func ocrAlternativeThatSatisfiesTheCheckIsTaken() throws {
        // Document number L898902C3: the `8` at column 2 read as `3` (70), OCR's second choice `8` (60).
        let reading = reading(Specimen.td3, overrides: [(2, 2, [MRZCandidate("3", confidence: 70), MRZCandidate("8", confidence: 60)])])
        let result = try parseReading(reading)
        #expect(result.state == .valid)
        #expect(result.rawLines[1].hasPrefix("L398902C3"))
        #expect(result.value("documentNumber") == "L898902C3")
        #expect(result.corrections == [MRZCorrection(line: 2, column: 2, from: "3", to: "8", reason: "checkDigit", field: "documentNumber")])
        #expect(result.fields["documentNumber"]?.confidence == 60)
        #expect(result.fields["documentNumber"]?.flags == ["corrected"])
        #expect(result.confidence == 60)
    }

    @Test func withoutCorrectionTheMisreadStays() throws {
        let reading = reading(Specimen.td3, overrides: [(2, 2, [MRZCandidate("3", confidence: 70), MRZCandidate("8", confidence: 60)])])
        let result = try parseReading(reading, correct: false)
        #expect(result.state == .uncertain)
        #expect(result.corrections.isEmpty)
        #expect(result.failedChecks == ["documentNumber", "composite"])
    }

    @Test func doubtfulPositionGetsLookAlikesEvenWithoutAlternatives() throws {
        // Expiry 120415: the `5` read `6` at confidence 60, no alternative from OCR; its look-alikes
        // are 5 and 8, and only 5 satisfies the expiry check and the composite.
        let reading = reading(Specimen.td3, overrides: [(2, 27, [MRZCandidate("6", confidence: 60)])])
        let result = try parseReading(reading)
        #expect(result.state == .valid)
        #expect(result.value("dateOfExpiry") == "2012-04-15")
        #expect(result.corrections == [MRZCorrection(line: 2, column: 27, from: "6", to: "5", reason: "checkDigit", field: "dateOfExpiry")])
        #expect(result.fields["dateOfExpiry"]?.confidence == 30)
    }

    @Test func twoFieldsFixedTogetherAgreeWithTheComposite() throws {
        let reading = reading(Specimen.td1, overrides: [
            (1, 8, [MRZCandidate("B", confidence: 65), MRZCandidate("3", confidence: 60)]),
            (2, 3, [MRZCandidate("6", confidence: 55), MRZCandidate("0", confidence: 50)]),
        ])
        let result = try parseReading(reading)
        #expect(result.state == .valid)
        #expect(result.lines == Specimen.td1)
        #expect(result.corrections.map(\.reason) == ["checkDigit", "checkDigit"])
        #expect(result.corrections.map(\.field) == ["documentNumber", "dateOfBirth"])
    }

    @Test func compositeOnlyPositionIsFixedFromTheComposite() throws {
        // TD1 optional data (covered only by the composite): a filler read as E, OCR also saw `<`.
        // (Not K: K is worth 20, which no check digit can tell from `<`.)
        let reading = reading(Specimen.td1, overrides: [(1, 21, [MRZCandidate("E", confidence: 60), MRZCandidate("<", confidence: 40)])])
        let result = try parseReading(reading)
        #expect(result.state == .valid)
        #expect(result.corrections == [MRZCorrection(line: 1, column: 21, from: "E", to: "<", reason: "checkDigit", field: "optionalData")])
    }

    @Test func confidentWrongCheckDigitIsNotChanged() throws {
        // A misprint (or a different document): every character confident, the check digit wrong.
        let lines = [Specimen.td3[0], replacing(Specimen.td3[1], column: 10, with: "5")]
        let result = try parseReading(reading(lines))
        #expect(result.state == .uncertain)
        #expect(result.corrections.isEmpty)
        #expect(result.lines == lines)
        #expect(result.failedChecks == ["documentNumber", "composite"])
        // Same with text and correction off (the string API's default).
        let text = try parseText(lines)
        #expect(text.corrections.isEmpty && text.state == .uncertain)
    }

    @Test func aNearZeroRunnerUpOfAConfidentCharacterIsNotAFix() throws {
        // A misprint: the birth year printed 7?0812 where the check digit (2) and the composite
        // were computed for 740812. The engine read the `?` at 99 and listed `4` as a near-zero
        // runner-up, which would make both checks agree: taking it would turn the printed
        // document into another one. It stays as printed, uncertain, its failing check named.
        let printed = try #require("0123456789".first { $0 != "4" && CheckDigit.compute("7\($0)0812") != 2 })
        let lines = [Specimen.td3[0], replacing(Specimen.td3[1], column: 15, with: printed)]
        let misprint = reading(lines, overrides: [(2, 15, [MRZCandidate(printed, confidence: 99), MRZCandidate("4", confidence: 2)])])
        let result = try parseReading(misprint)
        #expect(result.corrections.isEmpty)
        #expect(result.lines == lines)
        #expect(result.state == .uncertain)
        #expect(result.failedChecks.contains("dateOfBirth"))
        // A runner-up the engine gave real weight is still tried, and here it is the fix.
        let doubt = reading(lines, overrides: [(2, 15, [MRZCandidate(printed, confidence: 99), MRZCandidate("4", confidence: 40)])])
        #expect(try parseReading(doubt).lines == Specimen.td3)
    }

    /// A fix that gives up more confidence than a misprint costs is not taken (generated
    /// real-preset seed 3031 #18: a visa whose document number's check digit was misprinted; its
    /// `D`, read at 83, was taken as the `B` the engine offered at 0, and the check agreed).
    @Test func aFixDearerThanAMisprintIsNotTaken() throws {
        // Visa (no composite): document number L8988901C, check digit 4 misprinted as 3, which
        // L8988901B (or V) would give. The `C` read at 83, doubtful; `B` offered at 0. C's
        // look-alikes (O, G) give other digits.
        let lines = [Specimen.mrvB[0], replacing(Specimen.mrvB[1], column: 10, with: "3")]
        let misprint = reading(lines, overrides: [(2, 9, [MRZCandidate("C", confidence: 83), MRZCandidate("B", confidence: 0)])])
        let result = try parseReading(misprint)
        #expect(result.corrections.isEmpty, "\(result.corrections)")
        #expect(result.lines == lines)
        #expect(result.state == .uncertain)
        #expect(result.failedChecks == ["documentNumber"])
        // Among the band's readings it ranks as the fixed one would: against the same reading with
        // no fix in reach (no `B` offered), its check counts as passing (+100) and its confidence
        // as the fix's, 0 instead of 83.
        #expect(result.misprintExplained == ["documentNumber"] && result.declinedFixConfidence == 0)
        let unexplained = try parseReading(reading(lines, overrides: [(2, 9, [MRZCandidate("C", confidence: 83)])]))
        #expect(unexplained.failedChecks == ["documentNumber"] && unexplained.misprintExplained.isEmpty)
        #expect(abs(MRZBandReader.score(result) - MRZBandReader.score(unexplained) - (100 - 83)) < 1e-9)
        // `B` offered at 40: giving up 43 is the likelier story, and the fix is taken.
        let doubt = reading(lines, overrides: [(2, 9, [MRZCandidate("C", confidence: 83), MRZCandidate("B", confidence: 40)])])
        let fixed = try parseReading(doubt)
        #expect(fixed.corrections == [MRZCorrection(line: 2, column: 9, from: "C", to: "B", reason: "checkDigit", field: "documentNumber")])
        #expect(fixed.misprintExplained.isEmpty)
        // Text has no confidence to weigh: the same dear fix is not held back there, and an
        // erased check digit's cost is not counted against a misprint.
        let layout = MRZLayout.standard(.mrvB)
        let check = try #require(layout.checks.first { $0.name == "documentNumber" })
        let dear = MRZCheckDigitCorrection.Fix(changes: [.init(position: .init(line: 1, column: 8), character: "B", confidence: 0, cost: 83)])
        func context(text: Bool) -> MRZCheckDigitCorrection.Context {
            .init(layout: layout, types: layout.types, lookAlikesEverywhere: text, referenceDate: mrzReferenceDate)
        }
        #expect(!MRZCheckDigitCorrection.beatsMisprint(dear, of: [check], context(text: false)))
        #expect(MRZCheckDigitCorrection.beatsMisprint(dear, of: [check], context(text: true)))
        let erasure = MRZCheckDigitCorrection.Fix(changes: [.init(position: check.digit, character: "4", confidence: 0, cost: 95, fillsErasure: true)])
        #expect(MRZCheckDigitCorrection.beatsMisprint(erasure, of: [check], context(text: false)))
    }

    @Test func tieIsNotGuessed() throws {
        // Visa (no composite): `8` at column 2 read `3`, and the check digit read `4`; OCR offers `8`
        // at column 2 and `9` for the check digit at the same cost. L8988901C→4 and L3988901C→9 both
        // pass: two different documents fit, so neither is chosen.
        let reading = reading(Specimen.mrvB.map { $0 }, overrides: [
            (2, 2, [MRZCandidate("3", confidence: 60), MRZCandidate("8", confidence: 55)]),
            (2, 10, [MRZCandidate("4", confidence: 60), MRZCandidate("9", confidence: 55)]),
        ])
        let result = try parseReading(reading)
        #expect(result.state == .uncertain)
        #expect(result.corrections.isEmpty)
        #expect(result.failedChecks == ["documentNumber"])
    }

    @Test func compositeBreaksATie() throws {
        // Passport: `8` at column 2 read `0`, OCR offers `8`; the check digit `6` is doubtful too and
        // OCR offers `2`. Both L898902C3→6 and L098902C3→2 pass the document-number check at the
        // same cost, but only the first agrees with the composite check digit.
        let reading = reading(Specimen.td3, overrides: [
            (2, 2, [MRZCandidate("0", confidence: 60), MRZCandidate("8", confidence: 55)]),
            (2, 10, [MRZCandidate("6", confidence: 60), MRZCandidate("2", confidence: 55)]),
        ])
        let result = try parseReading(reading)
        #expect(result.state == .valid)
        #expect(result.lines == Specimen.td3)
        #expect(result.corrections == [MRZCorrection(line: 2, column: 2, from: "0", to: "8", reason: "checkDigit", field: "documentNumber")])
    }

    @Test func textWithCorrectionTriesLookAlikesEverywhere() throws {
        // Birth date 740812 typed as 140812 (1/7 look alike): only 7 satisfies the date check and
        // the composite.
        let lines = [Specimen.td3[0], replacing(Specimen.td3[1], column: 14, with: "1")]
        let corrected = try parseText(lines, correct: true)
        #expect(corrected.state == .valid)
        #expect(corrected.corrections == [MRZCorrection(line: 2, column: 14, from: "1", to: "7", reason: "checkDigit", field: "dateOfBirth")])
        let untouched = try parseText(lines)
        #expect(untouched.state == .uncertain)
        #expect(untouched.value("dateOfBirth") == "2014-08-12")
    }

    @Test func fixMustLeaveARealDate() throws {
        let copy = MRZWorkingCopy(symbols: MRZReading(text: [Specimen.td3[0], replacing(Specimen.td3[1], column: 17, with: "3")]).lines)
        let layout = MRZLayout.standard(.td3)
        let context = MRZCheckDigitCorrection.Context(layout: layout, types: layout.types, lookAlikesEverywhere: true, referenceDate: mrzReferenceDate)
        let birth = try #require(layout.checks.first { $0.name == "dateOfBirth" })
        let fixes = MRZCheckDigitCorrection.fixes(for: birth, context, copy)
        // 740312 → 740812 is among them; 740912 (a real date too) does not pass, 749312 is no date.
        #expect(fixes.contains { $0.changes.map(\.character) == ["8"] })
        for fix in fixes {
            var overrides: [MRZPosition: Character] = [:]
            for change in fix.changes { overrides[change.position] = change.character }
            let date = String(birth.dataPositions.map { overrides[$0] ?? copy[$0] })
            #expect(MRZDate.isComplete(date, kind: .birth, reference: mrzReferenceDate))
        }
    }

    /// A check digit read as a letter whose OCR offered another digit than the data give (a
    /// misprinted `1` where the data give `7`, read `T` with `1` its alternative): it is taken as
    /// the `7`, but the result cannot be `valid`, since a misprint cannot be told from a misread.
    @Test func aCheckDigitOfferedOtherwiseIsNotValid() throws {
        let lines = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C47UTO7408122F1204159ZE184226B<<<<<18"]
        let options = MRZParseOptions(correct: true, referenceDate: mrzReferenceDate, minimumConfidence: 93, strictValidity: true)
        let offeredOne = reading(lines, overrides: [(2, 10, [MRZCandidate("T", confidence: 60), MRZCandidate("1", confidence: 30)])])
        let result = try MRZParser.parse(offeredOne, options: options)
        #expect(result.lines == lines)
        #expect(result.state == .uncertain)
        #expect(result.reasons.contains { $0.hasPrefix("check digit at line 2, column 10 read 'T' or '1' is taken as '7'") }, "\(result.reasons)")
        // Offered the 7 itself, or no other digit: the check confirms the reading as before.
        for candidates in [[MRZCandidate("T", confidence: 60), MRZCandidate("7", confidence: 30)], [MRZCandidate("T", confidence: 60)]] {
            let other = try MRZParser.parse(reading(lines, overrides: [(2, 10, candidates)]), options: options)
            #expect(!other.reasons.contains { $0.hasPrefix("check digit at") }, "\(other.reasons)")
        }
    }

    /// A position kept as read (`MRZParseOptions.keptAsRead`: the reader found the print showing
    /// the character read there) is left alone by the search: a visa's check digit printed `0`
    /// where the data give `4`, read `0` at 45 with the `4` offered at 0, is fixed and `valid`
    /// without it, and stays `0`, its check failing, with it.
    @Test func aPositionKeptAsReadIsNotFixed() throws {
        let misprinted = replacing(Specimen.mrvB[1], column: 10, with: "0")
        let read = reading([Specimen.mrvB[0], misprinted], overrides: [(2, 10, [MRZCandidate("0", confidence: 45), MRZCandidate("4", confidence: 0)])])
        var options = MRZParseOptions(correct: true, referenceDate: mrzReferenceDate, minimumConfidence: 93, strictValidity: true)
        let fixed = try MRZParser.parse(read, options: options)
        #expect(fixed.state == .valid)
        #expect(fixed.lines == Specimen.mrvB)
        options.keptAsRead = [MRZPosition(line: 1, column: 9)]
        let kept = try MRZParser.parse(read, options: options)
        #expect(kept.state == .uncertain)
        #expect(kept.lines == [Specimen.mrvB[0], misprinted])
        #expect(kept.failedChecks == ["documentNumber"])
        #expect(kept.corrections.isEmpty)
    }

    /// A check digit read as a filler, where only a digit can stand (the real preset's passport
    /// #117, seed 2028: its expiry's `1` washed out by glare): every digit is tried, the check and
    /// the composite name the digit, and the result is not `valid`: that check confirms nothing.
    @Test func aCheckDigitReadAsAFillerIsRecoveredByItsChecks() throws {
        let options = MRZParseOptions(correct: true, referenceDate: mrzReferenceDate, minimumConfidence: 93, strictValidity: true)
        let erased = reading(Specimen.td3, overrides: [(2, 28, [MRZCandidate("<", confidence: 95)])])
        let result = try MRZParser.parse(erased, options: options)
        #expect(result.lines == Specimen.td3)
        #expect(result.corrections == [MRZCorrection(line: 2, column: 28, from: "<", to: "9", reason: "checkDigit", field: "dateOfExpiryCheckDigit")])
        #expect(result.state == .uncertain)
        #expect(result.reasons == ["check digit at line 2, column 28 read as a filler is taken as '9', which the data give: its check confirms nothing"])
        #expect(result.checks.allSatisfy { $0.passed })
        // Read as a filler with the digit among the OCR's choices: an ordinary alternative, valid.
        let offered = reading(Specimen.td3, overrides: [(2, 28, [MRZCandidate("<", confidence: 95), MRZCandidate("9", confidence: 40)])])
        let taken = try MRZParser.parse(offered, options: options)
        #expect(taken.lines == Specimen.td3)
        #expect(taken.state == .valid, "\(taken.reasons)")
        // Text, corrected: the same digit, and no more valid.
        let text = try parseText([Specimen.td3[0], replacing(Specimen.td3[1], column: 28, with: "<")], correct: true)
        #expect(text.lines == Specimen.td3)
        #expect(text.state == .uncertain)
        // The composite's own place read as a filler is no erasure: a format read wrongly shows
        // one there (an MRV-B read as a TD2).
        let composite = try MRZParser.parse(reading(Specimen.td3, overrides: [(2, 44, [MRZCandidate("<", confidence: 95)])]), options: options)
        #expect(composite.corrections.isEmpty && composite.failedChecks == ["composite"])
        // Without correction the filler stays, failing its check and the composite.
        let uncorrected = try parseReading(erased, correct: false)
        #expect(uncorrected.failedChecks == ["dateOfExpiry", "composite"])
    }

    /// An erasure the check cannot name alone is left: a data character read with a rival as
    /// near as the erasure's cost, in a format with no composite to choose, ties.
    @Test func anErasureWithARivalFixIsLeft() throws {
        // MRV-B, no composite: the expiry check digit read `<`, and the expiry's last digit
        // read `0` at 60 with `9` offered at 55. Both "9 for the erasure" and "the rival + another
        // digit" pass; the erasure alone costs 95, the pair 100: a tie within the margin.
        let erased = reading(Specimen.mrvB, overrides: [
            (2, 28, [MRZCandidate("<", confidence: 95)]),
            (2, 27, [MRZCandidate("0", confidence: 60), MRZCandidate("9", confidence: 55)]),
        ])
        let result = try parseReading(erased)
        #expect(result.corrections.isEmpty, "\(result.corrections)")
        #expect(result.failedChecks == ["dateOfExpiry"])
    }
}
