/// A named degradation of a synthetic sample. Conditions combine (`skew` + `blur` + `jpeg`, ...),
/// except that at most one rotation and not both `bold` and `thin` may be asked for.
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

    public static func < (a: Condition, b: Condition) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Quarter turns clockwise asked for by a set of conditions.
    static func quarterTurns(_ conditions: Set<Condition>) -> Int {
        conditions.contains(.rotate90) ? 1 : conditions.contains(.rotate180) ? 2 : conditions.contains(.rotate270) ? 3 : 0
    }

    /// Throws when the set asks for two rotations, or for both `bold` and `thin`.
    static func validate(_ conditions: Set<Condition>) throws {
        let rotations = conditions.intersection([.rotate90, .rotate180, .rotate270])
        if rotations.count > 1 {
            throw ZonalError.invalidArgument("conditions \(rotations.sorted().map(\.rawValue).joined(separator: ", ")) cannot be combined (choose one rotation)")
        }
        if conditions.contains(.bold) && conditions.contains(.thin) {
            throw ZonalError.invalidArgument("conditions bold and thin cannot be combined")
        }
    }
}
