import CVBridge

/// A quadrilateral the native layer proposes as a document's outline, with how well image edges
/// support each of its sides. Which outline is the document is decided by `DocumentDetector`.
struct DocumentOutline: Sendable, Equatable {
    enum Method: Int, Sendable {
        /// A contour of an edge map.
        case edges = 0
        /// A bright or dark region.
        case region = 1
        /// Four straight lines (image borders included).
        case lines = 2
    }

    /// Image pixels, clockwise on screen from the corner nearest the image's top-left (not yet
    /// in any document's reading orientation).
    var quad: Quad
    /// Per side (top, right, bottom, left of `quad`): share of samples on an edge, 0...1.
    var sideSupport: [Double]
    /// Per side: median edge strength across it (grey levels per pixel).
    var sideStrength: [Double]
    /// Per side: whether one side of it is uniform along it, 0...1 (see `cvb_document.h`).
    var sideCoherence: [Double]
    /// Per side: how much of its continuation past the corners is still an edge, 0...1.
    var sideOverrun: [Double]
    var method: Method

    /// What the image shows as a whole (see `cvb_doc_scene`).
    struct Scene: Sendable, Equatable {
        /// Share of pixels on an edge: 0 for a blank image.
        var edgeShare: Double
        /// The same along each image border (top, right, bottom, left).
        var borderEdgeShare: [Double]
    }

    /// The outlines proposed for `image`, best supported first, and what the image shows.
    static func candidates(in image: Image, workingSize: Int, minimumAreaShare: Double, limit: Int = 96) throws -> (outlines: [DocumentOutline], scene: Scene) {
        let limit = max(1, min(limit, 1024))
        var raw = [cvb_doc_candidate](repeating: cvb_doc_candidate(), count: limit)
        var count: Int32 = 0
        var scene = cvb_doc_scene()
        var err = cvb_error()
        guard cvb_document_candidates(image.handle, Int32(clamping: workingSize), Float(minimumAreaShare), &raw, Int32(clamping: limit), &count, &scene, &err) == 0 else {
            throw ZonalError.native("document candidates: \(err.messageText)")
        }
        let outlines = raw.prefix(max(0, min(Int(count), limit))).map { c in
            DocumentOutline(quad: Quad(c.quad),
                            sideSupport: [c.side_support.0, c.side_support.1, c.side_support.2, c.side_support.3].map(Double.init),
                            sideStrength: [c.side_strength.0, c.side_strength.1, c.side_strength.2, c.side_strength.3].map(Double.init),
                            sideCoherence: [c.side_coherence.0, c.side_coherence.1, c.side_coherence.2, c.side_coherence.3].map(Double.init),
                            sideOverrun: [c.side_overrun.0, c.side_overrun.1, c.side_overrun.2, c.side_overrun.3].map(Double.init),
                            method: Method(rawValue: Int(c.method)) ?? .edges)
        }
        let b = scene.border_edge_share
        return (outlines, Scene(edgeShare: Double(scene.edge_share), borderEdgeShare: [b.0, b.1, b.2, b.3].map(Double.init)))
    }

    /// `quad` with each side fitted to the strongest edge within `search` pixels across it, at
    /// full resolution, and each side's support there.
    static func refine(_ quad: Quad, in image: Image, search: Double) throws -> (quad: Quad, sideSupport: [Double]) {
        var out = cvb_quad()
        var support: [Float] = [0, 0, 0, 0]
        var err = cvb_error()
        guard cvb_document_refine(image.handle, quad.native, Float(search), &out, &support, &err) == 0 else {
            throw ZonalError.native("document refinement: \(err.messageText)")
        }
        return (Quad(out), support.map(Double.init))
    }
}
