import Foundation

/// Loads templates strictly: an unknown key, a wrong type, a rectangle outside the document, a
/// duplicate id, a classifier naming an unknown field or a `dpi` policy without a physical size
/// is an error naming the file, the JSON path and what was expected. Decoding goes on past an
/// error, so one `ConfigurationError` lists every issue of the file.
public enum TemplateLoader {
    public static func load(path: String) throws -> Template {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConfigurationError(issues: [ConfigurationIssue(file: path, path: "$", message: "cannot read the file (\(error.localizedDescription))")])
        }
        return try decode(data, file: path)
    }

    /// Decodes template JSON; `file` names it in errors.
    public static func decode(_ data: Data, file: String = "template") throws -> Template {
        let value: JSONValue
        do {
            value = try JSONValue.parse(data)
        } catch {
            throw ConfigurationError(issues: [ConfigurationIssue(file: file, path: "$", message: "not valid JSON: \(Self.syntaxMessage(error))")])
        }
        let log = IssueLog(file: file)
        let template = decode(.root(value, log: log))
        try log.throwIfAny()
        guard let template else { throw ConfigurationError(issues: [ConfigurationIssue(file: file, path: "$", message: "not a template")]) }
        return template
    }

    static func decode(_ node: JSONNode) -> Template? {
        guard let root = node.object(keys: ["name", "description", "detector", "classes"]) else { return nil }
        let name = root.required("name", "the template's name")?.string()
        _ = root.optional("description")?.string(nonEmpty: false)
        let detector = root.required("detector", "an object with one of document, mrtd, fullImage").flatMap(decodeDetector)
        let classNodes = root.required("classes", "an array of templating classes")?.array(nonEmpty: true) ?? []
        var classes: [TemplatingClass] = []
        var names: [String: String] = [:]
        var extractions: [String: [ProcessorGroup]] = [:]
        for classNode in classNodes {
            guard let templatingClass = decodeClass(classNode, detector: detector, earlier: extractions) else { continue }
            extractions[templatingClass.name] = extractions[templatingClass.name] ?? templatingClass.extraction
            if let first = names[templatingClass.name] {
                classNode.report("duplicate class name \"\(templatingClass.name)\" (first at \(first))")
            }
            names[templatingClass.name] = names[templatingClass.name] ?? classNode.path
            classes.append(templatingClass)
        }
        guard let name, let detector, classes.count == classNodes.count else { return nil }
        return Template(name: name, detector: detector, classes: classes)
    }

    static func decodeDetector(_ node: JSONNode) -> DetectorConfiguration? {
        guard let object = node.object(keys: ["document", "mrtd", "fullImage"]) else { return nil }
        guard let (key, body) = object.onlyMember("detector: document, mrtd or fullImage") else { return nil }
        switch key {
        case "document":
            guard let options = body.object(keys: ["specifications"]) else { return nil }
            guard let items = options.required("specifications", "preset names or custom specifications")?.array(nonEmpty: true) else { return nil }
            let specifications = items.compactMap(DocumentSpecification.decode)
            return specifications.count == items.count ? .document(specifications) : nil
        case "mrtd":
            _ = body.object(keys: [])
            return .mrtd
        case "fullImage":
            guard let options = body.object(keys: ["widthMM", "heightMM"]) else { return nil }
            let width = options.optional("widthMM")?.number(in: 1...2000)
            let height = options.optional("heightMM")?.number(in: 1...2000)
            if options.has("widthMM") != options.has("heightMM") {
                options.node.report("give both widthMM and heightMM, or neither")
            }
            return .fullImage(widthMM: width, heightMM: height)
        default:
            return nil
        }
    }

    static func syntaxMessage(_ error: Error) -> String {
        if case let DecodingError.dataCorrupted(context) = error {
            return (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String ?? context.debugDescription
        }
        return "\(error)"
    }
}
