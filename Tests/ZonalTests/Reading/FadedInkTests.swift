import CVBridge
import Testing
@testable import Zonal

/// Glare and uneven light add light to ink and paper alike: divided by the paper's brightness,
/// that part of a zone is faint, Otsu drops it, and the lines seem to end there. The reader's
/// last resort finds ink against the deepest ink nearby (`MRZBandReader.localInk`), and then
/// also gives the OCR its lines with ink measured so (`MRZBandReader.localGrey`).
@Suite struct FadedInkTests {
    let reader = MRZReader(pool: EnginePool(size: 1))

    /// A line of strokes whose right half is under glare: ink 165 on paper 250 there, ink 40 on
    /// paper 230 on the left. Divided by the paper's brightness (what the OCR is usually given)
    /// the glared strokes stay pale; measured against the deepest ink nearby they come out about
    /// as dark as the others.
    @Test func glareFadedStrokesComeOutDarkInTheLocalGrey() throws {
        let width = 480, height = 41
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let glare = x >= width / 2
                let stroke = (10...30).contains(y) && x % 12 < 3
                pixels[y * width + x] = stroke ? (glare ? 165 : 40) : (glare ? 250 : 230)
            }
        }
        let line = try Image.fromPixels(pixels, width: width, height: height, channels: 1)
        func darkest(_ image: Image, _ columns: Range<Int>) throws -> Int {
            let data = try #require(image.pixels)
            var least = 255
            for y in 0..<image.height { for x in columns { least = min(least, Int(data[y * image.stride + x])) } }
            return least
        }
        let plain = try Image.make("normalize") { cvb_normalize_text(line.handle, $0, $1) }
        let local = try Image.make("normalize") { cvb_normalize_text_measured(line.handle, InkMeasure.local.rawValue, $0, $1) }
        let glared = (width / 2 + 20)..<(width - 20), clear = 20..<(width / 2 - 20)
        #expect(try darkest(plain, glared) > 120, "the plain normalisation was expected to leave glared ink pale")
        #expect(try darkest(local, glared) < 60)
        #expect(try darkest(local, glared) - darkest(local, clear) < 40)
        // Paper stays paper.
        let paper = try #require(local.pixels)
        #expect(paper[2 * local.stride + 5] > 200 && paper[2 * local.stride + width - 5] > 200)
    }

    /// Real preset, document 153: a visa photographed sideways with glare over its surname,
    /// `YILMAZ`, whose faded `LMAZ` the OCR read as fillers in every reading of lines divided by
    /// the paper's brightness (`YI<<<<<<SOEREN`). Its lines read in the local grey are exact and
    /// pass every check.
    @Test func aSurnameFadedByGlareIsReadInTheLocalGrey() async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: 153)
        #expect(sample.truth.conditions.contains(.glare))
        let result = try await reader.read(sample)
        #expect(result.mrz?.lines == sample.truth.lines, "\(result.state) \(result.reasons)")
        #expect(result.state == .valid, "\(result.reasons)")
    }

    /// Real preset, document 157: a passport page with glare across the end of its MRZ's first
    /// line and text printed beside it. The zone was read as 36-character lines cut at the glare,
    /// and no reading was plausible: no MRZ found. Now both lines are exact.
    @Test func aPassportMRZFadedByGlareIsFound() async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: 157)
        #expect(sample.truth.format == .td3 && sample.truth.conditions.contains(.glare))
        let result = try await reader.read(sample)
        #expect(result.mrz?.lines == sample.truth.lines, "\(result.state) \(result.reasons)")
    }

    /// Photo preset, document 7: a passport in uneven light read with a wrong character and
    /// `uncertain`; read with ink found locally, every line is exact and `valid`.
    @Test func aPassportInUnevenLightIsReadValid() async throws {
        let sample = try benchmarkSample(.photo, seed: 2027, index: 7)
        let result = try await reader.read(sample)
        #expect(result.state == .valid, "\(result.reasons)")
        #expect(result.mrz?.lines == sample.truth.lines)
    }

    /// Real preset, document 131: an ID card in a non-OCR-B face with glare over its surname,
    /// read `ROS<<<<` and with two check digits lost. Read with ink found locally it is exact, but
    /// still `uncertain` (a weak letter): that reading now competes with the others by score
    /// instead of being taken only when valid.
    @Test func aBetterReadingOfFadedInkIsTakenThoughNotValid() async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: 131)
        #expect(sample.truth.format == .td2 && sample.truth.conditions.contains(.glare))
        let result = try await reader.read(sample)
        #expect(result.mrz?.lines == sample.truth.lines, "\(result.state) \(result.reasons)")
    }

    /// Real preset of `zonal bench --seed 3031` (seed 3033), document 191: an ID card whose
    /// surname's last `N` is under glare and read as a filler at 98.6, `LIECHTENSTEI<<HOH<<A`.
    /// Every check passes, so it was `valid` and wrong; a name going on after its end is not.
    @Test func aLetterGlareTurnedIntoAFillerInANameKeepsItUncertain() async throws {
        let sample = try benchmarkSample(.real, seed: 3033, index: 191)
        let result = try await reader.read(sample)
        #expect(result.state != .valid || result.mrz?.lines == sample.truth.lines)
        if result.mrz?.lines != sample.truth.lines {
            #expect(result.reasons.contains { $0.hasPrefix("name: characters follow the name's end") }, "\(result.reasons)")
        }
    }
}
