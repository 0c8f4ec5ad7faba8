import Foundation

extension TemplateRecognizer {
    /// A group placed beside a label found more than `strayLabelRows` region heights from where
    /// its class's layout prints the field is read there too, at the layout's position (its
    /// fallback), and each field whose reading there has a value takes it: such a label is nearly
    /// always another line's. On eighteen ID-front, licence, slip and passport photo sets, 33 of
    /// 35 fields read at both places were wrong beside the stray label (a surname read from the
    /// address line, an expiry from the issue date's), and the layout's reading was right for
    /// 30 of them. Kept while it had the higher confidence, as before, the stray reading lost 5
    /// of those: both read at 40–50. Either way the value counts `strayLabelConfidence` at most,
    /// as the two places disagree. Parser groups only, outside classification.
    ///
    /// The layout's position is moved as the `neighbours`' labels were found, where enough of
    /// them were (`AnchorSearch.fallback`): the outline's error moves the line as it moves theirs
    /// (licence photo seed 92, the 49th: a date read at 99 there, at 50 at the layout's own
    /// position; ID-front seed 93, the 51st: a surname right there, wrong at the layout's).
    func readAtLayoutToo(_ group: ProcessorGroup, placedAt rect: RelativeRect, neighbours: [ProcessorGroup], classification: Bool,
                         binarised: Bool, page: DetectedPage, into run: inout ClassRun) async throws {
        guard !classification, let rows = Self.rowsFromFallback(group.location, rect),
              case let .anchored(anchor) = group.location, let fallback = anchor.fallback,
              group.processors.allSatisfy({ if case .parsers = $0 { true } else { false } }) else { return }
        let fields = group.reportedFields
        let stray = fields.map { run.fields[$0.id] }
        let others = Self.anchors(of: neighbours, besides: group)
        let moved = page.anchors.passesRead(over: anchor.searchArea).lazy
            .compactMap { AnchorSearch.fallback(of: anchor, movedLike: others, in: $0, maximumRows: Self.strayLabelRows) }.first
        try await read(group, at: moved?.rect ?? fallback, classification: classification, binarised: binarised, page: page, into: &run)
        for (field, old) in zip(fields, stray) {
            guard let new = run.fields[field.id] else { continue }
            guard new.parsed.value != nil else {
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
