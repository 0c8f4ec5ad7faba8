import ArgumentParser
import Foundation
import Zonal

struct SynthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synth",
        abstract: "Generate synthetic identity-document images with ground truth (NAME.jpg + NAME.truth.json).",
        discussion: """
        Every sample is reproducible from --seed and its index. Formats: \(MRZFormatName.all).
        Conditions: \(Condition.allCases.map(\.rawValue).joined(separator: ", ")).
        Presets: \(SynthesisPreset.allCases.map(\.rawValue).joined(separator: ", ")).
        Example: zonal synth --out samples --count 200 --seed 7 --preset photo --negatives 20
        """
    )

    @Option(name: .long, help: "Output directory (created if missing).")
    var out: String

    @Option(name: .long, help: "Number of samples with an MRZ.")
    var count: Int = 10

    @Option(name: .long, help: "Random seed (same seed, same files).")
    var seed: UInt64 = 1

    @Option(name: .long, help: "Comma-separated formats: td1,td2,td3,mrva,mrvb (default: all).")
    var formats: String?

    @Option(name: .long, help: "clean, photo, mixed, coverage or real (what real documents look like).")
    var preset: String = "clean"

    @Option(name: .long, help: "Comma-separated conditions applied to every sample.")
    var conditions: String?

    @Option(name: .long, help: "Number of extra samples without an MRZ.")
    var negatives: Int = 0

    @Option(name: .long, help: "Page rendering resolution.")
    var dpi: Double = 300

    @Flag(name: .long, help: "Write PNG instead of JPEG (samples with jpeg/exif stay JPEG).")
    var png = false

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must be 0 or more") }
        guard negatives >= 0 else { throw ValidationError("--negatives must be 0 or more") }
        guard count + negatives > 0 else { throw ValidationError("nothing to generate: --count and --negatives are both 0") }
        guard (72...1200).contains(dpi) else { throw ValidationError("--dpi must be within 72...1200") }
        _ = try parsedFormats()
        _ = try parsedPreset()
        _ = try parsedConditions()
    }

    func run() async throws {
        let options = SynthesisOptions(count: count, seed: seed, formats: try parsedFormats(), preset: try parsedPreset(),
                                       conditions: try parsedConditions(), negatives: negatives, outputDirectory: out,
                                       dpi: dpi, imageFormat: png ? .png : .jpeg)
        let start = Date()
        let truths = try Synthesizer.generate(options)
        let seconds = Date().timeIntervalSince(start)
        let withMRZ = truths.filter { $0.format != nil }.count
        let line = String(format: "synth: wrote %d samples (%d with MRZ, %d without) to %@ in %.1f s (%.0f ms/sample), seed %llu\n",
                          truths.count, withMRZ, truths.count - withMRZ, out, seconds, seconds * 1000 / Double(max(1, truths.count)), seed)
        FileHandle.standardError.write(Data(line.utf8))
    }

    private func parsedFormats() throws -> [MRZFormat] {
        guard let formats else { return MRZFormat.allCases }
        return try list(formats).map { name in
            guard let format = MRZFormatName.parse(name) else {
                throw ValidationError("unknown format '\(name)' in --formats (known: \(MRZFormatName.all))")
            }
            return format
        }
    }

    private func parsedPreset() throws -> SynthesisPreset {
        guard let value = SynthesisPreset(rawValue: preset.lowercased()) else {
            throw ValidationError("unknown preset '\(preset)' (known: \(SynthesisPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return value
    }

    private func parsedConditions() throws -> Set<Condition> {
        guard let conditions else { return [] }
        let set = Set(try list(conditions).map { name in
            guard let condition = Condition(rawValue: name.lowercased()) else {
                throw ValidationError("unknown condition '\(name)' in --conditions (known: \(Condition.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return condition
        })
        do {
            try SynthesisOptions(conditions: set).validateConditions()
        } catch let error as ZonalError {
            throw ValidationError("--conditions: \(error)")
        }
        return set
    }

    private func list(_ text: String) throws -> [String] {
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw ValidationError("empty list '\(text)'") }
        return items
    }
}

/// Command-line spellings of the MRZ formats.
enum MRZFormatName {
    static let all = "td1, td2, td3, mrva, mrvb"

    static func parse(_ name: String) -> MRZFormat? {
        switch name.lowercased().replacingOccurrences(of: "-", with: "") {
        case "td1": return .td1
        case "td2": return .td2
        case "td3": return .td3
        case "mrva": return .mrvA
        case "mrvb": return .mrvB
        default: return nil
        }
    }
}
