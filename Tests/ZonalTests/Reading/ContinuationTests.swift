import Testing
@testable import Zonal

/// A 44-character MRZ cut to 36 (an MRV-A read as a valid MRV-B) is told apart by the glyphs
/// that go on past the cut (`MRZBandReader.continuesRight`).
@Suite struct ContinuationTests {
    static let cap = 20, pitch = 20, glyphWidth = 12, left = 50
    static let rows = [50, 100]

    /// Two lines of glyph-like blocks at the MRZ's pitch; `extra` is drawn after each line's glyphs,
    /// and the cells in `missing` are left blank.
    /// With `glareFrom`, glare lights the page from that glyph's cell on: paper 255 and ink 200
    /// there, paper 200 and ink 20 before it.
    func page(glyphs: [Int], extra: (x: Int, width: Int, height: Int)? = nil, glareFrom: Int? = nil, missing: Set<Int> = []) throws -> Image {
        let width = 1100, height = 180
        let glareX = glareFrom.map { Self.left + $0 * Self.pitch - Self.pitch / 4 } ?? 0
        var pixels = [UInt8](repeating: 255, count: width * height)
        if glareFrom != nil {
            for y in 0..<height { for x in 0..<glareX { pixels[y * width + x] = 200 } }
        }
        func fill(x: Int, y: Int, w: Int, h: Int) {
            for yy in max(0, y)..<min(height, y + h) {
                for xx in max(0, x)..<min(width, x + w) { pixels[yy * width + xx] = glareFrom != nil && xx >= glareX ? 200 : 20 }
            }
        }
        for (row, count) in zip(Self.rows, glyphs) {
            for i in 0..<count where !missing.contains(i) {
                // A glyph's strokes (outlines): solid blocks would be taken for background by
                // the binarisation's paper estimate.
                let x = Self.left + i * Self.pitch, stroke = 3
                fill(x: x, y: row, w: Self.glyphWidth, h: stroke)
                fill(x: x, y: row + Self.cap - stroke, w: Self.glyphWidth, h: stroke)
                fill(x: x, y: row, w: stroke, h: Self.cap)
                fill(x: x + Self.glyphWidth - stroke, y: row, w: stroke, h: Self.cap)
            }
            if let extra { fill(x: extra.x, y: row + Self.cap / 2 - extra.height / 2, w: extra.width, h: extra.height) }
        }
        return try Image.fromPixels(pixels, width: width, height: height, channels: 1)
    }

    /// The first 36 cells of each line, cut the way the reader cuts lines for OCR.
    var readLines: (quads: [Quad], inkWidth: Double, h: Double) {
        let h = Double(Self.cap)
        let inkLeft = Double(Self.left), inkRight = Double(Self.left + 35 * Self.pitch + Self.glyphWidth)
        let quads = Self.rows.map { row -> Quad in
            let middle = Double(row) + h / 2
            return Quad(topLeft: Point(x: inkLeft - 0.6 * h, y: middle - 0.85 * h), topRight: Point(x: inkRight + 0.6 * h, y: middle - 0.85 * h),
                        bottomRight: Point(x: inkRight + 0.6 * h, y: middle + 0.85 * h), bottomLeft: Point(x: inkLeft - 0.6 * h, y: middle + 0.85 * h))
        }
        return (quads, inkRight - inkLeft, h)
    }

    func continues(_ image: Image) throws -> Bool {
        let reader = MRZBandReader(pool: EnginePool(size: 1), options: MRZParseOptions())
        let lines = readLines
        return try reader.continuesRight(image: image, lineQuads: lines.quads, inkWidth: lines.inkWidth, lineHeight: lines.h)
    }

    @Test func fortyFourCharacterLinesGoOnPastTheCut() throws {
        #expect(try continues(page(glyphs: [44, 44])))
    }

    /// Glare that cut the lines at 36 fades the fillers past the cut too: divided by the paper's
    /// brightness they fall below Otsu's threshold, measured against the deepest ink nearby they
    /// do not (an MRV-A was read as a valid MRV-B on the real preset, seed 3031, document 248).
    @Test func fillersFadedByGlareStillGoOn() throws {
        #expect(try continues(page(glyphs: [44, 44], glareFrom: 36)))
        #expect(try !continues(page(glyphs: [36, 36], glareFrom: 36)))
    }

