import Testing
@testable import Zonal

/// `Quad.start(nearest:)` / `aligned(to:)`: the same outline found from another corner (a
/// document's edges cannot tell its top) is read from the corner that matches a reference.
@Suite struct QuadAlignmentTests {
    static let reference = Quad(topLeft: Point(x: 100, y: 80), topRight: Point(x: 700, y: 110),
                                bottomRight: Point(x: 680, y: 500), bottomLeft: Point(x: 90, y: 470))

    @Test(arguments: 0..<4)
    func anOutlineFoundFromAnotherCornerIsReadFromTheMatchingOne(turn: Int) {
        // The reference a few pixels off at every corner, then read from corner `turn`.
        let nudged = Quad(topLeft: Point(x: 104, y: 77), topRight: Point(x: 695, y: 114),
                          bottomRight: Point(x: 683, y: 507), bottomLeft: Point(x: 88, y: 466))
        let found = nudged.starting(at: turn)
        #expect(found.start(nearest: Self.reference) == (4 - turn) % 4)
        #expect(found.aligned(to: Self.reference) == nudged)
    }
}
