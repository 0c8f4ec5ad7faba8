import Foundation

/// A regular expression run over recognised text. Matches are reported in `Character` offsets of
/// the text, so a field's confidence comes from its own characters (NSRegularExpression works in
/// UTF-16 units, which differ from characters as soon as the text holds an accent or a symbol).
struct TextPattern: Sendable {
    /// One match: its span, its text, and its capture groups (numbered and named).
    struct Match: Sendable, Equatable {
        var range: Range<Int>
        var text: String
        /// Numbered groups (index 1...): nil when the group did not take part in the match.
        var groups: [String?]
        /// Named groups that took part in the match.
        var named: [String: String]

        /// Group `index`, or nil when absent or out of range.
        func group(_ index: Int) -> String? { groups[safe: index] ?? nil }
    }

    let expression: NSRegularExpression
    /// The named capture groups, in pattern order (NSRegularExpression cannot list them).
    let groupNames: [String]

    init(_ pattern: String, options: NSRegularExpression.Options = []) throws {
        expression = try NSRegularExpression(pattern: pattern, options: options)
        groupNames = Self.groupNames(in: pattern)
    }

    /// A pattern written in this code base: nil only if it does not compile, which the parsers'
    /// tests would show at once (no crash on a typo).
    static func builtIn(_ pattern: String, options: NSRegularExpression.Options = []) -> TextPattern? {
        try? TextPattern(pattern, options: options)
    }

    /// Every non-overlapping match in `text`, in order.
    func matches(in text: String) -> [Match] {
        let whole = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.matches(in: text, range: whole).compactMap { result in
            guard let range = Range(result.range, in: text) else { return nil }
            let groups: [String?] = (0..<result.numberOfRanges).map { index in
                Range(result.range(at: index), in: text).map { String(text[$0]) }
            }
            var named: [String: String] = [:]
            for name in groupNames {
                if let groupRange = Range(result.range(withName: name), in: text) { named[name] = String(text[groupRange]) }
            }
            let lower = text.distance(from: text.startIndex, to: range.lowerBound)
            return Match(range: lower..<(lower + text.distance(from: range.lowerBound, to: range.upperBound)),
                         text: String(text[range]), groups: groups, named: named)
        }
    }

    /// Names of `(?<name>...)` groups, skipping escapes, `\Q...\E` quotes, character classes and
    /// look-behinds (`(?<=`, `(?<!`). ICU names are ASCII letters and digits, starting with a letter.
    static func groupNames(in pattern: String) -> [String] {
        let characters = Array(pattern)
        var names: [String] = []
        var classDepth = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                if characters[safe: index + 1] == "Q" {
                    index += 2
                    while index < characters.count, !(characters[index] == "\\" && characters[safe: index + 1] == "E") { index += 1 }
                }
                index += 2
                continue
            }
            if character == "[" { classDepth += 1 } else if character == "]", classDepth > 0 { classDepth -= 1 }
            if classDepth == 0, character == "(", characters[safe: index + 1] == "?", characters[safe: index + 2] == "<",
               let first = characters[safe: index + 3], first.isASCII, first.isLetter {
                var end = index + 3
                var name = ""
                while let next = characters[safe: end], next.isASCII, next.isLetter || next.isNumber {
                    name.append(next)
                    end += 1
                }
                if characters[safe: end] == ">" { names.append(name) }
                index = end
                continue
            }
            index += 1
        }
        return names
    }
}
