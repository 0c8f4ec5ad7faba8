/// The outline a recognised class's printed values point to, where its labels are not read. A
/// card's labels are small, pale print that blur and noise in a photo erase, while its values,
/// large and black, still read in the label search's pass over the page (ID-front photos whose
/// outline was 4–12% off: no label found in 15 of 17, every value but one or two read in the
/// pass). Each text segment the pass read (a line, or a column of it set apart by a tab) is given
/// to each group's parsers; one that finds a value there is a candidate for where that group's
/// value lies. The layout says where each group's value is printed (its region: a value starts
/// at its label's left edge and is centred in its region's rows). Which candidate is each
/// group's is decided by agreement: every two candidates of different groups propose a vertical
/// scale and shift, and the proposal that puts most groups' candidates where it predicts them
/// wins. Its matches then stand in for labels (`LabelRegistration.fit`).
enum ValueRegistration {
    /// A candidate within this (document-relative) of where a proposal predicts it agrees with it.
    static let tolerance = LabelRegistration.maximumResidual
    /// Two candidates propose a scale only when their rows lie this far apart in the layout.
    static let leastSpan = 0.25
    /// Fewest groups that must agree (as `LabelRegistration.minimumMatches`).
    static let minimumGroups = LabelRegistration.minimumMatches
    /// Corrections smaller than this share of the outline's diagonal are not made. A value is not
    /// exactly where its region's middle says: personalisation is printed off register with the
    /// card, and a blurred glyph's box is taller than its ink. On an ID-front photo whose outline
    /// was within 0.1% of the truth, the values stood 1.1–2.9% of the card's height above their
    /// regions' middles, and the outline they pointed to was 2.4% off (a name's `Å` then read `Ä`
    /// at 99), where labels ask for 2% (`LabelRegistration.minimumCorrection`).
    static let minimumCorrection = 0.03

    /// Where one group's value may have been found.
    struct Candidate: Equatable {
        var group: String
        var layout: Point
        var found: Point
        /// Whether `found.x` measures the layout's x too (a value under its label starts at its left edge).
        var horizontal: Bool
    }

    /// The layout position of a group's value: its region's left edge (the label's, for a region
    /// placed below a label) and vertical centre. Nil for a group without a layout position.
    static func layoutPoint(of group: ProcessorGroup) -> (point: Point, horizontal: Bool)? {
        switch group.location {
        case let .fixed(rect):
            return (Point(x: rect.x, y: rect.y + rect.height / 2), false)
        case let .anchored(anchor):
            guard let fallback = anchor.fallback else { return nil }
            let below = anchor.placement == .below
            return (Point(x: below ? fallback.x - anchor.dx : fallback.x, y: fallback.y + fallback.height / 2), below)
        }
    }

    /// Every segment of the passes that one of a group's parsers finds a value in, as a candidate
    /// for that group: the box of the characters the value was read from.
    static func candidates(of groups: [ProcessorGroup], in passes: [AnchorSearch.Pass]) -> [Candidate] {
        let placed = groups.compactMap { group in layoutPoint(of: group).map { (group, $0.point, $0.horizontal) } }
        var candidates: [Candidate] = []
        for pass in passes {
            for segment in pass.text.spans(splitAt: ["\n", "\t"]) {
                let text = RecognizedText(characters: Array(pass.text.characters[segment]))
                for (group, layout, horizontal) in placed {
                    for entry in group.parserEntries {
                        let parsed = entry.parser.parse(text)
                        guard parsed.value != nil, !parsed.raw.isEmpty, let offsets = text.offsets(of: parsed.raw),
                              let box = PixelBox.enclosing(text.characters[offsets].compactMap(\.box)) else { continue }
                        let rect = pass.documentRect(box)
                        let candidate = Candidate(group: group.id, layout: layout, found: Point(x: rect.x, y: rect.y + rect.height / 2),
                                                  horizontal: horizontal)
                        if !candidates.contains(candidate) { candidates.append(candidate) }
                        break
                    }
                }
            }
        }
        return candidates
    }

    /// The candidates the best proposal agrees with, one per group (the nearest to where it
    /// predicts), as label matches; empty when fewer than `minimumGroups` groups agree on any.
    static func matches(_ candidates: [Candidate]) -> [LabelRegistration.Match] {
        var best: (matches: [Candidate], residual: Double) = ([], 0)
        for (i, p) in candidates.enumerated() {
            for q in candidates[(i + 1)...] where q.group != p.group && abs(q.layout.y - p.layout.y) >= leastSpan {
                let scale = (q.found.y - p.found.y) / (q.layout.y - p.layout.y)
                guard LabelRegistration.plausibleScales.contains(scale) else { continue }
                let shift = p.found.y - scale * p.layout.y
                var agreeing: [String: (Candidate, Double)] = [:]
                for c in candidates {
                    let residual = abs(scale * c.layout.y + shift - c.found.y)
                    guard residual <= tolerance else { continue }
                    if let held = agreeing[c.group], held.1 <= residual { continue }
                    agreeing[c.group] = (c, residual)
                }
                let residual = agreeing.values.reduce(0) { $0 + $1.1 }
                if agreeing.count > best.matches.count || agreeing.count == best.matches.count && residual < best.residual {
                    best = (agreeing.values.map(\.0).sorted { $0.group < $1.group }, residual)
                }
            }
        }
        guard best.matches.count >= minimumGroups else { return [] }
        return best.matches.map { LabelRegistration.Match(layout: $0.layout, found: $0.found, horizontal: $0.horizontal) }
    }
}
