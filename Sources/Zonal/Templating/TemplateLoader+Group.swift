import Foundation

extension TemplateLoader {
    static func decodeGroup(_ node: JSONNode, detector: DetectorConfiguration?) -> ProcessorGroup? {
        guard let object = node.object(keys: ["id", "location", "dewarp", "model", "confirmWith", "processors"]) else { return nil }
        let id = object.required("id", "the group's id")?.string()
        let location = object.required("location", "[x, y, width, height] relative to the document, or an anchored location")
            .flatMap(decodeGroupLocation)
        let modelNode = object.optional("model")
        let model = modelNode.map(decodeModel)
        let confirmNode = object.optional("confirmWith")
        let confirmWith = confirmNode.map(decodeModel)
        let dewarp = object.required("dewarp", "an object with one of fixed, dpi, noUpscaling").flatMap(decodeDewarp)
        if let dewarp, dewarp.needsPhysicalSize, let detector, !detector.providesPhysicalSize, let dewarpNode = object.optional("dewarp") {
            dewarpNode.report("the dpi policy needs the document's physical size, which this template's detector does not provide (give every document specification widthMM and heightMM, give fullImage a size, or use fixed / noUpscaling)")
        }
        let processorNodes = object.required("processors", "an array of processors")?.array(nonEmpty: true) ?? []
        let processors = processorNodes.compactMap(decodeProcessor)
        guard let id, let location, let dewarp, processors.count == processorNodes.count else { return nil }
        if case .some(.none) = model { return nil }
        if case .some(.none) = confirmWith { return nil }
        let reading = (model ?? nil) ?? "eng"
        if let confirmNode, let other = confirmWith ?? nil, other == reading {
            confirmNode.report("expected another model than the group's own (\(reading)) to confirm its values with")
            return nil
        }
        return ProcessorGroup(id: id, location: location, dewarp: dewarp, model: reading, confirmWith: confirmWith ?? nil, processors: processors)
    }

    /// A rectangle `[x, y, width, height]`, or `{"anchor": ..., ...}` (see `AnchoredLocation`).
    static func decodeGroupLocation(_ node: JSONNode) -> GroupLocation? {
        if case .array = node.value { return decodeLocation(node).map(GroupLocation.fixed) }
        guard let object = node.object(keys: ["anchor", "until", "searchArea", "place", "dx", "dy", "width", "height", "fallback"]) else { return nil }
        let label = object.required("anchor", "a regular expression for the printed label").flatMap(decodePattern)
        let until = object.optional("until").flatMap(decodePattern)
        let searchArea = object.optional("searchArea").flatMap(decodeLocation) ?? .whole
        let place = object.optional("place")?.choice(AnchoredLocation.Placement.allCases.map(\.rawValue)).flatMap(AnchoredLocation.Placement.init(rawValue:)) ?? .right
        let dx = object.optional("dx")?.number(in: -1...1) ?? 0
        let dy = object.optional("dy")?.number(in: -1...1) ?? 0
        let width = object.required("width", "the region's width as a fraction of the document's")?.number(in: 0.001...1)
        let height = object.required("height", "the region's height as a fraction of the document's")?.number(in: 0.001...1)
        let fallback = object.optional("fallback").flatMap(decodeLocation)
        guard let label, let width, let height else { return nil }
        if object.has("fallback") && fallback == nil || object.has("until") && until == nil { return nil }
        return .anchored(AnchoredLocation(label: label.pattern, labelPattern: label.source, searchArea: searchArea, placement: place,
                                          dx: dx, dy: dy, width: width, height: height, fallback: fallback, until: until?.pattern))
    }

    /// A regular expression (ICU syntax) and its source text.
    static func decodePattern(_ node: JSONNode) -> (source: String, pattern: TextPattern)? {
        guard let source = node.string() else { return nil }
        do {
            return (source, try TextPattern(source))
        } catch {
            node.report("not a valid regular expression: \(error.localizedDescription)")
            return nil
        }
    }

