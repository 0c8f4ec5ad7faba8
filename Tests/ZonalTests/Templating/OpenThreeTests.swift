import Testing
@testable import Zonal

/// A `5` or `8` that thickened readings took for a `3` is told from a `3` by the ink on its left
/// above its middle (`OpenThree`). Digits drawn in the card font, sharp and blurred, at the sizes
/// a card access number has when cut at 300 dpi from a photo (22–30 px).
@Suite struct OpenThreeTests {
    @Test(arguments: [0.0, 1.5], [22.0, 30.0]) func aThreeIsOpenOnItsLeftAndAFiveOrEightIsNot(blur: Double, size: Double) throws {
        let (text, ink) = try LetterShapeTests.read(["3", "5", "8"], as: "358", blur: blur, size: size)
        let closed = try text.characters.map { character -> Bool? in
            let box = try #require(character.box)
            let glyph = try #require(ink.glyph(around: box))
            return OpenThree.closedOnLeft(glyph, ink: ink)
        }
        #expect(closed == [false, true, true], "\(closed)")
    }

    /// The grey reading `535` is kept against `335` only where the first glyph is a `5`'s shape;
    /// readings that differ in any other way are not judged.
    @Test func theFirstReadingIsKeptOnlyWhereItsGlyphsAreClosed() throws {
        let (five, inkOfFive) = try LetterShapeTests.read(["5", "3", "5"], as: "535", blur: 1.2)
        #expect(OpenThree.keepsFirst("535", raw: "535", in: five, against: "335", ink: { inkOfFive }, offset: (0, 0)))
        #expect(!OpenThree.keepsFirst("535", raw: "535", in: five, against: "635", ink: { inkOfFive }, offset: (0, 0)))
        #expect(!OpenThree.keepsFirst("535", raw: "535", in: five, against: "3355", ink: { inkOfFive }, offset: (0, 0)))
        // The print is a 3 that the first reading took for a 5: the others' 3 stands.
        let (three, inkOfThree) = try LetterShapeTests.read(["3", "3", "5"], as: "535", blur: 1.2)
        #expect(!OpenThree.keepsFirst("535", raw: "535", in: three, against: "335", ink: { inkOfThree }, offset: (0, 0)))
    }
}

/// ID-front photo seed 51, the 50th: its card access number `535519` read right in grey, and
/// `335519` by the binarised and darkened readings, which took it; the first `5`'s print keeps it.
@Test func aCardAccessNumbersFirstFiveIsKeptAgainstReadingsOfAThree() async throws {
    let options = SynthesisOptions(count: 60, seed: 51, documents: [.idFront], preset: .photo)
    _ = try await expectOffered("cardAccessNumber", "535519", template: "id-front.json", index: 49, of: options,
                                reason: OpenThree.reason, textPool: EnginePool(size: 1, model: .eng),
                                mrzReader: MRZReader(pool: EnginePool(size: 1)))
}
