import ArgumentParser
import Foundation
import Zonal

struct TemplateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template",
        abstract: "Check and preview document templates.",
        subcommands: [TemplateLintCommand.self, TemplatePreviewCommand.self]
    )
}

struct TemplateLintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report every error of each template file at once (file, JSON path, what was expected).",
        discussion: "Exit codes: 0 every template is valid; 2 some template has errors."
    )

    @Argument(help: "Template files.")
    var files: [String]

    func run() async throws {
        var broken = 0
        for file in files {
            do {
                // A universalIdConfig among the templates (Templates/universal-id.json) is checked as one.
                if UniversalIdConfigLoader.looksLikeConfig(path: file) {
                    _ = try UniversalIdConfigLoader.load(path: file)
                    print("\(file): ok (a universalIdConfig; zonal config lint checks it too)")
                    continue
                }
                let template = try TemplateLoader.load(path: file)
                let groups = template.classes.reduce(0) { $0 + $1.classification.count + $1.extraction.count }
                print("\(file): ok (\(template.classes.count) class\(template.classes.count == 1 ? "" : "es"), \(groups) processor group\(groups == 1 ? "" : "s"))")
            } catch let error as ConfigurationError {
                broken += 1
                for issue in error.issues { print("\(issue)") }
            }
        }
        if broken > 0 { throw ExitCode(ExitStatus.invalidConfiguration) }
    }
}

struct TemplatePreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw what a template sees on an image: the document quad, every group's region, each field's text and confidence.",
        discussion: "Fields are green when valid with confidence ≥ 90, amber when valid below 90, red when not valid or not found. The result JSON goes to stdout. Exit codes: 0 drawn; 2 invalid template; 3 unreadable image."
    )

    @Argument(help: "The template (JSON).")
    var template: String

    @Argument(help: "The image.")
    var image: String

    @Option(name: .shortAndLong, help: "Where to write the overlay (PNG or JPEG, by extension).")
    var output: String

    func run() async throws {
        let loaded = try TemplateFile.load(template)
        let recognizer = TemplateRecognizer(template: loaded, textPool: EnginePool(size: 1, model: .eng), mrzReader: MRZReader(pool: EnginePool(size: 1)))
        do {
            let picture = try recognizer.loader.load(path: image, gray: false)
            let result = try await recognizer.read(image: picture, name: image)
            let overlay = try TemplatePreview.render(result, on: picture)
            let format: Image.EncodingFormat = ["jpg", "jpeg"].contains((output as NSString).pathExtension.lowercased()) ? .jpeg : .png
            do {
                try Data(try overlay.encoded(format)).write(to: URL(fileURLWithPath: output))
            } catch let error as ZonalError {
                throw error
            } catch {
                throw ZonalError.invalidArgument("cannot write \(output): \(error.localizedDescription)")
            }
            Output(total: 1, pretty: true, progress: false).emit(result)
        } catch let error as ZonalError {
            if case .ocrUnavailable = error { throw error }
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(ExitStatus.unreadableInput)
        }
    }
}
