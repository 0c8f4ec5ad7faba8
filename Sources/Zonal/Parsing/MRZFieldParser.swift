import Foundation

/// A machine-readable zone in recognised text (kind `mrz`), read by `MRZParser.parse(lines:)`.
/// Named `MRZFieldParser` because `MRZParser` is the MRZ reader itself.
///
/// The text may hold other lines (the visual zone above): lines made only of the MRZ alphabet
/// once OCR's spaces are dropped (lower case read as upper case), 28 characters or more, are
/// candidates, and the first run of three 30-character or two 36/44-character lines is the MRZ.
/// Candidates of no MRZ shape are still handed to the MRZ reader, whose error (line 2 has 43
/// characters...) becomes the reason. The value is the MRZ lines after the reader's fixes, joined
/// with newlines; valid means the MRZ state is `valid`; components are the MRZ fields plus
/// `format`; reasons are the MRZ's reasons, warnings and corrections. Confidence: the weakest
/// character of the MRZ lines (spaces left out).
public struct MRZFieldParser: FieldParser {
    public let ocrNeeds = OCRNeeds(characters: OCRNeeds.uppercase.union(OCRNeeds.digits).union("<"), multiline: true)
    let options: MRZParseOptions

    /// - correct: also try check-digit-guided look-alike fixes (off by default, as for
    ///   `zonal parse --mrz`; type-forced fixes are always made).
    public init(correct: Bool = false, referenceDate: Date = Date()) {
        options = MRZParseOptions(correct: correct, referenceDate: referenceDate)
    }

    /// One line that may belong to the MRZ: its characters (upper case, spaces dropped) and
    /// where each came from.
    struct Line {
        var characters: [Character]
        var offsets: [Int]
        var text: String { String(characters) }
    }

    static let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<")

    public func parse(_ text: RecognizedText) -> ParsedField {
        guard let lines = Self.mrzLines(in: text) else { return .notFound(in: text, "no MRZ lines") }
        let offsets = lines.flatMap(\.offsets)
        guard let first = offsets.first, let last = offsets.last else { return .notFound(in: text, "no MRZ lines") }
        let span = first..<(last + 1)
        let confidence = offsets.map { text.characters[safe: $0]?.confidence ?? 0 }.min() ?? 0
        var field: ParsedField
        do {
            let result = try MRZParser.parse(lines: lines.map(\.text), options: options)
            var components = result.fields.mapValues(\.value)
            components["format"] = result.format.rawValue
            let corrections = result.corrections.map { "corrected '\($0.from)' to '\($0.to)' at line \($0.line), column \($0.column) (\($0.field), \($0.reason))" }
            field = text.field(result.lines.joined(separator: "\n"), span: span, valid: result.state == .valid,
                               reasons: result.reasons + result.warnings + corrections, components: components)
        } catch {
            field = text.field(lines.map(\.text).joined(separator: "\n"), span: span, valid: false, reasons: ["\(error)"])
        }
        field.confidence = confidence
        return field
    }

    /// The lines of the MRZ, or nil when no line looks like one.
    static func mrzLines(in text: RecognizedText) -> [Line]? {
        // Non-blank lines, each with whether it may be an MRZ line; blank lines are skipped (OCR
        // leaves them between MRZ lines), any other line ends a run.
        var lines: [(line: Line, candidate: Bool)] = []
        var current = Line(characters: [], offsets: [])
        var allowed = true
        func close() {
            if !current.characters.isEmpty || !allowed {
                lines.append((current, allowed && current.characters.count >= 28))
            }
            current = Line(characters: [], offsets: [])
            allowed = true
        }
        for (offset, character) in text.characters.map(\.character).enumerated() {
            if character.isNewline { close(); continue }
            if character.isWhitespace { continue }
            let upper = TextNormalization.uppercased(character)
            if alphabet.contains(upper) {
                current.characters.append(upper)
                current.offsets.append(offset)
            } else {
                allowed = false
            }
        }
        close()
        let runs = lines.split { !$0.candidate }.map { $0.map(\.line) }
        for run in runs {
            for (count, length) in [(3, 30), (2, 44), (2, 36)] where run.count >= count {
                for start in 0...(run.count - count) {
                    let window = Array(run[start..<(start + count)])
                    if window.allSatisfy({ $0.characters.count == length }) { return window }
                }
            }
        }
        return runs.first.map { Array($0.suffix(3)) }
    }
}

extension MRZFieldParser {
    static let optionKeys = ["correct"]

    static func decode(_ options: JSONObject) -> MRZFieldParser? {
        MRZFieldParser(correct: options.optional("correct")?.bool() ?? false)
    }
}
