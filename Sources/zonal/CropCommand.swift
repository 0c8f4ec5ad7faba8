import ArgumentParser
import Foundation
import Zonal

struct CropCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "crop",
        abstract: "Document capture: find the document and write it cut out and rectified.",
        discussion: """
        The document is found as `zonal detect` finds it (--spec NAME|JSON, repeatable, or --mrtd) and \
        written at its own resolution in the image (never upscaled; the aspect ratio from the \
        specification), or at --dpi (needs a specification with a physical size), --height or --max-height. \
        One input: -o names the file (.png, .jpg or .jpeg). Several inputs, or -o an existing directory: \
        each document is written there as NAME.document.png (or .jpg with --format jpeg).
        Prints one JSON object per image ({"input", "output", "width", "height", "specification", "quad"}); \
        JSON Lines for several. The edge detector cannot tell a document's top from its bottom; --mrtd can.
        Exit codes: 0 every document was written; 3 some inputs could not be read or had no document \
        (named on stderr, the others are still written); 64 wrong arguments.
        Example: zonal crop TestImages/0027-td3-skew_perspective_light_background.jpg --spec id3 -o page.png
        """
    )

    @Argument(help: "Image files or directories.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "Output file (one input) or directory.")
    var output: String

    @OptionGroup var detector: DetectorOptions

    @Option(help: "Output resolution in dots per inch of the real document (needs a physical size).")
    var dpi: Double?

    @Option(help: "Output height in pixels (upscales small documents).")
    var height: Int?

    @Option(help: "At most this many pixels high; never upscales (the default, unbounded).")
    var maxHeight: Int?

    @Option(help: "Image format in directory mode: png or jpeg.")
    var format: String = "png"

    @OptionGroup var batch: BatchOptions

    func validate() throws {
        guard [dpi != nil, height != nil, maxHeight != nil].filter({ $0 }).count <= 1 else {
            throw ValidationError("give at most one of --dpi, --height and --max-height")
        }
        if let dpi, !(10...2400).contains(dpi) { throw ValidationError("--dpi must be within 10...2400") }
        if let height, !(1...20_000).contains(height) { throw ValidationError("--height must be within 1...20000") }
        if let maxHeight, !(1...20_000).contains(maxHeight) { throw ValidationError("--max-height must be within 1...20000") }
        _ = try encoding(for: format)
    }

    func run() async throws {
        let files = try batch.files(inputs)
        let destination = try Destination(output: output, inputCount: files.count, format: try encoding(for: format))
        let locate = try detector.locator(workers: batch.workers)
        let policy = self.policy
        let loader = ImageLoader()
        try await batch.emitEach(files) { file in
            let image = try loader.load(path: file, gray: false)
            let detection = try await locate(image)
            let document = try DocumentCapture.crop(image, detection: detection, policy: policy)
            let (path, format) = destination.path(for: file)
            let bytes = try document.encoded(format, quality: 92)
            do {
                try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw ZonalError.invalidArgument("cannot write \(path): \(error.localizedDescription)")
            }
            return CropOutput(input: file, output: path, width: document.width, height: document.height,
                              specification: detection.specification, quad: detection.quad?.tenths)
        }
    }

    private var policy: DewarpPolicy {
        if let dpi { return .dpi(dpi) }
        if let height { return .fixed(height: height) }
        if let maxHeight { return .noUpscaling(maxHeight: maxHeight) }
        return DocumentCapture.defaultPolicy
    }

    private func encoding(for name: String) throws -> Image.EncodingFormat {
        switch name.lowercased() {
        case "png": return .png
        case "jpeg", "jpg": return .jpeg
        default: throw ValidationError("--format must be png or jpeg, not '\(name)'")
        }
    }
}

/// Where `zonal crop` writes each document: one named file, or a directory.
struct Destination: Sendable {
    private let file: (path: String, format: Image.EncodingFormat)?
    private let directory: String
    private let format: Image.EncodingFormat

    init(output: String, inputCount: Int, format: Image.EncodingFormat) throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        self.format = format
        directory = output
        if inputCount == 1 && !(exists && isDirectory.boolValue) && !output.hasSuffix("/") {
            switch (output as NSString).pathExtension.lowercased() {
            case "png": file = (output, .png)
            case "jpg", "jpeg": file = (output, .jpeg)
            default: throw ValidationError("-o \(output): expected a file ending in .png, .jpg or .jpeg, or a directory")
            }
        } else {
            file = nil
            if !exists {
                do {
                    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                } catch {
                    throw ValidationError("-o \(output): cannot create the directory (\(error.localizedDescription))")
                }
            } else if !isDirectory.boolValue {
                throw ValidationError("-o \(output): several inputs need a directory, and this is a file")
            }
        }
    }

    /// The file for `input`'s document; in a directory, NAME.document.EXT (never the input's own name).
    func path(for input: String) -> (String, Image.EncodingFormat) {
        if let file { return file }
        let stem = ((input as NSString).lastPathComponent as NSString).deletingPathExtension
        let name = stem + ".document." + (format == .png ? "png" : "jpg")
        return ((directory as NSString).appendingPathComponent(name), format)
    }
}

/// What `zonal crop` prints for one image (no field values: only geometry).
struct CropOutput: Encodable {
    var input: String
    var output: String
    var width: Int
    var height: Int
    var specification: String?
    var quad: Quad?
}
