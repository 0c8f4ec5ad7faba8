/// A document template: how to find the document, and the classes (variants) it may be, each
/// with its classification groups, classifier and extraction groups. Load one with
/// `TemplateLoader`; run it with `TemplateRecognizer`.
public struct Template: Sendable {
    public var name: String
    public var detector: DetectorConfiguration
    public var classes: [TemplatingClass]

    public init(name: String, detector: DetectorConfiguration, classes: [TemplatingClass]) {
        self.name = name
        self.detector = detector
        self.classes = classes
    }
}

/// How a template finds its document.
public enum DetectorConfiguration: Sendable, Hashable {
    /// Edges and contours, matched against these specifications.
    case document([DocumentSpecification])
    /// From the MRZ: the format gives the page's physical layout.
    case mrtd
    /// The image is already the document (a flatbed scan or a crop); the physical size, when
    /// given, allows `dpi` dewarping.
    case fullImage(widthMM: Double?, heightMM: Double?)

    /// Whether detections carry a physical size, which the `dpi` policy needs.
    public var providesPhysicalSize: Bool {
        switch self {
        case let .document(specifications): return specifications.allSatisfy { $0.widthMM != nil }
        case .mrtd: return true
        case let .fullImage(width, height): return width != nil && height != nil
        }
    }
}

/// One variant of a document: run the classification groups, ask the classifier, and if it says
/// yes, run the extraction groups.
public struct TemplatingClass: Sendable {
    public var name: String
    public var classification: [ProcessorGroup]
    /// Nil: every document reaching this class belongs to it.
    public var classifier: ClassifierRule?
    public var extraction: [ProcessorGroup]
    /// The issuing states (ISO 3166 alpha-3, as in the MRZ) this variant belongs to; empty when
    /// the template does not say. A universalIdConfig's country list keeps only matching classes.
    public var countries: [String]
    /// Printed labels that tell where the outline lies when the class's groups have none to read
    /// by (fixed locations), looked for only when a mandatory field fails (`LabelRegistration`).
    public var registration: RegistrationLabels?
    /// Dark blocks of print the layout places near the document's edges (an emblem, a flag):
    /// where a side of the outline runs along one, it is moved out by the block's margin
    /// (`TemplateRecognizer.readPastMarks`).
    public var marks: [RelativeRect]

    public init(name: String, classification: [ProcessorGroup], classifier: ClassifierRule?, extraction: [ProcessorGroup], countries: [String] = [],
                registration: RegistrationLabels? = nil, marks: [RelativeRect] = []) {
        self.name = name
        self.classification = classification
        self.classifier = classifier
        self.extraction = extraction
        self.countries = countries
        self.registration = registration
        self.marks = marks
    }

    /// Every group, classification first.
    public var groups: [ProcessorGroup] { classification + extraction }
}

/// A class's `registration`: labels of the form and where the layout prints them.
///
/// ```json
/// "registration": { "searchArea": [0.02, 0.15, 0.96, 0.6],
///                   "labels": [ { "anchor": "^Payee$", "at": [0.0395, 0.1895] }, ... ] }
/// ```
/// `at` is where the label's phrase starts and its baseline, as fractions of the document (the
/// phrase takes in the words just before the match on its line, as for `place: below`).
public struct RegistrationLabels: Sendable {
    public struct Label: Sendable {
        let label: TextPattern
        public var labelPattern: String
        public var at: Point
    }

    public var searchArea: RelativeRect
    public var labels: [Label]
}
