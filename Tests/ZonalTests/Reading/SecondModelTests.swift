import Foundation
import Testing
@testable import Zonal

/// The MRZ model knows OCR-B only. Where a reading passes every check but is not valid, a second
/// model (`eng`, which knows many print faces) reads the lines again and its reading votes with
/// the first's.
@Suite struct SecondModelTests {
    /// `zonal bench`'s real preset (seed 2028), document 289: a visa printed in another face than
    /// OCR-B, with uneven print. The MRZ model alone reads its optional data `K0NS` for `K0N5`;
    /// with `eng`'s reading voting, both lines are exact (still `uncertain`: a cell the two
    /// disagreed on is doubtful).
    @Test func aVisaInAnotherFaceIsReadExactlyWhenTheTwoModelsVote() async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: 289)
        #expect(sample.truth.conditions.contains(.font))
        let alone = try await MRZReader(pool: EnginePool(size: 1), secondPool: nil).read(sample)
        #expect(alone.mrz?.lines != sample.truth.lines, "the case this is for: the MRZ model alone misreads it")
        let voted = try await MRZReader(pool: EnginePool(size: 1), secondPool: EnginePool(size: 1, model: .eng)).read(sample)
        #expect(voted.mrz?.lines == sample.truth.lines, "\(voted.state) \(voted.reasons)")
        #expect(voted.state != .valid)
    }

    /// By default the second model is `eng`, unless the first is `eng` already.
    @Test func theSecondModelIsEngUnlessTheFirstIs() {
        #expect(MRZReader(pool: EnginePool(size: 1)).secondPool?.model == .eng)
        #expect(MRZReader(pool: EnginePool(size: 1, model: .eng)).secondPool == nil)
        #expect(MRZReader(pool: EnginePool(size: 1), secondPool: nil).secondPool == nil)
    }

    /// The voted reading must do as well by its checks and problems, stay an MRZ, and keep what
    /// the first reading was sure of.
    @Test func aVotedReadingReplacesOnlyOneNoBetterByItsChecks() throws {
        let lines = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"]
        let right = try MRZParser.parse(lines: lines, options: MRZParseOptions(correct: false))
        // The birth date misread: its check and the composite fail.
        let wrong = try MRZParser.parse(lines: [lines[0], "L898902C36UTO7408182F1204159ZE184226B<<<<<10"], options: MRZParseOptions(correct: false))
        #expect(!wrong.failedChecks.isEmpty)
        #expect(MRZBandReader.votedReadingHolds(right, against: wrong, sureAt: 93))
        #expect(!MRZBandReader.votedReadingHolds(wrong, against: right, sureAt: 0))
        // A sure field changed by the vote: refused, though every check passes and fewer fields
        // are in doubt (the given names, sure as `ANNA<MARIA`, voted `ANNA<MRIA`).
        var sure = try MRZParser.parse(lines: lines, options: MRZParseOptions(correct: false))
        var voted = try MRZParser.parse(lines: ["P<UTOERIKSSON<<ANNA<MRIA<<<<<<<<<<<<<<<<<<<<", lines[1]], options: MRZParseOptions(correct: false))
        for name in sure.fields.keys { sure.fields[name]?.confidence = name == "surname" ? 50 : 95 }
        for name in voted.fields.keys { voted.fields[name]?.confidence = 95 }
        sure.reasons = ["surname confidence 50 is below 93"]
        #expect(MRZBandReader.structuralScore(voted) > MRZBandReader.structuralScore(sure))
        #expect(!MRZBandReader.votedReadingHolds(voted, against: sure, sureAt: 93))
        #expect(MRZBandReader.votedReadingHolds(voted, against: sure, sureAt: 96), "given names not sure at 96: the vote may settle them")
        // Spaced capitals (a card's heading) read as a name are no MRZ, however its checks come out.
        let heading = try MRZParser.parse(lines: ["P<UTOR<E<P<U<B<L<I<Q<U<E<<ANNA<<<<<<<<<<<<<<", lines[1]], options: MRZParseOptions(correct: false))
        #expect(!MRZReader.isPlausible(heading) && MRZReader.isPlausible(wrong))
        #expect(MRZBandReader.structuralScore(heading) >= MRZBandReader.structuralScore(wrong), "its checks alone would have let it in")
        #expect(!MRZBandReader.votedReadingHolds(heading, against: wrong, sureAt: 93))
    }

    /// A reading the vote left unchanged is not voted on again: the reader's later searches read
    /// the same band again and mostly come to the same reading (the real preset's document 291,
    /// seed 2028, a TD2 with uneven print, was voted on 15 times before). A second model that
    /// cannot be loaded shows whether it is asked.
    @Test func aReadingTheVoteLeftUnchangedIsNotVotedOnAgain() async throws {
        let sample = try benchmarkSample(.real, seed: 2028, index: 291)
        let gray = try ImageLoader().decode(sample.bytes, name: sample.truth.image).grayscale()
        var reader = MRZBandReader(pool: EnginePool(size: 1), options: MRZParseOptions(correct: true, minimumConfidence: 93, strictValidity: true))
        reader.secondPool = EnginePool(size: 1, model: .eng)
        var timing = MRZBandReader.Timing(), votes = MRZBandReader.Votes()
        var voted: (band: Quad, attempt: MRZBandReader.Attempt)?
        for band in try MRZReader.findBands(gray, limit: 4) {
            if let attempt = try await reader.read(image: gray, band: band, timing: &timing, votes: &votes), !votes.unchanged.isEmpty {
                voted = (band, attempt)
                break
            }
        }
        let (band, attempt) = try #require(voted, "the case this is for: a reading the vote leaves unchanged")
        var broken = reader
        broken.secondPool = EnginePool(size: 1, model: .file("/nonexistent/zonal-second-model.traineddata"))
        let again = try await broken.read(image: gray, band: band, timing: &timing, votes: &votes)
        #expect(again?.result.lines == attempt.result.lines)
        // Without the memo it is asked (and cannot read).
        let fresh = broken
        await #expect(throws: (any Error).self) {
            var t = MRZBandReader.Timing(), v = MRZBandReader.Votes()
            _ = try await fresh.read(image: gray, band: band, timing: &t, votes: &v)
        }
    }
}
