import Foundation
import Testing
@testable import Zonal

/// The ID-front and licence templates, used on their own (`zonal extract --template`), are as
/// strict as a universalIdConfig makes them: every field read by OCR has a `minConfidence` of at
/// least the config's default. Without one, Tesseract's doubtful readings (a second reading that
/// disagreed, a stray label) passed as `valid`: on 60 generated ID-front photos 20 of 45 `valid`
/// results had a wrong mandatory field. And each class's document number is its state's format:
/// a glyph read twice (`R11M0P066F`) or a letter where a digit is printed matches nothing.
struct IDTemplateStrictnessTests {
    /// The passport page's optional fields too: without a threshold, 52 wrong readings of its
    /// nationality, place of birth, issue date and authority passed as `valid` on 100 generated
    /// photos (seed 42), 7 with it.
    @Test(arguments: ["id-front.json", "driving-license.json", "passport-data-page.json"])
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
        #expect(fields >= 10, "\(name): \(fields) fields")
    }

    /// Each class's `documentNumber` pattern takes every number the generator prints for that
    /// state, and neither the number with a glyph doubled nor one with a digit read as a letter.
    @Test(arguments: [("id-front.json", IDFrontVariant.all.map { ($0.name, $0.numberPattern) }),
                      ("driving-license.json", DrivingLicenseVariant.all.map { ($0.name, $0.numberPattern) })])
    func documentNumbersHaveTheirStatesFormat(_ name: String, _ formats: [(String, String)]) throws {
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent(name))
        let template = try TemplateLoader.load(path: file.path)
        let classOf = ["d": "deu", "f": "fra", "i": "ita", "uto": "uto"]
        var rng = RandomSource(seed: 7)
        for (variant, pattern) in formats {
            let cls = try #require(template.classes.first { $0.name == classOf[variant] }, "\(name): no class for \(variant)")
            let parsers = cls.extraction.flatMap(\.processors).compactMap { processor -> (any FieldParser)? in
                guard case let .parsers(entries) = processor else { return nil }
                return entries.first { $0.id == "documentNumber" }?.parser
            }
            let parser = try #require(parsers.first, "\(name) \(variant): no documentNumber")
            for _ in 0..<20 {
                let number = CardNumber.make(pattern, using: &rng)
                #expect(parser.parse(RecognizedText(number)).value == number, "\(name) \(variant): \(number)")
                let doubled = String(number.prefix(2)) + String(number.dropFirst().prefix(1)) + String(number.dropFirst(2))
                #expect(parser.parse(RecognizedText(doubled)).value == nil, "\(name) \(variant): \(doubled)")
            }
            let digit = try #require(pattern.firstIndex(of: "D"))
            var misread = Array(CardNumber.make(pattern, using: &rng))
            misread[pattern.distance(from: pattern.startIndex, to: digit)] = "S"
            #expect(parser.parse(RecognizedText(String(misread))).value == nil, "\(name) \(variant): \(String(misread))")
        }
    }

    /// A licence class reads an address exactly when its state prints one (field 8): Germany and
    /// France leave it off, and a class that looked for it paid for a second search pass on every
    /// licence (about 80 ms) to find nothing.
    @Test func licenceClassesReadAnAddressWhereTheStatePrintsOne() throws {
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("driving-license.json"))
        let template = try TemplateLoader.load(path: file.path)
        let classOf = ["d": "deu", "f": "fra", "i": "ita", "uto": "uto"]
        for variant in DrivingLicenseVariant.all {
            let cls = try #require(template.classes.first { $0.name == classOf[variant.name] }, "no class for \(variant.name)")
            let reads = cls.extraction.flatMap(\.fieldIds).contains("address")
            #expect(reads == variant.printsAddress, "\(cls.name): reads an address \(reads), the state prints one \(variant.printsAddress)")
        }
    }
}
