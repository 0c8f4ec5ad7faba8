import Foundation
import Testing
@testable import Zonal

/// The `real` preset draws the documented mix, and the older presets still make exactly what
/// they made before the real-world conditions existed.
@Suite struct RealPresetTests {
    private let photoLike: Set<Condition> = [.perspective, .skew, .light, .background, .exif]

    @Test func everySampleHasOneToFourRealWorldConditionsInTheDocumentedProportions() throws {
        let o = SynthesisOptions(count: 1000, seed: 2028, preset: .real, negatives: 100)
        var perCount = [Int: Int](), perCondition = [Condition: Int](), photos = 0
        for index in 0..<1000 {
            var rng = RandomSource(seed: UInt64(index) &* 7919)
            let chosen = try Synthesizer.chooseConditions(index: index, options: o, using: &rng)
            let real = chosen.intersection(Condition.realWorld)
            #expect((1...4).contains(real.count), "\(chosen)")
            perCount[real.count, default: 0] += 1
            for c in real { perCondition[c, default: 0] += 1 }
            if !chosen.isDisjoint(with: photoLike) { photos += 1 }
            #expect(!(chosen.contains(.webscan) && chosen.contains(.screenshot)))
            if chosen.contains(.webscan) || chosen.contains(.screenshot) { #expect(!chosen.contains(.lowres)) }
            if chosen.contains(.screenshot) { #expect(!chosen.contains(.exif)) }
        }
        // 1: 40%, 2: 35%, 3: 18%, 4: 7% (± sampling noise on 1000 draws).
        #expect((340...460).contains(perCount[1] ?? 0) && (290...410).contains(perCount[2] ?? 0), "\(perCount)")
        #expect((130...230).contains(perCount[3] ?? 0) && (40...110).contains(perCount[4] ?? 0), "\(perCount)")
        // Every real-world condition in 8–35% of samples; font and misprint the rarest.
        for c in Condition.realWorld { #expect((80...350).contains(perCondition[c] ?? 0), "\(c): \(perCondition[c] ?? 0)") }
        #expect((perCondition[.misprint] ?? 0) < (perCondition[.glare] ?? 0))
        // About 65% phone photos (the photo mix; a few photos draw none of these five).
        #expect((530...720).contains(photos), "\(photos) photos")

        for index in 1000..<1100 {
            var rng = RandomSource(seed: UInt64(index))
            let chosen = try Synthesizer.chooseConditions(index: index, options: o, using: &rng)
            #expect(chosen.isDisjoint(with: Condition.aboutTheMRZ) && !chosen.isDisjoint(with: [.webscan, .screenshot, .glare]), "\(chosen)")
        }
    }

    @Test func realSamplesRender() throws {
        let o = SynthesisOptions(count: 6, seed: 2028, preset: .real, negatives: 1, dpi: 110)
        for index in 0..<7 {
            let sample = try Synthesizer.sample(index: index, options: o)
            #expect(!sample.bytes.isEmpty)
            #expect(sample.truth.conditions.contains { Condition.realWorld.contains($0) })
            #expect(sample.truth.expectedState == (sample.truth.conditions.contains(.misprint) ? .uncertain : nil))
        }
    }

    /// `TestImages/` was made with the coverage preset before the real-world conditions: the
    /// generator still makes the very same files (pixels and truth), so the coverage and photo
    /// streams are unchanged.
    @Test func testImagesAreReproducedByteForByte() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("TestImages")
        let o = SynthesisOptions(count: 28, seed: 2025, preset: .coverage, negatives: 2, dpi: 180)
        for index in [0, 5, 12, 15, 18, 24, 25, 26, 27, 29] {
            let sample = try Synthesizer.sample(index: index, options: o)
            let stored = try JSONDecoder().decode(SampleTruth.self, from: Data(contentsOf: folder.appendingPathComponent(
                (sample.truth.image as NSString).deletingPathExtension + ".truth.json")))
            #expect(sample.truth == stored, "\(sample.truth.image)")
            let bytes = try Data(contentsOf: folder.appendingPathComponent(sample.truth.image))
            #expect(Data(sample.bytes) == bytes, "\(sample.truth.image)")
        }
    }
}
