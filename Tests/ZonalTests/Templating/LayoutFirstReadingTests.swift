import Foundation
import Testing
@testable import Zonal

/// On a page whose outline the detector vouched for as clear (seen all around on a plain table),
/// labelled fields are read where the layout prints them first, without the label search; the
/// labels are searched for when that reading is not valid, and on every other outline. To tell
/// which place a value came from, the surname group's layout position is moved in these tests.
@Suite(.serialized) struct LayoutFirstReadingTests {
    /// `zonal synth --formats idfront --count 40 --seed 61` (clean), the first card.
    static func card() throws -> (image: Image, truth: SampleTruth) {
        let sample = try Synthesizer.sample(index: 0, options: SynthesisOptions(count: 40, seed: 61, documents: [.idFront], preset: .clean))
        return (try ImageLoader().decode(sample.bytes, name: sample.truth.image, gray: false), sample.truth)
    }

    /// The ID-front template, its surname group's fallback in every class changed by `move`
    /// (nil: replaced by that class's given names' fallback).
    static func recognizer(surnameAt move: ((inout [Double]) -> Void)?) throws -> TemplateRecognizer {
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("id-front.json"))
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var classes = try #require(json["classes"] as? [[String: Any]])
        for c in classes.indices {
            var groups = try #require(classes[c]["extraction"] as? [[String: Any]])
            func location(_ id: String) throws -> [String: Any] {
                try #require(groups.first { $0["id"] as? String == id }?["location"] as? [String: Any])
            }
            let given = try #require(try location("givenNamesGroup")["fallback"])
            let index = try #require(groups.firstIndex { $0["id"] as? String == "surnameGroup" })
            var surname = try location("surnameGroup")
            if let move {
                var rect = try #require(surname["fallback"] as? [Double])
                move(&rect)
                surname["fallback"] = rect
            } else {
                surname["fallback"] = given
            }
            groups[index]["location"] = surname
            classes[c]["extraction"] = groups
        }
        json["classes"] = classes
        let template = try TemplateLoader.decode(try JSONSerialization.data(withJSONObject: json), file: "id-front (moved surname)")
        return TemplateRecognizer(template: template, textPool: TemplateRecognizerTests.textPool)
    }

    @Test func aClearOutlineIsReadWhereTheLayoutPrintsTheFields() async throws {
        let (image, truth) = try Self.card()
        let recognizer = try Self.recognizer(surnameAt: nil)
        let detection = try await recognizer.locator.detect(image)
        #expect(detection.clear == true, "a clean card on a plain table: \(detection.reasons)")
        let surname = try #require(truth.visual?["surname"]), given = try #require(truth.visual?["givenNames"])
        // Read at the layout's position, which the test moved onto the given names: valid there.
        let atLayout = try await recognizer.read(image: image, name: truth.image, detection: detection)
        #expect(atLayout.state == .valid, "\(atLayout.reasons)")
        #expect(atLayout.fields["surname"]?.value == given)
        #expect(atLayout.fields["surname"]?.reasons.isEmpty == true)
        // The same outline not vouched for as clear: the surname's label is searched for, and
        // found a row and more from the (moved) layout position, which makes both readings doubtful.
        var searched = detection
        searched.clear = nil
        let besideLabel = try await recognizer.read(image: image, name: truth.image, detection: searched)
        let found = besideLabel.fields["surname"]?.reasons.contains { $0.contains("its label was found") } ?? false
        #expect(found, "\(besideLabel.fields["surname"]?.reasons ?? [])")
        #expect(besideLabel.state == .uncertain)
        #expect(besideLabel.timings.ocrPasses > atLayout.timings.ocrPasses, "the label search is a pass of its own")
        #expect(surname != given)
    }

    @Test func aLayoutReadingThatIsNotValidGivesWayToTheLabels() async throws {
        let (image, truth) = try Self.card()
        // The surname's region moved down by 0.045 of the card (0.6 of its height, too little
        // for its label found below to count as a stray): it takes in the bottom of the name and
        // the next label, and reads no surname.
        let recognizer = try Self.recognizer(surnameAt: { $0[1] += 0.045 })
        let detection = try await recognizer.locator.detect(image)
        #expect(detection.clear == true)
        let result = try await recognizer.read(image: image, name: truth.image, detection: detection)
        #expect(result.fields["surname"]?.value == truth.visual?["surname"], "\(result.fields["surname"]?.reasons ?? [])")
        #expect(result.state == .valid, "\(result.reasons)")
    }
}
