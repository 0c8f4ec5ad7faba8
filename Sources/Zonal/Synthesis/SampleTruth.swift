import Foundation

/// The ground truth written beside each synthetic image as `NAME.truth.json`:
///
/// ```json
/// {
///   "image": "0003-td1-skew.jpg",
///   "layout": "mrz",                       // "mrz" | "drivingLicense" | "idFront" | null (negatives, payment slips)
///   "variant": null,                       // the layout variant ("uto", "d", "f", "i"; a slip's "en", "de", "fr"); null for "mrz" and negatives
///   "format": "TD1",                       // "TD1" | "TD2" | "TD3" | "MRV-A" | "MRV-B" | null (no MRZ)
///   "lines": ["I<UTOD23145890<7349<<<<<<<<<<<", "...", "..."],   // [] when there is no MRZ
///   "fields": {                            // null when there is no MRZ
///     "documentCode": "I", "issuingState": "UTO", "surname": "ERIKSSON", "givenNames": "ANNA MARIA",
///     "documentNumber": "D23145890734", "nationality": "UTO", "dateOfBirth": "1974-08-12", "sex": "F",
///     "dateOfExpiry": "2012-04-15", "optionalData": "", "optionalData2": ""
///   },
///   "visual": { "surname": "ERIKSSON", ... }, // the printed fields of an ID card, "drivingLicense" or "idFront" (below); null for passports, visas, negatives
///   "conditions": ["skew"],                // the conditions applied, in `Condition` order; ["clean"] when none
///   "expectedState": null,                 // "uncertain" when the document itself is faulty (misprint)
///   "seed": 42,                            // the run's seed; with `index` it reproduces the sample
///   "index": 3,
///   "exifOrientation": null,               // 2...8 when the file is stored rotated/mirrored with that EXIF tag
///   "document": { "quad": { "topLeft": {"x": 10.5, "y": 20}, "topRight": {...}, "bottomRight": {...}, "bottomLeft": {...} } },
///   "mrz": { "quad": { ... } }             // null when there is no MRZ
/// }
/// ```
///
/// A driving licence (`"layout": "drivingLicense"`, `"format": null`, `"lines": []`, `"fields": null`,
/// `"mrz": null`) carries its printed fields in `visual`:
///
/// ```json
/// "visual": { "surname": "MÜLLER", "givenNames": "ANNA MARIA", "dateOfBirth": "1974-08-12",
///             "placeOfBirth": "BERLIN", "dateOfIssue": "2019-03-02", "dateOfExpiry": "2034-03-01",
///             "authority": "STADT ZENITH", "documentNumber": "B072RRE2155", "categories": "AM/B/BE",
///             "address": "12 HARBOUR ROAD ZENITH" }      // address only when the variant prints field 8
/// ```
///
/// and an ID card front (`"layout": "idFront"`) the keys `surname`, `givenNames`, `dateOfBirth`,
/// `placeOfBirth`, `dateOfExpiry`, `cardAccessNumber` (6 digits), `documentNumber` (9 letters and
/// digits) and `nationality` (the 3-letter code as printed: "UTO", "DEU", "FRA").
///
/// A payment slip (`zonal synth --formats slip`) is not an identity document: `"layout": null`
/// with a `variant` (`en`, `de`, `fr`: the form's languages) and `visual` values in canonical
/// form — `payee` and `payer` as printed, `iban` and `reference` (an RF creditor reference) without
/// spaces and with valid check digits, `bic` (only when printed), `amount` with a point and two
/// decimals (`"1234.50"`, whatever the print: `1.234,50 EUR`, `CHF 1'234.50`), `currency`
/// (`EUR`, `CHF`) and `date` (the execution date, ISO 8601).
///
/// ID cards with an MRZ (`"format": "TD1"` or `"TD2"`) also carry what their visual zone prints:
/// `surname`, `givenNames` (full, with diacritics), `dateOfBirth`, `sex` (`X` for the MRZ's `<`),
/// `nationality` (TD1: the code; TD2: the printed adjective, "CANADIAN"), `documentNumber`,
/// `dateOfExpiry`, and on TD2 `dateOfIssue` and `authority`. `variant` stays null.
///
/// - `fields` hold the values *as written in the MRZ*: codes without `<` padding, names after
///   transliteration and truncation (`surname` is the primary identifier, `givenNames` the
///   secondary identifiers joined with spaces), the whole document number (including a TD1/TD2
///   overflow), optional data without fillers and without the document-number overflow, `sex` as
///   its MRZ character (`M`, `F`, `X` or `<`), dates in ISO 8601 (`yyyy-MM-dd`).
/// - `visual` holds the values *as printed*: names in capitals with their diacritics, numbers,
///   authority, address and categories (`AM/A1/B/BE`) character for character, and dates in ISO
///   8601 whatever the printed format (`12.08.1974`, `12/08/1974`, `12.08.74` with the century
///   it means, `12 08 1974`, `12 AUG 1974`). `IDLayout.visualFields` lists the keys.
/// - `lines` are the lines *as printed*. With the `misprint` condition one check digit is printed
///   wrong on the document itself; `fields` still hold the (correct) data, and `expectedState`
///   is `"uncertain"`: the right outcome is those printed lines with a non-`valid` state (the
///   failing check reported), never `valid` — a reader that "fixes" the digit or the data reads
///   a different document. `null` means the printed MRZ is correct, so `valid` is right.
/// - Quads are in pixels of the image *as displayed*, i.e. after its EXIF orientation is applied,
///   with corners in the document's own reading order (a document turned 90° has its top-left
///   corner on the right). The document quad is the page (or card) outline; the MRZ quad is the
///   box of its character cells (left edge of the first cell to right edge of the last, top of
///   the first line's capitals to the baseline of the last line).
/// - Truth files written before `layout`, `variant` and `visual` existed still decode: a missing
///   `layout` means `"mrz"` when there is a `format`.
public struct SampleTruth: Sendable, Codable, Equatable {
    public struct Fields: Sendable, Codable, Equatable {
        public var documentCode: String
        public var issuingState: String
        public var surname: String
        public var givenNames: String
        public var documentNumber: String
        public var nationality: String
        public var dateOfBirth: String
        public var sex: String
        public var dateOfExpiry: String
        public var optionalData: String
        public var optionalData2: String
    }

