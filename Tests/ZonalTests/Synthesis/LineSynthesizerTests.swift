import Testing
@testable import Zonal

/// The training lines of the MRZ model (`zonal synth-lines`): deterministic; the `hard` lines of
/// fine-tuning sometimes in another monospace face; `--face` draws every line in a given face.
@Suite struct LineSynthesizerTests {
    @Test func linesAreDeterministic() throws {
        let options = LineSynthesisOptions(seed: 505, capHeight: 20, hard: true, maxCapHeight: 32)
        for index in 0..<4 {
            let a = try LineSynthesizer.line(index: index, options: options), b = try LineSynthesizer.line(index: index, options: options)
            #expect(a.text == b.text && a.face == b.face)
            #expect(try a.image.encoded(.png) == b.image.encoded(.png))
        }
    }

    @Test func aTenthOfTheHardLinesAreInAnotherMonospaceFace() throws {
        let hard = LineSynthesisOptions(seed: 505, capHeight: 20, hard: true)
        let other = try (0..<150).compactMap { try LineSynthesizer.line(index: $0, options: hard).face }
        #expect((5...30).contains(other.count), "\(other.count) of 150")
        #expect(Set(other) == [LineSynthesizer.otherMono])
        let ordinary = LineSynthesisOptions(seed: 505, capHeight: 20)
        #expect(try (0..<40).allSatisfy { try LineSynthesizer.line(index: $0, options: ordinary).face == nil })
    }

    /// `synth-lines --hard-faces` (the training script's FINE_FACES): a fifth of the hard lines in
    /// the given faces, each picked; the lines without `hard` stay in OCR-B.
    @Test func givenHardFacesDrawAFifthOfTheHardLines() throws {
        let faces = ["/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"]
        let hard = LineSynthesisOptions(seed: 505, capHeight: 20, hard: true, hardFaces: faces)
        let drawn = try (0..<150).compactMap { try LineSynthesizer.line(index: $0, options: hard).face }
        #expect((15...45).contains(drawn.count), "\(drawn.count) of 150")
        #expect(Set(drawn) == Set(faces))
        let ordinary = LineSynthesisOptions(seed: 505, capHeight: 20, hardFaces: faces)
        #expect(try (0..<40).allSatisfy { try LineSynthesizer.line(index: $0, options: ordinary).face == nil })
    }

    @Test func aGivenFaceDrawsEveryAugmentedLine() throws {
        // `synth-lines --face`: a print face to score a model on (a serif here, which no training
        // line is drawn in).
        let face = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
        let options = LineSynthesisOptions(seed: 5, face: face)
        let lines = try (0..<10).map { try LineSynthesizer.line(index: $0, options: options) }
        #expect(lines.allSatisfy { $0.face == face })
        #expect(try LineSynthesizer.line(index: 0, options: LineSynthesisOptions(seed: 5, clean: true, face: face)).face == nil)
        // The same line in OCR-B differs only in its glyphs: same text, different pixels.
        let ocrB = try LineSynthesizer.line(index: 0, options: LineSynthesisOptions(seed: 5))
        #expect(ocrB.text == lines[0].text)
        #expect(try ocrB.image.encoded(.png) != lines[0].image.encoded(.png))
    }
}
