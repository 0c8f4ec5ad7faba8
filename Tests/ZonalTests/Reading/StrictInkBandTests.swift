import Testing
@testable import Zonal

/// Faint texture that passes the band finder's ink threshold joins an MRZ's band to the print
/// and texture around it. The last search finds bands with only the darker ink.
@Suite struct StrictInkBandTests {
    /// `zonal bench`'s real preset (seed 2028), document 41: a TD2 card in a web-sized screenshot
    /// with glare, print crowding the zone and uneven print. With Otsu's ink no band read as an
    /// MRZ (`empty`); with the strict ink, both lines read exactly.
    @Test func aCrowdedTD2ThatNoBandReadIsFoundWithStricterInk() async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: 41)
        #expect(sample.truth.format == .td2)
        let reader = MRZReader(pool: EnginePool(size: 1))
        let result = try await reader.read(sample)
        #expect(result.state != .empty, "\(result.reasons)")
        #expect(result.mrz?.lines == sample.truth.lines)
    }

    /// A stricter threshold keeps less ink, but not so little that a plain MRZ is lost: the clean
    /// preset's first document gives a band either way.
    @Test func theStricterThresholdStillFindsAPlainMRZ() throws {
        let sample = try benchmarkSample(.clean, seed: 2026, index: 0)
        let gray = try ImageLoader().decode(sample.bytes, name: sample.truth.image).grayscale()
        #expect(!(try MRZReader.findBands(gray, limit: 4)).isEmpty)
        #expect(!(try MRZReader.findBands(gray, limit: 4, inkFactor: MRZReader.strictInkFactor)).isEmpty)
    }
}
