import CVBridge

/// How ink is told from paper in a text crop (`cvb_binarize_ink_measured`).
enum InkMeasure: Int32 {
    /// Otsu's threshold on the crop divided by the paper's brightness.
    case paper = 0
    /// Against the deepest ink nearby: keeps glyphs faded by glare.
    case local = 1
    /// Otsu's ink class split again by Otsu, keeping its darker part: black print over coarse
    /// guilloche that the first threshold takes for ink too.
    case darkest = 2
}

/// A binarised copy of a grayscale crop (true = ink), with the row and column profiles the MRZ
/// line finder needs. Built from `cvb_binarize_ink`; all decisions on it are made in Swift.
struct InkMap {
    let width: Int
    let height: Int
    private let ink: [Bool]
    /// The native binary image the map was read from (for blob analysis without binarising twice);
    /// nil for a map of a fixed threshold, whose image is made only if its blobs are asked for.
    private let binary: Image?

    init(_ gray: Image, measure: InkMeasure = .paper) throws {
        let binary = try Image.make("binarize") { cvb_binarize_ink_measured(gray.handle, measure.rawValue, $0, $1) }
        self.binary = binary
        width = binary.width
        height = binary.height
        var ink = [Bool](repeating: false, count: width * height)
        if let pixels = binary.pixels {
            let stride = binary.stride
            for y in 0..<height {
                for x in 0..<width where pixels[y * stride + x] != 0 { ink[y * width + x] = true }
            }
        }
        self.ink = ink
    }

    /// Ink where a grayscale image is darker than `level`: a fixed threshold, for marks fainter
    /// than what Otsu's threshold keeps (on a `darkened` copy).
    init(_ gray: Image, darkerThan level: UInt8) throws {
        let gray = try gray.grayscale()
        width = gray.width
        height = gray.height
        var ink = [Bool](repeating: false, count: width * height)
        if let pixels = gray.pixels {
            let stride = gray.stride
            for y in 0..<height {
                for x in 0..<width where pixels[y * stride + x] < level { ink[y * width + x] = true }
            }
        }
        self.ink = ink
        binary = nil
    }

    subscript(x: Int, y: Int) -> Bool { ink[y * width + x] }

    /// Ink pixels per row within columns `x0..<x1`.
    func rowProfile(x0: Int = 0, x1: Int? = nil) -> [Int] {
        let end = min(x1 ?? width, width)
        return (0..<height).map { y in
            var n = 0
            for x in max(0, x0)..<max(max(0, x0), end) where ink[y * width + x] { n += 1 }
            return n
        }
    }

    /// Ink pixels per column within rows `y0..<y1`.
    func columnProfile(y0: Int, y1: Int) -> [Int] {
        var profile = [Int](repeating: 0, count: width)
        for y in max(0, y0)..<max(max(0, y0), min(y1, height)) {
            for x in 0..<width where ink[y * width + x] { profile[x] += 1 }
        }
        return profile
    }

    /// The topmost and bottommost inked rows in the rectangle, or nil when it has no ink.
    func verticalExtent(x0: Int, x1: Int, y0: Int, y1: Int) -> (top: Int, bottom: Int)? {
        var top: Int?
        var bottom = 0
        for y in max(0, y0)..<max(max(0, y0), min(y1, height)) {
            var any = false
            for x in max(0, x0)..<max(max(0, x0), min(x1, width)) where ink[y * width + x] { any = true; break }
            if any {
                if top == nil { top = y }
                bottom = y
            }
        }
        return top.map { ($0, bottom) }
    }

    /// Ink fractions on a `columns` × `rows` grid over the rectangle (nil when it has no ink).
    func shape(x0: Int, x1: Int, y0: Int, y1: Int, columns: Int, rows: Int) -> [Double]? {
        let xa = max(0, x0), xb = min(width, x1), ya = max(0, y0), yb = min(height, y1)
        guard xb > xa, yb > ya else { return nil }
        var counts = [Double](repeating: 0, count: columns * rows)
        var totals = [Double](repeating: 0, count: columns * rows)
        var any = false
        for y in ya..<yb {
            let r = min(rows - 1, (y - ya) * rows / (yb - ya))
            for x in xa..<xb {
                let c = min(columns - 1, (x - xa) * columns / (xb - xa))
                totals[r * columns + c] += 1
                if ink[y * width + x] { counts[r * columns + c] += 1; any = true }
            }
        }
        guard any else { return nil }
        return zip(counts, totals).map { $1 > 0 ? $0 / $1 : 0 }
    }

    /// The connected blobs of ink (8-connected), at most 4096.
    func blobs() throws -> [cvb_blob] {
        var blobs = [cvb_blob](repeating: cvb_blob(), count: 4096)
        var count: Int32 = 0
        var err = cvb_error()
        let binary = try binary ?? Image.fromPixels(ink.map { $0 ? 255 : 0 }, width: width, height: height, channels: 1)
        guard cvb_ink_blobs(binary.handle, &blobs, Int32(blobs.count), &count, &err) == 0 else { throw ZonalError.native("ink blobs: \(err.messageText)") }
        return Array(blobs.prefix(Int(count)))
    }
}

