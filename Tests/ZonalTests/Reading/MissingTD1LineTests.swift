import Testing
@testable import Zonal

/// A TD1's band found with two of its three lines (a skewed card in perspective): its 30
/// characters were stretched over a two-line format's 36 cells. Its third line is looked for
/// beyond the band first.
@Suite(.serialized) struct MissingTD1LineTests {
    static let reader = MRZReader(pool: EnginePool(size: 1))

    @Test func twoLinesOfThirtyCharactersMayLackALine() {
        #expect(MRZBandReader.mayLackALine(lineCount: 2, characters: 30.4))
        #expect(!MRZBandReader.mayLackALine(lineCount: 3, characters: 30.4))
        #expect(!MRZBandReader.mayLackALine(lineCount: 2, characters: 36))
        #expect(!MRZBandReader.mayLackALine(lineCount: 2, characters: 20))
    }

    /// `zonal bench --seed 3031`'s photo preset (seed 3032), document 215: an ID card skewed by
    /// about 20° in perspective. The detector's band held its first two lines; read as a TD2,
    /// `IR<USAPPAWB<B9P9<E<…`, no reading was plausible: no MRZ. Now all three lines are exact.
    @Test func aSkewedTD1sThirdLineIsFound() async throws {
        let sample = try benchmarkSample(.photo, seed: 3032, index: 215)
        #expect(sample.truth.format == .td1)
        let result = try await Self.reader.read(sample)
        #expect(result.mrz?.lines == sample.truth.lines, "\(result.state) \(result.reasons)")
    }

    /// `zonal synth --seed 3031 --preset real`, document 20: a sharp ID card whose first MRZ line
    /// glare washed out in its middle (`6530`). The band held the two full lines; looked for
    /// beyond them, the first showed only its first 12 characters, and the two full lines alone
    /// were taken again: read as a TD2 of 36 characters, no MRZ. Now three lines are asked for
    /// there, and the MRZ reads exactly and `valid`.
    @Test func aTD1LineGlareCutShortIsFound() async throws {
        let sample = try benchmarkSample(.real, seed: 3031, index: 20)
        #expect(sample.truth.format == .td1)
        let result = try await Self.reader.read(sample)
        #expect(result.mrz?.lines == sample.truth.lines, "\(result.state) \(result.reasons)")
    }
}
