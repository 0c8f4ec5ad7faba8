import ArgumentParser
import Foundation
import Zonal

struct ParseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse MRZ text directly, without an image (the string API).",
        discussion: """
        Give the lines with --mrz, or pipe them on stdin (several MRZs separated by blank lines give \
        JSON Lines). Check digits are verified and reported one by one; nothing is changed unless \
        --correct is given, and then only where a change makes the check digits agree.
        Exit codes: 0 parsed (whatever its state); 3 the text is not a well-formed MRZ; 64 wrong arguments.
        """
    )

    @Option(parsing: .upToNextOption, help: "The MRZ lines, in order.")
    var mrz: [String] = []

    @Flag(help: "Also try check-digit-guided corrections of OCR look-alikes (O/0, I/1, ...).")
    var correct = false

    func run() async throws {
        var groups: [[String]] = []
        if !mrz.isEmpty {
            groups = [mrz]
        } else {
            var current: [String] = []
            while let line = readLine() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty {
                    if !current.isEmpty { groups.append(current); current = [] }
                } else {
                    current.append(trimmed)
                }
            }
            if !current.isEmpty { groups.append(current) }
        }
        guard !groups.isEmpty else { throw ValidationError("give MRZ lines with --mrz, or on stdin") }
        let output = Output(total: groups.count, pretty: groups.count == 1, progress: false)
        var failures = 0
        for (index, lines) in groups.enumerated() {
            let name = groups.count == 1 ? "MRZ" : "MRZ #\(index + 1)"
            do {
                output.emit(try MRZParser.parse(lines: lines, options: MRZParseOptions(correct: correct)))
            } catch let error as ZonalError {
                output.error("\(name): \(error.description)")
                failures += 1
            }
        }
        if failures > 0 { throw ExitCode(ExitStatus.unreadableInput) }
    }
}
