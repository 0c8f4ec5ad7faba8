/// A value inside a file being decoded, with its JSON path and the file's issue log. Every
/// accessor reports a mismatch (what was expected, what was found) and returns nil, so decoding
/// continues and all issues are found in one pass.
struct JSONNode {
    let value: JSONValue
    let path: String
    let log: IssueLog

    static func root(_ value: JSONValue, log: IssueLog) -> JSONNode { JSONNode(value: value, path: "$", log: log) }

    func report(_ message: String) { log.add(path, message) }

    private func mismatch(_ expected: String) { report("expected \(expected), found \(value.kindName)") }

    func string(nonEmpty: Bool = true) -> String? {
        guard case let .string(text) = value else { mismatch("a string"); return nil }
        if nonEmpty && text.isEmpty { report("expected a non-empty string"); return nil }
        return text
    }

    func bool() -> Bool? {
        guard case let .bool(flag) = value else { mismatch("true or false"); return nil }
        return flag
    }

    func number(in range: ClosedRange<Double>? = nil) -> Double? {
        guard case let .number(number) = value else { mismatch(range.map { "a number in \(Self.format($0))" } ?? "a number"); return nil }
        if let range, !range.contains(number) { report("expected a number in \(Self.format(range)), found \(Self.format(number))"); return nil }
        return number
    }

    func integer(in range: ClosedRange<Int>? = nil) -> Int? {
        let expected = range.map { "an integer in \($0.lowerBound)...\($0.upperBound)" } ?? "an integer"
        guard case let .number(number) = value else { mismatch(expected); return nil }
        guard number.rounded() == number, abs(number) < 1e15 else { report("expected \(expected), found \(Self.format(number))"); return nil }
        let integer = Int(number)
        if let range, !range.contains(integer) { report("expected \(expected), found \(integer)"); return nil }
        return integer
    }

    /// One of a fixed set of strings.
    func choice(_ allowed: [String]) -> String? {
        guard let text = string() else { return nil }
        guard allowed.contains(text) else { report("expected one of \(allowed.joined(separator: ", ")), found \"\(text)\"\(Self.suggestion(text, among: allowed))"); return nil }
        return text
    }

    func array(nonEmpty: Bool = false) -> [JSONNode]? {
        guard case let .array(items) = value else { mismatch("an array"); return nil }
        if nonEmpty && items.isEmpty { report("expected a non-empty array"); return nil }
        return items.enumerated().map { JSONNode(value: $1, path: "\(path)[\($0)]", log: log) }
    }

    func strings() -> [String]? {
        guard let items = array() else { return nil }
        let texts = items.compactMap { $0.string() }
        return texts.count == items.count ? texts : nil
    }

    /// An object whose keys must all be among `keys` (an unknown key is reported, with the
    /// nearest known key as a suggestion).
    func object(keys: [String]) -> JSONObject? {
        guard case let .object(members) = value else { mismatch("an object"); return nil }
        for key in members.keys.sorted() where !keys.contains(key) {
            log.add(Self.join(path, key), "unknown key; expected one of \(keys.joined(separator: ", "))\(Self.suggestion(key, among: keys))")
        }
        return JSONObject(node: self, members: members)
    }

    static func join(_ path: String, _ key: String) -> String {
        key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? "\(path).\(key)" : "\(path)[\"\(key)\"]"
    }

    static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    static func format(_ range: ClosedRange<Double>) -> String { "\(format(range.lowerBound))...\(format(range.upperBound))" }

    /// ` (did you mean "x"?)` when a known word is within two edits.
    static func suggestion(_ word: String, among known: [String]) -> String {
        let scored = known.map { ($0, EditDistance.between($0.lowercased(), word.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return "" }
        return " (did you mean \"\(best.0)\"?)"
    }
}

/// An object's members, read by key.
struct JSONObject {
    let node: JSONNode
    let members: [String: JSONValue]

    var path: String { node.path }
    var log: IssueLog { node.log }
    var keys: [String] { members.keys.sorted() }

    func has(_ key: String) -> Bool { members[key] != nil }

    /// The member, or nil when absent (absence is not an issue).
    func optional(_ key: String) -> JSONNode? {
        members[key].map { JSONNode(value: $0, path: JSONNode.join(node.path, key), log: node.log) }
    }

    /// The single member of an object that holds exactly one of several alternatives (a
    /// detector, a dewarp policy, a processor, a classifier rule); anything else is reported as
    /// `expected exactly one <what>`.
    func onlyMember(_ what: String) -> (key: String, node: JSONNode)? {
        guard members.count == 1, let key = keys.first, let child = optional(key) else {
            node.report("expected exactly one \(what)")
            return nil
        }
        return (key, child)
    }

    /// The member; its absence is reported.
    func required(_ key: String, _ expected: String) -> JSONNode? {
        guard let child = optional(key) else { node.report("missing \"\(key)\" (\(expected))"); return nil }
        return child
    }
}
