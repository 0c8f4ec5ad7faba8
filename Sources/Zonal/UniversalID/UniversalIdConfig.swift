/// ID extraction configured the way users of the commercial SDKs configure it (Anyline's
/// `universalIdConfig`): which layouts to accept, from which countries, and per field whether it
/// is mandatory (`scanOption` 0), optional (1) or not read at all (2), with a `minConfidence`.
public struct UniversalIdConfig: Sendable, Equatable {
    /// A field's settings as written; absent values take the defaults.
    public struct FieldOption: Sendable, Equatable {
        /// 0 mandatory, 1 optional, 2 disabled; nil: the layout template's own choice.
        public var scanOption: Int?
        /// 0...100; nil: `UniversalIdConfig.defaultMinConfidence`.
        public var minConfidence: Double?

        public init(scanOption: Int? = nil, minConfidence: Double? = nil) {
            self.scanOption = scanOption
            self.minConfidence = minConfidence
        }
    }

    /// The minConfidence of a field that does not give one.
    public static let defaultMinConfidence = 60.0

    /// Allowed layouts and, per layout, the issuing states (ISO 3166 alpha-3) it is limited to;
    /// an empty list allows every supported variant.
    public var allowedLayouts: [IDLayout: [String]]
    /// Only `latin` is supported.
    public var alphabet: String
    public var fields: [IDLayout: [String: FieldOption]]
    /// Sections of the file that were accepted and ignored (camera, flash, cutout, feedback...),
    /// as JSON paths, for the verbose note.
    public var ignored: [String]

    public init(allowedLayouts: [IDLayout: [String]] = Dictionary(uniqueKeysWithValues: IDLayout.allCases.map { ($0, []) }),
                alphabet: String = "latin", fields: [IDLayout: [String: FieldOption]] = [:], ignored: [String] = []) {
        self.allowedLayouts = allowedLayouts
        self.alphabet = alphabet
        self.fields = fields
        self.ignored = ignored
    }

    /// Every layout, default thresholds.
    public static let everything = UniversalIdConfig()
}
