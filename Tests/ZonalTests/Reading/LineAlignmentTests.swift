import Testing
@testable import Zonal

/// The lines of an MRZ start in one column: a line whose cells were fitted a place off the
/// others' is shifted onto them, and kept only when every check digit then passes.
@Suite(.serialized) struct LineAlignmentTests {
    @Test func aShiftedGridHasEachCellWhereTheNextOneWas() {
        let grid = CellGrid(origin: 22, pitch: 22.1, bend: 0.01, length: 36)
        let shifted = grid.shifted(by: 1)
        for k in [0, 10, 34] { #expect(abs(shifted.center(k) - grid.center(k + 1)) < 1e-9, "cell \(k)") }
        let back = grid.shifted(by: -2)
        #expect(abs(back.center(5) - grid.center(3)) < 1e-9)
        #expect(grid.shifted(by: 0).origin == grid.origin)
    }

    @Test func aLineAWholePlaceOffItsNeighbourIsShiftedEitherWay() {
        let first = CellGrid(origin: 44, pitch: 22.1, length: 36), second = CellGrid(origin: 21.9, pitch: 22.1, length: 36)
        #expect(MRZBandReader.alignments([first, second]) == [[-1, 0], [0, 1]])
        // Lines that agree, or differ by part of a place (a rounded first glyph), are left alone.
        #expect(MRZBandReader.alignments([first, CellGrid(origin: 45, pitch: 22.1, length: 36)]).isEmpty)
        #expect(MRZBandReader.alignments([first, CellGrid(origin: 33, pitch: 22.1, length: 36)]).isEmpty)
        // Three lines: only the one off the other two moves.
        let third = CellGrid(origin: 44.5, pitch: 22.1, length: 30)
        #expect(MRZBandReader.alignments([first, second, third]) == [[0, 1, 0]])
    }

    /// `zonal bench`'s real preset (seed 2028), document 96: a TD2 whose second line has a mark
    /// just left of its first glyph. That line's cells were fitted a place to the left: every
    /// check failed. Shifted onto the first line's cells, every check passes.
    @Test func aTD2WhoseSecondLineBeganWithAMarkIsReadAligned() async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: 96)
        #expect(sample.truth.format == .td2)
        let reader = MRZReader(pool: EnginePool(size: 1))
        let result = try await reader.read(sample)
        #expect(result.mrz?.lines == sample.truth.lines, "\(result.reasons)")
        #expect(result.mrz?.checks.allSatisfy(\.passed) == true)
    }
}
