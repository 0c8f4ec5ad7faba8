import Testing
@testable import Zonal

@Suite struct EmailParserTests {
    func email(_ text: String) -> ParsedField { EmailParser().parse(RecognizedText(text)) }

    @Test func addressInText() {
        let field = email("Contact: Anna.Eriksson+post@Example.CO.uk, phone 123")
        #expect(field.value == "Anna.Eriksson+post@example.co.uk")
        #expect(field.raw == "Anna.Eriksson+post@Example.CO.uk")
        #expect(field.valid)
        #expect(field.components == ["local": "Anna.Eriksson+post", "domain": "example.co.uk"])
    }

    @Test func ocrNoise() {
        // Spaces around @, a full stop after the address, brackets.
        let spaced = email("mail john.doe @ example.com.")
        #expect(spaced.value == "john.doe@example.com")
        #expect(spaced.raw == "john.doe @ example.com")
        #expect(spaced.valid)
        #expect(email("<info@firma-x.de>").value == "info@firma-x.de")
    }

    @Test(arguments: [
        ("john..doe@example.com", "two in a row"), ("john@example", "no dot"), ("john@example.c0m", "top-level"),
        ("john@-example.com", "starts or ends with '-'"), ("john@example..com", "two dots in a row"),
        (".john@example.com", "dot at an end"),
    ])
    func malformedIsFoundButInvalid(text: String, reason: String) {
        let field = email(text)
        #expect(field.value != nil, "\(text)")
        #expect(!field.valid, "\(text)")
        #expect(field.reasons.contains { $0.contains(reason) }, "\(text): \(field.reasons)")
    }

    @Test func tooLongLabel() {
        let field = email("a@" + String(repeating: "x", count: 64) + ".com")
        #expect(!field.valid)
        #expect(field.reasons == ["a domain label has 64 characters; at most 63"])
    }

    @Test func firstValidAddressWins() {
        #expect(email("bad@nowhere, good@example.org").value == "good@example.org")
    }

    @Test func notFound() {
        let field = email("no address here, see @handle")
        #expect(field.value == nil)
        #expect(field.reasons == ["no e-mail address"])
    }

    @Test func confidenceOfTheAddressOnly() {
        let source = "To: a@b.de now"
        let field = EmailParser().parse(recognized(source, [0: 1, offset(of: "@", in: source): 58, source.count - 1: 2]))
        #expect(field.confidence == 58)
    }

    @Test func ocrNeedsAndOptions() throws {
        let needs = try ParserCatalog.make(kind: "email").ocrNeeds
        #expect(needs.characters == Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@._-+"))
        #expect(!needs.multiline)
        #expect(hasIssue(optionIssues("email", #"{"lowercase": true}"#), at: "$.lowercase", "unknown key"))
    }
}
