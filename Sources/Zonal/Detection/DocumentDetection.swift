/// Where a detector found the document in an image (the upright image, after EXIF orientation).
public struct DocumentDetection: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
        case found
        case notFound
        /// A candidate was found but covers too little of the image to be read.
        case tooSmall
        /// A candidate was found but seen at too steep an angle to be dewarped reliably.
        case tooMuchPerspective
        /// A candidate runs past the image's edge (the quad, when given, may have corners outside
        /// the image).
        case partiallyOutside
    }

    public var status: Status
    /// Corners in the document's reading orientation (top-left first); present when found, and
    /// for the rejected candidate of the other statuses.
    public var quad: Quad?
    /// The name of the specification that matched (`id1`, `a4`, a custom name, or an MRZ format
    /// such as `td3` for the MRTD detector).
    public var specification: String?
    /// Millimetres, when the specification knows them (the `dpi` dewarp policy needs them).
    public var widthMM: Double?
    public var heightMM: Double?
    /// Why the status is not `found`, or what is worth knowing.
    public var reasons: [String]
    /// The MRZ reading the MRTD detector located the document by (nil from other detectors).
    /// It travels with the detection so that a template's MRZ processor uses it instead of
    /// reading the same MRZ a second time.
    public var mrz: MRZReadResult?
    /// Other outlines that might be the document, most likely first (nil when there are none):
    /// edges alone cannot always tell a card from the photo printed on it, or a faint outline on
    /// a shadowed table from a rectangle of its print. A reader that can recognise the page (a
    /// template whose classes all have classifiers) tries them when the page in `quad` is not
    /// recognised. One closed by a line of the document's print is widened to its edge, and one
    /// closed by a line of a checked cloth past it narrowed, as the answer is.
    public var alternatives: [Alternative]?
    /// True when the outline is seen all around on a plain table (`DocumentDetector.isClear`: the
    /// detector left its line search out), nil otherwise: an outline that certain puts a page's
    /// print where its layout says, so a template reads its labelled fields there first.
    public var clear: Bool?

    /// An outline the detector ranked below its answer.
    public struct Alternative: Sendable, Codable, Equatable {
        public var quad: Quad
        public var specification: String
        public var widthMM: Double?
        public var heightMM: Double?
        /// True when its edges are as good as the answer's, or nearly (the detector's choice
        /// between the two was close to a toss): a reader that recognises the page in the answer
        /// but cannot read it validly tries this one too. Nil otherwise.
        public var rival: Bool?
        /// True when only the texture of print outlines it (a pale document on a plain table,
        /// its edges not seen): print stops short of a document's edge, so a reader tries it last,
        /// after the guess that the document fills the frame. Nil otherwise.
        public var rough: Bool?

        public init(quad: Quad, specification: String, widthMM: Double? = nil, heightMM: Double? = nil, rival: Bool? = nil,
                    rough: Bool? = nil) {
            self.quad = quad
            self.specification = specification
            self.widthMM = widthMM
            self.heightMM = heightMM
            self.rival = rival
            self.rough = rough
        }
    }

    public init(status: Status, quad: Quad? = nil, specification: String? = nil, widthMM: Double? = nil, heightMM: Double? = nil,
                reasons: [String] = [], mrz: MRZReadResult? = nil) {
        self.status = status
        self.quad = quad
        self.specification = specification
        self.widthMM = widthMM
        self.heightMM = heightMM
        self.reasons = reasons
        self.mrz = mrz
    }

    public static func notFound(_ reason: String) -> DocumentDetection { DocumentDetection(status: .notFound, reasons: [reason]) }

    /// Takes `outline`'s specification and size, for a page read in it instead of in `quad`.
    mutating func adopt(_ outline: Alternative) {
        specification = outline.specification
        widthMM = outline.widthMM
        heightMM = outline.heightMM
    }
}

/// Finds the document in an image: the first stage of a template.
public protocol DocumentLocator: Sendable {
    /// Whether detections carry a physical size (every specification knows its size). A template
    /// with a `dpi` dewarp policy is refused at load time when this is false.
    var providesPhysicalSize: Bool { get }
    func detect(_ image: Image) async throws -> DocumentDetection
}
