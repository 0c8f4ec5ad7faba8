import Foundation

/// Scores universalIdConfig reading against the generator's truth: was the layout identified,
/// are the mandatory fields exact, and is any `valid` result wrong in a mandatory field.
public enum IDBenchmark {
    /// One sample's outcome.
    public struct Score: Sendable, Codable {
        public var image: String
        public var degraded: Bool
        public var layout: IDLayout?
        public var readLayout: IDLayout?
        public var state: ResultState
        /// Mandatory fields (of the config, present in the truth) and how many were read exactly.
        public var mandatory: Int
        public var exact: Int
        /// Mandatory fields read wrong, by name (no values: this goes to logs).
        public var wrongFields: [String]
        public var ms: Double

        public var layoutRight: Bool { layout == readLayout }
        /// A `valid` result with a wrong mandatory field: the number that must stay 0.
        public var validButWrong: Bool { state == .valid && !wrongFields.isEmpty }
    }

    /// Scores one result; `mandatory` lists the config's mandatory fields per layout. Expected
    /// values come from `GroundTruth`, the mapping `zonal validate` uses too.
    public static func score(_ result: TemplateResult, truth: SampleTruth, mandatory: [IDLayout: [ProcessorGroup.ReportedField]], ms: Double) -> Score {
        let expected = GroundTruth(truth)
        let fields = truth.layout.map { mandatory[$0] ?? [] } ?? []
        let named = fields.compactMap { field in expected.expected(for: field)?.value.map { (field.id, $0) } }
        let sameLayout = result.layout == truth.layout
        let wrong = named.filter { !sameLayout || result.fields[$0.0]?.value != $0.1 }.map(\.0)
        let degraded = truth.conditions != [.clean]
        return Score(image: truth.image, degraded: degraded, layout: truth.layout, readLayout: result.layout, state: result.state,
                     mandatory: named.count, exact: named.count - wrong.count, wrongFields: wrong, ms: ms)
    }

    /// The mandatory fields of each layout as a reader is configured.
    public static func mandatoryFields(of reader: UniversalIdReader) -> [IDLayout: [ProcessorGroup.ReportedField]] {
        var fields: [IDLayout: [ProcessorGroup.ReportedField]] = [:]
        for (layout, recognizer) in reader.layouts {
            fields[layout] = (recognizer.template.classes.first?.extraction ?? []).flatMap(\.reportedFields)
                .filter { !$0.isMRZReading && $0.settings.mandatory }
        }
        return fields
    }
}
