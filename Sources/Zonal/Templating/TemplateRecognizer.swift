import Foundation

/// Runs a template on images: detect the document, then walk the templating classes in order —
/// classification groups, classifier, extraction groups — until one extracts every mandatory
/// field validly.
///
/// ```swift
/// let template = try TemplateLoader.load(path: "Templates/utopia-id-card.json")
/// let recognizer = TemplateRecognizer(template: template)
/// let result = try await recognizer.read(path: "card.jpg")
/// print(result.state, result.class ?? "-", result.fields["surname"]?.value ?? "-")
/// ```
/// One recognizer serves many concurrent reads: OCR engines come from its pools.
public struct TemplateRecognizer: Sendable {
    public let template: Template
    /// Engines for parser groups (general text: Debian's `eng` model).
    public let textPool: EnginePool
    /// For MRZ processors and the MRTD detector.
    public let mrzReader: MRZReader
    public var loader: ImageLoader
    let locator: any DocumentLocator
    /// Engines for groups that name another model (`"model": "Latin"`), by model name.
    let modelPools: [String: EnginePool]

    public init(template: Template, textPool: EnginePool = EnginePool(model: .eng), mrzReader: MRZReader = MRZReader(), loader: ImageLoader = ImageLoader()) {
        self.template = template
        self.textPool = textPool
        self.mrzReader = mrzReader
        self.loader = loader
        locator = Self.locator(for: template.detector, mrzReader: mrzReader)
        let models = Set(template.classes.flatMap(\.groups).map(\.model)).subtracting([textPool.model.language])
        modelPools = Dictionary(uniqueKeysWithValues: models.map { ($0, EnginePool(size: textPool.size, model: .system($0))) })
    }

    func pool(for model: String) -> EnginePool { modelPools[model] ?? textPool }

    static func locator(for configuration: DetectorConfiguration, mrzReader: MRZReader) -> any DocumentLocator {
        switch configuration {
        case let .fullImage(width, height): return FullImageLocator(widthMM: width, heightMM: height)
        case let .document(specifications): return DocumentDetector(specifications: specifications)
        case .mrtd: return MRTDDetector(reader: mrzReader)
        }
    }

    /// Reads an image file. Throws `ZonalError.unreadableInput` when it is not a readable image.
    public func read(path: String) async throws -> TemplateResult {
        try await TemplateResult.decoding(path, with: loader) { try await read(image: $0, name: path) }
    }

    /// Reads an already decoded, upright image.
    public func read(image: Image, name: String = "image") async throws -> TemplateResult {
        try await read(image: image, name: name, detection: nil)
    }

    /// Finds the document with this template's detector.
    public func detect(_ image: Image) async throws -> DocumentDetection {
        try await locator.detect(image)
    }

    /// Reads an image whose document another recognizer with the same detector has found already
    /// (nil: detect it now).
    public func read(image: Image, name: String, detection given: DocumentDetection?) async throws -> TemplateResult {
        let clock = ContinuousClock()
        let start = clock.now
        var timings = TemplateTimings()
        let detection: DocumentDetection
        if let given { detection = given } else { detection = try await locator.detect(image) }
        timings.detect = ms(clock.now - start)

        var result = TemplateResult(input: name, template: template.name, layout: nil, state: .empty, class: nil, document: detection,
                                    fields: [:], images: [:], mrz: [:], rejectedClasses: [], reasons: [], warnings: [], timings: timings)
        // An outline the edge detector would not vouch for is read when every class has a
        // classifier to recognise the page in it: a class saying yes is the evidence it lacked.
        let unvouched = detection.status == .notFound && detection.specification != nil && template.classes.allSatisfy { $0.classifier != nil }
        // A document past the image's edge is read only when its specification (and so its size) is known.
        guard let quad = detection.quad,
              detection.status == .found || detection.status == .partiallyOutside && detection.specification != nil || unvouched else {
            result.reasons = ["no document: \(detection.status.rawValue)"] + detection.reasons
            result.timings.total = ms(clock.now - start)
            return result
        }
        if detection.status == .partiallyOutside {
            result.warnings.append("the document runs past the image's edge; regions outside it are filled with its border")
        }

        // The reading lives on in `mrz` of the result (as MRZ processors report it), not twice.
        result.document.mrz = nil
        func page(_ outline: Quad) -> DetectedPage {
            DetectedPage(image: image, dewarper: Dewarper(document: outline, widthMM: detection.widthMM, heightMM: detection.heightMM),
                         mrz: detection.mrz)
        }
        var chain = try await runClasses(on: page(quad))
        result.timings.add(chain.timings)
        // Edges cannot tell a document's top from its bottom: when no class recognises the page,
        // it may be upside down (a card photographed the other way round).
        if chain.matched == nil, case .document = template.detector {
            let second = try await runClasses(on: page(quad.upsideDown))
            result.timings.add(second.timings)
            if second.matched != nil {
                chain = second
                result.document.quad = quad.upsideDown
                result.warnings.append("the document was upside down in the image (read turned by 180°)")
            }
        }
        result.rejectedClasses = chain.rejected
        if unvouched {
            guard let matched = chain.matched else {
                result.reasons = ["no document: \(detection.status.rawValue)"] + detection.reasons
                    + ["no class recognised a page in the outline found (\(result.rejectedClasses.map(\.name).joined(separator: ", ")))"]
                result.timings.total = ms(clock.now - start)
                return result
            }
            result.document.status = .found
            result.warnings.append("the document detector did not vouch for the outline (\(detection.reasons.joined(separator: "; "))); class \(matched.className ?? "-") recognised the page in it")
        }
        if let matched = chain.matched {
            result.apply(matched, state: matched.failures.isEmpty ? .valid : .uncertain)
        } else {
            result.reasons = ["no templating class matched (\(result.rejectedClasses.map(\.name).joined(separator: ", ")))"]
        }
        result.timings.total = ms(clock.now - start)
        return result
    }

