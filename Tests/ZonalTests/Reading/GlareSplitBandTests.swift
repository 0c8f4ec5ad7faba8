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

    /// Documents 53 and 153 of the same set: visas whose MRZ glare washed out on the left, so
    /// that the band found was about 36 characters of two 44-character lines, begun mid-name,
    /// and read as no MRZ at all. Widened to 44 characters, each reads as the visa it is: the
    /// second line exact, the names a letter or a few off (and so `uncertain`). Document 153's
    /// names are exact since its lines are also read in the local grey (`FadedInkTests`), and it
    /// is `valid`: never `valid` unless exact.
    @Test(arguments: [(53, ResultState.uncertain), (153, .valid)])
    func aVisaMRZCutShortByGlareIsWidenedTo44Characters(index: Int, state: ResultState) async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: index)
        #expect(sample.truth.format == .mrvA)
        #expect(sample.truth.conditions.contains(.glare))
        let reader = MRZReader(pool: EnginePool(size: 1))
        let result = try await reader.read(sample)
        #expect(result.state == state, "\(result.reasons)")
        #expect(result.state != .valid || result.mrz?.lines == sample.truth.lines)
        #expect(result.mrz?.format == .mrvA)
        #expect(result.mrz?.lines.last == sample.truth.lines.last)
        let first = Array(result.mrz?.lines.first ?? ""), truth = Array(sample.truth.lines.first ?? "")
        #expect(first.count == truth.count && zip(first, truth).filter { $0 != $1 }.count <= 4)
    }

    @Test func onlyTwoLinesOfAbout36CharactersMayBeA44CharacterMRZCutShort() {
        #expect(MRZBandReader.mayBeCutShortOf44(lineCount: 2, characters: 34))
        #expect(!MRZBandReader.mayBeCutShortOf44(lineCount: 2, characters: 44))
        #expect(!MRZBandReader.mayBeCutShortOf44(lineCount: 3, characters: 34))
    }
}
