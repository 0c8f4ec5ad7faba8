/// A rendered document without an MRZ (driving licence, ID front, payment slip) and what its truth says.
struct VisualDocument {
    let page: RenderedDocument
    /// The variant's name (`SampleTruth.variant`).
    let variant: String
    /// Field name → value as `SampleTruth.visual` holds it.
    let values: [String: String]

    /// Renders the `occurrence`-th sample of `kind` in a run (the variants take turns, so a small
    /// set has each of them), from the sample's identity and its own streams.
    static func render(_ kind: SyntheticDocument, occurrence: Int, person: SyntheticIdentity, dpi: Double, referenceYear: Int,
                       data: inout RandomSource, render: inout RandomSource) throws -> VisualDocument {
        switch kind {
        case .drivingLicense:
            let variant = DrivingLicenseVariant.all[occurrence % DrivingLicenseVariant.all.count]
            return try DrivingLicenseRenderer.render(person, variant: variant, dpi: dpi, data: &data, render: &render)
        case .idFront:
            let variant = IDFrontVariant.all[occurrence % IDFrontVariant.all.count]
            return try IDFrontRenderer.render(person, variant: variant, dpi: dpi, data: &data, render: &render)
        case .paymentSlip:
            let variant = PaymentSlipVariant.all[occurrence % PaymentSlipVariant.all.count]
            return try PaymentSlipRenderer.render(variant: variant, person: person, referenceYear: referenceYear, dpi: dpi,
                                                  data: &data, render: &render)
        case .mrz:
            throw ZonalError.invalidArgument("an MRZ document is not a visual-only document")
        }
    }

    /// How many samples before `index` show the same kind as sample `index` (samples take
    /// `documents` in turn).
    static func occurrence(of index: Int, in documents: [SyntheticDocument]) -> Int {
        let n = documents.count, kind = documents[index % n]
        let perRound = documents.filter { $0 == kind }.count
        return (index / n) * perRound + documents[..<(index % n)].filter { $0 == kind }.count
    }
}
