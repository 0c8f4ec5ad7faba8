import Foundation

/// The kinds of identity document a universalIdConfig can allow, each read by a bundled template.
public enum IDLayout: String, Sendable, Codable, CaseIterable, Comparable {
    /// Any document with an MRZ (passports, ID cards, visas): fields from the MRZ.
    case mrz
    /// An ID card's front (no MRZ): printed, labelled fields.
    case idFront
    /// The EU harmonised driving licence's front: fields behind printed numeric labels.
    case drivingLicense

    /// The order layouts are tried in: an MRZ, when there is one, is the surest reading.
    public static func < (a: IDLayout, b: IDLayout) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }

    /// The bundled template's file name (in `Templates/`).
    public var templateFile: String {
        switch self {
        case .mrz: return "id-mrz.json"
        case .idFront: return "id-front.json"
        case .drivingLicense: return "driving-license.json"
        }
    }

    /// The folder of the bundled templates (`Templates/` in the repository).
    public static var templatesDirectory: URL? {
        Bundle.module.resourceURL?.appendingPathComponent("Templates")
    }

    /// The bundled template of this layout.
    public func template() throws -> Template {
        guard let directory = Self.templatesDirectory else {
            throw ZonalError.ocrUnavailable("the bundled templates are missing (no resource folder)")
        }
        return try TemplateLoader.load(path: directory.appendingPathComponent(templateFile).path)
    }
}
