import Foundation

/// Maps OCR symbols of one MRZ line onto the line's fixed character columns.
///
/// OCR-B in an MRZ is monospaced, so the line is `length` equal cells. Tesseract sometimes drops
/// or splits a character, or reads a `<` as K/E/X; mapping by position (not by order) keeps every
/// other character in its place, and the cell's ink decides the filler: `<` is the only MRZ
/// character that does not reach the full capital height.
struct MRZColumnMapper {
    static let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<")

    /// Confidence given to a `<` inferred from the ink of a cell the OCR left empty or misread.
    static let inferredFillerConfidence = 90.0

    struct Geometry {
        var capTop: Int
        var capBottom: Int
        var left: Int
        var right: Int
        var capHeight: Int { capBottom - capTop + 1 }
    }

    /// The text's capital-height rows and horizontal extent in the line image.
    static func geometry(of ink: InkMap) -> Geometry? {
        let rows = ink.rowProfile()
        guard let peak = rows.max(), peak > 0 else { return nil }
        // The longest run of rows with substantial ink is the capital height.
        var best: ClosedRange<Int>?
        var start: Int?
        for (y, value) in rows.enumerated() {
            if value * 4 >= peak {
                if start == nil { start = y }
            } else if let s = start {
                if best == nil || (y - 1 - s) > best!.count - 1 { best = s...(y - 1) }
                start = nil
            }
        }
        if let s = start, best == nil || rows.count - 1 - s > best!.count - 1 { best = s...(rows.count - 1) }
        guard let cap = best, cap.count >= 4 else { return nil }
        let columns = ink.columnProfile(y0: cap.lowerBound, y1: cap.upperBound + 1)
        guard let inkLeft = columns.firstIndex(where: { $0 > 0 }), let inkRight = columns.lastIndex(where: { $0 > 0 }) else { return nil }
        let (left, right) = acrossGaps(columns, left: inkLeft, right: inkRight, capHeight: cap.count)
        let first = firstGlyphLeft(ink, capTop: cap.lowerBound, capBottom: cap.upperBound, left: left)
        return Geometry(capTop: cap.lowerBound, capBottom: cap.upperBound, left: first, right: right)
    }

    /// The line's extent without ink cut off from it by a gap: an MRZ line has no empty cell (a
    /// filler `<` has ink), so a piece of ink at least 1.5 capital heights clear of the rest and
    /// no wider than that is something beside the line: the document's edge against a dark table,
    /// a mark in the margin. (A visa's edge beside its first line, 3 pitches left of it, moved
    /// every cell of that line two places right: an MRV-A read as nothing on generated photos.)
    static func acrossGaps(_ columns: [Int], left: Int, right: Int, capHeight: Int) -> (left: Int, right: Int) {
        let gap = Int((1.5 * Double(capHeight)).rounded(.up)), piece = gap
        var left = left, right = right
        // From each end, a piece then a gap: the line starts after the gap.
        func next(from start: Int, step: Int, limit: Int) -> Int? {
            var x = start, empty = 0, inked = 0
            while x != limit {
                if columns[x] > 0 {
                    if empty >= gap && inked > 0 { return x }
                    if empty > 0 && inked > 0 && empty < gap { inked += empty }
                    empty = 0
                    inked += 1
                    if inked > piece { return nil }
                } else if inked > 0 {
                    empty += 1
                }
                x += step
            }
            return nil
        }
        while left < right, let start = next(from: left, step: 1, limit: right + 1) { left = start }
        while right > left, let end = next(from: right, step: -1, limit: left - 1) { right = end }
        return (left, right)
    }

    /// Every MRZ line begins with a letter or digit of full capital height, so small marks left
    /// of the first such glyph and clear of it (a serial number printed down the margin, one
    /// small digit beside each line) are not part of the line.
    static func firstGlyphLeft(_ ink: InkMap, capTop: Int, capBottom: Int, left: Int) -> Int {
        guard let blobs = try? ink.blobs() else { return left }
        let cap = Double(capBottom - capTop + 1)
        let onLine = blobs.filter { Int($0.y) <= capBottom && Int($0.y + $0.height) > capTop }.sorted { $0.x < $1.x }
        guard let first = onLine.first(where: { Double($0.height) >= 0.75 * cap }), Int(first.x) > left else { return left }
        let marks = onLine.filter { $0.x < first.x }
        guard marks.allSatisfy({ Double($0.height) < 0.6 * cap && Double($0.x + $0.width) <= Double(first.x) - 0.25 * cap }),
              Double(Int(first.x) - left) <= 1.5 * cap else { return left }
        return Int(first.x)
    }

