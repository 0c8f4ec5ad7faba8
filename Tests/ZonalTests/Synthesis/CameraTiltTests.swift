import Foundation
import Testing
@testable import Zonal

/// The `tilt` condition's picture is one a pinhole camera could take: the document's true aspect
/// comes back from its outline once the camera is known, though the outline's own aspect is far off.
@Suite struct CameraTiltTests {
    static let width = 856.0, height = 539.8
    var page: [Point] {
        [Point(x: -Self.width / 2, y: -Self.height / 2), Point(x: Self.width / 2, y: -Self.height / 2),
         Point(x: Self.width / 2, y: Self.height / 2), Point(x: -Self.width / 2, y: Self.height / 2)]
    }

    /// Width / height of the rectangle whose picture `corners` is, seen by a camera of focal length
    /// `f` looking along its axis through (0, 0): the unit square's homography back through the camera.
    func trueAspect(_ corners: [Point], f: Double) -> Double {
        let square = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
        let h = Homography(from: square, to: corners)
        func ray(_ x: Double, _ y: Double, _ w: Double) -> Double { (x / f) * (x / f) + (y / f) * (y / f) + w * w }
        let m = h.m
        return (ray(m[0], m[3], m[6]) / ray(m[1], m[4], m[7])).squareRoot()
    }

    @Test(arguments: [(30.0, true, 1.0), (42.0, true, -1.0), (25.0, false, 1.0), (45.0, false, -1.0)])
    func thePictureIsACamerasPicture(degrees: Double, aboutHorizontal: Bool, farSide: Double) throws {
        let tilt = CameraTilt(degrees: degrees, aboutHorizontal: aboutHorizontal, farSide: farSide, focalLength: 1.6)
        let seen = tilt.project(page, pageWidth: Self.width)
        let quad = Quad(topLeft: seen[0], topRight: seen[1], bottomRight: seen[2], bottomLeft: seen[3])
        let lengths = quad.sideLengths  // top, right, bottom, left
        // The far side is the shorter; the near and far sides stay parallel to the axis.
        let (far, near) = aboutHorizontal ? (farSide > 0 ? (0, 2) : (2, 0)) : (farSide > 0 ? (3, 1) : (1, 3))
        #expect(lengths[far] < 0.9 * lengths[near])
        // The outline's mean sides miss the page's aspect by more than the 8% a specification allows...
        let measured = SpecificationMatch.aspect(quad), expected = Self.width / Self.height
        #expect(abs(measured / expected - 1) > 0.08, "measured \(measured)")
        // ...yet exactly a tilted rectangle of the page's aspect to the camera that took it.
        #expect(abs(trueAspect(seen, f: 1.6 * Self.width) / expected - 1) < 1e-6)
    }

    @Test func anAskedForTiltReplacesAPresetsPerspective() throws {
        // The photo preset draws `perspective` on most samples; a caller's `tilt` sets the viewpoint.
        let options = SynthesisOptions(count: 12, seed: 3, documents: [.idFront], preset: .photo, conditions: [.tilt])
        var drawn = 0
        for index in 0..<12 {
            var rng = RandomSource(seed: UInt64(index))
            let chosen = try Synthesizer.chooseConditions(index: index, options: options, using: &rng)
            #expect(chosen.contains(.tilt) && !chosen.contains(.perspective), "\(index): \(chosen)")
            var plain = RandomSource(seed: UInt64(index))
            if try Synthesizer.chooseConditions(index: index, options: SynthesisOptions(count: 12, seed: 3, documents: [.idFront], preset: .photo),
                                                using: &plain).contains(.perspective) { drawn += 1 }
        }
        #expect(drawn > 0, "the preset drew no perspective to replace")
    }

    @Test func aTiltedSampleIsDrawnFromItsOwnStream() throws {
        // `tilt` draws from the real-world conditions' stream, so the other conditions draw as before.
        let plain = try Synthesizer.sample(index: 0, options: SynthesisOptions(count: 1, seed: 5, documents: [.idFront], conditions: [.noise]))
        let tilted = try Synthesizer.sample(index: 0, options: SynthesisOptions(count: 1, seed: 5, documents: [.idFront], conditions: [.noise, .tilt]))
        #expect(tilted.truth.conditions == [.noise, .tilt])
        let a = plain.truth.document.quad, b = tilted.truth.document.quad
        #expect(abs(SpecificationMatch.aspect(a) / SpecificationMatch.aspect(b) - 1) > 0.05)
    }
}
