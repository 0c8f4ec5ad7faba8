import Foundation
import Testing
@testable import Zonal

/// The ID-front template's label patterns take what Tesseract makes of the cards' small label
/// print in the binarised search pass (read off 40 generated clean cards, seed 61), and still
/// tell the labels apart. A label the pass misses costs a second, grayscale search pass (~110 ms)
/// when its neighbours cannot place it.
struct IDFrontLabelTests {
    static let seen: [String: [String]] = [
        "dateOfBirthGroup": ["Date of birth", "Dale of birth", "Date ot birth", "Dateof bith"],
        "placeOfBirthGroup": ["Place of birth", "Phace af birth", "Place of bitth"],
        "dateOfExpiryGroup": ["Date of expiry", "Expiry date", "Fxpiry date", "Fxpity date", "Dale of expiry"],
        "nationalityGroup": ["Nationality", "Nalionality", "Nationalty"],
    ]

    @Test func labelsAreFoundAsOCRMisreadsThemAndNotMistakenForEachOther() throws {
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("id-front.json"))
        let template = try TemplateLoader.load(path: file.path)
        for templatingClass in template.classes {
            let labels = Dictionary(templatingClass.extraction.compactMap { group -> (String, TextPattern)? in
                guard case let .anchored(anchor) = group.location else { return nil }
                return (group.id, anchor.label)
            }, uniquingKeysWith: { a, _ in a })
            for (group, readings) in Self.seen {
                let label = try #require(labels[group], "\(templatingClass.name) has no \(group)")
                for reading in readings {
                    #expect(!label.matches(in: reading).isEmpty, "\(templatingClass.name) \(group): \(reading)")
                    for (other, otherLabel) in labels where other != group {
                        #expect(otherLabel.matches(in: reading).isEmpty, "\(templatingClass.name) \(other) takes \(group)'s \(reading)")
                    }
                }
            }
        }
    }
}