    /// The cells of a line of `length` characters, from its ink alone: OCR symbol boxes of LSTM
    /// models are too loose to register 44 cells on. The same for every reading of the line
    /// image, so a band's readings fit it once (`MRZBandReader.LineMemo`).
    static func fittedGrid(ink: InkMap, geometry g: Geometry, length: Int) -> CellGrid {
        var columnInk = ink.columnProfile(y0: g.capTop, y1: g.capBottom + 1)
        // Marks left of the line's start (`firstGlyphLeft`) must not pull the cells onto them.
        for x in 0..<min(g.left, columnInk.count) { columnInk[x] = 0 }
        return fitCells(columnInk, left: g.left, right: g.right, length: length).refined(columnInk: columnInk)
    }

    /// Places symbols into `length` columns; returns nil when the symbols cannot be fitted.
    /// `second`: another reading of the same line image (merged per cell), or nil. `g`: the
    /// line's `geometry(of: ink)`, measured once per line image by the caller.
    /// `shift` moves every cell that many places along the fitted grid (a line whose cells were
    /// fitted a place off its neighbours', `MRZBandReader.interpret`).
    /// `fitted`: the line's `fittedGrid` for `length`, when the caller has it already.
    static func layout(symbols: [OCRSymbol], second: [OCRSymbol]? = nil, ink: InkMap, geometry g: Geometry, length: Int,
                       shift: Int = 0, fitted: CellGrid? = nil) -> Layout? {
        guard length > 1 else { return nil }
        let grid = (fitted ?? fittedGrid(ink: ink, geometry: g, length: length)).shifted(by: shift)
        let usable = singleCharacters(symbols)
        let pitch = grid.pitch
        func center(_ column: Int) -> Double { grid.center(column) }

        let secondInOrder = second.map(singleCharacters)
        let seconds = secondInOrder.map { cellSymbols($0, grid: grid).cells }
        let (cells, lost) = cellSymbols(usable, grid: grid)
        // The OCR read the line's length in characters, but the cells by position lost some: the
        // symbols one per cell in reading order, merged with the second reading's likewise (or,
        // when that has another count, with its symbols by position).
        var inOrder: [Layout.Ordered]?
        if lost > 0, usable.count == length {
            inOrder = (0..<length).map { i in
                let column = grid.column(of: usable[i].box.centerX)
                let ocr = seconds.map { merge(usable[i], secondInOrder?.count == length ? secondInOrder?[i] : $0[i]) } ?? usable[i]
                return Layout.Ordered(ocr: ocr, column: min(max(column, 0), length - 1))
            }
        }

        let cellBounds = (0..<length).map { column -> (x0: Int, x1: Int, extent: (top: Int, bottom: Int)?) in
            let x0 = Int((center(column) - 0.45 * pitch).rounded()), x1 = Int((center(column) + 0.45 * pitch).rounded())
            return (x0, x1, ink.verticalExtent(x0: x0, x1: x1, y0: g.capTop - 3, y1: g.capBottom + 4))
        }
        // The line's own glyph top and bottom, as straight lines across it: fitted to the cells the
        // OCR read as letters or digits (font, print and blur change the height, and a residual
        // tilt of a degree moves the right end of a 44-character line by a fifth of its height).
        var tops: [(Double, Double)] = [], bottoms: [(Double, Double)] = []
        for (column, cell) in cellBounds.enumerated() {
            guard let e = cell.extent, let c = cells[column]?.text.first, c != "<" else { continue }
            tops.append((center(column), Double(e.top)))
            bottoms.append((center(column), Double(e.bottom)))
        }
        let topLine = RobustLine.fit(tops) ?? RobustLine(intercept: Double(g.capTop), slope: 0)
        let bottomLine = RobustLine.fit(bottoms) ?? RobustLine(intercept: Double(g.capBottom), slope: 0)

        let layoutCells = (0..<length).map { column -> Layout.Cell in
            let cell = cellBounds[column]
            let ocr = seconds.map { merge(cells[column], $0[column]) } ?? cells[column]
            guard let extent = cell.extent else { return Layout.Cell(ocr: ocr, shape: nil, short: false, tall: false, x0: cell.x0, x1: cell.x1) }
            let top = topLine.y(at: center(column)), bottom = bottomLine.y(at: center(column))
            let glyphHeight = max(4, bottom - top + 1)
            let margin = 0.05 * glyphHeight
            let short = Double(extent.top) - top >= margin && bottom - Double(extent.bottom) >= margin
            let tall = Double(extent.bottom - extent.top + 1) >= 0.95 * glyphHeight
            let shape = ink.shape(x0: cell.x0, x1: cell.x1, y0: Int(top.rounded()) - 1, y1: Int(bottom.rounded()) + 2, columns: 8, rows: 12)
            return Layout.Cell(ocr: ocr, shape: shape, short: short, tall: tall, x0: cell.x0, x1: cell.x1, capTop: top, capBottom: bottom)
        }
        return Layout(cells: layoutCells, grid: grid, inReadingOrder: inOrder, displaced: displaced(usable, cells: cells, grid: grid))
    }

