/// Number plate shapes by country, as printed on current plates (upper case; `-` stands for any
/// dash OCR reads). Shapes only: nothing here knows which district codes exist (except the Swiss
/// cantons, which make that format tell-tale).
enum LicensePlatePresets {
    static let patterns: [(country: String, pattern: String)] = [
        // DE: district (1-3 letters), seal gap, 1-2 letters, 1-4 digits, E (electric) or H (historic).
        ("DE", #"[A-ZÄÖÜ]{1,3}[- ]{1,2}[A-Z]{1,2} ?[1-9][0-9]{0,3}[EH]?"#),
        // FR: SIV (2009), AB-123-CD, no I, O or U; and the older FNI 123 ABC 75.
        ("FR", #"[A-HJ-NP-TV-Z]{2}[- ]?[0-9]{3}[- ]?[A-HJ-NP-TV-Z]{2}|[0-9]{1,4} ?[A-Z]{1,3} ?(?:[0-9]{2}|2A|2B|97[1-6])"#),
        // GB: 2001 format, AB51 ABC.
        ("GB", #"[A-Z]{2}[0-9]{2} ?[A-Z]{3}"#),
        // IT: 1994 format, AB 123 CD, no I, O, Q or U.
        ("IT", #"[A-HJ-NPR-TV-Z]{2} ?[0-9]{3} ?[A-HJ-NPR-TV-Z]{2}"#),
        // NL: sidecodes 1-14, always with their dashes.
        ("NL", [
            "[A-Z]{2}-[0-9]{2}-[0-9]{2}", "[0-9]{2}-[0-9]{2}-[A-Z]{2}", "[0-9]{2}-[A-Z]{2}-[0-9]{2}", "[A-Z]{2}-[0-9]{2}-[A-Z]{2}",
            "[A-Z]{2}-[A-Z]{2}-[0-9]{2}", "[0-9]{2}-[A-Z]{2}-[A-Z]{2}", "[0-9]{2}-[A-Z]{3}-[0-9]", "[0-9]-[A-Z]{3}-[0-9]{2}",
            "[A-Z]{2}-[0-9]{3}-[A-Z]", "[A-Z]-[0-9]{3}-[A-Z]{2}", "[A-Z]{3}-[0-9]{2}-[A-Z]", "[A-Z]-[0-9]{2}-[A-Z]{3}",
            "[0-9]-[A-Z]{2}-[0-9]{3}", "[0-9]{3}-[A-Z]{2}-[0-9]",
        ].joined(separator: "|")),
        // PL: district (2-3 letters), then 4-5 letters and digits with at least one digit.
        ("PL", #"[A-Z]{2,3} ?(?=[A-Z]*[0-9])[0-9A-Z]{4,5}"#),
        // ES: 2000 format, 1234 BCD, consonants only.
        ("ES", #"[0-9]{4}[- ]?[B-DF-HJ-NP-TV-Z]{3}"#),
        // CH: canton, then up to six digits.
        ("CH", #"(?:AG|AI|AR|BE|BL|BS|FR|GE|GL|GR|JU|LU|NE|NW|OW|SG|SH|SO|SZ|TG|TI|UR|VD|VS|ZG|ZH)[- ]?[0-9]{1,6}"#),
        // AT: district (1-2 letters), then digits and letters (W-12345 A) or letters and digits (W-ABC 1).
        ("AT", #"[A-Z]{1,2}[- ][0-9]{1,5} ?[A-Z]{1,3}|[A-Z]{1,2}[- ][A-Z]{1,3} ?[0-9]{1,5}"#),
    ]

    static let countries: [String] = patterns.map(\.country)

    /// A shape with nothing beside it but separators.
    static func bounded(_ pattern: String) -> String { #"(?<![\p{L}\p{N}])(?:"# + pattern + #")(?![\p{L}\p{N}])"# }

    /// A preset as matched: an optional space may be two (OCR widens gaps).
    static func tolerant(_ pattern: String) -> String { bounded(pattern.replacingOccurrences(of: " ?", with: " {0,2}")) }
}
