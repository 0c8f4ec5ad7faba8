import Testing
@testable import Zonal

/// A region below a label starts under the label phrase's first word as read; where that start
/// lies more than `phraseSlack` right of the layout's start, moved as the group's neighbours'
/// labels were found, the region is widened to it (`AnchorSearch.startingAtLayout`).
struct PhraseStartTests {
    let fallbacks = MovedFallbackTests()

    /// `Name` and `Sex` found 0.02 right of where the layout prints them: the layout's start for
    /// `Birth`, moved as they were, is 0.43.
    func neighbours() throws -> (text: AnchorSearch.Pass, name: AnchoredLocation, sex: AnchoredLocation, birth: AnchoredLocation) {
        let text = fallbacks.pass([("Name", 420, 100), ("Sex", 420, 200), ("Birth", 480, 300)])
        return (text, try fallbacks.anchor("^Name$", fallbackY: 0.26, place: .below), try fallbacks.anchor("^Sex$", fallbackY: 0.46, place: .below),
                try fallbacks.anchor("^Birth$", fallbackY: 0.66, place: .below))
    }

    /// `Birth` read 0.06 right of where its phrase starts (the words before it lost): its region
    /// starts at the layout's start, and keeps its right end.
    @Test func aRegionStartingRightOfTheLayoutIsWidenedToIt() throws {
        let (text, name, sex, birth) = try neighbours()
        let region = try #require(AnchorSearch.region(of: birth, in: text))
        #expect(abs(region.x - 0.49) < 1e-9, "\(region)")
        let widened = try #require(AnchorSearch.startingAtLayout(region, of: birth, movedLike: [name, sex], in: text, maximumRows: 0.9))
        #expect(abs(widened.x - 0.43) < 1e-9, "\(widened)")
        #expect(abs(widened.x + widened.width - (region.x + region.width)) < 1e-9 && widened.y == region.y && widened.height == region.height)
    }

    /// Within `phraseSlack` of the layout's start, or without neighbours to place it, the region
    /// stays; a label with its value to the right is never widened so.
    @Test func aRegionNearTheLayoutOrUnplacedStays() throws {
        let (text, name, sex, birth) = try neighbours()
        let near = RelativeRect(x: 0.445, y: 0.66, width: 0.5, height: 0.1)
        #expect(AnchorSearch.startingAtLayout(near, of: birth, movedLike: [name, sex], in: text, maximumRows: 0.9) == nil)
        let far = RelativeRect(x: 0.49, y: 0.66, width: 0.5, height: 0.1)
        #expect(AnchorSearch.startingAtLayout(far, of: birth, movedLike: [name], in: text, maximumRows: 0.9) == nil, "one neighbour is too few")
        let right = try fallbacks.anchor("^Birth$", fallbackY: 0.66)
        #expect(AnchorSearch.startingAtLayout(far, of: right, movedLike: [name, sex], in: text, maximumRows: 0.9) == nil)
    }

    /// ID-front photo seed 105, the 51st: `naissance /` lost between `Lieu de` and `Place of
    /// birth`, the place of birth's region began under `Place` and read `DRID`.
    @Test func aPlaceOfBirthWhoseLabelLostAWordIsReadWhole() async throws {
        let (result, truth) = try await OutlineAlternativesTests().readIDFrontPhoto(seed: 105, index: 50)
        #expect(truth.visual?["placeOfBirth"] == "MADRID")
        #expect(result.fields["placeOfBirth"]?.value == "MADRID", "\(String(describing: result.fields["placeOfBirth"]))")
    }
}
