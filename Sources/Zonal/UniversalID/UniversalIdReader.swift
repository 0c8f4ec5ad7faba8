import Foundation

/// Reads identity documents as a universalIdConfig says: each allowed layout's bundled template,
/// configured with the config's field options, tried in layout order (MRZ first); the first
/// layout that recognises the document gives the result.
///
/// ```swift
/// let reader = try UniversalIdReader(config: UniversalIdConfigLoader.load(path: "Templates/universal-id.json"))
/// let result = try await reader.read(path: "licence.jpg")
/// print(result.layout ?? "-", result.state, result.fields["surname"]?.verdict ?? "-")
/// ```
public struct UniversalIdReader: Sendable {
    public let config: UniversalIdConfig
    /// The configured template of each allowed layout, in the order they are tried.
    public let layouts: [(layout: IDLayout, recognizer: TemplateRecognizer)]
    public var loader: ImageLoader

    public init(config: UniversalIdConfig, textPool: EnginePool = EnginePool(model: .eng), mrzReader: MRZReader = MRZReader(),
                loader: ImageLoader = ImageLoader()) throws {
        self.config = config
        self.loader = loader
        layouts = try config.allowedLayouts.keys.sorted().map { layout in
            let template = try layout.template().applying(config.fields[layout] ?? [:], countries: config.allowedLayouts[layout] ?? [])
            return (layout, TemplateRecognizer(template: template, textPool: textPool, mrzReader: mrzReader, loader: loader))
        }
    }

    /// Reads an image file. Throws `ZonalError.unreadableInput` when it is not a readable image.
    public func read(path: String) async throws -> TemplateResult {
        try await TemplateResult.decoding(path, with: loader) { try await read(image: $0, name: path) }
    }

    /// Reads an already decoded, upright image.
    public func read(image: Image, name: String = "image") async throws -> TemplateResult {
        var first: TemplateResult?
        // The first layout that found a document says most about why nothing was read.
        var located: TemplateResult?
        var spent = TemplateTimings()
        // Layouts found by the same detector share one detection.
        var detections: [DetectorConfiguration: DocumentDetection] = [:]
        var reasons: [String] = []
        let clock = ContinuousClock()
        for (layout, recognizer) in layouts {
            // The detector's own answer is shared, not a result's document, which the recognizer
            // edits (MRZ reading moved out, a quad turned, an unvouched outline promoted).
            let key = recognizer.template.detector
            let detection: DocumentDetection
            if let known = detections[key] {
                detection = known
            } else {
                let start = clock.now
                detection = try await recognizer.detect(image)
                detections[key] = detection
                spent.detect += ms(clock.now - start)
                spent.total += ms(clock.now - start)
            }
            var result = try await recognizer.read(image: image, name: name, detection: detection)
            result.layout = layout
            spent.add(result.timings)
            spent.total += result.timings.total
            if result.state != .empty, let refusal = countryRefusal(result, layout: layout) {
                reasons.append(refusal)
                result.state = .empty
            }
            if first == nil { first = result }
            if located == nil, result.document.status == .found { located = result }
            guard result.state != .empty else {
                reasons.append("\(layout.rawValue): " + (result.reasons.first ?? "not recognised"))
                continue
            }
            result.timings = spent
            return result
        }
        guard var result = located ?? first else {
            throw ZonalError.invalidArgument("the config allows no layout")
        }
        // Nothing recognised the document: report every layout's reason, with the detection and
        // rejected classes of the first layout that found a document.
        result.layout = nil
        result.state = .empty
        result.class = nil
        result.fields = [:]
        result.images = [:]
        result.mrz = [:]
        result.reasons = reasons
        result.timings = spent
        return result
    }

    /// Why a result from a country outside the layout's list is refused (the MRZ's issuing state
    /// decides for the MRZ layout; other layouts keep only their countries' classes beforehand).
    func countryRefusal(_ result: TemplateResult, layout: IDLayout) -> String? {
        guard let countries = config.allowedLayouts[layout], !countries.isEmpty else { return nil }
        guard let state = result.mrz.values.first?.fields["issuingState"]?.value else { return nil }
        return countries.contains(state) ? nil : "\(layout.rawValue): issuing state \(state) is not among the allowed countries (\(countries.joined(separator: ", ")))"
    }
}
