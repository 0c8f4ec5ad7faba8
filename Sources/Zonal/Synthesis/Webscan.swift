import CVBridge

/// A web-sized scan (the `webscan` condition): shrunk until the MRZ capitals are 8–12 px high,
/// saved as JPEG at quality 25–50, and half the time saved twice before that — re-encoded at
/// quality 30–70, and then half of those shrunk by 0.75–0.95 (a site resizing an upload).
struct Webscan {
    /// MRZ capital height in pixels in the final image.
    var capHeight: Double
    /// Quality of a first save (nil: saved once).
    var firstQuality: Int?
    /// Shrink between the two saves (1: none).
    var resaveScale: Double
    /// Quality of the final save.
    var quality: Int

    init(using rng: inout RandomSource) {
        capHeight = rng.uniform(8...12)
        if rng.chance(0.5) {
            firstQuality = rng.int(30...70)
            resaveScale = rng.chance(0.5) ? rng.uniform(0.75...0.95) : 1
        } else {
            firstQuality = nil
            resaveScale = 1
        }
        quality = rng.int(25...50)
    }

    /// The page scale that leaves capitals of `pageCap` pixels at `capHeight` after the resave shrink.
    func pageScale(pageCap: Double) -> Double { capHeight / (pageCap * resaveScale) }

    /// The image after its first save (and shrink), with the factors that map its pixels onto the
    /// result's; `image` itself when it is saved once.
    func resave(_ image: Image) throws -> (image: Image, sx: Double, sy: Double) {
        guard let firstQuality else { return (image, 1, 1) }
        let bytes = try image.encoded(.jpeg, quality: firstQuality)
        var saved = try Image.make("webscan decode") { out, err in
            bytes.withUnsafeBufferPointer { cvb_image_decode($0.baseAddress, $0.count, 0, out, err) }
        }
        guard resaveScale < 1 else { return (saved, 1, 1) }
        let width = max(1, Int((Double(image.width) * resaveScale).rounded()))
        let height = max(1, Int((Double(image.height) * resaveScale).rounded()))
        saved = try saved.resized(width: width, height: height)
        return (saved, Double(width) / Double(image.width), Double(height) / Double(image.height))
    }
}
