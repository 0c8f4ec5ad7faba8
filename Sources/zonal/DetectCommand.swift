import ArgumentParser
import Foundation
import Zonal

struct DetectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detect",
        abstract: "Find the document in images: its outline, specification and physical size (a template author's debugging tool).",
        discussion: """
        By default the outline is found by its edges and matched against document specifications: \
        --spec NAME for a preset (\(DocumentSpecification.presets.map(\.name).joined(separator: ", "))), or \
        --spec '{"name":"member-card","aspectRatio":1.6,"tolerance":0.05}' for your own; repeat it for \
        several (default: every preset with an aspect). With --mrtd the page of a passport, ID card or visa \
        is placed around its MRZ instead (specification td1, td2, td3, mrv-a or mrv-b).
        Prints one JSON object per image ({"input", "status", "specification", "widthMM", "heightMM", \
        "quad", "reasons", "ms"}; with --mrtd also "mrz": {"format", "state"}); JSON Lines for several. \
        status is found, notFound, tooSmall, tooMuchPerspective or partiallyOutside; the quad is in the \
        upright image's pixels (after EXIF orientation), top-left corner first in reading order as far as \
        it can be told (edges cannot tell a document's top from its bottom; the MRZ can).
        Exit codes: 0 every input was read (whatever its status); 3 some inputs could not be read; \
        64 wrong arguments.
        """
    )

    @Argument(help: "Image files or directories.")
    var inputs: [String]

    @Option(name: .customLong("spec"), help: "A document specification: a preset name or a JSON object (repeatable).")
    var specs: [String] = []

    @Flag(help: "Locate MRTD pages (passports, ID cards, visas) by their MRZ.")
    var mrtd = false

    @Option(help: "A detected document covering less of the image than this share (0...1) is tooSmall.")
    var minArea: Double = 0.10

    @OptionGroup var ocrModel: OCRModelOption

    @Option(help: "Parallel workers. Default: the number of cores.")
    var workers: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Always print JSON Lines, even for a single input.")
    var jsonLines = false

    @Flag(help: "No progress line on stderr.")
    var quiet = false

    func validate() throws {
        guard workers >= 1, workers <= 64 else { throw ValidationError("--workers must be between 1 and 64") }
        guard (0...1).contains(minArea) else { throw ValidationError("--min-area must be within 0...1") }
        if mrtd && !specs.isEmpty { throw ValidationError("--spec cannot be combined with --mrtd (the MRZ says which document it is)") }
        _ = try specifications()
    }

    func run() async throws {
        let files = InputFiles.expand(inputs)
        guard !files.isEmpty else { throw ValidationError("no images found in \(inputs.joined(separator: ", "))") }
        let locate = try locator()
        let single = files.count == 1 && !jsonLines
        let output = Output(total: files.count, pretty: single, progress: !quiet)
        let loader = ImageLoader()
        let failures = try await BatchRunner(workers: workers).emitEach(files, to: output, jsonLines: !single) { file in
            let image = try loader.load(path: file, gray: false)
            let clock = ContinuousClock()
            let start = clock.now
            let detection = try await locate(image)
            let elapsed = clock.now - start
            let ms = (Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15).rounded()
            return DetectionOutput(input: file, detection: detection, ms: ms)
        }
        output.finish()
        if failures > 0 { throw ExitCode(ExitStatus.unreadableInput) }
    }

    /// The detector the flags ask for.
    private func locator() throws -> @Sendable (Image) async throws -> DocumentDetection {
        if mrtd {
            var mrtd = MRTDDetector(reader: MRZReader(pool: EnginePool(size: workers, model: ocrModel.model)))
            mrtd.minimumAreaShare = minArea
            let detector = mrtd
            return { try await detector.detect($0) }
        }
        var edges = DocumentDetector(specifications: try specifications())
        edges.minimumAreaShare = minArea
        let detector = edges
        return { try await detector.detect($0) }
    }

    private func specifications() throws -> [DocumentSpecification] {
        guard !specs.isEmpty else { return DocumentDetector().specifications }
        do {
            let parsed = try specs.map { try DocumentSpecification.parse($0) }
            var seen = Set<String>()
            for spec in parsed where !seen.insert(spec.name).inserted {
                throw ValidationError("--spec \(spec.name) is given twice")
            }
            return parsed
        } catch let error as ConfigurationError {
            throw ValidationError(error.issues.map { "\($0.file): \($0.path): \($0.message)" }.joined(separator: "\n"))
        }
    }
}

/// What `zonal detect` prints for one image.
struct DetectionOutput: Encodable {
    struct MRZSummary: Encodable {
        var format: String
        var state: String
    }

    var input: String
    var status: String
    var specification: String?
    var widthMM: Double?
    var heightMM: Double?
    var quad: Quad?
    var reasons: [String]
    var mrz: MRZSummary?
    var ms: Double

    init(input: String, detection: DocumentDetection, ms: Double) {
        self.input = input
        status = detection.status.rawValue
        specification = detection.specification
        widthMM = detection.widthMM.map { ($0 * 100).rounded() / 100 }
        heightMM = detection.heightMM.map { ($0 * 100).rounded() / 100 }
        quad = detection.quad.map { q in
            func r(_ p: Point) -> Point { Point(x: (p.x * 10).rounded() / 10, y: (p.y * 10).rounded() / 10) }
            return Quad(topLeft: r(q.topLeft), topRight: r(q.topRight), bottomRight: r(q.bottomRight), bottomLeft: r(q.bottomLeft))
        }
        reasons = detection.reasons
        mrz = detection.mrz?.mrz.map { MRZSummary(format: $0.format.rawValue, state: $0.state.rawValue) }
        self.ms = ms
    }
}
