import Testing
@testable import Zonal

/// A character's confidence is capped by its strongest rival (`MRZColumnMapper`): the model's own
/// confidence in a W-read-as-N was 97 with W at 33 beside it.
@Suite struct HonestConfidenceTests {
    func cell(_ text: String, _ confidence: Double, rivals: [(String, Double)]) -> MRZColumnMapper.Layout.Cell {
        let ocr = OCRSymbol(text: text, confidence: confidence, box: PixelBox(x0: 0, y0: 0, x1: 10, y1: 30),
                            alternatives: rivals.map { OCRChoice(text: $0.0, confidence: $0.1) })
        return MRZColumnMapper.Layout.Cell(ocr: ocr, shape: [1, 1, 1], short: false, tall: true)
    }

    func best(_ cell: MRZColumnMapper.Layout.Cell) -> MRZCandidate? {
        MRZColumnMapper.symbols(MRZColumnMapper.Layout(cells: [cell]), fillerTemplate: nil).first?.best
    }

    @Test func aStrongRivalMakesTheChoiceDoubtful() {
        let read = best(cell("N", 97, rivals: [("N", 91), ("W", 33), ("M", 21)]))
        #expect(read?.character == "N")
        #expect(read?.confidence == 67)
    }

    @Test func rivalsAtZeroLeaveTheConfidenceAlone() {
        let read = best(cell("N", 97, rivals: [("N", 91), ("W", 0), ("H", 0)]))
        #expect(read?.character == "N")
        #expect(read?.confidence == 97)
    }

    @Test func theDoubtfulCharacterKeepsAResultFromBeingValid() throws {
        // Every check passes, but a name letter had a strong rival: uncertain, never valid.
        var lines = Specimen.td3.map { $0.map { MRZSymbol($0, confidence: 98) } }
        let column = 5  // the E of ERIKSSON
        lines[0][column] = MRZSymbol(candidates: [MRZCandidate("E", confidence: 100 - 40), MRZCandidate("F", confidence: 40)])
        let result = try MRZParser.parse(MRZReading(lines: lines),
                                         options: MRZParseOptions(correct: true, referenceDate: mrzReferenceDate,
                                                                  minimumConfidence: MRZReader.defaultMinimumConfidence, strictValidity: true))
        #expect(result.checks.allSatisfy { $0.passed })
        #expect(result.state == .uncertain)
    }
}

/// The first letter of a two-line MRZ decides its format and no check digit covers it.
@Suite struct DocumentCodeRivalTests {
    let reader = MRZBandReader(pool: EnginePool(size: 1), options: MRZParseOptions(correct: true, referenceDate: mrzReferenceDate,
                                                                                   minimumConfidence: 93, strictValidity: true))

    func lines(_ text: [String], first: [MRZCandidate]) -> [[MRZSymbol]] {
        var symbols = text.map { $0.map { MRZSymbol($0, confidence: 99) } }
        symbols[0][0] = MRZSymbol(candidates: first)
        return symbols
    }

    func parse(_ symbols: [[MRZSymbol]]) throws -> MRZResult {
        try MRZParser.parse(MRZReading(lines: symbols), options: reader.options)
    }

    @Test func aVisaReadAsPIsRestoredFromTheRunnerUp() throws {
        // An MRV-B whose V was read as P: as a TD2 its composite check fails.
        let symbols = lines(Specimen.mrvB, first: [MRZCandidate("P", confidence: 41), MRZCandidate("V", confidence: 59)])
        let asRead = try parse(symbols)
        #expect(asRead.format == .td2 && !asRead.failedChecks.isEmpty)
        let result = reader.otherDocumentCode(symbols, instead: asRead)
        #expect(result.format == .mrvB)
        #expect(result.lines == Specimen.mrvB)
        #expect(result.checks.allSatisfy { $0.passed })
        #expect(result.state != .valid)
    }

    @Test func aWeakRunnerUpIsNotAReading() throws {
        let symbols = lines(Specimen.mrvB, first: [MRZCandidate("P", confidence: 90), MRZCandidate("V", confidence: 5)])
        let asRead = try parse(symbols)
        #expect(reader.otherDocumentCode(symbols, instead: asRead).format == .td2)
    }

    @Test func aReadingWhoseChecksPassIsKept() throws {
        // A TD2 would also pass every MRV-B check; it is not turned into a visa.
        let symbols = lines(Specimen.td2, first: [MRZCandidate("I", confidence: 60), MRZCandidate("V", confidence: 40)])
        let asRead = try parse(symbols)
        #expect(asRead.checks.allSatisfy { $0.passed })
        #expect(reader.otherDocumentCode(symbols, instead: asRead).format == .td2)
    }
}

/// A two-line MRZ's length must agree with the characters its glyph spacing shows.
@Suite struct LineLengthEvidenceTests {
    @Test func aBandShorterThanAnMRZLineIsWidened() {
        #expect(MRZBandReader.widerTargets(lineCount: 2, characters: 27) == [36, 44])
        #expect(MRZBandReader.widerTargets(lineCount: 2, characters: 35.5) == [])
        #expect(MRZBandReader.widerTargets(lineCount: 2, characters: 43.5) == [])
        #expect(MRZBandReader.widerTargets(lineCount: 3, characters: 22) == [30])
        #expect(MRZBandReader.widerTargets(lineCount: 3, characters: 29.5) == [])
    }

    @Test func lengthMustMatchTheGlyphSpacing() {
        #expect(MRZBandReader.lengthAgrees(36, lineCount: 2, characters: 35.6))
        #expect(!MRZBandReader.lengthAgrees(36, lineCount: 2, characters: 43.3))
        #expect(MRZBandReader.lengthAgrees(44, lineCount: 2, characters: 43.3))
        #expect(!MRZBandReader.lengthAgrees(44, lineCount: 2, characters: 35.2))
        #expect(MRZBandReader.lengthAgrees(30, lineCount: 3, characters: 12))
    }
}
