import Testing
@testable import Zonal

/// An `i`'s dot read as an accent (`DotReadAsAccent`): each glyph drawn between an `n` and a `t`
/// (a neighbour with an ascender), in a cell of its own, at the payment slip's sizes, sharp and
/// blurred, and read as an accented `i`.
@Suite struct DotReadAsAccentTests {
    static func read(_ glyph: String, as reading: Character, size: Double, blur: Double, font: Font) throws -> (RecognizedText, InkMap) {
        let cell = Int(size * 0.75), baseline = size * 1.5
        let canvas = try Canvas(width: cell * 3 + 20, height: Int(size * 2), color: RGB(gray: 235))
        for (i, g) in ["n", glyph, "t"].enumerated() {
            try canvas.text(g, font: font, x: Double(10 + i * cell), baseline: baseline, size: size, color: RGB(gray: 20))
        }
        if blur > 0 { try canvas.blur(sigma: blur) }
        let ink = try InkMap(try canvas.image().grayscale())
        let characters = Array("n\(reading)t").enumerated().map { i, c -> RecognizedText.Character in
            let x0 = 10 + i * cell, x1 = x0 + cell
            let columns = ink.columnProfile(y0: 0, y1: ink.height)[x0..<x1]
            let left = columns.firstIndex { $0 > 0 } ?? x0, right = (columns.lastIndex { $0 > 0 } ?? x1 - 1) + 1
            let rows = ink.verticalExtent(x0: left, x1: right, y0: 0, y1: ink.height) ?? (0, ink.height - 1)
            return .init(c, confidence: 97, box: PixelBox(x0: left, y0: rows.top, x1: right, y1: rows.bottom + 1))
        }
        return (RecognizedText(characters: characters), ink)
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
