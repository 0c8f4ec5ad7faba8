/// Currency signs and ISO 4217 codes as printed on invoices and receipts.
enum Currencies {
    /// ISO 4217 codes read without being asked for: upper case only ("try", "pen" and "cop" are
    /// English words), and none that is also a common capitalised word (ALL, MAD, PHP). Codes
    /// given in a parser's `currencies` option are read too.
    static let codes: [String] = [
        "EUR", "USD", "GBP", "CHF", "JPY", "CNY", "CAD", "AUD", "NZD", "SEK", "NOK", "DKK", "ISK", "PLN", "CZK",
        "HUF", "RON", "BGN", "RSD", "BAM", "MKD", "MDL", "UAH", "RUB", "TRY", "ILS", "INR", "BRL", "MXN",
        "ZAR", "SGD", "HKD", "KRW", "AED", "SAR", "QAR", "KWD", "BHD", "OMR", "EGP", "TND", "THB", "IDR",
        "MYR", "VND", "ARS", "CLP", "COP", "PEN",
    ]

    /// Signs, each with the codes it may stand for, the usual one first. A sign that stands for
    /// several currencies is resolved by the `currencies` option when exactly one of them is allowed.
    static let signs: [(sign: String, codes: [String])] = [
        ("€", ["EUR"]), ("US$", ["USD"]), ("CA$", ["CAD"]), ("C$", ["CAD"]), ("AU$", ["AUD"]), ("A$", ["AUD"]),
        ("NZ$", ["NZD"]), ("HK$", ["HKD"]), ("S$", ["SGD"]), ("R$", ["BRL"]),
        ("$", ["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "MXN", "ARS", "CLP", "COP"]),
        ("£", ["GBP"]), ("¥", ["JPY", "CNY"]), ("₹", ["INR"]), ("₽", ["RUB"]), ("₺", ["TRY"]), ("₩", ["KRW"]),
        ("₪", ["ILS"]), ("₴", ["UAH"]), ("zł", ["PLN"]), ("Kč", ["CZK"]), ("SFr.", ["CHF"]), ("Fr.", ["CHF"]),
        ("Ft", ["HUF"]), ("lei", ["RON"]), ("лв", ["BGN"]), ("kr.", ["DKK", "SEK", "NOK", "ISK"]),
        ("kr", ["SEK", "NOK", "DKK", "ISK"]),
    ]

    /// Signs whose usual meaning is taken without a remark ("$" is read as USD); the others are
    /// noted as ambiguous when nothing narrows them.
    static let unremarkable: Set<String> = ["$", "¥"]
}
