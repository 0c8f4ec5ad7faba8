import ArgumentParser
import Foundation
import Zonal

struct SynthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synth",
        abstract: "Generate synthetic identity-document images with ground truth (NAME.jpg + NAME.truth.json).",
        discussion: """
        Every sample is reproducible from --seed and its index. Formats: \(DocumentName.all) (dl: an EU-style \
        driving licence front, idfront: an ID card front without an MRZ, slip: a SEPA-style payment slip; their truth has \
        "visual" fields).
        Conditions: \(Condition.allCases.map(\.rawValue).joined(separator: ", ")).
        Presets: \(SynthesisPreset.allCases.map(\.rawValue).joined(separator: ", ")).
        Example: zonal synth --out samples --count 200 --seed 7 --preset photo --negatives 20
        """
    )

    @Option(name: .long, help: "Output directory (created if missing).")
    var out: String

    @Option(name: .long, help: "Number of documents (with an MRZ, or of the non-MRZ formats asked for).")
    var count: Int = 10

    @Option(name: .long, help: "Random seed (same seed, same files).")
    var seed: UInt64 = 1

    @Option(name: .long, help: "Comma-separated formats, used in turn: td1,td2,td3,mrva,mrvb (MRZ documents), dl (driving licence front), idfront (ID card front without MRZ), slip (payment slip). Default: the five MRZ formats.")
    var formats: String?

    @Option(name: .long, help: "clean, photo, mixed, coverage or real (what real documents look like).")
    var preset: String = "clean"

    @Option(name: .long, help: "Comma-separated conditions applied to every sample.")
    var conditions: String?

    @Option(name: .long, help: "Number of extra samples without an identity document (negatives).")
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
        _ = try parsedDocuments()
        _ = try parsedPreset()
        _ = try parsedConditions()
    }

    func run() async throws {
        let options = SynthesisOptions(count: count, seed: seed, documents: try parsedDocuments(), preset: try parsedPreset(),
                                       conditions: try parsedConditions(), negatives: negatives, outputDirectory: out,
                                       dpi: dpi, imageFormat: png ? .png : .jpeg)
        let start = Date()
        let truths = try Synthesizer.generate(options)
        let seconds = Date().timeIntervalSince(start)
        let withMRZ = truths.filter { $0.format != nil }.count
        let licences = truths.filter { $0.layout == .drivingLicense }.count, fronts = truths.filter { $0.layout == .idFront }.count
        let slips = truths.filter { $0.layout == nil && $0.visual != nil }.count
        var visual = licences + fronts == 0 ? "" : String(format: "; %d driving licences, %d ID fronts", licences, fronts)
        if slips > 0 { visual += String(format: "%@ %d payment slips", visual.isEmpty ? ";" : ",", slips) }
        let line = String(format: "synth: wrote %d samples (%d with MRZ, %d without%@) to %@ in %.1f s (%.0f ms/sample), seed %llu\n",
                          truths.count, withMRZ, truths.count - withMRZ, visual, out, seconds, seconds * 1000 / Double(max(1, truths.count)), seed)
        FileHandle.standardError.write(Data(line.utf8))
    }

    private func parsedDocuments() throws -> [SyntheticDocument] {
        guard let formats else { return MRZFormat.allCases.map { .mrz($0) } }
        return try list(formats).map { name in
            guard let document = SyntheticDocument(name: name) else {
                throw ValidationError("unknown format '\(name)' in --formats (known: \(DocumentName.all))")
            }
            return document
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

/// Command-line spellings of the documents (`SyntheticDocument.name`).
enum DocumentName {
    static let all = SyntheticDocument.allCases.map(\.name).joined(separator: ", ")
}