    /// Glare took the three fillers after the cut whole (seed 4044 #168, an MRV-A read as a valid
    /// MRV-B): the first glyph past the cut is three pitches away, but the ones after it follow
    /// one pitch apart.
    @Test func linesGoOnPastAGapAtTheirOwnPitch() throws {
        #expect(try continues(page(glyphs: [44, 44], missing: Set(36..<39))))
        // Four pitches' gap and only four glyphs after it: still the line's own row of fillers.
        #expect(try continues(page(glyphs: [44, 44], missing: Set(36..<40))))
        // Blobs at twice the pitch are no line of fillers.
        #expect(try !continues(page(glyphs: [44, 44], missing: Set(36..<39).union([40, 42]))))
    }

    /// A fresh real-preset set (seed 4044), document 168: a visa (MRV-A) whose MRZ band stopped
    /// where glare paled three fillers of each line. Its 36 characters read as a valid MRV-B,
    /// every field's value right.
    @Test func aVisaWhoseFillersGlareTookReadsWhole() async throws {
        try await expectNeverValidAndWrong(seed: 4044, index: 168, format: .mrvA)
    }

    @Test func aRowOfBlobsIsTakenAtThePitch() {
        #expect(MRZBandReader.pitchRow([100, 120, 141, 160], pitch: 20) == 100)
        // A piece of a glyph beside its blob is passed over.
        #expect(MRZBandReader.pitchRow([100, 104, 120, 141, 160], pitch: 20) == 100)
        #expect(MRZBandReader.pitchRow([60, 100, 120, 140, 160], pitch: 20) == 100)
        #expect(MRZBandReader.pitchRow([100, 140, 180, 220], pitch: 20) == nil)
        #expect(MRZBandReader.pitchRow([100, 120, 140], pitch: 20) == nil)
    }

    @Test func thirtySixCharacterLinesEndThere() throws {
        #expect(try !continues(page(glyphs: [36, 36])))
    }

    @Test func bothLinesMustGoOn() throws {
        #expect(try !continues(page(glyphs: [44, 36])))
    }

    @Test func aLongBarAfterTheLineIsNotMoreGlyphs() throws {
        // A rule or a card edge beside the zone: far wider than any glyph.
        let end = Self.left + 36 * Self.pitch + 4
        #expect(try !continues(page(glyphs: [36, 36], extra: (end, 150, 4))))
    }

    @Test func onlyAThirtySixCharacterReadingWhoseChecksAllPassIsProbed() throws {
        let valid = try parseText(Specimen.mrvB)
        #expect(valid.state == .valid)
        #expect(MRZBandReader.mayBeCutShort(valid))
        // Uncertain by a weak character only: still probed.
        var weak = valid
        weak.state = .uncertain
        #expect(MRZBandReader.mayBeCutShort(weak))
        // A failing check: not an MRZ to lengthen.
        let failing = try parseText([Specimen.mrvB[0], replacing(Specimen.mrvB[1], column: 10, with: "5")])
        #expect(failing.state == .uncertain)
        #expect(!MRZBandReader.mayBeCutShort(failing))
        let td3 = try parseText(Specimen.td3)
        #expect(!MRZBandReader.mayBeCutShort(td3))
    }

    /// A passport's (TD3) second line is a TD2's up to its 28th character: cut to 36, it reads as
    /// a TD2 whose checks pass but the composite, which is probed; a TD2 failing another check
    /// as well is not.
    @Test func aPassportCutTo36CharactersIsProbed() throws {
        let cut = Specimen.td3.map { String($0.prefix(36)) }
        let short = try parseText(cut)
        #expect(short.format == .td2)
        #expect(short.failedChecks == ["composite"])
        #expect(MRZBandReader.mayBeCutShort(short))
        let failing = try parseText([cut[0], replacing(cut[1], column: 10, with: "5")])
        #expect(Set(failing.failedChecks) == ["documentNumber", "composite"])
        #expect(!MRZBandReader.mayBeCutShort(failing))
        #expect(!MRZBandReader.mayBeCutShort(try parseText(Specimen.td3)))
    }

