import Foundation

/// A visual-zone value checked against the same field in the document's MRZ (a field's
/// `agreesWithMRZ`). Two readings of differently printed text rarely go wrong the same way:
/// a value that differs is doubted, and a value equal to an MRZ field whose check digit holds
/// is as sure as that field.
enum MRZAgreement {
    /// The MRZ fields a visual value can be compared with.
    static let fields = ["documentNumber", "surname", "givenNames", "dateOfBirth", "dateOfExpiry", "sex"]
    /// Fields with a check digit of their own: agreement with them confirms the visual value.
    static let checked: Set<String> = ["documentNumber", "dateOfBirth", "dateOfExpiry"]
    /// A differing value's confidence, under the default `minConfidence` (60).
    static let differingConfidence = 50.0

    static func check(_ field: inout ParsedField, against source: String, in mrz: MRZResult) {
        guard let value = field.value, let mrzField = mrz.fields[source] else { return }
        if agrees(value, mrzField.value, source: source, truncated: mrzField.flags.contains("truncated")) {
            if checked.contains(source), mrzField.valid { field.confidence = max(field.confidence, mrzField.confidence) }
        } else {
            field.confidence = min(field.confidence, differingConfidence)
            field.reasons.append("differs from the MRZ's \(source)")
        }
    }

    static func agrees(_ visual: String, _ mrz: String, source: String, truncated: Bool) -> Bool {
        switch source {
        case "dateOfBirth", "dateOfExpiry":
            // The MRZ's two-digit year leaves the century to a guess: compare YY-MM-DD.
            return visual.count == 10 && mrz.count == 10 && visual.suffix(8) == mrz.suffix(8)
        case "surname", "givenNames":
            let mrzName = words(mrz)
            return names(visual).contains { $0 == mrzName || truncated && !mrzName.isEmpty && $0.hasPrefix(mrzName) }
        case "sex":
            return visual.uppercased().prefix(1) == (mrz.isEmpty ? "X" : mrz)
        default:
            return squeezed(visual) == squeezed(mrz)
        }
    }

    /// A printed name as the MRZ may write it: ICAO 9303 transliteration (Ä → AE), or with the
    /// diacritics dropped (Ä → A), which some issuers use.
    static func names(_ printed: String) -> [String] {
        let stripped = printed.folding(options: [.diacriticInsensitive], locale: nil)
        return [MRZComposer.transliterate(printed), MRZComposer.transliterate(stripped)].map(words)
    }

    /// Name components separated by single spaces (`<` and spaces alike).
    private static func words(_ name: String) -> String {
        name.split(whereSeparator: { $0 == "<" || $0 == " " }).joined(separator: " ")
    }

    private static func squeezed(_ text: String) -> String {
        text.uppercased().filter { $0 != " " && $0 != "<" }
    }
}
