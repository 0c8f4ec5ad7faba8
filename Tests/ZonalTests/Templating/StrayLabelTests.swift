import Testing
@testable import Zonal

/// A label found rows away from where the class prints it is likely a stray glyph read as the
/// label: `rowsFromFallback` says how far, and only past `strayLabelRows` (0.9). Such a group is
/// read at the layout's position too; the better reading stands, offered at no more than
/// `strayLabelConfidence` (`TemplateRecognizer+StrayLabel`): where the layout's reading has a
/// value, it stands.
@Suite(.serialized) struct StrayLabelTests {
    static let textPool = EnginePool(size: 1, model: .eng)
    static let mrzReader = MRZReader(pool: EnginePool(size: 1))

    /// Licence field 1: the value right of label `1.`, printed at the fallback.
    static func surname() throws -> GroupLocation {
        .anchored(AnchoredLocation(label: try TextPattern("^1[.,]$"), labelPattern: "^1[.,]$", searchArea: RelativeRect(x: 0.2, y: 0.2, width: 0.8, height: 0.8),
                                   placement: .right, dx: 0.008, dy: 0, width: 0.64, height: 0.075,
                                   fallback: RelativeRect(x: 0.37, y: 0.28, width: 0.6, height: 0.075)))
    }

    @Test func aLabelTwoRowsDownIsStray() throws {
        let region = RelativeRect(x: 0.35, y: 0.44, width: 0.64, height: 0.075)
        #expect(TemplateRecognizer.rowsFromFallback(try Self.surname(), region) == 2.1)
    }

    @Test func aLabelOneRowDownIsStray() throws {
        // Licence rows are 0.09 of the card apart: the given names' row.
        let region = RelativeRect(x: 0.36, y: 0.37, width: 0.64, height: 0.075)
        #expect(TemplateRecognizer.rowsFromFallback(try Self.surname(), region) == 1.2)
    }

    @Test func aLabelWhereTheOutlineErrorPutsItIsNot() throws {
        // Half a row off: an outline a little too large, or the image's frame taken for the card.
        let region = RelativeRect(x: 0.36, y: 0.32, width: 0.64, height: 0.075)
        #expect(TemplateRecognizer.rowsFromFallback(try Self.surname(), region) == nil)
    }

    @Test func theFallbackItselfAndFixedRegionsAreNeverStray() throws {
        let fallback = RelativeRect(x: 0.37, y: 0.28, width: 0.6, height: 0.075)
        #expect(TemplateRecognizer.rowsFromFallback(try Self.surname(), fallback) == nil)
        #expect(TemplateRecognizer.rowsFromFallback(.fixed(fallback), RelativeRect(x: 0, y: 0.9, width: 1, height: 0.1)) == nil)
    }

    /// Licence photos seed 72, the 20th: the expiry's label `4b.` was found on the issue date's
    /// line (`2021-07-22` was read as the expiry); seed 52, the 16th: the surname's `1.` was
    /// found by the place of birth (`GÖTEBORG`). Both are read right where the layout prints them.
    /// Seed 98, the 51st, and seed 92, the 15th: the layout's reading (at 40) had less
    /// confidence than the stray one (`16/03/2037` at 50, `PRÉFECTURE` at 40), and lost to it
    /// while the higher confidence won.
    @Test(arguments: [(72, 19, "dateOfExpiry", "2031-07-21"), (52, 15, "surname", "FERREIRA"),
                      (98, 50, "authority", "SOUS-PRÉF. 13"), (92, 14, "surname", "DUBOIS ÇELIK")])
    func aFieldBesideAStrayLabelIsReadWhereTheLayoutPrintsIt(seed: Int, index: Int, field: String, value: String) async throws {
        let options = SynthesisOptions(count: 60, seed: UInt64(seed), documents: [.drivingLicense], preset: .photo)
        let read = try await expectOffered(field, value, template: "driving-license.json", index: index, of: options,
                                           reason: "read where this layout prints it", textPool: Self.textPool, mrzReader: Self.mrzReader)
        #expect(read.confidence <= TemplateRecognizer.strayLabelConfidence)
        #expect(read.verdict != .valid)
    }

    /// Licence photo seed 96, the 24th: the binarised search pass read none of the labels but a
    /// stray `1` three rows below the surname's; the grayscale pass reads the faint `1.` where
    /// the layout prints it, and the long surname beside it is read whole.
    @Test func aLabelTheGrayscalePassFindsNearerIsTakenOverAStrayOne() async throws {
        let (result, truth) = try await OutlineAlternativesTests().readLicencePhoto(seed: 96, index: 23)
        #expect(truth.visual?["surname"] == "PAPADOPOULOU-KONSTANTINIDOU")
        let read = try #require(result.fields["surname"])
        #expect(read.value == "PAPADOPOULOU-KONSTANTINIDOU", "\(read)")
        #expect(!read.reasons.contains { $0.contains("region heights") }, "\(read.reasons)")
    }
}