    /// The symbols of one character each with a box: the ones that can take a cell.
    static func singleCharacters(_ symbols: [OCRSymbol]) -> [OCRSymbol] {
        symbols.filter { $0.text.count == 1 && $0.box.width > 0 }
    }

    /// The best symbol per column (nil where none landed), and how many symbols lost their place
    /// (a weaker one in the same column, or one outside the columns).
    static func cellSymbols(_ symbols: [OCRSymbol], grid: CellGrid) -> (cells: [OCRSymbol?], lost: Int) {
        var cells = [OCRSymbol?](repeating: nil, count: grid.length)
        var lost = 0
        for s in symbols {
            let column = grid.column(of: s.box.centerX)
            guard column >= 0, column < grid.length else { lost += 1; continue }
            if let existing = cells[column] {
                lost += 1
                if existing.confidence >= s.confidence { continue }
            }
            cells[column] = s
        }
        return (cells, lost)
    }

    /// The symbols the OCR was sure of (`displacedConfidence`) that lost their cell to another
    /// symbol whose box is clear of their own: two characters the OCR saw apart, where the fitted
    /// cells have room for one. The cells, not the OCR, are off there (a passport in uneven print
    /// spacing: cells bent onto it put the `U` of `LUKASZ<JUERGEN` in the `J`'s cell, and the
    /// reading without the `J` was valid, as no check covers a name; on another pass the `J`
    /// took the filler's cell, `LUKASZJUERGEN`, valid again).
    static func displaced(_ symbols: [OCRSymbol], cells: [OCRSymbol?], grid: CellGrid) -> [OCRSymbol] {
        symbols.filter { s in
            guard s.confidence >= displacedConfidence, let c = s.text.first, alphabet.contains(c) else { return false }
            guard let kept = cells[safe: grid.column(of: s.box.centerX)] ?? nil, kept != s else { return false }
            // Two readings of one glyph (an `O` and a `0` over the same ink) overlap.
            let overlap = min(s.box.x1, kept.box.x1) - max(s.box.x0, kept.box.x0)
            return Double(overlap) <= 0.25 * Double(min(s.box.width, kept.box.width))
        }
    }

    /// Below this the OCR's symbol may be a guess at noise or a piece of its neighbour.
    static let displacedConfidence = 80.0

    /// Two readings of one cell as one: each choice scores the mean of its confidences in the
    /// two readings (absent = 0), so agreement keeps the confidence and disagreement halves it.
    static func merge(_ a: OCRSymbol?, _ b: OCRSymbol?) -> OCRSymbol? {
        guard let a else { return b.map { halved($0) } }
        guard let b else { return halved(a) }
        var scores: [String: Double] = [:]
        for reading in [a, b] {
            var seen = Set<String>()
            for choice in [OCRChoice(text: reading.text, confidence: reading.confidence)] + reading.alternatives where !seen.contains(choice.text) {
                seen.insert(choice.text)
                scores[choice.text, default: 0] += choice.confidence / 2
            }
        }
        let ranked = scores.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
        guard let top = ranked.first else { return a }
        return OCRSymbol(text: top.key, confidence: top.value, box: a.box, alternatives: ranked.dropFirst().map { OCRChoice(text: $0.key, confidence: $0.value) })
    }

