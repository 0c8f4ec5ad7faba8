import Testing
@testable import Zonal

/// Which class a sample's truth expects of a template or config: the bundled templates and the
/// generator's truth line up without any mapping file.
@Suite struct ValidationLabelTests {
    static func template(_ file: String) throws -> Template {
        let directory = try #require(IDLayout.templatesDirectory)
        return try TemplateLoader.load(path: directory.appendingPathComponent(file).path)
    }

    static func config() throws -> ValidationSubject {
        let directory = try #require(IDLayout.templatesDirectory)
        let config = try UniversalIdConfigLoader.load(path: directory.appendingPathComponent("universal-id.json").path)
        return try ValidationSubject(config: config, name: "universal-id", textPool: EnginePool(size: 1, model: .eng), mrzReader: MRZReader(pool: EnginePool(size: 1)))
    }

    @Test func aTemplateExpectsItsOwnClassesAndNothingOfOtherDocuments() throws {
        let cards = ValidationSubject(template: try Self.template("synthetic-td1-card.json"), textPool: EnginePool(size: 1, model: .eng))
        #expect(cards.expectedLabel(ExpectedDocument(present: true, layout: .mrz, kind: "residence-permit")) == "residence-permit")
        #expect(cards.expectedLabel(ExpectedDocument(present: true, layout: .mrz, kind: "passport")) == "none")
        #expect(cards.expectedLabel(.none) == "none")
        #expect(cards.expectedLabel(ExpectedDocument(present: true)) == nil, "a hand-written truth without a class is not scored")
        #expect(cards.expectedLabel(ExpectedDocument(present: true, className: "identity-card")) == "identity-card")

        let fronts = ValidationSubject(template: try Self.template("id-front.json"), textPool: EnginePool(size: 1, model: .eng))
        #expect(fronts.units.first?.layout == .idFront)
        #expect(fronts.expectedLabel(ExpectedDocument(present: true, layout: .idFront, country: "DEU")) == "deu")
        #expect(fronts.expectedLabel(ExpectedDocument(present: true, layout: .drivingLicense, country: "DEU")) == "none")
    }

    @Test func aConfigExpectsLayoutsAndTheirClasses() throws {
        let subject = try Self.config()
        #expect(subject.expectedLabel(ExpectedDocument(present: true, layout: .drivingLicense, country: "ITA")) == "drivingLicense/ita")
        #expect(subject.expectedLabel(ExpectedDocument(present: true, layout: .mrz, kind: "passport")) == "mrz")
        #expect(subject.expectedLabel(ExpectedDocument(present: true, layout: .idFront)) == "idFront", "no class hint: the layout alone")
        #expect(subject.key("surname", in: try #require(subject.unit(for: .idFront))) == "idFront.surname")
    }

    @Test func generatedVariantsNameTheTemplateClasses() throws {
        let subject = try Self.config()
        for (document, labels) in [(SyntheticDocument.drivingLicense, ["drivingLicense/uto", "drivingLicense/deu", "drivingLicense/fra", "drivingLicense/ita"]),
                                   (.idFront, ["idFront/uto", "idFront/deu", "idFront/fra"])] {
            let options = SynthesisOptions(count: labels.count, seed: 3, documents: [document], preset: .clean, dpi: 60)
            for (index, label) in labels.enumerated() {
                let truth = try Synthesizer.sample(index: index, options: options).truth
                #expect(subject.expectedLabel(GroundTruth(truth).document) == label, "\(truth.variant ?? "-")")
            }
        }
    }
}
