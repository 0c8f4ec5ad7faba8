import Testing
@testable import Zonal

/// `ReaderLines`: the reader's own cuts of a generated document's MRZ lines, paired with the
/// printed text, as training lines for the OCR model (`zonal mrz-lines`).
@Suite struct ReaderLinesTests {
    let reader = MRZReader(pool: EnginePool(size: 1))

    /// A clean ID card (TD1, three lines), read; `truth` as the generator wrote it unless given.
    func card() async throws -> (image: Image, truth: SampleTruth, result: MRZReadResult) {
        let sample = try Synthesizer.sample(index: 0, options: SynthesisOptions(count: 1, seed: 11, formats: [.td1]))
        let image = try ImageLoader().decode(sample.bytes, name: sample.truth.image)
        let result = try await reader.read(image: image, name: sample.truth.image)
        #expect(result.mrz?.lines == sample.truth.lines, "the card must read exactly for these tests")
        return (image, sample.truth, result)
    }

    @Test func eachLineIsCutWhereTheReaderFoundItAndReadsAsPrinted() async throws {
        let (image, truth, result) = try await card()
        guard case .lines(let lines) = try ReaderLines.lines(image: image, truth: truth, result: result, context: 0) else {
            Issue.record("no lines"); return
        }
        #expect(lines.map(\.text) == truth.lines)
        for line in lines {
            #expect(line.image.height == MRZBandReader.lineImageHeight)
            // Upright and whole: OCR of the cut gives the printed line back.
            let read = try await reader.pool.withEngine { try $0.recognize(line.image, options: .mrzLine) }
            #expect(read.map(\.text).joined() == line.text)
        }
    }

    @Test func trainingLinesArePaddedWithPaper() async throws {
        let (image, truth, result) = try await card()
        guard case .lines(let lines) = try ReaderLines.lines(image: image, truth: truth, result: result, context: 6) else {
            Issue.record("no lines"); return
        }
        #expect(lines.allSatisfy { $0.image.height == MRZBandReader.lineImageHeight + 12 && $0.context == 6 })
    }

    @Test func readingsThatDoNotMatchThePrintedLinesAreSkipped() async throws {
        let (image, truth, result) = try await card()
        func outcome(_ lines: [String]) throws -> ReaderLines.Outcome {
            var changed = truth
            changed.lines = lines
            return try ReaderLines.lines(image: image, truth: changed, result: result, context: 0)
        }
        #expect(try outcome([]) == .skipped("no MRZ in the truth"))
        #expect(try outcome(Array(truth.lines.prefix(2))) == .skipped("3 lines found, 2 printed"))
        #expect(try outcome(truth.lines.map { String($0.dropLast()) }) == .skipped("line length differs from the printed one"))
        #expect(try outcome(truth.lines.map { String($0.reversed()) }) == .skipped("reading too unlike the printed lines"))
        var empty = result
        empty.mrz = nil
        empty.location = nil
        #expect(try ReaderLines.lines(image: image, truth: truth, result: empty, context: 0) == .skipped("no MRZ found"))
    }

    @Test func anUnreadableImageIsReportedNotThrown() async throws {
        let (_, truth, _) = try await card()
        let outcome = await ReaderLines.lines(path: "/nonexistent/zonal-card.jpg", truth: truth, reader: reader, context: 0)
        guard case .unreadable(let why) = outcome else { Issue.record("\(outcome)"); return }
        #expect(why.contains("zonal-card.jpg"))
    }
}
