/// Driving-licence categories as field 9 prints them: the held ones in the directive's order,
/// joined with "/" (e.g. "AM/A1/B/BE"); nearly everyone holds B.
enum LicenceCategories {
    static let odds: [(String, Double)] = [("AM", 0.45), ("A1", 0.2), ("A2", 0.12), ("A", 0.25), ("B", 0.95), ("BE", 0.3),
                                           ("C1", 0.12), ("C1E", 0.05), ("C", 0.08), ("CE", 0.06), ("D1", 0.03), ("D", 0.03), ("L", 0.2), ("T", 0.05)]

    static func make(maxWidth: Double, using rng: inout RandomSource) throws -> String {
        var held = odds.filter { rng.chance($0.1) }.map(\.0)
        if held.isEmpty { held = ["B"] }
        // A card that cannot print them all keeps the first ones (a rare holder of nearly every category).
        while held.count > 1, !(try CardText.fits(held.joined(separator: "/"), maxWidth: maxWidth)) { held.removeLast() }
        return held.joined(separator: "/")
    }
}
