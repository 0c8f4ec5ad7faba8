import Foundation
import Testing
@testable import Zonal

/// Faint texture that passes the band finder's ink threshold joins an MRZ's band to the print
/// and texture around it. The last search finds bands with only the darker ink, and reads them
/// with the darkest ink (`InkMeasure.darkest`).
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

    /// Black MRZ print over coarse guilloche as dark as thin print: Otsu's threshold takes the
    /// guilloche's strokes for ink too, and they fill the gap between the lines. The darkest
    /// measure splits that ink class again and keeps the print only.
    @Test func theDarkestMeasureLeavesCoarseGuillocheOut() throws {
        func drawn(guilloche: Bool) throws -> Image {
            let canvas = try Canvas(width: 600, height: 120, color: RGB(gray: 235))
            // Wavy strokes 3 px wide in mid grey over the whole crop, as on a residence permit.
            for offset in stride(from: -120.0, to: 640, by: 14) where guilloche {
                let points = stride(from: 0.0, through: 120, by: 4).map { y in Point(x: offset + y * 0.5 + 5 * sin(y / 6), y: y) }
                try canvas.polyline(points, thickness: 3, color: RGB(gray: 120))
            }
            for (line, text) in ["P<UTOERIKSSON<<ANNA<MARIA", "L898902C36UTO7408122F120"].enumerated() {
                try canvas.text(text, font: .ocrB, x: 20, baseline: 50 + Double(line) * 40, size: 26, color: RGB(gray: 25))
            }
            return try canvas.image().grayscale()
        }
        let gray = try drawn(guilloche: true)
        // Rows between the two lines of print (from below the first's baseline to above the
        // second's capitals): paper, once the guilloche is left out.
        func gapInk(_ ink: InkMap) -> Double {
            let rows = ink.rowProfile()[56..<70]
            return Double(rows.reduce(0, +)) / Double(rows.count * ink.width)
        }
        let paper = try InkMap(gray), darkest = try InkMap(gray, measure: .darkest)
        #expect(gapInk(paper) > 0.1, "Otsu's ink holds the guilloche (the case this measure is for)")
        #expect(gapInk(darkest) < 0.01)
        // The print itself stays ink: its rows hold about as much as the same print on plain paper.
        let lineInk = { (ink: InkMap) in Double(ink.rowProfile()[28..<52].reduce(0, +)) }
        let plain = try InkMap(try drawn(guilloche: false))
        #expect(lineInk(darkest) > 0.8 * lineInk(plain) && lineInk(darkest) < 1.25 * lineInk(plain), "\(lineInk(darkest)) against \(lineInk(plain))")
    }

    /// A generated residence permit (real preset, seed 3042, the 135th): its TD1 zone is printed
    /// over dense, dark guilloche. No band's lines were found with Otsu's ink (`empty`); read with
    /// the darkest ink, all three lines are exact (`uncertain`: its birth date's check digit
    /// is misprinted).
    @Test func aTD1OverDarkGuillocheIsReadWithTheDarkestInk() async throws {
        let sample = try Synthesizer.sample(index: 135, options: SynthesisOptions(count: 200, seed: 3042, preset: .real))
        #expect(sample.truth.format == .td1)
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        #expect(result.mrz?.lines == sample.truth.lines, "\(result.state) \(result.reasons)")
        #expect(result.state == .uncertain)
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
