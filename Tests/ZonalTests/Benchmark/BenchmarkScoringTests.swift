import Foundation
import Testing
@testable import Zonal

/// Scoring of benchmark samples, the field reliability table and the default benchmark sets, on
/// hand-made readings with known answers.
@Suite struct BenchmarkScoringTests {
    private let printed = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<17"]

    private func truth(expected: ResultState? = nil, lines: [String]? = nil, format: MRZFormat? = .td3) -> SampleTruth {
        let fields = SampleTruth.Fields(documentCode: "P", issuingState: "UTO", surname: "ERIKSSON", givenNames: "ANNA MARIA",
                                        documentNumber: "L898902C3", nationality: "UTO", dateOfBirth: "1974-08-12", sex: "F",
                                        dateOfExpiry: "2012-04-15", optionalData: "ZE184226B", optionalData2: "")
        let quad = Quad.rect(x: 0, y: 0, width: 10, height: 10)
        return SampleTruth(image: "x.jpg", format: format, lines: format == nil ? [] : lines ?? printed, fields: format == nil ? nil : fields,
                           conditions: expected == nil ? [.clean] : [.misprint], expectedState: expected, seed: 1, index: 0,
                           exifOrientation: nil, document: .init(quad: quad), mrz: format == nil ? nil : .init(quad: quad))
    }

    private func reading(_ state: ResultState, lines: [String]?, fields: [String: MRZField] = [:], attempts: Int = 1, total: Double = 10) -> MRZReadResult {
        let mrz = lines.map {
            MRZResult(format: .td3, state: state, lines: $0, rawLines: $0, fields: fields, checks: [], corrections: [], warnings: [],
                      reasons: [], confidence: fields.values.map(\.confidence).min() ?? 0)
        }
        var timings = StageTimings()
        timings.total = total
        return MRZReadResult(input: "x.jpg", state: state, reasons: [], mrz: mrz, location: nil, warnings: [], attempts: attempts, timings: timings)
    }

    private func field(_ value: String, raw: String? = nil, confidence: Double) -> MRZField {
        MRZField(value: value, raw: raw ?? value, confidence: confidence, valid: true, flags: [], position: MRZSpan(line: 1, start: 1, length: 1))
    }

    @Test func misprintedDocumentIsRightOnlyAsPrintedAndNotValid() {
        let misprint = truth(expected: .uncertain)
        let valid = MRZBenchmark.score(truth: misprint, result: reading(.valid, lines: printed), preset: "real")
        #expect(!valid.exact && valid.validButWrong)
        let uncertain = MRZBenchmark.score(truth: misprint, result: reading(.uncertain, lines: printed), preset: "real")
        #expect(uncertain.exact && !uncertain.validButWrong && uncertain.preset == "real")
        var fixed = printed
        fixed[1] = "L898902C36UTO7408122F1204159ZE184226B<<<<<10"
        let corrected = MRZBenchmark.score(truth: misprint, result: reading(.uncertain, lines: fixed), preset: nil)
        #expect(!corrected.exact && !corrected.validButWrong)
        let fixedAndValid = MRZBenchmark.score(truth: misprint, result: reading(.valid, lines: fixed), preset: nil)
        #expect(!fixedAndValid.exact && fixedAndValid.validButWrong)
    }

    @Test func ordinaryDocumentsAndNegatives() {
        let right = MRZBenchmark.score(truth: truth(), result: reading(.valid, lines: printed), preset: nil)
        #expect(right.exact && !right.validButWrong)
        var wrongLines = printed
        wrongLines[0] = "P<UTOERIKSSON<<ANNA<MARlA<<<<<<<<<<<<<<<<<<<"
        let wrong = MRZBenchmark.score(truth: truth(), result: reading(.valid, lines: wrongLines), preset: nil)
        #expect(!wrong.exact && wrong.validButWrong)
        let none = MRZBenchmark.score(truth: truth(format: nil), result: reading(.empty, lines: nil), preset: nil)
        #expect(none.exact && none.fields.isEmpty)
        let ghost = MRZBenchmark.score(truth: truth(format: nil), result: reading(.valid, lines: printed, fields: ["surname": field("X", confidence: 99)]), preset: nil)
        #expect(!ghost.exact && ghost.validButWrong && ghost.fields == [.init(name: "surname", confidence: 99, correct: false)])
    }

