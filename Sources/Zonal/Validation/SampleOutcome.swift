/// How one sample went: what was expected and read, per field, and what went worst.
public struct SampleOutcome: Sendable, Codable, Equatable {
    public enum TruthKind: String, Sendable, Codable { case generator, handWritten, none }

    /// Why a sample failed, worst first.
    public enum Failure: String, Sendable, Codable, Comparable {
        /// A document was expected and none was found.
        case detectionFailed
        /// The wrong class or layout, a document where there is none, or no class matched.
        case classWrong
        /// `valid`, but the truth says a correct reader would not be (a misprinted check digit).
        case stateWrong
        /// Some field was read wrong or not at all.
        case fieldWrong

        var severity: Int {
            switch self {
            case .detectionFailed: return 3
            case .classWrong: return 2
            case .stateWrong: return 1
            case .fieldWrong: return 0
            }
        }

        public static func < (a: Failure, b: Failure) -> Bool { a.severity < b.severity }
    }

    public var image: String
    public var truth: TruthKind
    /// Set when the sample could not be used (unreadable image, broken truth file): it is skipped.
    public var problem: String?
    public var state: ResultState?
    public var detection: DocumentDetection.Status?
    /// Confusion-matrix labels (see `ValidationSubject.expectedLabel`); `expected` is nil when the
    /// truth does not say enough to score the class.
    public var expected: String?
    public var read: String?
    /// The fields the truth has a value for.
    public var fields: [FieldOutcome]
    /// Set for a `valid` result with truth: whether the class and every mandatory field are right.
    public var validRight: Bool?
    public var failure: Failure?
    /// The template (or config layout) the sample counts for in the per-template shares.
    public var group: String?
    /// Field ids of a hand-written truth that no field of the expected template has (a typo, or
    /// a field the template does not read).
    public var unknownFields: [String] = []
    /// Whether the detector is measured on this sample: its truth gives the document's corners
    /// and a document of the subject's is expected (see `DetectorAccuracy`).
    public var cornersExpected = false
    /// The detected outline against the true corners; nil when not measured or nothing was detected.
    public var cornerError: CornerError?
    public var timings: TemplateTimings?

    public init(image: String, truth: TruthKind, problem: String? = nil, state: ResultState? = nil, detection: DocumentDetection.Status? = nil,
                expected: String? = nil, read: String? = nil, fields: [FieldOutcome] = [], validRight: Bool? = nil, failure: Failure? = nil,
                group: String? = nil, timings: TemplateTimings? = nil) {
        self.image = image
        self.truth = truth
        self.problem = problem
        self.state = state
        self.detection = detection
        self.expected = expected
        self.read = read
        self.fields = fields
        self.validRight = validRight
        self.failure = failure
        self.group = group
        self.timings = timings
    }

    /// Ranks failures for the report's worst samples: the kind, then how many fields are
    /// `valid` and wrong, then how many are wrong at all.
    var badness: (Int, Int, Int) {
        (failure.map { $0.severity + 1 } ?? 0, fields.filter(\.validAndWrong).count, fields.filter { !$0.right }.count)
    }
}

/// One field of one sample.
public struct FieldOutcome: Sendable, Codable, Equatable {
    /// The field's name in the report (`surname`; `idFront.surname` for a config).
    public var key: String
    /// Its id in the template (and the result).
    public var field: String
    /// Nil: the field must not be found.
    public var expected: String?
    /// Nil: not found.
    public var read: String?
    public var confidence: Double?
    /// Nil when the result has no such field (no class, another layout).
    public var verdict: FieldVerdict?
    public var comparison: FieldComparison
    public var right: Bool
    /// Character for character (the looser comparison aside).
    public var verbatim: Bool
    /// Character edits from the read to the expected value (both normalised), and the expected
    /// value's length: the character error rate's parts.
    public var edits: Int
    public var length: Int
    public var mandatory: Bool

    public init(key: String, field: String? = nil, expected: String?, read: String?, confidence: Double?, verdict: FieldVerdict?,
                comparison: FieldComparison, mandatory: Bool = true) {
        self.key = key
        self.field = field ?? key
        self.expected = expected
        self.read = read
        self.confidence = confidence
        self.verdict = verdict
        self.comparison = comparison
        self.mandatory = mandatory
        let want = expected.map(comparison.normalized) ?? ""
        let got = read.map(comparison.normalized) ?? ""
        switch (expected, read) {
        case (nil, nil): right = true
        case (nil, _?): right = false
        case (_?, nil): right = want.isEmpty
        case (_?, _?): right = want == got
        }
        verbatim = right && (expected ?? "").trimmingCharacters(in: .whitespacesAndNewlines) == (read ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        edits = EditDistance.between(want, got)
        length = want.count
    }

    /// Something was expected and nothing was found.
    public var missing: Bool { read == nil && !(expected ?? "").isEmpty }
    /// The reads that hurt: accepted (verdict `valid`) and wrong.
    public var validAndWrong: Bool { verdict == .valid && !right }
}
