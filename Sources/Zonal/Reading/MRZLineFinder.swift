import Foundation

/// Splits a rectified MRZ band into its text lines. The band comes from the detector's
/// rotated rectangle, so it can still be skewed by a few degrees: the finder estimates the
/// residual skew from the ink (projection-profile variance) before cutting rows.
struct MRZLineFinder {
    /// One text line inside the band, in band pixels: rows `top...bottom` at the band's
    /// horizontal centre, columns `left...right`, all sheared by `slope` (dy per dx).
    struct Line: Equatable {
        var top: Double
        var bottom: Double
        var left: Double
        var right: Double
        var height: Double { bottom - top + 1 }
        var width: Double { right - left + 1 }
    }

    struct Lines {
        var lines: [Line]
        var slope: Double
        var centerX: Double
    }

    /// The widest gap a line bridges, in line heights: wider gaps end it, and its longest inked
    /// run is the line (text or a mark beside the MRZ stays out).
    var maximumGap = MRZLineFinder.usualGap
    /// An MRZ line has no empty cell (a filler has ink): this bridges a glyph or two the ink
    /// lost, and leaves print beside the zone out.
    static let usualGap = 3.0
    /// A hot spot of glare can wash out several characters of every line (a passport's `OIS<<`,
    /// about 5 characters); the band reader bridges that much where the lines it found otherwise
    /// read as no MRZ.
    static let glareGap = 8.0
    /// A row belongs to a line where its ink reaches this fraction of the fullest row's
    /// (`1 / rowShare`): low, so that a line's thin strokes and faint glyphs stay in it.
    var rowShare = MRZLineFinder.usualRowShare
    static let usualRowShare = 8
    /// Lines set a row or two apart (a web-sized passport scan's MRZ on a guilloche band) are one
    /// span at the usual share: their blurred edges and the texture between them leave at most a
    /// row or two below it, bridged as a dropout inside a line. At a quarter they part.
    static let strictRowShare = 4

    /// A band's ink sheared so that its rows are sharpest: the ink points sampled, the shear and
    /// the row profile under it. Lines at another `rowShare` are cut from the same one.
    struct ShearedInk {
        let points: [(x: Int, y: Int)]
        let width: Int
        let slope: Double
        let centerX: Double
        let profile: [Int]
    }

    /// Finds every text line in the band (the caller chooses which ones form the MRZ).
    func findLines(in ink: InkMap) -> Lines {
        lines(in: sheared(ink))
    }

    func sheared(_ ink: InkMap) -> ShearedInk {
        var points: [(x: Int, y: Int)] = []
        points.reserveCapacity(ink.width * ink.height / 8)
        // Sampling every other column keeps the skew search cheap without losing precision.
        for y in 0..<ink.height {
            for x in Swift.stride(from: 0, to: ink.width, by: 2) where ink[x, y] { points.append((x, y)) }
        }
        let centerX = Double(ink.width) / 2
        let slope = bestSlope(points, height: ink.height, centerX: centerX)
        let profile = shearedRowProfile(points, height: ink.height, slope: slope, centerX: centerX)
        return ShearedInk(points: points, width: ink.width, slope: slope, centerX: centerX, profile: profile)
    }

    /// The lines of `ink`'s rows at this finder's `rowShare`.
    func lines(in ink: ShearedInk) -> Lines {
        let lines = rowSpans(ink.profile).compactMap { span -> Line? in
            let extent = horizontalExtent(ink.points, span: span, slope: ink.slope, centerX: ink.centerX, width: ink.width)
            return extent.map { Line(top: Double(span.lowerBound), bottom: Double(span.upperBound), left: Double($0.lowerBound), right: Double($0.upperBound)) }
        }
        return Lines(lines: lines, slope: ink.slope, centerX: ink.centerX)
    }

