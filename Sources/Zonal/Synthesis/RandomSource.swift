import Foundation

/// A seeded, deterministic random number generator (SplitMix64): the same seed gives the same
/// samples on every machine and every run, which `SystemRandomNumberGenerator` cannot.
public struct RandomSource: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An independent stream for item `index` of a run seeded with `seed` (order-independent, so
    /// samples can be made in parallel and still be reproducible).
    public static func stream(seed: UInt64, index: UInt64) -> RandomSource {
        var mixer = RandomSource(seed: seed ^ (index &* 0xD6E8_FEB8_6659_FD93))
        return RandomSource(seed: mixer.next())
    }

    /// Uniform in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func chance(_ probability: Double) -> Bool { uniform(0...1) < probability }

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

    /// Standard normal (Box–Muller).
    mutating func normal() -> Double {
        let u = max(uniform(0...1), 1e-12), v = uniform(0...1)
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }

    /// A symmetric value in `-magnitude...magnitude`.
    mutating func jitter(_ magnitude: Double) -> Double { magnitude <= 0 ? 0 : uniform(-magnitude...magnitude) }
}

