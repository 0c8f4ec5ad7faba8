import Foundation
import Testing
@testable import Zonal

/// The ID-front template's document number asks for 85: a number `eng` read at 60–85 on
/// generated photos was wrong about one time in fifteen. Numbers are read with the Latin model
/// now, which read none wrong at 60–85 on the four ID-front sets.
struct IDFrontNumberTests {
    /// `zonal synth --formats idfront --preset photo --count 60 --seed 71`, the 54th: its number
    /// `L9LH7E4Y6`, which `eng` read `L0LH7E4Y6` at 75 (and with a threshold of 60 the card was
    /// `valid`), reads right with the Latin model. Its given names `INÊS` read `INĒS` at 99, the
    /// blurred circumflex taken for a macron (`MacronMarks`): the card stays `uncertain`.
    @Test func aNumberReadRightLeavesTheCardToItsOtherFields() async throws {
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("id-front.json"))
        let options = SynthesisOptions(count: 60, seed: 71, documents: [.idFront], preset: .photo)
        let sample = try Synthesizer.sample(index: 53, options: options)
        #expect(sample.truth.visual?["documentNumber"] == "L9LH7E4Y6")
        #expect(sample.truth.visual?["givenNames"] == "INÊS")
        let recognizer = TemplateRecognizer(template: try TemplateLoader.load(path: file.path))
        let result = try await recognizer.read(image: try ImageLoader().decode(sample.bytes, name: sample.truth.image, gray: false),
                                               name: sample.truth.image)
        let number = try #require(result.fields["documentNumber"])
        #expect(number.value == "L9LH7E4Y6" && number.confidence >= 85, "\(number)")
        let names = try #require(result.fields["givenNames"])
        #expect(names.value == "INÊS" || names.reasons.contains(MacronMarks.reason), "\(names)")
        #expect(result.state != .valid || names.value == "INÊS", "\(result.reasons)")
    }
}
