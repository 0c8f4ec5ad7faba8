/// IBAN lengths by country (SWIFT IBAN registry: every SEPA country and the other registered
/// ones), the countries whose BBAN is all digits — where a letter can only be an OCR look-alike
/// of a digit — and the structure of the SEPA countries' BBANs that mix letters and digits.
enum IBANCountries {
    static let lengths: [String: Int] = [
        "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BI": 27,
        "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DJ": 27, "DK": 18, "DO": 28,
        "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23,
        "GL": 18, "GR": 27, "GT": 28, "HN": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26,
        "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21,
        "LY": 25, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MN": 20, "MR": 27, "MT": 31, "MU": 30, "NI": 28,
        "NL": 18, "NO": 15, "OM": 23, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22,
        "RU": 33, "SA": 24, "SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25,
        "SV": 28, "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20, "YE": 30,
    ]

    /// The BBAN's structure where it is not all digits (SWIFT IBAN registry): `D` a digit, `L` a
    /// capital letter, `X` either. A letter where the country prints a digit, or a digit where it
    /// prints a letter, is an OCR look-alike; only `X` positions leave the two apart.
    static let mixedBBAN: [String: String] = [
        "AD": "DDDDDDDD" + x(12), "BG": "LLLLDDDDDD" + x(8), "CH": "DDDDD" + x(12), "CY": "DDDDDDDD" + x(16),
        "FR": "DDDDDDDDDD" + x(11) + "DD", "GB": "LLLL" + d(14), "GI": "LLLL" + x(15), "GR": "DDDDDDD" + x(16),
        "IE": "LLLL" + d(14), "IT": "L" + d(10) + x(12), "LI": "DDDDD" + x(12), "LU": "DDD" + x(13),
        "LV": "LLLL" + x(13), "MC": "DDDDDDDDDD" + x(11) + "DD", "MT": "LLLL" + d(5) + x(18), "NL": "LLLL" + d(10),
        "RO": "LLLL" + x(16), "SM": "L" + d(10) + x(12),
    ]

    /// `D`, `L` or `X` for each BBAN character of `country`, when known.
    static func bbanStructure(_ country: String) -> String? {
        if let mixed = mixedBBAN[country] { return mixed }
        guard numericBBAN.contains(country), let length = lengths[country] else { return nil }
        return d(length - 4)
    }

    private static func d(_ n: Int) -> String { String(repeating: "D", count: n) }
    private static func x(_ n: Int) -> String { String(repeating: "X", count: n) }

    static let numericBBAN: Set<String> = [
        "AT", "BA", "BE", "CZ", "DE", "DK", "EE", "EG", "ES", "FI", "FO", "GL", "HR", "HU", "IL", "IS", "LT",
        "ME", "NO", "PL", "PT", "RS", "SD", "SE", "SI", "SK", "TN", "XK",
    ]
}
