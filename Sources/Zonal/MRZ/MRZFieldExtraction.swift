import Foundation

/// Turns the corrected characters into named fields, each with its flags, and collects the
/// warnings and reasons the fields raise.
struct MRZFieldExtraction {
    var fields: [String: MRZField] = [:]
    var warnings: [String] = []
    var reasons: [String] = []

    init(layout: MRZLayout, copy: MRZWorkingCopy, checks: [MRZCheck], referenceDate: Date) {
        let failedChecks = Set(checks.filter { !$0.passed }.map(\.name))
        for spec in layout.fields {
            let positions = spec.positions
            let raw = copy.text(positions)
            let span = Self.span(of: spec)
            func make(_ value: String, _ positions: [MRZPosition], _ span: MRZSpan, flags: [String] = [], valid: Bool = true) -> MRZField {
                var flags = flags
                var valid = valid
                if positions.contains(where: copy.isChanged) { flags.append("corrected") }
                if failedChecks.contains(spec.name) { flags.append("checkFailed"); valid = false }
                let confidence = positions.map(copy.confidence(at:)).min() ?? 0
                return MRZField(value: value, raw: copy.text(positions), confidence: confidence, valid: valid, flags: flags, position: span)
            }
            let illegal = positions.contains { !spec.type.allows(copy[$0]) }
            let illegalFlags = illegal ? ["illegalCharacter"] : []
            // Dates and sex say what is wrong in their own words; other fields share this one.
            let illegalReason = "\(spec.name == "names" ? "name" : spec.name) holds characters that cannot stand there"

            switch spec.kind {
            case .names:
                let split = MRZNames.split(raw)
                let surnamePositions = Array(positions.prefix(split.surnameLength))
                let givenPositions = Array(positions.dropFirst(min(positions.count, split.surnameLength + 2)))
                let range = spec.ranges[0]
                let surnameSpan = MRZSpan(line: range.line + 1, start: range.start + 1, length: surnamePositions.count)
                let givenSpan = MRZSpan(line: range.line + 1, start: range.start + 1 + split.surnameLength + 2, length: givenPositions.count)
                if illegal { reasons.append(illegalReason) }
                var surnameFlags = illegalFlags, givenFlags = illegalFlags
                if split.truncated {
                    if split.surnameLength < positions.count { givenFlags.append("truncated") } else { surnameFlags.append("truncated") }
                    warnings.append("the name fills its field: it may be truncated")
                }
                fields["surname"] = make(split.surname, surnamePositions, surnameSpan, flags: surnameFlags, valid: !illegal)
                fields["givenNames"] = make(split.givenNames, givenPositions, givenSpan, flags: givenFlags, valid: !illegal)
            case let .date(kind):
                let reading = MRZDate.read(raw, kind: kind, reference: referenceDate)
                if !reading.valid { reasons.append("\(spec.name) is not a valid date") }
                fields[spec.name] = make(reading.iso ?? "", positions, span, flags: reading.flags + illegalFlags, valid: reading.valid && !illegal)
                if kind == .expiry, let iso = reading.iso, reading.flags.isEmpty, iso < Self.isoDay(referenceDate) {
                    warnings.append("dateOfExpiry is before the reference date: the document has expired")
                }
            case .countryCode:
                let code = Self.trimmingFillers(raw)
                if illegal { reasons.append(illegalReason) }
                var flags = illegalFlags
                if !illegal, !MRZCountryCodes.isKnown(code) {
                    flags.append("unknownCode")
                    warnings.append("\(spec.name) '\(code)' is not a known ISO 3166 or ICAO code")
                }
                fields[spec.name] = make(code, positions, span, flags: flags, valid: !illegal)
            case .sex:
                let value = raw == "<" ? "X" : raw
                if illegal { reasons.append("sex is '\(raw)', not M, F, X or <") }
                fields[spec.name] = make(value, positions, span, flags: illegalFlags, valid: !illegal)
            case .documentCode, .documentNumber:
                if illegal { reasons.append(illegalReason) }
                fields[spec.name] = make(Self.trimmingFillers(raw), positions, span, flags: illegalFlags, valid: !illegal)
            case .optionalData:
                if illegal { reasons.append(illegalReason) }
                fields[spec.name] = make(Self.trimmingFillers(raw, leading: true), positions, span, flags: illegalFlags, valid: !illegal)
            }
        }
    }

    /// One span for the field: from its first to its last character on the first line it uses.
    static func span(of spec: MRZFieldSpec) -> MRZSpan {
        guard let first = spec.ranges.first, let last = spec.ranges.last, first.line == last.line else {
            return spec.ranges.first?.span ?? MRZSpan(line: 1, start: 1, length: 0)
        }
        return MRZSpan(line: first.line + 1, start: first.start + 1, length: last.start + last.length - first.start)
    }

    /// Optional data may start with fillers (after a long document number); document numbers and
    /// codes are left-aligned.
    static func trimmingFillers(_ text: String, leading: Bool = false) -> String {
        var characters = Substring(text)
        while characters.last == "<" { characters = characters.dropLast() }
        if leading { while characters.first == "<" { characters = characters.dropFirst() } }
        return String(characters)
    }

    static func isoDay(_ date: Date) -> String {
        let day = MRZDate.components(of: date)
        return String(format: "%04d-%02d-%02d", day.year, day.month, day.day)
    }
}
