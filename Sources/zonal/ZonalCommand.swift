import ArgumentParser
import Zonal

@main
struct ZonalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zonal",
        abstract: "Read identity documents and templated documents from scans and photos.",
        subcommands: [MRZCommand.self, ExtractCommand.self, DetectCommand.self, CropCommand.self, TemplateCommand.self, ConfigCommand.self, ParseCommand.self, ValidateCommand.self, BenchCommand.self, IDBenchCommand.self, SynthCommand.self, SynthLinesCommand.self, MRZLinesCommand.self]
    )

    static func main() async {
        ProcessEnvironment.ensureSingleThreadedOpenMP()
        await ZonalCommand.mainAsyncEntry()
    }

    /// ArgumentParser's own entry, reached once the environment is right.
    static func mainAsyncEntry() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
