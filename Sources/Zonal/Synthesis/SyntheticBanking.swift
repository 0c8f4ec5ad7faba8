/// Payment identifiers for the synthetic payment slips: IBANs of real country formats and RF
/// creditor references (ISO 11649), both with correct ISO 7064 mod 97-10 check digits, so a
/// reader's checks pass on them exactly as on real ones. The account numbers are random.
enum SyntheticBanking {
    /// The BBAN of each country the slips draw: `D` a digit, `L` a capital letter, `X` either
    /// (the registry's structure, `IBANCountries.bbanStructure`). Weighted towards the SEPA
    /// countries whose slips this imitates.
    static let bbanPatterns: [(country: String, pattern: String, weight: Double)] = [
        ("DE", 3), ("FR", 2), ("AT", 1.5), ("NL", 1.5), ("CH", 2), ("BE", 1), ("IT", 1), ("ES", 1), ("LU", 0.5),
    ].map { (country: $0.0, pattern: IBANCountries.bbanStructure($0.0) ?? "", weight: $0.1) }

    /// Letters of alphanumeric account parts: without I and O, which banks avoid beside digits.
    static let letters = Array("ABCDEFGHJKLMNPQRSTUVWXYZ")

    /// A valid IBAN (no spaces) of a country drawn from `bbanPatterns`.
    static func iban(using rng: inout RandomSource) -> String {
        var x = rng.uniform(0...bbanPatterns.map(\.weight).reduce(0, +))
        let entry = bbanPatterns.first { x -= $0.weight; return x <= 0 } ?? bbanPatterns[0]
        return iban(country: entry.country, pattern: entry.pattern, using: &rng)
    }

    static func iban(country: String, pattern: String, using rng: inout RandomSource) -> String {
        let bban = String(pattern.map { kind -> Character in
            switch kind {
            case "D": return Character(String(rng.int(0...9)))
            case "L": return rng.pick(letters)
            // Mostly digits: real account numbers are, even where letters are allowed.
            default: return rng.chance(0.95) ? Character(String(rng.int(0...9))) : rng.pick(letters)
            }
        })
        return country + checkDigits(bban + country + "00") + bban
    }

    /// An RF creditor reference (no spaces): `RF`, two check digits, 5–15 characters of payload
    /// (digits — an invoice number —, or now and then digits and letters).
    static func creditorReference(using rng: inout RandomSource) -> String {
        let length = rng.int(5...15)
        let payload = rng.chance(0.8)
            ? IdentityGenerator.digits(length, using: &rng)
            : String((0..<length).map { _ in rng.chance(0.6) ? Character(String(rng.int(0...9))) : rng.pick(letters) })
        return "RF" + checkDigits(payload + "RF00") + payload
    }

    /// Whether an RF creditor reference's check digits are right (the payload with `RF` and the
    /// digits moved behind it is 1 mod 97).
    static func isValidCreditorReference(_ reference: String) -> Bool {
        guard reference.hasPrefix("RF"), (7...25).contains(reference.count) else { return false }
        return Mod97.passes(reference)
    }

    /// The two check digits that make `rearranged` (payload, then the two letters and "00")
    /// 1 mod 97: 98 − (value mod 97). The payloads drawn here are digits and capitals only, so
    /// the remainder always exists.
    static func checkDigits(_ rearranged: String) -> String {
        let check = 98 - (Mod97.remainder(rearranged) ?? 0)
        return check < 10 ? "0\(check)" : "\(check)"
    }

    /// Groups of four, as IBANs and references are printed.
    static func grouped(_ text: String) -> String {
        var out = ""
        for (i, character) in text.enumerated() {
            if i > 0 && i % 4 == 0 { out.append(" ") }
            out.append(character)
        }
        return out
    }
}
