import ArgumentParser
import Foundation
import Zonal

struct MRZCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mrz",
        abstract: "Read the MRZ of passports, ID cards and visas from images.",
        discussion: """
        Prints one JSON object for a single image, JSON Lines for several (one line per input, in \
        the order they finish). Images: JPEG, PNG, TIFF, BMP, WebP, recognised by content; \
        directories are searched recursively for files named .jpg, .jpeg, .png, .tif, .tiff, .bmp \
        or .webp (hidden ones skipped). Images over 12000 pixels per side or 60 megapixels are \
        refused from their header, before decoding.
        Exit codes: 0 every input was read; 3 some inputs could not be read (each is reported on \
        stderr and as {"input", "error"} in the output); 1 the engine could not run; 64 wrong arguments.
        """
    )

    @Argument(help: "Image files or directories.")
    var inputs: [String]

    @OptionGroup var ocrModel: OCRModelOption

    @Option(help: "Parallel workers (one OCR engine each). Default: the number of cores.")
    var workers: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Always print JSON Lines, even for a single input.")
    var jsonLines = false

    @Flag(help: "No progress line on stderr.")
    var quiet = false

    func validate() throws {
        guard workers >= 1, workers <= 64 else { throw ValidationError("--workers must be between 1 and 64") }
    }

    func run() async throws {
        let files = InputFiles.expand(inputs)
        guard !files.isEmpty else { throw ValidationError("no images found in \(inputs.joined(separator: ", "))") }
        let single = files.count == 1 && !jsonLines
        let output = Output(total: files.count, pretty: single, progress: !quiet)
        let reader = MRZReader(pool: EnginePool(size: workers, model: ocrModel.model))
        let failures = try await BatchRunner(workers: workers).emitEach(files, to: output, jsonLines: !single) { file in
            try await reader.read(path: file)
        }
        output.finish()
        if failures > 0 { throw ExitCode(ExitStatus.unreadableInput) }
    }
}
