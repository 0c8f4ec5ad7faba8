import Foundation
import Testing
@testable import Zonal

/// The class chain gives every class its first look (the grayscale reading of its title) before
/// any gets a second (the binarised copy): a licence of the last class is recognised from one
/// reading of the title region, and only a page no class recognises costs the second looks.
@Suite(.serialized) struct ClassSecondLookTests {
    static func page(_ image: Image) -> DetectedPage {
        let quad = Quad(topLeft: Point(x: 0, y: 0), topRight: Point(x: Double(image.width), y: 0),
                        bottomRight: Point(x: Double(image.width), y: Double(image.height)), bottomLeft: Point(x: 0, y: Double(image.height)))
        return DetectedPage(image: image, dewarper: Dewarper(document: quad, widthMM: 85.6, heightMM: 53.98), mrz: nil)
    }

    @Test func aLicenceOfTheLastClassNeedsNoSecondLook() async throws {
        let recognizer = try LayoutTemplateTests.recognizer(.drivingLicense)
        #expect(recognizer.template.classes.last?.name == "uto")
        let (image, truth) = try LayoutTemplateTests.card(.drivingLicense, index: 0)
        #expect(truth.variant == "uto")
        let page = Self.page(image)
        let outcome = try await recognizer.runClasses(on: page)
        #expect(outcome.matched?.className == "uto")
        #expect(outcome.rejected.map(\.name) == ["deu", "ita", "fra"])
        #expect(page.readings.symbols.keys.filter(\.binarised).isEmpty, "no binarised title reading")
        #expect(page.readings.symbols.count == 1, "the classes share one reading of the title region")
    }

    @Test func aPageNoClassRecognisesGetsTheSecondLooks() async throws {
        let recognizer = try LayoutTemplateTests.recognizer(.drivingLicense)
        let (image, _) = try LayoutTemplateTests.card(.idFront, index: 0)
        let page = Self.page(image)
        let outcome = try await recognizer.runClasses(on: page)
        #expect(outcome.matched == nil)
        #expect(outcome.rejected.map(\.name) == ["deu", "ita", "fra", "uto"])
        #expect(!page.readings.symbols.keys.filter(\.binarised).isEmpty)
    }

    /// A page one class recognised at its first look is that class even when a mandatory field
    /// fails there: the other classes said no at their first look, and that is their answer (a
    /// second look at them cost a title pass on every uncertain card: 16 of 40 clean ID fronts).
    @Test func aRecognisedButUncertainPageGetsNoSecondLooks() async throws {
        // No licence number reaches 100: every licence is recognised and uncertain.
        let recognizer = try LayoutTemplateTests.recognizer(.drivingLicense, options: ["documentNumber": .init(minConfidence: 100)])
        let (image, truth) = try LayoutTemplateTests.card(.drivingLicense, index: 0)
        #expect(truth.variant == "uto")
        let page = Self.page(image)
        let outcome = try await recognizer.runClasses(on: page)
        #expect(outcome.matched?.className == "uto")
        #expect(outcome.matched?.failures.isEmpty == false, "the licence number fails its threshold")
        #expect(outcome.rejected.map(\.name) == ["deu", "ita", "fra"])
        #expect(page.readings.symbols.keys.filter(\.binarised).isEmpty, "no binarised title reading")
    }

    /// A slip photo (seed 32, the 67th) whose title region, reaching the slip's edge, reads blank on
    /// a single line in grey and binarised alike: a block reading of it finds the title, and the
    /// class is recognised in the detector's own outline, not in a runner-up one 4% off.
    @Test func aTitleThatReadsBlankOnOneLineIsReadAsABlock() async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 32`
        let options = SynthesisOptions(count: 100, seed: 32, documents: [.paymentSlip], preset: .photo)
        let sample = try Synthesizer.sample(index: 66, options: options)
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("payment-slip.json"))
        let recognizer = TemplateRecognizer(template: try TemplateLoader.load(path: file.path), textPool: EnginePool(size: 1, model: .eng),
                                            mrzReader: MRZReader(pool: EnginePool(size: 1)))
        let result = try await recognizer.read(image: try ImageLoader().decode(sample.bytes, name: sample.truth.image, gray: false), name: "sample")
        #expect(result.class == "payment-slip")
        #expect(!result.warnings.contains { $0.contains("alternative outline") }, "\(result.warnings)")
        let error = result.document.quad.map { DetectionScenes.outlineError($0, sample.truth.document.quad) } ?? 1
        #expect(error < 0.02, "corner error \(error)")
    }
}
