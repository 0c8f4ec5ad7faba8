/// A label read at the start of the region right of it. Where the region begins a little too
/// far left (an outline off, a label found short), the label's own text or a neighbour's (`2.`,
/// `8.`) is read first and taken into a raw value (licence photo seed 96 #47: `2. VIA ROMA 147
/// TORINO`). Dropped before the parsers see the line, when a word follows it: from every
/// reading of the region (grey, binarised, smaller, darkened).
enum GluedLabels {
    /// The labels a group's region may begin with: its own and the one that ends it (`until`),
    /// for a group placed right of its label; none for any other.
    static func labels(of group: ProcessorGroup) -> [TextPattern] {
        guard case let .anchored(anchor) = group.location, anchor.placement == .right else { return [] }
        return [anchor.label] + (anchor.until.map { [$0] } ?? [])
    }

    /// Drops, at the start of each line, a word that the whole of one of `labels` matches (the
    /// group's own label and the labels that end its region), while a word follows it. Returns
    /// whether it dropped any.
    @discardableResult
    static func drop(_ text: inout RecognizedText, labels: [TextPattern]) -> Bool {
        guard !labels.isEmpty else { return false }
        var removed = Set<Int>()
        for line in text.spans(splitAt: ["\n"]) {
            let words = text.words(in: line)
            guard words.count >= 2 else { continue }
            let first = text.text(of: words[0])
            guard labels.contains(where: { label in label.matches(in: first).contains { $0.range == 0..<first.count } }) else { continue }
            removed.formUnion(words[0].lowerBound..<words[1].lowerBound)
        }
        guard !removed.isEmpty else { return false }
        text.characters = text.characters.indices.filter { !removed.contains($0) }.map { text.characters[$0] }
        return true
    }
}
