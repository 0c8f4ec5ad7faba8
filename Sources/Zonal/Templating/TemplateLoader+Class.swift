extension TemplateLoader {
    /// A class, with the checks that span its groups: ids unique within the class, and the
    /// classifier naming only fields its classification groups produce (it runs before
    /// extraction).
    /// `earlier` holds the extraction groups of the classes before it, by name, for `extractionOf`.
    static func decodeClass(_ node: JSONNode, detector: DetectorConfiguration?, earlier: [String: [ProcessorGroup]] = [:]) -> TemplatingClass? {
        guard let object = node.object(keys: ["name", "countries", "classification", "classifier", "extraction", "extractionOf", "registration", "marks"]) else { return nil }
        let name = object.required("name", "the class's name")?.string()
        let countries = object.optional("countries").flatMap(decodeCountries) ?? []
        let classificationNodes = object.optional("classification")?.array() ?? []
        var extractionNodes: [JSONNode] = []
        var reused: [ProcessorGroup]?
        // Variants that differ only in how they are recognised share one set of extraction groups.
        if let ofNode = object.optional("extractionOf") {
            if object.has("extraction") { node.report("give extraction or extractionOf, not both") }
            if let other = ofNode.string() {
                reused = earlier[other]
                if reused == nil {
                    ofNode.report("no earlier class is named \"\(other)\"; expected one of \(earlier.keys.sorted().joined(separator: ", "))\(JSONNode.suggestion(other, among: Array(earlier.keys)))")
                }
            }
        } else {
            extractionNodes = object.required("extraction", "an array of processor groups (or extractionOf: an earlier class's name)")?.array(nonEmpty: true) ?? []
        }
        let classification = classificationNodes.compactMap { decodeGroup($0, detector: detector) }
        let decoded = extractionNodes.compactMap { decodeGroup($0, detector: detector) }
        let extraction = reused ?? decoded

        var seen: [String: String] = [:]
        for (group, groupNode) in zip(classification + decoded, classificationNodes + extractionNodes) {
            for (id, path) in [(group.id, groupNode.path + ".id")] + ids(of: group, at: groupNode) {
                if let first = seen[id], first != path {
                    groupNode.log.add(path, "duplicate id \"\(id)\" (first at \(first)); ids name fields and must be unique within a class")
                } else {
                    seen[id] = path
                }
            }
        }

        checkMRZAgreements(classification + decoded, nodes: classificationNodes + extractionNodes, detector: detector, log: node.log)

        var classifier: ClassifierRule?
        if let ruleNode = object.optional("classifier") {
            classifier = decodeRule(ruleNode)
            let known = Set(classification.flatMap(\.fieldIds))
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

        let registration = object.optional("registration").flatMap(decodeRegistration)
        let markNodes = object.optional("marks")?.array() ?? []
        let marks = markNodes.compactMap(decodeLocation)

        guard let name, classification.count == classificationNodes.count, decoded.count == extractionNodes.count else { return nil }
        if object.has("extractionOf") && reused == nil { return nil }
        if object.has("classifier") && classifier == nil { return nil }
        if object.has("registration") && registration == nil { return nil }
        guard marks.count == markNodes.count else { return nil }
        return TemplatingClass(name: name, classification: classification, classifier: classifier, extraction: extraction, countries: countries,
                               registration: registration, marks: marks)
    }

    /// `{"searchArea": [x, y, width, height], "labels": [{"anchor": REGEX, "at": [x, y]}, ...]}`:
    /// at least `LabelRegistration.minimumMatches` labels, as a fit needs that many.
    static func decodeRegistration(_ node: JSONNode) -> RegistrationLabels? {
        guard let object = node.object(keys: ["searchArea", "labels"]) else { return nil }
        let searchArea = object.required("searchArea", "[x, y, width, height]: where the labels are looked for").flatMap(decodeLocation)
        let labelsNode = object.required("labels", "an array of {anchor, at}: printed labels and where the layout puts them")
        guard let labelNodes = labelsNode?.array() else { return nil }
        guard labelNodes.count >= LabelRegistration.minimumMatches else {
            labelsNode?.report("expected at least \(LabelRegistration.minimumMatches) labels (an outline is fitted to them), found \(labelNodes.count)")
            return nil
        }
        let labels = labelNodes.compactMap { labelNode -> RegistrationLabels.Label? in
            guard let label = labelNode.object(keys: ["anchor", "at"]) else { return nil }
            let pattern = label.required("anchor", "a regular expression for the printed label").flatMap(decodePattern)
            let at = label.required("at", "[x, y]: where the label's phrase starts and its baseline, as fractions of the document")
                .flatMap(decodePoint)
            guard let pattern, let at else { return nil }
            return RegistrationLabels.Label(label: pattern.pattern, labelPattern: pattern.source, at: at)
        }
        guard let searchArea, labels.count == labelNodes.count else { return nil }
        return RegistrationLabels(searchArea: searchArea, labels: labels)
    }

    /// `[x, y]`, each in 0...1.
    static func decodePoint(_ node: JSONNode) -> Point? {
        decodeFractions(node, named: "[x, y]", count: 2).map { Point(x: $0[0], y: $0[1]) }
    }

    /// A field that must agree with the MRZ needs the MRZ read before its group: by the `mrtd`
    /// detector, or by an MRZ processor in an earlier group (classification groups run first).
    private static func checkMRZAgreements(_ groups: [ProcessorGroup], nodes: [JSONNode], detector: DetectorConfiguration?, log: IssueLog) {
        var mrzRead = detector == .mrtd
        for (group, node) in zip(groups, nodes) {
            for (p, processor) in group.processors.enumerated() {
                guard case let .parsers(entries) = processor else { continue }
                for (i, entry) in entries.enumerated() where entry.settings.agreesWithMRZ != nil && !mrzRead {
                    log.add("\(node.path).processors[\(p)].parsers[\(i)].agreesWithMRZ",
                            "no MRZ is read before this group; use the mrtd detector, or an mrz processor in a classification group or an earlier extraction group")
                }
            }
            if group.processors.contains(where: { if case .mrz = $0 { return true } else { return false } }) { mrzRead = true }
        }
    }

    /// The field ids of a group (parsers' and MRZ fields') with their JSON paths.
    private static func ids(of group: ProcessorGroup, at node: JSONNode) -> [(String, String)] {
        var result: [(String, String)] = []
        for (p, processor) in group.processors.enumerated() {
            switch processor {
            case let .parsers(entries):
                for (i, entry) in entries.enumerated() { result.append((entry.id, "\(node.path).processors[\(p)].parsers[\(i)].id")) }
            case let .mrz(fields):
                for field in fields { result.append((field.id, "\(node.path).processors[\(p)].mrz.fields.\(field.id)")) }
            case .image:
                break
            }
        }
        return result
    }

    /// `["DEU", "UTO"]`: three capital letters each (the MRZ's country codes).
    static func decodeCountries(_ node: JSONNode) -> [String]? {
        guard let codes = node.strings() else { return nil }
        let bad = codes.filter { $0.count != 3 || !$0.allSatisfy { $0.isASCII && $0.isUppercase } }
        guard bad.isEmpty else {
            node.report("expected country codes of three capital letters (ISO 3166 alpha-3, as in the MRZ: \"DEU\", \"UTO\"), found \(bad.map { "\"\($0)\"" }.joined(separator: ", "))")
            return nil
        }
        return codes
    }
}
