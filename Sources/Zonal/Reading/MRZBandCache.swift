/// The bands found in one read of an image, so that later searches with another way of reading
/// the same bands (the local and darkest ink measures) do not find them again. Band finding
/// depends only on the image searched, its quarter turn and the ink factor.
struct MRZBandCache {
    /// Which image of the read a search runs on.
    enum Source: Hashable {
        case luminance
        case brightestChannel
    }

    private struct Key: Hashable {
        var source: Source
        var turns: Int
        var inkFactor: Float
    }

    private struct TurnKey: Hashable {
        var source: Source
        var turns: Int
    }

    private var turned: [TurnKey: Image] = [:]
    private var bands: [Key: [Quad]] = [:]

    /// `image` turned `turns` quarter turns clockwise, and at most `limit` bands found in it.
    /// A read asks with one `limit` throughout (`MRZReader.maxBands`): it is not part of the key.
    mutating func bands(in image: Image, source: Source, turns: Int, inkFactor: Float, limit: Int) throws -> (image: Image, bands: [Quad]) {
        let turnKey = TurnKey(source: source, turns: turns)
        let turnedImage: Image
        if let cached = turned[turnKey] {
            turnedImage = cached
        } else {
            turnedImage = try image.rotated(quarterTurns: turns)
            turned[turnKey] = turnedImage
        }
        let key = Key(source: source, turns: turns, inkFactor: inkFactor)
        if let cached = bands[key] { return (turnedImage, cached) }
        let found = try MRZReader.findBands(turnedImage, limit: limit, inkFactor: inkFactor)
        bands[key] = found
        return (turnedImage, found)
    }
}
