import ArgumentParser
import Foundation
import Zonal

/// `--ocr-model`: which Tesseract model reads MRZ lines.
struct OCRModelOption: ParsableArguments {
    @Option(name: .customLong("ocr-model"),
            help: "MRZ OCR model: mrz (the project's trained model, default), eng (Debian's English model), or a path to a .traineddata file.")
    var name = "mrz"

    var model: OCRModel {
        switch name {
        case "mrz": return .mrz
        case "eng": return .eng
        default: return .file(name)
        }
    }

    func validate() throws {
        guard ["mrz", "eng"].contains(name) || name.hasSuffix(".traineddata") else {
            throw ValidationError("--ocr-model must be mrz, eng or a path ending in .traineddata, not '\(name)'")
        }
    }
}
