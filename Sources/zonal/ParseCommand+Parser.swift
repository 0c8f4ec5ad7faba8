import ArgumentParser
import Foundation
import Zonal

extension ParseCommand {
    /// `zonal parse --parser <kind> [--options <json>] [text...]`: one text, one pretty JSON field.
    func runParser(kind: String) throws {
        guard mrz.isEmpty else { throw ValidationError("give either --mrz or --parser, not both") }
        guard !correct else { throw ValidationError("--correct is for --mrz; with --parser mrz give --options '{\"correct\": true}'") }
        if let message = ParserCatalog.unknownKindMessage(kind) { throw ValidationError("--parser: \(message)") }
        let fieldParser: any FieldParser
        do {
            fieldParser = try ParserCatalog.make(kind: kind, options: options ?? "{}")
        } catch let error as ConfigurationError {
            // Every issue, each with its JSON path (`--options: $.countries[0]: ...`).
            FileHandle.standardError.write(Data(error.issues.map { "error: \($0)\n" }.joined().utf8))
            throw ExitCode(ExitStatus.usage)
        }
        let input = text.isEmpty ? readText() : text.joined(separator: " ")
        guard !input.allSatisfy(\.isWhitespace) else { throw ValidationError("give the text to parse after --parser \(kind), or on stdin") }
        let output = Output(total: 1, pretty: true, progress: false)
        if !output.emit(ParsedFieldOutput(parser: kind, field: fieldParser.parse(RecognizedText(input)))) {
            output.failure(input: "text", message: "the result could not be written as JSON", jsonLine: false)
            throw ExitCode(ExitStatus.failure)
        }
    }

    /// All of stdin, as one text (line breaks kept for multi-line kinds; the final one dropped).
    private func readText() -> String {
        if isatty(STDIN_FILENO) != 0 {
            FileHandle.standardError.write(Data("zonal parse: reading the text from stdin (Ctrl-D to end)\n".utf8))
        }
        var text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        while let last = text.last, last.isNewline { text.removeLast() }
        return text
    }
}

/// A parsed field as `zonal parse --parser` prints it: the kind first, and `value: null` when
/// nothing was found (rather than a missing key).
struct ParsedFieldOutput: Encodable {
    var parser: String
    var field: ParsedField

    enum CodingKeys: String, CodingKey { case parser, value, raw, confidence, valid, reasons, components }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(parser, forKey: .parser)
        try container.encode(field.value, forKey: .value)
        try container.encode(field.raw, forKey: .raw)
        try container.encode(field.confidence, forKey: .confidence)
        try container.encode(field.valid, forKey: .valid)
        try container.encode(field.reasons, forKey: .reasons)
        try container.encode(field.components, forKey: .components)
    }
}
