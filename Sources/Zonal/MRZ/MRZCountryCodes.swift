/// Codes that may stand in an MRZ's issuing-state and nationality fields (ICAO 9303 part 3 §5).
/// An unknown code is reported (a warning and the field flag `unknownCode`), never a failure:
/// states and organisations are added faster than any list is updated.
enum MRZCountryCodes {
    /// ISO 3166-1 alpha-3.
    static let iso3166: Set<String> = Set("""
    ABW AFG AGO AIA ALA ALB AND ARE ARG ARM ASM ATA ATF ATG AUS AUT AZE BDI BEL BEN BES BFA BGD BGR \
    BHR BHS BIH BLM BLR BLZ BMU BOL BRA BRB BRN BTN BVT BWA CAF CAN CCK CHE CHL CHN CIV CMR COD COG \
    COK COL COM CPV CRI CUB CUW CXR CYM CYP CZE DEU DJI DMA DNK DOM DZA ECU EGY ERI ESH ESP EST ETH \
    FIN FJI FLK FRA FRO FSM GAB GBR GEO GGY GHA GIB GIN GLP GMB GNB GNQ GRC GRD GRL GTM GUF GUM GUY \
    HKG HMD HND HRV HTI HUN IDN IMN IND IOT IRL IRN IRQ ISL ISR ITA JAM JEY JOR JPN KAZ KEN KGZ KHM \
    KIR KNA KOR KWT LAO LBN LBR LBY LCA LIE LKA LSO LTU LUX LVA MAC MAF MAR MCO MDA MDG MDV MEX MHL \
    MKD MLI MLT MMR MNE MNG MNP MOZ MRT MSR MTQ MUS MWI MYS MYT NAM NCL NER NFK NGA NIC NIU NLD NOR \
    NPL NRU NZL OMN PAK PAN PCN PER PHL PLW PNG POL PRI PRK PRT PRY PSE PYF QAT REU ROU RUS RWA SAU \
    SDN SEN SGP SGS SHN SJM SLB SLE SLV SMR SOM SPM SRB SSD STP SUR SVK SVN SWE SWZ SXM SYC SYR TCA \
    TCD TGO THA TJK TKL TKM TLS TON TTO TUN TUR TUV TWN TZA UGA UKR UMI URY USA UZB VAT VCT VEN VGB \
    VIR VNM VUT WLF WSM YEM ZAF ZMB ZWE
    """.split(separator: " ").map(String.init))

    /// ICAO's own codes: Germany's `D`, British nationality variants, Kosovo, the United Nations and
    /// other organisations, stateless persons and refugees, and the specimen state Utopia.
    static let icao: Set<String> = [
        "D", "GBD", "GBN", "GBO", "GBP", "GBS", "RKS", "EUE", "UNO", "UNA", "UNK", "UTO",
        "XBA", "XCC", "XCE", "XCO", "XDC", "XEC", "XES", "XGG", "XIM", "XKX", "XMP", "XOM", "XPO",
        "XXA", "XXB", "XXC", "XXX",
    ]

    /// `code` as a field value, trailing fillers already removed (`D<<` → `D`).
    static func isKnown(_ code: String) -> Bool {
        iso3166.contains(code) || icao.contains(code)
    }
}
