import Foundation

/// How a document's MRZ is printed: font, pitch, spacing, baseline, stroke weight, and what lies
/// behind and above it. `standard` is OCR-B as ICAO asks for it; the `printvar`, `font` and `guilloche`
/// conditions vary it. Per-character draws come from the style's own stream (`seed`), so the
/// page's stream draws what it always drew and standard samples stay byte-identical.
struct MRZPrintStyle: Sendable, Equatable {
    var font: Font = .ocrB
    /// Capital height in mm (ICAO: about 2.4).
    var capHeight: ClosedRange<Double> = 2.3...2.5
    /// Multiplies the ICAO pitch of 2.54 mm.
    var pitchFactor = 1.0
    /// Largest extra offset of one character, as a fraction of the pitch.
    var spacingJitter = 0.0
    /// Largest tightening of a run of characters, as a fraction of the pitch per character.
    var runCompression = 0.0
    /// Largest bend of a line's baseline (an arc or a wave), as a fraction of the capital height.
    var bend = 0.0
    /// Largest horizontal offset of a whole line, as a fraction of the pitch.
    var lineOffset = 0.0
    /// Stroke weight (-1 thinner ... 1 bolder) and how much it changes from line to line.
    var weight = 0.0
    var weightPerLine = 0.0
    /// Guilloche (and sometimes a tint) behind and around the MRZ instead of a cleared zone.
    var guilloche = false
    /// Visual-zone print crowds the MRZ (drawn by `CrowdedText`; the renderers then leave out
    /// their own text above the MRZ).
    var crowded = false
    var seed: UInt64 = 0

    static let standard = MRZPrintStyle()

    /// Glyphs need the mask-and-blend path (another font or another weight).
    var needsWeightedGlyphs: Bool { font != .ocrB || weight != 0 || weightPerLine != 0 }

    /// The style for a sample's conditions; draws from `rng` only when one of them applies.
    static func make(for conditions: Set<Condition>, using rng: inout RandomSource) -> MRZPrintStyle {
        var style = MRZPrintStyle.standard
        style.crowded = conditions.contains(.crowded)
        guard !conditions.isDisjoint(with: [.printvar, .font, .guilloche]) else { return style }
        style.seed = rng.next()
        if conditions.contains(.printvar) {
            style.pitchFactor = rng.uniform(0.94...1.08)
            style.spacingJitter = rng.uniform(0.02...0.08)
            style.runCompression = rng.uniform(0...0.04)
            style.bend = rng.uniform(0.04...0.15)
            style.lineOffset = rng.uniform(0.05...0.35)
            style.weight = rng.uniform(-0.6...0.8)
            style.weightPerLine = rng.uniform(0...0.25)
        }
        if conditions.contains(.font) {
            // Older cards: a typewriter or line-printer face, a little smaller or larger than OCR-B.
            let roll = rng.uniform(0...1)
            style.font = roll < 0.5 ? .sansMono : roll < 0.8 ? .sansMonoBold : .serif
            style.capHeight = 2.2...2.7
        }
        style.guilloche = conditions.contains(.guilloche)
        return style
    }
}

extension MRZPrintStyle {
    /// How far a displaced line reaches beyond its standard cells.
    struct LineShift {
        /// Horizontal offset of the whole line.
        var lineOffset = 0.0
        /// Change of the line's cell width (compressed runs make it shorter).
        var widthChange = 0.0
        /// Highest (most negative) and lowest vertical offset of a baseline.
        var highest = 0.0
        var lowest = 0.0
    }

    /// Moves the standard glyph origins of one line the way this style's printer would: a line
    /// offset, runs set tighter, per-character jitter, a bent baseline, and each glyph centred on
    /// its own advance (for proportional faces). Does nothing, and draws nothing, when the style
    /// keeps OCR-B at the ICAO pitch.
    func displace(_ line: String, origins: inout [Point], pitch: Double, capHeight: Double, size: Double, advance: Double,
                  using rng: inout RandomSource) throws -> LineShift {
        var shift = LineShift()
        let varies = font != .ocrB || pitchFactor != 1 || spacingJitter != 0 || runCompression != 0 || bend != 0 || lineOffset != 0
        guard varies, !origins.isEmpty else { return shift }
        shift.lineOffset = rng.jitter(lineOffset * pitch)
        // Runs of 4–12 characters, some set a little tighter: each cell's left edge moves by the
        // compression of the cells before it.
        var cellOffsets: [Double] = [], offset = 0.0, runLeft = 0, factor = 0.0
        for _ in origins {
            if runLeft == 0 {
                runLeft = rng.int(4...12)
                factor = rng.chance(0.5) ? rng.uniform(0...runCompression) : 0
            }
            cellOffsets.append(offset)
            offset -= factor * pitch
            runLeft -= 1
        }
        shift.widthChange = offset
        // An arc or a wave along the line.
        let amplitude = rng.uniform(0.3...1) * bend * capHeight * (rng.chance(0.5) ? 1 : -1)
        let wave = rng.chance(0.5), cycles = rng.uniform(0.5...2), phase = rng.uniform(0...(2 * Double.pi))
        var advances: [Character: Double] = [:]
        let last = Double(max(1, origins.count - 1))
        for (i, character) in line.enumerated() where i < origins.count {
            let t = Double(i) / last
            let arc: Double = amplitude * (4 * t * (1 - t) - 0.5)
            let dy: Double = bend == 0 ? 0 : wave ? amplitude * sin(2 * Double.pi * cycles * t + phase) : arc
            var centring = 0.0
            if font == .serif {
                if advances[character] == nil { advances[character] = try Canvas.textWidth(String(character), font: font, size: size) }
                centring = (advance - (advances[character] ?? advance)) / 2
            }
            origins[i].x += shift.lineOffset + cellOffsets[i] + rng.jitter(spacingJitter * pitch) + centring
            origins[i].y += dy
            shift.highest = min(shift.highest, dy)
            shift.lowest = max(shift.lowest, dy)
        }
        return shift
    }
}
