import Testing
@testable import Zonal

/// Glare across an MRZ washes a few characters of each line out of the ink, and the band the
/// detector closed from that ink stopped at the glare: the piece past it, too short to be a band
/// itself, was lost, and the lines were read cut short.
@Suite struct GlareSplitBandTests {
    /// `zonal bench`'s real preset (seed 2028), document 98: a visa (MRV-A) whose MRZ a glare
    /// stripe crosses. Read in the band joined across the glare, every line is exact and `valid`.
    @Test func aVisaMRZCutByGlareIsReadInOneBand() async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: 98)
        #expect(sample.truth.format == .mrvA)
        #expect(sample.truth.conditions.contains(.glare))
        let reader = MRZReader(pool: EnginePool(size: 1))
        let result = try await reader.read(sample)
        #expect(result.state == .valid, "\(result.reasons)")
        #expect(result.mrz?.lines == sample.truth.lines)
    }
}
