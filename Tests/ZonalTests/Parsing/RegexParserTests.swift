import Testing
@testable import Zonal

@Suite struct RegexParserTests {
    @Test func wholeMatchIsTheValueAndNamedGroupsAreComponents() throws {
        let field = try parsed("regex", "Invoice no. INV-2024-0042 dated today",
                               #"{"pattern": "INV-(?<year>\\d{4})-(?<number>\\d+)"}"#)
        #expect(field.value == "INV-2024-0042")
        #expect(field.raw == "INV-2024-0042")
        #expect(field.valid)
        #expect(field.components == ["year": "2024", "number": "0042"])
    }

    @Test func optionalGroupThatDidNotTakePartIsLeftOut() throws {
        let field = try parsed("regex", "ref 2021-03", #"{"pattern": "(?<year>\\d{4})-(?<month>\\d{2})(?:-(?<day>\\d{2}))?"}"#)
        #expect(field.value == "2021-03")
        #expect(field.components == ["year": "2021", "month": "03"])
    }

    @Test func lookBehindIsNotANamedGroup() {
        #expect(TextPattern.groupNames(in: #"(?<=x)(?<a>\d)(?<!y)\(?<b>[(?<c>)](?<d1>z)\Q(?<e>\E"#) == ["a", "d1"])
    }

    @Test func caseInsensitiveOption() throws {
        #expect(try parsed("regex", "code abc-12", #"{"pattern": "ABC-\\d+"}"#).value == nil)
        #expect(try parsed("regex", "code abc-12", #"{"pattern": "ABC-\\d+", "caseInsensitive": true}"#).value == "abc-12")
    }

    /// A number printed without the letter O: the round glyph the OCR calls O is the digit 0.
    @Test func readAsReplacesLookAlikesInTheValueOnly() throws {
        let options = #"{"pattern": "[A-HJ-NPR-Z0-9]{9}", "readAs": {"O": "0", "I": "1"}}"#
        let field = try parsed("regex", "No. G4HAWDOL9 ", options)
        #expect(field.value == "G4HAWD0L9")
        #expect(field.raw == "G4HAWDOL9")
        #expect(try parsed("regex", "No. G4HAWDOL9 ", #"{"pattern": "[A-HJ-NPR-Z0-9]{9}"}"#).value == nil)
    }

    /// An O rivalling a 0 is no doubt about a number whose O means 0; an S rivalling a 9 still is.
    @Test func readAsTakesBackTheDoubtOfARivalItMapsOntoTheSameValue() throws {
        let text = RecognizedText(characters: [
            .init("A", confidence: 99), .init("0", confidence: 40, rival: "O", unrivalledConfidence: 97),
            .init("9", confidence: 70, rival: "S", unrivalledConfidence: 96),
        ])
        let parser = try ParserCatalog.make(kind: "regex", options: #"{"pattern": "[A-Z0-9]{3}", "readAs": {"O": "0"}}"#)
        #expect(parser.parse(text).confidence == 70)
        let plain = try ParserCatalog.make(kind: "regex", options: #"{"pattern": "[A-Z0-9]{3}"}"#)
        #expect(plain.parse(text).confidence == 40)
    }

    /// In a code with `readAs`, a letter whose rival is a digit it looks like (or the reverse)
    /// weighs that rival double: an ID-front photo's `5` read `S` at 97, with `5` at 22 among
    /// Tesseract's choices, made the document number `valid` and wrong at 78.
    @Test func aLookAlikeRivalWeighsDoubleInACode() throws {
        let parser = try ParserCatalog.make(kind: "regex", options: #"{"pattern": "[A-HJ-NPR-Z0-9]{3}", "readAs": {"O": "0"}}"#)
        func read(_ c: RecognizedText.Character) -> ParsedField {
            parser.parse(RecognizedText(characters: [.init("V", confidence: 99), .init("7", confidence: 99), c]))
        }
        #expect(read(.init("S", confidence: 78, rival: "5", unrivalledConfidence: 97)).confidence == 56)
        #expect(read(.init("S", confidence: 78, rival: "X", unrivalledConfidence: 97)).confidence == 78, "not a look-alike")
        #expect(read(.init("S", confidence: 78, rival: "B", unrivalledConfidence: 97)).confidence == 78, "two letters")
        #expect(read(.init("S", confidence: 97)).confidence == 97, "no rival")
        let plain = try ParserCatalog.make(kind: "regex", options: #"{"pattern": "[A-Z0-9]{3}"}"#)
        #expect(plain.parse(RecognizedText(characters: [.init("V", confidence: 99), .init("7", confidence: 99),
                                                        .init("S", confidence: 78, rival: "5", unrivalledConfidence: 97)])).confidence == 78,
                "a field without readAs is not a code")
    }

    /// A character the field never holds is its rival reading when that rival may stand and
    /// nearly won (an ID front's `9` read `O` at 86, `9` at 72); otherwise `readAs` replaces it.
    @Test func anImpossibleCharacterIsItsStrongRivalNotItsReplacement() throws {
        let parser = try ParserCatalog.make(kind: "regex", options: #"{"pattern": "[A-HJ-NPR-Z0-9]{3}", "readAs": {"O": "0", "I": "1"}}"#)
        func read(_ o: RecognizedText.Character) -> ParsedField {
            parser.parse(RecognizedText(characters: [.init("J", confidence: 99), .init("H", confidence: 99), o]))
        }
        let nineRival = read(.init("O", confidence: 28, rival: "9", unrivalledConfidence: 86))
        #expect(nineRival.value == "JH9" && nineRival.raw == "JHO" && nineRival.confidence == 28, "\(nineRival)")
        #expect(read(.init("O", confidence: 75, rival: "9", unrivalledConfidence: 86)).value == "JH0", "a weak rival")
        #expect(read(.init("O", confidence: 20, rival: "0", unrivalledConfidence: 93)).value == "JH0", "the rival is the replacement")
        #expect(read(.init("O", confidence: 20, rival: "I", unrivalledConfidence: 93)).value == "JH0", "an impossible rival")
        #expect(read(.init("O", confidence: 93)).value == "JH0", "no rival")
    }

    /// `mod97`: an RF creditor reference (ISO 11649's example) is valid only with its check
    /// digits right; a later match that passes wins over an earlier one that does not.
    @Test func mod97ChecksLikeAnIBAN() throws {
        let options = #"{"pattern": "RF[0-9]{2}(?: ?[0-9A-Z]){1,21}", "mod97": true}"#
        let right = try parsed("regex", "Ref. RF18 5390 0754 7034", options)
        #expect(right.value == "RF18 5390 0754 7034" && right.valid)
        let wrong = try parsed("regex", "Ref. RF18 5390 0754 7043", options)
        #expect(wrong.value == "RF18 5390 0754 7043" && !wrong.valid && wrong.reasons.contains { $0.contains("mod 97") })
        #expect(try parsed("regex", "RF19 5390 0754 7034 / RF18 5390 0754 7034", options).value == "RF18 5390 0754 7034")
        #expect(try parsed("regex", "Ref. RF18 5390 0754 7043", #"{"pattern": "RF[0-9]{2}(?: ?[0-9A-Z]){1,21}"}"#).valid)
    }

    /// Mod 97 cannot count the zeros that lead the part after the check digits: a reference read
    /// with a doubled 0 there passes the check, so it is valid only when groups of four pin the
    /// zero's place.
    @Test func mod97CannotVouchForLeadingZeros() throws {
        let options = #"{"pattern": "RF[0-9]{2}(?: ?[0-9A-Z]){1,21}", "mod97": true}"#
        #expect(try parsed("regex", "RF90 B27T 79F2 28", options).valid)
        #expect(RegexParser.passesMod97("RF900B27T79F228"))  // the misreading passes the check...
        let doubled = try parsed("regex", "RF900B27T79F228", options)
        #expect(doubled.value == "RF900B27T79F228" && !doubled.valid)  // ...and is not taken for valid
        #expect(doubled.reasons.contains { $0.contains("leads the part after the check digits") })
        #expect(try !parsed("regex", "RF90 0B27T 79F2 28", options).valid)  // a group of five
        #expect(try parsed("regex", "RF90 0B27 T79F 228", options).valid)  // groups of four count the 0
    }

    /// Read without its spaces, a reference's groups show in the gaps between its glyph boxes
    /// (20 px glyphs, 5 px apart, 16 px between groups); one glyph read twice shows as two boxes
    /// overlapping, and then nothing vouches for the leading 0.
    @Test func glyphGapsShowTheGroupsOfFour() throws {
        func read(_ text: String, lefts: [Int]) -> RecognizedText {
            RecognizedText(characters: zip(text, lefts).map { .init($0, confidence: 90, box: PixelBox(x0: $1, y0: 0, x1: $1 + 20, y1: 30)) })
        }
        let parser = try ParserCatalog.make(kind: "regex", options: #"{"pattern": "RF[0-9]{2}(?: ?[0-9A-Z]){1,21}", "mod97": true}"#)
        // RF90 0B27 T79F 228: the groups' gaps are wide.
        var lefts: [Int] = [], x = 0
        for (i, _) in "RF900B27T79F228".enumerated() {
            if i > 0 { x += i % 4 == 0 ? 36 : 25 }
            lefts.append(x)
        }
        let grouped = read("RF900B27T79F228", lefts: lefts)
        #expect(RegexParser.printedGroups(grouped, 0..<15) == "RF90 0B27 T79F 228")
        #expect(parser.parse(grouped).valid)
        // RF90 B27T 79F2 28 with its 0 read twice (RF9O0B27T79F228, O read as 0): two boxes on one glyph.
        let doubled = read("RF900B27T79F228", lefts: [0, 25, 50, 75, 86, 131, 156, 181, 206, 242, 267, 292, 317, 353, 378])
        #expect(RegexParser.printedGroups(doubled, 0..<15) == nil)
        #expect(!parser.parse(doubled).valid)
    }

    /// With `mod97`, the two characters after a code's two capitals are its check digits, always
    /// digits: a 5 read as S there is a 5 (a slip photo's `RF7S 2494 5474 560`). Elsewhere
    /// letters stay letters, and mod 97 checks the result.
    @Test func mod97ReadsLettersInTheCheckDigitsAsDigits() throws {
        let options = #"{"pattern": "RF[0-9]{2}(?: ?[0-9A-Z]){1,21}", "mod97": true}"#
        let field = try parsed("regex", "Ref. RF7S 2494 5474 560", options)
        #expect(field.value == "RF75 2494 5474 560" && field.valid && field.raw == "RF7S 2494 5474 560")
        #expect(RegexParser.checkDigitsRead("RF7S SB12 and XYZSB, DEQ5 B") == "RF75 SB12 and XYZSB, DE05 B")
        #expect(try !parsed("regex", "RF7S 2494 5474 561", options).valid)
        #expect(try parsed("regex", "RF7S 2494", #"{"pattern": "RF[0-9]{2}(?: ?[0-9A-Z]){1,21}"}"#).value == nil)
    }

    @Test func readAsNeedsSingleCharacters() {
        let issues = optionIssues("regex", #"{"pattern": "x", "readAs": {"OO": "0", "I": "11", "Q": 0}}"#)
        #expect(hasIssue(issues, at: "$.readAs.OO", "single character as the key"))
        #expect(hasIssue(issues, at: "$.readAs.I", "single character"))
        #expect(hasIssue(issues, at: "$.readAs.Q", "expected a string"))
        #expect(hasIssue(optionIssues("regex", #"{"pattern": "x", "readAs": ["O"]}"#), at: "$.readAs", "object of single characters"))
    }

    @Test func notFound() throws {
        let field = try parsed("regex", "nothing here", #"{"pattern": "\\d{5}"}"#)
        #expect(field.value == nil)
        #expect(!field.valid)
        #expect(field.confidence == 0)
        #expect(field.raw == "nothing here")
        #expect(field.reasons == ["no match for the pattern"])
    }

    @Test func confidenceIsTheWeakestCharacterOfTheMatchOnly() throws {
        let source = "xx 12345 yy"
        let text = recognized(source, [0: 10, offset(of: "3", in: source): 61])
        let field = try ParserCatalog.make(kind: "regex", options: #"{"pattern": "\\d+"}"#).parse(text)
        #expect(field.value == "12345")
        #expect(field.confidence == 61)
    }

    @Test func offsetsSurviveAccentsAndSymbols() throws {
        // "é" and "€" are one character but not one UTF-16 unit each in every form; the span must
        // still be the digits' own.
        let source = "Café € 🎉 42"
        let text = recognized(source, [source.count - 1: 33])
        let field = try ParserCatalog.make(kind: "regex", options: #"{"pattern": "\\d+"}"#).parse(text)
        #expect(field.raw == "42")
        #expect(field.confidence == 33)
    }

    @Test func multilineAnchorsAtLineBreaks() throws {
        let text = "Name: Anna\nID: 77\n"
        #expect(try parsed("regex", text, #"{"pattern": "^ID: \\d+$"}"#).value == nil)
        let field = try parsed("regex", text, #"{"pattern": "^ID: (?<id>\\d+)$", "multiline": true}"#)
        #expect(field.components["id"] == "77")
    }

    @Test func ocrNeeds() throws {
        #expect(try ParserCatalog.make(kind: "regex", options: #"{"pattern": "x"}"#).ocrNeeds == OCRNeeds(characters: nil))
        let needs = try ParserCatalog.make(kind: "regex", options: #"{"pattern": "\\d+", "characters": "0123456789-", "multiline": true}"#).ocrNeeds
        #expect(needs == OCRNeeds(characters: Set("0123456789-"), multiline: true))
    }

    @Test func invalidPatternNamesItsPath() {
        let issues = optionIssues("regex", #"{"pattern": "(unclosed"}"#)
        #expect(hasIssue(issues, at: "$.pattern", "not a valid regular expression"), "\(issues)")
    }

    @Test func optionErrors() {
        #expect(hasIssue(optionIssues("regex", "{}"), at: "$", "missing \"pattern\""))
        #expect(hasIssue(optionIssues("regex", #"{"pattern": "x", "caseInsensitive": "yes"}"#), at: "$.caseInsensitive", "true or false"))
        #expect(hasIssue(optionIssues("regex", #"{"pattern": "x", "multiLine": true}"#), at: "$.multiLine", "did you mean \"multiline\""))
        #expect(hasIssue(optionIssues("regex", #"{"pattern": ""}"#), at: "$.pattern", "non-empty"))
    }
}

/// `fillsLine`: the value is all its line holds, so what the match leaves out beside it on the
/// line makes it doubtful (a licence photo's `AMÉLIE NIAMH` read `Ame NIAMH`: `NIAMH` at 99).
@Suite struct RegexFillsLineTests {
    static let name = #"{"pattern": "\\p{Lu}[\\p{Lu}'’ -]*\\p{Lu}", "fillsLine": true}"#

    @Test func lettersLeftOutOnTheLineLowerTheValue() throws {
        let field = try parsed("regex", "Ame NIAMH", Self.name)
        #expect(field.value == "NIAMH" && field.valid)
        #expect(field.confidence == RegexParser.leftOutConfidence)
        #expect(field.reasons == [RegexParser.leftOutReason])
        #expect(try parsed("regex", "Ame NIAMH", #"{"pattern": "\\p{Lu}[\\p{Lu}'’ -]*\\p{Lu}"}"#).confidence == 100, "without the option")
    }

    @Test func marksOtherLinesAndWhatAWideGapPartsAreNotLeftOut() throws {
        for text in ["NIAMH", "NIAMH .", "NIAMH\tx", "Surname\nNIAMH", "— NIAMH —"] {
            let field = try parsed("regex", text, Self.name)
            #expect(field.value == "NIAMH" && field.confidence == 100, "\(text)")
        }
        #expect(try parsed("regex", "NIAMH 7", Self.name).confidence == RegexParser.leftOutConfidence, "a digit")
    }

    /// Licence photo seed 96, the 2nd: `O'BRIEN` read `O'8RIEN` matched `RIEN`.
    @Test func aDigitInsideTheNamesWordIsReadAsItsLetterTwin() throws {
        let field = try parsed("regex", "O'8RIEN", Self.name)
        #expect(field.value == "O'BRIEN", "\(field)")
        #expect(field.confidence <= RegexParser.swappedConfidence)
        #expect(field.reasons.contains(RegexParser.wholeWordReason))
    }

    @Test func aDigitAtTheWordsEndIsNotSwapped() throws {
        // A label glued to the value: `2` is not the name's `Z`.
        #expect(try parsed("regex", "2KAI", Self.name).value == "KAI")
        #expect(try parsed("regex", "KAI8", Self.name).value == "KAI")
        #expect(try parsed("regex", "KAI8", #"{"pattern": "\\p{Lu}[\\p{Lu}'’ -]*\\p{Lu}"}"#).value == "KAI", "without fillsLine")
    }

    @Test func fillsLineIsABoolean() {
        #expect(hasIssue(optionIssues("regex", #"{"pattern": "A", "fillsLine": "yes"}"#), at: "$.fillsLine", "expected true or false"))
    }
}
