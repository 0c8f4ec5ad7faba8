import ArgumentParser
import Foundation
import Zonal

struct ParseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse text directly, without an image (the string API): an MRZ, or any parser kind.",
        discussion: """
        MRZ: give the lines with --mrz, or pipe them on stdin (several MRZs separated by blank lines give \
        JSON Lines, one per MRZ in order; one that is not well formed is reported on stderr and as \
        {"input", "error"} in its place). Check digits are verified and reported one by one. \
        Characters are changed only where the field type forces it (an O in a date is a 0) or, with \
        --correct, where a look-alike makes the check digits agree; every change is listed.
        Other kinds: --parser <kind> with the text as arguments (joined with spaces; put -- before a \
        text that starts with '-') or on stdin, and the parser's template options as JSON with \
        --options. Prints the parsed field (parser, value or null, raw, confidence, valid, reasons, \
        components). Kinds: \(ParserCatalog.kinds.joined(separator: ", ")).
        Exit codes: 0 parsed (whatever its state, found or not); 3 some text is not a well-formed MRZ \
        (--mrz); 64 wrong arguments or options.
        """
    )

    @Option(parsing: .upToNextOption, help: "The MRZ lines, in order.")
    var mrz: [String] = []

    @Flag(help: "Also try check-digit-guided corrections of OCR look-alikes (O/0, I/1, ...).")
    var correct = false

    @Option(help: ArgumentHelp("Parse the text with this parser kind instead of reading an MRZ.", valueName: "kind"))
    var parser: String?

    @Option(help: ArgumentHelp("The parser's options as JSON, e.g. '{\"countries\":[\"DE\"]}' (with --parser).", valueName: "json"))
    var options: String?

    @Argument(help: "The text to parse, with --parser (stdin when absent).")
    var text: [String] = []

    func run() async throws {
        if let parser {
            try runParser(kind: parser)
            return
        }
        guard text.isEmpty else { throw ValidationError("text to parse needs --parser <kind>; MRZ lines go after --mrz") }
        guard options == nil else { throw ValidationError("--options needs --parser <kind>") }
        let groups = mrz.isEmpty ? readGroups() : [Group(lines: mrz, name: "MRZ")]
        guard !groups.isEmpty else { throw ValidationError("give MRZ lines with --mrz, or on stdin") }
        let single = groups.count == 1
        let output = Output(total: groups.count, pretty: single, progress: false)
        var failures = 0
        for group in groups {
            do {
                if !output.emit(try MRZParser.parse(lines: group.lines, options: MRZParseOptions(correct: correct))) {
                    output.failure(input: group.name, message: "the result could not be written as JSON", jsonLine: !single)
                    failures += 1
                }
            } catch let error as ZonalError {
                output.failure(input: group.name, message: error.description, jsonLine: !single)
                failures += 1
            }
        }
        if failures > 0 { throw ExitCode(ExitStatus.unreadableInput) }
    }

    /// One MRZ's lines and how messages name it.
    private struct Group {
        var lines: [String]
        var name: String
    }

    /// MRZs on stdin, separated by blank lines; each named by its number and stdin line numbers.
    private func readGroups() -> [Group] {
        if isatty(STDIN_FILENO) != 0 {
            FileHandle.standardError.write(Data("zonal parse: reading MRZ lines from stdin (blank line between MRZs, Ctrl-D to end)\n".utf8))
        }
        var chunks: [(lines: [String], first: Int, last: Int)] = []
        var current: [String] = []
        var first = 0
        var number = 0
        func close() {
            if !current.isEmpty { chunks.append((current, first, number - 1)) }
            current = []
        }
        while let line = readLine() {
            number += 1
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty {
                close()
            } else {
                if current.isEmpty { first = number }
                current.append(trimmed)
            }
        }
        number += 1
        close()
        if chunks.count == 1 { return [Group(lines: chunks[0].lines, name: "MRZ")] }
        return chunks.enumerated().map { index, chunk in
            let span = chunk.first == chunk.last ? "stdin line \(chunk.first)" : "stdin lines \(chunk.first)–\(chunk.last)"
            return Group(lines: chunk.lines, name: "MRZ #\(index + 1) (\(span))")
        }
    }
}
