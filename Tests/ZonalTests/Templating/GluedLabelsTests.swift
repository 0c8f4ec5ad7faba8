import Testing
@testable import Zonal

/// A label read at the start of the region right of it is dropped before the parsers see the
/// line (`GluedLabels`).
struct GluedLabelsTests {
    /// The licence address's label and the labels that end its region.
    func labels() throws -> [TextPattern] {
        [try TextPattern("^[8B][.,]$"), try TextPattern("^(?:[1lI|]|[2Z]|3|[4A][abcABC6]|[5S]|8|9)[.,]$")]
    }

    /// Licence photo seed 96 #47: the address read `2. VIA ROMA 147 TORINO`.
    @Test func aLabelStartingTheLineIsDropped() throws {
        let labels = try labels()
        var text = recognized("2. VIA ROMA 147 TORINO")
        #expect(GluedLabels.drop(&text, labels: labels))
        #expect(text.text == "VIA ROMA 147 TORINO")
        var own = recognized("8, PIAZZA DANTE 8")
        GluedLabels.drop(&own, labels: labels)
        #expect(own.text == "PIAZZA DANTE 8")
    }

    @Test func aLabelAloneInsideOrPartOfAWordStays() throws {
        let labels = try labels()
        for line in ["8.", "VIA ROMA 8.", "8.5 KM", "12.03.2020"] {
            var text = recognized(line)
            #expect(!GluedLabels.drop(&text, labels: labels), "\(line)")
            #expect(text.text == line)
        }
    }

    /// A later reading of the region (binarised, smaller, darkened) is cleaned of the label as
    /// the first is; without labels (a group below its label) it is left as read.
    @Test func aLaterReadingDropsTheLabelToo() throws {
        let labels = try labels()
        let read = recognized("2. VIA ROMA 147 TORINO")
        #expect(TemplateRecognizer.withoutStrays(read, margin: 4, width: 1000, labels: labels).text == "VIA ROMA 147 TORINO")
        #expect(TemplateRecognizer.withoutStrays(read, margin: 4, width: 1000).text == "2. VIA ROMA 147 TORINO")
    }

    /// End to end, licence photo seed 96 #47 (the 48th, its frame read turned by −15°): the
    /// address's region began at a label, read `2.`.
    @Test func aLicenceAddressIsReadWithoutTheLabelBeforeIt() async throws {
        let (result, truth) = try await OutlineAlternativesTests().readLicencePhoto(seed: 96, index: 47)
        #expect(truth.visual?["address"] == "VIA ROMA 147 TORINO")
        #expect(result.fields["address"]?.value == "VIA ROMA 147 TORINO", "\(String(describing: result.fields["address"]))")
    }
}