    @Test func fieldsAreComparedAsTheTruthWritesThem() throws {
        let fields: [String: MRZField] = [
            "dateOfBirth": field("2074-08-12", raw: "740812", confidence: 98),  // the century is the reader's guess
            "dateOfExpiry": field("2012-04-15", raw: "120415", confidence: 99.5),
            "sex": field("F", confidence: 99),
            "surname": field("ERIKSS0N", confidence: 88),
            "givenNames": field("ANNA MARIA", confidence: 97),
            "documentNumber": field("L898902C3", confidence: 96),
        ]
        let outcomes = FieldReliability.outcomes(truth: truth().fields, read: fields)
        let byName = Dictionary(uniqueKeysWithValues: outcomes.map { ($0.name, $0) })
        #expect(outcomes.map(\.name) == fields.keys.sorted())
        #expect(byName["dateOfBirth"]?.correct == true && byName["dateOfExpiry"]?.correct == true && byName["sex"]?.correct == true)
        #expect(byName["surname"]?.correct == false && byName["surname"]?.confidence == 88)
        #expect(byName["givenNames"]?.correct == true && byName["documentNumber"]?.correct == true)
        var filler = try #require(truth().fields)
        filler.sex = "<"
        #expect(FieldReliability.outcomes(truth: filler, read: ["sex": field("X", raw: "<", confidence: 99)]).first?.correct == true)
    }

    @Test func reliabilityTableBuckets() {
        func sample(_ outcomes: [(Double, Bool)]) -> MRZBenchmark.Sample {
            MRZBenchmark.Sample(image: "x", preset: nil, format: "TD3", conditions: ["clean"], state: .valid, exact: true, validButWrong: false,
                                attempts: 1, minimumFieldConfidence: nil,
                                fields: outcomes.map { MRZBenchmark.FieldOutcome(name: "f", confidence: $0.0, correct: $0.1) },
                                timings: StageTimings(), error: nil)
        }
        let table = FieldReliability([sample([(10, false), (60, true), (60, false), (96, true)]), sample([(97, false), (99, true), (99.5, true), (100, true)])])
        #expect(table.buckets.map(\.label) == ["<50", "50–70", "70–85", "85–93", "93–97", "97–99", "≥99"])
        #expect(table.buckets.map(\.count) == [1, 2, 0, 0, 1, 1, 3])
        #expect(table.buckets.map(\.correct) == [0, 1, 0, 0, 1, 0, 3])
        #expect(table.buckets[1].rate == 0.5 && table.buckets[2].rate == 0)
        #expect(table.table.contains("≥99") && table.table.contains("100.0%"))
    }

    @Test func summaryGroupsPresetsAndTimesTheFirstPass() {
        func sample(_ preset: String, attempts: Int, total: Double, conditions: [String] = ["clean"]) -> MRZBenchmark.Sample {
            var timings = StageTimings()
            timings.total = total
            return MRZBenchmark.Sample(image: "x", preset: preset, format: "TD1", conditions: conditions, state: .valid, exact: true,
                                       validButWrong: false, attempts: attempts, minimumFieldConfidence: 99, timings: timings, error: nil)
        }
        let samples = [sample("clean", attempts: 1, total: 10), sample("photo", attempts: 1, total: 40, conditions: ["blur"]),
                       sample("real", attempts: 1, total: 60, conditions: ["glare"]), sample("real", attempts: 3, total: 500, conditions: ["glare"])]
        let summary = MRZBenchmarkSummary(samples)
        let names = summary.groups.map(\.name)
        #expect(names.contains("preset clean") && names.contains("preset photo") && names.contains("preset real") && names.contains("+glare"))
        #expect(summary.groups.first { $0.name == "degraded" }?.count == 3)
        #expect(summary.groups.first { $0.name == "preset real" }?.count == 2)
        #expect(summary.timing.firstPassMedian == 40 && summary.timing.firstPassPhotoMedian == 60)
        #expect(summary.timing.slowPathShare == 0.25 && summary.timing.slowPathMedian == 500)
        #expect(summary.table.contains("first pass 40.0 (photo+real 60.0)"))
    }

    @Test func defaultBenchmarkSets() throws {
        let sets = MRZBenchmarkSet.sets(total: 1000, seed: 2026)
        #expect(sets.map(\.preset) == [.clean, .photo, .real])
        #expect(sets.map(\.count) == [400, 300, 300] && sets.map(\.negatives) == [40, 30, 30] && sets.map(\.seed) == [2026, 2027, 2028])
        #expect(MRZBenchmarkSet.sets(total: 1, seed: 1).map(\.count) == [1, 1, 1])

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("zonal-set-\(UInt32.random(in: 0...UInt32.max))").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let set = MRZBenchmarkSet(preset: .real, seed: 3, count: 1, negatives: 1)
        #expect(!set.isPresent(in: root))
        try set.generate(in: root)
        #expect(set.isPresent(in: root))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".truth.json") }.count == 2)
        var other = set
        other.seed = 4
        #expect(!other.isPresent(in: root), "another seed is another set")
        other = set
        other.preset = .photo
        #expect(!other.isPresent(in: root), "another preset is another set")
    }
}
