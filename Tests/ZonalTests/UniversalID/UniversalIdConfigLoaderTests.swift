import Foundation
import Testing
@testable import Zonal

/// universalIdConfig decoding: the three shapes (Anyline's sample file verbatim, a pluginConfig,
/// a bare universalIdConfig) and each kind of error, named by file and JSON path.
struct UniversalIdConfigLoaderTests {
    static let fieldNames: [IDLayout: [String]] = (try? UniversalIdConfigLoader.bundledFieldNames()) ?? [:]

    func decode(_ json: String) throws -> UniversalIdConfig {
        try UniversalIdConfigLoader.decode(Data(json.utf8), file: "c.json", fieldNames: Self.fieldNames)
    }

    func issues(_ json: String) -> [ConfigurationIssue] {
        do {
            _ = try decode(json)
            return []
        } catch let error as ConfigurationError {
            return error.issues
        } catch {
            return [ConfigurationIssue(file: "?", path: "?", message: "\(error)")]
        }
    }

    @Test func bundledLayoutsOfferTheDocumentedFields() {
        #expect(Self.fieldNames[.drivingLicense] == ["surname", "givenNames", "dateOfBirth", "placeOfBirth", "dateOfIssue", "dateOfExpiry",
                                                     "authority", "documentNumber", "categories", "address"],
                "in the order the classes first have them: the German licence, first, prints no address")
        #expect(Set(Self.fieldNames[.idFront] ?? []) == ["surname", "givenNames", "dateOfBirth", "placeOfBirth", "dateOfExpiry",
                                                          "cardAccessNumber", "documentNumber", "nationality"])
        #expect(Set(Self.fieldNames[.mrz] ?? []).isSuperset(of: ["surname", "givenNames", "dateOfBirth", "dateOfExpiry", "documentNumber",
                                                                 "nationality", "sex", "issuingState", "documentType"]))
    }

    @Test func anylineSampleFileLoadsVerbatim() throws {
        let url = try #require(Bundle.module.url(forResource: "Resources/anyline-sample-id-config", withExtension: "json"))
        let config = try UniversalIdConfigLoader.load(path: url.path, fieldNames: Self.fieldNames)
        #expect(config.allowedLayouts == [.mrz: [], .drivingLicense: [], .idFront: []])
        #expect(config.alphabet == "latin")
        #expect(config.fields[.drivingLicense]?["surname"] == .init(scanOption: 0, minConfidence: 40))
        #expect(config.fields[.drivingLicense]?["address"] == .init(scanOption: 1, minConfidence: nil))
        #expect(config.fields[.idFront]?["cardAccessNumber"] == .init(scanOption: 1, minConfidence: 60))
        #expect(config.ignored == ["$.cameraConfig", "$.flashConfig", "$.viewPluginConfig.cutoutConfig", "$.viewPluginConfig.scanFeedbackConfig",
                                   "$.viewPluginConfig.pluginConfig.id", "$.viewPluginConfig.pluginConfig.cancelOnResult"])
    }

    @Test func pluginConfigAndBareConfigLoad() throws {
        let bare = #"{ "allowedLayouts": { "drivingLicense": ["DEU", "AUT"] }, "drivingLicense": { "surname": { "minConfidence": 80 } } }"#
        let plugin = #"{ "id": "x", "cancelOnResult": true, "universalIdConfig": \#(bare) }"#
        for json in [bare, plugin] {
            let config = try decode(json)
            #expect(config.allowedLayouts == [.drivingLicense: ["DEU", "AUT"]])
            #expect(config.fields[.drivingLicense]?["surname"] == .init(scanOption: nil, minConfidence: 80))
        }
        #expect(try decode("{}").allowedLayouts.count == 3)
    }

    @Test func eachErrorNamesItsPath() {
        let found = issues(#"""
        { "allowedLayouts": { "passport": [], "mrz": ["de"] }, "alphabet": "cyrillic",
          "idFront": { "surnme": { "scanOption": 0 }, "givenNames": { "scanOption": 3, "minConfidence": 101 } } }
        """#)
        let text = found.map(\.description)
        #expect(text.contains { $0.contains("$.allowedLayouts.passport: unknown key") })
        #expect(text.contains { $0.contains("$.allowedLayouts.mrz: expected country codes of three capital letters") })
        #expect(text.contains { $0.contains("$.alphabet: unsupported alphabet \"cyrillic\"") })
        #expect(text.contains { $0.contains("$.idFront.surnme: unknown key") && $0.contains("did you mean \"surname\"") })
        #expect(text.contains { $0.contains("$.idFront.givenNames.scanOption") && $0.contains("0...2") })
        #expect(text.contains { $0.contains("$.idFront.givenNames.minConfidence") && $0.contains("0...100") })
        #expect(found.allSatisfy { $0.file == "c.json" })
    }

    @Test func unknownTopLevelSectionAndNotJSON() {
        #expect(issues(#"{ "cameraConfig": {}, "viewPluginConfig": { "pluginConfig": { "universalIdConfig": {} }, "extra": 1 } }"#)
            .contains { $0.path == "$.viewPluginConfig.extra" })
        #expect(issues("{ not json").first?.message.hasPrefix("not valid JSON") == true)
        #expect(issues(#"{ "viewPluginConfig": { "pluginConfig": { "id": "x" } } }"#).contains { $0.message.contains("universalIdConfig") })
    }
}
