import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes results: one pretty JSON object for a single input, JSON Lines for several.
/// Errors and progress go to stderr; stdout carries results only.
final class Output: @unchecked Sendable {
    private let lock = NSLock()
    private let pretty: Bool
    private let showProgress: Bool
    private var done = 0
    private let total: Int
    /// What the progress line says is being done (`[3/40] read`).
    private let verb: String

    init(total: Int, pretty: Bool, progress: Bool, verb: String = "read") {
        self.total = total
        self.pretty = pretty
        self.verb = verb
        self.showProgress = progress && isatty(STDERR_FILENO) != 0 && total > 1
    }

    static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Prints one result. When it cannot be encoded (a non-finite number would be a bug upstream)
    /// nothing is printed and the result is false: the caller reports the input as failed, rather
    /// than letting it vanish from the output.
    @discardableResult
    func emit<T: Encodable>(_ value: T) -> Bool {
        guard let data = try? Output.encoder(pretty: pretty).encode(value) else { return false }
        lock.withLock {
            clearProgress()
            FileHandle.standardOutput.write(data)
            FileHandle.standardOutput.write(Data("\n".utf8))
            step()
        }
        return true
    }

    /// Reports one input that failed, on stderr; in JSON Lines mode also as an `{"input", "error"}`
    /// line among the results, so that every input has its line.
    func failure(input: String, message: String, jsonLine: Bool) {
        lock.withLock {
            clearProgress()
            FileHandle.standardError.write(Data("error: \(input): \(message)\n".utf8))
            if jsonLine, let data = try? Output.encoder(pretty: false).encode(InputError(input: input, error: "\(input): \(message)")) {
                FileHandle.standardOutput.write(data)
                FileHandle.standardOutput.write(Data("\n".utf8))
            }
            step()
        }
    }

    /// Counts one input done without printing a result; `note` (a path and what is wrong with
    /// it, never a field value) goes to stderr.
    func advance(note: String? = nil) {
        lock.withLock {
            clearProgress()
            if let note { FileHandle.standardError.write(Data("\(note)\n".utf8)) }
            step()
        }
    }

    func finish() {
        lock.withLock { clearProgress() }
    }

    private func step() {
        done += 1
        guard showProgress else { return }
        let width = 24, filled = min(width, done * width / max(1, total))
        let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(bar)] \(done)/\(total) \(verb)".utf8))
    }

    private func clearProgress() {
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}

/// The documented exit codes.
enum ExitStatus {
    /// Every input was read (whatever its result state).
    static let ok: Int32 = 0
    /// The engine could not run at all (e.g. OCR language data missing).
    static let failure: Int32 = 1
    /// A template or config file is invalid (every issue is listed on stderr).
    static let invalidConfiguration: Int32 = 2
    /// Some inputs could not be read (missing, corrupt, unsupported, too large, malformed MRZ text).
    static let unreadableInput: Int32 = 3
    /// `zonal validate --baseline`: a field regressed against the earlier run.
    static let regression: Int32 = 4
    /// Wrong arguments (swift-argument-parser's usage error).
    static let usage: Int32 = 64
}

/// An input that could not be read, as printed in JSON Lines output beside the results.
struct InputError: Encodable {
    var input: String
    var error: String
}
