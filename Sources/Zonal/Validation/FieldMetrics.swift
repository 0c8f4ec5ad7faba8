/// One field over every sample with a truth for it.
public struct FieldMetrics: Sendable, Codable, Equatable {
    public var key: String
    public var parser: String
    public var comparison: FieldComparison
    public var mandatory: Bool
    /// The field's `minConfidence` now.
    public var threshold: Double
    /// Samples with a truth for the field.
    public var samples: Int
    /// Read right under `comparison` (the exact-match rate's numerator).
    public var right: Int
    /// Read character for character.
    public var verbatim: Int
    /// Expected and not found.
    public var missing: Int
    /// Accepted (verdict `valid`) and wrong: the number that hurts users.
    public var validAndWrong: Int
    public var characterErrors: Int
    public var characters: Int
    /// Nil when there are no samples.
    public var matchRate: Double?
    public var characterErrorRate: Double?
    public var missingRate: Double?
    public var validAndWrongRate: Double?
    /// Medians of the found reads' confidences, right and wrong.
    public var medianConfidenceRight: Double?
    public var medianConfidenceWrong: Double?
    /// Found reads by confidence bucket: `count` reads, `correct` of them right.
    public var confidence: FieldReliability
    public var recommendation: ThresholdRecommendation

    public init(key: String, parser: String, mandatory: Bool, threshold: Double, outcomes: [FieldOutcome], targetPrecision: Double) {
        self.key = key
        self.parser = parser
        self.mandatory = mandatory
        self.threshold = threshold
        comparison = outcomes.first?.comparison ?? .forParser(parser)
        samples = outcomes.count
        right = outcomes.filter(\.right).count
        verbatim = outcomes.filter(\.verbatim).count
        missing = outcomes.filter(\.missing).count
        validAndWrong = outcomes.filter(\.validAndWrong).count
        characterErrors = outcomes.map(\.edits).reduce(0, +)
        characters = outcomes.map(\.length).reduce(0, +)
        let n = Double(samples)
        matchRate = samples == 0 ? nil : Double(right) / n
        missingRate = samples == 0 ? nil : Double(missing) / n
        validAndWrongRate = samples == 0 ? nil : Double(validAndWrong) / n
        characterErrorRate = characters == 0 ? nil : Double(characterErrors) / Double(characters)
        let found = outcomes.compactMap { outcome in outcome.confidence.map { (confidence: $0, outcome: outcome) } }
        medianConfidenceRight = Statistics.median(found.filter(\.outcome.right).map(\.confidence))
        medianConfidenceWrong = Statistics.median(found.filter { !$0.outcome.right }.map(\.confidence))
        confidence = FieldReliability(outcomes: found.map { ($0.confidence, $0.outcome.right) })
        let reads = found.map { ThresholdRecommendation.Read(confidence: $0.confidence, valid: $0.outcome.verdict.map { $0 == .valid || $0 == .belowThreshold } ?? false,
                                                             right: $0.outcome.right) }
        recommendation = ThresholdRecommendation(reads: reads, samples: samples, target: targetPrecision, current: threshold)
    }
}
