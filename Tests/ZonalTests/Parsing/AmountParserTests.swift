import Testing
@testable import Zonal

@Suite struct AmountParserTests {
    func amount(_ text: String, currencies: [String]? = nil, decimal: AmountParser.DecimalSeparator = .auto) -> ParsedField {
        AmountParser(currencies: currencies, decimalSeparator: decimal).parse(RecognizedText(text))
    }

    @Test(arguments: [
        ("1.234,56 €", "1234.56", "EUR"), ("€1,234.56", "1234.56", "EUR"), ("1 234,56 EUR", "1234.56", "EUR"),
        ("CHF 1'234.50", "1234.50", "CHF"), ("USD 12", "12", "USD"), ("£ 0.99", "0.99", "GBP"), ("12,50€", "12.50", "EUR"),
        ("EUR12.50", "12.50", "EUR"), ("1 234 567,89 zł", "1234567.89", "PLN"), ("Fr. 12.–", "12", "CHF"), ("1.234.567 Ft", "1234567", "HUF"),
        ("¥1,000", "1000", "JPY"), ("-12,50 €", "-12.50", "EUR"), ("R$ 1.000,00", "1000.00", "BRL"),
    ])
    func formsAndCurrencies(text: String, value: String, currency: String) {
        let field = amount(text)
        #expect(field.value == value, "\(text): \(field)")
        #expect(field.components["currency"] == currency, "\(text): \(field)")
        #expect(field.valid, "\(text): \(field)")
    }

    @Test func withoutCurrency() {
        let field = amount("Total 1.234,56")
        #expect(field.value == "1234.56")
        #expect(field.raw == "1.234,56")
        #expect(field.components.isEmpty)
        #expect(field.valid)
    }

    @Test func singleSeparatorBeforeThreeDigitsGroupsThousands() {
        let field = amount("1.234 EUR")
        #expect(field.value == "1234")
        #expect(field.reasons == ["'.' taken as a thousands separator"])
        #expect(amount("0,125").value == "0.125")
        #expect(amount("12,5").value == "12.5")
    }

    @Test func decimalSeparatorOption() {
        #expect(amount("1.234", decimal: .dot).value == "1.234")
        #expect(amount("1,234", decimal: .comma).value == "1.234")
        #expect(amount("1,234.50", decimal: .dot).value == "1234.50")
        let wrong = amount("1.234,50", decimal: .dot)
        #expect(!wrong.valid)
        let twice = amount("1.234.56", decimal: .dot)
        #expect(!twice.valid)
        #expect(twice.reasons.contains("'.' occurs more than once"))
    }

    /// A slip photo's `EUR 7,790.03` read `EUR 7,790,03`: the last comma closes two digits where
    /// the others close three, so it was the decimal point. Given, not valid.
    @Test func aRepeatedSeparatorClosingTwoDigitsIsTheDecimalPointMisread() {
        let field = amount("EUR 7,790,03")
        #expect(field.value == "7790.03")
        #expect(!field.valid && field.confidence <= AmountParser.mendedConfidence)
        #expect(field.reasons.contains("the last ',' taken as the decimal point: two digits follow it, where the others close groups of three"))
        #expect(amount("1.234.567.89").value == "1234567.89")
        #expect(amount("1.234.567").value == "1234567" && amount("1.234.567").valid)
        #expect(amount("12,34,56").value == "123456" && !amount("12,34,56").valid)
    }

    @Test func badGroupingIsInvalid() {
        let field = amount("€ 1.23.456")
        #expect(field.value == "123456")
        #expect(!field.valid)
        #expect(field.reasons == ["digits are not grouped in thousands"])
    }

    @Test func amountWithCurrencyIsPreferredOverOtherNumbers() {
        let field = amount("Invoice 2023-0042 of 12.03.2024: 3 items, total 45,90 EUR")
        #expect(field.value == "45.90")
        #expect(field.components["currency"] == "EUR")
        // Without any currency, one with decimals beats a plain count.
        #expect(amount("3 items 45,90").value == "45.90")
    }

