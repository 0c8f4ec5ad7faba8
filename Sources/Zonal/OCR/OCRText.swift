/// One recognised character with its box (in the OCR'd image's pixels), confidence (0...100)
/// and the engine's other choices for it, best first.
public struct OCRSymbol: Sendable, Hashable {
    public var text: String
    public var confidence: Double
    public var box: PixelBox
    public var alternatives: [OCRChoice]
    /// The first symbol of a word (a space precedes it unless it also starts a line).
    public var startsWord = false
    /// The first symbol of a text line after the first.
    public var startsLine = false
}

public struct OCRChoice: Sendable, Hashable {
    public var text: String
    public var confidence: Double
}

/// An axis-aligned box in pixels, `x0...x1` × `y0...y1` (exclusive ends).
public struct PixelBox: Sendable, Hashable, Codable {
    public var x0: Int
    public var y0: Int
    public var x1: Int
    public var y1: Int
    public var width: Int { x1 - x0 }
    public var height: Int { y1 - y0 }
    public var centerX: Double { Double(x0 + x1) / 2 }

    /// The smallest box holding all of `boxes`; nil when there are none.
    static func enclosing(_ boxes: [PixelBox]) -> PixelBox? {
        guard let first = boxes.first else { return nil }
        return boxes.dropFirst().reduce(first) { PixelBox(x0: min($0.x0, $1.x0), y0: min($0.y0, $1.y0), x1: max($0.x1, $1.x1), y1: max($0.y1, $1.y1)) }
    }

    /// The box moved by `offset` (from a text's pixels into a larger image's).
    func offset(by offset: (x: Int, y: Int)) -> PixelBox {
        PixelBox(x0: x0 + offset.x, y0: y0 + offset.y, x1: x1 + offset.x, y1: y1 + offset.y)
    }
}

/// How Tesseract should read a region: a character whitelist and a page segmentation mode.
public struct OCROptions: Sendable, Hashable {
    public enum Segmentation: Int, Sendable, Hashable {
        /// One column of text lines of various sizes (Tesseract's layout analysis finds the lines).
        case singleColumn = 4
        case block = 6
        case singleLine = 7
        case singleWord = 8
        case singleCharacter = 10
        case sparse = 11
    }

    public var whitelist: String?
    public var segmentation: Segmentation
    /// Find the print with a local (Sauvola) threshold instead of one Otsu threshold for the whole
    /// region: under uneven light or on a tinted, patterned card, a global threshold loses whole
    /// words before recognition starts (a photographed licence's title read as "Eu GUIDA").
    public var localThreshold: Bool
    /// Ask Tesseract for each symbol's rival readings (`OCRSymbol.alternatives`). They cost about
    /// a tenth of a pass's time; a pass that only looks for printed labels does without.
    public var alternatives: Bool
    /// The resolution Tesseract is told the image has (dots per inch). Regions are cut at their
    /// real resolution, 300 dpi for most templates; Tesseract judges what may be a glyph by it,
    /// and at 300 it finds no text at all in some regions holding one lone glyph that it reads
    /// when told 70.
    public var resolution: Int

    public init(whitelist: String? = nil, segmentation: Segmentation = .singleLine, localThreshold: Bool = false, alternatives: Bool = true,
                resolution: Int = 300) {
        self.whitelist = whitelist
        self.segmentation = segmentation
        self.localThreshold = localThreshold
        self.alternatives = alternatives
        self.resolution = resolution
    }

    /// The MRZ alphabet on one line.
    public static let mrzLine = OCROptions(whitelist: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<", segmentation: .singleLine)
    /// One MRZ character on its own.
    public static let mrzCharacter = OCROptions(whitelist: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<", segmentation: .singleCharacter)
}
