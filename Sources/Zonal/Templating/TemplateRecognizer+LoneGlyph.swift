import Foundation

extension TemplateRecognizer {
    /// The ways a region is read again when three readings gave a field nothing: Tesseract finds
    /// no text at all in some regions holding a lone glyph (a passport's sex `M`, clear and black),
    /// and what brings it back changes from image to image: being told the region is 70 dpi
    /// instead of its real 300 (Tesseract judges what may be a glyph by the resolution), its
    /// other threshold, or more paper around the glyph.
    static let loneGlyphReadings: [(resolution: Int?, otherThreshold: Bool, wideMargin: Bool)] = [
        (70, false, false), (nil, true, false), (nil, false, true), (nil, true, true),
    ]

    /// Reads the region (`bright`: its brightest channel, as the first reading had it) the
    /// `loneGlyphReadings` ways, in turn, while a field in `lone` has no value; each value found
    /// is `recover`ed (offered, never `valid` on its own).
    func readLone(_ lone: [Int], in bright: Image, margin: Int, options: OCROptions, engine: EnginePool, entries: [ParserEntry],
                  fields: inout [ParsedField], timings: inout TemplateTimings) async throws {
        let clock = ContinuousClock()
        var remaining = lone
        for way in Self.loneGlyphReadings where !remaining.isEmpty {
            var wayOptions = options
            if let resolution = way.resolution { wayOptions.resolution = resolution }
            if way.otherThreshold { wayOptions.localThreshold.toggle() }
            let start = clock.now
            let input = try bright.padded(by: way.wideMargin ? max(40, bright.height) : margin)
            let reading = RecognizedText(symbols: try await engine.withEngine { try $0.recognize(input, options: wayOptions) })
            timings.ocr += ms(clock.now - start)
            timings.ocrPasses += 1
            Self.recover(&fields, unmatched: remaining,
                         reason: "read only when read again another way (resolution, threshold or margin): three readings gave no value") {
                entries[$0].parser.parse(reading)
            }
            remaining = remaining.filter { fields[$0].value == nil }
        }
    }
}
