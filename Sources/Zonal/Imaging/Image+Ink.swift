import CVBridge

extension Image {
    /// Each pixel's darkest channel: coloured print (blue labels, red titles) stays dark while
    /// pale tinted paper and guilloche turn near-white, which luminance alone does not do.
    func darkestChannel() throws -> Image { try eachPixel { min($0, $1, $2) } }

    /// Each pixel's brightest channel: coloured print and guilloche turn pale while black and
    /// grey ink stays dark.
    func brightestChannel() throws -> Image { try eachPixel { max($0, $1, $2) } }

    /// This grey image with its paper made even: divided by its own brightness nearby, so that
    /// paper lit unevenly (a shadow at one edge, glare at another) comes out one white.
    func paperEvened() throws -> Image {
        try Image.make("normalize") { cvb_normalize_text(handle, $0, $1) }
    }

    /// The brightest channel with the paper made even (divided by its own brightness nearby) and
    /// a steep curve: paper (the 90th percentile and brighter) white, the darkest ink black and
    /// pale grey pulled towards ink — an accent printed thin, or blurred to pale grey, comes out
    /// nearly as dark as the letter under it.
    func darkened() throws -> Image {
        let bright = try brightestChannel()
        let flat = try bright.paperEvened()
        guard let source = flat.pixels, flat.width > 0, flat.height > 0 else { return flat }
        var histogram = [Int](repeating: 0, count: 256)
        for y in 0..<flat.height {
            let row = source + y * flat.stride
            for x in 0..<flat.width { histogram[Int(row[x])] += 1 }
        }
        let paperRank = flat.width * flat.height * 9 / 10
        var seen = 0, paper = 255
        for (level, count) in histogram.enumerated() {
            seen += count
            if seen > paperRank { paper = level; break }
        }
        let ink = histogram.firstIndex { $0 > 0 } ?? 0
        // One level only: paper without print (normalising it made it 0), left as it was.
        guard paper > ink else { return bright }
        let curve = (0..<256).map { level -> UInt8 in
            let t = min(1, max(0, Double(level - ink) / Double(paper - ink)))
            return UInt8((t * t * 255).rounded())
        }
        var out = [UInt8](repeating: 255, count: flat.width * flat.height)
        for y in 0..<flat.height {
            let row = source + y * flat.stride
            for x in 0..<flat.width { out[y * flat.width + x] = curve[Int(row[x])] }
        }
        return try Image.fromPixels(out, width: flat.width, height: flat.height, channels: 1)
    }

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
