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

    /// The truth's expected values under the layout templates' field names.
    public static func expected(_ truth: SampleTruth) -> [String: String] {
        switch truth.layout {
        case .mrz?:
            guard let f = truth.fields else { return [:] }
            return ["surname": f.surname, "givenNames": f.givenNames, "dateOfBirth": f.dateOfBirth, "dateOfExpiry": f.dateOfExpiry,
                    "documentNumber": f.documentNumber, "nationality": f.nationality, "sex": f.sex == "<" ? "X" : f.sex,
                    "issuingState": f.issuingState, "documentType": f.documentCode]
        case .drivingLicense?, .idFront?: return truth.visual ?? [:]
        case nil: return [:]
        }
    }

    /// Scores one result; `mandatory` lists the config's mandatory fields per layout.
    public static func score(_ result: TemplateResult, truth: SampleTruth, mandatory: [IDLayout: [String]], ms: Double) -> Score {
        let expected = expected(truth)
        let names = truth.layout.map { mandatory[$0] ?? [] }?.filter { expected[$0] != nil } ?? []
        let sameLayout = result.layout == truth.layout
        let wrong = names.filter { !sameLayout || result.fields[$0]?.value != expected[$0] }
        let degraded = truth.conditions != [.clean]
        return Score(image: truth.image, degraded: degraded, layout: truth.layout, readLayout: result.layout, state: result.state,
                     mandatory: names.count, exact: names.count - wrong.count, wrongFields: wrong, ms: ms)
    }

    /// The mandatory fields of each layout as a reader is configured.
    public static func mandatoryFields(of reader: UniversalIdReader) -> [IDLayout: [String]] {
        var fields: [IDLayout: [String]] = [:]
        for (layout, recognizer) in reader.layouts {
            fields[layout] = (recognizer.template.classes.first?.extraction ?? []).flatMap(\.reportedFields)
                .filter { !$0.isMRZReading && $0.settings.mandatory }.map(\.id)
        }
        return fields
    }
}
