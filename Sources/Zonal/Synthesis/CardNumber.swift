/// Card and licence numbers from a pattern: `L` a letter, `D` a digit, `X` either, anything else
/// as is. Letters leave out I, O and Q, as issuers that print numbers for people to type do.
enum CardNumber {
    static let letters = Array("ABCDEFGHJKLMNPRSTUVWXYZ")

    static func make(_ pattern: String, using rng: inout RandomSource) -> String {
        String(pattern.map { c -> Character in
            switch c {
            case "L": return rng.pick(letters)
            case "D": return Character(String(rng.int(0...9)))
            case "X": return Character(IdentityGenerator.alphanumeric(1, using: &rng))
            default: return c
            }
        })
    }
}
