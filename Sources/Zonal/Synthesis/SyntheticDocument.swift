/// What a synthetic sample shows: a document with an MRZ of one format, or one of the documents
/// without an MRZ whose fields a reader finds by their printed labels or places.
public enum SyntheticDocument: Hashable, Sendable {
    case mrz(MRZFormat)
    /// An EU-style driving licence front (85.6 × 54 mm): the numbered fields 1.–9.
    case drivingLicense
    /// An ID card front without an MRZ (85.6 × 54 mm): labelled fields, document number, CAN.
    case idFront
    /// A SEPA-style payment slip (210 × 105 mm): payee, IBAN, amount, execution date, RF
    /// reference in boxes of a standard form. Not an identity document: no `IDLayout`.
    case paymentSlip

    /// Every kind, MRZ formats first (the `--formats` order).
    public static let allCases: [SyntheticDocument] = MRZFormat.allCases.map { .mrz($0) } + [.drivingLicense, .idFront, .paymentSlip]

    /// The name in file names and on the command line: td1, td2, td3, mrva, mrvb, dl, idfront, slip.
    public var name: String {
        switch self {
        case .mrz(let format): return format.rawValue.lowercased().replacingOccurrences(of: "-", with: "")
        case .drivingLicense: return "dl"
        case .idFront: return "idfront"
        case .paymentSlip: return "slip"
        }
    }

    /// Parses `name` (case-insensitive; `mrv-a` is `mrva`).
    public init?(name: String) {
        let key = name.lowercased().replacingOccurrences(of: "-", with: "")
        guard let kind = Self.allCases.first(where: { $0.name == key }) else { return nil }
        self = kind
    }

    public var format: MRZFormat? {
        if case .mrz(let format) = self { return format }
        return nil
    }

    /// How the truth describes the document's layout; nil for a document that is not an identity
    /// document (its truth has `visual` values, and its `variant` names a `PaymentSlipVariant`).
    public var layout: IDLayout? {
        switch self {
        case .mrz: return .mrz
        case .drivingLicense: return .drivingLicense
        case .idFront: return .idFront
        case .paymentSlip: return nil
        }
    }

    /// What validation expects a template's class to be named for a generated payment slip.
    public static let paymentSlipKind = "payment-slip"
}
