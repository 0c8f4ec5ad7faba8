/// The page around an outline too small to be the document, taken for a framed picture printed
/// on it. A card's portrait is the most sharply outlined rectangle on it; on a pale card on a pale
/// table, whose own edges are not seen, the document detector can answer with the portrait (with
/// the text line above it, it can have the card's aspect) and call it too small. The template says
/// where its image returns are printed, so each of them, fitted to that outline, places a page that
/// a class recognising it then vouches for (as it vouches for the guess that the page fills the
/// frame).
enum PrintedFrameOutline {
    /// The largest share of the image a doubted answer (`notFound`) may cover to be taken for a
    /// picture: a portrait is about a seventh of an ID card, and a card filling the frame
    /// covers at most all of it.
    static let largestDoubtedShare = 0.25

    /// Outlines of a page of `specification` whose image-return regions (fixed locations, distinct
    /// across `classes`) would lie on `quad`: one per region and per way round that keeps the
    /// region's long side along the quad's, nearest the quad's own corner order first.
    static func outlines(around quad: Quad, classes: [TemplatingClass], specification: DocumentSpecification) -> [DocumentDetection.Alternative] {
        guard let widthMM = specification.widthMM, let heightMM = specification.heightMM else { return [] }
        var regions: [RelativeRect] = []
        for group in classes.flatMap(\.extraction) where group.processors.contains(where: { if case .image = $0 { true } else { false } }) {
            if case let .fixed(rect) = group.location, rect.width > 0, rect.height > 0, !regions.contains(rect) { regions.append(rect) }
        }
        var outlines: [DocumentDetection.Alternative] = []
        for rect in regions {
            let landscape = rect.width * widthMM >= rect.height * heightMM
            for turn in 0..<4 {
                let corners = quad.corners
                let turned = Quad(topLeft: corners[turn], topRight: corners[(turn + 1) % 4],
                                  bottomRight: corners[(turn + 2) % 4], bottomLeft: corners[(turn + 3) % 4])
                guard (turned.width >= turned.height) == landscape, let page = page(around: turned, printedAt: rect) else { continue }
                outlines.append(DocumentDetection.Alternative(quad: page, specification: specification.name, widthMM: widthMM, heightMM: heightMM))
            }
        }
        return outlines
    }

    /// The page on which `rect` is printed at `region` (the region's own perspective carried out
    /// to the page's corners); nil when a corner is not finite.
    static func page(around region: Quad, printedAt rect: RelativeRect) -> Quad? {
        let corners = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map { u, v in
            region.point(u: (u - rect.x) / rect.width, v: (v - rect.y) / rect.height)
        }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        return Quad(topLeft: corners[0], topRight: corners[1], bottomRight: corners[2], bottomLeft: corners[3])
    }
}