    /// A reading the other pass did not confirm (it saw nothing in that cell).
    private static func halved(_ s: OCRSymbol) -> OCRSymbol {
        OCRSymbol(text: s.text, confidence: s.confidence / 2, box: s.box, alternatives: s.alternatives.map { OCRChoice(text: $0.text, confidence: $0.confidence / 2) })
    }

    /// Fits `length` cells to the line's ink: each glyph's ink should sit in the middle of its
    /// cell (the gaps between glyphs are wide, so "boundaries on empty columns" alone leaves the
    /// registration loose by a third of a cell), and no ink should lie outside the cells. The
    /// pitch may change steadily along the line (perspective left after rectification). A grid
    /// search around the estimate from the ink span (a glyph's ink is ~70% of its cell: span ≈
    /// `length - 0.3` cells), scored in O(1) per cell with prefix sums.
    static func fitCells(_ columns: [Int], left: Int, right: Int, length: Int) -> CellGrid {
        let estimate = Double(right - left) / (Double(length) - 0.3)
        let half = 0.5 * estimate
        let n = Double(length - 1)
        let origin = Double(left) + 0.35 * estimate
        var best = CellGrid(origin: origin, pitch: estimate, length: length)
        guard estimate > 0, estimate.isFinite, length > 1 else { return best }
        // Every grid searched is increasing (its pitch stays within 1 ± 0.14 of the estimate
        // along the line), so its cells lie between the lowest first centre and the highest
        // last one. The prefix sums run on past both ends with their end values, so a centre
        // is looked up at `Int(x + 0.5)` without clamping: the same index a clamp to the line
        // would give, or one past the line holding the same sum. (The search runs on every line
        // read: clamping and dividing there cost a first-pass photo about a millisecond.)
        // Pitch changes over the line up to ±15%, pitches ±6%, origins ±0.3 of a pitch; the
        // buffers' ends are taken from these ranges.
        let bendSteps = -3...3, pitchSteps = -15...15, shiftSteps = -12...12
        let lowest = origin + Double(shiftSteps.lowerBound) * 0.025 * estimate
        let highest = origin + Double(shiftSteps.upperBound) * 0.025 * estimate
            + n * estimate * (1 + Double(pitchSteps.upperBound) * 0.004 + Double(bendSteps.upperBound) * 0.05 / 2)
        let count = columns.count
        let padLeft = max(0, Int((half + 2 - lowest).rounded(.up)))
        let padRight = max(0, Int((highest + half + 2 - Double(count)).rounded(.up)))
        var s0 = [Double](repeating: 0, count: padLeft + count + 1 + padRight)
        var s1 = s0
        for (x, c) in columns.enumerated() {
            s0[padLeft + x + 1] = s0[padLeft + x] + Double(c)
            s1[padLeft + x + 1] = s1[padLeft + x] + Double(c) * Double(x)
        }
        for i in (padLeft + count + 1)..<s0.count {
            s0[i] = s0[padLeft + count]
            s1[i] = s1[padLeft + count]
        }
        let total = s0[padLeft + count]
        var bestScore = -Double.infinity
        s0.withUnsafeBufferPointer { s0 in
            s1.withUnsafeBufferPointer { s1 in
                guard let p0 = s0.baseAddress, let p1 = s1.baseAddress else { return }
                // Index 0 is the line's column 0; Int() truncates toward zero, so a centre half a
                // column or more before the line lands at or before it, where the sums are 0.
                let z0 = p0 + padLeft, z1 = p1 + padLeft
                // Σ ink·(1 - |x - c| / half) over |x - c| ≤ half: the ink's closeness to the centre,
                // the mass left and right of c less their moments about it (one multiplication
                // by 1 / half, no division: the search's costliest step).
                let inverseHalf = 1 / half
                @inline(__always) func centred(_ c: Double) -> Double {
                    let a = Int(c - half + 0.5), m = Int(c + 0.5), b = Int(c + half + 1 + 0.5)
                    let moments = 2 * z1[m] - z1[a] - z1[b] + c * (z0[a] + z0[b] - 2 * z0[m])
                    return z0[b] - z0[a] + moments * inverseHalf
                }
                for bendStep in bendSteps {
                    let bend = Double(bendStep) * 0.05 * estimate / (2 * n)
                    for step in pitchSteps {
                        let pitch = estimate * (1 + Double(step) * 0.004) - bend * n
                        for shift in shiftSteps {
                            let grid = CellGrid(origin: origin + Double(shift) * 0.025 * estimate,
                                                pitch: pitch, bend: bend, length: length)
                            var score = 0.0
                            for k in 0..<length { score += centred(grid.center(k)) }
                            let start = Int(grid.center(0) - half + 0.5), end = Int(grid.center(length - 1) + half + 0.5)
                            score -= 2 * (z0[start] + (total - z0[end]))
                            if score > bestScore { bestScore = score; best = grid }
                        }
                    }
                }
            }
        }
        return best
    }