    public struct Region: Sendable, Codable, Equatable {
        public var quad: Quad
    }

    /// File name of the image (no directory).
    public var image: String
    public var format: MRZFormat?
    public var lines: [String]
    public var fields: Fields?
    public var conditions: [Condition]
    /// The state a correct reader reports when it is not `valid` (see above); nil: `valid`.
    public var expectedState: ResultState?
    public var seed: UInt64
    public var index: Int
    public var exifOrientation: Int?
    public var document: Region
    public var mrz: Region?
    /// nil for a sample without an identity document (a negative, a payment slip).
    public var layout: IDLayout? = nil
    /// The layout variant (`DrivingLicenseVariant`, `IDFrontVariant` names); nil for MRZ documents.
    public var variant: String? = nil
    /// The printed fields of a driving licence, ID front, ID card or payment slip (see above); nil otherwise.
    public var visual: [String: String]? = nil

    enum CodingKeys: String, CodingKey {
        case image, layout, variant, format, lines, fields, visual, conditions, expectedState, seed, index, exifOrientation, document, mrz
    }

    /// Writes `null` for absent values (rather than leaving keys out), so the schema is visible in every file.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(image, forKey: .image)
        try c.encode(layout, forKey: .layout)
        try c.encode(variant, forKey: .variant)
        try c.encode(format, forKey: .format)
        try c.encode(lines, forKey: .lines)
        try c.encode(fields, forKey: .fields)
        try c.encode(visual, forKey: .visual)
        try c.encode(conditions, forKey: .conditions)
        try c.encode(expectedState, forKey: .expectedState)
        try c.encode(seed, forKey: .seed)
        try c.encode(index, forKey: .index)
        try c.encode(exifOrientation, forKey: .exifOrientation)
        try c.encode(document, forKey: .document)
        try c.encode(mrz, forKey: .mrz)
    }
}

extension SampleTruth {
    /// Decoded in an extension so the memberwise initialiser stays. Older files have no `layout`,
    /// `variant` or `visual`: they were all MRZ documents or negatives.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let format = try c.decodeIfPresent(MRZFormat.self, forKey: .format)
        let layout = c.contains(.layout) ? try c.decodeIfPresent(IDLayout.self, forKey: .layout) : (format == nil ? nil : .mrz)
        self.init(image: try c.decode(String.self, forKey: .image), format: format,
                  lines: try c.decode([String].self, forKey: .lines), fields: try c.decodeIfPresent(Fields.self, forKey: .fields),
                  conditions: try c.decode([Condition].self, forKey: .conditions),
                  expectedState: try c.decodeIfPresent(ResultState.self, forKey: .expectedState),
                  seed: try c.decode(UInt64.self, forKey: .seed), index: try c.decode(Int.self, forKey: .index),
                  exifOrientation: try c.decodeIfPresent(Int.self, forKey: .exifOrientation),
                  document: try c.decode(Region.self, forKey: .document), mrz: try c.decodeIfPresent(Region.self, forKey: .mrz),
                  layout: layout, variant: try c.decodeIfPresent(String.self, forKey: .variant),
                  visual: try c.decodeIfPresent([String: String].self, forKey: .visual))
    }
}

extension SampleTruth.Fields {
    /// The fields as the composed `lines` hold them (see `SampleTruth`).
    init(identity: SyntheticIdentity, lines: [String]) {
        let format = identity.format
        let nameField = format == .td1 ? lines[2] : String(lines[0].dropFirst(5))
        let parts = nameField.components(separatedBy: "<<")
        func words(_ s: String) -> String { s.split(separator: "<").joined(separator: " ") }
        func clean(_ s: String) -> String {
            var t = s.uppercased().replacingOccurrences(of: " ", with: "<")
            while t.hasSuffix("<") { t.removeLast() }
            return t
        }
        let mrz = identity.mrz
        self.init(documentCode: clean(mrz.documentCode), issuingState: clean(mrz.issuingState),
                  surname: words(parts[0]), givenNames: parts.count > 1 ? words(parts.dropFirst().joined(separator: "<")) : "",
                  documentNumber: clean(mrz.documentNumber), nationality: clean(mrz.nationality),
                  dateOfBirth: identity.dateOfBirth.iso, sex: mrz.sex.isEmpty ? "<" : mrz.sex.uppercased(),
                  dateOfExpiry: identity.dateOfExpiry.iso, optionalData: clean(mrz.optionalData),
                  optionalData2: format == .td1 ? clean(mrz.optionalData2) : "")
    }
}
