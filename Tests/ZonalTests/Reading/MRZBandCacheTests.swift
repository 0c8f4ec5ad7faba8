import Foundation
import Testing
@testable import Zonal

/// The reader's later searches take their bands from one cache: it must give what the band
/// finder gives, and never one image's bands for another's.
@Suite struct MRZBandCacheTests {
    @Test func itGivesTheBandFindersBandsForEachTurn() throws {
        let sample = try benchmarkSample(.clean, seed: 2026, index: 0)
        let gray = try ImageLoader().decode(sample.bytes, name: sample.truth.image).grayscale()
        var cache = MRZBandCache()
        for turns in [0, 1] {
            let (turned, bands) = try cache.bands(in: gray, source: .luminance, turns: turns, inkFactor: 1, limit: 3)
            #expect(turned.width == (turns == 0 ? gray.width : gray.height))
            #expect(bands == (try MRZReader.findBands(try gray.rotated(quarterTurns: turns), limit: 3)))
            // Asked again, the same bands (now from the cache).
            #expect(try cache.bands(in: gray, source: .luminance, turns: turns, inkFactor: 1, limit: 3).bands == bands)
        }
        #expect(!(try cache.bands(in: gray, source: .luminance, turns: 0, inkFactor: 1, limit: 3)).bands.isEmpty)
    }

    /// The brightest-channel search runs on another image with the same ink factor: the
    /// luminance image's bands must not answer for it.
    @Test func anotherSourceIsSearchedItself() throws {
        let sample = try benchmarkSample(.clean, seed: 2026, index: 0)
        let gray = try ImageLoader().decode(sample.bytes, name: sample.truth.image).grayscale()
        let blank = try Canvas(width: gray.width, height: gray.height, color: RGB(gray: 240)).image().grayscale()
        var cache = MRZBandCache()
        #expect(!(try cache.bands(in: gray, source: .luminance, turns: 0, inkFactor: 1, limit: 3)).bands.isEmpty)
        #expect(try cache.bands(in: blank, source: .brightestChannel, turns: 0, inkFactor: 1, limit: 3).bands.isEmpty)
        // And a stricter ink factor is a search of its own, on the same image.
        let strict = try cache.bands(in: gray, source: .luminance, turns: 0, inkFactor: MRZReader.strictInkFactor, limit: 3).bands
        #expect(strict == (try MRZReader.findBands(gray, limit: 3, inkFactor: MRZReader.strictInkFactor)))
    }
}
