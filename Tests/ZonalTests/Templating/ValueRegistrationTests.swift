import Foundation
import Testing
@testable import Zonal

/// A recognised class's values, found in the label search's pass away from where its layout
/// prints them, stand in for labels the pass did not read.
struct ValueRegistrationTests {
    /// An ID front's values: two columns, six rows (document-relative layout positions).
    let layout: [(group: String, point: Point)] = [
        ("documentNumber", Point(x: 0.709, y: 0.122)), ("surname", Point(x: 0.335, y: 0.327)), ("givenNames", Point(x: 0.335, y: 0.447)),
        ("dateOfBirth", Point(x: 0.335, y: 0.568)), ("nationality", Point(x: 0.709, y: 0.568)), ("placeOfBirth", Point(x: 0.335, y: 0.688)),
        ("dateOfExpiry", Point(x: 0.335, y: 0.808)),
    ]

    func candidate(_ group: String, at found: Point) throws -> ValueRegistration.Candidate {
        let layout = try #require(layout.first { $0.group == group }?.point)
        return ValueRegistration.Candidate(group: group, layout: layout, found: found, horizontal: true)
    }

    /// An outline 10% too tall: every value is found higher and closer together than printed. A
    /// name's pattern also matches the given names' and the place of birth's lines, and a date's
    /// both dates: the candidates that agree on one scale and shift are taken, one per group.
    @Test func theCandidatesThatAgreeAreTaken() throws {
        func moved(_ p: Point) -> Point { Point(x: p.x, y: 0.9 * p.y + 0.01) }
        var candidates = try layout.map { try candidate($0.group, at: moved($0.point)) }
        // Other lines each pattern finds a value in.
        for (group, other) in [("surname", "givenNames"), ("surname", "placeOfBirth"), ("givenNames", "surname"),
                               ("dateOfBirth", "dateOfExpiry"), ("dateOfExpiry", "dateOfBirth"), ("placeOfBirth", "surname")] {
            let at = try #require(layout.first { $0.group == other }?.point)
            candidates.append(try candidate(group, at: moved(at)))
        }
        let matches = ValueRegistration.matches(candidates)
        #expect(matches.count == layout.count)
        for match in matches { #expect(abs(match.found.y - moved(match.layout).y) < 1e-9, "\(match)") }
        let fit = try #require(LabelRegistration.fit(matches))
        #expect(abs(fit.e - 0.9) < 1e-9 && abs(fit.f - 0.01) < 1e-9, "\(fit)")
    }

    /// Three groups agreeing are too few to stand in for labels; so is a proposal that would
    /// scale the layout's rows implausibly.
    @Test func tooFewAgreeingGroupsGiveNoMatches() throws {
        let three = try layout.prefix(3).map { try candidate($0.group, at: Point(x: $0.point.x, y: $0.point.y + 0.05)) }
        #expect(ValueRegistration.matches(three).isEmpty)
        let squeezed = try layout.map { try candidate($0.group, at: Point(x: $0.point.x, y: 0.5 * $0.point.y)) }
        #expect(ValueRegistration.matches(squeezed).isEmpty)
    }

    /// A value under its label is laid out at its label's left edge and its region's middle row;
    /// one in a fixed region or right of its label says nothing of x.
    @Test func aValuesLayoutPointIsItsLabelsEdgeAndItsRegionsMiddle() throws {
        let below = AnchoredLocation(label: try TextPattern("^Surname$"), labelPattern: "^Surname$", searchArea: RelativeRect(x: 0.26, y: 0, width: 0.74, height: 1),
                                     placement: .below, dx: -0.006, dy: 0.001, width: 0.6, height: 0.07,
                                     fallback: RelativeRect(x: 0.3294, y: 0.2898, width: 0.6495, height: 0.0741))
        let group = ProcessorGroup(id: "surnameGroup", location: .anchored(below), dewarp: .dpi(300), processors: [])
        let point = try #require(ValueRegistration.layoutPoint(of: group))
        #expect(abs(point.point.x - 0.3354) < 1e-9 && abs(point.point.y - (0.2898 + 0.0741 / 2)) < 1e-9 && point.horizontal)
        let fixed = ProcessorGroup(id: "can", location: .fixed(RelativeRect(x: 0.8, y: 0.9, width: 0.15, height: 0.06)), dewarp: .dpi(300), processors: [])
        let fixedPoint = try #require(ValueRegistration.layoutPoint(of: fixed))
        #expect(!fixedPoint.horizontal && abs(fixedPoint.point.y - 0.93) < 1e-9)
    }

    /// ID-front photo seed 101, the 36th: the detector did not vouch for its outline, 4.2% off,
    /// and in it the class read seven fields wrong; none of its blurred labels was read, but its
    /// values were, and they point to an outline within 2%, where those seven fields read right.
    @Test func aPageWhoseLabelsAreNotReadIsReadAgainWhereItsValuesPoint() async throws {
        // `zonal synth --formats idfront --preset photo --count 60 --seed 101`
        let sample = try DetectionScenes.sample(35, of: SynthesisOptions(count: 60, seed: 101, documents: [.idFront], preset: .photo))
        let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent("id-front.json"))
        let result = try await TemplateRecognizer(template: try TemplateLoader.load(path: file.path)).read(image: sample.image, name: sample.truth.image)
        #expect(result.warnings.contains { $0.hasPrefix(TemplateRecognizer.registrationWarning) }, "\(result.warnings)")
        let quad = try #require(result.document.quad)
        let error = try #require(CornerError(detected: quad, truth: sample.truth.document.quad))
        #expect(error.relative < 0.02, "\(error)")
        for field in ["surname", "givenNames", "dateOfBirth", "nationality", "placeOfBirth", "dateOfExpiry"] {
            #expect(result.fields[field]?.value == sample.truth.visual?[field], "\(field): \(String(describing: result.fields[field]))")
        }
    }

    /// ID-front photo seed 93, the second, turned upside down in perspective: its values point to
    /// an outline 4.5% off by the affine fit, and within 1% by the projective one, where the page
    /// reads `valid` with every field right.
    @Test func valuesInPerspectiveAreFollowedByAProjectiveFit() async throws {
        let (result, truth) = try await OutlineAlternativesTests().readIDFrontPhoto(seed: 93, index: 1)
        #expect(result.warnings.contains { $0.hasPrefix(TemplateRecognizer.registrationWarning) }, "\(result.warnings)")
        #expect(result.state == .valid)
        let quad = try #require(result.document.quad)
        #expect(try #require(CornerError(detected: quad, truth: truth.document.quad)).relative < 0.02)
    }
}
