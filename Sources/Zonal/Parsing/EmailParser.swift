/// An e-mail address (ASCII, RFC 5321 dot-atom form). The local part is kept as read (it may be
/// case-sensitive); the domain is lower-cased (it is not). Spaces OCR puts around `@` and
/// punctuation after the address are left out of the value. A malformed address (two dots in a
/// row, a domain without a dot, a label over 63 characters) is found but not valid.
public struct EmailParser: FieldParser {
    public let ocrNeeds = OCRNeeds(characters: OCRNeeds.uppercase.union(OCRNeeds.lowercase).union(OCRNeeds.digits).union("@._-+"))

    public init() {}

    static let pattern = TextPattern.builtIn(#"(?<![A-Za-z0-9._%+\-@])([A-Za-z0-9._%+\-]+) ?@ ?([A-Za-z0-9.\-]*[A-Za-z0-9])"#)

    public func parse(_ text: RecognizedText) -> ParsedField {
        let candidates = (Self.pattern?.matches(in: text.text) ?? []).compactMap { match -> ParsedField? in
            guard let local = match.group(1), let domain = match.group(2)?.lowercased() else { return nil }
            // Spaced out, only a domain with a dot is an address ("see @handle" is not).
            guard !match.text.contains(" ") || domain.contains(".") else { return nil }
            let reasons = Self.problems(local: local, domain: domain)
            return text.field("\(local)@\(domain)", span: match.range, valid: reasons.isEmpty, reasons: reasons,
                              components: ["local": local, "domain": domain])
        }
        return candidates.preferred ?? .notFound(in: text, "no e-mail address")
    }

    /// What makes an address malformed; empty when it is well formed.
    static func problems(local: String, domain: String) -> [String] {
        var reasons: [String] = []
        if local.count > 64 { reasons.append("the local part has \(local.count) characters; at most 64") }
        if local.hasPrefix(".") || local.hasSuffix(".") || local.contains("..") {
            reasons.append("the local part has a dot at an end or two in a row")
        }
        if local.count + 1 + domain.count > 254 { reasons.append("the address is longer than 254 characters") }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        if labels.count < 2 { reasons.append("the domain has no dot") }
        if labels.contains(where: \.isEmpty) { reasons.append("the domain has two dots in a row") }
        for label in labels where !label.isEmpty {
            if label.count > 63 { reasons.append("a domain label has \(label.count) characters; at most 63") }
            if label.hasPrefix("-") || label.hasSuffix("-") { reasons.append("a domain label starts or ends with '-'") }
        }
        if labels.count >= 2, let top = labels.last, !(top.count >= 2 && top.allSatisfy(\.isLetter)) {
            reasons.append("the top-level domain '\(top)' is not two letters or more")
        }
        return reasons
    }
}

extension EmailParser {
    static let optionKeys: [String] = []
}
