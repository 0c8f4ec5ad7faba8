import Foundation

/// The `tilt` condition: a flat document seen through a pinhole camera whose axis is tilted
/// 20–45° from the document's normal, about its horizontal or vertical centre line, either way.
/// The camera looks at the document's centre from the distance at which the centre keeps its
/// scale; the focal length is 1.3–2.2 document widths (a phone whose picture the document fills
/// about two thirds of, across). Real photos taken at an angle look so: the side away from the
/// camera shorter, and the two sides running towards it foreshortened by the cosine of the
/// tilt and more, which an outline's aspect alone does not undo.
struct CameraTilt {
    /// Degrees from the document's normal.
    var degrees: Double
    /// True: tilted about the horizontal centre line (top or bottom away); false: the vertical one.
    var aboutHorizontal: Bool
    /// +1: the top (or left) side is the far one; −1: the bottom (or right) side.
    var farSide: Double
    /// In document widths.
    var focalLength: Double

    init(degrees: Double, aboutHorizontal: Bool, farSide: Double, focalLength: Double) {
        (self.degrees, self.aboutHorizontal, self.farSide, self.focalLength) = (degrees, aboutHorizontal, farSide, focalLength)
    }

    init(using rng: inout RandomSource) {
        degrees = rng.uniform(20...45)
        aboutHorizontal = rng.chance(0.5)
        farSide = rng.chance(0.5) ? 1 : -1
        focalLength = rng.uniform(1.3...2.2)
    }

    /// The corners (centred on the document, `pageWidth` across) as the tilted camera sees them.
    func project(_ corners: [Point], pageWidth: Double) -> [Point] {
        let f = focalLength * pageWidth
        let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        return corners.map { p in
            if aboutHorizontal {
                let z = f - farSide * p.y * s
                return Point(x: f * p.x / z, y: f * p.y * c / z)
            }
            let z = f - farSide * p.x * s
            return Point(x: f * p.x * c / z, y: f * p.y / z)
        }
    }
}
