extension GroundTruth {
    /// The generator's truth as expectations: the layout, hints for the class (the kind of MRZ
    /// document, the variant's state), the printed fields, the MRZ's fields and lines, and the
    /// document's corners (a negative's too: whether they are measured is the scorer's call).
    public init(_ truth: SampleTruth) {
        var document = ExpectedDocument.none
        var visual = (truth.visual ?? [:]).mapValues { ExpectedValue($0) }
        if let layout = truth.layout {
            document = ExpectedDocument(present: true, layout: layout, kind: truth.format.map { Self.kind(of: $0, code: truth.fields?.documentCode ?? "") },
                                        country: truth.variant.flatMap { Self.country(ofVariant: $0, layout: layout) })
        } else if truth.visual != nil, let variant = truth.variant, PaymentSlipVariant.all.contains(where: { $0.name == variant }) {
            // A payment slip: no ID layout; expected to be read as the class named after its kind.
            document = ExpectedDocument(present: true, kind: SyntheticDocument.paymentSlipKind)
            // Identifiers printed in groups of four compare without their spaces, whichever parser reads them.
            for key in ["iban", "bic", "reference"] { visual[key]?.comparison = .code }
        }
        var mrzFields: [String: String] = [:]
        if let fields = truth.fields {
            // Only TD1 has a second optional data field; the reader reports none for the others.
            for name in MRZFieldEntry.sources where name != "optionalData2" || truth.format == .td1 {
                mrzFields[name] = fields.reported(name)
            }
        }
        self.init(source: .generator, document: document, fields: visual,
                  mrzFields: mrzFields, mrzLines: truth.lines.isEmpty ? nil : truth.lines.joined(separator: "\n"),
                  expectedState: truth.expectedState, documentQuad: truth.document.quad)
    }

    /// What the generator draws for a format: cards are titled by their document code.
    static func kind(of format: MRZFormat, code: String) -> String {
        switch format {
        case .td1, .td2: return CardRenderer.isResidencePermit(code) ? "residence-permit" : "identity-card"
        case .td3: return "passport"
        case .mrvA, .mrvB: return "visa"
        }
    }

    /// The issuing state of a generated licence or ID front variant.
    static func country(ofVariant name: String, layout: IDLayout) -> String? {
        switch layout {
        case .drivingLicense: return DrivingLicenseVariant.all.first { $0.name == name }?.country
        case .idFront: return IDFrontVariant.all.first { $0.name == name }?.nationality
        case .mrz: return nil
        }
    }
}

extension SampleTruth.Fields {
    /// A field as the MRZ parser reports it (`sex` `<` is `X`); nil for a name the MRZ does not have.
    func reported(_ name: String) -> String? {
        name == "sex" && sex == "<" ? "X" : value(of: name)
    }
}
