import Testing
@testable import Zonal

@Suite struct PhraseParserTests {
    @Test func foundExactlyWhateverTheCaseAccentsSpacesAndPunctuation() throws {
        let field = try parsed("phrase", "REPUBLIQUE FRANCAISE\nCarte nationale d’identité", #"{"text": "CARTE NATIONALE D'IDENTITÉ"}"#)
        #expect(field.value == "CARTE NATIONALE D'IDENTITÉ")
        #expect(field.raw == "Carte nationale d’identité")
        #expect(field.valid)
        #expect(field.components["edits"] == "0")
        #expect(field.confidence == 100)
    }

    /// Two misread letters (l for I) in sixteen: within the default of a seventh of them.
    @Test func misreadLettersWithinTheLimitCostConfidence() throws {
        let field = try parsed("phrase", "PATENTE Dl GUlDA.", #"{"text": "PATENTE DI GUIDA"}"#)
        #expect(field.value == "PATENTE DI GUIDA")
        #expect(field.components["edits"] == "2")
        #expect(field.confidence == 70)
        #expect(field.reasons.contains { $0.contains("2 misread") })
        let strict = try parsed("phrase", "PATENTE Dl GUlDA.", #"{"text": "PATENTE DI GUIDA", "maxEdits": 1}"#)
        #expect(strict.value == nil)
        #expect(!strict.valid)
    }

    @Test func droppedAndAddedLettersCountAsEdits() throws {
        #expect(try parsed("phrase", "FUHRERSHEIN", #"{"text": "FÜHRERSCHEIN", "maxEdits": 1}"#).components["edits"] == "1")
        #expect(try parsed("phrase", "FUHRERSCCHEIN", #"{"text": "FÜHRERSCHEIN", "maxEdits": 1}"#).components["edits"] == "1")
    }

    /// A blurred `W` read as `VI` or `VV` is one misread (ID-front photo seed 105 #25 read its
    /// title `PERSONALAUSVIENS`: two misreads, three as a substitution and an addition).
    @Test func aLetterReadAsTwoIsOneEdit() throws {
        #expect(try parsed("phrase", "PERSONALAUSVIEIS", #"{"text": "PERSONALAUSWEIS"}"#).components["edits"] == "1")
        #expect(try parsed("phrase", "PERSONALAUSVVEIS", #"{"text": "PERSONALAUSWEIS"}"#).components["edits"] == "1")
        let title = try parsed("phrase", "BUNDESREPUBLIK DELISCHILAND\nPERSONALAUSVIENS", #"{"text": "PERSONALAUSWEIS"}"#)
        #expect(title.components["edits"] == "2")
        #expect(title.raw == "PERSONALAUSVIENS")
        // Only the listed pairs: `VX` is a substitution and an addition.
        #expect(try parsed("phrase", "PERSONALAUSVXEIS", #"{"text": "PERSONALAUSWEIS", "maxEdits": 1}"#).value == nil)
        #expect(try parsed("phrase", "FÜHRERSCHEIN", #"{"text": "FÜHRERSCHEIN"}"#).components["edits"] == "0")
    }

    /// The closest line wins, and a match never spans two lines.
    @Test func bestLineAndNeverAcrossLines() throws {
        let field = try parsed("phrase", "DRIVNG LICENCE\nDRIVING LICENCE", #"{"text": "DRIVING LICENCE"}"#)
        #expect(field.components["edits"] == "0")
        #expect(try parsed("phrase", "DRIVING\nLICENCE", #"{"text": "DRIVING LICENCE"}"#).value == nil)
    }

    @Test func absentPhraseIsNotFound() throws {
        let field = try parsed("phrase", "BUNDESREPUBLIK DEUTSCHLAND", #"{"text": "PERMIS DE CONDUIRE"}"#)
        #expect(field.value == nil)
        #expect(field.reasons.first?.contains("was not found") == true)
        #expect(try parsed("phrase", "", #"{"text": "X"}"#).value == nil)
    }

    /// Lines of letters with boxes of the given height (pixels).
    private func lines(_ lines: [(String, Int)]) -> RecognizedText {
        var characters: [RecognizedText.Character] = []
        for (index, (line, height)) in lines.enumerated() {
            if index > 0 { characters.append(.init("\n", confidence: 95)) }
            for (x, c) in line.enumerated() {
                let box = c == " " ? nil : PixelBox(x0: 10 * x, y0: 50 * index, x1: 10 * x + 8, y1: 50 * index + height)
                characters.append(.init(c, confidence: 95, box: box))
            }
        }
        return RecognizedText(characters: characters)
    }

    /// An Italian licence names itself in French in small print under its title: a French
    /// licence's title must be the largest type.
    @Test func largestRefusesAMentionInSmallPrint() throws {
        let parser = PhraseParser(phrase: "PERMIS DE CONDUIRE", largest: true)
        let italian = lines([("PATENTE DI GUIDA", 36), ("DRIVING LICENCE PERMIS DE CONDUIRE", 14)])
        let refused = parser.parse(italian)
        #expect(refused.value == nil)
        #expect(refused.reasons.first?.contains("smaller than the largest text") == true)
        let french = lines([("PERMIS DE CONDUIRE", 36), ("REPUBLIQUE FRANCAISE", 20)])
        #expect(parser.parse(french).value == "PERMIS DE CONDUIRE")
        // Without `largest`, the small print counts.
        #expect(PhraseParser(phrase: "PERMIS DE CONDUIRE").parse(italian).valid)
    }

    @Test func badOptions() {
        #expect(hasIssue(optionIssues("phrase", "{}"), at: "$", "missing \"text\""))
        #expect(hasIssue(optionIssues("phrase", #"{"text": " - "}"#), at: "$", "at least one letter"))
        #expect(hasIssue(optionIssues("phrase", #"{"text": "A", "maxEdits": 11}"#), at: "$.maxEdits"))
        #expect(hasIssue(optionIssues("phrase", #"{"text": "A", "largest": "yes"}"#), at: "$.largest"))
        #expect(hasIssue(optionIssues("phrase", #"{"text": "A", "fuzzy": 1}"#), at: "$.fuzzy", "unknown key"))
    }
}
