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
        guard let mrzField = mrz.fields[source] else { return }
        guard let value = field.value else {
            // Not read in print (a photo's blur, a label not found): the same number printed
            // in the MRZ, whose check digit holds, is offered — doubted, since the two were not
            // compared. On generated passport photos (seed 42) 9 of 15 wrong printed numbers
            // were such.
            if source == "documentNumber", mrzField.valid, !mrzField.flags.contains("truncated"), !mrzField.value.isEmpty {
                field.value = mrzField.value
                field.confidence = min(mrzField.confidence, differingConfidence)
                field.valid = true
                field.reasons.append("not read in print: the MRZ's documentNumber, whose check digit holds")
            }
            return
        }
        if agrees(value, mrzField.value, source: source, truncated: mrzField.flags.contains("truncated")) {
            if checked.contains(source), mrzField.valid { field.confidence = max(field.confidence, mrzField.confidence) }
        } else if source == "documentNumber", mrzField.valid, differsByLookAlikesOnly(value, mrzField.value) {
            // The same characters printed twice: where the visual reading differs from an MRZ
            // number whose check digit holds only by shapes OCR confuses (`Z`/`2`, `I`/`1`,
            // `O`/`0`), the MRZ has read them right. On generated passport photos (seed 42) 4 of 6
            // wrong visual numbers on well-found pages were such. An MRZ number read unsurely (its
            // check digit chose between look-alikes) gives its value, doubted still.
            field.value = mrzField.value
            if mrzField.confidence >= MRZReader.defaultMinimumConfidence {
                field.confidence = mrzField.confidence
                field.reasons.append("read as the MRZ's documentNumber, whose check digit holds: the visual reading differed only by look-alike characters")
            } else {
                field.confidence = min(field.confidence, differingConfidence)
                field.reasons.append("read as the MRZ's documentNumber, whose check digit holds though it was read unsurely: the visual reading differed only by look-alike characters")
            }
        } else if source == "surname" || source == "givenNames",
                  let repaired = repairedName(value, mrzField.value, source: source, truncated: mrzField.flags.contains("truncated")) {
            // The MRZ spells out what a blurred photo loses: `MÜLLER` is `MUELLER` there,
            // `STRAUß` `STRAUSS`. The two readings now agree, but the MRZ's names have no check
            // digit: the value stays doubted.
            field.value = repaired
            field.confidence = min(field.confidence, differingConfidence)
            field.reasons.append("letters completed from the MRZ's \(source), which spells them out (Ü as UE, ß as SS): the reading lacked their marks")
        } else {
            field.confidence = min(field.confidence, differingConfidence)
            field.reasons.append("differs from the MRZ's \(source)")
        }
    }

    /// The letters the MRZ spells with two (`MRZComposer`'s ICAO transliteration), by the plain
    /// letter a reading that lost their marks gives (`U` for `Ü`, `B` for `ß`).
    static let spelledOut: [Character: [Character]] = ["A": ["Ä", "Å", "Æ"], "O": ["Ö", "Ø", "Œ"], "U": ["Ü"], "B": ["ß"], "S": ["ß"]]

    /// The printed name with one or two of its letters given back the marks the MRZ spells out,
    /// when exactly one such name (the fewest changes first) transliterates to the MRZ's (nil
    /// otherwise). A letter read with another mark (`Ū` for `Ü`) counts as its plain letter.
    static func repairedName(_ visual: String, _ mrz: String, source: String, truncated: Bool) -> String? {
        let letters = Array(visual), mrzName = words(mrz)
        guard !mrzName.isEmpty else { return nil }
        let options: [(Int, [Character])] = letters.indices.compactMap { i in
            let plain = Character(String(letters[i]).folding(options: [.diacriticInsensitive], locale: nil).uppercased())
            return spelledOut[plain].map { (i, $0) }
        }
        guard !options.isEmpty, options.count <= 24 else { return nil }
        func agreeing(_ changes: [(Int, Character)]) -> String? {
            var candidate = letters
            for (i, c) in changes { candidate[i] = c }
            let name = String(candidate), spelled = words(MRZComposer.transliterate(name))
            return spelled == mrzName || truncated && spelled.hasPrefix(mrzName) ? name : nil
        }
        let single = Set(options.flatMap { i, marked in marked.compactMap { agreeing([(i, $0)]) } })
        if !single.isEmpty { return single.count == 1 ? single.first : nil }
        var double = Set<String>()
        for (a, (i, first)) in options.enumerated() {
            for (j, second) in options[(a + 1)...] {
                for x in first { for y in second { if let name = agreeing([(i, x), (j, y)]) { double.insert(name) } } }
            }
        }
        return double.count == 1 ? double.first : nil
    }

    static func differsByLookAlikesOnly(_ visual: String, _ mrz: String) -> Bool {
        let a = Array(squeezed(visual)), b = Array(squeezed(mrz))
        guard a.count == b.count else { return false }
        let differing = zip(a, b).filter { $0 != $1 }
        return (1...3).contains(differing.count) && differing.allSatisfy { MRZLookAlikes.confusions(of: $0.0).contains($0.1) }
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
