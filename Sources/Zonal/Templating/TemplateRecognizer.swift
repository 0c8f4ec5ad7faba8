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

    public init(template: Template, textPool: EnginePool = EnginePool(model: .eng), mrzReader: MRZReader = MRZReader(), loader: ImageLoader = ImageLoader()) {
        self.template = template
        self.textPool = textPool
        self.mrzReader = mrzReader
        self.loader = loader
        locator = Self.locator(for: template.detector, mrzReader: mrzReader)
    }

    static func locator(for configuration: DetectorConfiguration, mrzReader: MRZReader) -> any DocumentLocator {
        switch configuration {
        case let .fullImage(width, height): return FullImageLocator(widthMM: width, heightMM: height)
        case let .document(specifications): return DocumentDetector(specifications: specifications)
        case .mrtd: return MRTDDetector(reader: mrzReader)
        }
    }

    /// Reads an image file. Throws `ZonalError.unreadableInput` when it is not a readable image.
    public func read(path: String) async throws -> TemplateResult {
        let clock = ContinuousClock()
        let start = clock.now
        let image = try loader.load(path: path, gray: false)
        let decode = ms(clock.now - start)
        var result = try await read(image: image, name: path)
        result.timings.decode = decode
        result.timings.total += decode
        return result
    }

    /// Reads an already decoded, upright image.
    public func read(image: Image, name: String = "image") async throws -> TemplateResult {
        let clock = ContinuousClock()
        let start = clock.now
        var timings = TemplateTimings()
        let detection = try await locator.detect(image)
        timings.detect = ms(clock.now - start)

        var result = TemplateResult(input: name, template: template.name, state: .empty, class: nil, document: detection,
                                    fields: [:], images: [:], mrz: [:], rejectedClasses: [], reasons: [], warnings: [], timings: timings)
        guard let quad = detection.quad, detection.status == .found || detection.status == .partiallyOutside else {
            result.reasons = ["no document: \(detection.status.rawValue)"] + detection.reasons
            result.timings.total = ms(clock.now - start)
            return result
        }
        if detection.status == .partiallyOutside {
            result.warnings.append("the document runs past the image's edge; regions outside it are filled with its border")
        }

        let page = DetectedPage(image: image, dewarper: Dewarper(document: quad, widthMM: detection.widthMM, heightMM: detection.heightMM),
                                mrz: detection.mrz)
        // The reading lives on in `mrz` of the result (as MRZ processors report it), not twice.
        result.document.mrz = nil
        var uncertain: ClassRun?
        for templatingClass in template.classes {
            var run = ClassRun()
            for group in templatingClass.classification {
                try await process(group, classification: true, page: page, into: &run)
            }
            if let rule = templatingClass.classifier, !rule.evaluate(run.fields.mapValues(\.parsed)) {
                result.rejectedClasses.append(RejectedClass(name: templatingClass.name, fields: run.fields.mapValues(\.result)))
                result.timings.add(run.timings)
                continue
            }
            for group in templatingClass.extraction {
                try await process(group, classification: false, page: page, into: &run)
            }
            run.className = templatingClass.name
            result.timings.add(run.timings)
            if run.failures.isEmpty {
                result.apply(run, state: .valid)
                result.timings.total = ms(clock.now - start)
                return result
            }
            if uncertain == nil { uncertain = run }
        }
        if let uncertain {
            result.apply(uncertain, state: .uncertain)
        } else {
            result.reasons = ["no templating class matched (\(result.rejectedClasses.map(\.name).joined(separator: ", ")))"]
        }
        result.timings.total = ms(clock.now - start)
        return result
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

    /// Mandatory fields that are missing or invalid, as reasons.
    var failures: [String] {
        fields.sorted { $0.key < $1.key }.compactMap { id, field in
            guard field.result.mandatory, !field.result.valid else { return nil }
            let why = field.result.reasons.isEmpty ? "" : ": " + field.result.reasons.joined(separator: "; ")
            return field.result.value == nil ? "mandatory field \(id) not found\(why)" : "mandatory field \(id) is not valid\(why)"
        }
    }
}

extension TemplateResult {
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
