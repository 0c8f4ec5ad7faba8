/// What OCR saw of one MRZ: one array of symbols per line, already mapped to the line's columns, so
/// each line has its format's length. Structure is checked by `MRZParser.parse(_:options:)`.
public struct MRZReading: Sendable {
    public var lines: [[MRZSymbol]]

    public init(lines: [[MRZSymbol]]) {
        self.lines = lines
    }

    /// Lines of text, every character certain (confidence 100) and without alternatives.
    public init(text: [String]) {
        self.lines = text.map { line in line.map { MRZSymbol($0) } }
    }

    /// The engine's choice at every position.
    var bestText: [String] {
        lines.map { String($0.map(\.best.character)) }
    }
}
