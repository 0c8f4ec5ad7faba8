extension TemplateLoader {
    /// A class, with the checks that span its groups: ids unique within the class, and the
    /// classifier naming only fields its classification groups produce (it runs before
    /// extraction).
    static func decodeClass(_ node: JSONNode, detector: DetectorConfiguration?) -> TemplatingClass? {
        guard let object = node.object(keys: ["name", "classification", "classifier", "extraction"]) else { return nil }
        let name = object.required("name", "the class's name")?.string()
        let classificationNodes = object.optional("classification")?.array() ?? []
        let extractionNodes = object.required("extraction", "an array of processor groups")?.array(nonEmpty: true) ?? []
        let classification = classificationNodes.compactMap { decodeGroup($0, detector: detector) }
        let extraction = extractionNodes.compactMap { decodeGroup($0, detector: detector) }

        var seen: [String: String] = [:]
        for (group, groupNode) in zip(classification + extraction, classificationNodes + extractionNodes) {
            for (id, path) in [(group.id, groupNode.path + ".id")] + ids(of: group, at: groupNode) {
                if let first = seen[id], first != path {
                    groupNode.log.add(path, "duplicate id \"\(id)\" (first at \(first)); ids name fields and must be unique within a class")
                } else {
                    seen[id] = path
                }
            }
        }

        var classifier: ClassifierRule?
        if let ruleNode = object.optional("classifier") {
            classifier = decodeRule(ruleNode)
            let known = Set(classification.flatMap { group in [group.id] + group.parserEntries.map(\.id) })
            // Only when every classification group decoded: otherwise the missing group's fields
            // would be reported again as unknown.
            if let classifier, classification.count == classificationNodes.count {
                for field in classifier.fieldNames where !known.contains(field) {
                    let hint = known.isEmpty ? "this class has no classification groups" : "expected one of \(known.sorted().joined(separator: ", "))"
                    ruleNode.report("the classifier names \"\(field)\", which no classification group of this class reads (\(hint))\(JSONNode.suggestion(field, among: Array(known)))")
                }
            }
        } else if !classification.isEmpty {
            node.report("classification groups without a classifier would never be used; add a classifier or move them to extraction")
        }

        guard let name, classification.count == classificationNodes.count, extraction.count == extractionNodes.count else { return nil }
        if object.has("classifier") && classifier == nil { return nil }
        return TemplatingClass(name: name, classification: classification, classifier: classifier, extraction: extraction)
    }

    /// The parser ids of a group with their JSON paths.
    private static func ids(of group: ProcessorGroup, at node: JSONNode) -> [(String, String)] {
        var result: [(String, String)] = []
        for (p, processor) in group.processors.enumerated() {
            guard case let .parsers(entries) = processor else { continue }
            for (i, entry) in entries.enumerated() {
                result.append((entry.id, "\(node.path).processors[\(p)].parsers[\(i)].id"))
            }
        }
        return result
    }
}
