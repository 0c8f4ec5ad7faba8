import ArgumentParser
import Foundation

/// What every command reading a batch of images shares: its options and its loop (inputs
/// expanded, one JSON result per image as it finishes — indented for a single input, JSON Lines
/// otherwise — the batch going on past an unreadable input, exit code 3 at the end if any was).
struct BatchOptions: ParsableArguments {
    @Option(help: "Parallel workers, one OCR engine each where text is read. Default: the number of cores.")
    var workers: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Always print JSON Lines, even for a single input.")
    var jsonLines = false

    @Flag(help: "No progress line on stderr.")
    var quiet = false

    func validate() throws {
        guard workers >= 1, workers <= 64 else { throw ValidationError("--workers must be between 1 and 64") }
    }

    /// The image files of `inputs` (directories expanded); a usage error when there are none.
    func files(_ inputs: [String]) throws -> [String] {
        let files = InputFiles.expand(inputs)
        guard !files.isEmpty else { throw ValidationError("no images found in \(inputs.joined(separator: ", "))") }
        return files
    }

    /// Reads every file with `read` on `workers` workers and prints each result.
    func emitEach<T: Encodable & Sendable>(_ files: [String], _ read: @escaping @Sendable (String) async throws -> T) async throws {
        let single = files.count == 1 && !jsonLines
        let output = Output(total: files.count, pretty: single, progress: !quiet)
        let failures = try await BatchRunner(workers: workers).emitEach(files, to: output, jsonLines: !single, read)
        output.finish()
        if failures > 0 { throw ExitCode(ExitStatus.unreadableInput) }
    }
}
