extension ValidationReport {
    /// Aggregates a run's outcomes. `worst` caps the worst-samples list.
    public static func build(subject: ValidationSubject, file: String, samplesPath: String, run: ValidationRun,
                             targetPrecision: Double, workers: Int, worst: Int) -> ValidationReport {
        let outcomes = run.outcomes
        let read = outcomes.filter { $0.problem == nil }
        let withTruth = read.filter { $0.truth != .none }

        var fields: [FieldMetrics] = []
        let byKey = Dictionary(grouping: withTruth.flatMap(\.fields), by: \.key)
        for unit in subject.units {
            for field in unit.fields {
                let key = subject.key(field.id, in: unit)
                fields.append(FieldMetrics(key: key, parser: field.parser, mandatory: field.settings.mandatory, threshold: field.settings.minConfidence,
                                           outcomes: byKey[key] ?? [], targetPrecision: targetPrecision))
            }
        }

        let scored = withTruth.compactMap { outcome in outcome.expected.flatMap { expected in outcome.read.map { (expected: expected, read: $0) } } }
        let fieldOutcomes = withTruth.flatMap(\.fields)
        let valid = read.filter { $0.state == .valid }
        let judged = valid.compactMap(\.validRight)
        var unknown: [String: Int] = [:]
        for name in withTruth.flatMap(\.unknownFields) { unknown[name, default: 0] += 1 }
        let summary = Summary(
            samples: outcomes.count, read: read.count, withTruth: withTruth.count, noTruth: read.count - withTruth.count,
            problems: outcomes.count - read.count, valid: valid.count, uncertain: read.filter { $0.state == .uncertain }.count,
            empty: read.filter { $0.state == .empty }.count, validWithTruth: judged.count, validRight: judged.filter { $0 }.count,
            validPrecision: rate(judged.filter { $0 }.count, judged.count), classScored: scored.count,
            classRight: scored.filter { $0.expected == $0.read }.count, classAccuracy: rate(scored.filter { $0.expected == $0.read }.count, scored.count),
            fieldReads: fieldOutcomes.count, fieldsRight: fieldOutcomes.filter(\.right).count,
            fieldMatchRate: rate(fieldOutcomes.filter(\.right).count, fieldOutcomes.count),
            validAndWrong: fieldOutcomes.filter(\.validAndWrong).count, unknownTruthFields: unknown)

        let groups = Dictionary(grouping: read) { $0.group ?? "" }
        let templates = groups.keys.sorted { order($0, subject) < order($1, subject) }.map { name -> TemplateShare in
            let members = groups[name] ?? []
            let judged = members.filter { $0.state == .valid }.compactMap(\.validRight)
            return TemplateShare(name: name, samples: members.count, valid: members.filter { $0.state == .valid }.count,
                                 uncertain: members.filter { $0.state == .uncertain }.count, empty: members.filter { $0.state == .empty }.count,
                                 validWithTruth: judged.count, validRight: judged.filter { $0 }.count, validPrecision: rate(judged.filter { $0 }.count, judged.count))
        }

        let failing = withTruth.filter { $0.failure != nil }.sorted { a, b in
            a.badness != b.badness ? a.badness > b.badness : a.image < b.image
        }
        let worstSamples = failing.prefix(max(0, worst)).compactMap { outcome -> WorstSample? in
            guard let failure = outcome.failure else { return nil }
            return WorstSample(image: outcome.image, failure: failure, state: outcome.state, expected: outcome.expected, read: outcome.read,
                               detection: outcome.detection, reasons: run.results[outcome.image]?.reasons ?? [],
                               fields: outcome.fields.filter { !$0.right })
        }

        let stages: [(String, KeyPath<TemplateTimings, Double>)] = [("decode", \.decode), ("detect", \.detect), ("dewarp", \.dewarp),
                                                                    ("ocr", \.ocr), ("parse", \.parse), ("total", \.total)]
        let timings = read.compactMap(\.timings)
        let stageTimings = stages.map { name, path in
            let values = timings.map { $0[keyPath: path] }
            return StageTiming(stage: name, median: Statistics.median(values) ?? 0, p95: Statistics.percentile(values, 0.95) ?? 0)
        }

        return ValidationReport(
            schemaVersion: currentSchemaVersion,
            subject: Subject(kind: subject.kind, name: subject.name, file: file, templates: subject.kind == .config ? subject.units.map(\.template.name) : []),
            samplesPath: samplesPath, settings: Settings(targetPrecision: targetPrecision, workers: workers), summary: summary,
            templates: templates, fields: fields, confusion: ConfusionMatrix(pairs: scored),
            detector: DetectorAccuracy(outcomes: read, worst: worst),
            timings: Timings(wallSeconds: run.wallSeconds, imagesPerSecond: run.wallSeconds > 0 ? Double(read.count) / run.wallSeconds : 0,
                             stages: stageTimings),
            worst: Array(worstSamples),
            problems: outcomes.compactMap { outcome in outcome.problem.map { Problem(image: outcome.image, message: $0) } },
            samples: outcomes.map { outcome in
                SampleLine(image: outcome.image, truth: outcome.truth, state: outcome.state, expected: outcome.expected, read: outcome.read,
                           failure: outcome.failure, wrongFields: outcome.fields.filter { !$0.right }.map(\.key),
                           cornerError: outcome.cornerError?.relative, ms: outcome.timings?.total)
            },
            baseline: nil)
    }

    static func rate(_ part: Int, _ whole: Int) -> Double? { whole == 0 ? nil : Double(part) / Double(whole) }

    /// Templates in the subject's order, then negatives and unrecognised samples.
    private static func order(_ name: String, _ subject: ValidationSubject) -> (Int, String) {
        if name == subject.name { return (0, name) }
        if let index = subject.units.firstIndex(where: { $0.layout?.rawValue == name }) { return (1 + index, name) }
        return (100, name)
    }
}
