import Foundation
import Testing
@testable import Zonal

/// Specifications as given from outside (strict JSON, presets by name) and how an outline is
/// matched against them and turned into reading orientation.
@Suite struct DocumentSpecificationTests {
    @Test func presetsByNameAndCustomObjects() throws {
        #expect(try DocumentSpecification.parse("id1") == .id1)
        #expect(try DocumentSpecification.parse(" receipt ") == .receipt)
        let card = try DocumentSpecification.parse(#"{"name": "member-card", "widthMM": 86, "heightMM": 54, "tolerance": 0.05}"#)
        #expect(card.name == "member-card" && card.tolerance == 0.05)
        #expect(abs((card.aspectRatio ?? 0) - 86.0 / 54.0) < 1e-9)
        let shape = try DocumentSpecification.parse(#"{"name": "ticket", "aspectRatio": 2.5}"#)
        #expect(shape.aspectRatio == 2.5 && shape.tolerance == DocumentSpecification.defaultTolerance && shape.widthMM == nil)
        let sized = try DocumentSpecification.parse(#"{"name": "label", "aspectRatio": 2, "widthMM": 100}"#)
        #expect(sized.heightMM == 50)
        let roll = try DocumentSpecification.parse(#"{"name": "roll", "widthMM": 57}"#)
        #expect(roll.aspectRatio == nil && roll.physicalSize(detectedAspect: 0.25)?.heightMM == 228)
    }

    @Test func aPresetWithItsOwnTolerance() throws {
        // A template that looks for one document size only can accept cards photographed at an
        // angle, whose outline's aspect the camera foreshortens past the preset's 8%.
        let loose = try DocumentSpecification.parse(#"{"name": "id1", "tolerance": 0.3}"#)
        #expect(loose.name == "id1" && loose.tolerance == 0.3)
        #expect(loose.aspectRatio == DocumentSpecification.id1.aspectRatio && loose.widthMM == 85.6 && loose.heightMM == 53.98)
        #expect(try DocumentSpecification.parse(#"{"name": "id1"}"#) == .id1)
        // A card seen at 35° (its mean sides 1.8 : 1): outside the preset, inside the loosened one.
        let tilted = Quad.rect(x: 0, y: 0, width: 900, height: 500)
        #expect(SpecificationMatch.best(for: tilted, among: [.id1], perspectiveAllowance: 0.5) == nil)
        #expect(SpecificationMatch.best(for: tilted, among: [loose], perspectiveAllowance: 0.5)?.specification.name == "id1")
        // Its shape and size stay the preset's.
        #expect(throws: ConfigurationError.self) { try DocumentSpecification.parse(#"{"name": "id1", "widthMM": 90, "tolerance": 0.3}"#) }
    }

    @Test func badSpecificationsSayWhatIsWrong() throws {
        func issues(_ text: String) -> [String] {
            do {
                _ = try DocumentSpecification.parse(text, source: "--spec")
                return []
            } catch let error as ConfigurationError {
                return error.issues.map { "\($0.path): \($0.message)" }
            } catch {
                return ["\(error)"]
            }
        }
        #expect(issues("id4").first?.contains(#"unknown document specification "id4""#) == true)
        #expect(issues("id4").first?.contains(#"did you mean "id1"?"#) == true)
        #expect(issues(#"{"name": "x", "aspect": 1.5}"#).contains { $0.hasPrefix("$.aspect: unknown key") })
        #expect(issues(#"{"aspectRatio": 1.5}"#).contains { $0.contains(#"missing "name""#) })
        #expect(issues(#"{"name": "x", "aspectRatio": -1}"#).contains { $0.hasPrefix("$.aspectRatio: expected a number in") })
        #expect(issues(#"{"name": "x", "aspectRatio": 1.5, "tolerance": 2}"#).contains { $0.hasPrefix("$.tolerance:") })
        #expect(issues(#"{"name": "x"}"#).contains { $0.contains("needs a shape or a size") })
        #expect(issues(#"{"name": "x", "heightMM": 20}"#).contains { $0.contains("heightMM needs widthMM") })
        #expect(issues(#"{"name": "x", "aspectRatio": 1, "widthMM": 100, "heightMM": 50}"#).contains { $0.contains("disagrees") })
        #expect(issues(#"{"name": "x",#"#).first?.contains("not valid JSON") == true)
        #expect(issues("[1]").first?.contains("unknown document specification") == true)
    }

    @Test func outlinesAreTurnedIntoTheSpecificationsOrientation() {
        // A card lying sideways: its long side runs down the image.
        let sideways = Quad.rect(x: 100, y: 50, width: 300, height: 476)
        let landscape = SpecificationMatch.best(for: sideways, among: [.id1], perspectiveAllowance: 0.5)
        #expect(landscape?.specification == .id1)
        let quad = landscape?.quad
        #expect((quad?.width ?? 0) > (quad?.height ?? 0))
        // Of the two landscape readings, the one whose top side points right... here, down.
        #expect(abs(abs(quad?.topSideAngle ?? 0) - 90) < 1)
        // A4 is portrait: an upright page keeps its order; an A4 page on its side is turned upright.
        let page = Quad.rect(x: 0, y: 0, width: 210, height: 297)
        #expect(SpecificationMatch.best(for: page, among: [.a4], perspectiveAllowance: 0.5)?.quad == page)
        let lying = Quad.rect(x: 0, y: 0, width: 297, height: 210)
        let turned = SpecificationMatch.best(for: lying, among: [.a4], perspectiveAllowance: 0.5)?.quad
        #expect((turned?.height ?? 0) > (turned?.width ?? 0))
    }

    @Test func specificAspectsWinOverWidthOnlyOnes() {
        let card = Quad.rect(x: 0, y: 0, width: 856, height: 540)
        #expect(SpecificationMatch.best(for: card, among: [.receipt, .id1, .a4], perspectiveAllowance: 0.5)?.specification.name == "id1")
        let strip = Quad.rect(x: 0, y: 0, width: 80, height: 300)
        let receipt = SpecificationMatch.best(for: strip, among: [.receipt, .id1, .a4], perspectiveAllowance: 0.5)
        #expect(receipt?.specification.name == "receipt")
        #expect(receipt?.specification.physicalSize(detectedAspect: receipt?.aspect ?? 0)?.heightMM == 300)
        // Outside every tolerance: no match.
        #expect(SpecificationMatch.best(for: Quad.rect(x: 0, y: 0, width: 100, height: 100), among: [.id1, .a4], perspectiveAllowance: 0.5) == nil)
    }

    @Test func perspectiveWidensTheToleranceALittle() {
        // A card seen from below: its top edge 20% shorter, its mean width 10% short (beyond
        // the 8% tolerance, within it widened by 4%); a rectangle of that mean width is no card.
        let card = Quad(topLeft: Point(x: 85.6, y: 0), topRight: Point(x: 770.4, y: 0),
                        bottomRight: Point(x: 856, y: 540), bottomLeft: Point(x: 0, y: 540))
        let square = Quad.rect(x: 0, y: 0, width: 770.4, height: 540)
        #expect(SpecificationMatch.best(for: card, among: [.id1], perspectiveAllowance: 0.5) != nil)
        #expect(SpecificationMatch.best(for: square, among: [.id1], perspectiveAllowance: 0.5) == nil)
    }
}
