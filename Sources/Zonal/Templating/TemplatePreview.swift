/// The picture a template author needs: the image with the detected document quad, every
/// processor group's region, and per field the text read and its confidence, coloured by
/// confidence (green: valid and ≥ 90, amber: valid below 90, red: not valid or not found).
/// Without `labels`, only the outlines: for thumbnails, where text would be too small to read.
public enum TemplatePreview {
    public static func render(_ result: TemplateResult, on image: Image, labels: Bool = true) throws -> Image {
        let canvas = try Canvas(copying: image)
        let scale = Double(max(canvas.width, canvas.height))
        let thickness = max(1, (scale / 500).rounded())
        let textSize = max(11, scale / 70)
        if let quad = result.document.quad {
            try canvas.polyline(quad.corners, closed: true, thickness: thickness * 2, color: RGB(40, 110, 230))
            if labels {
                try label("\(result.document.specification ?? "document") · \(result.class ?? "no class") · \(result.state.rawValue)",
                          at: quad.topLeft, size: textSize, color: RGB(40, 110, 230), on: canvas)
            }
        }
        for (id, image) in result.images.sorted(by: { $0.key < $1.key }) {
            try canvas.polyline(image.region.corners, closed: true, thickness: thickness, color: RGB(150, 80, 200))
            if labels { try label("\(id) (image \(image.width)×\(image.height))", at: image.region.topLeft, size: textSize, color: RGB(150, 80, 200), on: canvas) }
        }
        // Several parsers may share a group: stack their labels above its region. When no class
        // matched, show what the classifiers saw.
        var stacked: [String: Int] = [:]
        var fields = result.fields.sorted(by: { $0.key < $1.key })
        if result.class == nil {
            for rejected in result.rejectedClasses {
                fields += rejected.fields.sorted(by: { $0.key < $1.key }).map { ("\(rejected.name).\($0.key)", $0.value) }
            }
        }
        for (id, field) in fields {
            let color = Self.color(for: field)
            try canvas.polyline(field.region.corners, closed: true, thickness: thickness, color: color)
            guard labels else { continue }
            let row = stacked[field.group, default: 0]
            stacked[field.group] = row + 1
            let value = field.value.map { $0.replacingOccurrences(of: "\n", with: " ⏎ ") } ?? "not found"
            let anchor = Point(x: field.region.topLeft.x, y: field.region.topLeft.y - Double(row) * textSize * 1.25)
            try label("\(id): \(value) (\(Int(field.confidence.rounded())))", at: anchor, size: textSize, color: color, on: canvas)
        }
        return try canvas.image()
    }

    static func color(for field: FieldResult) -> RGB {
        guard field.valid, field.value != nil else { return RGB(220, 40, 40) }
        return field.confidence >= 90 ? RGB(30, 160, 60) : RGB(230, 150, 20)
    }

    /// Text on a white plate just above `point`, so it stays legible on any background.
    private static func label(_ text: String, at point: Point, size: Double, color: RGB, on canvas: Canvas) throws {
        let width = try Canvas.textWidth(text, font: .sans, size: size)
        let x = max(0, min(point.x, Double(canvas.width) - width - 4))
        let baseline = max(size, point.y - size * 0.3)
        try canvas.rect(x: x - 2, y: baseline - size, width: width + 4, height: size * 1.25, color: .white)
        try canvas.text(text, font: .sans, x: x, baseline: baseline, size: size, color: color)
    }
}
