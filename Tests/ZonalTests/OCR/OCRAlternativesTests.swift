import Testing
@testable import Zonal

/// `OCROptions.alternatives` turns Tesseract's rival readings per symbol (its `lstm_choice_mode`
/// 2, or 0) on and off on the same engine, pass by pass: the label search does without them,
/// field readings need them.
@Suite(.serialized) struct OCRAlternativesTests {
    static let pool = EnginePool(size: 1, model: .eng)

    /// A blurred word: Tesseract has rivals for some of its glyphs.
    static func word() throws -> Image {
        let canvas = try Canvas(width: 360, height: 80, color: RGB(gray: 235))
        try canvas.text("B8O0S5", font: .sansBold, x: 20, baseline: 55, size: 34, color: RGB(gray: 30))
        try canvas.blur(sigma: 1.3)
        return try canvas.image()
    }

    @Test func rivalsOnlyWhenAskedFor() async throws {
        let image = try Self.word()
        let with = try await Self.pool.withEngine { try $0.recognize(image, options: OCROptions()) }
        let without = try await Self.pool.withEngine { try $0.recognize(image, options: OCROptions(alternatives: false)) }
        let again = try await Self.pool.withEngine { try $0.recognize(image, options: OCROptions()) }
        #expect(!with.isEmpty && !without.isEmpty)
        // Without, the choice iterator gives back at most the symbol's own reading.
        #expect(with.contains { RecognizedText.rival(of: $0) != nil })
        #expect(without.allSatisfy { RecognizedText.rival(of: $0) == nil })
        #expect(again.map(\.alternatives.count) == with.map(\.alternatives.count), "the engine asks for them again")
        #expect(without.map(\.text) == with.map(\.text), "the reading itself is the same")
    }

    /// Template groups: classification readings go without rivals (a class is told by its
    /// title's text), extraction readings keep them (they bound a value's confidence).
    @Test func classificationReadingsAskForNoRivals() {
        let needs = OCRNeeds(characters: Set("ABC"), multiline: true)
        let classifying = TemplateRecognizer.ocrOptions(needs, classification: true)
        let extracting = TemplateRecognizer.ocrOptions(needs, classification: false)
        #expect(!classifying.alternatives && extracting.alternatives)
        #expect(classifying.whitelist == extracting.whitelist && classifying.segmentation == extracting.segmentation)
        #expect(extracting == needs.ocrOptions)
    }
}
