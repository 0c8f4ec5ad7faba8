import Testing
@testable import Zonal

/// A valid reading whose name letters glare washed out is read again from the binarisation, and is
/// `valid` only where its names agree (`MRZBandReader+WashedOutNames`).
@Suite struct WashedOutNameTests {
    static let td3 = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"]

    /// `text` drawn in OCR-B as `MRZGlyphMatcherTests.drawnLine` draws it, the character at
    /// `faded` in light grey (glare), with its cells.
    static func line(_ text: String, faded: Int? = nil) throws -> (image: Image, cells: [MRZColumnMapper.Layout.Cell]) {
        let cap = MRZGlyphMatcherTests.cap, baseline = MRZGlyphMatcherTests.baseline
        let size = cap / Font.ocrB.capHeight, pitch = cap * 2.54 / 2.4
        let advance = try Canvas.textWidth("<", font: .ocrB, size: size)
        let characters = Array(text)
        let origins = characters.indices.map { Point(x: 12 + pitch * Double($0), y: baseline) }
        let canvas = try Canvas(width: Int(24 + pitch * Double(characters.count)), height: 41, color: RGB(gray: 235))
        let dark = characters.indices.filter { $0 != faded }
        try canvas.glyphs(String(dark.map { characters[$0] }), font: .ocrB, origins: dark.map { origins[$0] }, size: size, color: RGB(gray: 30))
        if let faded { try canvas.glyphs(String(characters[faded]), font: .ocrB, origins: [origins[faded]], size: size, color: RGB(gray: 190)) }
        try canvas.blur(sigma: 1.2)
        let cells = origins.map { o in
            MRZColumnMapper.Layout.Cell(ocr: nil, shape: nil, short: false, tall: true, x0: Int((o.x + advance / 2 - 0.45 * pitch).rounded()),
                                        x1: Int((o.x + advance / 2 + 0.45 * pitch).rounded()), capTop: baseline - cap, capBottom: baseline - 1)
        }
        return (try canvas.image().grayscale(), cells)
    }

    /// Only a faded letter of a name: not a faded check-covered character, not a clean zone.
    @Test func aFadedNameLetterIsWashedOut() throws {
        let result = try MRZParser.parse(lines: Self.td3)
        #expect(result.state == .valid)
        func washedOut(line: Int?, column: Int) throws -> Bool {
            let drawn = try Self.td3.indices.map { try Self.line(Self.td3[$0], faded: $0 == line ? column : nil) }
            return MRZBandReader.namesWashedOut(result, laid: drawn.map { MRZColumnMapper.Layout(cells: $0.cells) }, lineImages: drawn.map(\.image))
        }
        #expect(try !washedOut(line: nil, column: 0))
        #expect(try washedOut(line: 0, column: 8))    // the K of ERIKSSON
        #expect(try !washedOut(line: 1, column: 3))   // a digit of the document number: its check covers it
        #expect(try !washedOut(line: 0, column: 2))   // the issuing state: a code, not a name
    }

    @Test func aFadedLetterHasLessContrastThanTheLine() throws {
        let (image, cells) = try Self.line("ERIKSSON", faded: 3)
        let contrasts = cells.map { MRZBandReader.contrast(of: $0, in: image) }
        let faded = try #require(contrasts[3]), dark = try #require(contrasts[2])
        #expect(faded < MRZBandReader.washedOutShare * dark, "faded \(faded), dark \(dark)")
        #expect(contrasts.enumerated().allSatisfy { $0.offset == 3 || ($0.element ?? 0) > 100 })
    }

    /// The merged reading puts the valid reading's names in doubt when it reads them otherwise or
    /// below the confidence a valid field needs; agreeing, it does not.
    @Test func namesInDoubtWhenTheMergedReadingDisagrees() throws {
        let reader = MRZBandReader(pool: EnginePool(size: 1), options: MRZParseOptions(correct: true, minimumConfidence: 93, strictValidity: true))
        let valid = try MRZParser.parse(lines: Self.td3)
        #expect(!reader.namesInDoubt(valid, merged: valid))
        #expect(!reader.namesInDoubt(valid, merged: nil))
        let otherName = try MRZParser.parse(lines: [Self.td3[0].replacingOccurrences(of: "ERIKSSON", with: "ERIKSSOM"), Self.td3[1]])
        #expect(reader.namesInDoubt(valid, merged: otherName))
        var symbols = Self.td3.map { $0.map { MRZSymbol($0, confidence: 99) } }
        symbols[0][8] = MRZSymbol("K", confidence: 60)
        let weak = try MRZParser.parse(MRZReading(lines: symbols))
        #expect(weak.fields["surname"]?.value == valid.fields["surname"]?.value)
        #expect(reader.namesInDoubt(valid, merged: weak))
    }

    /// A generated visa (real preset, seed 3042, the 108th): glare across `SOERENSEN` washes out
    /// the leg of its `R`, which the OCR read `P` at 98 and the drawn letters took for a `P` too.
    /// Every check passes; before, it was reported `valid` with the surname `SOEPENSEN`. Now that
    /// first reading is in doubt, so the passes that even out the light run, and the local grey
    /// reads `SOERENSEN`, its binarisation agreeing: exact and `valid`.
    @Test func aVisaWhoseSurnameGlareWashedOutIsReadAgain() async throws {
        let sample = try Synthesizer.sample(index: 108, options: SynthesisOptions(count: 200, seed: 3042, preset: .real))
        #expect(sample.truth.lines.first == "V<BELSOERENSEN<YILMAZ<<LUKASZ<SOEREN<<<<<<<<")
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        #expect(result.mrz?.lines == sample.truth.lines, "\(result.state) \(result.reasons)")
        #expect(result.state == .valid, "\(result.reasons)")
    }
}
