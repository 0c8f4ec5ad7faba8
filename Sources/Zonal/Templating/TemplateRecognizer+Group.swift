import Foundation

/// The detected document a class's groups are cut from.
struct DetectedPage {
    let image: Image
    let dewarper: Dewarper
    /// The MRZ the MRTD detector found the page by, reused by MRZ processors.
    let mrz: MRZReadResult?
}

extension TemplateRecognizer {
    /// Cuts out one group's region and runs its processors on it.
    func process(_ group: ProcessorGroup, classification: Bool, page: DetectedPage, into run: inout ClassRun) async throws {
        let dewarper = page.dewarper
        let clock = ContinuousClock()
        var start = clock.now
        let region = group.location.region(of: dewarper.document)
        let cut = try dewarper.dewarp(page.image, group.location, policy: group.dewarp)
        run.timings.dewarp += ms(clock.now - start)

        for processor in group.processors {
            switch processor {
            case let .parsers(entries):
                start = clock.now
                let needs = OCRNeeds.merged(entries.map(\.parser.ocrNeeds))
                // Tesseract reads text touching the image edge badly: give it a margin of paper.
                let input = try cut.grayscale().padded(by: max(4, cut.height / 4))
                let symbols = try await textPool.withEngine { try $0.recognize(input, options: needs.ocrOptions) }
                run.timings.ocr += ms(clock.now - start)
                run.timings.ocrPasses += 1
                start = clock.now
                let text = RecognizedText(symbols: symbols)
                for entry in entries {
                    let parsed = entry.parser.parse(text)
                    run.fields[entry.id] = ClassRun.Field(parsed: parsed, result: FieldResult(
                        value: parsed.value, raw: parsed.raw, confidence: parsed.confidence, valid: parsed.valid,
                        mandatory: entry.mandatory, parser: entry.kind, group: group.id, classification: classification,
                        reasons: parsed.reasons, components: parsed.components, region: region, ocrText: text.text))
                }
                run.timings.parse += ms(clock.now - start)
            case let .image(options):
                let bytes = try cut.encoded(options.format, quality: options.quality)
                run.images[group.id] = ReturnedImage(format: options.format, width: cut.width, height: cut.height, region: region, bytes: bytes)
            case .mrz:
                // The MRTD detector has read this MRZ already, on the whole image.
                let read: MRZReadResult
                if let detected = page.mrz {
                    read = detected
                } else {
                    start = clock.now
                    read = try await mrzReader.read(image: cut, name: group.id)
                    run.timings.ocr += ms(clock.now - start)
                    run.timings.ocrPasses += 1
                }
                let parsed = Self.field(from: read)
                if let mrz = read.mrz { run.mrz[group.id] = mrz }
                run.fields[group.id] = ClassRun.Field(parsed: parsed, result: FieldResult(
                    value: parsed.value, raw: parsed.raw, confidence: parsed.confidence, valid: parsed.valid,
                    mandatory: true, parser: "mrz", group: group.id, classification: classification,
                    reasons: parsed.reasons, components: parsed.components, region: region, ocrText: parsed.raw))
            }
        }
    }

    /// An MRZ reading as a field: the lines as value, valid when the MRZ is, its fields as components.
    static func field(from read: MRZReadResult) -> ParsedField {
        guard let mrz = read.mrz else { return ParsedField(value: nil, raw: "", confidence: 0, valid: false, reasons: read.reasons) }
        var components = mrz.fields.compactMapValues(\.value)
        components["format"] = mrz.format.rawValue
        return ParsedField(value: mrz.lines.joined(separator: "\n"), raw: mrz.rawLines.joined(separator: "\n"),
                           confidence: mrz.confidence, valid: mrz.state == .valid, reasons: read.reasons, components: components)
    }
}
