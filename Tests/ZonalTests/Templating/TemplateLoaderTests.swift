import Foundation
import Testing
@testable import Zonal

/// Strict template loading: every kind of error names the file, the JSON path and what was
/// expected, and all of a file's errors come at once.
@Suite struct TemplateLoaderTests {
    static let valid = """
    {
      "name": "utopia",
      "detector": { "document": { "specifications": ["id1", { "name": "wide", "aspectRatio": 2.0 }] } },
      "classes": [{
        "name": "card-2021",
        "classification": [{ "id": "titleGroup", "location": [0.5, 0.04, 0.48, 0.07], "dewarp": { "fixed": { "height": 40 } },
                             "processors": [{ "parsers": [{ "id": "title", "raw": {} }] }] }],
        "classifier": { "all": [{ "valid": "title" }, { "matches": { "field": "title", "regex": "IDENTITY" } }] },
        "extraction": [
          { "id": "surnameGroup", "location": [0.31, 0.17, 0.64, 0.06], "dewarp": { "noUpscaling": { "maxHeight": 80 } },
            "processors": [{ "parsers": [{ "id": "surname", "raw": {}, "mandatory": true }] }] },
          { "id": "portrait", "location": [0.04, 0.14, 0.24, 0.48], "dewarp": { "fixed": { "height": 200 } },
            "processors": [{ "image": { "format": "jpeg", "quality": 80 } }] },
          { "id": "mrz", "location": [0, 0.7, 1, 0.3], "dewarp": { "noUpscaling": { "maxHeight": 400 } }, "processors": [{ "mrz": {} }] }
        ]
      }]
    }
    """

    func load(_ text: String) throws -> Template { try TemplateLoader.decode(Data(text.utf8), file: "t.json") }

    func issues(_ text: String) -> [ConfigurationIssue] {
        do {
            _ = try load(text)
            return []
        } catch let error as ConfigurationError {
            return error.issues
        } catch {
            return [ConfigurationIssue(file: "?", path: "?", message: "unexpected \(error)")]
        }
    }

    /// The valid template with one substring replaced.
    func variant(_ old: String, _ new: String) -> String {
        #expect(Self.valid.contains(old), "fixture drift: \(old)")
        return Self.valid.replacingOccurrences(of: old, with: new)
    }

    @Test func validTemplateLoadsEverything() throws {
        let template = try load(Self.valid)
        #expect(template.name == "utopia")
        guard case let .document(specifications) = template.detector else { Issue.record("detector"); return }
        #expect(specifications.map(\.name) == ["id1", "wide"])
        #expect(specifications.first?.widthMM == 85.6)
        let templatingClass = try #require(template.classes.first)
        #expect(templatingClass.classification.first?.parserEntries.map(\.id) == ["title"])
        #expect(templatingClass.extraction.map(\.id) == ["surnameGroup", "portrait", "mrz"])
        #expect(templatingClass.extraction[0].location.nominal == RelativeRect(x: 0.31, y: 0.17, width: 0.64, height: 0.06))
        #expect(templatingClass.extraction[0].dewarp == .noUpscaling(maxHeight: 80))
        guard case let .image(options) = templatingClass.extraction[1].processors.first else { Issue.record("image"); return }
        #expect(options == ImageReturn(format: .jpeg, quality: 80))
        let fields = ["title": ParsedField(value: "IDENTITY CARD", raw: "IDENTITY CARD", confidence: 95, valid: true)]
        #expect(templatingClass.classifier?.evaluate(fields) == true)
    }

    @Test func unknownKeyNamesPathAndSuggestsTheNearestKey() {
        let found = issues(variant("\"dewarp\": { \"fixed\"", "\"dewrap\": { \"fixed\""))
        #expect(found.contains { $0.path == "$.classes[0].classification[0].dewrap" && $0.message.contains("did you mean \"dewarp\"") })
        #expect(found.contains { $0.path == "$.classes[0].classification[0]" && $0.message.contains("missing \"dewarp\"") })
        #expect(found.allSatisfy { $0.file == "t.json" })
    }

