import Foundation

extension Painter {
    /// The emblem in the top-left corner of an EU driving licence: a blue rectangle, a ring of 12
    /// yellow stars and, inside the ring, the issuing state's distinguishing sign in white.
    func euEmblem(x: Double, y: Double, width: Double, height: Double, sign: String) throws {
        try rect(x, y, width, height, radius: 0.4, color: RGB(0, 51, 153))
        let cx = x + width / 2, cy = y + height / 2, ring = height * 0.36
        for k in 0..<12 {
            let angle = Double(k) * .pi / 6
            try star(cx: cx + ring * cos(angle), cy: cy + ring * sin(angle), radius: height * 0.06, color: RGB(255, 204, 0))
        }
        // The sign fills most of the ring's inside, whatever its length (D, F, I, UTO, ...).
        let inside = ring * 1.35
        var size = height * 0.42
        let natural = try CardText.width(sign, size: size, font: .sansBold)
        if natural > inside { size *= inside / natural }
        try centredText(sign, cx: cx, y: cy + size * Font.sansBold.capHeight / 2, size: size, font: .sansBold, color: .white)
    }

    /// A five-pointed star, point up.
    func star(cx: Double, cy: Double, radius: Double, color: RGB) throws {
        let points = (0..<10).map { i -> Point in
            let r = i % 2 == 0 ? radius : radius * 0.382
            let angle = -Double.pi / 2 + Double(i) * .pi / 5
            return point(cx + r * cos(angle), cy + r * sin(angle))
        }
        try canvas.polygon(points, color: color)
    }
}
