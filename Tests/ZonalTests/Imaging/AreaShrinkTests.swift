import Testing
@testable import Zonal

/// `Image.areaShrunk(by:)` averages the source area each output pixel covers, as OpenCV's
/// INTER_AREA does (to within one grey level on a few pixels: the same weights summed in another
/// order), at factors that are not 1/n and at 1/n.
struct AreaShrinkTests {
    /// Output pixel (x, y) of `source` shrunk by `scale`: the mean over [x, x + 1) / scale ×
    /// [y, y + 1) / scale, cut at the image's edge, partly covered pixels counted by the part.
    static func areaMean(_ source: [UInt8], width: Int, height: Int, scale: Double, x: Int, y: Int) -> Double {
        func overlaps(_ d: Int, _ size: Int) -> [(Int, Double)] {
            let lo = Double(d) / scale, hi = min(Double(d + 1) / scale, Double(size))
            return (Int(lo.rounded(.down))..<min(size, Int(hi.rounded(.up)))).map { s in (s, min(hi, Double(s + 1)) - max(lo, Double(s))) }
                .filter { $0.1 > 0 }
        }
        var sum = 0.0, area = 0.0
        for (sy, wy) in overlaps(y, height) {
            for (sx, wx) in overlaps(x, width) {
                sum += wx * wy * Double(source[sy * width + sx])
                area += wx * wy
            }
        }
        return sum / area
    }

    /// A textured grey image (a hash of each position, so no two rows or columns alike) shrunk
    /// by factors like the MRZ band search's (its working size over a photo's long side, its
    /// pyramid levels), and by a half; and at 0.4 and 0.18, where each pixel takes four and
    /// seven source columns (the shrink unrolls two to five, and loops over more).
    @Test(arguments: [(883, 662, 550.0 / 883), (550, 413, 0.57), (550, 413, 0.33), (651, 489, 550.0 / 651), (64, 48, 0.5),
                      (301, 203, 0.4), (301, 203, 0.18)])
    func averagesTheAreaEachPixelCovers(width: Int, height: Int, scale: Double) throws {
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var h = UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663)
                h = (h ^ (h >> 13)) &* 0x5bd1_e995
                // Half texture, half smooth shading with a hard edge: both kinds of neighbourhood.
                pixels[y * width + x] = x < width / 2 ? UInt8(truncatingIfNeeded: h >> 24) : (y < height / 3 ? 30 : UInt8(100 + (x + y) % 120))
            }
        }
        let image = try Image.fromPixels(pixels, width: width, height: height, channels: 1)
        let fast = try image.areaShrunk(by: scale)
        let expectedWidth = Int((Double(width) * scale).rounded()), expectedHeight = Int((Double(height) * scale).rounded())
        #expect(fast.width == expectedWidth && fast.height == expectedHeight, "\(fast.width)×\(fast.height)")
        let a = try #require(fast.pixels)
        var differing = 0, largest = 0
        for y in 0..<fast.height {
            for x in 0..<fast.width {
                let mean = Self.areaMean(pixels, width: width, height: height, scale: scale, x: x, y: y)
                let d = abs(Int(a[y * fast.stride + x]) - Int(mean.rounded()))
                largest = max(largest, d)
                if d > 0 { differing += 1 }
            }
        }
        #expect(largest <= 1, "a pixel differs by \(largest)")
        #expect(differing * 200 <= fast.width * fast.height, "\(differing) of \(fast.width * fast.height) pixels differ")
    }

    /// Anything but a grey image and a factor between 0 and 1 is refused, not crashed on.
    @Test func refusesColourAndFactorsOutsideZeroToOne() throws {
        let grey = try Image.blank(width: 40, height: 20, channels: 1, value: [200])
        #expect(throws: ZonalError.self) { try grey.areaShrunk(by: 1.5) }
        #expect(throws: ZonalError.self) { try grey.areaShrunk(by: 0) }
        let colour = try Image.blank(width: 40, height: 20, channels: 3, value: [200, 200, 200])
        #expect(throws: ZonalError.self) { try colour.areaShrunk(by: 0.5) }
    }
}
