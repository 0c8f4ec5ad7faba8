import ArgumentParser
import Foundation
import Zonal

/// `--ocr-model`, `--second-model` and `--no-visual-zone`: which Tesseract models read MRZ lines,
/// and whether the page's printed names and number are read where the MRZ's are in doubt.
struct OCRModelOption: ParsableArguments {
    @Option(name: .customLong("ocr-model"),
            help: "MRZ OCR model: mrz (the project's trained model, default), eng (Debian's English model), or a path to a .traineddata file.")
    var name = "mrz"

    @Option(name: .customLong("second-model"),
            help: "Model that reads the lines again where the first's reading passes every check but is not valid, its reading voting with the first's, and reads the bands alone where the first found no MRZ at all (another print face): eng (default; none when --ocr-model is eng), none, mrz, or a path to a .traineddata file.")
    var secondName: String?

    @Flag(name: .customLong("no-visual-zone"),
          help: "Do not read the page's printed names and document number where the MRZ's are in doubt (by default eng reads them, when installed, to correct a character the MRZ misread).")
    var noVisualZone = false

    var model: OCRModel { OCRModelOption.model(named: name) }

    private static func model(named name: String) -> OCRModel {
        switch name {
        case "mrz": return .mrz
        case "eng": return .eng
        default: return .file(name)
        }
    }

    /// An MRZ reader with `workers` engines of each model. A second model asked for by name must
    /// be installed: it is loaded only when a reading needs it, which may be never.
    func reader(workers: Int) throws -> MRZReader {
        var reader = try readerWithModels(workers: workers)
        if noVisualZone { reader.visualZonePool = nil }
        return reader
    }

    private func readerWithModels(workers: Int) throws -> MRZReader {
        let pool = EnginePool(size: workers, model: model)
        guard let secondName else { return MRZReader(pool: pool) }
        guard secondName != "none" else { return MRZReader(pool: pool, secondPool: nil) }
        let second = OCRModelOption.model(named: secondName)
        guard second.isInstalled else {
            throw ZonalError.ocrUnavailable("no \(second.language).traineddata in \(second.dataPath) (--second-model)")
        }
        return MRZReader(pool: pool, secondPool: EnginePool(size: workers, model: second))
    }

    func validate() throws {
        guard ["mrz", "eng"].contains(name) || name.hasSuffix(".traineddata") else {
            throw ValidationError("--ocr-model must be mrz, eng or a path ending in .traineddata, not '\(name)'")
        }
        if let secondName, !(["mrz", "eng", "none"].contains(secondName) || secondName.hasSuffix(".traineddata")) {
            throw ValidationError("--second-model must be eng, none, mrz or a path ending in .traineddata, not '\(secondName)'")
        }
    }
}
