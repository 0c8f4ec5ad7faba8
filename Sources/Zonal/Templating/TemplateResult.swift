/// The result of running a template on one image. Encodes to the JSON the CLI prints.
public struct TemplateResult: Sendable, Codable, Equatable {
    public var input: String
    public var template: String
    /// The ID layout (`mrz`, `idFront`, `drivingLicense`) when a universalIdConfig read it.
    public var layout: IDLayout?
    /// `valid`: a class matched and every mandatory field is valid; `uncertain`: a class matched
    /// but a mandatory field failed (`reasons` says which); `empty`: no document or no class.
    public var state: ResultState
    /// The templating class that matched, if any.
    public var `class`: String?
    public var document: DocumentDetection
    /// By parser id (and by group id for MRZ processors).
    public var fields: [String: FieldResult]
    /// Region images returned by image processors, by group id.
    public var images: [String: ReturnedImage]
    /// Full MRZ results of MRZ processors, by group id.
    public var mrz: [String: MRZResult]
    /// Classes whose classifier said no, in chain order, with what their classification groups
    /// read (what a template author needs to see why).
    public var rejectedClasses: [RejectedClass]
    public var reasons: [String]
    public var warnings: [String]
    public var timings: TemplateTimings
}

/// A class whose classifier said no, and the fields it decided on.
public struct RejectedClass: Sendable, Codable, Equatable {
    public var name: String
    public var fields: [String: FieldResult]
}

/// One field: what its parser made of its group's OCR text, and the verdict on it.
public struct FieldResult: Sendable, Codable, Equatable {
    /// The normalised value; nil when nothing of the parser's kind was found.
    public var value: String?
    /// The text the value came from.
    public var raw: String
    /// The lowest Tesseract symbol confidence among the characters of `raw` (0...100); for MRZ
    /// fields, the lowest among the field's MRZ characters.
    public var confidence: Double
    /// Whether the parser accepts the value (format, check digits, a possible date).
    public var valid: Bool
    public var mandatory: Bool
    /// The field's `minConfidence` (0 when it has none).
    public var threshold: Double
    /// 0 mandatory or 1 optional, when a universalIdConfig set it.
    public var scanOption: Int?
    /// `valid` only when found, valid and at least `threshold`; an optional field's other
    /// verdicts flag it without failing the result.
    public var verdict: FieldVerdict
    /// The parser kind (`date`, `iban`, ...; `mrz` for an MRZ processor).
    public var parser: String
    /// The processor group that read it, and whether it ran for classification.
    public var group: String
    public var classification: Bool
    public var reasons: [String]
    public var components: [String: String]
    /// The group's region in the image's pixels.
    public var region: Quad
    /// Everything the OCR read in the group's region (the parsers' common input).
    public var ocrText: String

    init(parsed: ParsedField, settings: FieldSettings, parser: String, group: String, classification: Bool, region: Quad, ocrText: String) {
        value = parsed.value
        raw = parsed.raw
        confidence = parsed.confidence
        valid = parsed.valid
        mandatory = settings.mandatory
        threshold = settings.minConfidence
        scanOption = settings.scanOption
        verdict = FieldVerdict.judge(found: parsed.value != nil, valid: parsed.valid, confidence: parsed.confidence, threshold: settings.minConfidence)
        self.parser = parser
        self.group = group
        self.classification = classification
        reasons = parsed.reasons
        if verdict == .belowThreshold {
            reasons.append("confidence \(JSONNode.format(parsed.confidence)) is below the field's minConfidence \(JSONNode.format(settings.minConfidence))")
        }
        components = parsed.components
        self.region = region
        self.ocrText = ocrText
    }
}

/// A dewarped region returned by an image processor. The bytes are always there for library
/// users; the CLI writes them to a file or embeds them as base64 on request.
public struct ReturnedImage: Sendable, Codable, Equatable {
    public var format: Image.EncodingFormat
    public var width: Int
    public var height: Int
    public var region: Quad
    /// Where the CLI wrote the image, when asked to.
    public var file: String?
    /// The encoded image, when asked to embed it.
    public var base64: String?
    public var bytes: [UInt8] = []

    enum CodingKeys: String, CodingKey { case format, width, height, region, file, base64 }
}

/// Milliseconds per stage (OCR and parsing summed over groups).
public struct TemplateTimings: Sendable, Codable, Equatable {
    public var decode: Double = 0
    public var detect: Double = 0
    public var dewarp: Double = 0
    public var ocr: Double = 0
    public var parse: Double = 0
    public var total: Double = 0
    /// OCR passes run (one per parser-group processor, one per MRZ processor).
    public var ocrPasses: Int = 0
    public init() {}
}
