/// What a sample should read as: which document it shows, the field values, and the state a
/// correct reader reports. Made from the generator's truth (`SampleTruth`) or from a hand-written
/// truth file (`TruthDecoder` documents both forms).
public struct GroundTruth: Sendable, Equatable {
    public enum Source: String, Sendable, Codable {
        /// `zonal synth`'s `NAME.truth.json` (`SampleTruth`).
        case generator
        /// `{"class", "layout", "fields"}` by the template's field ids.
        case handWritten
    }

    public var source: Source
    public var document: ExpectedDocument
    /// Hand-written: by the template's field id. Generator: the printed fields (`SampleTruth.visual`).
    public var fields: [String: ExpectedValue]
    /// Generator only: the MRZ's fields by their MRZ names, as the MRZ parser reports them.
    public var mrzFields: [String: String]
    /// Generator only: the MRZ lines as printed, joined by line breaks (an MRZ reading's value).
    public var mrzLines: String?
    /// The state a correct reader reports when it is not `valid` (a misprinted check digit); nil: `valid`.
    public var expectedState: ResultState?
    /// Generator only: the document's corners in the upright image (`SampleTruth.document`), what
    /// the detector's outline is measured against (`CornerError`).
    public var documentQuad: Quad?

    public init(source: Source, document: ExpectedDocument, fields: [String: ExpectedValue] = [:], mrzFields: [String: String] = [:],
                mrzLines: String? = nil, expectedState: ResultState? = nil, documentQuad: Quad? = nil) {
        self.source = source
        self.document = document
        self.fields = fields
        self.mrzFields = mrzFields
        self.mrzLines = mrzLines
        self.expectedState = expectedState
        self.documentQuad = documentQuad
    }
}

/// The document a sample shows, as far as its truth says.
public struct ExpectedDocument: Sendable, Equatable {
    /// False for an image with no document the subject should recognise (a negative); then the
    /// right result is `empty`.
    public var present: Bool
    /// The ID layout, when said.
    public var layout: IDLayout?
    /// The templating class, when said (hand-written truth).
    public var className: String?
    /// Generator hints for finding the class among a template's: the kind of MRZ document
    /// (`identity-card`, `residence-permit`, `passport`, `visa`) and the issuing state of a
    /// licence or ID front variant (matched against a class's `countries`).
    public var kind: String?
    public var country: String?

    public init(present: Bool, layout: IDLayout? = nil, className: String? = nil, kind: String? = nil, country: String? = nil) {
        self.present = present
        self.layout = layout
        self.className = className
        self.kind = kind
        self.country = country
    }

    public static let none = ExpectedDocument(present: false)
}

/// One field's expected value; nil means the field must not be found. `comparison` overrides the
/// one its parser kind implies.
public struct ExpectedValue: Sendable, Equatable {
    public var value: String?
    public var comparison: FieldComparison?

    public init(_ value: String?, comparison: FieldComparison? = nil) {
        self.value = value
        self.comparison = comparison
    }
}

extension GroundTruth {
    /// The expected value of one field a template reports, or nil when the truth says nothing
    /// about it. Generator truth maps by name: an MRZ reading is compared with the printed lines,
    /// an MRZ field with the MRZ's field of its source name, any other field with the printed
    /// (`visual`) field of its id; `sexAndNationality` (synthetic-td1-card.json) is the printed
    /// sex and nationality together.
    public func expected(for field: ProcessorGroup.ReportedField) -> ExpectedValue? {
        switch source {
        case .handWritten:
            return fields[field.id]
        case .generator:
            if field.isMRZReading { return mrzLines.map { ExpectedValue($0) } }
            if field.parser == "mrz" { return mrzFields[field.mrzSource ?? field.id].map { ExpectedValue($0) } }
            if let value = fields[field.id] { return value }
            if field.id == "sexAndNationality", let sex = fields["sex"]?.value, let nationality = fields["nationality"]?.value {
                return ExpectedValue(sex + " " + nationality, comparison: .code)
            }
            return nil
        }
    }
}
