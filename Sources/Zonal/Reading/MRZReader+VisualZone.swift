import Foundation

extension MRZReader {
    /// The scale the visual zone is read at: MRZ capitals (2.4 mm) about 20 pixels high, where
    /// `eng` reads the zone's 2.5–4 mm print well; a larger page costs OCR time for nothing.
    static let visualZonePixelsPerMM = 8.4
    /// OCR options for the visual zone: words anywhere on the page, any characters.
    static let visualZoneOptions = OCROptions(segmentation: .sparse, alternatives: false)

    /// `result` with what its visual zone tells of the fields the MRZ's reading left in doubt
    /// (`VisualZone`): names, and a document number. As it was when nothing is in doubt, or
    /// `visualZonePool` is nil. `band`: the MRZ's band in `image` (reading order), from which its
    /// format's layout places the page.
    func checkedInVisualZone(_ result: MRZResult, image: Image, band: Quad, ocrTime: inout Double) async throws -> MRZResult {
        guard let visualZonePool, result.state != .valid else { return result }
        let names = VisualZoneNames.namesInDoubt(result, floor: minimumConfidence)
        let number = VisualZoneDocumentNumber.inDoubt(result, floor: minimumConfidence)
        guard !names.isEmpty || number else { return result }
        let clock = ContinuousClock(), start = clock.now
        defer { ocrTime += ms(clock.now - start) }
        guard let page = try visualZonePage(image, band: band, format: result.format) else { return result }
        let symbols = try await visualZonePool.withEngine { engine in try engine.recognize(page, options: MRZReader.visualZoneOptions) }
        let words = MRZReader.words(symbols)
        let nameChanges = VisualZoneNames.changes(in: result, fields: names, words: words, floor: minimumConfidence)
        let numberChanges = number ? VisualZoneDocumentNumber.changes(in: result, words: words, floor: minimumConfidence) : []
        // A document number that makes another check fail (the composite) is not taken.
        if let both = VisualZone.applying(nameChanges + numberChanges, to: result),
           both.failedChecks.count <= result.failedChecks.count {
            return both
        }
        return VisualZone.applying(nameChanges, to: result) ?? result
    }

    /// The page `band`'s format places around it, rectified at `visualZonePixelsPerMM`; nil when
    /// the band is degenerate.
    func visualZonePage(_ image: Image, band: Quad, format: MRZFormat) throws -> Image? {
        guard let quad = MRZPageExtrapolation().page(band: band, format: format) else { return nil }
        let layout = MRTDLayout.of(format)
        let width = Int((layout.width * MRZReader.visualZonePixelsPerMM).rounded())
        let height = Int((layout.height * MRZReader.visualZonePixelsPerMM).rounded())
        return try image.warped(quad, width: width, height: height)
    }

    /// Symbols joined into words (Tesseract marks each word's first), each as sure as the mean of
    /// its symbols.
    static func words(_ symbols: [OCRSymbol]) -> [VisualZone.Word] {
        var words: [VisualZone.Word] = []
        var text = "", total = 0.0, count = 0
        func flush() {
            if count > 0 { words.append(VisualZone.Word(text: text, confidence: total / Double(count))) }
            text = ""; total = 0; count = 0
        }
        for symbol in symbols {
            if symbol.startsWord || symbol.startsLine { flush() }
            text += symbol.text
            total += symbol.confidence
            count += 1
        }
        flush()
        return words
    }
}
