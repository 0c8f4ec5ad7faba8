/// What the synthetic generator's truth says per layout (`SampleTruth.layout` is an `IDLayout`:
/// the layouts the generator draws are the ones a universalIdConfig reads).
extension IDLayout {
    /// The keys of `SampleTruth.visual` for this layout, in reading order (a driving licence's
    /// `address` is there only when the variant prints field 8). Empty for `mrz` (ID cards with an
    /// MRZ carry what `CardRenderer.printedFields` lists).
    public var visualFields: [String] {
        switch self {
        case .mrz: return []
        case .drivingLicense:
            return ["surname", "givenNames", "dateOfBirth", "placeOfBirth", "dateOfIssue", "dateOfExpiry", "authority",
                    "documentNumber", "address", "categories"]
        case .idFront:
            return ["surname", "givenNames", "dateOfBirth", "placeOfBirth", "dateOfExpiry", "cardAccessNumber",
                    "documentNumber", "nationality"]
        }
    }

    /// The truth keys whose values are ISO 8601 dates (`yyyy-MM-dd`).
    public static let dateFields: Set<String> = ["dateOfBirth", "dateOfIssue", "dateOfExpiry"]
}
