import Foundation
import Testing
@testable import Zonal

/// `Templates/payment-slip.json` end to end on generated clean slips written to a temporary
/// folder: found by its edges, recognised by its title, amount, IBAN and date exact.
@Suite(.serialized) struct PaymentSlipTemplateTests {
    @Test func readsGeneratedCleanSlips() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zonal-slip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let truths = try Synthesizer.generate(SynthesisOptions(count: 2, seed: 31, documents: [.paymentSlip], preset: .clean,
                                                               outputDirectory: directory.path, dpi: 300))
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("payment-slip.json"))
        let recognizer = TemplateRecognizer(template: try TemplateLoader.load(path: file.path), textPool: EnginePool(size: 1, model: .eng),
                                            mrzReader: MRZReader(pool: EnginePool(size: 1)))
        for truth in truths {
            let visual = try #require(truth.visual)
            let result = try await recognizer.read(path: directory.appendingPathComponent(truth.image).path)
            #expect(result.document.status == .found && result.class == "payment-slip", "\(truth.image)")
            #expect(result.fields["amount"]?.value == visual["amount"], "\(truth.image) amount")
            #expect(result.fields["iban"]?.value == visual["iban"], "\(truth.image) iban")
            #expect(result.fields["iban"]?.valid == true, "\(truth.image) iban")
            #expect(result.fields["date"]?.value == visual["date"], "\(truth.image) date")
        }
    }

    /// A page that is no slip (an ID front) is not taken for one.
    @Test func anIDFrontIsNotASlip() async throws {
        let sample = try Synthesizer.sample(index: 0, options: SynthesisOptions(count: 1, seed: 31, documents: [.idFront], dpi: 300))
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("payment-slip.json"))
        let recognizer = TemplateRecognizer(template: try TemplateLoader.load(path: file.path), textPool: EnginePool(size: 1, model: .eng),
                                            mrzReader: MRZReader(pool: EnginePool(size: 1)))
        let result = try await recognizer.read(image: try ImageLoader().decode(sample.bytes, name: "front", gray: false), name: "front")
        #expect(result.state == .empty && result.class == nil)
    }

    /// Slip photo seed 35, the 90th: its title read as one line came out garbled (`ORDRE DE
    /// VIREME ur, crepir TRANSFER`), no class recognised the page in the right outline, and the
    /// fields were read in a runner-up outline 3.5% off. Read as a block, the title is found there.
    @Test func aBlurredTitleIsReadInTheRightOutline() async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 35`
        let (sample, result) = try await Self.readPhoto(seed: 35, index: 89)
        let visual = try #require(sample.truth.visual)
        #expect(result.class == "payment-slip" && result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.fields["iban"]?.value == visual["iban"] && result.fields["payee"]?.value == visual["payee"])
        #expect(result.state == .valid)
    }

    /// Slip photo seed 33, the 79th: the payee read `Gemeinde Zenith⇥E⇥E` (noise in the box read
    /// as letters after a wide gap), under its threshold. The stray letters are dropped.
    @Test func lettersAfterAWideGapAreNotPartOfThePayee() async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 33`
        let (_, result) = try await Self.readPhoto(seed: 33, index: 78)
        #expect(result.fields["payee"]?.value == "Gemeinde Zenith")
        #expect(result.state == .valid)
    }

    /// Slip photo seed 34, the 42nd: the outline found is 8% off, and the payee read in it is
    /// wrong. The form's labels point to an outline within 1%, where every field reads validly.
    @Test func aSlipReadInAnOutlineOffIsReadAgainWhereItsLabelsPoint() async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 34`
        let (sample, result) = try await Self.readPhoto(seed: 34, index: 41)
        let visual = try #require(sample.truth.visual)
        #expect(result.warnings.contains { $0.hasPrefix(TemplateRecognizer.registrationWarning) }, "\(result.warnings)")
        #expect(result.state == .valid)
        #expect(result.fields["payee"]?.value == visual["payee"] && result.fields["iban"]?.value == visual["iban"])
        let quad = try #require(result.document.quad)
        let error = try #require(CornerError(detected: quad, truth: sample.truth.document.quad))
        #expect(error.relative < 0.02, "\(error)")
    }

    /// Slip photo seed 32, the 2nd: the outline found is 5% off, its title cut, and no class
    /// recognised the page in any outline (it was `empty`). The form's labels, lower down, are
    /// found there and point to an outline within 1%, where the slip reads `valid`.
    @Test func anUnrecognisedSlipIsReadWhereItsLabelsPoint() async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 32`
        let (sample, result) = try await Self.readPhoto(seed: 32, index: 1)
        let visual = try #require(sample.truth.visual)
        #expect(result.warnings.contains { $0.contains("the outline the form's labels point to") }, "\(result.warnings)")
        #expect(result.state == .valid && result.class == "payment-slip")
        #expect(result.fields["payee"]?.value == visual["payee"] && result.fields["iban"]?.value == visual["iban"])
        let quad = try #require(result.document.quad)
        #expect(try #require(CornerError(detected: quad, truth: sample.truth.document.quad)).relative < 0.02)
    }

    /// Slip photo seed 35, the 45th: blurred, on a tinted form, its outline 7.4% off and no class
    /// recognised (`empty`). The binarised pass finds too few of its labels; the grayscale pass
    /// finds them, and the slip reads `valid` in the outline they point to.
    @Test func labelsTheBinarisationLosesAreLookedForInGrayscale() async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 35`
        let (sample, result) = try await Self.readPhoto(seed: 35, index: 44)
        let visual = try #require(sample.truth.visual)
        #expect(result.state == .valid, "\(result.reasons)")
        #expect(result.fields["payee"]?.value == visual["payee"] && result.fields["iban"]?.value == visual["iban"])
    }

    /// Slip photo seed 32, the 43rd: the detector's outline is within 0.1% and vouched for; the
    /// labels found on the blurred, low-resolution page point to one 5% off, where one mandatory
    /// field fewer fell below its threshold. Labels do not lead that far from edges seen all around.
    @Test func labelsDoNotLeadFarFromAnOutlineTheDetectorVouchedFor() async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 32`
        let (sample, result) = try await Self.readPhoto(seed: 32, index: 42)
        #expect(result.document.status == .found && result.document.reasons.isEmpty)
        #expect(!result.warnings.contains { $0.hasPrefix(TemplateRecognizer.registrationWarning) }, "\(result.warnings)")
        let quad = try #require(result.document.quad)
        #expect(try #require(CornerError(detected: quad, truth: sample.truth.document.quad)).relative < 0.005)
    }

    /// A held-out slip photo (seed 40, the 24th; not one of the sets the rule was set on): its
    /// labels point to an outline 2.3% from the detector's vouched answer (2.9% off), within
    /// reach, where every mandatory field reads (five failed in the answer). (Seed 36, the 67th,
    /// was this test's photo until the detector's answer moved one side onto the slip's true edge:
    /// its labels now point 3.8% away, beyond reach, and it stays `uncertain`.)
    @Test func labelsNearAnOutlineTheDetectorVouchedForAreFollowed() async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 40`
        let (_, result) = try await Self.readPhoto(seed: 40, index: 23)
        #expect(result.document.status == .found && result.document.reasons.isEmpty)
        #expect(result.warnings.contains { $0.hasPrefix(TemplateRecognizer.registrationWarning) }, "\(result.warnings)")
        #expect(result.state == .valid, "\(result.reasons)")
    }

    /// Slip photo `index` of `zonal synth --formats slip --preset photo --count 100 --seed SEED`,
    /// read with `Templates/payment-slip.json`.
    static func readPhoto(seed: UInt64, index: Int) async throws -> (sample: DetectionScenes.Scene, result: TemplateResult) {
        let sample = try DetectionScenes.sample(index, of: SynthesisOptions(count: 100, seed: seed, documents: [.paymentSlip], preset: .photo))
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("payment-slip.json"))
        let result = try await TemplateRecognizer(template: try TemplateLoader.load(path: file.path)).read(image: sample.image, name: sample.truth.image)
        return (sample, result)
    }
}
