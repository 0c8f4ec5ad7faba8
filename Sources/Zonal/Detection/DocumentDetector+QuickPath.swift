/// When the outlines of straight lines are not searched for. They find a document whose edge
/// does not close into a contour (a pale card on a pale table, an edge broken by glare or lost
/// in a busy background) and cost most of the search's time. A document outlined all around on
/// a plain table does not need them: on 520 generated licence, ID-front and slip images, where
/// the quick candidates' choice passed this test (207), the lines changed no status and moved
/// no outline by more than 0.2 px.
extension DocumentDetector {
    /// Least edge evidence of the quick choice: on every side, and length-weighted.
    static let clearWeakestSupport = 0.8
    static let clearSupport = 0.9
    /// Most summed overrun (edges running on past the corners: a panel of print, or a cloth).
    static let clearOverrun = 0.2
    /// Margin around the outline (× the image diagonal) that the plain-table test leaves out:
    /// the document's own edge, blurred, and its shadow.
    static let clearMargin = 0.02

    /// Whether `choice`, made from the quick candidates, stands without the lines: a readable
    /// document with no side on the image border, every side seen, on a table plain along three
    /// image borders or more, and nothing but plain table outside it (a panel of print inside the
    /// document, taken for it when the document's own edge is lost, has the rest of the print
    /// outside it).
    func isClear(_ choice: Choice, scene: DocumentOutline.Scene, search: DocumentOutline.Search) throws -> Bool {
        guard case let .document(a, _) = choice, readable(a), a.borderSideCount == 0, !a.cornerOutside,
              a.freeSupport >= Self.clearSupport, a.weakestFreeSupport >= Self.clearWeakestSupport, a.overrun <= Self.clearOverrun,
              Self.plainBorders(scene) >= 3 else { return false }
        let outside = try search.edgeShare(outside: a.outline.quad, margin: Self.clearMargin)
        return outside < Self.plainBorderEdgeShare
    }
}
