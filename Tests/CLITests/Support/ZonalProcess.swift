import Foundation
import Testing

/// Runs the built `zonal` binary as a subprocess.
///
/// The binary is found beside the test bundle (both live in the build products folder, whatever
/// `--scratch-path` is), or at `ZONAL_BINARY` when that is set. `swift build --build-tests`
/// (what `make test` runs) builds it; a plain `swift test` builds every product too.
enum Zonal {
    static let binary: URL? = {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["ZONAL_BINARY"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        var candidates: [URL] = []
        // The running test executable: /proc/self/exe is exact; the others are fallbacks.
        if let exe = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        if let exe = Bundle.main.executableURL { candidates.append(exe.resolvingSymlinksInPath().deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL.resolvingSymlinksInPath().deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL.resolvingSymlinksInPath())
        if let first = ProcessInfo.processInfo.arguments.first {
            candidates.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for folder in candidates {
            // The test executable may sit inside an .xctest bundle folder on some platforms.
            for dir in [folder, folder.deletingLastPathComponent()] {
                let url = dir.appendingPathComponent("zonal")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   fileManager.isExecutableFile(atPath: url.path) {
                    return url
                }
            }
        }
        return nil
    }()

    /// The repository's `TestImages/` folder.
    static let testImages: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TestImages")

    /// The exit codes `zonal` documents (Sources/zonal/Output.swift; 4 only from `validate --baseline`).
    static let documentedExitCodes: Set<Int32> = [0, 1, 2, 3, 4, 64]

    /// The repository's `Templates/` folder.
    static let templates: URL = testImages.deletingLastPathComponent().appendingPathComponent("Templates")

    struct Run: CustomStringConvertible {
        var status: Int32
        /// False when the process ended by a signal (a crash, or the timeout).
        var exited: Bool
        var timedOut: Bool
        var stdout: String
        var stderr: String

        var description: String {
            "exit \(exited ? "code" : "signal") \(status)\(timedOut ? " (timed out)" : "")\n--- stdout\n\(stdout.prefix(4000))\n--- stderr\n\(stderr.prefix(4000))"
        }

        /// Non-empty stdout lines.
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }

        /// Every stdout line parsed as a JSON object (JSON Lines).
        func jsonLines(sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
            try lines.map { line in
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
                return try #require(object as? [String: Any], "not a JSON object: \(line)", sourceLocation: sourceLocation)
            }
        }

        /// The whole of stdout parsed as one JSON object.
        func json(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
            return try #require(object as? [String: Any], "stdout is not one JSON object:\n\(stdout.prefix(2000))", sourceLocation: sourceLocation)
        }
    }

    /// Runs `zonal arguments` in `directory`, with `stdin` as its standard input (empty when nil).
    /// `environment` entries are added to (or, when nil, removed from) this process's environment.
    static func run(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
                    environment: [String: String?] = [:], timeout: TimeInterval = 180,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Run {
        let binary = try #require(binary, "the zonal binary was not found beside the test bundle; build it first (swift build --build-tests), or set ZONAL_BINARY",
                                  sourceLocation: sourceLocation)
        let scratch = try TemporaryDirectory(prefix: "zonal-cli-io")
        defer { scratch.remove() }
        let outURL = scratch.url.appendingPathComponent("stdout")
        let errURL = scratch.url.appendingPathComponent("stderr")
        let inURL = scratch.url.appendingPathComponent("stdin")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((stdin ?? "").utf8))

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let input = try FileHandle(forReadingFrom: inURL)
        defer { try? out.close(); try? err.close(); try? input.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input

        try process.run()
        let watchdog = Watchdog(process: process)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { watchdog.fire() }
        process.waitUntilExit()
        watchdog.disarm()

        return Run(status: process.terminationStatus,
                   exited: process.terminationReason == .exit,
                   timedOut: watchdog.fired,
                   stdout: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
                   stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self))
    }

    /// Kills a process that runs too long.
    private final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private let process: Process
        private var armed = true
        private(set) var fired = false

        init(process: Process) { self.process = process }

        func fire() {
            lock.withLock {
                guard armed else { return }
                fired = true
                process.terminate()
            }
        }

        func disarm() { lock.withLock { armed = false } }
    }
}

/// Expects a run that ended normally with `code`, and never by a signal.
func expectExit(_ run: Zonal.Run, _ code: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.exited && !run.timedOut, "zonal did not exit normally: \(run)", sourceLocation: sourceLocation)
    #expect(Zonal.documentedExitCodes.contains(run.status), "undocumented exit code: \(run)", sourceLocation: sourceLocation)
    #expect(run.status == code, "expected exit code \(code): \(run)", sourceLocation: sourceLocation)
}

/// A unique temporary folder; `remove()` it when done (`defer { dir.remove() }`).
struct TemporaryDirectory {
    let url: URL

    init(prefix: String = "zonal-cli-tests") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    var path: String { url.path }

    /// Writes `bytes` to `name` (folders created as needed) and returns its path.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    @discardableResult
    func write(_ name: String, text: String) throws -> String { try write(name, Array(text.utf8)) }

    /// Copies a file of `TestImages/` here as `name`.
    @discardableResult
    func copy(testImage: String, as name: String? = nil) throws -> String {
        let bytes = try [UInt8](Data(contentsOf: Zonal.testImages.appendingPathComponent(testImage)))
        return try write(name ?? testImage, bytes)
    }
}

/// `TestImages/` files used by the tests.
enum Sample {
    static let td3 = "0002-td3-clean.jpg"
    static let td1 = "0000-td1-clean.jpg"
    static let noMRZ = "0028-none-clean.jpg"

    static func bytes(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: Zonal.testImages.appendingPathComponent(name)))
    }
}
