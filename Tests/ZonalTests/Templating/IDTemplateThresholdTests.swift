import Foundation
import Testing
@testable import Zonal

/// The ID-front and licence templates, used on their own (`zonal extract --template`), are as
/// strict as a universalIdConfig makes them: every field read by OCR has a `minConfidence` of at
/// least the config's default. Without one, Tesseract's doubtful readings (a second reading that
/// disagreed, a stray label) passed as `valid`: on 60 generated ID-front photos 20 of 45 `valid`
/// results had a wrong mandatory field.
struct IDTemplateThresholdTests {
    @Test(arguments: ["id-front.json", "driving-license.json"])
    func everyFieldHasTheConfigsMinConfidence(_ name: String) throws {
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent(name))
        let template = try TemplateLoader.load(path: file.path)
        var fields = 0
        for group in template.classes.flatMap(\.extraction) {
            for case let .parsers(entries) in group.processors {
                for entry in entries {
                    fields += 1
                    #expect(entry.settings.minConfidence >= UniversalIdConfig.defaultMinConfidence, "\(name): \(entry.id)")
                }
            }
        }
        #expect(fields > 20, "\(name): \(fields) fields")
    }
}
