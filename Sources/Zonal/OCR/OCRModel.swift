import Foundation

/// A Tesseract model: where its `.traineddata` lives and its language name.
public struct OCRModel: Sendable, Hashable {
    public var dataPath: String
    public var language: String

    public init(dataPath: String, language: String) {
        self.dataPath = dataPath
        self.language = language
    }

    /// The project's MRZ model, trained from synthetic OCR-B lines (37 characters; see
    /// `scripts/train-mrz-model.sh`), bundled with the library.
    public static var mrz: OCRModel {
        OCRModel(dataPath: Bundle.module.resourceURL?.appendingPathComponent("tessdata").path ?? "", language: "mrz")
    }

    /// Debian's general English model (`tesseract-ocr-eng`), from `TESSDATA_PREFIX` or the
    /// system tessdata folder.
    public static var eng: OCRModel {
        let prefix = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"].flatMap { $0.isEmpty ? nil : $0 }
        return OCRModel(dataPath: prefix ?? "/usr/share/tesseract-ocr/5/tessdata", language: "eng")
    }

    /// A model file given by path (`.../name.traineddata`).
    public static func file(_ path: String) -> OCRModel {
        let url = URL(fileURLWithPath: path)
        return OCRModel(dataPath: url.deletingLastPathComponent().path, language: url.deletingPathExtension().lastPathComponent)
    }
}
