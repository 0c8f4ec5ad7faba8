extension Template {
    /// The fields a universalIdConfig may set: every extraction field of every class (parser ids
    /// and MRZ fields), in template order. Classification fields decide the class and stay as
    /// the template has them.
    public var configurableFields: [String] {
        var seen = Set<String>(), names: [String] = []
        for field in classes.flatMap(\.extraction).flatMap(\.reportedFields) where !field.isMRZReading && seen.insert(field.id).inserted {
            names.append(field.id)
        }
        return names
    }

    /// The template with a config's field options applied: `scanOption` 2 removes the field
    /// (and a group left with nothing to do, so it costs no OCR), 0 and 1 make it mandatory or
    /// optional, and every field gets its `minConfidence` (default 60). With `countries`, only
    /// classes of those issuing states (or of no stated state) stay.
    func applying(_ options: [String: UniversalIdConfig.FieldOption], countries: [String]) -> Template {
        func settings(_ id: String, _ current: FieldSettings) -> FieldSettings? {
            let option = options[id]
            if option?.scanOption == 2 { return nil }
            let mandatory = option?.scanOption.map { $0 == 0 } ?? current.mandatory
            return FieldSettings(mandatory: mandatory, minConfidence: option?.minConfidence ?? UniversalIdConfig.defaultMinConfidence,
                                 scanOption: mandatory ? 0 : 1)
        }
        func configure(_ group: ProcessorGroup) -> ProcessorGroup? {
            var group = group
            group.processors = group.processors.compactMap { processor -> Processor? in
                switch processor {
                case let .parsers(entries):
                    let kept = entries.compactMap { entry -> ParserEntry? in
                        settings(entry.id, entry.settings).map { var e = entry; e.settings = $0; return e }
                    }
                    return kept.isEmpty ? nil : .parsers(kept)
                case let .mrz(fields):
                    return .mrz(fields: fields.compactMap { field in settings(field.id, field.settings).map { var f = field; f.settings = $0; return f } })
                case .image:
                    return processor
                }
            }
            return group.processors.isEmpty ? nil : group
        }
        var copy = self
        copy.classes = classes.filter { countries.isEmpty || $0.countries.isEmpty || !Set($0.countries).isDisjoint(with: countries) }
            .map { templatingClass in
                var c = templatingClass
                c.extraction = templatingClass.extraction.compactMap(configure)
                return c
            }
        return copy
    }
}
