import Foundation
import Testing
@testable import Zonal

/// The synthetic payment slip: its identifiers carry valid check digits, its printed forms say
/// what its canonical truth says, the same seed makes the same bytes, and validation expects it
/// as a `payment-slip`, not as an identity document.
@Suite struct PaymentSlipTests {
    /// Small pages keep the suite fast; the truth does not depend on the resolution.
    private func options(count: Int, seed: UInt64 = 31, preset: SynthesisPreset = .clean, dpi: Double = 72) -> SynthesisOptions {
        SynthesisOptions(count: count, seed: seed, documents: [.paymentSlip], preset: preset, dpi: dpi)
    }

    @Test func truthHasValidIBANAndReferenceInCanonicalForm() throws {
        var variants = Set<String>(), countries = Set<String>()
        for index in 0..<30 {
            let truth = try Synthesizer.sample(index: index, options: options(count: 30)).truth
            #expect(truth.layout == nil && truth.format == nil && truth.lines.isEmpty && truth.fields == nil && truth.mrz == nil)
            #expect(truth.image.hasPrefix(String(format: "%04d-slip-", index)))
            let visual = try #require(truth.visual), variant = try #require(truth.variant)
            variants.insert(variant)
            let keys = Set(visual.keys)
            #expect(keys.isSubset(of: Set(PaymentSlipData.truthKeys)) && keys.count >= PaymentSlipData.truthKeys.count - 1, "\(keys.sorted())")
            let iban = try #require(visual["iban"])
            let country = String(iban.prefix(2))
            countries.insert(country)
            #expect(Mod97.passes(iban), "IBAN check digits")
            #expect(iban.count == IBANCountries.lengths[country], "\(country) length")
            #expect(try parsed("iban", SyntheticBanking.grouped(iban)).valid)
            let reference = try #require(visual["reference"])
            #expect(SyntheticBanking.isValidCreditorReference(reference) && RegexParser.passesMod97(reference))
            #expect(reference.wholeMatch(of: /RF[0-9]{2}[0-9A-Z]{5,15}/) != nil)
            #expect(visual["amount"]?.wholeMatch(of: /[0-9]+\.[0-9]{2}/) != nil)
            #expect(["EUR", "CHF"].contains(visual["currency"] ?? ""))
            #expect(visual["date"]?.wholeMatch(of: /202[56]-[01][0-9]-[0-3][0-9]/) != nil)
            #expect(!(visual["payee"] ?? "").isEmpty && !(visual["payer"] ?? "").isEmpty)
        }
        // The variants take turns; the countries vary.
        #expect(variants == Set(PaymentSlipVariant.all.map(\.name)))
        #expect(countries.count >= 4)
    }

    /// A wrong digit anywhere fails the checks the truth was tested with above.
    @Test func checksRejectAChangedDigit() {
        #expect(SyntheticBanking.isValidCreditorReference("RF18539007547034"))
        #expect(!SyntheticBanking.isValidCreditorReference("RF18539007547035"))
        var rng = RandomSource(seed: 3)
        let iban = SyntheticBanking.iban(country: "DE", pattern: String(repeating: "D", count: 18), using: &rng)
        #expect(Mod97.passes(iban))
        let last = iban.last?.wholeNumberValue ?? 0
        #expect(!Mod97.passes(String(iban.dropLast()) + String((last + 1) % 10)))
    }

    @Test func sameSeedSameBytes() throws {
        let o = options(count: 4, preset: .photo, dpi: 100)
        for index in 0..<4 {
            let a = try Synthesizer.sample(index: index, options: o), b = try Synthesizer.sample(index: index, options: o)
            #expect(a.bytes == b.bytes && a.truth == b.truth)
            // Photo conditions apply; the MRZ's are dropped (there is none).
            #expect(a.truth.conditions.allSatisfy { !Condition.aboutTheMRZ.contains($0) })
        }
        var other = o
        other.seed = 32
        #expect(try Synthesizer.sample(index: 0, options: other).truth.visual != Synthesizer.sample(index: 0, options: o).truth.visual)
    }

    /// Every printed amount and date reads back, by the project's parsers, as the truth says.
    @Test func printedFormsParseToTheTruth() throws {
        var rng = RandomSource(seed: 11)
        for _ in 0..<60 {
            let cents = Int(pow(10, rng.uniform(2.7...6.3)).rounded())
            for style in 0...5 {
                let printed = PaymentSlipData.printed(cents, currency: "EUR", style: style)
                let field = AmountParser().parse(RecognizedText(printed))
                #expect(field.value == PaymentSlipData.canonical(cents) && field.components["currency"] == "EUR", "\(printed)")
            }
            let date = CalendarDate.random(years: 2025...2026, using: &rng)
            for style in 0...4 {
                let printed = PaymentSlipData.printed(date, style: style)
                #expect(DateParser().parse(RecognizedText(printed)).value == date.iso, "\(printed)")
            }
        }
    }

    /// Validation expects a slip as the class `payment-slip`, compares its identifiers without
    /// their spaces, and a universalIdConfig's layouts are not expected to read it.
    @Test func groundTruthExpectsAPaymentSlip() throws {
        let truth = GroundTruth(try Synthesizer.sample(index: 0, options: options(count: 1)).truth)
        #expect(truth.document.present && truth.document.layout == nil && truth.document.kind == "payment-slip")
        #expect(truth.fields["iban"]?.comparison == .code && truth.fields["reference"]?.comparison == .code)
        #expect(truth.fields["amount"]?.comparison == nil)
        let negative = GroundTruth(try Synthesizer.sample(index: 1, options: SynthesisOptions(count: 1, seed: 31, documents: [.paymentSlip],
                                                                                             negatives: 1, dpi: 72)).truth)
        #expect(!negative.document.present)
    }
}