    @Test func anAmountWithDigitsJustBesideItIsNotValid() {
        // A slip photo's `EUR 13'623.65` read `EUR 13'°623.65`: `13` was valid at 99.
        let cut = amount("EUR 13'°623.65")
        #expect(cut.value == "13" && !cut.valid)
        #expect(cut.reasons == ["digits follow just beside the amount, parted by a mark: it may be part of a longer number"])
        #expect(!amount("EUR 100.00/2").valid)
        // A Swiss apostrophe read as a quote mark or an accent still groups thousands.
        for mark in ["'", "’", "‘", "`", "´"] {
            let field = amount("EUR 13\(mark)623.65")
            #expect(field.value == "13623.65" && field.valid, "\(mark)")
        }
        #expect(amount("Paid $12.00 (11,05 €)").valid, "numbers parted by a space and a bracket")
    }

    @Test func currenciesOption() {
        let field = amount("Paid $12.00 (11,05 €)", currencies: ["EUR"])
        #expect(field.value == "11.05")
        #expect(field.components["currency"] == "EUR")
        #expect(field.valid)
        let other = amount("Paid $12.00", currencies: ["EUR"])
        #expect(other.value == "12.00")
        #expect(!other.valid)
        #expect(other.reasons == ["currency USD is not among EUR"])
        // A sign shared by several currencies is resolved by the allowed list.
        #expect(amount("$12.00", currencies: ["CAD"]).components["currency"] == "CAD")
        #expect(amount("120 kr", currencies: ["NOK"]).components["currency"] == "NOK")
        let kroner = amount("120 kr")
        #expect(kroner.components["currency"] == "SEK")
        #expect(kroner.reasons.contains { $0.contains("may be SEK, NOK, DKK, ISK") })
        // A code outside the built-in list, given as allowed.
        #expect(amount("1 500 XOF", currencies: ["XOF"]).components["currency"] == "XOF")
    }

    @Test func ocrNoise() {
        // No-break and thin spaces as thousands separators, stray spaces around the sign.
        #expect(amount("1\u{00A0}234,56\u{00A0}€").value == "1234.56")
        #expect(amount("1\u{202F}234,56 €").value == "1234.56")
        #expect(amount("Total:  €  12.50.").value == "12.50")
        // Percentages and units are not amounts.
        #expect(amount("VAT 19% on 3kg").value == nil)
    }

    @Test func notFound() {
        let field = amount("no money here")
        #expect(field.value == nil)
        #expect(field.reasons == ["no amount"])
    }

    @Test func confidenceOfTheAmountSpan() {
        let source = "Total 45,90 EUR paid"
        let text = recognized(source, [0: 3, offset(of: "EUR", in: source) + 2: 64, offset(of: "paid", in: source): 1])
        let field = AmountParser().parse(text)
        #expect(field.raw == "45,90 EUR")
        #expect(field.confidence == 64)
    }

    @Test func ocrNeedsFollowTheAllowedCurrencies() throws {
        let needs = try ParserCatalog.make(kind: "amount", options: #"{"currencies": ["EUR"]}"#).ocrNeeds
        #expect(needs.characters == Set("0123456789.,'- €EUR"))
        let any = AmountParser().ocrNeeds.characters ?? []
        #expect(any.isSuperset(of: Set("0123456789.,€$£¥CHFzł")))
    }

    @Test func optionErrors() {
        #expect(hasIssue(optionIssues("amount", #"{"currencies": ["EUR", "euro"]}"#), at: "$.currencies[1]", "ISO 4217"))
        #expect(hasIssue(optionIssues("amount", #"{"currencies": []}"#), at: "$.currencies", "non-empty"))
        #expect(hasIssue(optionIssues("amount", #"{"decimalSeparator": ";"}"#), at: "$.decimalSeparator", "auto, ., ,"))
        #expect(optionIssues("amount", #"{"currencies": ["EUR"], "decimalSeparator": ","}"#).isEmpty)
    }
}