    /// What the class chain made of one page: the class that extracted (or, when none did
    /// validly, the first that was recognised), and the classes whose classifier said no.
    struct ChainOutcome {
        var matched: ClassRun?
        var rejected: [RejectedClass] = []
        var timings = TemplateTimings()
    }

    /// Walks the templating classes in order: classification groups, classifier, extraction
    /// groups; the first class whose mandatory fields are all valid ends the chain.
    func runClasses(on page: DetectedPage) async throws -> ChainOutcome {
        var outcome = ChainOutcome()
        var uncertain: ClassRun?
        for templatingClass in template.classes {
            var run = ClassRun()
            for group in templatingClass.classification {
                try await process(group, classification: true, page: page, into: &run)
            }
            if let rule = templatingClass.classifier, !rule.evaluate(run.fields.mapValues(\.parsed)) {
                outcome.timings.add(run.timings)
                outcome.rejected.append(RejectedClass(name: templatingClass.name, fields: run.fields.mapValues(\.result)))
                continue
            }
            for group in templatingClass.extraction {
                try await process(group, classification: false, page: page, into: &run)
            }
            run.className = templatingClass.name
            outcome.timings.add(run.timings)
            if run.failures.isEmpty {
                outcome.matched = run
                return outcome
            }
            if uncertain == nil { uncertain = run }
        }
        outcome.matched = uncertain
        return outcome
    }
}

/// What one class produced on one image.
struct ClassRun {
    struct Field {
        var parsed: ParsedField
        var result: FieldResult
    }

    var className: String?
    var fields: [String: Field] = [:]
    var images: [String: ReturnedImage] = [:]
    var mrz: [String: MRZResult] = [:]
    var timings = TemplateTimings()

    /// Mandatory fields that are missing, invalid or below their threshold, as reasons naming
    /// the field, and for a threshold its value, confidence and threshold.
    var failures: [String] {
        fields.sorted { $0.key < $1.key }.compactMap { id, field in
            let result = field.result
            guard result.mandatory, result.verdict != .valid else { return nil }
            switch result.verdict {
            case .belowThreshold:
                return "mandatory field \(id) is below its minConfidence: \"\(result.value ?? "")\" read with confidence \(JSONNode.format(result.confidence)) < \(JSONNode.format(result.threshold))"
            case .missing, .invalid, .valid:
                let why = result.reasons.isEmpty ? "" : ": " + result.reasons.joined(separator: "; ")
                return result.verdict == .missing ? "mandatory field \(id) not found\(why)" : "mandatory field \(id) is not valid\(why)"
            }
        }
    }
}

extension TemplateResult {
    /// Decodes an image file (timed as `decode`, added to `total`) and reads it with `read`.
    static func decoding(_ path: String, with loader: ImageLoader, _ read: (Image) async throws -> TemplateResult) async throws -> TemplateResult {
        let clock = ContinuousClock()
        let start = clock.now
        let image = try loader.load(path: path, gray: false)
        let decode = ms(clock.now - start)
        var result = try await read(image)
        result.timings.decode = decode
        result.timings.total += decode
        return result
    }

    mutating func apply(_ run: ClassRun, state: ResultState) {
        self.state = state
        self.class = run.className
        fields = run.fields.mapValues(\.result)
        images = run.images
        mrz = run.mrz
        reasons = run.failures
    }
}

extension TemplateTimings {
    mutating func add(_ other: TemplateTimings) {
        dewarp += other.dewarp
        ocr += other.ocr
        parse += other.parse
        ocrPasses += other.ocrPasses
    }
}
