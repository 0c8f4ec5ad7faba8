import Testing
@testable import Zonal

/// A blurred `/` between a licence's categories is read `I`, a letter no category has: the
/// licence template's categories parsers take it for the slash (`readAs`), where the pattern
/// stopped at it before (`AM/AIB` gave `AM`; licence photo seed 96 #29).
struct LicenceCategoriesSlashTests {
    static func categoryParsers() throws -> [RegexParser] {
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("driving-license.json"))
        let template = try TemplateLoader.load(path: file.path)
        return template.classes.flatMap { $0.extraction.flatMap(\.parserEntries) }.filter { $0.id == "categories" }.compactMap { $0.parser as? RegexParser }
    }

    @Test func aSlashReadAsIIsTheSlash() throws {
        let parsers = try Self.categoryParsers()
        #expect(parsers.count == 4, "one per class")
        for parser in parsers {
            #expect(parser.readAs["I"] == "/")
            let field = parser.parse(recognized("AM/AIB", base: 95))
            #expect(field.value == "AM/A/B" && field.raw == "AM/AIB", "\(field)")
            // A category read whole is unchanged, and I is not a category of its own.
            #expect(parser.parse(recognized("A2/B/CE", base: 95)).value == "A2/B/CE")
            #expect(parser.parse(recognized("I", base: 95)).value == nil)
        }
    }
}