    /// A Tesseract model name whose `.traineddata` is installed (`eng`, `Latin`, ...).
    static func decodeModel(_ node: JSONNode) -> String? {
        guard let name = node.string() else { return nil }
        guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            node.report("expected a Tesseract model name such as eng or Latin, found \"\(name)\"")
            return nil
        }
        let model = OCRModel.system(name)
        guard model.isInstalled else {
            node.report("the Tesseract model \(name) is not installed (no \(name).traineddata in \(model.dataPath); on Debian: apt install \(OCRModel.debianPackage(for: name)))")
            return nil
        }
        return name
    }

    /// `[x, y, width, height]`, each in 0...1, inside the document.
    static func decodeLocation(_ node: JSONNode) -> RelativeRect? {
        guard let numbers = decodeFractions(node, named: "[x, y, width, height]", count: 4) else { return nil }
        let rect = RelativeRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        guard rect.width > 0, rect.height > 0 else { node.report("expected a width and height above 0"); return nil }
        guard rect.x + rect.width <= 1.000001, rect.y + rect.height <= 1.000001 else {
            node.report("the rectangle runs outside the document (x + width = \(JSONNode.format(rect.x + rect.width)), y + height = \(JSONNode.format(rect.y + rect.height)); both must be at most 1)")
            return nil
        }
        return rect
    }

    /// `count` numbers, each in 0...1 (fractions of the document), e.g. `[x, y]`.
    static func decodeFractions(_ node: JSONNode, named shape: String, count: Int) -> [Double]? {
        guard let items = node.array() else { return nil }
        guard items.count == count else { node.report("expected \(shape) (\(count) numbers), found \(items.count) items"); return nil }
        let numbers = items.compactMap { $0.number(in: 0...1) }
        return numbers.count == count ? numbers : nil
    }

    /// `{"fixed": {"height": 48}}`, `{"dpi": 300}`, `{"noUpscaling": {"maxHeight": 400}}`.
    static func decodeDewarp(_ node: JSONNode) -> DewarpPolicy? {
        guard let object = node.object(keys: ["fixed", "dpi", "noUpscaling"]) else { return nil }
        guard let (key, body) = object.onlyMember("policy: fixed, dpi or noUpscaling") else { return nil }
        switch key {
        case "fixed":
            return body.object(keys: ["height"])?.required("height", "the output height in pixels")?.integer(in: 8...4000).map { .fixed(height: $0) }
        case "dpi":
            return body.number(in: 50...1200).map { .dpi($0) }
        case "noUpscaling":
            return body.object(keys: ["maxHeight"])?.required("maxHeight", "the largest output height in pixels")?.integer(in: 8...8000).map { .noUpscaling(maxHeight: $0) }
        default:
            return nil
        }
    }

    /// `{"parsers": [...]}`, `{"image": {...}}` or `{"mrz": {}}`.
    static func decodeProcessor(_ node: JSONNode) -> Processor? {
        guard let object = node.object(keys: ["parsers", "image", "mrz"]) else { return nil }
        guard let (key, body) = object.onlyMember("processor kind: parsers, image or mrz") else { return nil }
        switch key {
        case "parsers":
            guard let items = body.array(nonEmpty: true) else { return nil }
            let entries = items.compactMap(decodeParser)
            return entries.count == items.count ? .parsers(entries) : nil
        case "image":
            guard let options = body.object(keys: ["format", "quality"]) else { return nil }
            let format = options.optional("format")?.choice(["png", "jpeg"]).flatMap(Image.EncodingFormat.init(rawValue:)) ?? .png
            let quality = options.optional("quality")?.integer(in: 1...100) ?? 90
            return .image(ImageReturn(format: format, quality: quality))
        case "mrz":
            guard let options = body.object(keys: ["fields"]) else { return nil }
            guard let fieldsNode = options.optional("fields") else { return .mrz(fields: []) }
            return decodeMRZFields(fieldsNode).map { .mrz(fields: $0) }
        default:
            return nil
        }
    }

    /// `{"surname": "surname", "documentType": {"source": "documentCode", "mandatory": false, "minConfidence": 50}}`:
    /// result name → the MRZ field, as a name or with settings.
    static func decodeMRZFields(_ node: JSONNode) -> [MRZFieldEntry]? {
        guard case let .object(members) = node.value else {
            node.report("expected an object of field name → MRZ field (\(MRZFieldEntry.sources.joined(separator: ", ")))")
            return nil
        }
        let fields = members.keys.sorted().compactMap { id -> MRZFieldEntry? in
            let child = JSONNode(value: members[id] ?? .null, path: JSONNode.join(node.path, id), log: node.log)
            let source: String?
            var settings = FieldSettings()
            if case .string = child.value {
                source = child.choice(MRZFieldEntry.sources)
            } else {
                guard let object = child.object(keys: ["source", "mandatory", "minConfidence"]) else { return nil }
                source = object.required("source", "the MRZ field's name")?.choice(MRZFieldEntry.sources)
                settings = decodeSettings(object)
            }
            return source.map { MRZFieldEntry(id: id, source: $0, settings: settings) }
        }
        return fields.count == members.count ? fields : nil
    }

    /// `mandatory` (default true) and `minConfidence` (0...100, default 0) of a field.
    static func decodeSettings(_ object: JSONObject) -> FieldSettings {
        FieldSettings(mandatory: object.optional("mandatory")?.bool() ?? true,
                      minConfidence: object.optional("minConfidence")?.number(in: 0...100) ?? 0)
    }

    /// `{"id": "iban", "mandatory": false, "minConfidence": 60, "<kind>": { options }}` — exactly one kind key.
    static func decodeParser(_ node: JSONNode) -> ParserEntry? {
        let kinds = ParserCatalog.kinds
        guard let object = node.object(keys: ["id", "mandatory", "minConfidence", "agreesWithMRZ"] + kinds) else { return nil }
        let id = object.required("id", "the field's name")?.string()
        var settings = decodeSettings(object)
        if let agreement = object.optional("agreesWithMRZ") {
            guard let source = agreement.choice(MRZAgreement.fields) else { return nil }
            settings.agreesWithMRZ = source
        }
        let kindKeys = object.keys.filter { kinds.contains($0) }
        guard kindKeys.count == 1, let kind = kindKeys.first, let options = object.optional(kind) else {
            node.report("expected exactly one parser kind key (\(kinds.joined(separator: ", "))), found \(kindKeys.isEmpty ? "none" : kindKeys.joined(separator: ", "))")
            return nil
        }
        guard let id, let parser = ParserCatalog.decode(kind: kind, options: options) else { return nil }
        return ParserEntry(id: id, kind: kind, parser: parser, settings: settings)
    }
}
