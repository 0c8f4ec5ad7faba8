import Testing
@testable import Zonal

/// The catalog as a whole: every kind is made from JSON, and no parser trips on odd text.
@Suite struct ParserCatalogTests {
    /// The least options each kind needs.
    static let minimal: [String: String] = [
        "raw": "{}", "regex": #"{"pattern": "\\d+"}"#, "phrase": #"{"text": "TITLE"}"#, "date": "{}", "amount": "{}", "email": "{}", "iban": "{}",
        "vin": "{}", "licensePlate": "{}", "topUp": #"{"preset": "ussd"}"#, "mrz": "{}",
    ]

    @Test func everyKindIsListedAndMade() throws {
        #expect(ParserCatalog.kinds == ["raw", "regex", "phrase", "date", "amount", "email", "iban", "vin", "licensePlate", "topUp", "mrz"])
        for kind in ParserCatalog.kinds {
            let options = try #require(Self.minimal[kind], "\(kind)")
            _ = try ParserCatalog.make(kind: kind, options: options)
        }
    }

    @Test func unknownKind() {
        #expect(ParserCatalog.unknownKindMessage("iban") == nil)
        #expect(ParserCatalog.unknownKindMessage("ibn")?.contains("did you mean \"iban\"") == true)
        #expect(hasIssue(optionIssues("ibn", "{}"), at: "$", "unknown parser kind"))
        #expect(hasIssue(optionIssues("iban", "[]"), at: "$", "expected an object"))
    }

    @Test func parseConvenience() throws {
        let field = try ParserCatalog.parse(kind: "iban", text: "GB82 WEST 1234 5698 7654 32")
        #expect(field.value == "GB82WEST12345698765432")
        #expect(field.valid)
        #expect(throws: ConfigurationError.self) { try ParserCatalog.parse(kind: "iban", text: "x", options: #"{"countries": 1}"#) }
    }

    /// Empty text, lone combining marks (which merge with their neighbour when joined, so
    /// characters and string offsets disagree), emoji, control characters, long runs.
    static let oddTexts: [RecognizedText] = [
        RecognizedText(""), RecognizedText(" \n\n "), RecognizedText("\u{301}12.03.2021\u{301}"),
        RecognizedText(characters: ["D", "E", "\u{301}", "8", "9", " ", "3", "7", "0", "4"].map { RecognizedText.Character($0, confidence: 50) }),
        RecognizedText(characters: ("e\u{301}" + "1M8GDM9AXKP042788" + "\u{301}").unicodeScalars.map { RecognizedText.Character(Character($0), confidence: 40) }),
        RecognizedText("🎉€1.234,56🎉 *123*12345678901234# a@b.co 👍🏽"), RecognizedText("\u{0}\u{7}\t\r\n"),
        RecognizedText(String(repeating: "1234 ", count: 400)), RecognizedText(String(repeating: "<", count: 2000)),
        RecognizedText(String(repeating: "P<UTO<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<\n", count: 5)),
    ]

    @Test func oddTextNeverTripsAParser() throws {
        for kind in ParserCatalog.kinds {
            let parser = try ParserCatalog.make(kind: kind, options: Self.minimal[kind] ?? "{}")
            for text in Self.oddTexts {
                let field = parser.parse(text)
                #expect((0...100).contains(field.confidence), "\(kind)")
                if field.value == nil {
                    #expect(!field.valid && field.confidence == 0, "\(kind)")
                }
            }
        }
    }
}
