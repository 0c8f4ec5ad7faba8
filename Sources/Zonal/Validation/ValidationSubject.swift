import Foundation

/// What `zonal validate` measures: one template, or a universalIdConfig's layouts, each read by
/// its configured template. Knows every field they report and how to name a document's class.
public struct ValidationSubject: Sendable {
    public enum Kind: String, Sendable, Codable { case template, config }

    /// One template, and the ID layout it reads (for a config's layouts, and for the bundled
    /// layout templates run on their own, so that a licence is not expected of the ID-front template).
    public struct Unit: Sendable {
        public var layout: IDLayout?
        public var template: Template
        /// Every field the template's classes report, once (the first class to report it decides).
        public var fields: [ProcessorGroup.ReportedField]
        /// Field id → the classes reporting it.
        public var classesOfField: [String: Set<String>]
        public var classNames: [String] { template.classes.map(\.name) }

        init(layout: IDLayout?, template: Template) {
            self.layout = layout
            self.template = template
            var fields: [ProcessorGroup.ReportedField] = []
            var classes: [String: Set<String>] = [:]
            for templatingClass in template.classes {
                for field in templatingClass.groups.flatMap(\.reportedFields) {
                    if classes[field.id] == nil { fields.append(field) }
                    classes[field.id, default: []].insert(templatingClass.name)
                }
            }
            self.fields = fields
            classesOfField = classes
        }
    }

    public var kind: Kind
    public var name: String
    public var units: [Unit]
    private let reader: @Sendable (String) async throws -> TemplateResult

    public init(template: Template, textPool: EnginePool = EnginePool(model: .eng), mrzReader: MRZReader = MRZReader()) {
        let recognizer = TemplateRecognizer(template: template, textPool: textPool, mrzReader: mrzReader)
        kind = .template
        name = template.name
        let layout = IDLayout.allCases.first { ($0.templateFile as NSString).deletingPathExtension == template.name }
        units = [Unit(layout: layout, template: template)]
        reader = { try await recognizer.read(path: $0) }
    }

    public init(config: UniversalIdConfig, name: String, textPool: EnginePool = EnginePool(model: .eng), mrzReader: MRZReader = MRZReader()) throws {
        let idReader = try UniversalIdReader(config: config, textPool: textPool, mrzReader: mrzReader)
        kind = .config
        self.name = name
        units = idReader.layouts.map { Unit(layout: $0.layout, template: $0.recognizer.template) }
        reader = { try await idReader.read(path: $0) }
    }

    public func read(path: String) async throws -> TemplateResult { try await reader(path) }

    /// How a field is named in the report: its id, prefixed by its layout for a config
    /// (`idFront.surname`), where layouts share field names.
    func key(_ id: String, in unit: Unit) -> String {
        kind == .config ? (unit.layout.map { "\($0.rawValue).\(id)" } ?? id) : id
    }

    func unit(for layout: IDLayout?) -> Unit? {
        kind == .template ? units.first : units.first { $0.layout == layout }
    }
}
