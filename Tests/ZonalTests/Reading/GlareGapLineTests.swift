import Testing
@testable import Zonal

/// A hot spot of glare washes out several characters of every MRZ line. The line finder ends a
/// line at a gap wider than 3 line heights (text beside the zone stays out); the band reader
/// bridges up to 8 where the lines it found read as no MRZ.
@Suite struct GlareGapLineTests {
    /// Two lines of 20-row glyphs at a pitch of 21: 14 glyphs, a gap of 6 line heights, 8 more.
    func splitLines() throws -> InkMap {
        let width = 700, height = 90
        var pixels = [UInt8](repeating: 255, count: width * height)
        let starts = (0..<14).map { 20 + 21 * $0 } + (0..<8).map { 20 + 21 * 14 + 120 + 21 * $0 }
        for top in [15, 55] {
            for x0 in starts { for y in top..<(top + 20) { for x in x0..<(x0 + 14) { pixels[y * width + x] = 0 } } }
        }
        return try InkMap(Image.fromPixels(pixels, width: width, height: height, channels: 1))
    }

    @Test func aLineEndsAtAWideGapUnlessGlareGapsAreBridged() throws {
        let ink = try splitLines()
        let cut = MRZLineFinder().findLines(in: ink).lines
        #expect(cut.count == 2)
        // The longer piece, before the gap: 14 glyphs from x = 20.
        #expect(cut.allSatisfy { abs($0.left - 20) <= 2 && abs($0.right - 307) <= 2 }, "\(cut)")
        let bridged = MRZLineFinder(maximumGap: MRZLineFinder.glareGap).findLines(in: ink).lines
        #expect(bridged.count == 2)
        #expect(bridged.allSatisfy { abs($0.left - 20) <= 2 && abs($0.right - 594) <= 2 }, "\(bridged)")
    }

    /// `zonal bench`'s real preset (seed 2028), documents 47 (a passport photo, a hot spot after
    /// the names' `FRANCO`) and 117 (a passport page in a screenshot, turned, a hot spot after
    /// `MAR`): the lines ended at the glare, the part before it was spread over a line's cells,
    /// and no reading was an MRZ. Bridged, each reads as its passport, `uncertain` (the glare's
    /// cells are guesses): document number and birth date right, the lines a few characters off.
    @Test(arguments: [47, 117])
    func aPassportMRZSplitByAHotSpotIsRead(index: Int) async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: index)
        #expect(sample.truth.format == .td3)
        #expect(sample.truth.conditions.contains(.glare))
        // As `zonal mrz` reads a file: grey first, then in colour.
        let result = try await MRZReader(pool: EnginePool(size: 1)).read(imageData: sample.bytes, name: sample.truth.image)
        #expect(result.state == .uncertain, "\(result.reasons)")
        let mrz = try #require(result.mrz)
        #expect(mrz.format == .td3)
        let truth = try #require(sample.truth.fields)
        #expect(mrz.fields["documentNumber"]?.value == truth.documentNumber)
        #expect(mrz.fields["dateOfBirth"]?.value == truth.dateOfBirth)
        let differences = zip(mrz.lines.joined(), sample.truth.lines.joined()).filter { $0 != $1 }.count
        #expect(mrz.lines.map(\.count) == [44, 44] && differences <= 8, "\(differences)")
    }
}
