extension Collection {
    /// The element at `index`, or nil when it is out of range (for indices derived from input).
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
