import Foundation

extension Painter {
    /// Guilloche behind and around the MRZ (the `guilloche` condition): sometimes a coloured tint,
    /// then two or three families of fine interfering sine lines in light-to-medium colours (one
    /// of them slanted), and sometimes a rosette. Printed under what is already on the page
    /// (multiplied: dark print stays dark), from `top` mm down, fading in over the `fade` mm above.
    func guillocheBehindMRZ(top: Double, fade: Double, using rng: inout RandomSource) throws {
        let layer = Painter(canvas: try Canvas(width: canvas.width, height: canvas.height, color: .white), dpi: scale * 25.4)
        let width = Double(canvas.width) / scale, bottom = Double(canvas.height) / scale
        let start = top - fade, height = bottom - start
        let hue = rng.uniform(0...360)
        if rng.chance(0.5) {
            let tint = RGB(hue: hue + rng.jitter(40), saturation: rng.uniform(0.06...0.25), value: rng.uniform(0.88...0.97))
            try layer.rect(0, start, width, height, color: tint)
        }
        let thickness = max(1, px(rng.uniform(0.04...0.1)).rounded())
        for family in 0..<rng.int(2...3) {
            let ink = RGB(hue: hue + Double(family) * rng.uniform(40...160), saturation: rng.uniform(0.2...0.55), value: rng.uniform(0.62...0.9))
            let gap = rng.uniform(0.5...1.6), slope = family == 1 ? rng.jitter(0.35) : 0
            let wavelength = rng.uniform(3...20), amplitude = rng.uniform(0.3...2), ripple = rng.uniform(0.1...0.5)
            let drift = rng.uniform(0.1...0.6)  // phase change from line to line: the interference
            // Lines start far enough above and below that the slanted family still fills the band.
            let reach = abs(slope) * width
            var y0 = start - reach - amplitude, k = 0.0
            while y0 < bottom + reach + amplitude {
                var points: [Point] = []
                var x = -1.0
                while x <= width + 1 {
                    let y = y0 + slope * x + amplitude * sin(2 * .pi * x / wavelength + k * drift) + ripple * sin(2 * .pi * x / (wavelength / 3.7) + k)
                    points.append(point(x, y))
                    x += 0.5
                }
                try layer.canvas.polyline(points, thickness: thickness, color: ink)
                y0 += gap
                k += 1
            }
        }
        if rng.chance(0.4) {
            let ink = RGB(hue: hue + rng.uniform(90...270), saturation: rng.uniform(0.2...0.5), value: rng.uniform(0.65...0.9))
            let cx = width * rng.uniform(0.2...0.8), cy = start + height * rng.uniform(0.3...0.7), r = height * rng.uniform(0.5...1.2)
            let petals = Double(rng.int(9...21))
            for ring in 0..<rng.int(4...9) {
                let radius = r * (1 - Double(ring) * 0.09), depth = r * 0.15, turn = Double(ring) * 0.3
                let points = (0...360).map { i -> Point in
                    let t = Double(i) * .pi / 180, rr = radius + depth * sin(petals * t + turn)
                    return point(cx + rr * cos(t), cy + rr * sin(t))
                }
                try layer.canvas.polyline(points, closed: true, thickness: thickness, color: ink)
            }
        }
        try canvas.multiply(by: layer.canvas, fadingInFrom: px(start), to: px(top))
    }
}
