/// The labels of the confusion matrix: a template's class name, or for a config the layout
/// (`mrz`) or layout and class (`drivingLicense/deu`) where a layout has several classes;
/// `none` for no document.
extension ValidationSubject {
    public static let noDocument = "none"

    /// What the truth expects, or nil when it does not say enough to score the class.
    func expectedLabel(_ document: ExpectedDocument) -> String? {
        guard document.present else { return Self.noDocument }
        switch kind {
        case .template:
            guard let unit = units.first else { return nil }
            if let name = document.className { return name }
            // A bundled layout template is not expected to read another layout's documents.
            if let own = unit.layout, let layout = document.layout, layout != own { return Self.noDocument }
            if let name = Self.resolveClass(document, in: unit) { return name }
            let saysNothing = document.layout == nil && document.kind == nil && document.country == nil
            if saysNothing || (unit.layout != nil && document.layout == unit.layout) { return nil }
            // A generated document of a kind this template has no class for.
            return Self.noDocument
        case .config:
            guard let layout = document.layout else {
                // A generated document that is not an identity document (a payment slip): no layout of a config reads it.
                if document.className == nil && document.kind != nil { return Self.noDocument }
                let owners = units.filter { unit in document.className.map(unit.classNames.contains) ?? false }
                guard owners.count == 1, let owner = owners.first, let layout = owner.layout, let name = document.className else { return nil }
                return owner.classNames.count == 1 ? layout.rawValue : "\(layout.rawValue)/\(name)"
            }
            guard let unit = unit(for: layout) else { return Self.noDocument }
            if unit.classNames.count == 1 { return layout.rawValue }
            return Self.resolveClass(document, in: unit).map { "\(layout.rawValue)/\($0)" } ?? layout.rawValue
        }
    }

    /// What the result read, as fine as `expected` is (a layout alone when the truth named no class).
    func readLabel(_ result: TemplateResult, expected: String?) -> String {
        guard result.state != .empty, let name = result.class else { return Self.noDocument }
        switch kind {
        case .template:
            return name
        case .config:
            guard let layout = result.layout else { return Self.noDocument }
            let several = (unit(for: layout)?.classNames.count ?? 1) > 1
            return several && (expected?.contains("/") ?? true) ? "\(layout.rawValue)/\(name)" : layout.rawValue
        }
    }

    /// The class a document is of, among a template's: named, or found by the generator's hints
    /// (a class named like the kind of MRZ document; the one class of the variant's state; the
    /// only class of the layout's template).
    static func resolveClass(_ document: ExpectedDocument, in unit: Unit) -> String? {
        if let name = document.className { return name }
        if let kind = document.kind, unit.classNames.contains(kind) { return kind }
        if let country = document.country {
            let matching = unit.template.classes.filter { $0.countries.contains(country) }
            if matching.count == 1, let only = matching.first { return only.name }
        }
        if unit.classNames.count == 1, let layout = unit.layout, document.layout == layout { return unit.classNames.first }
        return nil
    }

    /// The template expected to read the document, when one is.
    func expectedUnit(_ document: ExpectedDocument) -> Unit? {
        guard document.present else { return nil }
        switch kind {
        case .template:
            guard let unit = units.first else { return nil }
            if let own = unit.layout, let layout = document.layout, layout != own { return nil }
            return unit
        case .config:
            if let layout = document.layout { return unit(for: layout) }
            let owners = units.filter { unit in document.className.map(unit.classNames.contains) ?? false }
            return owners.count == 1 ? owners.first : nil
        }
    }
}
