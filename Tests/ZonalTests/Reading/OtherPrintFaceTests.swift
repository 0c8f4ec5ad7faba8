import Testing
@testable import Zonal

/// An MRZ printed in a thin typewriter serif instead of OCR-B (the generator's `font` condition,
/// fresh real-preset set `zonal synth --preset real --seed 3031`). Its strokes fall below the band
/// finder's ink threshold, and the MRZ model reads its glyphs as noise: both documents below were
/// `empty`. Where nothing else was found, bands are looked for with fainter ink and the second
/// model (`eng`) reads them.
@Suite struct OtherPrintFaceTests {
    /// Whether a band's centre lies within the MRZ's bounding box.
    static func covers(_ band: Quad, _ mrz: Quad) -> Bool {
        let xs = [mrz.topLeft.x, mrz.topRight.x, mrz.bottomRight.x, mrz.bottomLeft.x]
        let ys = [mrz.topLeft.y, mrz.topRight.y, mrz.bottomRight.y, mrz.bottomLeft.y]
        let centre = band.point(u: 0.5, v: 0.5)
        return (xs.min() ?? 0)...(xs.max() ?? 0) ~= centre.x && (ys.min() ?? 0)...(ys.max() ?? 0) ~= centre.y
    }

    /// Document 80, a TD1 in thin serif on a plain scan: at the usual threshold the only band is
    /// the card's heading; with faint ink the MRZ is a band too.
    @Test func aThinSerifMRZIsABandOnlyWithFaintInk() throws {
        let sample = try benchmarkSample(.real, seed: 3031, index: 80)
        #expect(sample.truth.format == .td1 && sample.truth.conditions.contains(.font))
        let mrz = try #require(sample.truth.mrz?.quad)
        let gray = try ImageLoader().decode(sample.bytes, name: sample.truth.image).grayscale()
        let usual = try MRZReader.findBands(gray, limit: 3)
        #expect(!usual.contains { Self.covers($0, mrz) }, "\(usual)")
        let faint = try MRZReader.findBands(gray, limit: 3, inkFactor: MRZReader.faintInkFactor)
        #expect(faint.contains { Self.covers($0, mrz) }, "\(faint)")
    }

    /// Document 259, an MRV-B in thin serif photographed at a slant, on its faint-ink band: the
    /// MRZ model reads noise there (no MRZ), `eng` reads the document number and dates right (an
    /// `8` in the optional data reads `B`, so it stays `uncertain`).
    @Test func aThinSerifVisaIsReadByTheSecondModel() async throws {
        try #require(OCRModel.eng.isInstalled, "Debian's eng model is not installed (scripts/install-deps.sh)")
        let sample = try benchmarkSample(.real, seed: 3031, index: 259)
        #expect(sample.truth.format == .mrvB && sample.truth.conditions.contains(.font))
        let fields = try #require(sample.truth.fields)
        let mrz = try #require(sample.truth.mrz?.quad)
        let gray = try ImageLoader().decode(sample.bytes, name: sample.truth.image).grayscale()
        let band = try #require(try MRZReader.findBands(gray, limit: 3, inkFactor: MRZReader.faintInkFactor).first { Self.covers($0, mrz) })
        let options = MRZParseOptions(correct: true, minimumConfidence: MRZReader.defaultMinimumConfidence, strictValidity: true)
        var timing = MRZBandReader.Timing(), votes = MRZBandReader.Votes()
        let byMRZModel = try await MRZBandReader(pool: EnginePool(size: 1), options: options).read(image: gray, band: band, timing: &timing, votes: &votes)
        #expect(byMRZModel.map { !MRZReader.isPlausible($0.result) } ?? true, "\(byMRZModel?.result.lines ?? [])")
        let byEng = try #require(try await MRZBandReader(pool: EnginePool(size: 1, model: .eng), options: options)
            .read(image: gray, band: band, timing: &timing, votes: &votes))
        #expect(MRZReader.isPlausible(byEng.result))
        #expect(byEng.result.state == .uncertain)
        #expect(byEng.result.fields["documentNumber"]?.value == fields.documentNumber)
        #expect(byEng.result.fields["dateOfBirth"]?.value == fields.dateOfBirth)
        #expect(byEng.result.fields["dateOfExpiry"]?.value == fields.dateOfExpiry)
    }

    /// Document 80 end to end: it was `empty`; its dates now read right. Its document number does
    /// not (`D67809817` reads `D675098<9`), so the result is `uncertain`, with a failing check.
    @Test func aThinSerifCardIsNoLongerEmpty() async throws {
        try #require(OCRModel.eng.isInstalled, "Debian's eng model is not installed (scripts/install-deps.sh)")
        let sample = try benchmarkSample(.real, seed: 3031, index: 80)
        let fields = try #require(sample.truth.fields)
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        let mrz = try #require(result.mrz, "\(result.reasons)")
        #expect(result.state == .uncertain)
        #expect(mrz.fields["dateOfBirth"]?.value == fields.dateOfBirth)
        #expect(mrz.fields["dateOfExpiry"]?.value == fields.dateOfExpiry)
        #expect(mrz.checks.contains { !$0.passed })
    }
}
