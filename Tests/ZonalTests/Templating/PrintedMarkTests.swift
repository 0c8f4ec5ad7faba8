import Foundation
import Testing
@testable import Zonal

/// A side of the outline that runs along a dark block of print the class places near that edge
/// (`TemplatingClass.marks`) is moved out by the block's margin (`TemplateRecognizer.readPastMarks`).
@Suite(.serialized) struct PrintedMarkTests {
    static let textPool = TemplateRecognizerTests.textPool
    static let mrzReader = TemplateRecognizerTests.mrzReader

    /// A licence photo (seed 96, the 51st) under light that washes the margin left of its emblem
    /// and portrait out: the outline read was closed by their left edges, 3.2% off, and failed
    /// five mandatory fields. Along the emblem the strip inside that side is the emblem's blue and
    /// the strip past it plain white, so the side is moved out by the emblem's margin.
    @Test func aSideOnTheEmblemIsMovedOutByItsMargin() async throws {
        // `zonal synth --formats dl --preset photo --count 60 --seed 96`
        let scene = try DetectionScenes.sample(50, of: SynthesisOptions(count: 60, seed: 96, documents: [.drivingLicense], preset: .photo))
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("driving-license.json"))
        let recognizer = TemplateRecognizer(template: try TemplateLoader.load(path: file.path), textPool: Self.textPool, mrzReader: Self.mrzReader)
        let result = try await recognizer.read(image: scene.image, name: "sample")
        #expect(result.warnings.contains(TemplateRecognizer.markWarning), "\(result.warnings)")
        let error = DetectionScenes.outlineError(of: result, scene.truth.document.quad)
        #expect(error < 0.02, "corner error \(error)")
    }

    /// The marks' sides: the emblem 3.5% from the left (and 5.6% from the top) is looked for along
    /// the left side only; a mark near the bottom right along the right side; one in the middle of
    /// the page along none.
    @Test func aMarkIsLookedForAlongTheSidesItStandsNear() {
        #expect(TemplateRecognizer.sides(near: RelativeRect(x: 0.035, y: 0.056, width: 0.158, height: 0.176)) == [3])
        #expect(TemplateRecognizer.sides(near: RelativeRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)).isEmpty)
        #expect(TemplateRecognizer.sides(near: RelativeRect(x: 0.85, y: 0.8, width: 0.1, height: 0.15)) == [1])
    }
}