extension InkMap {
    /// The ink of one glyph around `box` (the OCR's box, approximate across: Tesseract's LSTM
    /// boxes may lie half a letter off): of the runs of inked columns (between the blank columns
    /// that part letters) within the box's rows, the one overlapping the box most, with its
    /// tallest block of inked rows; nil when there is no ink or the run is wider than 1.6 boxes
    /// (letters run together).
    func glyph(around box: PixelBox) -> PixelBox? {
        let y0 = max(0, box.y0), y1 = min(height, box.y1)
        guard y1 > y0, box.width > 0 else { return nil }
        let columns = columnProfile(y0: y0, y1: y1)
        let lo = max(0, box.x0 - box.width), hi = min(width, box.x1 + box.width)
        var best: (run: Range<Int>, overlap: Int)?
        var x = lo
        while x < hi {
            guard columns[x] > 0 else { x += 1; continue }
            var end = x
            while end < width, columns[end] > 0 { end += 1 }
            var start = x
            while start > 0, columns[start - 1] > 0 { start -= 1 }
            let overlap = min(end, box.x1) - max(start, box.x0)
            if overlap > (best?.overlap ?? 0) { best = (start..<end, overlap) }
            x = end
        }
        guard let run = best?.run, Double(run.count) <= 1.6 * Double(box.width),
              let rows = tallestInkedRows(x0: run.lowerBound, x1: run.upperBound, y0: y0, y1: y1) else { return nil }
        return PixelBox(x0: run.lowerBound, y0: rows.lowerBound, x1: run.upperBound, y1: rows.upperBound)
    }

    /// The tallest block of rows with ink within columns `x0..<x1`: a label's descenders or a rule
    /// above a glyph, parted from it by paper, are not the glyph.
    func tallestInkedRows(x0: Int, x1: Int, y0: Int, y1: Int) -> Range<Int>? {
        let xa = max(0, x0), xb = min(width, x1), ya = max(0, y0), yb = min(height, y1)
        guard xb > xa, yb > ya else { return nil }
        func inked(_ y: Int) -> Bool { (xa..<xb).contains { ink[y * width + $0] } }
        var tallest: Range<Int>?
        var y = ya
        while y < yb {
            guard inked(y) else { y += 1; continue }
            var end = y
            while end < yb, inked(end) { end += 1 }
            if end - y > tallest?.count ?? 0 { tallest = y..<end }
            y = end
        }
        return tallest
    }

    /// The rows of the mark above `glyph` (an accent, a dot): the first block of inked rows over
    /// its columns above it, parted from it by paper and within one glyph height above it; nil
    /// when none is parted from it (blur joins them) or the block runs past that height.
    func markRows(above glyph: PixelBox) -> ClosedRange<Int>? {
        let top = max(0, glyph.y0 - glyph.height)
        func inked(_ y: Int) -> Bool { (max(0, glyph.x0)..<min(width, glyph.x1)).contains { ink[y * width + $0] } }
        var y = glyph.y0 - 1
        while y >= top, !inked(y) { y -= 1 }
        guard y >= top, y < glyph.y0 - 1 else { return nil }
        let bottom = y
        while y >= top, inked(y) { y -= 1 }
        guard y >= top else { return nil }
        return (y + 1)...bottom
    }

    /// The holes in the ink within `box`: regions of paper (4-connected) that touch none of its
    /// sides, as their bounding boxes — a letter's counters.
    func holes(in box: PixelBox) -> [PixelBox] {
        let xa = max(0, box.x0), xb = min(width, box.x1), ya = max(0, box.y0), yb = min(height, box.y1)
        guard xb > xa, yb > ya else { return [] }
        let w = xb - xa, h = yb - ya
        var seen = [Bool](repeating: false, count: w * h)
        var found: [PixelBox] = []
        for start in 0..<(w * h) where !seen[start] && !ink[(ya + start / w) * width + xa + start % w] {
            var stack = [start], touches = false
            var bounds = (x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
            seen[start] = true
            while let p = stack.popLast() {
                let px = p % w, py = p / w
                bounds = (min(bounds.x0, px), min(bounds.y0, py), max(bounds.x1, px), max(bounds.y1, py))
                if px == 0 || py == 0 || px == w - 1 || py == h - 1 { touches = true }
                for (nx, ny) in [(px - 1, py), (px + 1, py), (px, py - 1), (px, py + 1)] where nx >= 0 && ny >= 0 && nx < w && ny < h {
                    let q = ny * w + nx
                    if !seen[q] && !ink[(ya + ny) * width + xa + nx] { seen[q] = true; stack.append(q) }
                }
            }
            if !touches { found.append(PixelBox(x0: xa + bounds.x0, y0: ya + bounds.y0, x1: xa + bounds.x1 + 1, y1: ya + bounds.y1 + 1)) }
        }
        return found
    }
}
