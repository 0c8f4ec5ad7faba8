import Testing
@testable import Zonal

/// A capital the line's reading had plain under a mark the print shows is read again on its own,
/// among its accented forms, and takes the form that reading finds (`readAccents`).
@Suite(.serialized) struct AccentReadingTests {
    static let latin = EnginePool(size: 1, model: .system("Latin"))

    /// `word` printed in DejaVu Sans, read by the Latin model: the image and the reading.
    func printed(_ word: String) async throws -> (Image, RecognizedText) {
        let canvas = try Canvas(width: 420, height: 120, color: RGB(gray: 250))
        try canvas.text(word, font: .sans, x: 30, baseline: 85, size: 48, color: RGB(gray: 20))
        let image = try canvas.image().grayscale()
        let read = RecognizedText(symbols: try await Self.latin.withEngine { try $0.recognize(image, options: OCROptions(alternatives: false)) })
        return (image, read)
    }

    /// The marks the print shows, taken off the reading (as a blurred photo's line reading loses
    /// them) and the letters doubted, are read back.
    @Test func lostAccentsAreReadBackLetterByLetter() async throws {
        let (image, read) = try await printed("DVOŘÁK")
        try #require(read.text == "DVOŘÁK", "the clean print is read with its marks: \(read.text)")
        var text = read
        text.characters[3].character = "R"
        text.characters[4].character = "A"
        for index in [3, 4] { text.doubt(index, to: UnreadAccents.confidence) }
        let recognizer = TemplateRecognizer(template: Template(name: "t", detector: .fullImage(widthMM: nil, heightMM: nil), classes: []), textPool: Self.latin)
        let changed = try await recognizer.readAccents(&text, doubted: [3, 4], in: image, offset: (0, 0), engine: Self.latin)
        #expect(changed == [3, 4])
        #expect(text.text == "DVOŘÁK")
        // The letters stay doubted: a forced choice is a guess, not a reading to trust.
        #expect(text.confidence(of: 3..<5) <= UnreadAccents.confidence)
    }

    /// Doubted letters printed plain (a stray mark doubted them) stay as read: the forced choice
    /// among their accented forms is below `leastAccentConfidence`. Letters with no forms (`B`,
    /// digits) are not read again.
    @Test func plainPrintKeepsItsLetters() async throws {
        let (image, read) = try await printed("BRNO 42")
        try #require(read.text == "BRNO 42", "\(read.text)")
        var text = read
        let recognizer = TemplateRecognizer(template: Template(name: "t", detector: .fullImage(widthMM: nil, heightMM: nil), classes: []), textPool: Self.latin)
        let changed = try await recognizer.readAccents(&text, doubted: [0, 1, 3, 5], in: image, offset: (0, 0), engine: Self.latin)
        #expect(changed.isEmpty)
        #expect(text.text == "BRNO 42")
    }

    /// ID-front photo seed 93, the 16th (`zonal synth --formats idfront --preset photo --count 60
    /// --seed 93`): `DVOŘÁK` was read `DVORAK` by the grey, binarised and darkened readings alike;
    /// its accents read on their own, it is offered right.
    @Test func aSurnameWhoseAccentsEveryReadingLostIsOfferedWithThem() async throws {
        let options = SynthesisOptions(count: 60, seed: 93, documents: [.idFront], preset: .photo)
        _ = try await expectOffered("surname", "DVOŘÁK", template: "id-front.json", index: 15, of: options,
                                    reason: TemplateRecognizer.accentReadReason, textPool: EnginePool(size: 1, model: .eng),
                                    mrzReader: MRZReader(pool: EnginePool(size: 1)))
    }

    /// ID-front photo seed 51, the 8th: `STRAUß` was read `STRAUB` by every reading (the Latin
    /// model never reads a printed `ß`); the letter's shape after a vowel makes it `ß`, offered,
    /// and the darkened reading's `STRAUB` does not take it back.
    @Test func aSharpSReadAsABIsOfferedForItsShape() async throws {
        let options = SynthesisOptions(count: 60, seed: 51, documents: [.idFront], preset: .photo)
        _ = try await expectOffered("surname", "STRAUß", template: "id-front.json", index: 7, of: options,
                                    reason: SharpS.chosenReason, textPool: EnginePool(size: 1, model: .eng),
                                    mrzReader: MRZReader(pool: EnginePool(size: 1)))
    }
}
