/// Where a processor group reads: a fixed rectangle of the document, or a rectangle placed
/// beside a printed label the OCR finds (so one template serves layouts that move fields around,
/// such as the EU driving licence's numbered fields).
public enum GroupLocation: Sendable {
    case fixed(RelativeRect)
    case anchored(AnchoredLocation)

    /// The rectangle a group's preview and fallback use before any label is looked for.
    public var nominal: RelativeRect? {
        switch self {
        case let .fixed(rect): return rect
        case let .anchored(anchor): return anchor.fallback
        }
    }

    /// Where the layout prints a labelled group (its fallback), known without the label search;
    /// nil for a fixed group, which needs no search, and for a label without a fallback.
    var layoutPosition: RelativeRect? {
        if case let .anchored(anchor) = self { return anchor.fallback }
        return nil
    }
}

/// A region placed relative to the first good match of `label` in `searchArea`.
///
/// ```json
/// "location": { "anchor": "^4[aA]\\.?$", "searchArea": [0.3, 0.1, 0.7, 0.9], "place": "right",
///               "dx": 0.005, "dy": 0, "width": 0.4, "height": 0.08, "fallback": [0.4, 0.5, 0.4, 0.08] }
/// ```
/// `place: right`: the region starts `dx` right of the label's right edge and is centred `dy`
/// below the label's vertical centre. `place: below`: it starts `dx` right of the label's left
/// edge and `dy` below its bottom edge. All offsets and sizes are fractions of the document's
/// width (x) and height (y). The region is clipped to the document, and with `until` (a pattern
/// for the labels that may follow on the same line, such as `4b.` after `4a.`) it ends where
/// the nearest such label to the right of its own begins.
public struct AnchoredLocation: Sendable {
    public enum Placement: String, Sendable, CaseIterable { case right, below }

    /// Matched against each line the search pass read; the match's characters give the label's box.
    let label: TextPattern
    public var labelPattern: String
    public var searchArea: RelativeRect
    public var placement: Placement
    public var dx: Double
    public var dy: Double
    public var width: Double
    public var height: Double
    /// Used when the label is not found; nil: the group's fields are reported missing.
    public var fallback: RelativeRect?
    /// Labels that end the region on the label's line.
    let until: TextPattern?

    init(label: TextPattern, labelPattern: String, searchArea: RelativeRect, placement: Placement,
         dx: Double, dy: Double, width: Double, height: Double, fallback: RelativeRect?, until: TextPattern? = nil) {
        self.until = until
        self.label = label
        self.labelPattern = labelPattern
        self.searchArea = searchArea
        self.placement = placement
        self.dx = dx
        self.dy = dy
        self.width = width
        self.height = height
        self.fallback = fallback
    }

    /// How many region heights `region`'s centre lies above or below the fallback's (where the
    /// layout prints the group); nil without a fallback.
    func rowsFromFallback(_ region: RelativeRect) -> Double? {
        guard let fallback, fallback.height > 0 else { return nil }
        return abs(region.y + region.height / 2 - fallback.y - fallback.height / 2) / fallback.height
    }

    /// The region for a label found at `box` (document-relative), clipped to the document; nil
    /// when less than 1% of the document's width or height of it is left inside.
    func region(besideLabel box: RelativeRect, nextLabel: RelativeRect? = nil) -> RelativeRect? {
        let x: Double, y: Double
        switch placement {
        case .right:
            x = box.x + box.width + dx
            y = box.y + box.height / 2 + dy - height / 2
        case .below:
            x = box.x + dx
            y = box.y + box.height + dy
        }
        var x1 = min(1, x + width)
        if let nextLabel { x1 = min(x1, nextLabel.x - 0.004) }
        let x0 = max(0, x), y0 = max(0, y), y1 = min(1, y + height)
        // Less than about a millimetre of a card holds no value (and Tesseract cannot scale it).
        guard x1 - x0 > 0.01, y1 - y0 > 0.01 else { return nil }
        return RelativeRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
