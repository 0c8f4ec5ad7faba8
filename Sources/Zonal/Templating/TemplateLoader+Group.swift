extension TemplateLoader {
    static func decodeGroup(_ node: JSONNode, detector: DetectorConfiguration?) -> ProcessorGroup? {
        guard let object = node.object(keys: ["id", "location", "dewarp", "processors"]) else { return nil }
        let id = object.required("id", "the group's id")?.string()
        let location = object.required("location", "[x, y, width, height] relative to the document")
            .flatMap(decodeLocation)
        let dewarp = object.required("dewarp", "an object with one of fixed, dpi, noUpscaling").flatMap(decodeDewarp)
        if let dewarp, dewarp.needsPhysicalSize, let detector, !detector.providesPhysicalSize, let dewarpNode = object.optional("dewarp") {
            dewarpNode.report("the dpi policy needs the document's physical size, which this template's detector does not provide (give every document specification widthMM and heightMM, give fullImage a size, or use fixed / noUpscaling)")
        }
        let processorNodes = object.required("processors", "an array of processors")?.array(nonEmpty: true) ?? []
        let processors = processorNodes.compactMap(decodeProcessor)
        guard let id, let location, let dewarp, processors.count == processorNodes.count else { return nil }
        return ProcessorGroup(id: id, location: location, dewarp: dewarp, processors: processors)
    }

    /// `[x, y, width, height]`, each in 0...1, inside the document.
    static func decodeLocation(_ node: JSONNode) -> RelativeRect? {
        guard let items = node.array() else { return nil }
        guard items.count == 4 else { node.report("expected [x, y, width, height] (4 numbers), found \(items.count) items"); return nil }
        let numbers = items.compactMap { $0.number(in: 0...1) }
        guard numbers.count == 4 else { return nil }
        let rect = RelativeRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        guard rect.width > 0, rect.height > 0 else { node.report("expected a width and height above 0"); return nil }
        guard rect.x + rect.width <= 1.000001, rect.y + rect.height <= 1.000001 else {
            node.report("the rectangle runs outside the document (x + width = \(JSONNode.format(rect.x + rect.width)), y + height = \(JSONNode.format(rect.y + rect.height)); both must be at most 1)")
            return nil
        }
        return rect
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
            _ = body.object(keys: [])
            return .mrz
        default:
            return nil
        }
    }

    /// `{"id": "iban", "mandatory": false, "<kind>": { options }}` — exactly one kind key.
    static func decodeParser(_ node: JSONNode) -> ParserEntry? {
        let kinds = ParserCatalog.kinds
        guard let object = node.object(keys: ["id", "mandatory"] + kinds) else { return nil }
        let id = object.required("id", "the field's name")?.string()
        let mandatory = object.optional("mandatory")?.bool() ?? true
        let kindKeys = object.keys.filter { kinds.contains($0) }
        guard kindKeys.count == 1, let kind = kindKeys.first, let options = object.optional(kind) else {
            node.report("expected exactly one parser kind key (\(kinds.joined(separator: ", "))), found \(kindKeys.isEmpty ? "none" : kindKeys.joined(separator: ", "))")
            return nil
        }
        guard let id, let parser = ParserCatalog.decode(kind: kind, options: options) else { return nil }
        return ParserEntry(id: id, kind: kind, parser: parser, mandatory: mandatory)
    }
}
