import ArgumentParser
import Foundation
import Zonal

/// Hidden: training and test lines for the project's OCR-B model (`scripts/train-mrz-model.sh`).
struct SynthLinesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synth-lines",
        abstract: "Generate single MRZ line images with ground truth (for training and scoring the OCR model).",
        discussion: """
        Writes line-NNNNNN.png + line-NNNNNN.gt.txt per line. With --pack K, writes training pages
        instead: page-NNNNN.png (K lines stacked) + page-NNNNN.box (Tesseract WordStr boxes) +
        page-NNNNN.gt.txt, for `tesseract page-NNNNN.png page-NNNNN --psm 13 lstm.train`.
        Line i is the same for the same --seed and --clean, whatever --first, --count or --pack.
        """,
        shouldDisplay: false
    )

    @Option(name: .long, help: "Output directory (created if missing).")
    var out: String

    @Option(name: .long, help: "Number of lines.")
    var count: Int = 100

    @Option(name: .long, help: "Random seed.")
    var seed: UInt64 = 1

    @Option(name: .long, help: "Index of the first line (to extend a set).")
    var first: Int = 0

    @Flag(name: .long, help: "Clean lines only (no degradation).")
    var clean = false

    @Option(name: .long, help: "Write training pages of this many lines instead of single line images.")
    var pack: Int?

    @Option(name: .long, help: "Capital height of the output lines in pixels (the crop is 1.7 times higher).")
    var capHeight: Double = 32

    @Flag(name: .long, help: "Harder augmented lines for fine-tuning (more small sources, heavy JPEG, glare, guilloche, bends, uneven spacing, another monospace font, look-alike letters).")
    var hard = false

    @Option(name: .long, help: "Draw each line's capital height uniformly between --cap-height and this.")
    var maxCapHeight: Double?

    @Option(name: .long, help: "Draw every (augmented) line in this font file instead of OCR-B, to score a model on another print face.")
    var face: String?

    @Option(name: .long, parsing: .upToNextOption,
            help: "With --hard: font files a fifth of the lines are drawn in instead of OCR-B (default: a tenth in DejaVu Sans Mono).")
    var hardFaces: [String] = []

    func validate() throws {
        for face in hardFaces where !FileManager.default.isReadableFile(atPath: face) {
            throw ValidationError("--hard-faces: no readable font file at \(face)")
        }
        if !hardFaces.isEmpty, !hard { throw ValidationError("--hard-faces applies to --hard lines; add --hard") }
        if let face {
            guard FileManager.default.isReadableFile(atPath: face) else { throw ValidationError("--face: no readable font file at \(face)") }
            guard !clean else { throw ValidationError("--face draws augmented lines; leave out --clean") }
        }
        guard count > 0 else { throw ValidationError("--count must be 1 or more") }
        guard first >= 0 else { throw ValidationError("--first must be 0 or more") }
        if let pack { guard pack > 0 else { throw ValidationError("--pack must be 1 or more") } }
        guard (8...200).contains(capHeight) else { throw ValidationError("--cap-height must be within 8...200") }
        if let maxCapHeight {
            guard (capHeight...200).contains(maxCapHeight) else { throw ValidationError("--max-cap-height must be within --cap-height...200") }
        }
    }

    func run() throws {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let start = Date()
        let options = LineSynthesisOptions(seed: seed, clean: clean, capHeight: capHeight, context: pack == nil ? 0 : 6,
                                           hard: hard, maxCapHeight: maxCapHeight, face: face, hardFaces: hardFaces)
        let directory = URL(fileURLWithPath: out)
        if let pack {
            // Page p holds lines first + p*pack ..< first + (p+1)*pack (the last one may be short).
            let pages = (count + pack - 1) / pack
            for p in 0..<pages {
                let lo = first + p * pack, hi = min(first + count, lo + pack)
                let lines = try makeLines(lo..<hi, options: options)
                try LineFiles.writePage(lines, name: String(format: "page-%05d", (first / pack) + p), in: directory)
            }
        } else {
            let lines = try makeLines(first..<(first + count), options: options)
            for (offset, line) in lines.enumerated() {
                try LineFiles.writeLine(line, name: String(format: "line-%06d", first + offset), in: directory)
            }
        }
        let seconds = Date().timeIntervalSince(start)
        FileHandle.standardError.write(Data(String(format: "synth-lines: %d %@ lines to %@ in %.1f s, seed %llu\n",
                                                   count, clean ? "clean" : "augmented", out, seconds, seed).utf8))
    }

    /// Makes the lines of `range` in parallel, in index order.
    private func makeLines(_ range: Range<Int>, options: LineSynthesisOptions) throws -> [SyntheticLine] {
        let box = LineBox(count: range.count)
        DispatchQueue.concurrentPerform(iterations: range.count) { i in
            box.set(i, Result { try LineSynthesizer.line(index: range.lowerBound + i, options: options) })
        }
        return try box.values()
    }
}

/// Per-index results filled from concurrent workers.
private final class LineBox: @unchecked Sendable {
    private var items: [Result<SyntheticLine, any Error>?]
    private let lock = NSLock()

    init(count: Int) { items = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<SyntheticLine, any Error>) {
        lock.lock(); defer { lock.unlock() }
        items[index] = value
    }

    func values() throws -> [SyntheticLine] {
        lock.lock(); defer { lock.unlock() }
        return try items.map { item in
            guard let item else { throw ValidationError("a line was not generated") }
            return try item.get()
        }
    }
}
