import Foundation

extension TemplateRecognizer {
    /// Reads the region again with the group's `confirmWith` model, when a field would otherwise
    /// stand (a value, confidence at its `minConfidence`, nothing doubted), and lets a value the
    /// two models read with different letters (`ModelConfirmation`) count at most
    /// `disagreeingConfidence`: offered, never `valid`. The first model's value is kept.
    func confirm(_ fields: inout [ParsedField], with model: String, in cut: Image, margin: Int, options: OCROptions,
                 entries: [ParserEntry], timings: inout TemplateTimings) async throws {
        let standing = fields.indices.filter { index in
            fields[index].value != nil && fields[index].reasons.isEmpty && fields[index].confidence >= entries[index].settings.minConfidence
        }
        guard !standing.isEmpty else { return }
        let clock = ContinuousClock()
        let start = clock.now
        let input = try cut.brightestChannel().padded(by: margin)
        let other = RecognizedText(symbols: try await pool(for: model).withEngine { try $0.recognize(input, options: options) })
        timings.ocr += ms(clock.now - start)
        timings.ocrPasses += 1
        for index in standing {
            let second = entries[index].parser.parse(other)
            guard let value = fields[index].value,
                  let difference = ModelConfirmation.differingLetter(value, second.value ?? second.raw) else { continue }
            fields[index].confidence = min(fields[index].confidence, Self.disagreeingConfidence)
            fields[index].reasons.append(ModelConfirmation.reason(model: model, difference))
        }
    }
}
