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
