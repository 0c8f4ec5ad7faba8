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
        let groups = template.classes.flatMap(\.groups)
        let models = Set(groups.map(\.model) + groups.compactMap(\.confirmWith)).subtracting([textPool.model.language])
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
        // The reading lives on in `mrz` of the result (as MRZ processors report it), not twice;
        // the alternatives are tried here, not reported.
        result.document.mrz = nil
        result.document.alternatives = nil
        // Where every class has a classifier, a class recognising the page is evidence of the
        // outline: one the edge detector would not vouch for is read, and so are its runner-up
        // outlines when the page in its answer is not recognised.
        let recognisable = template.classes.allSatisfy { $0.classifier != nil }
        let unvouched = detection.status == .notFound && detection.specification != nil && recognisable
        // A document past the image's edge is read only when its specification (and so its size) is known.
        let readable = detection.status == .found || detection.status == .partiallyOutside && detection.specification != nil || unvouched
        let answered = detection.quad != nil && readable
        let tried = TriedOutlines(detection: detection, answerReadable: readable, template: template, recognisable: recognisable, image: image)
        let outlines = tried.outlines
        let alternatives = tried.alternatives
        guard !outlines.isEmpty else {
            result.reasons = ["no document: \(detection.status.rawValue)"] + detection.reasons
            result.timings.total = ms(clock.now - start)
            return result
        }

        var chain = ChainOutcome()
        var readInAnswer = false
        var recognisedInFrame = false
        var tiltedFrames: [DocumentDetection.Alternative] = []
        // The pages around the answer not tried yet, when the page was recognised in a runner-up.
        var picturePages: [DocumentDetection.Alternative] = []
        for (index, outline) in outlines.enumerated() {
            let attempt = try await runChain(on: outline, image: image, mrz: detection.mrz,
                                             trustsLayout: answered && index == 0 && detection.clear == true)
            result.timings.add(attempt.outcome.timings)
            if index == 0 { chain = attempt.outcome }
            guard attempt.outcome.matched != nil else { continue }
            chain = attempt.outcome
            recognisedInFrame = tried.isGuess(outline)
            if alternatives.contains(outline) { picturePages = tried.aroundAnswer.filter { !outlines[...index].contains($0) } }
            if outline == tried.frame { tiltedFrames = tried.tiltedFrames(upsideDown: attempt.quad != outline.quad) }
            result.document.quad = attempt.quad
            if attempt.quad != outline.quad {
                result.warnings.append("the document was upside down in the image (read turned by 180°)")
            }
            let className = attempt.outcome.matched?.className ?? "-"
            if !(answered && index == 0) {
                result.document.status = .found
                result.document.adopt(outline)
                result.warnings.append(tried.warning(recognisedIn: outline, className: className))
            } else if unvouched {
                result.document.status = .found
                result.warnings.append("the document detector did not vouch for the outline (\(detection.reasons.joined(separator: "; "))); class \(className) recognised the page in it")
            } else {
                readInAnswer = true
            }
            break
        }
        if chain.matched == nil, let first = outlines.first,
           let attempt = try await readUnrecognised(in: first, image: image, mrz: detection.mrz, timings: &result.timings) {
            chain = attempt.outcome
            result.document.quad = attempt.quad
            result.document.status = .found
            result.document.adopt(first)
            result.warnings.append("no class recognised a page in the outlines tried (\(detection.status.rawValue)); class \(chain.matched?.className ?? "-") recognised one in the outline the form's labels point to")
        }
        if let matched = chain.matched, !matched.failures.isEmpty, !tiltedFrames.isEmpty {
            try await readTilted(tiltedFrames, of: matched, into: &result, chain: &chain, image: image, mrz: detection.mrz)
        }
        if !readInAnswer, let matched = chain.matched {
            try await readSnapped(matched, into: &result, chain: &chain, image: image, mrz: detection.mrz, mayShrink: recognisedInFrame)
        }
        if readInAnswer, let matched = chain.matched, !matched.failures.isEmpty {
            try await readRivals(alternatives, of: matched, into: &result, chain: &chain, image: image, mrz: detection.mrz)
        }
        if let matched = chain.matched, !matched.failures.isEmpty {
            let vouched = detection.status == .found && detection.reasons.isEmpty && result.document.quad == detection.quad ? detection.quad : nil
            try await readRegistered(matched, into: &result, chain: &chain, image: image, mrz: detection.mrz, vouched: vouched)
        }
        if !picturePages.isEmpty, let matched = chain.matched, !matched.failures.isEmpty,
           try await readAroundPicture(picturePages, of: matched, into: &result, chain: &chain, image: image, mrz: detection.mrz),
           let taken = chain.matched, !taken.failures.isEmpty {
            try await readRegistered(taken, into: &result, chain: &chain, image: image, mrz: detection.mrz, vouched: nil)
        }
        // Last: held against the reading every other look has made of the page.
        if !readInAnswer, answered, let matched = chain.matched, !matched.failures.isEmpty {
            try await readVouchedAnswer(matched, detection: detection, into: &result, chain: &chain, image: image)
        }
        if let matched = chain.matched {
            try await readPastMarks(matched, into: &result, chain: &chain, image: image, mrz: detection.mrz)
        }
        if detection.status == .partiallyOutside, result.document.status == .partiallyOutside {
            result.warnings.append("the document runs past the image's edge; regions outside it are filled with its border")
        }
        result.rejectedClasses = chain.rejected
        if chain.matched == nil, unvouched || !readable {
            result.reasons = ["no document: \(detection.status.rawValue)"] + detection.reasons
                + ["no class recognised a page in the outline found or its alternatives (\(result.rejectedClasses.map(\.name).joined(separator: ", ")))"]
            result.timings.total = ms(clock.now - start)
            return result
        }
        if let matched = chain.matched {
            result.apply(matched, state: matched.failures.isEmpty ? .valid : .uncertain)
        } else {
            result.reasons = ["no templating class matched (\(result.rejectedClasses.map(\.name).joined(separator: ", ")))"]
        }
        result.timings.total = ms(clock.now - start)
        return result
    }

    /// Runs the class chain on the page in `outline`, and when no class recognises it and edges
    /// found it (they cannot tell a document's top from its bottom: a card photographed the other
    /// way round), on the page turned by 180°. Returns the quad of the page read.
    func runChain(on outline: DocumentDetection.Alternative, image: Image, mrz: MRZReadResult?,
                  trustsLayout: Bool = false) async throws -> (outcome: ChainOutcome, quad: Quad) {
        func page(_ quad: Quad) -> DetectedPage {
            DetectedPage(image: image, dewarper: Dewarper(document: quad, widthMM: outline.widthMM, heightMM: outline.heightMM), mrz: mrz,
                         trustsLayout: trustsLayout)
        }
        var outcome = try await runClasses(on: page(outline.quad))
        guard outcome.matched == nil, case .document = template.detector else { return (outcome, outline.quad) }
        let turned = try await runClasses(on: page(outline.quad.upsideDown))
        outcome.timings.add(turned.timings)
        guard turned.matched != nil else { return (outcome, outline.quad) }
        var second = turned
        second.timings = outcome.timings
        return (second, outline.quad.upsideDown)
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
    ///
    /// A class whose classifier says no to the grayscale reading gets a second look, at the
    /// binarised copy (a title in a shadow or under blur that the grayscale reading garbled often
    /// reads there, and the reverse), but only after every class had its first, and only when no
    /// class recognised the page at its first look: most documents are some later class,
    /// recognised at the first look, and the second looks at the classes before it cost a pass
    /// each (on 40 clean licences, 1.8 title passes a card before, 1 after).
    func runClasses(on page: DetectedPage) async throws -> ChainOutcome {
        var outcome = ChainOutcome()
        var uncertain: ClassRun?
        var doubted: [(templatingClass: TemplatingClass, run: ClassRun)] = []
        for templatingClass in template.classes {
            var run = ClassRun()
            for group in templatingClass.classification {
                try await process(group, classification: true, page: page, into: &run)
            }
            if let rule = templatingClass.classifier, !rule.evaluate(run.fields.mapValues(\.parsed)) {
                doubted.append((templatingClass, run))
                continue
            }
            if try await extract(templatingClass, after: run, page: page, into: &outcome, uncertain: &uncertain) {
                // The classes before it said no at their first look, and that is their answer.
                for (doubtedClass, doubtedRun) in doubted { reject(doubtedClass, doubtedRun, in: &outcome) }
                return outcome
            }
        }
        // A class recognised at its first look, though uncertain, is the page's class: the others
        // said no at theirs (their second looks cost a title pass on 16 of 40 clean ID fronts and
        // changed no class, state or field on ten sample sets).
        if uncertain != nil {
            for (doubtedClass, doubtedRun) in doubted { reject(doubtedClass, doubtedRun, in: &outcome) }
            outcome.matched = uncertain
            return outcome
        }
        for (templatingClass, first) in doubted {
            var run = first, second = ClassRun()
            for group in templatingClass.classification {
                try await process(group, classification: true, binarised: true, page: page, into: &second)
            }
            run.timings.add(second.timings)
            guard let rule = templatingClass.classifier, rule.evaluate(second.fields.mapValues(\.parsed)) else {
                reject(templatingClass, run, in: &outcome)
                continue
            }
            run.fields = second.fields
            run.images = second.images
            run.mrz = second.mrz
            if try await extract(templatingClass, after: run, page: page, into: &outcome, uncertain: &uncertain) { return outcome }
        }
        outcome.matched = uncertain
        return outcome
    }

    /// Reads `page` as the class `className`, recognised already in another outline of the same
    /// page: its classification and extraction groups, without asking its classifier again (a
    /// title cut a little differently may not read, though the fields do).
    func runClass(named className: String?, on page: DetectedPage) async throws -> ChainOutcome {
        var outcome = ChainOutcome()
        guard let templatingClass = template.classes.first(where: { $0.name == className }) else { return outcome }
        var run = ClassRun(), uncertain: ClassRun?
        for group in templatingClass.classification {
            try await process(group, classification: true, page: page, into: &run)
        }
        if try await extract(templatingClass, after: run, page: page, into: &outcome, uncertain: &uncertain) { return outcome }
        outcome.matched = uncertain
        return outcome
    }

    /// Reports a class its classifier said no to, with the fields it classified by.
    private func reject(_ templatingClass: TemplatingClass, _ run: ClassRun, in outcome: inout ChainOutcome) {
        outcome.timings.add(run.timings)
        outcome.rejected.append(RejectedClass(name: templatingClass.name, fields: run.fields.mapValues(\.result)))
    }

    /// Runs a recognised class's extraction groups; true when its mandatory fields are all valid
    /// (the chain's answer, in `outcome.matched`). The first class recognised but not valid is
    /// kept in `uncertain`.
    ///
    /// On a page whose outline the detector vouched for as clear (`DetectedPage.trustsLayout`),
    /// the labelled groups are read where the layout prints them first, without the label search
    /// (a pass over most of the card, half an ID front's time); that reading is the answer when
    /// every mandatory field is valid in it, and otherwise the class is read as usual. Labels
    /// correct an outline's error, and a clear outline has none to speak of.
    private func extract(_ templatingClass: TemplatingClass, after classification: ClassRun, page: DetectedPage,
                         into outcome: inout ChainOutcome, uncertain: inout ClassRun?) async throws -> Bool {
        var run = classification
        var readAtLayout = false
        if page.trustsLayout, templatingClass.extraction.contains(where: { $0.location.layoutPosition != nil }) {
            var atLayout = classification
            for group in templatingClass.extraction {
                try await process(group, classification: false, neighbours: templatingClass.extraction, atLayout: true, page: page, into: &atLayout)
            }
            readAtLayout = atLayout.failures.isEmpty
            // Its passes are paid for whichever reading is the answer.
            if readAtLayout { run = atLayout } else { run.timings = atLayout.timings }
        }
        if !readAtLayout {
            for group in templatingClass.extraction {
                try await process(group, classification: false, neighbours: templatingClass.extraction, page: page, into: &run)
            }
        }
        run.className = templatingClass.name
        outcome.timings.add(run.timings)
        if run.failures.isEmpty {
            outcome.matched = run
            return true
        }
        run.registration = PendingRegistration(page: page, labels: LabelRegistration.matches(of: templatingClass.extraction, in: page.anchors),
                                               registration: templatingClass.registration, groups: templatingClass.extraction)
        if uncertain == nil { uncertain = run }
        return false
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
    /// For a class that failed a mandatory field: what its labels need to tell where the outline
    /// lies, asked only of the run that becomes the answer (`registeredOutline(of:)`).
    var registration: PendingRegistration?
    /// Groups whose region its column's values widened: the outline is likely a few percent off.
    var widenedToColumn = 0

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
