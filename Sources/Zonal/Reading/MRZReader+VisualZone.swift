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
    /// format's layout places the page. The page is read as lit, and where that changes nothing,
    /// again with its paper made even (`evened`).
    func checkedInVisualZone(_ result: MRZResult, image: Image, band: Quad, ocrTime: inout Double) async throws -> MRZResult {
        guard let visualZonePool, result.state != .valid else { return result }
        let names = VisualZoneNames.namesInDoubt(result, floor: minimumConfidence)
        let number = VisualZoneDocumentNumber.inDoubt(result, floor: minimumConfidence)
        guard !names.isEmpty || number else { return result }
        let clock = ContinuousClock(), start = clock.now
        defer { ocrTime += ms(clock.now - start) }
        guard let (page, bandTop) = try visualZonePage(image, band: band, format: result.format) else { return result }
        for evened in [false, true] {
            let read = evened ? try MRZReader.evened(page) : page
            let symbols = try await visualZonePool.withEngine { engine in try engine.recognize(read, options: MRZReader.visualZoneOptions) }
            let words = MRZReader.words(symbols, above: bandTop)
            let nameChanges = VisualZoneNames.changes(in: result, fields: names, words: words, floor: minimumConfidence)
            let numberChanges = number ? VisualZoneDocumentNumber.changes(in: result, words: words, floor: minimumConfidence) : []
            // A document number that makes another check fail (the composite) is not taken.
            if !numberChanges.isEmpty, let both = VisualZone.applying(nameChanges + numberChanges, to: result),
               both.failedChecks.count <= result.failedChecks.count {
                return both
            }
            if !nameChanges.isEmpty, let named = VisualZone.applying(nameChanges, to: result) { return named }
        }
        return result
    }

    /// `page` with its paper made even (divided by its own brightness nearby). A page lit unevenly,
    /// dark at one edge and glaring at another, defeats the OCR's global threshold: a screenshot's
    /// passport page, its names as plain to the eye as anywhere, read as `boeeer` and `Bee`, and
    /// evened, `ANNA MARIA`. Not the first reading: evened, a visa's `BJÖRN` was no longer read.
    static func evened(_ page: Image) throws -> Image {
        try page.grayscale().paperEvened()
    }

    /// The page `band`'s format places around it, rectified at `visualZonePixelsPerMM`, and the
    /// row where the band begins on it; nil when the band is degenerate. The whole page is read
    /// (what `eng` makes of a word depends on the layout it finds around it), but only words above
    /// the band are used: `eng` reads the MRZ's OCR-B as words too (`KONS` of a `KONS<<NTINIDOU`
    /// read `CONS`), which are no second witness of anything.
    func visualZonePage(_ image: Image, band: Quad, format: MRZFormat) throws -> (page: Image, bandTop: Int)? {
        let extrapolation = MRZPageExtrapolation()
        guard let quad = extrapolation.page(band: band, format: format) else { return nil }
        let layout = MRTDLayout.of(format), scale = MRZReader.visualZonePixelsPerMM
        let width = Int((layout.width * scale).rounded())
        let height = Int((layout.height * scale).rounded())
        let bandTop = Int((extrapolation.bandRectangle(format).topLeft.y * scale).rounded(.down))
        return (try image.warped(quad, width: width, height: height), bandTop)
    }

    /// Symbols joined into words (`RecognizedText`'s words), each as sure as the mean of its
    /// characters as the OCR read them (before a rival reading lowered them), with the characters
    /// read below `VisualZone.minimumWordConfidence` marked; words whose middle is not above row
    /// `limit` are left out.
    static func words(_ symbols: [OCRSymbol], above limit: Int = .max) -> [VisualZone.Word] {
        let text = RecognizedText(symbols: symbols)
        return text.spans(splitAt: [" ", "\t", "\n"]).compactMap { span in
            let characters = text.characters[span]
            let middles = characters.compactMap(\.box).map { Double($0.y0 + $0.y1) / 2 }
            if !middles.isEmpty, middles.reduce(0, +) / Double(middles.count) >= Double(limit) { return nil }
            let confidences = characters.map(\.unrivalledConfidence)
            return VisualZone.Word(text: String(characters.map(\.character)), confidence: confidences.reduce(0, +) / Double(characters.count),
                                   unsure: Set(confidences.indices.filter { confidences[$0] < VisualZone.minimumWordConfidence }))
        }
    }
}
