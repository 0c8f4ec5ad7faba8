import Foundation

/// `"countryCode": true`: the value is a country code as MRZs and ID cards print them, ISO 3166-1
/// alpha-3 or one of ICAO's own (`UTO`, `GBD`, `RKS`; `MRZCountryCodes`). A match that is none is
/// mended by one look-alike letter (`MRZLookAlikes`: `PRA` for `FRA`, `OEU` for `DEU`) when
/// exactly one such change makes a known code; the code is then given, not valid, at most
/// `countryCodeConfidence`. Otherwise it is given as read at that confidence, with a reason: the
/// list may lack a new code, so it is doubted, not refused.
extension RegexParser {
    static let countryCodeConfidence = 50.0
    static let unknownCountryCodeReason = "not a known country code (ISO 3166-1 alpha-3 or ICAO)"

    /// The first match that is a known code; else the first, mended or doubted.
    func countryCodeField(_ matches: [TextPattern.Match], in text: RecognizedText) -> ParsedField? {
        guard let first = matches.first else { return nil }
        let weighed = rivalsWeighed(text)
        if let known = matches.first(where: { MRZCountryCodes.isKnown($0.text) }) {
            return weighed.field(known.text, span: known.range, valid: true, components: known.named, wholeWords: true)
        }
        var field = weighed.field(first.text, span: first.range, valid: true, components: first.named, wholeWords: true)
        if let (code, from, to) = Self.mendedCountryCode(first.text) {
            field.value = code
            field.valid = false
            field.reasons.append("read '\(from)' as its look-alike '\(to)': the only such change that makes a known country code")
        } else {
            field.reasons.append(Self.unknownCountryCodeReason)
        }
        field.confidence = min(field.confidence, Self.countryCodeConfidence)
        return field
    }

    /// The one known code a single look-alike change of `code` makes, with the letters changed.
    static func mendedCountryCode(_ code: String) -> (String, Character, Character)? {
        let characters = Array(code)
        var found: [(String, Character, Character)] = []
        for (index, c) in characters.enumerated() {
            for other in MRZLookAlikes.confusions(of: c) where other.isLetter {
                var changed = characters
                changed[index] = other
                let candidate = String(changed)
                if MRZCountryCodes.isKnown(candidate) { found.append((candidate, c, other)) }
            }
        }
        return found.count == 1 ? found.first : nil
    }
}
