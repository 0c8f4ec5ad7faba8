import CTesseract
import Foundation

/// One initialised Tesseract instance. Not thread-safe (sharing one crashes): the `EnginePool`
/// lends each to one task at a time, which is what makes the `@unchecked Sendable` sound.
final class TesseractEngine: @unchecked Sendable {
    private let handle: OpaquePointer
    private var current: OCROptions?

    /// `Init` costs 100–130 ms, which is why engines are pooled rather than made per image.
    init(dataPath: String, language: String) throws {
        guard OCRModel(dataPath: dataPath, language: language).isInstalled else {
            throw ZonalError.ocrUnavailable("no \(language).traineddata in \(dataPath) (install tesseract-ocr-\(language))")
        }
        guard let handle = TessBaseAPICreate() else { throw ZonalError.ocrUnavailable("could not create a Tesseract instance") }
        // Dictionaries only hurt MRZ and field reading, and cost load time.
        let names = ["load_system_dawg", "load_freq_dawg", "lstm_choice_mode"]
        let values = ["0", "0", "2"]
        var cNames = names.map { strdup($0) }
        var cValues = values.map { strdup($0) }
        defer { (cNames + cValues).forEach { free($0) } }
        let status = cNames.withUnsafeMutableBufferPointer { n in
            cValues.withUnsafeMutableBufferPointer { v in
                TessBaseAPIInit4(handle, dataPath, language, OEM_LSTM_ONLY, nil, 0, n.baseAddress, v.baseAddress, names.count, 0)
            }
        }
        guard status == 0 else {
            TessBaseAPIDelete(handle)
            throw ZonalError.ocrUnavailable("Tesseract could not load \(language) from \(dataPath)")
        }
        // Tesseract's own diagnostics ("Image too small to scale!!", statistics dumps on odd
        // blobs) say nothing a user can act on and would interleave with Zonal's messages.
        TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        _ = TesseractEngine.leptonicaSilenced
        self.handle = handle
    }

    /// Leptonica prints its own complaints on stderr ("Error in pixScanForForeground: invalid
    /// box", from Tesseract's layout analysis of a whole page); the page is read all the same.
    private static let leptonicaSilenced: Bool = {
        _ = setMsgSeverity(6)
        return true
    }()

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    private func apply(_ options: OCROptions) {
        guard options != current else { return }
        TessBaseAPISetVariable(handle, "tessedit_char_whitelist", options.whitelist ?? "")
        TessBaseAPISetPageSegMode(handle, TessPageSegMode(rawValue: UInt32(options.segmentation.rawValue)))
        TessBaseAPISetVariable(handle, "thresholding_method", options.localThreshold ? "2" : "0")
        TessBaseAPISetVariable(handle, "lstm_choice_mode", options.alternatives ? "2" : "0")
        current = options
    }

    /// Reads a grayscale image and returns its symbols in reading order.
    func recognize(_ image: Image, options: OCROptions) throws -> [OCRSymbol] {
        let gray = try image.grayscale()
        guard let pixels = gray.pixels else { return [] }
        apply(options)
        TessBaseAPISetImage(handle, pixels, Int32(gray.width), Int32(gray.height), 1, Int32(gray.stride))
        TessBaseAPISetSourceResolution(handle, Int32(options.resolution))
        defer { TessBaseAPIClear(handle) }
        guard TessBaseAPIRecognize(handle, nil) == 0 else { return [] }
        guard let iterator = TessBaseAPIGetIterator(handle) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        var symbols: [OCRSymbol] = []
        repeat {
            guard let textPointer = TessResultIteratorGetUTF8Text(iterator, RIL_SYMBOL) else { continue }
            let text = String(cString: textPointer)
            TessDeleteText(textPointer)
            let confidence = Double(TessResultIteratorConfidence(iterator, RIL_SYMBOL))
            var x0: Int32 = 0, y0: Int32 = 0, x1: Int32 = 0, y1: Int32 = 0
            let page = TessResultIteratorGetPageIteratorConst(iterator)
            TessPageIteratorBoundingBox(page, RIL_SYMBOL, &x0, &y0, &x1, &y1)
            symbols.append(OCRSymbol(text: text, confidence: confidence,
                                     box: PixelBox(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1)),
                                     alternatives: choices(iterator),
                                     startsWord: TessPageIteratorIsAtBeginningOf(page, RIL_WORD) != 0,
                                     startsLine: !symbols.isEmpty && TessPageIteratorIsAtBeginningOf(page, RIL_TEXTLINE) != 0))
        } while TessResultIteratorNext(iterator, RIL_SYMBOL) != 0
        return symbols
    }

    private func choices(_ iterator: OpaquePointer) -> [OCRChoice] {
        guard let choice = TessResultIteratorGetChoiceIterator(iterator) else { return [] }
        defer { TessChoiceIteratorDelete(choice) }
        var result: [OCRChoice] = []
        repeat {
            guard let text = TessChoiceIteratorGetUTF8Text(choice) else { continue }
            result.append(OCRChoice(text: String(cString: text), confidence: Double(TessChoiceIteratorConfidence(choice))))
        } while TessChoiceIteratorNext(choice) != 0
        return result.sorted { $0.confidence > $1.confidence }
    }
}
