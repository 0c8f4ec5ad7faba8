/// The result of reading the MRZ of one image: the parsed MRZ (when one was found), where it
/// is, and how long each stage took. Encodes to the JSON the CLI prints.
public struct MRZReadResult: Sendable, Codable, Equatable {
    /// The file path or name the caller gave.
    public var input: String
    public var state: ResultState
    /// Why the state is not `valid` (from the MRZ checks, or "no MRZ found").
    public var reasons: [String]
    public var mrz: MRZResult?
    public var location: MRZLocation?
    public var warnings: [String]
    /// How many band readings it took (1 on the fast path; more when rotations, other candidate
    /// bands or line lengths had to be tried).
    public var attempts: Int
    public var timings: StageTimings
}

/// Where the MRZ was found, in the pixels of the upright image (after EXIF orientation).
public struct MRZLocation: Sendable, Codable, Equatable {
    /// The MRZ band, top-left corner first in reading direction.
    public var quad: Quad
    /// One quad per line.
    public var lines: [Quad]
    /// Clockwise rotation, in degrees, of the MRZ text relative to the upright image (about 0, 90, 180 or 270 plus skew).
    public var rotation: Double
    /// Median capital height of the characters in pixels.
    public var characterHeight: Double
}

/// Milliseconds per stage.
public struct StageTimings: Sendable, Codable, Equatable {
    public var decode: Double = 0
    public var detect: Double = 0
    public var ocr: Double = 0
    public var parse: Double = 0
    public var total: Double = 0
    public init() {}
}
