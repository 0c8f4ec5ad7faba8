import Foundation

/// The document detector over a run (issue 4: corners within 2% of the diagonal on ≥ 97% of the
/// degraded samples), from the samples whose truth gives the document's corners and which show
/// a document of the subject's. A sample where no document was detected counts against the bar
/// and is listed in `missed`; the error figures are over the detected ones (a missing outline
/// has no distance). An outline reported as running past the image's edge is a detection,
/// measured like any other: where it is right, the document does run past the edge.
public struct DetectorAccuracy: Sendable, Codable, Equatable {
    /// Issue 4's bar: the largest corner error allowed, as a share of the diagonal.
    public static let bar = 0.02

    /// A detected sample and its error.
    public struct Sample: Sendable, Codable, Equatable {
        public var image: String
        /// The largest corner distance over the true diagonal (`CornerError.relative`).
        public var error: Double
        public var pixels: Double
        public var quarterTurns: Int
    }

    /// A sample whose document was not detected, and what the detector said instead.
    public struct Missed: Sendable, Codable, Equatable {
        public var image: String
        public var detection: DocumentDetection.Status?
    }

    /// A corner error as a percentage with two decimals: a good outline is off by hundredths of
    /// a percent, which one decimal shows as 0.0%.
    public static func percent(_ error: Double) -> String { String(format: "%.2f%%", error * 100) }

    /// The error the bar allows (`bar`).
    public var bar: Double
    /// Samples measured: with true corners and a document expected.
    public var samples: Int
    public var detected: Int
    public var notDetected: Int
    /// Detected with an error at most `bar`; its rate is over all measured samples.
    public var withinBar: Int
    public var withinBarRate: Double
    /// Over the detected samples (nil when none was).
    public var medianError: Double?
    public var p90Error: Double?
    /// Detected with the right outline in the wrong reading orientation (`quarterTurns` ≠ 0).
    public var turned: Int
    /// The largest errors first, at most the report's `worst`.
    public var worst: [Sample]
    /// Every sample where nothing was detected, in sample order.
    public var missed: [Missed]

    /// Nil when no outcome was measured (no truth gives corners): the report then has no detector section.
    public init?(outcomes: [SampleOutcome], worst: Int, bar: Double = DetectorAccuracy.bar) {
        let measured = outcomes.filter { $0.problem == nil && $0.cornersExpected }
        guard !measured.isEmpty else { return nil }
        let found = measured.compactMap { outcome in
            outcome.cornerError.map { Sample(image: outcome.image, error: $0.relative, pixels: $0.pixels, quarterTurns: $0.quarterTurns) }
        }
        let errors = found.map(\.error)
        self.bar = bar
        samples = measured.count
        detected = found.count
        notDetected = measured.count - found.count
        withinBar = errors.filter { $0 <= bar }.count
        withinBarRate = Double(withinBar) / Double(samples)
        medianError = Statistics.median(errors)
        p90Error = Statistics.percentile(errors, 0.9)
        turned = found.filter { $0.quarterTurns != 0 }.count
        self.worst = Array(found.sorted { a, b in a.error != b.error ? a.error > b.error : a.image < b.image }.prefix(max(0, worst)))
        missed = measured.filter { $0.cornerError == nil }.map { Missed(image: $0.image, detection: $0.detection) }
    }
}
