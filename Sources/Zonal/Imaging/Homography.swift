/// A plane projective transform (3 × 3, row-major): carries the truth quads of a synthetic page
/// through the geometry it was warped with, and a document's physical layout (millimetres) onto
/// the image (the MRTD detector).
struct Homography {
    var m: [Double]

    /// The transform taking the four `from` points onto the four `to` points.
    init(from: [Point], to: [Point]) {
        // Solve the 8 unknowns (h33 = 1) by Gaussian elimination with partial pivoting.
        var a = [[Double]](repeating: [Double](repeating: 0, count: 9), count: 8)
        for i in 0..<4 {
            let (x, y, u, v) = (from[i].x, from[i].y, to[i].x, to[i].y)
            a[2 * i] = [x, y, 1, 0, 0, 0, -u * x, -u * y, u]
            a[2 * i + 1] = [0, 0, 0, x, y, 1, -v * x, -v * y, v]
        }
        for col in 0..<8 {
            var pivot = col
            for row in col..<8 where abs(a[row][col]) > abs(a[pivot][col]) { pivot = row }
            a.swapAt(col, pivot)
            let p = a[col][col]
            guard abs(p) > 1e-12 else { continue }
            for k in col..<9 { a[col][k] /= p }
            for row in 0..<8 where row != col {
                let f = a[row][col]
                if f != 0 { for k in col..<9 { a[row][k] -= f * a[col][k] } }
            }
        }
        m = (0..<8).map { a[$0][8] } + [1]
    }

    func apply(_ p: Point) -> Point {
        let w = m[6] * p.x + m[7] * p.y + m[8]
        return Point(x: (m[0] * p.x + m[1] * p.y + m[2]) / w, y: (m[3] * p.x + m[4] * p.y + m[5]) / w)
    }

    func apply(_ q: Quad) -> Quad {
        Quad(topLeft: apply(q.topLeft), topRight: apply(q.topRight), bottomRight: apply(q.bottomRight), bottomLeft: apply(q.bottomLeft))
    }
}

extension Quad {
    /// The quad's points after the image (`width` × `height`) is turned clockwise by quarter turns.
    func rotated(quarterTurns: Int, width: Double, height: Double) -> Quad {
        func map(_ p: Point) -> Point {
            switch ((quarterTurns % 4) + 4) % 4 {
            case 1: return Point(x: height - p.y, y: p.x)
            case 2: return Point(x: width - p.x, y: height - p.y)
            case 3: return Point(x: p.y, y: width - p.x)
            default: return p
            }
        }
        return Quad(topLeft: map(topLeft), topRight: map(topRight), bottomRight: map(bottomRight), bottomLeft: map(bottomLeft))
    }

    /// Every corner moved by `transform`.
    func mapped(_ transform: (Point) -> Point) -> Quad {
        Quad(topLeft: transform(topLeft), topRight: transform(topRight), bottomRight: transform(bottomRight), bottomLeft: transform(bottomLeft))
    }

    static func rect(x: Double, y: Double, width: Double, height: Double) -> Quad {
        Quad(topLeft: Point(x: x, y: y), topRight: Point(x: x + width, y: y),
             bottomRight: Point(x: x + width, y: y + height), bottomLeft: Point(x: x, y: y + height))
    }
}
