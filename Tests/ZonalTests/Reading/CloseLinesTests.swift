import Testing
@testable import Zonal

/// An MRZ's lines set a row or two apart (a web-sized passport scan's zone, about 9 px high):
/// at the usual row threshold, an eighth of the fullest row's ink, the lines' blurred edges and
/// the texture around them leave at most a row between them, which the finder bridges as a
/// dropout inside a line, and the band shows one line, no MRZ. At a quarter, where only the
/// lines' cores count, they part.
@Suite struct CloseLinesTests {
    /// Two lines of 44 glyphs at a pitch of 9: 8 core rows (6 px of ink per glyph) between 2
    /// blurred edge rows above and below (2 px on every other glyph), `apart` empty rows between
    /// the lines' edges.
    func closeLines(apart: Int) throws -> InkMap {
        let width = 420, height = 40
        var pixels = [UInt8](repeating: 255, count: width * height)
        var top = 4
        for _ in 0..<2 {
            for (i, x0) in Swift.stride(from: 10, to: 400, by: 9).enumerated() {
                for row in 0..<12 {
                    let edge = row < 2 || row >= 10
                    guard !edge || i % 2 == 0 else { continue }
                    for x in x0..<(x0 + (edge ? 2 : 6)) { pixels[(top + row) * width + x] = 0 }
                }
            }
            top += 12 + apart
        }
        return try InkMap(Image.fromPixels(pixels, width: width, height: height, channels: 1))
    }

    @Test func linesARowApartAreOneSpanAtTheUsualShareAndPartAtTheStrict() throws {
        let ink = try closeLines(apart: 1)
        let usual = MRZLineFinder().findLines(in: ink).lines
        #expect(usual.count == 1, "\(usual)")
        #expect(MRZBandReader.chooseLines(usual) == nil)
        var strict = MRZLineFinder()
        strict.rowShare = MRZLineFinder.strictRowShare
        let parted = strict.findLines(in: ink).lines
        #expect(parted.count == 2, "\(parted)")
        #expect(MRZBandReader.chooseLines(parted)?.count == 2)
        // The cores: 8 rows each.
        #expect(parted.allSatisfy { $0.height == 8 }, "\(parted)")
    }

    /// Lines further apart part at the usual share already, edges and all.
    @Test func linesFourRowsApartPartAtTheUsualShare() throws {
        let lines = MRZLineFinder().findLines(in: try closeLines(apart: 4)).lines
        #expect(lines.count == 2 && lines.allSatisfy { $0.height == 12 }, "\(lines)")
    }

    /// The fresh real-preset set (`zonal synth --preset real --seed 3031`), document 97: a
    /// passport page scanned for the web, its MRZ about 9 px high on a blue guilloche band, the
    /// lines two rows apart. It was `empty` (no MRZ found); it now reads exactly.
    @Test func aWebScannedPassportOnAGuillocheBandIsRead() async throws {
        let sample = try benchmarkSample(.real, seed: 3031, index: 97)
        #expect(sample.truth.format == .td3)
        #expect(sample.truth.conditions.contains(.guilloche) && sample.truth.conditions.contains(.webscan))
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(imageData: sample.bytes, name: sample.truth.image)
        let mrz = try #require(result.mrz, "\(result.reasons)")
        #expect(mrz.lines == sample.truth.lines)
    }
}
