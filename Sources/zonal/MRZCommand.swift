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

    @OptionGroup var batch: BatchOptions

    func run() async throws {
        let files = try batch.files(inputs)
        let reader = try ocrModel.reader(workers: batch.workers)
        try await batch.emitEach(files) { try await reader.read(path: $0) }
    }
}