    @Test func wrongTypeSaysWhatWasExpected() {
        let found = issues(variant("\"height\": 40", "\"height\": \"40\""))
        #expect(found.map(\.path) == ["$.classes[0].classification[0].dewarp.fixed.height"])
        #expect(found.first?.message == "expected an integer in 8...4000, found a string")
    }

    @Test func rectangleOutsideTheDocument() {
        let found = issues(variant("[0.31, 0.17, 0.64, 0.06]", "[0.5, 0.17, 0.64, 0.06]"))
        #expect(found.map(\.path) == ["$.classes[0].extraction[0].location"])
        #expect(found.first?.message.contains("runs outside the document") == true)
        let negative = issues(variant("[0.31, 0.17, 0.64, 0.06]", "[-0.1, 0.17, 0.64, 0.06]"))
        #expect(negative.map(\.path) == ["$.classes[0].extraction[0].location[0]"])
        let short = issues(variant("[0.31, 0.17, 0.64, 0.06]", "[0.31, 0.17]"))
        #expect(short.first?.message.contains("4 numbers") == true)
    }

    /// A class's `registration`: its labels load with where the layout prints them; too few
    /// labels, a point outside the document, a bad pattern or an unknown key are errors at their paths.
    @Test func registrationLabelsLoadAndTheirErrorsAreNamed() throws {
        let labels = (0..<4).map { #"{ "anchor": "^L\#($0)$", "at": [0.1, 0.\#($0 + 2)] }"# }
        func registration(_ labels: [String], area: String = "[0.0, 0.1, 1.0, 0.8]") -> String {
            variant("\"extraction\": [", "\"registration\": { \"searchArea\": \(area), \"labels\": [\(labels.joined(separator: ", "))] }, \"extraction\": [")
        }
        let loaded = try #require(try load(registration(labels)).classes.first?.registration)
        #expect(loaded.labels.map(\.labelPattern) == ["^L0$", "^L1$", "^L2$", "^L3$"])
        #expect(loaded.labels[3].at == Point(x: 0.1, y: 0.5) && loaded.searchArea == RelativeRect(x: 0, y: 0.1, width: 1, height: 0.8))

        let few = issues(registration(Array(labels.prefix(3))))
        #expect(few.map(\.path) == ["$.classes[0].registration.labels"] && few.first?.message.contains("at least 4 labels") == true, "\(few)")
        let outside = issues(registration(labels.dropLast() + [#"{ "anchor": "x", "at": [1.2, 0.5] }"#]))
        #expect(outside.map(\.path) == ["$.classes[0].registration.labels[3].at[0]"], "\(outside)")
        let pattern = issues(registration(labels.dropLast() + [#"{ "anchor": "(", "at": [0.2, 0.5] }"#]))
        #expect(pattern.map(\.path) == ["$.classes[0].registration.labels[3].anchor"] && pattern.first?.message.contains("regular expression") == true)
        let unknown = issues(registration(labels.dropLast() + [#"{ "anchor": "x", "at": [0.2, 0.5], "place": "below" }"#]))
        #expect(unknown.map(\.path) == ["$.classes[0].registration.labels[3].place"], "\(unknown)")
        let missing = issues(variant("\"extraction\": [", "\"registration\": { \"labels\": [\(labels.joined(separator: ", "))] }, \"extraction\": ["))
        #expect(missing.map(\.path) == ["$.classes[0].registration"] && missing.first?.message.contains("missing \"searchArea\"") == true)
    }

    /// A class's `marks`: rectangles of the document, loaded as given; one outside the document
    /// or not an array is an error at its path.
    @Test func marksLoadAndTheirErrorsAreNamed() throws {
        func marks(_ value: String) -> String { variant("\"extraction\": [", "\"marks\": \(value), \"extraction\": [") }
        let loaded = try #require(try load(marks("[[0.035, 0.056, 0.158, 0.176]]")).classes.first)
        #expect(loaded.marks == [RelativeRect(x: 0.035, y: 0.056, width: 0.158, height: 0.176)])
        let outside = issues(marks("[[0.035, 0.056, 0.158, 0.176], [0.9, 0.1, 0.2, 0.1]]"))
        #expect(outside.map(\.path) == ["$.classes[0].marks[1]"] && outside.first?.message.contains("runs outside the document") == true, "\(outside)")
        let notArray = issues(marks("[0.035, 0.056, 0.158, 0.176]"))
        // A bare rectangle: each of its numbers is reported as not being one.
        #expect(notArray.map(\.path) == (0..<4).map { "$.classes[0].marks[\($0)]" }
                && notArray.allSatisfy { $0.message.contains("expected an array") }, "\(notArray)")
    }

    @Test func duplicateIdsAcrossGroupsOfAClass() {
        let found = issues(variant("\"id\": \"surname\"", "\"id\": \"title\""))
        #expect(found.count == 1)
        #expect(found.first?.path == "$.classes[0].extraction[0].processors[0].parsers[0].id")
        #expect(found.first?.message.contains("duplicate id \"title\"") == true)
    }

    @Test func classifierNamingAnUnknownField() {
        let found = issues(variant("{ \"valid\": \"title\" }", "{ \"valid\": \"titel\" }"))
        #expect(found.map(\.path) == ["$.classes[0].classifier"])
        #expect(found.first?.message.contains("\"titel\"") == true)
        #expect(found.first?.message.contains("did you mean \"title\"") == true)
        // An extraction field is not known when the classifier runs.
        let extraction = issues(variant("{ \"valid\": \"title\" }", "{ \"valid\": \"surname\" }"))
        #expect(extraction.first?.message.contains("no classification group") == true)
    }

    @Test func aClassCanShareAnEarlierClassesExtraction() throws {
        let second = "{ \"name\": \"card-2024\", \"classifier\": { \"matches\": { \"field\": \"title\", \"regex\": \"2024\" } },"
            + " \"classification\": [{ \"id\": \"titleGroup\", \"location\": [0.5, 0.04, 0.48, 0.07], \"dewarp\": { \"fixed\": { \"height\": 40 } },"
            + " \"processors\": [{ \"parsers\": [{ \"id\": \"title\", \"raw\": {} }] }] }], \"extractionOf\": \"OTHER\" }"
        func withSecond(_ of: String) -> String {
            let text = Self.valid.replacingOccurrences(of: "\n  }]\n}", with: "\n  }, " + second.replacingOccurrences(of: "OTHER", with: of) + "]\n}")
            #expect(text != Self.valid, "fixture drift")
            return text
        }
        let template = try load(withSecond("card-2021"))
        #expect(template.classes.map(\.name) == ["card-2021", "card-2024"])
        #expect(template.classes[1].extraction.map(\.id) == template.classes[0].extraction.map(\.id))
        let unknown = issues(withSecond("card-2020"))
        #expect(unknown.map(\.path) == ["$.classes[1].extractionOf"])
        #expect(unknown.first?.message.contains("no earlier class is named \"card-2020\"") == true)
    }

    @Test func agreementWithTheMRZNeedsAnMRZReadFirst() {
        // The surname group comes before the MRZ group: nothing to agree with yet.
        let early = variant("\"id\": \"surname\", \"raw\": {}", "\"id\": \"surname\", \"agreesWithMRZ\": \"surname\", \"raw\": {}")
        let found = issues(early)
        #expect(found.map(\.path) == ["$.classes[0].extraction[0].processors[0].parsers[0].agreesWithMRZ"])
        #expect(found.first?.message.contains("no MRZ is read before this group") == true)
        // The mrtd detector has read it before any group.
        let mrtd = early.replacingOccurrences(of: "{ \"document\": { \"specifications\": [\"id1\", { \"name\": \"wide\", \"aspectRatio\": 2.0 }] } }", with: "{ \"mrtd\": {} }")
        #expect(issues(mrtd).isEmpty)
        // Only fields the MRZ holds and a printed value can be compared with.
        let unknown = issues(mrtd.replacingOccurrences(of: "\"agreesWithMRZ\": \"surname\"", with: "\"agreesWithMRZ\": \"optionalData\""))
        #expect(unknown.map(\.path) == ["$.classes[0].extraction[0].processors[0].parsers[0].agreesWithMRZ"])
    }

    @Test func dpiPolicyNeedsAPhysicalSize() {
        let withSizes = variant("\"dewarp\": { \"noUpscaling\": { \"maxHeight\": 80 } }", "\"dewarp\": { \"dpi\": 300 }")
        #expect(issues(withSizes).first?.message.contains("dpi policy needs") == true, "the custom spec \"wide\" has no size")
        let sized = withSizes.replacingOccurrences(of: "{ \"name\": \"wide\", \"aspectRatio\": 2.0 }", with: "{ \"name\": \"wide\", \"widthMM\": 100, \"heightMM\": 50 }")
        #expect(issues(sized).isEmpty)
        let mrtd = withSizes.replacingOccurrences(of: "{ \"document\": { \"specifications\": [\"id1\", { \"name\": \"wide\", \"aspectRatio\": 2.0 }] } }", with: "{ \"mrtd\": {} }")
        #expect(issues(mrtd).isEmpty)
    }

    @Test func unknownParserKindAndPreset() {
        let parser = issues(variant("\"id\": \"surname\", \"raw\": {}", "\"id\": \"surname\", \"rwa\": {}"))
        #expect(parser.contains { $0.path == "$.classes[0].extraction[0].processors[0].parsers[0].rwa" })
        #expect(parser.contains { $0.message.contains("exactly one parser kind") })
        let preset = issues(variant("[\"id1\",", "[\"id9\","))
        #expect(preset.first?.path == "$.detector.document.specifications[0]")
        #expect(preset.first?.message.contains("did you mean \"id1\"") == true)
        let renamed = issues(variant("{ \"name\": \"wide\", \"aspectRatio\": 2.0 }", "{ \"name\": \"id1\", \"aspectRatio\": 2.0 }"))
        #expect(renamed.map(\.path) == ["$.detector.document.specifications[1]"])
        #expect(renamed.first?.message.contains("is a preset name") == true)
        let contradicting = issues(variant("{ \"name\": \"wide\", \"aspectRatio\": 2.0 }", "{ \"name\": \"wide\", \"aspectRatio\": 2.05, \"widthMM\": 100, \"heightMM\": 50 }"))
        #expect(contradicting.first?.message.contains("disagrees") == true, "a stated shape and size must agree within 1%")
    }

    @Test func everyIssueOfAFileAtOnce() {
        var broken = variant("\"height\": 40", "\"height\": 2")
        broken = broken.replacingOccurrences(of: "[0.31, 0.17, 0.64, 0.06]", with: "[0.31, 0.17, 0.9, 0.06]")
        broken = broken.replacingOccurrences(of: "\"quality\": 80", with: "\"quality\": 80, \"embed\": true")
        #expect(Set(issues(broken).map(\.path)) == [
            "$.classes[0].classification[0].dewarp.fixed.height",
            "$.classes[0].extraction[0].location",
            "$.classes[0].extraction[1].processors[0].image.embed",
        ])
    }

    @Test func syntaxErrorsAndMissingFiles() {
        let syntax = issues("{ \"name\": ")
        #expect(syntax.count == 1 && syntax.first?.message.hasPrefix("not valid JSON") == true)
        #expect(throws: ConfigurationError.self) { try TemplateLoader.load(path: "/nonexistent/template.json") }
    }
}
