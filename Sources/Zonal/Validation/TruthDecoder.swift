import Foundation

/// Decodes a truth file strictly, in either of two forms, and says what is wrong with the file
/// name, the JSON path and what was expected (`ConfigurationError`).
///
/// - The generator's (`zonal synth`'s `NAME.truth.json`, `SampleTruth`): recognised by its
///   `seed`, `index`, `conditions`, `lines` or `document` key.
/// - A hand-written one, every key optional:
///
///   ```json
///   { "image": "card-17.jpg", "class": "identity-card", "layout": "idFront",
///     "fields": { "surname": "MÜLLER", "dateOfBirth": "12.08.1974", "optionalNote": null,
///                 "total": { "value": "1234.50", "compare": "amount" } },
///     "expectedState": "uncertain" }
///   ```
///
///   `fields` are by the template's field ids; `null` means the field must not be found; an object
///   chooses the comparison (`exact`, `text`, `code`, `date`, `amount`). `"class": null` or
///   `"layout": null` marks a negative: no document the template should recognise.
public enum TruthDecoder {
    static let handKeys = ["image", "class", "layout", "fields", "expectedState"]
    static let generatorKeys = ["image", "layout", "variant", "format", "lines", "fields", "visual", "conditions", "expectedState",
                                "seed", "index", "exifOrientation", "document", "mrz"]
    static let generatorMarkers: Set<String> = ["seed", "index", "conditions", "lines", "document"]

    /// The truth and the image it names (nil when it names none).
    public struct Decoded: Sendable {
        public var truth: GroundTruth
        public var image: String?
    }

    public static func decode(_ data: Data, file: String) throws -> Decoded {
        let value: JSONValue
        do {
            value = try JSONValue.parse(data)
        } catch {
            throw ConfigurationError(issues: [ConfigurationIssue(file: file, path: "$", message: "not valid JSON: \(TemplateLoader.syntaxMessage(error))")])
        }
        guard case let .object(members) = value else {
            throw ConfigurationError(issues: [ConfigurationIssue(file: file, path: "$", message: "expected an object, found \(value.kindName)")])
        }
        let log = IssueLog(file: file)
        let root = JSONNode.root(value, log: log)
        if !generatorMarkers.isDisjoint(with: members.keys) {
            let object = root.object(keys: generatorKeys)
            // Codable would ignore unknown keys in these objects: check them first.
            let nested: [(String, [String])] = [("fields", MRZFieldEntry.sources), ("document", ["quad"]), ("mrz", ["quad"])]
            for (key, keys) in nested {
                if let child = object?.optional(key), child.value != .null { _ = child.object(keys: keys) }
            }
            try log.throwIfAny()
            let truth: SampleTruth
            do {
                truth = try JSONDecoder().decode(SampleTruth.self, from: data)
            } catch let error as DecodingError {
                let (path, message) = describe(error)
                throw ConfigurationError(issues: [ConfigurationIssue(file: file, path: path, message: message + " (a zonal synth truth file)")])
            }
            return Decoded(truth: GroundTruth(truth), image: truth.image)
        }
        let decoded = decodeHandWritten(root)
        try log.throwIfAny()
        guard let decoded else { throw ConfigurationError(issues: [ConfigurationIssue(file: file, path: "$", message: "not a truth object")]) }
        return decoded
    }

    static func decodeHandWritten(_ node: JSONNode) -> Decoded? {
        guard let object = node.object(keys: handKeys) else { return nil }
        let image = object.optional("image")?.string()
        var document = ExpectedDocument(present: true)
        if let layoutNode = object.optional("layout") {
            if layoutNode.value == .null {
                document.present = false
            } else {
                document.layout = layoutNode.choice(IDLayout.allCases.map(\.rawValue)).flatMap(IDLayout.init(rawValue:))
            }
        }
        if let classNode = object.optional("class") {
            if classNode.value == .null {
                document.present = false
            } else if let name = classNode.string() {
                if !document.present { classNode.report("a class is given, but \"layout\" is null (no document)") }
                document.className = name
            }
        }
        var fields: [String: ExpectedValue] = [:]
        // Any field id is allowed here; ids no field of the template has are counted in the report.
        if let fieldsNode = object.optional("fields") {
            if case let .object(members) = fieldsNode.value {
                for id in members.keys.sorted() {
                    guard let child = JSONObject(node: fieldsNode, members: members).optional(id) else { continue }
                    if let value = expectedValue(child) { fields[id] = value }
                }
            } else {
                fieldsNode.report("expected an object of field ids and expected values, found \(fieldsNode.value.kindName)")
            }
        }
        if !document.present && !fields.isEmpty { node.report("fields are given for a sample with no document (\"class\" or \"layout\" is null)") }
        let state = object.optional("expectedState")?.choice(["valid", "uncertain", "empty"]).flatMap(ResultState.init(rawValue:))
        return Decoded(truth: GroundTruth(source: .handWritten, document: document, fields: fields, expectedState: state == .valid ? nil : state),
                       image: image)
    }

    /// `"text"`, `null`, or `{"value": "text" | null, "compare": "date"}`.
    static func expectedValue(_ node: JSONNode) -> ExpectedValue? {
        switch node.value {
        case .null: return ExpectedValue(nil)
        case let .string(text): return ExpectedValue(text)
        case .object:
            guard let object = node.object(keys: ["value", "compare"]) else { return nil }
            guard let valueNode = object.required("value", "the expected text, or null when the field must not be found") else { return nil }
            let value: String?? = valueNode.value == .null ? .some(nil) : valueNode.string(nonEmpty: false).map { .some($0) }
            let comparison = object.optional("compare")?.choice(FieldComparison.allCases.map(\.rawValue)).flatMap(FieldComparison.init(rawValue:))
            guard let value else { return nil }
            return ExpectedValue(value, comparison: comparison)
        default:
            node.report("expected a string, null, or an object with \"value\" and \"compare\", found \(node.value.kindName)")
            return nil
        }
    }

    /// A Codable error as a JSON path and a message.
    static func describe(_ error: DecodingError) -> (String, String) {
        func path(_ keys: [any CodingKey]) -> String {
            keys.reduce("$") { path, key in key.intValue.map { "\(path)[\($0)]" } ?? JSONNode.join(path, key.stringValue) }
        }
        switch error {
        case let .typeMismatch(type, context): return (path(context.codingPath), "expected \(Self.name(of: type))")
        case let .valueNotFound(type, context): return (path(context.codingPath), "expected \(Self.name(of: type)), found null")
        case let .keyNotFound(key, context): return (path(context.codingPath), "missing \"\(key.stringValue)\"")
        case let .dataCorrupted(context): return (path(context.codingPath), context.debugDescription)
        @unknown default: return ("$", "\(error)")
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is UInt64.Type, is Double.Type: return "a number"
        case is [String].Type: return "an array of strings"
        default: return "\(type)"
        }
    }
}
