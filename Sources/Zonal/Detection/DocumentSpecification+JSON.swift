import Foundation

/// Specifications as templates and the command line give them: a preset's name (`"id1"`), a
/// preset with a tolerance of its own (`{"name": "id1", "tolerance": 0.3}`), or an object
/// `{"name", "aspectRatio"?, "tolerance"?, "widthMM"?, "heightMM"?}` decoded strictly.
/// The aspect follows from the two sizes when it is not given; a width alone makes a width-only
/// specification (like `receipt`), a width with an aspect gives the height; a given aspect must
/// agree with given sizes.
extension DocumentSpecification {
    static let jsonKeys = ["name", "aspectRatio", "tolerance", "widthMM", "heightMM"]
    static let defaultTolerance = 0.08

    /// From a string (a preset name) or an object; issues go to the node's log.
    static func decode(_ node: JSONNode) -> DocumentSpecification? {
        if case let .string(name) = node.value {
            guard let preset = preset(named: name) else {
                let names = presets.map(\.name)
                node.report("unknown document specification \"\(name)\"; expected one of \(names.joined(separator: ", ")) or an object with \(jsonKeys.joined(separator: ", "))\(JSONNode.suggestion(name, among: names))")
                return nil
            }
            return preset
        }
        guard case .object = node.value else {
            node.report("expected a preset name or an object with \(jsonKeys.joined(separator: ", ")), found \(node.value.kindName)")
            return nil
        }
        guard let object = node.object(keys: jsonKeys) else { return nil }
        let issues = node.log.issues.count
        let name = object.required("name", "the name detections report")?.string()
        let aspect = object.optional("aspectRatio")?.number(in: 0.05...20)
        let givenTolerance = object.optional("tolerance")?.number(in: 0...0.5)
        let tolerance = givenTolerance ?? defaultTolerance
        let width = object.optional("widthMM")?.number(in: 1...2000)
        let height = object.optional("heightMM")?.number(in: 1...2000)
        guard node.log.issues.count == issues, let name else { return nil }
        if let preset = preset(named: name) {
            // A preset with its own tolerance: its shape and size stay the preset's.
            guard aspect == nil, width == nil, height == nil else {
                node.report("\"\(name)\" is a preset name: give the preset as a string, with only a tolerance of its own ({\"name\": \"\(name)\", \"tolerance\": 0.3}), or another name")
                return nil
            }
            var own = preset
            if let givenTolerance { own.tolerance = givenTolerance }
            return own
        }
        if height != nil, width == nil {
            node.report("heightMM needs widthMM (a specification known by its height alone is not supported)")
            return nil
        }
        if let width, let height {
            let physical = width / height
            // A stated shape and a stated size must describe one document; the tolerance is for
            // detection, not for the specification itself.
            if let aspect, abs(aspect / physical - 1) > 0.01 {
                node.report("aspectRatio \(JSONNode.format(aspect)) disagrees with widthMM / heightMM = \(String(format: "%.3f", physical)); give one or the other")
                return nil
            }
            return DocumentSpecification(name: name, aspectRatio: aspect ?? physical, tolerance: tolerance, widthMM: width, heightMM: height)
        }
        if aspect == nil, width == nil {
            node.report("give aspectRatio, or widthMM (and heightMM): a specification needs a shape or a size")
            return nil
        }
        // A width with an aspect gives the height; a width alone leaves it to the detected aspect.
        let derivedHeight: Double? = if let width, let aspect { width / aspect } else { nil }
        return DocumentSpecification(name: name, aspectRatio: aspect, tolerance: tolerance, widthMM: width, heightMM: derivedHeight)
    }

    /// A specification from command-line text: a preset name, or the JSON object (the string API).
    public static func parse(_ text: String, source: String = "--spec") throws -> DocumentSpecification {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let value: JSONValue
        if trimmed.hasPrefix("{") {
            do {
                value = try JSONValue.parse(Data(trimmed.utf8))
            } catch {
                throw ConfigurationError(issues: [ConfigurationIssue(file: source, path: "$", message: "not valid JSON: \(error)")])
            }
        } else {
            value = .string(trimmed)
        }
        let log = IssueLog(file: source)
        let specification = decode(.root(value, log: log))
        try log.throwIfAny()
        guard let specification else {
            throw ConfigurationError(issues: [ConfigurationIssue(file: source, path: "$", message: "not a document specification")])
        }
        return specification
    }
}
