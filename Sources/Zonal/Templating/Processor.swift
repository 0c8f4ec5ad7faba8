/// What a processor group does with its dewarped region.
public enum Processor: Sendable {
    /// One OCR pass with options merged from the parsers' needs; every parser reads the result.
    case parsers([ParserEntry])
    /// Return the dewarped region itself (a portrait, a signature).
    case image(ImageReturn)
    /// Read the region as an MRZ with the MRZ reader; the reading is the group's field, and
    /// `fields` also reports chosen MRZ fields under their own names.
    case mrz(fields: [MRZFieldEntry])
}

/// How a field decides the result: whether it must be valid, how sure it must be, and (when a
/// universalIdConfig set it) the `scanOption` it came from.
public struct FieldSettings: Sendable, Hashable {
    /// A mandatory field that is missing, invalid or below `minConfidence` makes the result `uncertain`.
    public var mandatory: Bool
    /// 0...100; a valid field below it gets the verdict `belowThreshold`.
    public var minConfidence: Double
    /// 0 mandatory, 1 optional (2, disabled, removes the field before reading).
    public var scanOption: Int?
    /// The MRZ field (`MRZAgreement.fields`) this visual value must agree with, or nil.
    public var agreesWithMRZ: String?

    public init(mandatory: Bool = true, minConfidence: Double = 0, scanOption: Int? = nil, agreesWithMRZ: String? = nil) {
        self.mandatory = mandatory
        self.minConfidence = minConfidence
        self.scanOption = scanOption
        self.agreesWithMRZ = agreesWithMRZ
    }
}

/// A parser in a template: its id (the field's name in the result), kind and parser.
public struct ParserEntry: Sendable {
    public var id: String
    public var kind: String
    public var parser: any FieldParser
    public var settings: FieldSettings

    public var mandatory: Bool { settings.mandatory }

    public init(id: String, kind: String, parser: any FieldParser, settings: FieldSettings = FieldSettings()) {
        self.id = id
        self.kind = kind
        self.parser = parser
        self.settings = settings
    }
}

/// An MRZ field reported as a field of its own: `source` is its MRZ name (`surname`,
/// `documentCode`, ...), `id` its name in the result.
public struct MRZFieldEntry: Sendable, Hashable {
    public var id: String
    public var source: String
    public var settings: FieldSettings

    public init(id: String, source: String, settings: FieldSettings = FieldSettings()) {
        self.id = id
        self.source = source
        self.settings = settings
    }

    /// The fields an MRZ reading has (`MRZResult.fields`); TD1 alone has `optionalData2`.
    public static let sources = ["documentCode", "issuingState", "surname", "givenNames", "documentNumber", "nationality",
                                 "dateOfBirth", "sex", "dateOfExpiry", "optionalData", "optionalData2"]
}

/// How a returned region image is encoded.
public struct ImageReturn: Sendable, Hashable {
    public var format: Image.EncodingFormat
    public var quality: Int

    public init(format: Image.EncodingFormat = .png, quality: Int = 90) {
        self.format = format
        self.quality = quality
    }
}

/// A location on the document, how to cut it out, and what to do with it.
public struct ProcessorGroup: Sendable {
    public var id: String
    public var location: GroupLocation
    public var dewarp: DewarpPolicy
    /// The Tesseract model its parser OCR uses (`eng` unless the template says otherwise, e.g.
    /// `Latin` for names with diacritics).
    public var model: String
    /// Another model the group's values are read with again (`"confirmWith": "eng"`): a value the
    /// two models read with different letters is offered, never `valid` (`ModelConfirmation`).
    public var confirmWith: String?
    public var processors: [Processor]

    public init(id: String, location: GroupLocation, dewarp: DewarpPolicy, model: String = "eng", confirmWith: String? = nil,
                processors: [Processor]) {
        self.id = id
        self.location = location
        self.dewarp = dewarp
        self.model = model
        self.confirmWith = confirmWith
        self.processors = processors
    }

    /// The parsers of every parser-group processor, in order.
    public var parserEntries: [ParserEntry] {
        processors.flatMap { processor -> [ParserEntry] in
            if case let .parsers(entries) = processor { return entries }
            return []
        }
    }

    /// One field the group reports.
    public struct ReportedField: Sendable {
        public var id: String
        public var settings: FieldSettings
        /// The parser kind (`mrz` for MRZ fields and readings).
        public var parser: String
        /// An MRZ processor's whole reading, named by the group's id (always mandatory, not configurable).
        public var isMRZReading: Bool
        /// An MRZ field's name in the MRZ (`documentCode` for a field reported as `documentType`).
        public var mrzSource: String? = nil
    }

    /// Every field the group reports, in order: its parsers', and for an MRZ processor its reading
    /// and its MRZ fields.
    public var reportedFields: [ReportedField] {
        processors.flatMap { processor -> [ReportedField] in
            switch processor {
            case let .parsers(entries):
                return entries.map { ReportedField(id: $0.id, settings: $0.settings, parser: $0.kind, isMRZReading: false) }
            case let .mrz(fields):
                return [ReportedField(id: id, settings: FieldSettings(), parser: "mrz", isMRZReading: true)]
                    + fields.map { ReportedField(id: $0.id, settings: $0.settings, parser: "mrz", isMRZReading: false, mrzSource: $0.source) }
            case .image:
                return []
            }
        }
    }

    /// Every field id the group reports.
    public var fieldIds: [String] { reportedFields.map(\.id) }
}
