/// Compares one result with its truth.
struct SampleScorer {
    let subject: ValidationSubject

    func score(_ result: TemplateResult, sample: ValidationSample) -> SampleOutcome {
        var outcome = SampleOutcome(image: sample.image, truth: sample.truth.map { $0.source == .generator ? .generator : .handWritten } ?? .none,
                                    state: result.state, detection: result.document.status, timings: result.timings)
        guard let truth = sample.truth else {
            outcome.read = subject.readLabel(result, expected: nil)
            outcome.group = group(of: nil, result: result)
            return outcome
        }
        let document = truth.document
        let expected = subject.expectedLabel(document)
        let read = subject.readLabel(result, expected: expected)
        outcome.expected = expected
        outcome.read = read
        outcome.group = expected == ValidationSubject.noDocument ? "negatives" : group(of: document, result: result)
        if expected != ValidationSubject.noDocument, let unit = subject.expectedUnit(document) {
            outcome.fields = fields(of: unit, truth: truth, expectedLabel: expected, result: result)
            if truth.source == .handWritten {
                outcome.unknownFields = truth.fields.keys.filter { unit.classesOfField[$0] == nil }.sorted()
            }
        }

        // A document of another kind than the subject reads is expected to come back empty.
        let expectsDocument = document.present && expected != ValidationSubject.noDocument
        if expectsDocument, let quad = truth.documentQuad, CornerError.diagonal(of: quad) > 0 {
            outcome.cornersExpected = true
            outcome.cornerError = detectedOutline(result).flatMap { CornerError(detected: $0, truth: quad) }
        }
        let classRight = expected.map { $0 == read } ?? true
        let fieldsRight = outcome.fields.filter(\.mandatory).allSatisfy(\.right)
        if result.state == .valid {
            outcome.validRight = classRight && fieldsRight && truth.expectedState == nil && expectsDocument
        }
        if expectsDocument && result.state == .empty && result.document.status != .found {
            outcome.failure = .detectionFailed
        } else if !classRight || (expectsDocument && result.state == .empty) {
            outcome.failure = .classWrong
        } else if result.state == .valid && truth.expectedState != nil {
            outcome.failure = .stateWrong
        } else if !outcome.fields.allSatisfy(\.right) {
            outcome.failure = .fieldWrong
        }
        return outcome
    }

    /// The outline the engine settled on: found, or found running past the image's edge (its
    /// corners still say where the detector put the document). A candidate it rejected (too
    /// small, too steep, not vouched for and recognised by no class) is no detection.
    private func detectedOutline(_ result: TemplateResult) -> Quad? {
        switch result.document.status {
        case .found, .partiallyOutside: return result.document.quad
        case .notFound, .tooSmall, .tooMuchPerspective: return nil
        }
    }

    /// Every field of the expected template (of its expected class, when known) the truth has a
    /// value for; read from the result only when it is that template's (a config's layout).
    private func fields(of unit: ValidationSubject.Unit, truth: GroundTruth, expectedLabel: String?, result: TemplateResult) -> [FieldOutcome] {
        let className = expectedLabel.flatMap { label in label.split(separator: "/").last.map(String.init) }
        let sameTemplate = subject.kind == .template || result.layout == unit.layout
        var outcomes: [FieldOutcome] = []
        for field in unit.fields {
            if let className, unit.classNames.contains(className), !(unit.classesOfField[field.id]?.contains(className) ?? false) { continue }
            guard let expected = truth.expected(for: field) else { continue }
            let read = sameTemplate ? result.fields[field.id] : nil
            outcomes.append(FieldOutcome(key: subject.key(field.id, in: unit), field: field.id, expected: expected.value, read: read?.value,
                                         confidence: read?.value == nil ? nil : read?.confidence, verdict: read?.verdict,
                                         comparison: expected.comparison ?? .forParser(field.parser), mandatory: field.settings.mandatory))
        }
        return outcomes
    }

    /// The per-template share a sample counts in: the template it should be read by (the one it
    /// was read by, without truth); `negatives` when no document of the subject's is expected.
    private func group(of document: ExpectedDocument?, result: TemplateResult) -> String {
        switch subject.kind {
        case .template: return subject.name
        case .config: return (document?.layout ?? result.layout)?.rawValue ?? "unrecognised"
        }
    }
}