    /// The columns of one line before the filler decision.
    struct Layout {
        struct Cell {
            var ocr: OCRSymbol?
            /// Ink fractions on a coarse grid over the cell (nil: no ink in the cell).
            var shape: [Double]?
            var short: Bool
            var tall: Bool
            /// The cell's columns in the line image (for reading it again on its own).
            var x0: Int = 0
            var x1: Int = 0
            /// The line's capital top and bottom at this cell (fitted across the line's glyphs).
            var capTop: Double? = nil
            var capBottom: Double? = nil
        }
        var cells: [Cell]
        /// Where the cells are (nil for a layout made by hand).
        var grid: CellGrid? = nil
        /// The OCR's symbols one per cell in reading order, when it read exactly as many as there
        /// are cells but some were lost by position (two in one cell, or one outside the cells).
        var inReadingOrder: [Ordered]? = nil
        /// Whether `MRZColumnMapper.inReadingOrder` reads this line in reading order.
        var readsInOrder: Bool { inReadingOrder?.count == cells.count }
        /// Confident symbols the cells had no place for (`MRZColumnMapper.displaced`).
        var displaced: [OCRSymbol] = []

        /// A symbol taken in reading order, and the cell its box lies over (whose ink is its
        /// glyph's; the end cell for a box past the line's end).
        struct Ordered {
            var ocr: OCRSymbol?
            var column: Int
        }
    }

    /// The layouts with each line that has symbols in reading order (`Layout.inReadingOrder`)
    /// read so, each with the ink of the cell its box lies over (the cell in its place may hold
    /// its neighbour's glyph: a letter there would be taken for the filler beside it); nil when
    /// no line has symbols in reading order.
    static func inReadingOrder(_ layouts: [Layout]) -> [Layout]? {
        guard layouts.contains(where: { $0.inReadingOrder != nil }) else { return nil }
        return layouts.map { layout in
            guard layout.readsInOrder, let ordered = layout.inReadingOrder else { return layout }
            var read = layout
            for (c, symbol) in ordered.enumerated() {
                var glyph = layout.cells[symbol.column]
                glyph.ocr = symbol.ocr
                read.cells[c] = glyph
            }
            return read
        }
    }

    /// The average shape of the cells the OCR confidently read as `<` in the whole band: the
    /// filler as printed on *this* document (font, weight and blur included).
    static func fillerTemplate(_ layouts: [Layout]) -> [Double]? {
        let fillers = layouts.flatMap(\.cells).filter { $0.ocr?.text == "<" && ($0.ocr?.confidence ?? 0) >= 45 && !$0.tall }.compactMap(\.shape)
        guard fillers.count >= 3, let size = fillers.first?.count else { return nil }
        return (0..<size).map { i in fillers.reduce(0) { $0 + $1[i] } / Double(fillers.count) }
    }

    /// Similarity above which a cell is taken for a filler (normalised cross-correlation).
    static let fillerSimilarity = 0.7

