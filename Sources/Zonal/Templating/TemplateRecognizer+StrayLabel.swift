import Foundation

extension TemplateRecognizer {
    /// A group placed beside a label found more than `strayLabelRows` region heights from where
    /// its class's layout prints the field is read there too, at the layout's position (its
    /// fallback): such a label is nearly always another line's (on six ID-front and licence photo
    /// sets 13 of 17 values read beside one were wrong: a surname read from the address line,
    /// an expiry from the issue date's). Each field keeps the reading with the higher
    /// confidence, the stray one already counting `strayLabelConfidence` at most; a value
    /// taken from the layout's position counts no more than that either, as the two places
    /// disagree. Parser groups only, outside classification.
    func readAtLayoutToo(_ group: ProcessorGroup, placedAt rect: RelativeRect, classification: Bool, binarised: Bool,
                         page: DetectedPage, into run: inout ClassRun) async throws {
        guard !classification, let rows = Self.rowsFromFallback(group.location, rect),
              case let .anchored(anchor) = group.location, let fallback = anchor.fallback,
              group.processors.allSatisfy({ if case .parsers = $0 { true } else { false } }) else { return }
        let fields = group.reportedFields
        let stray = fields.map { run.fields[$0.id] }
        try await read(group, at: fallback, classification: classification, binarised: binarised, page: page, into: &run)
        for (field, old) in zip(fields, stray) {
            guard let new = run.fields[field.id] else { continue }
            let better = new.parsed.value != nil && (old?.parsed.value == nil || new.parsed.confidence > (old?.parsed.confidence ?? 0))
            guard better else {
                run.fields[field.id] = old
                continue
            }
            var parsed = new.parsed
            parsed.confidence = min(parsed.confidence, Self.strayLabelConfidence)
            parsed.reasons.append("read where this layout prints it: its label was found \(JSONNode.format(rows)) region heights away, where the reading gave less")
            run.fields[field.id] = ClassRun.Field(parsed: parsed, result: FieldResult(
                parsed: parsed, settings: field.settings, parser: field.parser, group: group.id,
                classification: classification, region: new.result.region, ocrText: new.result.ocrText))
        }
    }
}
