import ArgumentParser
import Foundation
import Zonal

struct ExtractCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Extract fields from images with a JSON document template or a universalIdConfig.",
        discussion: """
        With --template: detects the document, runs the template's classes in order \
        (classification groups, classifier, extraction groups). With --config, or with neither \
        (the bundled Templates/universal-id.json: every layout): tries each allowed ID layout \
        (mrz, drivingLicense, idFront) and reports the first that recognises the document. \
        Prints one JSON object per image (JSON Lines for several): state, layout, class, detected \
        quad, fields with value, raw text, confidence, threshold, verdict, returned images, timings.
        Exit codes: 0 every input was read; 2 the template is invalid (every issue on stderr); \
        3 some inputs could not be read; 1 the engine could not run; 64 wrong arguments.
        """
    )

    @Argument(help: "Image files or directories.")
    var inputs: [String]

    @Option(help: "The template (JSON).")
    var template: String?

    @Option(help: "A universalIdConfig (JSON): a whole config file, a pluginConfig or a bare universalIdConfig.")
    var config: String?

    @Flag(name: .shortAndLong, help: "Note on stderr which config sections are accepted and ignored.")
    var verbose = false

    @Option(help: "Write the images of image processors into this folder (INPUT-NAME.GROUP-ID.png|jpg).")
    var images: String?

    @Flag(help: "Embed the images of image processors in the JSON as base64.")
    var embedImages = false

    @OptionGroup var batch: BatchOptions

    func validate() throws {
        guard template == nil || config == nil else { throw ValidationError("give --template or --config, not both") }
    }

    func run() async throws {
        let reader = try makeReader()
        let files = try batch.files(inputs)
        if let images { try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true) }
        let imageFolder = images
        let embed = embedImages
        try await batch.emitEach(files) { file in
            var result = try await reader(file)
            try ReturnedImages.deliver(&result, folder: imageFolder, embed: embed)
            return result
        }
    }

    /// A template's recognizer, or a universalIdConfig's reader (the bundled default when neither is given).
    func makeReader() throws -> @Sendable (String) async throws -> TemplateResult {
        let textPool = EnginePool(size: batch.workers, model: .eng), mrzReader = MRZReader(pool: EnginePool(size: batch.workers))
        if let template {
            let recognizer = TemplateRecognizer(template: try TemplateFile.load(template), textPool: textPool, mrzReader: mrzReader)
            return { try await recognizer.read(path: $0) }
        }
        guard let path = config ?? ConfigFile.bundledDefault else { throw ZonalError.ocrUnavailable("the bundled Templates/universal-id.json is missing") }
        let reader = try UniversalIdReader(config: try ConfigFile.load(path, verbose: verbose), textPool: textPool, mrzReader: mrzReader)
        return { try await reader.read(path: $0) }
    }
}

/// Loads a template for a command, printing every issue and exiting with status 2 when invalid.
enum TemplateFile {
    static func load(_ path: String) throws -> Template {
        do {
            return try TemplateLoader.load(path: path)
        } catch let error as ConfigurationError {
            FileHandle.standardError.write(Data((error.issues.map { "error: \($0)" }.joined(separator: "\n") + "\n").utf8))
            throw ExitCode(ExitStatus.invalidConfiguration)
        }
    }
}

/// Writes or embeds the images of image processors, as the user asked; otherwise only their
/// size and region are reported.
enum ReturnedImages {
    static func deliver(_ result: inout TemplateResult, folder: String?, embed: Bool) throws {
        for (id, image) in result.images {
            var image = image
            if embed { image.base64 = Data(image.bytes).base64EncodedString() }
            if let folder {
                let stem = ((result.input as NSString).lastPathComponent as NSString).deletingPathExtension
                let path = (folder as NSString).appendingPathComponent("\(stem).\(id).\(image.format == .jpeg ? "jpg" : image.format.rawValue)")
                do {
                    try Data(image.bytes).write(to: URL(fileURLWithPath: path))
                } catch {
                    throw ZonalError.invalidArgument("cannot write \(path): \(error.localizedDescription)")
                }
                image.file = path
            }
            result.images[id] = image
        }
    }
}
