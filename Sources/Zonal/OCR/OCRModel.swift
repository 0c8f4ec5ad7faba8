import Foundation

/// A Tesseract model: where its `.traineddata` lives and its language name.
public struct OCRModel: Sendable, Hashable {
    public var dataPath: String
    public var language: String

    public init(dataPath: String, language: String) {
        self.dataPath = dataPath
        self.language = language
    }

    /// Whether its `.traineddata` file is where Tesseract will look for it.
    public var isInstalled: Bool {
        FileManager.default.fileExists(atPath: "\(dataPath)/\(language).traineddata")
    }

    /// The project's MRZ model, trained from synthetic OCR-B lines (37 characters; see
    /// `scripts/train-mrz-model.sh`), bundled with the library.
    public static var mrz: OCRModel {
        OCRModel(dataPath: Bundle.module.resourceURL?.appendingPathComponent("tessdata").path ?? "", language: "mrz")
    }

    /// Debian's general English model (`tesseract-ocr-eng`), from `TESSDATA_PREFIX` or the
    /// system tessdata folder.
    public static var eng: OCRModel { system("eng") }

    /// A model installed with Tesseract (`eng`; `Latin` from `tesseract-ocr-script-latn` reads
    /// every Latin-script language, diacritics included), from `TESSDATA_PREFIX` or the system
    /// tessdata folder.
    public static func system(_ language: String) -> OCRModel {
        let prefix = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"].flatMap { $0.isEmpty ? nil : $0 }
        return OCRModel(dataPath: prefix ?? "/usr/share/tesseract-ocr/5/tessdata", language: language)
    }

    /// The Debian package that installs a system model (script models are capitalised).
    public static func debianPackage(for language: String) -> String {
        ["Latin": "tesseract-ocr-script-latn", "Cyrillic": "tesseract-ocr-script-cyrl", "Greek": "tesseract-ocr-script-grek"][language]
            ?? "tesseract-ocr-\(language.lowercased())"
    }

    /// A model file given by path (`.../name.traineddata`).
    public static func file(_ path: String) -> OCRModel {
        let url = URL(fileURLWithPath: path)
        return OCRModel(dataPath: url.deletingLastPathComponent().path, language: url.deletingPathExtension().lastPathComponent)
    }
}
