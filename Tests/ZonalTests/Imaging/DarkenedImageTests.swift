import Testing
@testable import Zonal

/// `Image.darkened` evens the paper and pulls pale grey towards ink, leaving paper white.
struct DarkenedImageTests {
    /// Paper at 215 with a shaded right half (185), black-ish letters (40) and a pale mark (175,
    /// 23% of the way from paper to ink): the paper of both halves turns white, the ink black and
    /// the mark 35% of the way or more.
    @Test func aPaleMarkTurnsDarkAndShadedPaperWhite() throws {
        let width = 200, height = 60
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                var value: UInt8 = x < 100 ? 215 : 185
                if (20..<30).contains(x), (30..<50).contains(y) { value = 40 }   // a letter's stem
                if (22..<28).contains(x), (20..<24).contains(y) { value = 175 }  // its pale accent
                if (130..<140).contains(x), (30..<50).contains(y) { value = 35 } // a letter in the shade
                for c in 0..<3 { pixels[(y * width + x) * 3 + c] = value }
            }
        }
        let image = try Image.fromPixels(pixels, width: width, height: height, channels: 3)
        let dark = try image.darkened()
        let out = try #require(dark.pixels)
        func at(_ x: Int, _ y: Int) -> Int { Int(out[y * dark.stride + x]) }
        #expect(dark.channels == 1 && dark.width == width && dark.height == height)
        #expect(at(60, 10) == 255 && at(170, 10) == 255, "paper \(at(60, 10)), shaded paper \(at(170, 10))")
        #expect(at(25, 40) < 20 && at(135, 40) < 20, "ink \(at(25, 40)), \(at(135, 40))")
        #expect(at(25, 22) <= 165, "the pale accent is \(at(25, 22))")
    }

    /// A blank image stays what it was instead of failing.
    @Test func aBlankImageComesBackWhite() throws {
        let dark = try Image.blank(width: 40, height: 20, channels: 3, value: [230, 230, 230]).darkened()
        let out = try #require(dark.pixels)
        #expect((0..<20).allSatisfy { y in (0..<40).allSatisfy { out[y * dark.stride + $0] >= 230 } })
    }
}
