import Testing
@testable import Zonal

/// Document `index` of a `zonal bench` preset set as the benchmark makes it: 300 documents and
/// 30 without an MRZ, generated with `seed` (the benchmark's `--seed` for clean, +1 for photo,
/// +2 for real).
func benchmarkSample(_ preset: SynthesisPreset, seed: UInt64, index: Int) throws -> SyntheticSample {
    var options = SynthesisOptions(count: 300, seed: seed, preset: preset)
    options.negatives = 30
    return try Synthesizer.sample(index: index, options: options)
}

extension MRZReader {
    /// The reader's result on a generated sample's image.
    func read(_ sample: SyntheticSample) async throws -> MRZReadResult {
        try await read(image: try ImageLoader().decode(sample.bytes, name: sample.truth.image), name: sample.truth.image)
    }
}

/// Reads real-preset document `index` of `seed` and expects both lines exact and the result
/// `uncertain`: what a letter read from OCR-B's drawn glyphs gives (never `valid` on the drawing's
/// word). Needs OCR-B installed.
func expectReadFromGlyphs(seed: UInt64, index: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try #require(MRZGlyphMatcher.isAvailable, "OCR-B is not installed (scripts/install-deps.sh)", sourceLocation: sourceLocation)
    let sample = try benchmarkSample(.real, seed: seed, index: index)
    let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
    #expect(result.mrz?.lines == sample.truth.lines, sourceLocation: sourceLocation)
    #expect(result.state == .uncertain, sourceLocation: sourceLocation)
}

/// Reads real-preset document `index` of `seed`, a `format` document, and expects its last line
/// exact and the result never `valid` with a line wrong (issue 3's bar, on a reading that broke it).
func expectNeverValidAndWrong(seed: UInt64, index: Int, format: MRZFormat, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let sample = try benchmarkSample(.real, seed: seed, index: index)
    #expect(sample.truth.format == format, sourceLocation: sourceLocation)
    let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
    #expect(result.mrz?.lines.last == sample.truth.lines.last, "\(result.reasons)", sourceLocation: sourceLocation)
    #expect(result.state != .valid || result.mrz?.lines == sample.truth.lines, sourceLocation: sourceLocation)
}
