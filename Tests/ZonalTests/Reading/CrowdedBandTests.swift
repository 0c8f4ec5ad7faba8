import Testing
@testable import Zonal

/// Print just above the MRZ (the `crowded` condition) joins the band found by closing and spoils
/// its shape; the detector also assembles bands line by line, so the MRZ's own lines are still
/// among the bands the reader tries.
@Suite struct CrowdedBandTests {
    /// Samples of the generator's crowded set (seed 11, 200 dpi) whose MRZ band the closing alone
    /// lost: they were read `empty` before line groups, and exactly after.
    @Test(arguments: [16, 21, 36])
    func theMRZLinesAreABandOfTheirOwn(_ index: Int) throws {
        let options = SynthesisOptions(count: 40, seed: 11, conditions: [.crowded], dpi: 200)
        let sample = try Synthesizer.sample(index: index, options: options)
        let truth = try #require(sample.truth.mrz?.quad)
        let gray = try ImageLoader().decode(sample.bytes, name: sample.truth.image).grayscale()
        let bands = try MRZReader.findBands(gray, limit: MRZReader().maxBands)
        // A band that is the MRZ: its centre inside the truth box, and about as tall (a band
        // holding the print above as well is half as tall again).
        let match = bands.contains { band in
            let centre = band.point(u: 0.5, v: 0.5)
            let inside = centre.x > truth.topLeft.x && centre.x < truth.topRight.x && centre.y > truth.topLeft.y && centre.y < truth.bottomLeft.y
            return inside && abs(band.height - truth.height) < 0.3 * truth.height
        }
        #expect(match, "\(sample.truth.image): bands \(bands)")
    }
}
