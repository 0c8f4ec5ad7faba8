import CVBridge

extension DocumentOutline {
    init(_ c: cvb_doc_candidate) {
        self.init(quad: Quad(c.quad),
                  sideSupport: [c.side_support.0, c.side_support.1, c.side_support.2, c.side_support.3].map(Double.init),
                  sideStrength: [c.side_strength.0, c.side_strength.1, c.side_strength.2, c.side_strength.3].map(Double.init),
                  sideCoherence: [c.side_coherence.0, c.side_coherence.1, c.side_coherence.2, c.side_coherence.3].map(Double.init),
                  sideOverrun: [c.side_overrun.0, c.side_overrun.1, c.side_overrun.2, c.side_overrun.3].map(Double.init),
                  sideSharpness: [c.side_sharpness.0, c.side_sharpness.1, c.side_sharpness.2, c.side_sharpness.3].map(Double.init),
                  method: Method(rawValue: Int(c.method)) ?? .edges)
    }

    /// An outline search in two steps (see `cvb_doc_search`): the quick candidates when it
    /// starts, the outlines of four straight lines (most of the search's time) only on request.
    final class Search {
        private let handle: OpaquePointer
        let scene: Scene

        init(in image: Image, workingSize: Int, minimumAreaShare: Double) throws {
            var raw: OpaquePointer?
            var scene = cvb_doc_scene()
            var err = cvb_error()
            guard cvb_document_search_begin(image.handle, Int32(clamping: workingSize), Float(minimumAreaShare), &raw, &scene, &err) == 0,
                  let raw else {
                throw ZonalError.native("document candidates: \(err.messageText)")
            }
            handle = raw
            let b = scene.border_edge_share
            self.scene = Scene(edgeShare: Double(scene.edge_share), borderEdgeShare: [b.0, b.1, b.2, b.3].map(Double.init))
        }

        deinit { cvb_document_search_free(handle) }

        /// Adds the outlines of straight lines (once).
        func addLines() throws {
            var err = cvb_error()
            guard cvb_document_search_add_lines(handle, &err) == 0 else { throw ZonalError.native("document lines: \(err.messageText)") }
        }

        /// The outlines found so far, best supported first.
        func candidates(limit: Int = 96) throws -> [DocumentOutline] {
            try Self.outlines(limit: limit, what: "document candidates") { cvb_document_search_candidates(handle, $0, $1, $2, $3) }
        }

        /// Up to `limit` (1...1024) outlines that `call` writes into a buffer of that capacity.
        private static func outlines(limit: Int, what: String,
                                     _ call: (UnsafeMutablePointer<cvb_doc_candidate>, Int32, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<cvb_error>) -> Int32)
            throws -> [DocumentOutline] {
            let limit = max(1, min(limit, 1024))
            var raw = [cvb_doc_candidate](repeating: cvb_doc_candidate(), count: limit)
            var count: Int32 = 0
            var err = cvb_error()
            let status = raw.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return Int32(-1) }
                return call(base, Int32(clamping: limit), &count, &err)
            }
            guard status == 0 else { throw ZonalError.native("\(what): \(err.messageText)") }
            return raw.prefix(max(0, min(Int(count), limit))).map(DocumentOutline.init)
        }

        /// Outlines of the straight edges near each side of `predicted` (side i from corner i to
        /// i + 1): the `keep` best supported lines within ±`reach[i]` pixels and ±`maxAngle`
        /// degrees of each side that keep each of `inside` at least `margin[i]` pixels inside side i
        /// (negative: outside by at most that much), combined; best supported first. One side
        /// with no such line (a third of it seen at least) stands on the predicted side, its
        /// support measured there, so that the three seen still make outlines; with two, none.
        func guided(near predicted: Quad, reach: [Double], maxAngle: Double, keep: Int, inside: [Point], margin: [Double],
                    limit: Int = 64) throws -> [DocumentOutline] {
            let reaches = (0..<4).map { Float(reach[safe: $0] ?? 0) }, margins = (0..<4).map { Float(margin[safe: $0] ?? 0) }
            let points = inside.map { cvb_point(x: Float($0.x), y: Float($0.y)) }
            return try Self.outlines(limit: limit, what: "guided document search") {
                cvb_document_search_guided(handle, predicted.native, reaches, Float(maxAngle), Int32(clamping: keep), points, Int32(clamping: points.count),
                                           margins, $0, $1, $2, $3)
            }
        }

        /// `quad` (corners clockwise on screen) with side `side` (from corner `side` to the next)
        /// replaced by each of the `keep` best supported straight edges within ±`reach` pixels and
        /// ±`maxAngle` degrees of it, the sides beside it run on or cut short to meet it.
        func movingSide(_ side: Int, of quad: Quad, reach: Double, maxAngle: Double, keep: Int) throws -> [DocumentOutline] {
            try Self.outlines(limit: keep, what: "search for a moved side") {
                cvb_document_search_moved_side(handle, quad.native, Int32(side), Float(reach), Float(maxAngle), Int32(clamping: keep), $0, $1, $2, $3)
            }
        }

        /// A region's grey levels (`greyLevels(inside:)`).
        typealias GreyLevels = (spread: Double, range: Double, median: Double)

        /// The grey levels inside `quad`: their median absolute deviation (`spread`: low for paper,
        /// high for a checked cloth), the range of their middle 80% (`range`), which a pattern of
        /// two colours fills even where one covers most of the region, and their `median`; nil for
        /// a region of a few working pixels.
        func greyLevels(inside quad: Quad) throws -> GreyLevels? {
            var spread: Float = -1, range: Float = -1, median: Float = -1
            var err = cvb_error()
            guard cvb_document_search_grey_levels(handle, quad.native, &spread, &range, &median, &err) == 0 else {
                throw ZonalError.native("grey levels of a region: \(err.messageText)")
            }
            return spread >= 0 && range >= 0 ? (Double(spread), Double(range), Double(median)) : nil
        }

        /// The median chroma (CIE a*, b*) inside `quad`; nil for a region of a few working pixels.
        func chroma(inside quad: Quad) throws -> (a: Double, b: Double)? {
            var a: Float = .nan, b: Float = .nan
            var err = cvb_error()
            guard cvb_document_search_chroma(handle, quad.native, &a, &b, &err) == 0 else {
                throw ZonalError.native("chroma of a region: \(err.messageText)")
            }
            return a.isFinite && b.isFinite ? (Double(a), Double(b)) : nil
        }

        /// Share of the pixels outside `quad` (grown by `margin` × the image diagonal) on an edge.
        func edgeShare(outside quad: Quad, margin: Double) throws -> Double {
            var share: Float = 0
            var err = cvb_error()
            guard cvb_document_search_edges_outside(handle, quad.native, Float(margin), &share, &err) == 0 else {
                throw ZonalError.native("edges outside an outline: \(err.messageText)")
            }
            return Double(share)
        }
    }
}
