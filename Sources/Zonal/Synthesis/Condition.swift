/// A named degradation of a synthetic sample. Conditions combine (`skew` + `blur` + `jpeg`, ...),
/// except for the contradictions `validate` names (two rotations, `bold` with `thin`, ...).
/// New cases go at the end: the order names files and sorts truths.
public enum Condition: String, Sendable, Codable, CaseIterable, Comparable {
    /// A flat, straight scan on a light scanner bed (no other condition).
    case clean
    /// The whole image turned clockwise by 90, 180 or 270 degrees.
    case rotate90, rotate180, rotate270
    /// The document turned by 3–20 degrees either way.
    case skew
    /// A phone-photo viewpoint: keystone and corner displacement.
    case perspective
    /// Gaussian or motion blur.
    case blur
    /// Additive gaussian noise.
    case noise
    /// Low JPEG quality (18–40).
    case jpeg
    /// Uneven lighting: a brightness gradient, a hot spot and sometimes a shadow.
    case light
    /// The document smaller in the frame, on a busy or dark background.
    case background
    /// MRZ capitals only 12–15 pixels high.
    case lowres
    /// Stored rotated or mirrored with an EXIF Orientation tag (2–8) that makes it upright.
    case exif
    /// Bolder print (eroded ink).
    case bold
    /// Thinner print (dilated paper).
    case thin

    // What real documents look like (issue 3); `realWorld` lists them.

    /// A web-sized scan: MRZ capitals 8–12 px, JPEG quality 25–50, half the time saved twice
    /// (re-encoded, or shrunk by 0.75–0.95 and re-encoded).
    case webscan
    /// A screenshot of the document inside an application window (title bar, toolbar, sidebar,
    /// status bar, sometimes a scroll bar), MRZ capitals 10–18 px, saved as PNG or JPEG.
    case screenshot
    /// Holograms and glare: soft near-white hot spots (one may cover a few MRZ characters) and a
    /// translucent rainbow foil band that may cross the MRZ.
    case glare
    /// Guilloche and a coloured tint behind and around the MRZ (no cleared zone).
    case guilloche
    /// Visual-zone print ending 0.3–1.0 MRZ capital heights above the MRZ, sometimes text beside it.
    case crowded
    /// Printer variation: pitch ×0.94–1.08, uneven spacing, a bent baseline, offset lines, stroke weight.
    case printvar
    /// A non-OCR-B font on an older card: DejaVu Sans Mono (regular or bold) or a typewriter-like serif.
    case font
    /// One printed check digit (not the composite) is wrong on the document itself: the truth's
    /// `lines` are as printed and its `expectedState` is `uncertain`.
    case misprint
    /// A phone held at an angle: the document seen through a pinhole camera tilted 20–45° from
    /// its normal, so its far side is shorter and the sides towards it foreshortened as a lens
    /// makes them (`perspective` only moves corners). No preset draws it.
    case tilt

    public static func < (a: Condition, b: Condition) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Quarter turns clockwise asked for by a set of conditions.
    static func quarterTurns(_ conditions: Set<Condition>) -> Int {
        conditions.contains(.rotate90) ? 1 : conditions.contains(.rotate180) ? 2 : conditions.contains(.rotate270) ? 3 : 0
    }

    /// The conditions of real documents that the `photo` preset does not make (issue 3).
    public static let realWorld: [Condition] = [.webscan, .screenshot, .glare, .guilloche, .crowded, .printvar, .font, .misprint]

    /// Conditions no preset draws: asked for by name only, so the presets' sets stay as they were.
    static let byNameOnly: Set<Condition> = [.tilt]

    /// Conditions about how the MRZ is printed: nothing to do on a document without one.
    static let aboutTheMRZ: Set<Condition> = [.guilloche, .crowded, .printvar, .font, .misprint]

    /// Conditions that each set the MRZ's final size: at most one may be asked for.
    static let sizes: Set<Condition> = [.lowres, .webscan, .screenshot]

    /// Throws when the set asks for two rotations, both `bold` and `thin`, more than one of
    /// `lowres`, `webscan` and `screenshot` (each sets the MRZ size), or `screenshot` with `exif`
    /// (a screenshot is a new file: it carries no camera orientation).
    static func validate(_ conditions: Set<Condition>) throws {
        let sizes = conditions.intersection(Self.sizes)
        if sizes.count > 1 {
            throw ZonalError.invalidArgument("conditions \(sizes.sorted().map(\.rawValue).joined(separator: ", ")) cannot be combined (each sets the MRZ size)")
        }
        if conditions.contains(.screenshot) && conditions.contains(.exif) {
            throw ZonalError.invalidArgument("conditions screenshot and exif cannot be combined (a screenshot has no EXIF orientation)")
        }
        let rotations = conditions.intersection([.rotate90, .rotate180, .rotate270])
        if rotations.count > 1 {
            throw ZonalError.invalidArgument("conditions \(rotations.sorted().map(\.rawValue).joined(separator: ", ")) cannot be combined (choose one rotation)")
        }
        if conditions.contains(.bold) && conditions.contains(.thin) {
            throw ZonalError.invalidArgument("conditions bold and thin cannot be combined")
        }
        if conditions.contains(.tilt) && conditions.contains(.perspective) {
            throw ZonalError.invalidArgument("conditions tilt and perspective cannot be combined (each sets the viewpoint)")
        }
    }
}
