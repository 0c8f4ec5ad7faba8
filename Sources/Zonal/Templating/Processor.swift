/// What a processor group does with its dewarped region.
public enum Processor: Sendable {
    /// One OCR pass with options merged from the parsers' needs; every parser reads the result.
    case parsers([ParserEntry])
    /// Return the dewarped region itself (a portrait, a signature).
    case image(ImageReturn)
    /// Read the region as an MRZ with the MRZ reader.
    case mrz
}

/// A parser in a template: its id (the field's name in the result), kind and parser.
public struct ParserEntry: Sendable {
    public var id: String
    public var kind: String
    public var parser: any FieldParser
    /// A mandatory field that is missing or invalid makes the result `uncertain`.
    public var mandatory: Bool

    public init(id: String, kind: String, parser: any FieldParser, mandatory: Bool = true) {
        self.id = id
        self.kind = kind
        self.parser = parser
        self.mandatory = mandatory
    }
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
    public var location: RelativeRect
    public var dewarp: DewarpPolicy
    public var processors: [Processor]

    public init(id: String, location: RelativeRect, dewarp: DewarpPolicy, processors: [Processor]) {
        self.id = id
        self.location = location
        self.dewarp = dewarp
        self.processors = processors
    }

    /// The parsers of every parser-group processor, in order.
    public var parserEntries: [ParserEntry] {
        processors.flatMap { processor -> [ParserEntry] in
            if case let .parsers(entries) = processor { return entries }
            return []
        }
    }
}
