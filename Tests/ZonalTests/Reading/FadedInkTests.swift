import Testing
@testable import Zonal

/// Glare and uneven light add light to ink and paper alike: divided by the paper's brightness,
/// that part of a zone is faint, Otsu drops it, and the lines seem to end there. The reader's
/// last resort finds ink against the deepest ink nearby (`MRZBandReader.localInk`).
@Suite struct FadedInkTests {
    let reader = MRZReader(pool: EnginePool(size: 1))

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
