extension TemplateLoader {
    static let ruleKeys = ["all", "any", "not", "valid", "matches", "equals", "confidenceAtLeast"]

    /// One rule object with exactly one key.
    static func decodeRule(_ node: JSONNode) -> ClassifierRule? {
        guard let object = node.object(keys: ruleKeys) else { return nil }
        guard let (key, body) = object.onlyMember("rule: \(ruleKeys.joined(separator: ", "))") else { return nil }
        switch key {
        case "all", "any":
            guard let items = body.array(nonEmpty: true) else { return nil }
            let rules = items.compactMap(decodeRule)
            guard rules.count == items.count else { return nil }
            return key == "all" ? .all(rules) : .any(rules)
        case "not":
            return decodeRule(body).map { .not($0) }
        case "valid":
            return body.string().map { .valid($0) }
        case "matches":
            guard let options = body.object(keys: ["field", "regex", "caseInsensitive"]) else { return nil }
            let field = options.required("field", "a field id")?.string()
            let caseInsensitive = options.optional("caseInsensitive")?.bool() ?? false
            guard let regexNode = options.required("regex", "a regular expression"), let pattern = regexNode.string() else { return nil }
            guard let regex = try? RegexBox(pattern, caseInsensitive: caseInsensitive) else {
                regexNode.report("not a valid regular expression")
                return nil
            }
            return field.map { .matches(field: $0, regex: regex) }
        case "equals":
            guard let options = body.object(keys: ["field", "value"]) else { return nil }
            let field = options.required("field", "a field id")?.string()
            let value = options.required("value", "the expected text")?.string(nonEmpty: false)
            guard let field, let value else { return nil }
            return .equals(field: field, value: value)
        case "confidenceAtLeast":
            guard let options = body.object(keys: ["field", "value"]) else { return nil }
            let field = options.required("field", "a field id")?.string()
            let value = options.required("value", "a confidence in 0...100")?.number(in: 0...100)
            guard let field, let value else { return nil }
            return .confidenceAtLeast(field: field, value: value)
        default:
            return nil
        }
    }
}