    static func symbols(_ layout: Layout, fillerTemplate: [Double]?) -> [MRZSymbol] {
        layout.cells.map { cell in
            guard let shape = cell.shape else { return symbol(for: cell.ocr, evidence: .empty) }
            guard let template = fillerTemplate else {
                return symbol(for: cell.ocr, evidence: cell.short ? .maybeFiller : .fullGlyph(doubtFiller: false))
            }
            let similarity = correlation(shape, template)
            // K shares the filler's chevron; a confident letter needs a closer match to be overruled.
            let confidentLetter = (cell.ocr.map { $0.text != "<" && $0.confidence >= 90 } ?? false) && !cell.short
            if similarity >= (confidentLetter ? 0.88 : fillerSimilarity) { return symbol(for: cell.ocr, evidence: .filler) }
            if similarity >= 0.55, cell.short { return symbol(for: cell.ocr, evidence: .maybeFiller) }
            return symbol(for: cell.ocr, evidence: .fullGlyph(doubtFiller: similarity < 0.4 && cell.tall))
        }
    }

    static func correlation(_ a: [Double], _ b: [Double]) -> Double {
        let n = Double(a.count)
        let ma = a.reduce(0, +) / n, mb = b.reduce(0, +) / n
        var num = 0.0, da = 0.0, db = 0.0
        for i in a.indices {
            num += (a[i] - ma) * (b[i] - mb)
            da += (a[i] - ma) * (a[i] - ma)
            db += (b[i] - mb) * (b[i] - mb)
        }
        return da > 0 && db > 0 ? num / (da * db).squareRoot() : 0
    }

    enum FillerEvidence: Equatable {
        case empty
        case filler
        case maybeFiller
        case fullGlyph(doubtFiller: Bool)
    }

    private static func symbol(for ocr: OCRSymbol?, evidence: FillerEvidence) -> MRZSymbol {
        var candidates: [MRZCandidate] = []
        if let ocr {
            var seen = Set<Character>()
            let choices = [OCRChoice(text: ocr.text, confidence: ocr.confidence)] + ocr.alternatives
            for choice in choices {
                guard let c = choice.text.first, choice.text.count == 1, alphabet.contains(c), !seen.contains(c) else { continue }
                seen.insert(c)
                candidates.append(MRZCandidate(c, confidence: max(0, min(100, choice.confidence))))
            }
            // The engine's confidence in its choice ignores its rivals: an `N` at 97 with a `W` at
            // 33 beside it is a coin toss the engine lost before (W/N, M/N, O/0 misreads come
            // with such rivals). The choice is only as sure as its strongest rival leaves room for.
            if let rival = candidates.dropFirst().map(\.confidence).max() {
                candidates[0].confidence = min(candidates[0].confidence, 100 - rival)
            }
        }
        let ocrFiller = candidates.first { $0.character == "<" }?.confidence ?? 0
        let letters = candidates.filter { $0.character != "<" }
        switch evidence {
        case .empty:
            // Nothing printed in this cell: only a filler fits (an MRZ has no spaces), but the
            // cell may also be a glyph the binarisation lost.
            return MRZSymbol(candidates: [MRZCandidate("<", confidence: max(ocrFiller, 60))] + letters.map { MRZCandidate($0.character, confidence: $0.confidence * 0.5) })
        case .filler:
            // Short and chevron-shaped: a `<`, whatever the OCR thought.
            return MRZSymbol(candidates: [MRZCandidate("<", confidence: max(ocrFiller, inferredFillerConfidence))] + letters.map { MRZCandidate($0.character, confidence: min($0.confidence, 100 - inferredFillerConfidence)) })
        case .maybeFiller:
            if let first = candidates.first, first.character != "<", first.confidence >= 90 { return MRZSymbol(candidates: candidates) }
            return MRZSymbol(candidates: [MRZCandidate("<", confidence: max(ocrFiller, 70))] + letters.map { MRZCandidate($0.character, confidence: min($0.confidence, 50)) })
        case let .fullGlyph(doubtFiller):
            if candidates.isEmpty { return MRZSymbol(candidates: [MRZCandidate("<", confidence: 5)]) }
            if candidates[0].character == "<", doubtFiller {
                // The OCR says filler but the glyph is full height and unlike the band's fillers:
                // keep it, but do not trust it.
                candidates[0].confidence = min(candidates[0].confidence, 40)
                candidates.sort { $0.confidence > $1.confidence }
            }
            return MRZSymbol(candidates: candidates)
        }
    }
}
