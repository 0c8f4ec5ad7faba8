import Testing
@testable import Zonal

/// An `i`'s dot read as an accent (`DotReadAsAccent`): each glyph drawn between an `n` and a `t`
/// (a neighbour with an ascender), in a cell of its own, at the payment slip's sizes, sharp and
/// blurred, and read as an accented `i`.
@Suite struct DotReadAsAccentTests {
    static func read(_ glyph: String, as reading: Character, size: Double, blur: Double, font: Font) throws -> (RecognizedText, InkMap) {
        try GlyphCells.read(["n", glyph, "t"], as: "n\(reading)t", size: size, blur: blur, font: font, cell: Int(size * 0.75),
                            baseline: size * 1.5, confidence: 97)
    }

    static let sizes = [32.0, 44.0], blurs = [0.0, 0.8], fonts: [Font] = [.sansMono, .sansMonoBold, .sans]

    @Test(arguments: sizes, blurs) func aPlainIReadWithAnAccentIsDoubted(size: Double, blur: Double) throws {
        for font in Self.fonts {
            for reading: Character in ["í", "ì", "î", "ï"] {
                var (text, ink) = try Self.read("i", as: reading, size: size, blur: blur, font: font)
                #expect(DotReadAsAccent.doubt(&text, ink: ink, offset: (0, 0)) == [1], "\(font) \(reading)")
                #expect(text.characters[1].confidence == DotReadAsAccent.confidence)
                #expect(text.characters[0].confidence == 97 && text.characters[2].confidence == 97)
            }
        }
    }

    @Test(arguments: sizes, blurs) func aPrintedAccentIsNotDoubted(size: Double, blur: Double) throws {
        for font in Self.fonts {
            for glyph in ["í", "ì", "î", "ï"] {
                var (text, ink) = try Self.read(glyph, as: Character(glyph), size: size, blur: blur, font: font)
                let box = try #require(text.characters[1].box)
                let measure = try #require(DotReadAsAccent.measure(box, ink: ink))
                #expect(!measure.isDot, "\(font) \(glyph): \(measure)")
                #expect(DotReadAsAccent.doubt(&text, ink: ink, offset: (0, 0)).isEmpty)
            }
        }
    }

    @Test func aPlainIIsNotJudged() throws {
        var (text, ink) = try Self.read("i", as: "i", size: 32, blur: 0, font: .sansMono)
        #expect(DotReadAsAccent.doubt(&text, ink: ink, offset: (0, 0)).isEmpty)
    }

    @Test func aMarkJoinedToTheStemIsNotJudged() throws {
        // Blur heavy enough to join the dot to the stem leaves nothing to measure.
        let (text, ink) = try Self.read("i", as: "í", size: 32, blur: 1.6, font: .sansMono)
        let box = try #require(text.characters[1].box)
        #expect(DotReadAsAccent.measure(box, ink: ink) == nil)
    }

    /// Slip photo seed 35, the 15th: the payee `Bergbahnen Zenith AG` read `Zeníth` at 98 by the
    /// Latin model, and the document `valid`. Doubted, the region is read again: the binarised
    /// reading gives the plain `i`, which the darkened reading confirms, at a confidence under the
    /// field's `minConfidence`.
    @Test func aPayeeWithADotReadAsAnAccentIsUncertain() async throws {
        // `zonal synth --formats slip --preset photo --count 100 --seed 35`
        let sample = try DetectionScenes.sample(14, of: SynthesisOptions(count: 100, seed: 35, documents: [.paymentSlip], preset: .photo))
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("payment-slip.json"))
        let result = try await TemplateRecognizer(template: try TemplateLoader.load(path: file.path)).read(image: sample.image, name: sample.truth.image)
        let payee = try #require(result.fields["payee"])
        #expect(payee.value == "Bergbahnen Zenith AG")
        #expect(payee.verdict != .valid, "\(payee.reasons)")
        #expect(result.state == .uncertain)
    }
}
