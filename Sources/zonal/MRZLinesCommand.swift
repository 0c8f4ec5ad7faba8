import ArgumentParser
import Foundation
import Zonal

/// Hidden: the reader's own line cuts of generated documents, for fine-tuning the OCR model
/// (`scripts/train-mrz-model.sh`, step 4).
struct MRZLinesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mrz-lines",
        abstract: "Cut the MRZ lines of generated documents where the reader finds them (training pages for the OCR model).",
        discussion: """
        Reads every image of --samples that has a .truth.json beside it (as `zonal synth` writes \
        them) as `zonal mrz` does, cuts each MRZ line where the reader found it, normalised as it \
        goes to the OCR, and pairs it with the printed line from the truth. A document is skipped \
        when the reader found no MRZ, another number of lines, another line length, or a reading \
        that agrees with the printed lines at fewer than half the characters. Writes \
        line-NNNNNN.png + line-NNNNNN.gt.txt per line, or with --pack K training pages like \
        `synth-lines --pack`: page-NNNNN.png + .box + .gt.txt, K lines each; in the order of the \
        images' names. Prints how many documents were used and why the others were \
        not (never line text).
        """,
        shouldDisplay: false
    )

    @OptionGroup var ocrModel: OCRModelOption

    @Option(name: .long, help: "Folder of generated documents (images + .truth.json).")
    var samples: String

    @Option(name: .long, help: "Output directory (created if missing).")
    var out: String

    @Option(name: .long, help: "Write training pages of this many lines instead of single line images.")
    var pack: Int?

    @Option(name: .long, help: "Parallel reads.")
    var workers = 2

    func validate() throws {
        if let pack { guard pack > 0 else { throw ValidationError("--pack must be 1 or more") } }
        guard workers > 0 else { throw ValidationError("--workers must be 1 or more") }
    }

    func run() async throws {
        let start = Date()
        let reader = try ocrModel.reader(workers: workers)
        try await reader.warmUp()
        // Padded like synth-lines' pages, so Tesseract's 4-pixel margin around a box is paper.
        let outcomes = try await ReaderLines.collect(directory: samples, reader: reader, workers: workers, context: pack == nil ? 0 : 6)
        var lines: [SyntheticLine] = []
        var skipped: [String: Int] = [:]
        for (image, outcome) in outcomes {
            switch outcome {
            case .lines(let found): lines += found
            case .unreadable(let why):
                FileHandle.standardError.write(Data("mrz-lines: \(image): \(why)\n".utf8))
                skipped["could not be read", default: 0] += 1
            case .skipped(let why): skipped[why, default: 0] += 1
            }
        }
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let directory = URL(fileURLWithPath: out)
        if let pack {
            for (p, first) in stride(from: 0, to: lines.count, by: pack).enumerated() {
                try LineFiles.writePage(Array(lines[first..<min(lines.count, first + pack)]), name: String(format: "page-%05d", p), in: directory)
            }
        } else {
            for (i, line) in lines.enumerated() {
                try LineFiles.writeLine(line, name: String(format: "line-%06d", i), in: directory)
            }
        }
        let used = outcomes.count - skipped.values.reduce(0, +)
        var report = String(format: "mrz-lines: %d lines from %d of %d documents to %@ in %.1f s", lines.count, used, outcomes.count, out, Date().timeIntervalSince(start))
        for (why, n) in skipped.sorted(by: { $0.value > $1.value }) { report += "\n  skipped \(n): \(why)" }
        FileHandle.standardError.write(Data((report + "\n").utf8))
    }
}