    /// A generated passport (real preset, seed 3043, the 122nd) whose MRZ the band reader cut to
    /// 36 characters: read as a TD2 whose composite check failed (its place held a filler of the
    /// passport's optional data). Its lines go on, and the whole zone reads exactly.
    @Test func aPassportReadAsATD2IsReadWhole() async throws {
        let sample = try Synthesizer.sample(index: 122, options: SynthesisOptions(count: 200, seed: 3043, preset: .real))
        #expect(sample.truth.format == .td3)
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        #expect(result.mrz?.lines == sample.truth.lines, "\(result.state) \(result.reasons)")
    }

    /// The whole zone's reading replaces the short one when it is longer and every check passes,
    /// uncertain or not: an MRV-A's checks sit where an MRV-B's do, so they pass both ways.
    @Test func aLongerReadingHoldsWhenEveryCheckPasses() throws {
        let longer = try parseText(Specimen.mrvA)
        #expect(MRZBandReader.longerReadingHolds(longer))
        // Uncertain by a weak character only (a letter no check covers): still the document.
        var weak = longer
        weak.state = .uncertain
        #expect(MRZBandReader.longerReadingHolds(weak))
        let failing = try parseText([Specimen.mrvA[0], replacing(Specimen.mrvA[1], column: 9, with: "5")])
        #expect(!MRZBandReader.longerReadingHolds(failing))
        #expect(!MRZBandReader.longerReadingHolds(try parseText(Specimen.mrvB)))
    }

    /// `zonal bench`'s real preset (seed 2028), document 263: a visa (MRV-A) whose MRZ glare and
    /// guilloche fade past the 36th character. Its 36 characters read as a valid MRV-B, its lines
    /// go on, and the whole zone reads with every check passing but uncertain (an optional-data
    /// `0` no check can tell from `O`). That reading used to be refused for not being valid, and
    /// the short visa was reported; now the visa is reported as it is printed.
    @Test func aVisaWhoseZoneGoesOnIsReadWholeThoughUncertain() async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: 263)
        #expect(sample.truth.format == .mrvA)
        let reader = MRZReader(pool: EnginePool(size: 1))
        let result = try await reader.read(sample)
        #expect(result.mrz?.format == .mrvA)
        #expect(result.mrz?.lines.first == sample.truth.lines.first)
        #expect(result.mrz.map { $0.checks.allSatisfy(\.passed) } == true)
        #expect(result.state != .valid || result.mrz?.lines == sample.truth.lines)
    }

    /// A short reading seen to go on ranks as if one more check failed, so the whole zone's
    /// reading from another search wins over it though its optional data adds doubts.
    @Test func aCutShortReadingRanksBelowTheWholeZonesReading() throws {
        func attempt(_ result: MRZResult, cutShort: Bool) -> MRZBandReader.Attempt {
            let quad = Quad(topLeft: Point(x: 0, y: 0), topRight: Point(x: 1, y: 0), bottomRight: Point(x: 1, y: 1), bottomLeft: Point(x: 0, y: 1))
            return MRZBandReader.Attempt(result: result, lineQuads: [], bandQuad: quad, characterHeight: 10, orientationKnown: true, cutShort: cutShort)
        }
        var short = try parseText(Specimen.mrvA.map { String($0.prefix(36)) })
        short.state = .uncertain
        short.reasons = ["the MRZ lines go on past the 36 characters read: a longer MRZ may have been cut short"]
        var whole = try parseText(Specimen.mrvA)
        whole.state = .uncertain
        whole.reasons = ["optionalData confidence 34 is below 93", "optionalData has '0' at line 2, column 29, where no check digit can tell O from 0"]
        #expect(attempt(short, cutShort: false).score > attempt(whole, cutShort: false).score)
        #expect(attempt(short, cutShort: true).score < attempt(whole, cutShort: false).score)
        #expect(attempt(short, cutShort: true).score == attempt(short, cutShort: false).score - 100)
    }

    /// The fresh real-preset set (`zonal synth --preset real --seed 3031`), document 218: a visa
    /// (MRV-A) whose 36 characters read with every check passing and whose lines go on. One search
    /// read the whole zone exactly, every check passing, uncertain by its optional data's `0`s;
    /// the short reading, with fewer doubts, outranked it and was reported.
    @Test func aVisaReadWholeInOneSearchWinsOverItsCutShortReading() async throws {
        let sample = try benchmarkSample(.real, seed: 3031, index: 218)
        #expect(sample.truth.format == .mrvA)
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(sample)
        #expect(result.mrz?.lines == sample.truth.lines, "\(result.state) \(result.reasons)")
    }
}
