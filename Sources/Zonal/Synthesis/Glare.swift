import Foundation

/// Holograms and glare on a photographed or scanned document (the `glare` condition): one to
/// three soft, near-white hot spots where light reflects off the laminate, and usually a
/// translucent rainbow band of hologram foil. Both stay on the document. One hot spot lands on
/// the MRZ 60% of the time, 4–11% of the MRZ width: enough to wash out a few characters, never
/// the whole zone. The foil band crosses the MRZ about half the time.
enum Glare {
    static func apply(to frame: Canvas, document: Quad, mrz: Quad?, using rng: inout RandomSource) throws {
        let clip = document.corners
        let documentWidth = document.width, documentHeight = document.height

        for spot in 0..<rng.int(1...3) {
            let center: Point, radius: Double, peak: Double
            if spot == 0, let mrz, rng.chance(0.6) {
                center = mrz.bilinearPoint(u: rng.uniform(0.05...0.95), v: rng.uniform(-0.5...1.5))
                radius = mrz.width * rng.uniform(0.04...0.11)
                peak = rng.uniform(0.6...0.95)
            } else {
                center = document.bilinearPoint(u: rng.uniform(0.05...0.95), v: rng.uniform(0.05...0.95))
                radius = documentWidth * rng.uniform(0.04...0.18)
                peak = rng.uniform(0.6...0.95)
            }
            // A near-saturated core (the blur keeps ~95% of `peak` at the centre) and a soft edge.
            let ry = radius * rng.uniform(0.4...1), angle = rng.uniform(0...Double.pi)
            let core = (0..<32).map { i -> Point in
                let t = Double(i) / 32 * 2 * .pi
                let x = 0.6 * radius * cos(t), y = 0.6 * ry * sin(t)
                return Point(x: center.x + x * cos(angle) - y * sin(angle), y: center.y + x * sin(angle) + y * cos(angle))
            }
            let white = RGB(UInt8(rng.int(240...255)), UInt8(rng.int(240...255)), UInt8(rng.int(240...255)))
            try frame.overlay(core, clip: clip, color: white, opacity: peak, softness: radius * 0.5)
        }

        guard rng.chance(0.85) else { return }
        let through = mrz != nil && rng.chance(0.5)
            ? (mrz ?? document).bilinearPoint(u: rng.uniform(0.1...0.9), v: rng.uniform(0...1))
            : document.bilinearPoint(u: rng.uniform(0.1...0.9), v: rng.uniform(0.1...0.9))
        let angle = rng.uniform(0...180), band = documentHeight * rng.uniform(0.08...0.25)
        let length = documentWidth + documentHeight
        let (c, s) = (cos(angle * .pi / 180), sin(angle * .pi / 180))
        let polygon = [(-length, -band / 2), (length, -band / 2), (length, band / 2), (-length, band / 2)].map { a, b in
            Point(x: through.x + a * c - b * s, y: through.y + a * s + b * c)
        }
        try frame.rainbow(polygon, clip: clip, opacity: rng.uniform(0.12...0.32), softness: band * rng.uniform(0.2...0.5),
                          period: documentWidth * rng.uniform(0.15...0.5), angle: angle + rng.jitter(30))
    }
}
