import Testing
@testable import Zonal

/// A band the detector cut short is widened towards either end; when the side showing more
/// characters does not read, the other side is read too.
@Suite(.serialized) struct CutShortBandTests {
    static let reader = MRZReader(pool: EnginePool(size: 1))

    /// `zonal bench`'s photo preset (seed 2027), document 84: a visa whose MRZ runs into a shadow
    /// on its right, on a dark wooden table. The band stops at the shadow; widened left, over the
    /// grain counted as glyphs, the zone read as no MRZ at all. Widened right, it reads whole.
    @Test func aVisaWhoseMRZRunsIntoAShadowIsReadWhole() async throws {
        let sample = try benchmarkSample(.photo, seed: 2027, index: 84)
        #expect(sample.truth.format == .mrvB)
        let result = try await Self.reader.read(sample)
        #expect(result.mrz?.lines == sample.truth.lines, "\(result.reasons)")
    }
}
