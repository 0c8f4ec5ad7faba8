/// One thing wrong with a template or config file: which file, where in it (a JSON path such as
/// `$.classes[0].extraction[2].location`), and what was expected.
public struct ConfigurationIssue: Sendable, Equatable, Codable, CustomStringConvertible {
    public var file: String
    public var path: String
    public var message: String

    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    public var description: String { "\(file): \(path): \(message)" }
}

/// A template or config that cannot be used, with every issue found (decoding goes on past the
/// first, so `zonal template lint` can report them all at once).
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var issues: [ConfigurationIssue]

    public init(issues: [ConfigurationIssue]) { self.issues = issues }

    public var description: String { issues.map(\.description).joined(separator: "\n") }
}

/// Collects issues while a file is decoded. Used by one decoding pass on one thread.
final class IssueLog {
    let file: String
    private(set) var issues: [ConfigurationIssue] = []

    init(file: String) { self.file = file }

    func add(_ path: String, _ message: String) {
        issues.append(ConfigurationIssue(file: file, path: path, message: message))
    }

    /// Throws everything collected, if anything.
    func throwIfAny() throws {
        if !issues.isEmpty { throw ConfigurationError(issues: issues) }
    }
}
