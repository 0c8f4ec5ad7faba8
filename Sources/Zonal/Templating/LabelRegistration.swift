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

    /// The map from layout to found positions: x' = (a·x + b·y + c) / w, y' = (d·x + e·y + f) / w,
    /// w = g·x + h·y + 1; affine where g = h = 0.
    struct Fit: Equatable {
        var a = 1.0, b = 0.0, c = 0.0, d = 0.0, e = 1.0, f = 0.0
        var g = 0.0, h = 0.0

        func apply(_ p: Point) -> Point {
            let w = g * p.x + h * p.y + 1
            return Point(x: (a * p.x + b * p.y + c) / w, y: (d * p.x + e * p.y + f) / w)
        }

        /// A map a plausible outline error makes: no more than a third larger or smaller, little
        /// shear, and modest perspective.
        var isPlausible: Bool {
            plausibleScales.contains(a) && plausibleScales.contains(e) && abs(b) <= 0.15 && abs(d) <= 0.15
                && abs(g) <= maximumPerspective && abs(h) <= maximumPerspective
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
    /// Fewest labels a projective fit stands on, and of them, fewest that measure x.
    static let minimumProjectiveMatches = 6
    static let minimumProjectiveHorizontal = 4
    /// The most perspective (g, h) a plausible outline error adds; fits beyond it are runaways.
    static let maximumPerspective = 0.3
    /// How far (document-relative) a projective fit may put a document corner from where the
    /// affine fit puts it. The labels lie in the card's middle columns; a projective fit carried
    /// out to the corners can run away (a fit whose labels all measure one column's x).
    static let maximumProjectiveDeparture = 0.1
    /// A projective fit is taken only where it fits the labels it kept clearly closer than the
    /// affine one: where both fit them alike, the difference is the labels' own scatter (a phrase's
    /// start), which a projective fit would carry out to the corners (slip photos seed 34, the
    /// 42nd: 8% off that way, within 2% affine; passport photos seed 42, the 91st: 2.9%, within 2%).
    static let maximumProjectiveSpreadShare = 0.5
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
    /// Nil when the labels span too little of the page or the map is implausible. With
    /// `projective`, the projective fit (`projectiveFit`) is taken instead where x was fitted, it
    /// is plausible, fits its labels clearly closer and puts no corner far from the affine fit's.
    static func fit(_ matches: [Match], projective: Bool = true) -> Fit? {
        var fit = Fit()
        guard let y = robustRow(matches.map { ($0.layout, $0.found.y) }, keeping: minimumMatches) else { return nil }
        (fit.d, fit.e, fit.f) = y
        let horizontal = matches.filter(\.horizontal)
        // The roles swapped: x is the coordinate measured, y the one it may lean with.
        let x = robustRow(horizontal.map { (Point(x: $0.layout.y, y: $0.layout.x), $0.found.x) },
                          keeping: max(minimumMatches, horizontal.count - 1))
        if let x { (fit.b, fit.a, fit.c) = x }
        guard fit.isPlausible else { return nil }
        // Where the labels' starts disagree (x left as read) they cannot tell perspective either.
        if projective, x != nil, let perspective = projectiveFit(matches), perspective.fit.isPlausible,
           spread(perspective.kept, by: perspective.fit) <= maximumProjectiveSpreadShare * spread(perspective.kept, by: fit),
           corners.allSatisfy({ perspective.fit.apply($0).distance(to: fit.apply($0)) <= maximumProjectiveDeparture }) {
            return perspective.fit
        }
        return fit
    }

    /// The labels' root-mean-square distance from where `fit` puts them, in every coordinate they measure.
    static func spread(_ matches: [Match], by fit: Fit) -> Double {
        var sum = 0.0, n = 0
        for m in matches {
            let p = fit.apply(m.layout)
            sum += (p.y - m.found.y) * (p.y - m.found.y); n += 1
            if m.horizontal { sum += (p.x - m.found.x) * (p.x - m.found.x); n += 1 }
        }
        return n == 0 ? 0 : (sum / Double(n)).squareRoot()
    }

    static let corners = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]

    /// The projective map fitted to the matches, x and y together, leaving out the worst label
    /// while any lies further than `maximumResidual` from it; nil when too few labels remain. A
    /// photo's perspective draws the layout's rows and columns together towards a side, which an
    /// affine map cannot follow: an ID-front photo (seed 93, the 51st) recognised in an outline
    /// 6% off had seven labels found, whose affine fit pointed to an outline 4% off, the
    /// projective one 0.7% off.
    static func projectiveFit(_ matches: [Match]) -> (fit: Fit, kept: [Match])? {
        var kept = matches
        while kept.count >= minimumProjectiveMatches, kept.filter(\.horizontal).count >= minimumProjectiveHorizontal {
            var rows: [([Double], Double)] = []
            for m in kept {
                let (x, y) = (m.layout.x, m.layout.y)
                if m.horizontal { rows.append(([x, y, 1, 0, 0, 0, -m.found.x * x, -m.found.x * y], m.found.x)) }
                rows.append(([0, 0, 0, x, y, 1, -m.found.y * x, -m.found.y * y], m.found.y))
            }
            guard let s = AlongTextHomography.leastSquares(rows, unknowns: 8) else { return nil }
            let fit = Fit(a: s[0], b: s[1], c: s[2], d: s[3], e: s[4], f: s[5], g: s[6], h: s[7])
            let residuals = kept.map { m -> Double in
                let p = fit.apply(m.layout)
                return m.horizontal ? max(abs(p.x - m.found.x), abs(p.y - m.found.y)) : abs(p.y - m.found.y)
            }
            guard let worst = residuals.indices.max(by: { residuals[$0] < residuals[$1] }) else { return nil }
            if residuals[worst] <= maximumResidual { return (fit, kept) }
            kept.remove(at: worst)
        }
        return nil
    }

    /// The outline the labels agree with, when it differs from `quad` by at least
    /// `minimumCorrection` of its diagonal at some corner; nil otherwise.
    static func outline(correcting quad: Quad, with matches: [Match], minimumCorrection: Double = Self.minimumCorrection) -> Quad? {
        fit(matches).flatMap { outline(correcting: quad, by: $0, minimumCorrection: minimumCorrection) }
    }

    /// The outline `fit` moves `quad`'s corners to, when it moves one by at least
    /// `minimumCorrection` of its diagonal; nil otherwise.
    static func outline(correcting quad: Quad, by fit: Fit, minimumCorrection: Double = Self.minimumCorrection) -> Quad? {
        let corners = Self.corners.map { corner in
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
