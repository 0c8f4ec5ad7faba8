/// What a document looks like to the document detector: its aspect ratio (width / height, in the
/// document's reading orientation) with a tolerance, and its physical size when known (which the
/// `dpi` dewarp policy needs).
public struct DocumentSpecification: Sendable, Hashable, Codable {
    public var name: String
    /// Width / height. Nil: any aspect (a receipt, known by its width only).
    public var aspectRatio: Double?
    /// Allowed relative deviation of the detected aspect ratio, e.g. 0.08 for ±8%.
    public var tolerance: Double
    /// Millimetres. A nil height means the height follows from the detected aspect (receipts).
    public var widthMM: Double?
    public var heightMM: Double?

    public init(name: String, aspectRatio: Double?, tolerance: Double = 0.08, widthMM: Double? = nil, heightMM: Double? = nil) {
        self.name = name
        self.aspectRatio = aspectRatio
        self.tolerance = tolerance
        self.widthMM = widthMM
        self.heightMM = heightMM
    }

    /// A specification from a physical size: the aspect follows from it.
    public static func physical(_ name: String, widthMM: Double, heightMM: Double, tolerance: Double = 0.08) -> DocumentSpecification {
        DocumentSpecification(name: name, aspectRatio: widthMM / heightMM, tolerance: tolerance, widthMM: widthMM, heightMM: heightMM)
    }

    public static let id1 = physical("id1", widthMM: 85.60, heightMM: 53.98)
    public static let id2 = physical("id2", widthMM: 105, heightMM: 74)
    public static let id3 = physical("id3", widthMM: 125, heightMM: 88)
    public static let a4 = physical("a4", widthMM: 210, heightMM: 297)
    public static let usLetter = physical("usLetter", widthMM: 215.9, heightMM: 279.4)
    /// A US personal cheque (6 × 2.75 in).
    public static let cheque = physical("cheque", widthMM: 152.4, heightMM: 69.85)
    /// An 80 mm till receipt: known by its width only.
    public static let receipt = DocumentSpecification(name: "receipt", aspectRatio: nil, tolerance: 0, widthMM: 80, heightMM: nil)

    public static let presets: [DocumentSpecification] = [id1, id2, id3, a4, usLetter, cheque, receipt]

    public static func preset(named name: String) -> DocumentSpecification? { presets.first { $0.name == name } }

    /// The physical size of a detected document of this specification whose quad has `aspect`
    /// (width / height): the height of a width-only specification follows from the aspect.
    public func physicalSize(detectedAspect aspect: Double) -> (widthMM: Double, heightMM: Double)? {
        guard let widthMM else { return nil }
        if let heightMM { return (widthMM, heightMM) }
        return aspect > 0 ? (widthMM, widthMM / aspect) : nil
    }
}
