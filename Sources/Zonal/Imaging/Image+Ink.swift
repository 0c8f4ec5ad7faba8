import CVBridge

extension Image {
    /// Each pixel's darkest channel: coloured print (blue labels, red titles) stays dark while
    /// pale tinted paper and guilloche turn near-white, which luminance alone does not do.
    func darkestChannel() throws -> Image { try eachPixel { min($0, $1, $2) } }

    /// Each pixel's brightest channel: coloured print and guilloche turn pale while black and
    /// grey ink stays dark.
    func brightestChannel() throws -> Image { try eachPixel { max($0, $1, $2) } }

    /// A gray image with `pick` of each pixel's three channels (a gray image is its own).
    private func eachPixel(_ pick: (UInt8, UInt8, UInt8) -> UInt8) throws -> Image {
        guard channels >= 3 else { return self }
        guard let source = pixels else { return try grayscale() }
        var out = [UInt8](repeating: 255, count: width * height)
        let c = channels
        for y in 0..<height {
            let row = source + y * stride
            for x in 0..<width {
                let p = row + x * c
                out[y * width + x] = pick(p[0], p[1], p[2])
            }
        }
        return try Image.fromPixels(out, width: width, height: height, channels: 1)
    }

    /// Black print on white paper, the background flattened and the rest thresholded (Otsu) —
    /// what Tesseract's layout analysis needs to find small labels among security printing.
    func printOnPaper() throws -> Image {
        let dark = try darkestChannel()
        return try Image.make("binarize") { cvb_binarize_text(dark.handle, $0, $1) }
    }
}
