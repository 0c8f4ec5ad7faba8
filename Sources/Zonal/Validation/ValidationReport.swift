/// Everything `zonal validate` measured, as written to `--json` (schema version 1, documented in
/// the README) and rendered to HTML. New keys may be added within a version; renaming or removing
/// one, or changing its meaning, raises `schemaVersion`.
public struct ValidationReport: Sendable, Codable, Equatable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var subject: Subject
    /// The samples folder or manifest.
    public var samplesPath: String
    public var settings: Settings
    public var summary: Summary
    /// Per template (or config layout): how results ended, and how often `valid` was right.
    public var templates: [TemplateShare]
    /// Per field, in the template's order.
    public var fields: [FieldMetrics]
    /// Expected class (rows) against read class (columns), over samples whose truth names one.
    public var confusion: ConfusionMatrix
    /// The document detector's corners against the truth's; nil when no truth gives corners
    /// (hand-written truth) or no document of the subject's is expected.
    public var detector: DetectorAccuracy?
    public var timings: Timings
    /// The worst samples first, with their wrong fields (values included: the report is the user's).
    public var worst: [WorstSample]
    /// Samples that could not be used, and why (a broken truth file, an unreadable image).
    public var problems: [Problem]
    /// Every sample, briefly (no field values).
    public var samples: [SampleLine]
    /// Set when the run was compared with a baseline.
    public var baseline: BaselineComparison?

    public struct Subject: Sendable, Codable, Equatable {
        public var kind: ValidationSubject.Kind
        public var name: String
        /// The template or config file.
        public var file: String
        /// For a config, its layouts' templates.
        public var templates: [String]
    }

    public struct Settings: Sendable, Codable, Equatable {
        /// The precision the threshold recommendations aim at (0...1).
        public var targetPrecision: Double
        public var workers: Int
    }

    public struct Summary: Sendable, Codable, Equatable {
        public var samples: Int
        /// Read (not skipped as a problem).
        public var read: Int
        public var withTruth: Int
        public var noTruth: Int
        public var problems: Int
        public var valid: Int
        public var uncertain: Int
        public var empty: Int
        /// `valid` results with truth, and how many of them had the class and every mandatory field right.
        public var validWithTruth: Int
        public var validRight: Int
        public var validPrecision: Double?
        /// Samples whose truth names the class, and how many were read as it.
        public var classScored: Int
        public var classRight: Int
        public var classAccuracy: Double?
        /// Field reads with truth over every field, right, and accepted but wrong.
        public var fieldReads: Int
        public var fieldsRight: Int
        public var fieldMatchRate: Double?
        public var validAndWrong: Int
        /// Hand-written truth field ids no field of the template has, with how many samples name them.
        public var unknownTruthFields: [String: Int]
    }

    public struct TemplateShare: Sendable, Codable, Equatable {
        /// The template's name, a config's layout, `negatives` (no document expected) or `unrecognised`.
        public var name: String
        public var samples: Int
        public var valid: Int
        public var uncertain: Int
        public var empty: Int
        public var validWithTruth: Int
        public var validRight: Int
        public var validPrecision: Double?
    }

    public struct Timings: Sendable, Codable, Equatable {
        /// Wall-clock time of the run, and samples read per second over it.
        public var wallSeconds: Double
        public var imagesPerSecond: Double
        /// Milliseconds per stage over the samples read: decode, detect, dewarp, ocr, parse, total.
        public var stages: [StageTiming]
    }

    public struct StageTiming: Sendable, Codable, Equatable {
        public var stage: String
        public var median: Double
        public var p95: Double
    }

    public struct WorstSample: Sendable, Codable, Equatable {
        public var image: String
        public var failure: SampleOutcome.Failure
        public var state: ResultState?
        public var expected: String?
        public var read: String?
        public var detection: DocumentDetection.Status?
        /// The result's reasons (why it is not valid, why no class matched).
        public var reasons: [String]
        /// The fields read wrong or not at all.
        public var fields: [FieldOutcome]
    }

    public struct Problem: Sendable, Codable, Equatable {
        public var image: String
        public var message: String
    }

    public struct SampleLine: Sendable, Codable, Equatable {
        public var image: String
        public var truth: SampleOutcome.TruthKind
        public var state: ResultState?
        public var expected: String?
        public var read: String?
        public var failure: SampleOutcome.Failure?
        /// The keys of fields read wrong or not at all.
        public var wrongFields: [String]
        /// The detected outline's corner error over the true diagonal (`CornerError.relative`),
        /// when the detector was measured on the sample and found a document.
        public var cornerError: Double?
        public var ms: Double?
    }
}
