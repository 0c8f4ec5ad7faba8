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
        "quad", "reasons", "ms"}; with --mrtd also "mrz": {"format", "state"}; "alternatives": \
        [{"specification", "widthMM", "heightMM", "quad", "rival", "rough"}] when other outlines might be \
        the document, most likely first: a template whose classes all have classifiers tries them when it \
        does not recognise the page in "quad", and the rivals (scored nearly as high as "quad", \
        "rival": true) when it reads that page uncertain; "rough": true, listed last, is the region of \
        print's texture on a plain table whose edges are not seen, tried after the frame); "clear": true \
        when the outline is seen all around on a plain table (a template reads its labelled fields where \
        the layout prints them first); JSON Lines for several. status is found, notFound, tooSmall, \
        tooMuchPerspective or partiallyOutside; the quad is in the \
        upright image's pixels (after EXIF orientation), top-left corner first in reading order as far as \
        it can be told (edges cannot tell a document's top from its bottom; the MRZ can).
        Exit codes: 0 every input was read (whatever its status); 3 some inputs could not be read; \
        64 wrong arguments.
        """
    )

    @Argument(help: "Image files or directories.")
    var inputs: [String]

    @OptionGroup var detector: DetectorOptions

    @OptionGroup var batch: BatchOptions

    func run() async throws {
        let files = try batch.files(inputs)
        let locate = try detector.locator(workers: batch.workers)
        let loader = ImageLoader()
        try await batch.emitEach(files) { file in
            let image = try loader.load(path: file, gray: false)
            let clock = ContinuousClock()
            let start = clock.now
            let detection = try await locate(image)
            let elapsed = clock.now - start
            let ms = (Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15).rounded()
            return DetectionOutput(input: file, detection: detection, ms: ms)
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
    var alternatives: [DocumentDetection.Alternative]?
    var clear: Bool?
    var ms: Double

    init(input: String, detection: DocumentDetection, ms: Double) {
        self.input = input
        status = detection.status.rawValue
        specification = detection.specification
        widthMM = detection.widthMM.map { ($0 * 100).rounded() / 100 }
        heightMM = detection.heightMM.map { ($0 * 100).rounded() / 100 }
        quad = detection.quad?.tenths
        reasons = detection.reasons
        mrz = detection.mrz?.mrz.map { MRZSummary(format: $0.format.rawValue, state: $0.state.rawValue) }
        alternatives = detection.alternatives?.map { a in
            var rounded = a
            rounded.quad = a.quad.tenths
            rounded.widthMM = a.widthMM.map { ($0 * 100).rounded() / 100 }
            rounded.heightMM = a.heightMM.map { ($0 * 100).rounded() / 100 }
            return rounded
        }
        clear = detection.clear
        self.ms = ms
    }
}
