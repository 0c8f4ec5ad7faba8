/// The name field: primary identifier (surname), `<<`, secondary identifiers (given names), each
/// component separated by a single `<`, the rest filled with `<` (ICAO 9303 part 3 §4.6).
enum MRZNames {
    struct Split: Equatable {
        var surname: String
        var givenNames: String
        /// Characters of the field taken by the surname (up to, not including, the `<<`).
        var surnameLength: Int
        /// The field is filled to its last character: the name may have been truncated (ICAO puts no
        /// marker; a letter in the last position is the only hint).
        var truncated: Bool
    }

    static func split(_ field: String) -> Split {
        let characters = Array(field)
        let separator = firstDoubleFiller(in: characters, from: 0)
        let primary = separator.map { Array(characters[..<$0]) } ?? characters
        let secondary = separator.map { Array(characters[($0 + 2)...]) } ?? []
        return Split(surname: words(primary), givenNames: words(secondary),
                     surnameLength: separator ?? characters.count,
                     truncated: characters.last.map { $0 != "<" } ?? false)
    }

    /// Components joined by single spaces; filler runs of any length count as one separator.
    static func words(_ characters: [Character]) -> String {
        String(characters).split(separator: "<", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// Where the name must have ended: after the secondary identifier, i.e. from the first `<`
    /// right after the `<<` separator (an empty secondary identifier) or the first `<<` inside the
    /// secondary identifier. Everything from there on can only be filler. Nil when the field holds
    /// no `<<` at all (a full-length name).
    static func fillerTailStart(in characters: [Character]) -> Int? {
        guard let separator = firstDoubleFiller(in: characters, from: 0) else { return nil }
        let secondary = separator + 2
        guard secondary < characters.count else { return nil }
        if characters[secondary] == "<" { return secondary }
        return firstDoubleFiller(in: characters, from: secondary)
    }

    /// The first character, other than a filler, after the name must have ended (`HOH<<A`: a
    /// second `<<` inside the secondary identifier, then a letter), or nil. ICAO allows only
    /// fillers there; on a photo it is most often a letter washed out by glare and read as `<`.
    static func characterPastEnd(in characters: [Character]) -> Int? {
        guard let tail = fillerTailStart(in: characters) else { return nil }
        return (tail..<characters.count).first { characters[$0] != "<" }
    }

    private static func firstDoubleFiller(in characters: [Character], from start: Int) -> Int? {
        guard characters.count >= 2, start < characters.count - 1 else { return nil }
        return (start..<(characters.count - 1)).first { characters[$0] == "<" && characters[$0 + 1] == "<" }
    }
}
