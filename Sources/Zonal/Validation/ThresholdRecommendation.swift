import Foundation

/// The `minConfidence` a field needs for its accepted reads to reach a precision, and the recall
/// that costs: a number the template author can paste into the template or config.
public struct ThresholdRecommendation: Sendable, Codable, Equatable {
    /// One read of the field: its confidence, whether its parser accepted it, whether it was right.
    public struct Read: Sendable, Equatable {
        public var confidence: Double
        public var valid: Bool
        public var right: Bool

        public init(confidence: Double, valid: Bool, right: Bool) {
            self.confidence = confidence
            self.valid = valid
            self.right = right
        }
    }

    /// A point of the precision/recall curve, for the report's plot.
    public struct Point: Sendable, Codable, Equatable {
        public var threshold: Double
        /// Nil when nothing is accepted at this threshold.
        public var precision: Double?
        public var recall: Double
    }

    public var targetPrecision: Double
    /// The smallest threshold whose accepted reads reach the target (just above the highest read
    /// it must reject); nil when none does (even the surest reads are wrong too often).
    public var minConfidence: Double?
    public var precision: Double?
    /// Right reads accepted at the threshold, over every sample with a truth for the field.
    public var recall: Double?
    /// The field's threshold now, and what it gives.
    public var currentThreshold: Double
    public var currentPrecision: Double?
    public var currentRecall: Double?
    public var curve: [Point]

    /// Thresholds the curve is drawn at: coarse where fields are rarely decided, fine near the top.
    public static let curveThresholds: [Double] = [0, 10, 20, 30, 40, 50, 60, 70, 75, 80, 85, 88, 90, 92, 93, 94, 95, 96, 97, 97.5, 98, 98.5, 99, 99.5, 100]

    /// `samples` counts every sample with a truth for the field (found or not): recall's denominator.
    public init(reads: [Read], samples: Int, target: Double, current: Double) {
        func measure(_ threshold: Double) -> (precision: Double?, recall: Double?) {
            let accepted = reads.filter { $0.valid && $0.confidence >= threshold }
            let right = accepted.filter(\.right).count
            return (accepted.isEmpty ? nil : Double(right) / Double(accepted.count), samples == 0 ? nil : Double(right) / Double(samples))
        }
        targetPrecision = target
        currentThreshold = current
        (currentPrecision, currentRecall) = measure(current)
        curve = Self.curveThresholds.map { t in
            let m = measure(t)
            return Point(threshold: t, precision: m.precision, recall: m.recall ?? 0)
        }
        // The accepted set changes only just above a read's confidence: try rejecting the reads
        // up to each confidence in turn, from none.
        let confidences = Set(reads.filter(\.valid).map(\.confidence)).sorted()
        var threshold = 0.0
        for index in 0...confidences.count {
            if index > 0 { threshold = Self.justAbove(confidences[index - 1], next: confidences[safe: index]) }
            let m = measure(threshold)
            guard let precision = m.precision, precision >= target - 1e-12 else { continue }
            minConfidence = threshold
            self.precision = precision
            recall = m.recall
            return
        }
    }

    /// The smallest one-decimal number above `confidence`, for pasting; `next` (the next read's
    /// confidence) when that is closer.
    static func justAbove(_ confidence: Double, next: Double?) -> Double {
        var value = ((confidence * 10).rounded(.down) + 1) / 10
        if value <= confidence { value = ((confidence * 10).rounded(.down) + 2) / 10 }
        if let next, value > next { return next }
        return value
    }
}
