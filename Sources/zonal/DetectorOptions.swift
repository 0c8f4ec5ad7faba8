import ArgumentParser
import Foundation
import Zonal

/// How `zonal detect` and `zonal crop` find the document: by its edges against specifications, or
/// (`--mrtd`) by its MRZ.
struct DetectorOptions: ParsableArguments {
    @Option(name: .customLong("spec"), help: "A document specification: a preset name or a JSON object (repeatable).")
    var specs: [String] = []

    @Flag(help: "Locate MRTD pages (passports, ID cards, visas) by their MRZ.")
    var mrtd = false

    @Option(help: "A detected document covering less of the image than this share (0...1) is tooSmall.")
    var minArea: Double = 0.10

    @Flag(help: "Search the outlines of straight lines even for a document clearly outlined on a plain table (slower; by default that search is left out there).")
    var allLines = false

    @OptionGroup var ocrModel: OCRModelOption

    func validate() throws {
        guard (0...1).contains(minArea) else { throw ValidationError("--min-area must be within 0...1") }
        if mrtd && !specs.isEmpty { throw ValidationError("--spec cannot be combined with --mrtd (the MRZ says which document it is)") }
        if mrtd && allLines { throw ValidationError("--all-lines is for the edge detector; --mrtd places the page by its MRZ") }
        _ = try specifications()
    }

    /// The detector the flags ask for (`workers` OCR engines for the MRTD detector).
    func locator(workers: Int) throws -> @Sendable (Image) async throws -> DocumentDetection {
        if mrtd {
            var mrtd = MRTDDetector(reader: try ocrModel.reader(workers: workers))
            mrtd.minimumAreaShare = minArea
            let detector = mrtd
            return { try await detector.detect($0) }
        }
        var edges = DocumentDetector(specifications: try specifications())
        edges.minimumAreaShare = minArea
        edges.alwaysSearchesLines = allLines
        let detector = edges
        return { try await detector.detect($0) }
    }

    private func specifications() throws -> [DocumentSpecification] {
        guard !specs.isEmpty else { return DocumentDetector().specifications }
        do {
            let parsed = try specs.map { try DocumentSpecification.parse($0) }
            var seen = Set<String>()
            for spec in parsed where !seen.insert(spec.name).inserted {
                throw ValidationError("--spec \(spec.name) is given twice")
            }
            return parsed
        } catch let error as ConfigurationError {
            throw ValidationError(error.issues.map { "\($0.file): \($0.path): \($0.message)" }.joined(separator: "\n"))
        }
    }
}

extension Quad {
    /// Corners rounded to 0.1 px, as the commands print them.
    var tenths: Quad {
        func r(_ p: Point) -> Point { Point(x: (p.x * 10).rounded() / 10, y: (p.y * 10).rounded() / 10) }
        return Quad(topLeft: r(topLeft), topRight: r(topRight), bottomRight: r(bottomRight), bottomLeft: r(bottomLeft))
    }
}
