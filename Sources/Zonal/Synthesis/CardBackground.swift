import Foundation

/// The preprinted security background of the cards without an MRZ: a pale tint and fine, light
/// guilloche in one of a few patterns. Lighter than `Painter.securityBackground` (which the MRZ
/// documents keep as it is): on those inks Tesseract's page binarisation turned whole lines of
/// the background black and lost the values around them; real cards print guilloche this light.
enum CardBackground: Sendable {
    /// Families of interfering sine waves across the card.
    case waves
    /// Two crossing families of slanted, gently curved lines (a mesh).
    case mesh
    /// Concentric rings with a wavy edge around a point (a large rosette).
    case rings

    func draw(on p: Painter, width: Double, height: Double, hue: Double, using rng: inout RandomSource) throws {
        let paper = RGB(hue: hue, saturation: rng.uniform(0.06...0.12), value: rng.uniform(0.96...0.99))
        try p.rect(0, 0, width, height, color: paper)
        let ink = RGB(hue: hue + rng.jitter(20), saturation: rng.uniform(0.18...0.3), value: rng.uniform(0.88...0.93))
        let ink2 = RGB(hue: hue + rng.uniform(60...150), saturation: rng.uniform(0.12...0.25), value: rng.uniform(0.89...0.94))
        let thickness = max(1, p.px(0.07).rounded())
        switch self {
        case .waves:
            let count = rng.int(12...20), wavelength = rng.uniform(16...34), amplitude = rng.uniform(1.5...4)
            for k in 0..<count {
                let y0 = height * Double(k) / Double(count), phase = Double(k) * 0.5
                let points = stride(from: -2.0, through: width + 2, by: 0.8).map { x in
                    p.point(x, y0 + amplitude * sin(2 * .pi * x / wavelength + phase) + 0.8 * sin(2 * .pi * x / 9 + phase * 2))
                }
                try p.canvas.polyline(points, thickness: thickness, color: k % 2 == 0 ? ink : ink2)
            }
        case .mesh:
            let gap = rng.uniform(2.2...3.5), bend = rng.uniform(0.5...1.5)
            for (slope, color) in [(0.6, ink), (-0.6, ink2)] {
                var c = -width
                while c < width + height {
                    let points = stride(from: -2.0, through: height + 2, by: 0.8).map { y in
                        p.point(c + slope * y + bend * sin(y / 4), y)
                    }
                    try p.canvas.polyline(points, thickness: thickness, color: color)
                    c += gap
                }
            }
        case .rings:
            let cx = width * rng.uniform(0.55...0.75), cy = height * rng.uniform(0.4...0.6), petals = Double(rng.int(8...16))
            var radius = 2.0
            var ring = 0
            while radius < width {
                let points = (0...240).map { i -> Point in
                    let t = Double(i) / 240 * 2 * .pi, r = radius + 0.6 * sin(petals * t + Double(ring) * 0.4)
                    return p.point(cx + r * cos(t), cy + r * sin(t))
                }
                try p.canvas.polyline(points, closed: true, thickness: thickness, color: ring % 2 == 0 ? ink : ink2)
                radius += rng.uniform(1.6...2.4)
                ring += 1
            }
        }
    }
}
