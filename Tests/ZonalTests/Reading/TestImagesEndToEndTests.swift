import Foundation
import Testing
@testable import Zonal

/// Reads every bundled TestImages sample and compares with the truth beside it.
@Suite(.serialized) struct TestImagesEndToEndTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TestImages").path

    struct Outcome {
        var truth: SampleTruth
        var result: MRZReadResult
        var exact: Bool { result.mrz?.lines == truth.lines }
    }

    static func readAll() async throws -> [Outcome] {
        let truths = try MRZBenchmark.loadTruths(directory: directory)
        #expect(truths.count >= 30)
        let reader = MRZReader(pool: EnginePool(size: 2))
        var outcomes: [Outcome] = []
        for (path, truth) in truths {
            outcomes.append(Outcome(truth: truth, result: try await reader.read(path: path)))
        }
        return outcomes
    }

    @Test func readsTheBundledSamples() async throws {
        let outcomes = try await Self.readAll()
        for o in outcomes {
            if o.truth.format == nil {
                // No MRZ on the page: nothing may be invented.
                #expect(o.result.state == .empty, "\(o.truth.image): expected empty, got \(o.result.state)")
                #expect(o.result.mrz == nil)
            } else if o.result.state == .valid {
                // A valid result must be right, field for field.
                let exact = o.exact
                #expect(exact, "\(o.truth.image): valid but read \(o.result.mrz?.lines ?? [])")
                #expect(o.result.mrz?.format == o.truth.format)
            }
        }
        // Every format reads exactly from a clean scan.
        for o in outcomes where o.truth.conditions == [.clean] && o.truth.format != nil {
            let exact = o.exact
            #expect(exact, "\(o.truth.image): read \(o.result.mrz?.lines ?? []), expected \(o.truth.lines)")
            if let fields = o.truth.fields, let read = o.result.mrz?.fields {
                #expect(read["documentNumber"]?.value == fields.documentNumber)
                #expect(read["dateOfBirth"]?.value == fields.dateOfBirth)
                #expect(read["dateOfExpiry"]?.value == fields.dateOfExpiry)
                #expect(read["surname"]?.value == fields.surname)
            }
        }
        let withMRZ = outcomes.filter { $0.truth.format != nil }
        let exact = withMRZ.filter(\.exact).count
        // The floor the reader reached when this test was last tightened (see the issue notes).
        #expect(exact >= Self.minimumExact, "read \(exact) of \(withMRZ.count) exactly")
    }

    /// 25 since the fine-tuned MRZ model: it reads two `0`s of `0010-td1-blur` as `C` and `O`
    /// (its check digit catches it: uncertain, not wrong), while on the 1100-image benchmark it
    /// read 43 more degraded images exactly.
    static let minimumExact = 25
}
