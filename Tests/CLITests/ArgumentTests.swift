import Foundation
import Testing

/// Wrong arguments: exit code 64 with a message saying what is wrong, nothing on stdout.
@Suite struct ArgumentTests {
    @Test(arguments: [
        (["mrz"], "Missing expected argument"),
        (["mrz", "--workers", "0", "x.jpg"], "--workers must be between 1 and 64"),
        (["mrz", "--workers", "65", "x.jpg"], "--workers must be between 1 and 64"),
        (["mrz", "--workers", "two", "x.jpg"], "--workers"),
        (["mrz", "--no-such-flag", "x.jpg"], "--no-such-flag"),
        (["mrz", "--second-model", "fra", "x.jpg"], "--second-model must be eng, none, mrz or a path ending in .traineddata"),
        (["parse", "--mrz"], "--mrz"),
        (["no-such-command"], "no-such-command"),
        (["synth", "--out", "/nonexistent/never", "--count=-1"], "--count must be 0 or more"),
        (["synth", "--out", "/nonexistent/never", "--formats", "td4"], "unknown format 'td4'"),
        (["bench", "--count", "0"], "--count must be at least 1"),
        (["detect", "--mrtd", "--all-lines", "x.jpg"], "--all-lines is for the edge detector"),
    ] as [([String], String)])
    func wrongArgumentsAreExitCode64(arguments: [String], message: String) throws {
        let run = try Zonal.run(arguments)
        expectExit(run, 64)
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderr.contains(message), "\(run)")
    }

    @Test func directoryWithoutImagesIsAUsageError() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("notes.txt", text: "no images here")
        let run = try Zonal.run(["mrz", dir.path])
        expectExit(run, 64)
        #expect(run.stderr.contains("no images found in \(dir.path)"), "\(run)")
    }

    @Test(arguments: [["--help"], ["mrz", "--help"], ["parse", "--help"], ["synth", "--help"], ["bench", "--help"], ["help", "mrz"]])
    func helpIsExitCode0(arguments: [String]) throws {
        let run = try Zonal.run(arguments)
        expectExit(run, 0)
        #expect(run.stdout.contains("USAGE: zonal"), "\(run)")
    }

    @Test func mrzHelpDocumentsTheExitCodes() throws {
        let run = try Zonal.run(["mrz", "--help"])
        for code in ["0", "1", "3", "64"] {
            #expect(run.stdout.contains("\(code) "), "exit code \(code) in: \(run.stdout)")
        }
    }
}
