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
        /// The region with the texture of print on a plain table (edges not seen): rough.
        case texture = 3
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
    /// Per side: how sharp its colour step is, about 1 for an edge, under a half for a shadow's
    /// soft edge or a ramp of light (see `cvb_document.h`).
    var sideSharpness: [Double] = [1, 1, 1, 1]
    var method: Method

    /// How well side `side` is seen as a document's edge: its support times its coherence.
    func evidence(_ side: Int) -> Double { (sideSupport[safe: side] ?? 0) * (sideCoherence[safe: side] ?? 0) }

    /// What the image shows as a whole (see `cvb_doc_scene`).
    struct Scene: Sendable, Equatable {
        /// Share of pixels on an edge: 0 for a blank image.
        var edgeShare: Double
        /// The same along each image border (top, right, bottom, left).
        var borderEdgeShare: [Double]
    }

    /// The outlines proposed for `image`, best supported first, and what the image shows.
    static func candidates(in image: Image, workingSize: Int, minimumAreaShare: Double, limit: Int = 96) throws -> (outlines: [DocumentOutline], scene: Scene) {
        let search = try Search(in: image, workingSize: workingSize, minimumAreaShare: minimumAreaShare)
        try search.addLines()
        return (try search.candidates(limit: limit), search.scene)
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
