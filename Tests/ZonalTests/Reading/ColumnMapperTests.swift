import Testing
@testable import Zonal

@Suite struct ColumnMapperTests {
    func reading(_ text: String, _ confidence: Double, alternatives: [(String, Double)] = []) -> OCRSymbol {
        OCRSymbol(text: text, confidence: confidence, box: PixelBox(x0: 0, y0: 0, x1: 10, y1: 30),
                  alternatives: alternatives.map { OCRChoice(text: $0.0, confidence: $0.1) })
    }

    @Test func agreeingReadingsKeepTheirConfidence() {
        let merged = MRZColumnMapper.merge(reading("0", 96), reading("0", 98))
        #expect(merged?.text == "0")
        #expect(merged?.confidence == 97)
    }

    @Test func disagreeingReadingsBecomeDoubtful() {
        // The gray image says O, the binarised one 0: neither is trusted, both stay candidates.
        let merged = MRZColumnMapper.merge(reading("O", 96), reading("0", 94))
        #expect((merged?.confidence ?? 100) < 50)
        let texts = Set([merged?.text] + (merged?.alternatives.map(\.text) ?? []))
        #expect(texts.contains("O") && texts.contains("0"))
    }

    @Test func aReadingSeenOnlyOnceIsHalved() {
        #expect(MRZColumnMapper.merge(reading("K", 90), nil)?.confidence == 45)
        #expect(MRZColumnMapper.merge(nil, nil) == nil)
    }

    @Test func correlationOfShapes() {
        let a = [0.0, 1, 0, 1, 0, 1]
        #expect(abs(MRZColumnMapper.correlation(a, a) - 1) < 1e-9)
        #expect(abs(MRZColumnMapper.correlation(a, a.map { 1 - $0 }) + 1) < 1e-9)
        #expect(MRZColumnMapper.correlation(a, [1, 1, 1, 1, 1, 1]) == 0)
    }

    @Test func fillerTemplateNeedsConfidentFillers() {
        func cell(_ text: String, _ confidence: Double, _ shape: [Double]) -> MRZColumnMapper.Layout.Cell {
            MRZColumnMapper.Layout.Cell(ocr: reading(text, confidence), shape: shape, short: true, tall: false)
        }
        let few = MRZColumnMapper.Layout(cells: [cell("<", 95, [1, 0]), cell("<", 95, [1, 0])])
        #expect(MRZColumnMapper.fillerTemplate([few]) == nil)
        let enough = MRZColumnMapper.Layout(cells: [cell("<", 95, [1, 0]), cell("<", 95, [0.8, 0.2]), cell("<", 90, [0.9, 0.1]), cell("K", 99, [0, 1])])
        let template = MRZColumnMapper.fillerTemplate([enough])
        #expect(template.map { abs($0[0] - 0.9) < 1e-9 && abs($0[1] - 0.1) < 1e-9 } == true)
    }

    @Test func aCellLikeTheBandsFillersIsAFiller() {
        // OCR read K where the ink looks exactly like the band's `<`: the filler wins.
        let template = [0.0, 1, 1, 0, 0, 1, 1, 0]
        let layout = MRZColumnMapper.Layout(cells: [
            MRZColumnMapper.Layout.Cell(ocr: reading("K", 80), shape: template, short: true, tall: false),
            MRZColumnMapper.Layout.Cell(ocr: reading("A", 97), shape: [1, 0, 0, 1, 1, 0, 0, 1], short: false, tall: true),
            MRZColumnMapper.Layout.Cell(ocr: nil, shape: nil, short: false, tall: false),
        ])
        let symbols = MRZColumnMapper.symbols(layout, fillerTemplate: template)
        #expect(symbols.map(\.best.character) == ["<", "A", "<"])
    }
}
