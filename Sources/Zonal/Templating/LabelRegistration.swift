import Foundation

/// The outline a recognised class's printed labels point to. The layout says where each label is
/// printed (its group's `fallback`, less the label's offset), the search pass says where it was
/// found in the outline read; an outline off by a few percent (a side on a line of the table's
/// pattern, a pale edge lost and the card taken to fill the frame) moves every label alike. An
/// affine map fitted to the labels, carried to the document's corners, gives the outline they agree
/// with.
///
/// Only y is measured for labels printed left of their values (`place: right`): their widths
/// differ (`1.`, `4a.`) while their values start in one column, so where a label ends says little
/// about the layout.
struct LabelRegistration {
    /// A label where the layout prints it and where the pass found it, both document-relative in
    /// the outline read.
    struct Match: Equatable {
        var layout: Point
        var found: Point
        /// Whether `found.x` measures the layout's x too (a label above its value: its left edge).
        var horizontal: Bool
    }

    /// The map from layout to found positions: x' = a·x + b·y + c, y' = d·x + e·y + f.
    struct Fit: Equatable {
        var a = 1.0, b = 0.0, c = 0.0, d = 0.0, e = 1.0, f = 0.0

        func apply(_ p: Point) -> Point { Point(x: a * p.x + b * p.y + c, y: d * p.x + e * p.y + f) }

        /// A map a plausible outline error makes: no more than a third larger or smaller, and little shear.
        var isPlausible: Bool {
            plausibleScales.contains(a) && plausibleScales.contains(e) && abs(b) <= 0.15 && abs(d) <= 0.15
        }
    }

    /// How much a plausible outline error scales the layout along either axis.
    static let plausibleScales = 0.75...1.33

    /// A label further than this (document-relative) from where the fit puts it is taken for a
    /// misread or for another label's match and left out. Labels are found to within about half a
    /// millimetre on a card (0.005–0.01).
    static let maximumResidual = 0.015
    /// Fewest labels the fit stands on.
    static let minimumMatches = 4
    /// The resolution a class's `registration` labels are read at: the pass covers most of the
    /// page, and its time goes with the print it reads. The payment slip's 2.1 mm labels read as
    /// well at 200 dpi as at 400 (slip photos seed 34: 525 and 524 fields right of 600), and the
    /// photos' median time was 440 ms against 529.
    static let dpi = 200.0

    /// Corrections smaller than this share of the outline's diagonal are not worth a second reading.
    static let minimumCorrection = 0.02

    /// The labels of anchored `groups` found in the passes already read on the page (none is read here).
    static func matches(of groups: [ProcessorGroup], in anchors: AnchorSearch) -> [Match] {
        groups.compactMap { group in
            guard case let .anchored(anchor) = group.location, let fallback = anchor.fallback else { return nil }
            guard let label = anchors.passesRead(over: anchor.searchArea).lazy
                .compactMap({ AnchorSearch.label(of: anchor, in: $0) }).first else { return nil }
            switch anchor.placement {
            case .below:
                return Match(layout: Point(x: fallback.x - anchor.dx, y: fallback.y - anchor.dy),
                             found: Point(x: label.x, y: label.y + label.height), horizontal: true)
            case .right:
                return Match(layout: Point(x: fallback.x - anchor.dx, y: fallback.y + fallback.height / 2 - anchor.dy),
                             found: Point(x: label.x + label.width, y: label.y + label.height / 2), horizontal: false)
            }
        }
    }

    /// A class's `registration` labels found in `pass`, each at its phrase's start and baseline.
    static func matches(of registration: RegistrationLabels, in pass: AnchorSearch.Pass) -> [Match] {
        registration.labels.compactMap { label in
            AnchorSearch.locate(label.label, in: pass, phrase: true).map {
                Match(layout: label.at, found: Point(x: $0.x, y: $0.y + $0.height), horizontal: true)
            }
        }
    }