    /// The row `p` falls in once sheared; negative above the image. `Int(row + 0.5)` rounds as
    /// `rounded()` does above -0.5 (but within 1e-16 below 0.5) without the C library's `round`
    /// (with the column mapper's cell search, 2.2% of a first pass's time went to it).
    private func shearedRow(_ p: (x: Int, y: Int), slope: Double, centerX: Double) -> Int {
        let row = Double(p.y) - (Double(p.x) - centerX) * slope
        return row > -0.5 ? Int(row + 0.5) : -1
    }

    private func shearedRowProfile(_ points: [(x: Int, y: Int)], height: Int, slope: Double, centerX: Double) -> [Int] {
        var profile = [Int](repeating: 0, count: height)
        for p in points {
            let row = shearedRow(p, slope: slope, centerX: centerX)
            if row >= 0, row < height { profile[row] += 1 }
        }
        return profile
    }

    /// The shear that makes rows sharpest: text lines give tall, narrow peaks when aligned.
    private func bestSlope(_ points: [(x: Int, y: Int)], height: Int, centerX: Double) -> Double {
        func sharpness(_ slope: Double) -> Double {
            shearedRowProfile(points, height: height, slope: slope, centerX: centerX).reduce(0.0) { $0 + Double($1 * $1) }
        }
        var best = 0.0
        var bestScore = sharpness(0)
        // Coarse then fine: ±5° in 0.5° steps, then ±0.5° in 0.1° steps.
        for degrees in Swift.stride(from: -5.0, through: 5.0, by: 0.5) where degrees != 0 {
            let s = tan(degrees * .pi / 180)
            let score = sharpness(s)
            if score > bestScore { bestScore = score; best = degrees }
        }
        var fine = best
        for degrees in Swift.stride(from: best - 0.4, through: best + 0.4, by: 0.1) {
            let score = sharpness(tan(degrees * .pi / 180))
            if score > bestScore { bestScore = score; fine = degrees }
        }
        return tan(fine * .pi / 180)
    }

    /// Runs of rows with a real share of ink; small gaps inside a line are bridged.
    private func rowSpans(_ profile: [Int]) -> [ClosedRange<Int>] {
        guard let peak = profile.max(), peak > 0 else { return [] }
        let threshold = max(2, peak / rowShare)
        var spans: [ClosedRange<Int>] = []
        var start: Int?
        for (y, value) in profile.enumerated() {
            if value >= threshold {
                if start == nil { start = y }
            } else if let s = start {
                spans.append(s...(y - 1))
                start = nil
            }
        }
        if let s = start { spans.append(s...(profile.count - 1)) }
        // Bridge one-or-two-row dropouts (thin horizontal strokes at low resolution).
        var merged: [ClosedRange<Int>] = []
        for span in spans {
            if let last = merged.last, span.lowerBound - last.upperBound <= 2 {
                merged[merged.count - 1] = last.lowerBound...span.upperBound
            } else {
                merged.append(span)
            }
        }
        guard let tallest = merged.map(\.count).max() else { return [] }
        return merged.filter { $0.count * 3 >= tallest }
    }

    /// The longest run of columns whose gaps stay below a few character heights.
    private func horizontalExtent(_ points: [(x: Int, y: Int)], span: ClosedRange<Int>, slope: Double, centerX: Double, width: Int) -> ClosedRange<Int>? {
        var columns = [Int](repeating: 0, count: width)
        for p in points where span.contains(shearedRow(p, slope: slope, centerX: centerX)) { columns[p.x] += 1 }
        let maxGap = max(6, Int((Double(span.count) * maximumGap).rounded()))
        var best: ClosedRange<Int>?
        var bestInk = 0
        var start: Int?
        var last = 0
        var inkSum = 0
        for x in 0..<width where columns[x] > 0 {
            if let s = start, x - last > maxGap {
                if inkSum > bestInk { bestInk = inkSum; best = s...last }
                start = x
                inkSum = 0
            }
            if start == nil { start = x }
            last = x
            inkSum += columns[x]
        }
        if let s = start, inkSum > bestInk { best = s...last }
        return best
    }
}
