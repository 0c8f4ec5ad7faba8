import Testing
@testable import Zonal

/// `MRZBandReader.chooseLines` picks the MRZ's lines among the text lines of a band.
@Suite struct LineChoiceTests {
    static func line(row: Double, left: Double = 10, width: Double, height: Double = 30) -> MRZLineFinder.Line {
        MRZLineFinder.Line(top: row, bottom: row + height - 1, left: left, right: left + width - 1)
    }

    @Test func equalLinesAreTheMRZ() {
        let lines = [Self.line(row: 0, width: 900), Self.line(row: 45, width: 905), Self.line(row: 90, width: 898)]
        #expect(MRZBandReader.chooseLines(lines) == lines)
    }

    @Test func aLineWashedOutAtItsEndStillBelongs() {
        // real/0065 of the MRZ benchmark: glare hides the fillers at the end of line 2, so its
        // visible ink ends at 86% of the others'. Before, no window of equal lines existed: no MRZ.
        let lines = [Self.line(row: 0, width: 571), Self.line(row: 45, width: 491), Self.line(row: 90, width: 573)]
        #expect(MRZBandReader.chooseLines(lines) == lines)
        // Washed out at its start: the right ends agree.
        let start = [Self.line(row: 0, width: 571), Self.line(row: 45, left: 90, width: 491)]
        #expect(MRZBandReader.chooseLines(start) == start)
    }

    @Test func equalLinesWinOverAShorterLineAbove() {
        // Print above a TD3 is shorter; a strict pair is preferred to a loose triple.
        let mrz = [Self.line(row: 45, width: 900), Self.line(row: 90, width: 900)]
        let lines = [Self.line(row: 0, width: 640)] + mrz
        #expect(MRZBandReader.chooseLines(lines) == mrz)
    }

    @Test func theBandsLineCountIsKeptOnceRectified() {
        // real/0215 of the MRZ benchmark (seed 2026), rectified: a TD1 whose first and third lines
        // glare washed out on the left. In the band the three lines were found (no strict pair
        // there); once rectified, the first two lines' ink reached across and made a strict pair,
        // which is not the MRZ the band showed.
        let lines = [Self.line(row: 0, left: 16, width: 721), Self.line(row: 35, left: 14, width: 719),
                     Self.line(row: 72, left: 240, width: 489)]
        #expect(MRZBandReader.chooseLines(lines) == Array(lines[0..<2]))
        #expect(MRZBandReader.chooseLines(lines, count: 3) == lines)
        #expect(MRZBandReader.chooseLines(Array(lines[0..<2]), count: 3) == nil)
    }

    /// The same document read whole: before, nothing was read (`empty`); now a TD1 whose middle
    /// line is exact and whose faded characters keep it from being `valid`.
    @Test func aTD1WithTwoLinesWashedOutAtTheirStartIsRead() async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: 215)
        #expect(sample.truth.format == .td1)
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        #expect(result.state == .uncertain, "\(result.reasons)")
        #expect(result.mrz?.format == .td1)
        #expect(result.mrz?.lines[safe: 1] == sample.truth.lines[safe: 1])
    }

    @Test func unalignedOrShortLinesAreNoMRZ() {
        #expect(MRZBandReader.chooseLines([Self.line(row: 0, width: 571), Self.line(row: 45, left: 80, width: 400)]) == nil)
        #expect(MRZBandReader.chooseLines([Self.line(row: 0, width: 571), Self.line(row: 45, width: 250)]) == nil)
        #expect(MRZBandReader.chooseLines([Self.line(row: 0, width: 300), Self.line(row: 45, width: 300)]) == nil)
    }
}
