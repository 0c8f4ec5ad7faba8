/// Whether a field's reported confidence predicts that it is right: every field read, bucketed by
/// its confidence, with how many of each bucket were correct. An honest confidence has a rate
/// that rises with the bucket and is near 100% where results are `valid`.
public struct FieldReliability: Sendable, Codable, Equatable {
    public struct Bucket: Sendable, Codable, Equatable {
        /// Confidences in `lower..<upper` (no upper bound for the last bucket).
        public var lower: Double
        public var upper: Double?
        public var count: Int
        public var correct: Int
        public var rate: Double { count == 0 ? 0 : Double(correct) / Double(count) }
        public var label: String {
            upper.map { lower == 0 ? "<\(Int($0))" : "\(Int(lower))–\(Int($0))" } ?? "≥\(Int(lower))"
        }
    }

    public var buckets: [Bucket]

    /// Bucket edges: <50, 50–70, 70–85, 85–93, 93–97, 97–99, ≥99.
    public static let edges: [Double] = [50, 70, 85, 93, 97, 99]

    public init(_ samples: [MRZBenchmark.Sample], edges: [Double] = FieldReliability.edges) {
        self.init(outcomes: samples.flatMap(\.fields).map { ($0.confidence, $0.correct) }, edges: edges)
    }

    /// Any fields' confidences and whether each was right (`zonal validate` buckets one template
    /// field's reads this way).
    public init(outcomes: [(confidence: Double, correct: Bool)], edges: [Double] = FieldReliability.edges) {
        let lowers = [0] + edges
        buckets = lowers.enumerated().map { i, lower in
            Bucket(lower: lower, upper: i + 1 < lowers.count ? lowers[i + 1] : nil, count: 0, correct: 0)
        }
        for field in outcomes {
            let index = (lowers.lastIndex { field.confidence >= $0 }) ?? 0
            buckets[index].count += 1
            if field.correct { buckets[index].correct += 1 }
        }
    }

    /// A fixed-width table for the terminal.
    public var table: String {
        var out = "field confidence      n  correct     rate\n"
        for b in buckets {
            let label = b.label.padding(toLength: 16, withPad: " ", startingAt: 0)
            out += label + String(format: "%7d  %7d  %6.1f%%\n", b.count, b.correct, b.rate * 100)
        }
        return out
    }

    /// Every field the reader reported, compared with the truth as `SampleTruth.Fields` writes it:
    /// dates and sex by their MRZ characters (a read date's century is the reader's guess), other
    /// fields by value. A field reported for a document without an MRZ (`truth` nil) is wrong.
    static func outcomes(truth: SampleTruth.Fields?, read: [String: MRZField]) -> [MRZBenchmark.FieldOutcome] {
        read.keys.sorted().compactMap { name in
            guard let field = read[name] else { return nil }
            guard let truth else { return MRZBenchmark.FieldOutcome(name: name, confidence: field.confidence, correct: false) }
            let expected: String?, actual: String
            switch name {
            case "dateOfBirth": (expected, actual) = (yymmdd(truth.dateOfBirth), field.raw)
            case "dateOfExpiry": (expected, actual) = (yymmdd(truth.dateOfExpiry), field.raw)
            case "sex": (expected, actual) = (truth.sex, field.raw)
            default: (expected, actual) = (truth.value(of: name), field.value)
            }
            return MRZBenchmark.FieldOutcome(name: name, confidence: field.confidence, correct: expected == actual)
        }
    }

    /// `1974-08-12` → `740812`.
    private static func yymmdd(_ iso: String) -> String {
        String(iso.filter(\.isNumber).dropFirst(2))
    }
}

extension SampleTruth.Fields {
    /// The value of the field the reader calls `name` (nil for a name the truth does not know).
    func value(of name: String) -> String? {
        switch name {
        case "documentCode": return documentCode
        case "issuingState": return issuingState
        case "surname": return surname
        case "givenNames": return givenNames
        case "documentNumber": return documentNumber
        case "nationality": return nationality
        case "dateOfBirth": return dateOfBirth
        case "sex": return sex
        case "dateOfExpiry": return dateOfExpiry
        case "optionalData": return optionalData
        case "optionalData2": return optionalData2
        default: return nil
        }
    }
}
