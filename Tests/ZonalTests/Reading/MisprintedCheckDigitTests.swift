import Testing
@testable import Zonal

/// Documents whose printed check digit is simply wrong (the generator's `misprint` condition), or
/// read so sure and so wrong that only a fix dearer than a misprint would make the check pass
/// (`MRZCorrectionPolicy.misprintCost`). They are reported as read, `uncertain`, never fixed into
/// another document with a character the OCR gave no weight.
@Suite struct MisprintedCheckDigitTests {
    /// Fresh real-preset set (seed 3031) #18, a visa whose document number's check digit is
    /// misprinted: its `D`, read at 83, was taken as the `B` the OCR offered at 0, which made the
    /// misprinted check agree. It now reads as printed, its check failing.
    @Test func aMisprintedVisaReadsAsPrinted() async throws {
        let mrz = try await readAsPrinted(seed: 3031, index: 18, failing: ["documentNumber"])
        #expect(!mrz.corrections.contains { $0.reason == MRZCheckDigitCorrection.reason })
    }

    /// Fresh real-preset set (seed 4048) #214, a visa whose document number's check digit is
    /// printed `0` where the data give `6`: read `0` at 45 with `6` offered at 0, the search
    /// took the `6`, and the visa was `valid` and wrong. The cell matches OCR-B's drawn `0` far
    /// better than its `6` (0.97 against 0.55), so the digit is kept as printed.
    @Test func aMisprintTheGlyphShowsIsKeptAsPrinted() async throws {
        try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)")
        try await readAsPrinted(seed: 4048, index: 214, failing: ["documentNumber"])
    }

    /// Reads real-preset document `index` of `seed`, a misprint, and expects it as printed,
    /// `uncertain`, with the `failing` checks failing.
    @discardableResult
    private func readAsPrinted(seed: UInt64, index: Int, failing: [String],
                               sourceLocation: SourceLocation = #_sourceLocation) async throws -> MRZResult {
        let sample = try benchmarkSample(.real, seed: seed, index: index)
        #expect(sample.truth.conditions.contains(.misprint), sourceLocation: sourceLocation)
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        let mrz = try #require(result.mrz, "\(result.reasons)", sourceLocation: sourceLocation)
        #expect(mrz.lines == sample.truth.lines, sourceLocation: sourceLocation)
        #expect(result.state == .uncertain, sourceLocation: sourceLocation)
        #expect(mrz.failedChecks == failing, sourceLocation: sourceLocation)
        return mrz
    }

    /// Benchmark real preset (seed 2028) #137, a passport in a serif whose `DD` reads `00` at 98:
    /// the only fix of its check (a `0` read at 89 taken as an `O` offered at 0) is dearer than a
    /// misprint and not made, but its reading still wins the band, and the page's printed number
    /// restores `DD`.
    @Test func aSerifNumberIsRestoredByThePageNotByADearFix() async throws {
        try #require(OCRModel.eng.isInstalled, "Debian's eng model is not installed (scripts/install-deps.sh)")
        let sample = try benchmarkSample(.real, seed: 2028, index: 137)
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        let mrz = try #require(result.mrz, "\(result.reasons)")
        #expect(mrz.lines == sample.truth.lines)
        #expect(mrz.corrections.filter { $0.field == "documentNumber" }.map(\.reason) == ["visualZone", "visualZone"])
    }
}
