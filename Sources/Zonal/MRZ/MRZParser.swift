/// Reads an MRZ: structure, type-forced fixes, check-digit-guided correction, checks, fields.
///
/// Two entry points share one pipeline:
/// - text (`parse(lines:)`): as typed or pasted. Whitespace around lines is trimmed and blank lines
///   dropped; anything else outside `A-Z0-9<` is an error. Correction is off by default (type-forced
///   fixes only); with `correct: true` every position may be tried against its look-alikes, since
///   text carries no confidence.
/// - OCR (`parse(_:options:)`): candidates per position; the search tries OCR's alternatives, and
///   look-alikes only at doubtful positions.
///
/// Policy in brief (details where each is implemented):
/// - state: `valid` only when every applicable check digit passes and no field is impossible
///   (`MRZCheckEvaluation` for the accepted exceptions); otherwise `uncertain` with reasons;
/// - fixes: `MRZFieldTypeCorrection` (always), `MRZCheckDigitCorrection` (when `correct`), limits in
///   `MRZCorrectionPolicy`; every change is listed in `corrections`;
/// - confidence: a field's is the lowest of its characters', the result's the lowest field's;
///   a look-alike OCR did not propose counts at half the confidence of what was read;
/// - dates: `MRZDate` (century window, partial and impossible dates);
/// - unknown country codes, expiry before the reference date, a full name field: warnings only.
public enum MRZParser {
    public static func parse(lines: [String], options: MRZParseOptions = MRZParseOptions(correct: false)) throws -> MRZResult {
        let cleaned = lines
            .flatMap { $0.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) }
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty }
        return try parse(MRZReading(text: cleaned), options: options, lookAlikesEverywhere: true)
    }

    public static func parse(_ reading: MRZReading, options: MRZParseOptions = MRZParseOptions()) throws -> MRZResult {
        try parse(reading, options: options, lookAlikesEverywhere: false)
    }

    static func parse(_ reading: MRZReading, options: MRZParseOptions, lookAlikesEverywhere: Bool) throws -> MRZResult {
        for (line, symbols) in reading.lines.enumerated() {
            if let column = symbols.firstIndex(where: { $0.candidates.isEmpty }) {
                throw ZonalError.invalidMRZ(reason: "line \(line + 1), column \(column + 1): no OCR candidate")
            }
        }
        let format = try MRZStructure.format(of: reading.lines.map { $0.map(\.best.character) },
                                             firstCandidates: reading.lines.first?.first?.candidates.map(\.character) ?? [])
        var copy = MRZWorkingCopy(symbols: reading.lines)

        // The long-number reading depends on characters the type pass may fix, so: type pass,
        // settle the layout, type pass again for the positions whose type the layout changed.
        var layout = MRZLayout.standard(format)
        MRZFieldTypeCorrection.apply(layout, to: &copy)
        layout = layout.withLongDocumentNumber(copy.characters)
        MRZFieldTypeCorrection.apply(layout, to: &copy)
        MRZInnerFiller.apply(layout, to: &copy)
        if options.correct {
            MRZCheckDigitCorrection.apply(layout, to: &copy, lookAlikesEverywhere: lookAlikesEverywhere, referenceDate: options.referenceDate,
                                          keptAsRead: options.keptAsRead)
            MRZCountryCodeCorrection.apply(layout, to: &copy, lookAlikesEverywhere: lookAlikesEverywhere, referenceDate: options.referenceDate)
        }

        let checks = layout.checks.map { MRZCheckEvaluation.evaluate($0, in: copy) }
        let extraction = MRZFieldExtraction(layout: layout, copy: copy, checks: checks, referenceDate: options.referenceDate)
        var reasons = checks.filter { !$0.passed }.map(\.failureReason)
        reasons += extraction.reasons
        for (name, field) in extraction.fields.sorted(by: { $0.key < $1.key }) {
            if field.confidence < options.minimumConfidence {
                reasons.append("\(name) confidence \(Int(field.confidence.rounded())) is below \(Int(options.minimumConfidence))")
            }
            if options.strictValidity, field.flags.contains("unknownCode") {
                reasons.append("\(name) '\(field.value)' is not a known code: it may be misread")
            }
        }
        if options.strictValidity {
            reasons += uncheckedAmbiguities(layout, copy.lines)
            reasons += namesPastTheirEnd(layout, copy)
            reasons += MRZInnerFiller.reasons(layout, copy)
            reasons += checkDigitsOfferedOtherwise(layout, copy, reading)
        }
        reasons += checkDigitsErased(layout, copy, reading)
        reasons += MRZCountryCodeCorrection.offeredReasons(copy.corrections)
        var result = MRZResult(
            format: format,
            state: reasons.isEmpty ? .valid : .uncertain,
            lines: copy.lines,
            rawLines: reading.bestText,
            fields: extraction.fields,
            checks: checks,
            corrections: nameCorrectionsAttributed(copy.corrections, fields: extraction.fields),
            warnings: extraction.warnings,
            reasons: reasons,
            confidence: extraction.fields.values.map(\.confidence).min() ?? 0
        )
        result.characterConfidences = copy.confidences
        result.characterCandidates = reading.lines.map { $0.map { $0.candidates.map(\.character) } }
        result.misprintExplained = copy.misprintExplained
        result.declinedFixConfidence = copy.declinedFixConfidence
        return result
    }

    /// Check digits changed to a digit the OCR did not offer, where it offered another: the
    /// printed digit may be that other one, misprinted, and a check the change made pass confirms
    /// nothing (generated real-preset seed 3031 #297: `1` misprinted where the data give `7`, read
    /// `T` with `1` its alternative, taken as `7`, and `valid`).
    static func checkDigitsOfferedOtherwise(_ layout: MRZLayout, _ copy: MRZWorkingCopy, _ reading: MRZReading) -> [String] {
        unofferedCheckDigits(layout, copy, reading).compactMap { correction, taken, offered in
            guard let other = offered.first(where: { $0.isASCII && $0.isNumber && $0 != taken }) else { return nil }
            return "check digit at line \(correction.line), column \(correction.column) read '\(correction.from)' or '\(other)' is taken as '\(taken)', which the data give: a misprinted check digit cannot be told from a misread one"
        }
    }

    /// Check digits read as a filler and taken as a digit the OCR did not offer, the one the data
    /// give (`MRZCheckDigitCorrection.isErasure`): their own check confirms nothing, in text as in
    /// an image.
    static func checkDigitsErased(_ layout: MRZLayout, _ copy: MRZWorkingCopy, _ reading: MRZReading) -> [String] {
        unofferedCheckDigits(layout, copy, reading).compactMap { correction, taken, _ in
            guard correction.from == "<" else { return nil }
            return "check digit at line \(correction.line), column \(correction.column) read as a filler is taken as '\(taken)', which the data give: its check confirms nothing"
        }
    }

    /// The corrections that changed a check digit to a digit (`taken`) the OCR did not offer
    /// there, with what it did offer.
    static func unofferedCheckDigits(_ layout: MRZLayout, _ copy: MRZWorkingCopy, _ reading: MRZReading)
        -> [(correction: MRZCorrection, taken: Character, offered: [Character])] {
        let digits = Set(layout.checks.map(\.digit))
        return copy.corrections.compactMap { correction in
            let position = MRZPosition(line: correction.line - 1, column: correction.column - 1)
            guard digits.contains(position), let taken = correction.to.first,
                  let offered = reading.lines[safe: position.line]?[safe: position.column]?.candidates.map(\.character),
                  !offered.contains(taken) else { return nil }
            return (correction, taken, offered)
        }
    }

    /// `O` or `0` at an alphanumeric position that no check digit covers: nothing can tell which
    /// it is, so the OCR's word alone cannot make the result `valid`.
    static func uncheckedAmbiguities(_ layout: MRZLayout, _ lines: [String]) -> [String] {
        uncheckedAlphanumeric(layout).compactMap { field, p in
            guard let line = lines[safe: p.line], let character = Array(line)[safe: p.column], character == "O" || character == "0" else { return nil }
            return "\(field) has '\(character)' at line \(p.line + 1), column \(p.column + 1), where no check digit can tell O from 0"
        }
    }

    /// The positions of alphanumeric fields that no check digit covers, with their field's name.
    static func uncheckedAlphanumeric(_ layout: MRZLayout) -> [(field: String, position: MRZPosition)] {
        var covered = Set<MRZPosition>()
        for check in layout.checks { for variant in check.variants { covered.formUnion(variant) } }
        return layout.fields.filter { $0.type == .alphanumeric }.flatMap { field in
            field.positions.filter { !covered.contains($0) }.map { (field.name, $0) }
        }
    }

    /// `uncheckedAlphanumeric` for a parsed reading's format and lines (a long document number
    /// moves the fields).
    static func uncheckedAlphanumeric(format: MRZFormat, lines: [String]) -> [MRZPosition] {
        uncheckedAlphanumeric(MRZLayout.standard(format).withLongDocumentNumber(lines.map(Array.init))).map(\.position)
    }

    /// The positions of alphanumeric fields that a check digit covers: there the check cannot
    /// tell a character from its `MRZLookAlikes.checkBlindTwin`.
    static func checkedAlphanumeric(_ layout: MRZLayout) -> Set<MRZPosition> {
        let alphanumeric = layout.fields.filter { $0.type == .alphanumeric }.flatMap(\.positions)
        return Set(alphanumeric).subtracting(uncheckedAlphanumeric(layout).map(\.position))
    }

    /// `checkedAlphanumeric` for a reading's format and lines (a long document number moves the fields).
    static func checkedAlphanumeric(format: MRZFormat, lines: [String]) -> Set<MRZPosition> {
        checkedAlphanumeric(MRZLayout.standard(format).withLongDocumentNumber(lines.map(Array.init)))
    }

    /// A name that goes on after its end (`LIECHTENSTEI<<HOH<<A` for `LIECHTENSTEIN<HOH<<A`, the
    /// `N` washed out by glare and read as a filler at 99): either a letter was read as a filler
    /// or the document breaks ICAO's rule. Neither can be `valid` on the OCR's word alone.
    static func namesPastTheirEnd(_ layout: MRZLayout, _ copy: MRZWorkingCopy) -> [String] {
        layout.fields.filter { $0.kind == .names }.compactMap { field in
            guard let index = MRZNames.characterPastEnd(in: field.positions.map { copy[$0] }) else { return nil }
            let position = field.positions[index]
            return "name: characters follow the name's end at line \(position.line + 1), column \(position.column + 1): a letter before them may have been read as a filler"
        }
    }

    /// Name-field corrections are recorded against the whole field; name them after the part
    /// (surname or givenNames) they fall in now that the field is split.
    static func nameCorrectionsAttributed(_ corrections: [MRZCorrection], fields: [String: MRZField]) -> [MRZCorrection] {
        corrections.map { correction in
            guard correction.field == "name" else { return correction }
            var attributed = correction
            if let given = fields["givenNames"], correction.line == given.position.line, correction.column >= given.position.start {
                attributed.field = "givenNames"
            } else {
                attributed.field = "surname"
            }
            return attributed
        }
    }
}

private extension Substring {
    func trimmingWhitespace() -> String {
        var text = self
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
