import Testing
@testable import Zonal

/// Per-field figures, the threshold recommendation and the confusion matrix on hand-made
/// outcomes with known answers.
@Suite struct FieldMetricsTests {
    /// Ten samples: seven right (confidence 99…93), two accepted but wrong (96.5 and 90, one
    /// character off each), one not found.
    static let outcomes: [FieldOutcome] = {
        var list = [99.0, 98, 97, 96, 95, 94, 93].map {
            FieldOutcome(key: "surname", expected: "ERIKSSON", read: "ERIKSSON", confidence: $0, verdict: .valid, comparison: .text)
        }
        list.append(FieldOutcome(key: "surname", expected: "ERIKSSON", read: "ERIKSS0N", confidence: 96.5, verdict: .valid, comparison: .text))
        list.append(FieldOutcome(key: "surname", expected: "NOWAK", read: "N0WAK", confidence: 90, verdict: .valid, comparison: .text))
        list.append(FieldOutcome(key: "surname", expected: "SMITH", read: nil, confidence: nil, verdict: .missing, comparison: .text))
        return list
    }()

    @Test func ratesOverSamplesWithTruth() throws {
        let m = FieldMetrics(key: "surname", parser: "raw", mandatory: true, threshold: 0, outcomes: Self.outcomes, targetPrecision: 0.99)
        #expect(m.samples == 10 && m.right == 7 && m.missing == 1 && m.validAndWrong == 2)
        #expect(m.matchRate == 0.7 && m.missingRate == 0.1 && m.validAndWrongRate == 0.2)
        // 1 + 1 + 5 edits over 7 × 8 + 8 + 5 + 5 expected characters.
        #expect(m.characterErrors == 7 && m.characters == 74)
        #expect(try #require(m.characterErrorRate) == 7.0 / 74)
        #expect(m.medianConfidenceRight == 96 && m.medianConfidenceWrong == 90)
        // Buckets ≥99, 97–99, 93–97, 85–93: the wrong reads fall in 93–97 and 85–93.
        let buckets = Dictionary(uniqueKeysWithValues: m.confidence.buckets.map { ($0.label, ($0.count, $0.correct)) })
        #expect(buckets["≥99"]! == (1, 1) && buckets["97–99"]! == (2, 2) && buckets["93–97"]! == (5, 4) && buckets["85–93"]! == (1, 0))
    }

    @Test func recommendsTheSmallestThresholdReachingThePrecision() throws {
        let all = FieldMetrics(key: "surname", parser: "raw", mandatory: true, threshold: 0, outcomes: Self.outcomes, targetPrecision: 1)
        // Only reads above the wrong one at 96.5 are all right: 99, 98, 97 — three of ten samples.
        #expect(all.recommendation.minConfidence == 96.6 && all.recommendation.precision == 1 && all.recommendation.recall == 0.3)
        #expect(all.recommendation.currentPrecision == 7.0 / 9 && all.recommendation.currentRecall == 0.7)
        let looser = FieldMetrics(key: "surname", parser: "raw", mandatory: true, threshold: 0, outcomes: Self.outcomes, targetPrecision: 0.8)
        // Just above 90 the wrong read there is out: 7 right of 8 accepted.
        #expect(looser.recommendation.minConfidence == 90.1 && looser.recommendation.precision == 7.0 / 8 && looser.recommendation.recall == 0.7)
        let curve = try #require(all.recommendation.curve.first { $0.threshold == 97 })
        #expect(curve.precision == 1 && curve.recall == 0.3)
    }

    @Test func anUnreachablePrecisionRecommendsNothing() {
        let wrong = [FieldOutcome(key: "x", expected: "A", read: "B", confidence: 99.9, verdict: .valid, comparison: .text)]
        let r = FieldMetrics(key: "x", parser: "raw", mandatory: true, threshold: 0, outcomes: wrong, targetPrecision: 0.99).recommendation
        #expect(r.minConfidence == nil && r.precision == nil && r.recall == nil)
        // Reads the parser rejects are never accepted, whatever the threshold.
        let rejected = ThresholdRecommendation(reads: [.init(confidence: 99, valid: false, right: false), .init(confidence: 50, valid: true, right: true)],
                                               samples: 2, target: 0.99, current: 0)
        #expect(rejected.minConfidence == 0 && rejected.recall == 0.5)
    }

    @Test func thresholdsArePasteableOneDecimalNumbersJustAboveTheRejectedRead() {
        #expect(ThresholdRecommendation.justAbove(97.53, next: 99) == 97.6)
        #expect(ThresholdRecommendation.justAbove(97.5, next: nil) == 97.6)
        #expect(ThresholdRecommendation.justAbove(97.53, next: 97.55) == 97.55, "no closer one-decimal number")
    }

    @Test func confusionMatrixCountsExpectedAgainstRead() {
        let matrix = ConfusionMatrix(pairs: [("identity-card", "identity-card"), ("identity-card", "residence-permit"), ("none", "none"),
                                             ("residence-permit", "residence-permit"), ("identity-card", "none"), ("identity-card", "identity-card")])
        #expect(matrix.labels == ["identity-card", "residence-permit", "none"])
        #expect(matrix.counts == [[2, 1, 1], [0, 1, 0], [0, 0, 1]])
        #expect(matrix.count(expected: "identity-card", read: "none") == 1 && matrix.right == 4 && matrix.total == 6)
    }

    @Test func percentilesAreNearestRank() {
        #expect(Statistics.median([5, 1, 3]) == 3)
        #expect(Statistics.percentile(Array(1...100).map(Double.init), 0.95) == 95)
        #expect(Statistics.median([]) == nil)
    }
}