    /// The map fitted to the matches: y from every label, leaving out the worst while any lies
    /// further than `maximumResidual` from the fit, down to `minimumMatches`; x the same way from
    /// the labels that measure it, but leaving out one at most, and not fitted (left as read)
    /// where that does not do. A label's start is less sure than its line: a phrase takes in the
    /// words before its match, and a mark of the background read as a word moves its start, so
    /// with two columns the labels of one could tilt x by a scale the outline does not have (an
    /// ID-front photo whose outline was right within 0.1% had two labels start 4% early).
    /// Nil when the labels span too little of the page or the map is implausible.
    static func fit(_ matches: [Match]) -> Fit? {
        var fit = Fit()
        guard let y = robustRow(matches.map { ($0.layout, $0.found.y) }, keeping: minimumMatches) else { return nil }
        (fit.d, fit.e, fit.f) = y
        let horizontal = matches.filter(\.horizontal)
        // The roles swapped: x is the coordinate measured, y the one it may lean with.
        if let x = robustRow(horizontal.map { (Point(x: $0.layout.y, y: $0.layout.x), $0.found.x) },
                             keeping: max(minimumMatches, horizontal.count - 1)) {
            (fit.b, fit.a, fit.c) = x
        }
        return fit.isPlausible ? fit : nil
    }

    /// The outline the labels agree with, when it differs from `quad` by at least
    /// `minimumCorrection` of its diagonal at some corner; nil otherwise.
    static func outline(correcting quad: Quad, with matches: [Match], minimumCorrection: Double = Self.minimumCorrection) -> Quad? {
        guard let fit = fit(matches) else { return nil }
        let corners = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)].map { corner in
            let moved = fit.apply(corner)
            return quad.point(u: moved.x, v: moved.y)
        }
        let diagonal = max(quad.topLeft.distance(to: quad.bottomRight), quad.topRight.distance(to: quad.bottomLeft))
        guard diagonal > 0, zip(corners, quad.corners).map({ $0.distance(to: $1) }).max() ?? 0 >= minimumCorrection * diagonal else { return nil }
        return Quad(topLeft: corners[0], topRight: corners[1], bottomRight: corners[2], bottomLeft: corners[3])
    }

    /// `row` fitted with the worst sample left out while any lies further than `maximumResidual`
    /// from it; nil when fewer than `keeping` samples would remain.
    private static func robustRow(_ samples: [(Point, Double)], keeping: Int) -> (Double, Double, Double)? {
        var kept = samples
        while kept.count >= max(3, keeping) {
            guard let (p, q, r) = row(kept) else { return nil }
            let residuals = kept.map { abs(p * $0.0.x + q * $0.0.y + r - $0.1) }
            guard let worst = residuals.indices.max(by: { residuals[$0] < residuals[$1] }) else { return nil }
            if residuals[worst] <= maximumResidual { return (p, q, r) }
            kept.remove(at: worst)
        }
        return nil
    }

    /// value ≈ p·u + q·v + r over samples ((u, v), value), v the coordinate the value measures:
    /// p = 0 when they span too little u (under 15% of the document), nil when too little v
    /// (fewer than three, or under a quarter of the document).
    private static func row(_ samples: [(Point, Double)]) -> (Double, Double, Double)? {
        let xs = samples.map(\.0.x), ys = samples.map(\.0.y)
        guard samples.count >= 3, let y0 = ys.min(), let y1 = ys.max(), y1 - y0 >= 0.25,
              let x0 = xs.min(), let x1 = xs.max() else { return nil }
        if x1 - x0 >= 0.15, let s = AlongTextHomography.leastSquares(samples.map { ([$0.0.x, $0.0.y, 1], $0.1) }, unknowns: 3) {
            return (s[0], s[1], s[2])
        }
        guard let s = AlongTextHomography.leastSquares(samples.map { ([$0.0.y, 1], $0.1) }, unknowns: 2) else { return nil }
        return (0, s[0], s[1])
    }
}
