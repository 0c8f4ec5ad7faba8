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
        // The same when the two that agree start left of the third (a TD1 whose name line lost
        // its first letter: its cells began a place right of the others').
        let late = CellGrid(origin: 44.5, pitch: 22.1, length: 30)
        #expect(MRZBandReader.alignments([second, CellGrid(origin: 23, pitch: 22.1, length: 30), late]) == [[0, 0, -1]])
    }

    @Test func linesTakenInReadingOrderAreLeftOutOfTheComparison() {
        let early = CellGrid(origin: 21.9, pitch: 22.1, length: 44), late = CellGrid(origin: 44, pitch: 22.1, length: 44)
        #expect(MRZBandReader.alignments([late, early], leavingOut: []) == [[-1, 0], [0, 1]])
        // The second line's cells say nothing (its symbols were taken in order): nothing to compare.
        #expect(MRZBandReader.alignments([late, early], leavingOut: [1]).isEmpty)
        // Three lines, the middle one left out: the other two are compared as a pair.
        #expect(MRZBandReader.alignments([late, early, early], leavingOut: [1]) == [[-1, 0, 0], [0, 0, 1]])
        #expect(MRZBandReader.alignments([early, late, early], leavingOut: [1]).isEmpty)
    }

    @Test func aReadingWithALineAPlaceOffIsNotValid() throws {
        let read = try MRZParser.parse(lines: ["C<CANH4F79EMPU5<<<<<<<<<<<<<<<", "9302084F3505160CAN<<<<<<<<<<<2", "AC<GIOLLA<PHADRAIG<<ELIF<<<<<<"])
        #expect(read.state == .valid)
        let kept = MRZBandReader.misaligned(read, shifts: [[0, 0, -1]])
        #expect(kept.state == .uncertain)
        #expect(kept.lines == read.lines)
        #expect(kept.reasons.contains { $0.hasPrefix("line 3 starts a character's width off") }, "\(kept.reasons)")
    }

    /// A fresh real-preset set (seed 4042), document 20: a TD1 whose name line's `M` blurred into
    /// pieces, each too short for a letter. Its cells began at the `A`, a place right of the other
    /// lines', and `MAC<GIOLLA` was read `AC<GIOLLA`, valid: no check covers a TD1's names.
    @Test func aTD1WhoseNameLineLostItsFirstLetterIsNotValidAndWrong() async throws {
        try await expectNeverValidAndWrong(seed: 4042, index: 20, format: .td1)
    }

    /// `zonal bench`'s real preset (seed 2028), document 55: a TD1 whose name line has a mark
    /// beside it that pulled its cells a place left; the OCR read as many characters as the line
    /// holds, and taken in reading order they are exact. Such a line starts at its first symbol:
    /// shifting its cells onto the others' lost a filler (`ROSSI<HANNA`).
    @Test func aLineTakenInReadingOrderIsNotShifted() async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: 55)
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        #expect(result.mrz?.lines == sample.truth.lines, "\(result.reasons)")
        #expect(result.state == .valid)
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
