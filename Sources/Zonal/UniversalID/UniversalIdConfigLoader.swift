import Foundation

/// Loads a universalIdConfig strictly, in any of three shapes: the whole Anyline-style file
/// (`cameraConfig`, `flashConfig`, `viewPluginConfig.pluginConfig.universalIdConfig`, ...; the
/// sections that configure a phone's camera and screen are accepted and ignored), the
/// `pluginConfig` object alone, or the bare `universalIdConfig` object. Errors name the file,
/// the JSON path and what was expected, all at once, as for templates.
public enum UniversalIdConfigLoader {
    /// Field names per layout that a config may set: the extraction fields of the bundled layout templates.
    public static func bundledFieldNames() throws -> [IDLayout: [String]] {
        var names: [IDLayout: [String]] = [:]
        for layout in IDLayout.allCases { names[layout] = try layout.template().configurableFields }
        return names
    }

    public static func load(path: String, fieldNames: [IDLayout: [String]]? = nil) throws -> UniversalIdConfig {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConfigurationError(issues: [ConfigurationIssue(file: path, path: "$", message: "cannot read the file (\(error.localizedDescription))")])
        }
        return try decode(data, file: path, fieldNames: fieldNames)
    }

    public static func decode(_ data: Data, file: String = "config", fieldNames: [IDLayout: [String]]? = nil) throws -> UniversalIdConfig {
        let value: JSONValue
        do {
            value = try JSONValue.parse(data)
        } catch {
            throw ConfigurationError(issues: [ConfigurationIssue(file: file, path: "$", message: "not valid JSON: \(TemplateLoader.syntaxMessage(error))")])
        }
        let names = try fieldNames ?? bundledFieldNames()
        let log = IssueLog(file: file)
        let config = decodeAnyShape(.root(value, log: log), fieldNames: names)
        try log.throwIfAny()
        guard let config else { throw ConfigurationError(issues: [ConfigurationIssue(file: file, path: "$", message: "not a universalIdConfig")]) }
        return config
    }

    /// Whether a file's top level has a universalIdConfig's keys rather than a template's.
    public static func looksLikeConfig(path: String) -> Bool {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)), case let .object(members)? = try? JSONValue.parse(data) else { return false }
        return !Set(members.keys).isDisjoint(with: wholeFileKeys + ["universalIdConfig", "allowedLayouts"])
    }

    static let wholeFileKeys = ["cameraConfig", "flashConfig", "viewPluginConfig"]
    static let viewPluginKeys = ["pluginConfig", "cutoutConfig", "scanFeedbackConfig"]
    static let pluginKeys = ["id", "universalIdConfig", "cancelOnResult", "startScanDelay"]
    static let configKeys = ["allowedLayouts", "alphabet"] + IDLayout.allCases.map(\.rawValue)

    /// Tells the shape by its keys, then walks down to the `universalIdConfig` object.
    static func decodeAnyShape(_ node: JSONNode, fieldNames: [IDLayout: [String]]) -> UniversalIdConfig? {
        guard case let .object(members) = node.value else { node.report("expected an object (a universalIdConfig, a pluginConfig or a whole config file)"); return nil }
        var ignored: [String] = []
        var plugin: JSONNode? = members["universalIdConfig"] != nil ? node : nil
        if !Set(members.keys).isDisjoint(with: wholeFileKeys) {
            guard let root = node.object(keys: wholeFileKeys) else { return nil }
            ignored += ["cameraConfig", "flashConfig"].filter(root.has).map { JSONNode.join(root.path, $0) }
            guard let view = root.required("viewPluginConfig", "an object holding pluginConfig")?.object(keys: viewPluginKeys) else { return nil }
            ignored += ["cutoutConfig", "scanFeedbackConfig"].filter(view.has).map { JSONNode.join(view.path, $0) }
            guard let pluginNode = view.required("pluginConfig", "an object holding universalIdConfig") else { return nil }
            plugin = pluginNode
        }
        var configNode = node
        if let plugin {
            guard let object = plugin.object(keys: pluginKeys) else { return nil }
            _ = object.optional("id")?.string()
            _ = object.optional("cancelOnResult")?.bool()
            _ = object.optional("startScanDelay")?.number(in: 0...600_000)
            ignored += ["id", "cancelOnResult", "startScanDelay"].filter(object.has).map { JSONNode.join(object.path, $0) }
            guard let inner = object.required("universalIdConfig", "the universalIdConfig object") else { return nil }
            configNode = inner
        }
        var config = decodeConfig(configNode, fieldNames: fieldNames)
        config?.ignored = ignored
        return config
    }

    static func decodeConfig(_ node: JSONNode, fieldNames: [IDLayout: [String]]) -> UniversalIdConfig? {
        guard let object = node.object(keys: configKeys) else { return nil }
        var allowed: [IDLayout: [String]]? = Dictionary(uniqueKeysWithValues: IDLayout.allCases.map { ($0, []) })
        if let layoutsNode = object.optional("allowedLayouts") {
            allowed = decodeAllowedLayouts(layoutsNode)
        }
        let alphabet = object.optional("alphabet").map { alphabetNode -> String? in
            guard let name = alphabetNode.string() else { return nil }
            guard name == "latin" else {
                alphabetNode.report("unsupported alphabet \"\(name)\": Zonal reads the latin alphabet only (\"latin\")")
                return nil
            }
            return name
        } ?? "latin"
        var fields: [IDLayout: [String: UniversalIdConfig.FieldOption]] = [:]
        var complete = true
        for layout in IDLayout.allCases {
            guard let layoutNode = object.optional(layout.rawValue) else { continue }
            if let options = decodeFieldOptions(layoutNode, layout: layout, known: fieldNames[layout] ?? []) {
                fields[layout] = options
            } else {
                complete = false
            }
        }
        guard let allowed, let alphabet, complete else { return nil }
        return UniversalIdConfig(allowedLayouts: allowed, alphabet: alphabet, fields: fields)
    }

    /// `{"mrz": [], "drivingLicense": ["DEU", "AUT"]}`: at least one layout.
    static func decodeAllowedLayouts(_ node: JSONNode) -> [IDLayout: [String]]? {
        guard let object = node.object(keys: IDLayout.allCases.map(\.rawValue)) else { return nil }
        guard !object.keys.isEmpty else {
            node.report("expected at least one layout (\(IDLayout.allCases.map(\.rawValue).joined(separator: ", "))); leave allowedLayouts out to allow all")
            return nil
        }
        var allowed: [IDLayout: [String]] = [:]
        var complete = true
        for layout in IDLayout.allCases {
            guard let countriesNode = object.optional(layout.rawValue) else { continue }
            if let countries = TemplateLoader.decodeCountries(countriesNode) { allowed[layout] = countries } else { complete = false }
        }
        return complete ? allowed : nil
    }

    /// `{"surname": {"scanOption": 0, "minConfidence": 40}, ...}` for one layout.
    static func decodeFieldOptions(_ node: JSONNode, layout: IDLayout, known: [String]) -> [String: UniversalIdConfig.FieldOption]? {
        guard let object = node.object(keys: known) else { return nil }
        var options: [String: UniversalIdConfig.FieldOption] = [:]
        var complete = true
        for name in object.keys where known.contains(name) {
            guard let fieldNode = object.optional(name), let field = fieldNode.object(keys: ["scanOption", "minConfidence"]) else { complete = false; continue }
            let scanOption = field.optional("scanOption").map { $0.integer(in: 0...2) }
            let minConfidence = field.optional("minConfidence").map { $0.number(in: 0...100) }
            if case .some(.none) = scanOption { complete = false }
            if case .some(.none) = minConfidence { complete = false }
            options[name] = UniversalIdConfig.FieldOption(scanOption: scanOption ?? nil, minConfidence: minConfidence ?? nil)
        }
        return complete && object.keys.allSatisfy(known.contains) ? options : nil
    }
}
