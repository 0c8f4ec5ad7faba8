import Foundation
@testable import Zonal

/// Synthetic scenes for the detector tests: documents from the project's generator (decoded as a
/// caller would, EXIF orientation applied, in colour) with their truth, and hand-made scenes of
/// plain pages and cards pasted onto backgrounds. Everything stays in memory.
enum DetectionScenes {
    struct Scene {
        var image: Image
        var truth: SampleTruth
        var quad: Quad { truth.document.quad }
    }

    static func sample(_ index: Int, formats: [MRZFormat] = MRZFormat.allCases, preset: SynthesisPreset = .clean,
                       conditions: Set<Condition> = [], seed: UInt64 = 11, dpi: Double = 200, count: Int = 200) throws -> Scene {
        try sample(index, of: SynthesisOptions(count: count, seed: seed, formats: formats, preset: preset, conditions: conditions, dpi: dpi))
    }

    /// Sample `index` of `options` (what `zonal synth` writes with the same options), decoded.
    static func sample(_ index: Int, of options: SynthesisOptions) throws -> Scene {
        let sample = try Synthesizer.sample(index: index, options: options)
        let image = try ImageLoader().decode(sample.bytes, name: sample.truth.image, gray: false)
        return Scene(image: image, truth: sample.truth)
    }

    /// A page of `widthMM` × `heightMM` (light, with a little print) pasted at `corners` (TL, TR,
    /// BR, BL, fractions of the frame) onto a frame of `frameWidth` × `frameHeight` filled with
    /// `background` (gray levels) or, when `busy`, the generator's cluttered surfaces.
    static func page(widthMM: Double, heightMM: Double, corners: [Point], frameWidth: Int = 900, frameHeight: Int = 675,
                     background: UInt8 = 60, busy: Bool = false, paper: UInt8 = 240, seed: UInt64 = 5) throws -> (image: Image, quad: Quad) {
        let scale = 4.0  // pixels per mm on the flat page
        let page = try Canvas(width: Int(widthMM * scale), height: Int(heightMM * scale), color: RGB(gray: paper))
        var rng = RandomSource(seed: seed)
        for row in 0..<Int(heightMM / 12) {
            let y = 10 * scale + Double(row) * 12 * scale
            try page.text(String(repeating: "Lorem ipsum 123 ", count: 3), font: .sans, x: 8 * scale, baseline: y, size: 3 * scale, color: RGB(gray: 60))
        }
        let frame = busy ? try Backgrounds.make(width: frameWidth, height: frameHeight, using: &rng)
            : try Canvas(width: frameWidth, height: frameHeight, color: RGB(gray: background))
        let quad = Quad(topLeft: Point(x: corners[0].x * Double(frameWidth), y: corners[0].y * Double(frameHeight)),
                        topRight: Point(x: corners[1].x * Double(frameWidth), y: corners[1].y * Double(frameHeight)),
                        bottomRight: Point(x: corners[2].x * Double(frameWidth), y: corners[2].y * Double(frameHeight)),
                        bottomLeft: Point(x: corners[3].x * Double(frameWidth), y: corners[3].y * Double(frameHeight)))
        try frame.paste(page, at: quad)
        return (try frame.image(), quad)
    }

    /// The corners of a `widthMM` × `heightMM` page `width` pixels wide centred at (`cx`, `cy`)
    /// pixels, turned `angle` degrees clockwise, its top edge shortened by `keystone` (a share of
    /// its width: a view from below): TL, TR, BR, BL in reading order, as fractions of the frame.
    static func corners(widthMM: Double, heightMM: Double, cx: Double, cy: Double, width: Double, angle: Double = 0,
                        keystone: Double = 0, frameWidth: Int = 900, frameHeight: Int = 675) -> [Point] {
        let w = width, h = width * heightMM / widthMM
        let local = [Point(x: -w / 2 * (1 - keystone), y: -h / 2), Point(x: w / 2 * (1 - keystone), y: -h / 2),
                     Point(x: w / 2, y: h / 2), Point(x: -w / 2, y: h / 2)]
        let (c, s) = (cos(angle * .pi / 180), sin(angle * .pi / 180))
        return local.map { Point(x: (cx + $0.x * c - $0.y * s) / Double(frameWidth), y: (cy + $0.x * s + $0.y * c) / Double(frameHeight)) }
    }

    /// Largest corner distance as a share of the truth's diagonal, in the given corner order
    /// (the diagonal `zonal validate` measures by: `CornerError.diagonal`).
    static func cornerError(_ detected: Quad, _ truth: Quad) -> Double {
        detected.maximumCornerDistance(to: truth) / CornerError.diagonal(of: truth)
    }

    /// The same, whichever corner the detected quad starts at (edges cannot tell the top): the
    /// measure of `zonal validate`'s detector section.
    static func outlineError(_ detected: Quad, _ truth: Quad) -> Double {
        CornerError(detected: detected, truth: truth)?.relative ?? .infinity
    }

    /// The outline error of the document a template read (1, the whole diagonal, when it has none).
    static func outlineError(of result: TemplateResult, _ truth: Quad) -> Double {
        result.document.quad.map { outlineError($0, truth) } ?? 1
    }
}

extension DetectionScenes {
    /// When `ZONAL_DETECTION_DUMP` names a folder, writes `image` there with `quads` drawn on it
    /// (debugging aid; nothing is written otherwise). The first corner gets a dot.
    static func dump(_ image: Image, name: String, quads: [(Quad, RGB, Double)]) {
        guard let folder = ProcessInfo.processInfo.environment["ZONAL_DETECTION_DUMP"] else { return }
        do {
            let f = min(1, 900 / Double(max(image.width, image.height)))
            let small = try image.resized(width: Int(Double(image.width) * f), height: Int(Double(image.height) * f))
            let canvas = try Canvas(copying: small)
            for (quad, color, thickness) in quads {
                let q = quad.mapped { Point(x: $0.x * f, y: $0.y * f) }
                try canvas.polyline(q.corners, closed: true, thickness: thickness, color: color)
                try canvas.ellipse(cx: q.topLeft.x, cy: q.topLeft.y, rx: thickness * 3, ry: thickness * 3, color: color)
            }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let bytes = try canvas.image().encoded(.png)
            try Data(bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
        } catch {
            print("dump failed: \(error)")
        }
    }

    /// Dumps the scene with every native candidate (thin blue), the detection (red) and the truth (green).
    static func dumpCandidates(_ image: Image, name: String, detected: Quad?, truth: Quad?) {
        guard ProcessInfo.processInfo.environment["ZONAL_DETECTION_DUMP"] != nil else { return }
        let outlines = (try? DocumentOutline.candidates(in: image, workingSize: 800, minimumAreaShare: 0.02).outlines) ?? []
        var quads: [(Quad, RGB, Double)] = outlines.map { ($0.quad, RGB(40, 90, 255), 1) }
        if let truth { quads.append((truth, RGB(0, 200, 0), 3)) }
        if let detected { quads.append((detected, RGB(255, 0, 0), 2)) }
        dump(image, name: name, quads: quads)
    }
}
