import Foundation
import Testing
@testable import Zonal

/// The classifier's rule language: decoding each rule and evaluating it on known fields.
@Suite struct ClassifierRuleTests {
    let fields = [
        "title": ParsedField(value: "IDENTITY CARD", raw: "IDENTITY CARD", confidence: 91, valid: true),
        "code": ParsedField(value: "ID", raw: "ID", confidence: 60, valid: false, reasons: ["bad"]),
        "missing": ParsedField(value: nil, raw: "", confidence: 0, valid: false),
    ]

    func rule(_ json: String) throws -> ClassifierRule {
        let log = IssueLog(file: "rule")
        let decoded = TemplateLoader.decodeRule(.root(try JSONValue.parse(Data(json.utf8)), log: log))
        try log.throwIfAny()
        return try #require(decoded)
    }

    func issues(_ json: String) throws -> [ConfigurationIssue] {
        let log = IssueLog(file: "rule")
        _ = TemplateLoader.decodeRule(.root(try JSONValue.parse(Data(json.utf8)), log: log))
        return log.issues
    }

    @Test func leafRules() throws {
        #expect(try rule(#"{"valid": "title"}"#).evaluate(fields))
        #expect(try !rule(#"{"valid": "code"}"#).evaluate(fields))
        #expect(try !rule(#"{"valid": "nothing"}"#).evaluate(fields))
        #expect(try rule(#"{"matches": {"field": "title", "regex": "^IDENT"}}"#).evaluate(fields))
        #expect(try !rule(#"{"matches": {"field": "title", "regex": "^ident"}}"#).evaluate(fields))
        #expect(try rule(#"{"matches": {"field": "title", "regex": "^ident", "caseInsensitive": true}}"#).evaluate(fields))
        #expect(try !rule(#"{"matches": {"field": "missing", "regex": ".*"}}"#).evaluate(fields), "nothing found matches nothing")
        #expect(try rule(#"{"equals": {"field": "code", "value": "ID"}}"#).evaluate(fields))
        #expect(try !rule(#"{"equals": {"field": "code", "value": "id"}}"#).evaluate(fields))
        #expect(try rule(#"{"confidenceAtLeast": {"field": "title", "value": 91}}"#).evaluate(fields))
        #expect(try !rule(#"{"confidenceAtLeast": {"field": "title", "value": 91.5}}"#).evaluate(fields))
        #expect(try !rule(#"{"confidenceAtLeast": {"field": "missing", "value": 0}}"#).evaluate(fields))
    }

    @Test func combinators() throws {
        #expect(try rule(#"{"all": [{"valid": "title"}, {"not": {"valid": "code"}}]}"#).evaluate(fields))
        #expect(try !rule(#"{"all": [{"valid": "title"}, {"valid": "code"}]}"#).evaluate(fields))
        #expect(try rule(#"{"any": [{"valid": "code"}, {"equals": {"field": "code", "value": "ID"}}]}"#).evaluate(fields))
        #expect(try !rule(#"{"any": [{"valid": "code"}, {"valid": "missing"}]}"#).evaluate(fields))
        #expect(try rule(#"{"all": [{"any": [{"valid": "title"}]}, {"not": {"not": {"valid": "title"}}}]}"#).fieldNames == ["title", "title"])
    }

    @Test func malformedRulesNameThePath() throws {
        #expect(try issues(#"{"valid": "a", "equals": {"field": "a", "value": "b"}}"#).first?.message.contains("exactly one rule") == true)
        #expect(try issues(#"{"all": []}"#).first?.path == "$.all")
        #expect(try issues(#"{"all": [{"vaild": "x"}]}"#).first?.message.contains("did you mean \"valid\"") == true)
        #expect(try issues(#"{"matches": {"field": "a", "regex": "(unclosed"}}"#).first?.path == "$.matches.regex")
        #expect(try issues(#"{"confidenceAtLeast": {"field": "a", "value": 120}}"#).first?.path == "$.confidenceAtLeast.value")
        #expect(try issues(#"{"not": {"equals": {"field": "a"}}}"#).first?.message.contains("missing \"value\"") == true)
    }
}
