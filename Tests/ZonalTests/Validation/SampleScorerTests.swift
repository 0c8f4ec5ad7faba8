import Testing
@testable import Zonal

/// One result against its truth: which fields are compared, and the failure a sample is listed with.
@Suite struct SampleScorerTests {
    static let cards = ValidationSubject(template: (try? ValidationLabelTests.template("synthetic-td1-card.json"))
                                         ?? Template(name: "missing", detector: .mrtd, classes: []), textPool: EnginePool(size: 1, model: .eng))
    static let fronts = ValidationSubject(template: (try? ValidationLabelTests.template("id-front.json"))
                                          ?? Template(name: "missing", detector: .mrtd, classes: []), textPool: EnginePool(size: 1, model: .eng))
    static let box = Quad(topLeft: Point(x: 0, y: 0), topRight: Point(x: 10, y: 0), bottomRight: Point(x: 10, y: 5), bottomLeft: Point(x: 0, y: 5))

    static func result(_ state: ResultState, class name: String?, detection: DocumentDetection.Status = .found,
                       fields: [String: (String?, Double)] = [:]) -> TemplateResult {
        var read: [String: FieldResult] = [:]
        for (id, (value, confidence)) in fields {
            let parsed = ParsedField(value: value, raw: value ?? "", confidence: confidence, valid: value != nil)
            read[id] = FieldResult(parsed: parsed, settings: FieldSettings(), parser: "raw", group: id + "Group", classification: false, region: box, ocrText: "")
        }
        return TemplateResult(input: "x.jpg", template: "t", layout: nil, state: state, class: name, document: DocumentDetection(status: detection, quad: box),
                              fields: read, images: [:], mrz: [:], rejectedClasses: [], reasons: [], warnings: [], timings: TemplateTimings())
    }

    static func sample(_ document: ExpectedDocument, fields: [String: String] = [:], state: ResultState? = nil) -> ValidationSample {
        ValidationSample(image: "x.jpg", truth: GroundTruth(source: .handWritten, document: document, fields: fields.mapValues { ExpectedValue($0) },
                                                            expectedState: state))
    }

    @Test func comparesTheExpectedClassesFields() {
        let truth = Self.sample(ExpectedDocument(present: true, className: "identity-card"), fields: ["surname": "NOWAK", "givenNames": "ANNA", "typo": "X"])
        let outcome = SampleScorer(subject: Self.cards).score(Self.result(.valid, class: "identity-card", fields: ["surname": ("NOWAK", 99), "givenNames": ("ANNE", 97)]),
                                                             sample: truth)
        #expect(outcome.expected == "identity-card" && outcome.read == "identity-card" && outcome.group == "synthetic-td1-card")
        #expect(outcome.fields.map(\.key) == ["surname", "givenNames"] && outcome.fields.map(\.right) == [true, false])
        #expect(outcome.failure == .fieldWrong && outcome.validRight == false && outcome.unknownFields == ["typo"])
    }

    @Test func failuresAreNamedBySeverity() {
        let scorer = SampleScorer(subject: Self.cards)
        let card = Self.sample(ExpectedDocument(present: true, className: "identity-card"))
        #expect(scorer.score(Self.result(.empty, class: nil, detection: .notFound), sample: card).failure == .detectionFailed)
        #expect(scorer.score(Self.result(.empty, class: nil), sample: card).failure == .classWrong, "found, but no class matched")
        #expect(scorer.score(Self.result(.valid, class: "residence-permit"), sample: card).failure == .classWrong)
        let faulty = Self.sample(ExpectedDocument(present: true, className: "identity-card"), state: .uncertain)
        #expect(scorer.score(Self.result(.valid, class: "identity-card"), sample: faulty).failure == .stateWrong)
        let right = scorer.score(Self.result(.valid, class: "identity-card"), sample: card)
        #expect(right.failure == nil && right.validRight == true)
        let negative = Self.sample(.none)
        #expect(scorer.score(Self.result(.empty, class: nil, detection: .notFound), sample: negative).failure == nil)
        #expect(scorer.score(Self.result(.valid, class: "identity-card"), sample: negative).failure == .classWrong)
    }

    @Test func anotherLayoutsDocumentIsExpectedToComeBackEmpty() {
        let licence = Self.sample(ExpectedDocument(present: true, layout: .drivingLicense, country: "DEU"))
        let scorer = SampleScorer(subject: Self.fronts)
        let empty = scorer.score(Self.result(.empty, class: nil, detection: .notFound), sample: licence)
        #expect(empty.expected == "none" && empty.failure == nil && empty.group == "negatives" && empty.fields.isEmpty)
        #expect(scorer.score(Self.result(.valid, class: "deu"), sample: licence).failure == .classWrong)
    }

    @Test func samplesWithoutTruthAreRunNotScored() {
        let outcome = SampleScorer(subject: Self.cards).score(Self.result(.uncertain, class: "identity-card"), sample: ValidationSample(image: "x.jpg"))
        #expect(outcome.truth == .none && outcome.expected == nil && outcome.read == "identity-card" && outcome.failure == nil && outcome.fields.isEmpty)
    }
}
