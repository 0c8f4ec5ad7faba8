import Foundation

/// Decides whether a document belongs to a templating class, from the fields its classification
/// groups read. Data, not code: a template author writes it in JSON.
///
/// ```json
/// { "all": [ { "valid": "title" },
///            { "any": [ { "matches": { "field": "title", "regex": "IDENTITY" } },
///                       { "equals": { "field": "code", "value": "ID" } } ] },
///            { "not": { "confidenceAtLeast": { "field": "title", "value": 101 } } } ] }
/// ```
public indirect enum ClassifierRule: Sendable {
    case all([ClassifierRule])
    case any([ClassifierRule])
    case not(ClassifierRule)
    /// The field (a parser id, or an MRZ processor's group id) was found and is valid.
    case valid(String)
    /// The field's value matches the regular expression (anywhere in the value).
    case matches(field: String, regex: RegexBox)
    /// The field's value equals this text exactly.
    case equals(field: String, value: String)
    /// The field was found with at least this confidence (0...100).
    case confidenceAtLeast(field: String, value: Double)

    /// Every field id the rule names (checked against the class's classification fields at load).
    var fieldNames: [String] {
        switch self {
        case let .all(rules), let .any(rules): return rules.flatMap(\.fieldNames)
        case let .not(rule): return rule.fieldNames
        case let .valid(field), let .matches(field, _), let .equals(field, _), let .confidenceAtLeast(field, _): return [field]
        }
    }

    func evaluate(_ fields: [String: ParsedField]) -> Bool {
        switch self {
        case let .all(rules): return rules.allSatisfy { $0.evaluate(fields) }
        case let .any(rules): return rules.contains { $0.evaluate(fields) }
        case let .not(rule): return !rule.evaluate(fields)
        case let .valid(field): return fields[field]?.valid == true
        case let .matches(field, regex):
            guard let value = fields[field]?.value else { return false }
            return regex.matches(value)
        case let .equals(field, value): return fields[field]?.value == value
        case let .confidenceAtLeast(field, value):
            guard let found = fields[field], found.value != nil else { return false }
            return found.confidence >= value
        }
    }
}

/// A classifier's compiled regular expression (the parsers' `TextPattern`, kept behind a public
/// name so the rule can be public).
public struct RegexBox: Sendable {
    public let pattern: String
    let compiled: TextPattern

    public init(_ pattern: String, caseInsensitive: Bool = false) throws {
        self.pattern = pattern
        compiled = try TextPattern(pattern, options: caseInsensitive ? [.caseInsensitive] : [])
    }

    func matches(_ text: String) -> Bool {
        compiled.expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
