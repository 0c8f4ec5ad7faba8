import Foundation
import Testing
@testable import Zonal

/// The ID-front template's document number asks for 85: a number read at 60–85 on generated
/// photos was wrong about one time in fifteen.
struct IDFrontNumberThresholdTests {
    /// `zonal synth --formats idfront --preset photo --count 60 --seed 71`, the 54th: its number
    /// `L9LH7E4Y6` reads `L0LH7E4Y6` at 75, and with a threshold of 60 the card was `valid`.
    @Test func aNumberReadAtSeventyFiveKeepsTheCardUncertain() async throws {
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("id-front.json"))
        let options = SynthesisOptions(count: 60, seed: 71, documents: [.idFront], preset: .photo)
        let sample = try Synthesizer.sample(index: 53, options: options)
        #expect(sample.truth.visual?["documentNumber"] == "L9LH7E4Y6")
        let recognizer = TemplateRecognizer(template: try TemplateLoader.load(path: file.path))
        let result = try await recognizer.read(image: try ImageLoader().decode(sample.bytes, name: sample.truth.image, gray: false),
                                               name: sample.truth.image)
        let number = try #require(result.fields["documentNumber"])
        #expect(number.value == "L0LH7E4Y6" && (60..<85).contains(number.confidence), "\(number)")
        #expect(result.state != .valid, "\(result.reasons)")
    }
}
