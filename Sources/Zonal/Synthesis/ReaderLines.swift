import Foundation

/// Training lines as the reader itself sees them: each MRZ line of a generated document, cut
/// where `MRZReader` found it and normalised as it is before OCR, paired with the printed line
/// from the document's truth. Lines drawn alone (`LineSynthesizer`) miss what the reader's own
/// rectification leaves of fonts, webscans, guilloche and glare; these carry it.
public enum ReaderLines {
    /// What one document gave.
    public enum Outcome: Sendable, Equatable {
        case lines([SyntheticLine])
        /// Not used, and why (no MRZ in the truth, none found, line count or length differs, or
        /// the reading is too unlike the truth to be the same lines).
        case skipped(String)
        /// The image could not be read (the error).
        case unreadable(String)

        public static func == (a: Outcome, b: Outcome) -> Bool {
            switch (a, b) {
            case let (.lines(x), .lines(y)): x.map(\.text) == y.map(\.text)
            case let (.skipped(x), .skipped(y)), let (.unreadable(x), .unreadable(y)): x == y
            default: false
            }
        }
    }

    /// A reading whose characters agree with the truth at fewer than this share of the positions
    /// of a line is not taken as that line (upside down, or another line of text).
    public static let minimumAgreement = 0.5

    /// The lines of `image` (as loaded for reading: upright, grey) where `result` found them,
    /// each with its printed text from `truth`, padded by `context` pixels of paper.
    public static func lines(image: Image, truth: SampleTruth, result: MRZReadResult, context: Int) throws -> Outcome {
        guard !truth.lines.isEmpty else { return .skipped("no MRZ in the truth") }
        guard let location = result.location, let read = result.mrz?.lines else { return .skipped("no MRZ found") }
        guard location.lines.count == truth.lines.count, read.count == truth.lines.count else {
            return .skipped("\(read.count) lines found, \(truth.lines.count) printed")
        }
        guard zip(read, truth.lines).allSatisfy({ $0.count == $1.count }) else { return .skipped("line length differs from the printed one") }
        for (r, t) in zip(read, truth.lines) {
            let same = zip(r, t).filter { $0 == $1 }.count
            guard Double(same) >= minimumAgreement * Double(t.count) else { return .skipped("reading too unlike the printed lines") }
        }
        let height = Double(MRZBandReader.lineImageHeight)
        return .lines(try zip(location.lines, truth.lines).map { quad, text in
            let width = max(16, Int((quad.width * height / max(1, quad.height)).rounded()))
            let line = try MRZBandReader.ocrLine(image, quad: quad, width: width)
            return SyntheticLine(text: text, image: context > 0 ? try line.padded(by: context) : line, context: context)
        })
    }

    /// Reads the document at `path` as `zonal mrz` does and returns its lines (see
    /// `lines(image:truth:result:context:)`); an image that cannot be read is `unreadable`, with the error.
    public static func lines(path: String, truth: SampleTruth, reader: MRZReader, context: Int) async -> Outcome {
        do {
            let result = try await reader.read(path: path)
            return try lines(image: try reader.loader.load(path: path), truth: truth, result: result, context: context)
        } catch {
            return .unreadable("\(error)")
        }
    }

    /// Every generated document in `directory` (images with `.truth.json` beside them), read with
    /// `workers` parallel reads; in the order of the images' names.
    public static func collect(directory: String, reader: MRZReader, workers: Int, context: Int) async throws -> [(image: String, outcome: Outcome)] {
        let truths = try MRZBenchmark.loadTruths(directory: directory)
        let outcomes = try await truths.concurrentMap(workers: workers) { path, truth in
            await lines(path: path, truth: truth, reader: reader, context: context)
        }
        return zip(truths, outcomes).map { ($0.1.image, $1) }
    }
}
