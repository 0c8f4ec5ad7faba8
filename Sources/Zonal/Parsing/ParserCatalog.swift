/// Every parser kind a template can name, and how each decodes its options. A template's parser
/// entry is `{ "id": "iban", "<kind>": { options } }`; `zonal parse --parser <kind>` uses the same
/// names and options.
public enum ParserCatalog {
    /// The kinds, in the order the README documents them.
    public static let kinds: [String] = entries.map(\.kind)

    private struct Entry: Sendable {
        var kind: String
        var keys: [String]
        var decode: @Sendable (JSONObject) -> (any FieldParser)?
    }

    private static let entries: [Entry] = [
        Entry(kind: "raw", keys: ["multiline"]) { options in
            RawParser(multiline: options.optional("multiline")?.bool() ?? false)
        },
        Entry(kind: "regex", keys: RegexParser.optionKeys) { RegexParser.decode($0) },
        Entry(kind: "phrase", keys: PhraseParser.optionKeys) { PhraseParser.decode($0) },
        Entry(kind: "date", keys: DateParser.optionKeys) { DateParser.decode($0) },
        Entry(kind: "amount", keys: AmountParser.optionKeys) { AmountParser.decode($0) },
        Entry(kind: "email", keys: EmailParser.optionKeys) { _ in EmailParser() },
        Entry(kind: "iban", keys: IBANParser.optionKeys) { IBANParser.decode($0) },
        Entry(kind: "vin", keys: VINParser.optionKeys) { VINParser.decode($0) },
        Entry(kind: "licensePlate", keys: LicensePlateParser.optionKeys) { LicensePlateParser.decode($0) },
        Entry(kind: "topUp", keys: TopUpParser.optionKeys) { TopUpParser.decode($0) },
        Entry(kind: "mrz", keys: MRZFieldParser.optionKeys) { MRZFieldParser.decode($0) },
    ]

    /// Nil for a known kind; otherwise what is wrong, with the nearest kind as a suggestion.
    public static func unknownKindMessage(_ kind: String) -> String? {
        kinds.contains(kind) ? nil : "unknown parser kind \"\(kind)\"; expected one of \(kinds.joined(separator: ", "))\(JSONNode.suggestion(kind, among: kinds))"
    }

    /// Decodes a parser of `kind` from its options node; issues go to the node's log.
    static func decode(kind: String, options: JSONNode) -> (any FieldParser)? {
        guard let entry = entries.first(where: { $0.kind == kind }) else {
            options.report(unknownKindMessage(kind) ?? "unknown parser kind")
            return nil
        }
        guard let object = options.object(keys: entry.keys) else { return nil }
        let issuesBefore = options.log.issues.count
        let parser = entry.decode(object)
        return options.log.issues.count == issuesBefore ? parser : nil
    }

    /// A parser from its kind and options given as JSON text (the string API).
    public static func make(kind: String, options: String = "{}", source: String = "--options") throws -> any FieldParser {
        let log = IssueLog(file: source)
        let value: JSONValue
        do {
            value = try JSONValue.parse(Data(options.utf8))
        } catch {
            throw ConfigurationError(issues: [ConfigurationIssue(file: source, path: "$", message: "not valid JSON: \(error)")])
        }
        let parser = decode(kind: kind, options: .root(value, log: log))
        try log.throwIfAny()
        guard let parser else { throw ConfigurationError(issues: [ConfigurationIssue(file: source, path: "$", message: "could not make a \(kind) parser")]) }
        return parser
    }

    /// Parses `text` (taken at full confidence) with a parser of `kind`: the string API in one
    /// call. Throws `ConfigurationError` for an unknown kind or bad options.
    public static func parse(kind: String, text: String, options: String = "{}") throws -> ParsedField {
        try make(kind: kind, options: options).parse(RecognizedText(text))
    }
}

import Foundation
