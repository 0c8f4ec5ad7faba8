import Foundation
import Testing
@testable import Zonal

/// The detector section: which samples the scorer measures, how they aggregate against the 2%
/// bar, and how the section reaches the JSON and HTML reports.
@Suite struct DetectorAccuracyTests {
    static let box = SampleScorerTests.box  // 10 × 5 at the origin

    static func measured(_ image: String, _ relative: Double?, turns: Int = 0, status: DocumentDetection.Status = .found) -> SampleOutcome {
        var outcome = SampleOutcome(image: image, truth: .generator, detection: relative == nil ? status : .found)
        outcome.cornersExpected = true
        outcome.cornerError = relative.map { CornerError(pixels: $0 * 1000, relative: $0, quarterTurns: turns) }
        return outcome
    }

    static var outcomes: [SampleOutcome] {
        [measured("/s/a.jpg", 0.005), measured("/s/b.jpg", 0.01, turns: 2), measured("/s/c.jpg", 0.02), measured("/s/d.jpg", 0.03),
         measured("/s/e.jpg", 0.25), measured("/s/f.jpg", nil, status: .tooSmall),
         SampleOutcome(image: "/s/g.jpg", truth: .handWritten, detection: .found),   // no true corners: not counted
         SampleOutcome(image: "/s/h.jpg", truth: .generator, problem: "/s/h.jpg: not an image")]
    }

    @Test func aggregatesAgainstTheBarWithMissedSamplesAsFailures() throws {
        let d = try #require(DetectorAccuracy(outcomes: Self.outcomes, worst: 2))
        #expect(d.bar == 0.02 && d.samples == 6 && d.detected == 5 && d.notDetected == 1)
        // 0.5%, 1% and exactly 2% are within; the missed sample counts against the share.
        #expect(d.withinBar == 3 && d.withinBarRate == 0.5)
        #expect(d.medianError == 0.02 && d.p90Error == 0.25 && d.turned == 1)
        #expect(d.worst.map(\.image) == ["/s/e.jpg", "/s/d.jpg"] && d.worst.first?.pixels == 250)
        #expect(d.missed == [DetectorAccuracy.Missed(image: "/s/f.jpg", detection: .tooSmall)])
    }

    @Test func nothingMeasuredMeansNoSection() {
        #expect(DetectorAccuracy(outcomes: [SampleOutcome(image: "x.jpg", truth: .handWritten, detection: .found)], worst: 5) == nil)
        let allMissed = DetectorAccuracy(outcomes: [Self.measured("x.jpg", nil, status: .notFound)], worst: 5)
        #expect(allMissed?.withinBarRate == 0 && allMissed?.medianError == nil && allMissed?.missed.count == 1)
    }

    static func generatorSample(quad: Quad?, present: Bool = true) -> ValidationSample {
        ValidationSample(image: "x.jpg", truth: GroundTruth(source: .generator, document: present ? ExpectedDocument(present: true, className: "identity-card") : .none,
                                                            documentQuad: quad))
    }

    @Test func theScorerMeasuresExpectedDocumentsWithTrueCorners() throws {
        let scorer = SampleScorer(subject: SampleScorerTests.cards)
        // The result's outline is `box`; the truth 1 px lower at the bottom: diagonals √136, error 1/√136.
        let truth = Quad(topLeft: Point(x: 0, y: 0), topRight: Point(x: 10, y: 0), bottomRight: Point(x: 10, y: 6), bottomLeft: Point(x: 0, y: 6))
        let found = scorer.score(SampleScorerTests.result(.valid, class: "identity-card"), sample: Self.generatorSample(quad: truth))
        #expect(found.cornersExpected && found.cornerError == CornerError(detected: Self.box, truth: truth))
        #expect(abs((found.cornerError?.relative ?? 0) - 1 / (136 as Double).squareRoot()) < 1e-12)
        let outside = scorer.score(SampleScorerTests.result(.valid, class: "identity-card", detection: .partiallyOutside), sample: Self.generatorSample(quad: truth))
        #expect(outside.cornerError != nil, "a document past the edge was still detected")
        // A rejected candidate's quad is no detection.
        let small = scorer.score(SampleScorerTests.result(.empty, class: nil, detection: .tooSmall), sample: Self.generatorSample(quad: truth))
        #expect(small.cornersExpected && small.cornerError == nil)
        // No corners in the truth, or no document expected: not measured.
        let noQuad = scorer.score(SampleScorerTests.result(.valid, class: "identity-card"), sample: Self.generatorSample(quad: nil))
        let negative = scorer.score(SampleScorerTests.result(.empty, class: nil), sample: Self.generatorSample(quad: truth, present: false))
        #expect(!noQuad.cornersExpected && !negative.cornersExpected && negative.cornerError == nil)
    }

    @Test func generatorTruthCarriesItsCorners() throws {
        let sample = try Synthesizer.sample(index: 0, options: SynthesisOptions(count: 1, seed: 5, formats: [.td1], preset: .clean, dpi: 80))
        let decoded = try TruthDecoder.decode(try JSONEncoder().encode(sample.truth), file: "g.truth.json")
        #expect(decoded.truth.documentQuad == sample.truth.document.quad)
        #expect(try TruthDecoder.decode(Data(#"{"class": "identity-card"}"#.utf8), file: "h.json").truth.documentQuad == nil)
    }

    @Test func theReportCarriesTheSectionInJSONAndHTML() throws {
        var outcomes = Self.outcomes
        for index in outcomes.indices { outcomes[index].group = "synthetic-td1-card" }
        let report = ValidationReport.build(subject: ValidationReportTests.subject, file: "t.json", samplesPath: "/s", run: ValidationRun(outcomes: outcomes),
                                            targetPrecision: 0.99, workers: 1, worst: 3)
        #expect(report.detector?.samples == 6 && report.detector?.worst.count == 3)
        #expect(report.samples.first { $0.image == "/s/d.jpg" }?.cornerError == 0.03)
        let data = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(ValidationReport.self, from: data) == report)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let detector = try #require(object["detector"] as? [String: Any])
        #expect(detector["withinBarRate"] as? Double == 0.5 && (detector["missed"] as? [Any])?.count == 1)
        // A report written before the section (schema version 1 all the same) still loads as a baseline.
        var old = object
        old.removeValue(forKey: "detector")
        #expect(try JSONDecoder().decode(ValidationReport.self, from: JSONSerialization.data(withJSONObject: old)).detector == nil)

        let html = ValidationHTML.render(report)
        #expect(html.contains("<section id=\"detector\">") && html.contains("on <b>3 of 6</b> samples") && html.contains("<td>f.jpg</td><td>tooSmall</td>"))
        #expect(try ValidationReportTests.unbalancedTags(html).isEmpty)
        #expect(ValidationHTML.render(ValidationReportTests.report()).contains("Not measured: no sample's truth gives the document's corners."))
    }
}
