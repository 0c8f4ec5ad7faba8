import ArgumentParser
import Foundation
import Zonal

struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Check universalIdConfig files.",
        subcommands: [ConfigLintCommand.self]
    )
}

struct ConfigLintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report every error of each universalIdConfig file at once (file, JSON path, what was expected).",
        discussion: """
        Accepts a whole Anyline-style config file (camera, flash, cutout and feedback sections are \
        accepted and ignored), a pluginConfig object, or a bare universalIdConfig object. \
        Exit codes: 0 every file is valid; 2 some file has errors.
        """
    )

    @Argument(help: "Config files.")
    var files: [String]

    @Flag(name: .shortAndLong, help: "Also list the sections that are accepted and ignored.")
    var verbose = false

    func run() async throws {
        var broken = 0
        for file in files {
            do {
                let config = try UniversalIdConfigLoader.load(path: file)
                let layouts = config.allowedLayouts.keys.sorted().map { layout in
                    let countries = config.allowedLayouts[layout] ?? []
                    return layout.rawValue + (countries.isEmpty ? "" : " (\(countries.joined(separator: ", ")))")
                }
                print("\(file): ok (layouts: \(layouts.joined(separator: ", ")))")
                if verbose { ConfigFile.noteIgnored(config, file: file, to: { print($0) }) }
            } catch let error as ConfigurationError {
                broken += 1
                for issue in error.issues { print("\(issue)") }
            }
        }
        if broken > 0 { throw ExitCode(ExitStatus.invalidConfiguration) }
    }
}

/// Loads a universalIdConfig for a command, printing every issue and exiting with status 2 when invalid.
enum ConfigFile {
    static func load(_ path: String, verbose: Bool) throws -> UniversalIdConfig {
        do {
            let config = try UniversalIdConfigLoader.load(path: path)
            if verbose { noteIgnored(config, file: path) { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } }
            return config
        } catch let error as ConfigurationError {
            FileHandle.standardError.write(Data((error.issues.map { "error: \($0)" }.joined(separator: "\n") + "\n").utf8))
            throw ExitCode(ExitStatus.invalidConfiguration)
        }
    }

    static func noteIgnored(_ config: UniversalIdConfig, file: String, to write: (String) -> Void) {
        for path in config.ignored { write("note: \(file): \(path) is accepted and ignored (it configures a phone's camera or screen)") }
    }

    /// The bundled default: every layout, default thresholds (`Templates/universal-id.json`).
    static var bundledDefault: String? {
        IDLayout.templatesDirectory?.appendingPathComponent("universal-id.json").path
    }
}
