import Foundation
import Testing
@testable import Zonal

/// A group's values read again with another model (`"confirmWith"`): which differences count, and
/// a slip photo whose payee the Latin model misread at 97.
@Suite struct ModelConfirmationTests {
    @Test func aLetterReadAsAnotherLetterDisagrees() throws {
        let difference = try #require(ModelConfirmation.differingLetter("BIBLIOTHEEK UTOPOCIS", "BIBLIOTHEEK UTOPOLIS"))
        #expect(difference.index == 17 && difference.first == "C" && difference.second == "L")
        #expect(ModelConfirmation.differingLetter("Zenith AG", "Zenlth AG")?.index == 3)
    }

    @Test(arguments: [
        ("Tennisclub Rot-Weiß e.V.", "Tennisclub Rot-Weif e.V."),  // eng has no ß
        ("Müller & Söhne KG", "Miller & S6hne KG"),                // nor ü, ö
        ("Verde Trasporti S.r.l.", "Verde Trasporti S.r.I."),      // l and I: one glyph in sans faces
        ("Verde Trasporti S.r.l.", "Verde Trasporti S.r.|."),
        ("HUISARTSENPRAKTIJK", "HUISARTSENPRAKTIK"),                // a letter lost is no other letter
        ("SMITH", "smith"),
        ("SMITH", ""),
    ])
    func whatTheOtherModelCannotReadDoesNotDisagree(first: String, second: String) {
        #expect(ModelConfirmation.differingLetter(first, second) == nil)
    }

    @Test func confirmWithLoadsAndIsChecked() throws {
        func group(_ extra: String) -> String {
            """
            {"name": "t", "detector": {"document": {"specifications": ["id1"]}}, "classes": [{"name": "c", "extraction": [
              {"id": "g", "location": [0, 0, 1, 0.2], "dewarp": {"dpi": 300}, "model": "Latin"\(extra),
               "processors": [{"parsers": [{"id": "name", "raw": {}}]}]}]}]}
            """
        }
        func load(_ extra: String) throws -> Template { try TemplateLoader.decode(Data(group(extra).utf8), file: "t.json") }
        #expect(try load(#", "confirmWith": "eng""#).classes.first?.extraction.first?.confirmWith == "eng")
        #expect(try load("").classes.first?.extraction.first?.confirmWith == nil)
        for (extra, expected) in [(#", "confirmWith": "Latin""#, "another model than the group's own (Latin)"),
                                  (#", "confirmWith": "nosuchmodel""#, "the Tesseract model nosuchmodel is not installed")] {
            do {
                _ = try load(extra)
                Issue.record("\(extra) loaded")
            } catch let error as ConfigurationError {
                #expect(error.issues.contains { $0.path.hasSuffix("confirmWith") && $0.message.contains(expected) }, "\(error.issues)")
            }
        }
    }

    /// Slip photo seed 34, the 28th: the payee `BIBLIOTHEEK UTOPOLIS`, printed thin, read
    /// `UTOPOCIS` at 97 by the Latin model and the document `valid`; `eng` reads the `L`.
    @Test func aPayeeTheTwoModelsReadDifferentlyIsOnlyOffered() async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 34`
        let sample = try DetectionScenes.sample(27, of: SynthesisOptions(count: 100, seed: 34, documents: [.paymentSlip], preset: .photo))
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("payment-slip.json"))
        let result = try await TemplateRecognizer(template: try TemplateLoader.load(path: file.path)).read(image: sample.image, name: sample.truth.image)
        let payee = try #require(result.fields["payee"])
        #expect(payee.value == "BIBLIOTHEEK UTOPOCIS", "the Latin model's reading is kept")
        #expect(payee.verdict != .valid && payee.reasons.contains { $0.contains("read with the eng model") }, "\(payee.reasons)")
        #expect(result.state == .uncertain)
    }
}
