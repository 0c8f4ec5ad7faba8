import Foundation

/// A screenshot of the document shown in an application window (the `screenshot` condition): a
/// title bar with window buttons, a toolbar of buttons and icons, usually (70%) a sidebar of file
/// names, a status bar and sometimes (50%) a scroll bar, in a light or dark (35%) theme, with the
/// document zoomed so its MRZ capitals are 10–18 px. Taken on a 1× screen, or on a 2× screen and
/// halved (40%); saved as PNG (40%) or JPEG at quality 55–92.
struct Screenshot {
    var image: Image
    /// Where a content pixel lands: `p * scale + offset` per axis.
    var scaleX: Double, scaleY: Double
    var offset: Point
    var format: Image.EncodingFormat
    var quality: Int

    func map(_ quad: Quad) -> Quad {
        quad.mapped { Point(x: $0.x * scaleX + offset.x, y: $0.y * scaleY + offset.y) }
    }

    /// Puts `content` (whose MRZ capitals are `capHeight` px) into a window.
    static func make(content: Image, capHeight: Double, using rng: inout RandomSource) throws -> Screenshot {
        let ui: Double = rng.chance(0.6) ? 1 : 2
        func u(_ v: Double) -> Double { (v * ui).rounded() }
        let zoom = rng.uniform(10...18) * ui / max(1, capHeight)
        let contentWidth = max(1, (Double(content.width) * zoom).rounded()), contentHeight = max(1, (Double(content.height) * zoom).rounded())
        let theme = Theme(dark: rng.chance(0.35), using: &rng)
        let title = u(rng.uniform(26...36)), toolbar = u(rng.uniform(34...48)), status = u(rng.uniform(20...28))
        let sidebar = rng.chance(0.7) ? u(rng.uniform(150...260)) : 0, scrollbar = rng.chance(0.5) ? u(rng.uniform(10...16)) : 0
        let marginX = u(rng.uniform(8...80)), marginY = u(rng.uniform(8...60))
        let width = sidebar + 2 * marginX + contentWidth + scrollbar, height = title + toolbar + 2 * marginY + contentHeight + status
        let canvas = try Canvas(width: Int(width), height: Int(height), color: theme.window)
        let text = 13 * ui

        // Title bar: window buttons and the file name.
        try canvas.rect(x: 0, y: 0, width: width, height: title, color: theme.bar)
        if rng.chance(0.5) {
            for (i, color) in [RGB(237, 94, 87), RGB(245, 190, 79), RGB(98, 197, 84)].enumerated() {
                try canvas.ellipse(cx: u(14) + Double(i) * u(20), cy: title / 2, rx: u(6), ry: u(6), color: color)
            }
        } else {
            for i in 0..<3 {
                let cx = width - u(20) - Double(i) * u(44), cy = title / 2, r = u(5)
                switch i {
                case 0: try canvas.polyline([Point(x: cx - r, y: cy - r), Point(x: cx + r, y: cy + r)], thickness: ui, color: theme.text)
                        try canvas.polyline([Point(x: cx - r, y: cy + r), Point(x: cx + r, y: cy - r)], thickness: ui, color: theme.text)
                case 1: try canvas.rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r, thickness: ui, color: theme.text)
                default: try canvas.polyline([Point(x: cx - r, y: cy), Point(x: cx + r, y: cy)], thickness: ui, color: theme.text)
                }
            }
        }
        let names = ["scan_0042.jpg — Image Viewer", "IMG_20240312_101544.jpg", "passport.pdf - Document Viewer", "Photos",
                     "WhatsApp Image 2023-11-02 at 10.41.22.jpeg", "Screenshot 2024-05-07 at 09.12.33.png - Preview", "KYC upload — Case 3391"]
        try canvas.text(rng.pick(names), font: .sans, x: width * rng.uniform(0.2...0.4), baseline: title * 0.68, size: text, color: theme.text)

        // Toolbar: icon buttons and labelled ones.
        try canvas.rect(x: 0, y: title, width: width, height: toolbar, color: theme.bar)
        try canvas.polyline([Point(x: 0, y: title + toolbar - 1), Point(x: width, y: title + toolbar - 1)], thickness: 1, color: theme.line)
        var x = u(10)
        let labels = ["Open", "Share", "Print", "Export", "Zoom", "Fit", "100%", "Edit", "Rotate", "Markup"]
        while x < width - u(60) {
            let side = toolbar * 0.66, y = title + (toolbar - side) / 2
            if rng.chance(0.6) {
                try canvas.rect(x: x, y: y, width: side, height: side, radius: u(4), color: theme.button)
                try Self.icon(rng.int(0...3), on: canvas, x: x, y: y, side: side, color: theme.text)
                x += side + u(6)
            } else {
                let label = rng.pick(labels), w = try Canvas.textWidth(label, font: .sans, size: text) + u(16)
                try canvas.rect(x: x, y: y, width: w, height: side, radius: u(4), color: theme.button)
                try canvas.text(label, font: .sans, x: x + u(8), baseline: y + side * 0.68, size: text, color: theme.text)
                x += w + u(6)
            }
            if rng.chance(0.2) { x += u(rng.uniform(10...40)) }
        }

        // Sidebar: folders and files, one of them selected.
        let viewerTop = title + toolbar
        if sidebar > 0 {
            try canvas.rect(x: 0, y: viewerTop, width: sidebar, height: height - viewerTop - status, color: theme.panel)
            let items = ["Documents", "Downloads", "Desktop", "Scans", "id_front.jpg", "id_back.jpg", "passport_scan.jpg", "utility_bill.pdf",
                         "IMG_4471.HEIC", "contract_signed.pdf", "selfie.png", "Case 3391", "Archive 2023", "invoice_0815.pdf"]
            let row = u(24), selected = rng.int(2...6)
            var y = viewerTop + u(10), i = 0
            while y + row < height - status {
                if i == selected { try canvas.rect(x: u(4), y: y, width: sidebar - u(8), height: row, radius: u(4), color: theme.accent) }
                try canvas.rect(x: u(12), y: y + row * 0.25, width: row * 0.55, height: row * 0.45, radius: ui, color: i < 4 ? theme.folder : theme.line)
                try canvas.text(rng.pick(items), font: .sans, x: u(12) + row * 0.8, baseline: y + row * 0.7, size: text * 0.95, color: theme.text)
                y += row; i += 1
            }
        }

        // The viewer with the document, and a scroll bar.
        try canvas.rect(x: sidebar, y: viewerTop, width: width - sidebar, height: height - viewerTop - status, color: theme.viewer)
        let origin = Point(x: sidebar + marginX, y: viewerTop + marginY)
        try canvas.paste(Canvas(copying: content), at: Quad.rect(x: origin.x, y: origin.y, width: contentWidth, height: contentHeight))
        if scrollbar > 0 {
            let trackHeight = height - viewerTop - status, thumb = trackHeight * rng.uniform(0.3...0.8)
            try canvas.rect(x: width - scrollbar, y: viewerTop, width: scrollbar, height: trackHeight, color: theme.panel)
            try canvas.rect(x: width - scrollbar + u(2), y: viewerTop + rng.uniform(0...(trackHeight - thumb)), width: scrollbar - u(4),
                            height: thumb, radius: scrollbar / 2 - u(2), color: theme.line)
        }

        // Status bar.
        try canvas.rect(x: 0, y: height - status, width: width, height: status, color: theme.bar)
        let info = "\(rng.int(1...12)) of \(rng.int(12...40))    \(Int(zoom / ui * 100))%    \(content.width) × \(content.height) px"
        try canvas.text(info, font: .sans, x: u(10), baseline: height - status * 0.3, size: text * 0.9, color: theme.text)

        if rng.chance(0.4) {
            // A mouse pointer over the chrome.
            let p = Point(x: rng.uniform(0...max(1, sidebar > 0 ? sidebar : width)), y: rng.uniform(0...viewerTop))
            let arrow = [(0.0, 0.0), (0, 17), (4, 13), (7, 20), (10, 19), (7, 12), (12, 12)].map { Point(x: p.x + u($0.0), y: p.y + u($0.1)) }
            try canvas.polygon(arrow, color: .white)
            try canvas.polyline(arrow, closed: true, thickness: ui, color: .black)
        }

        var image = try canvas.image()
        var scaleX = contentWidth / Double(content.width), scaleY = contentHeight / Double(content.height), offset = origin
        if ui == 2 {
            let w = max(1, image.width / 2), h = max(1, image.height / 2)
            let fx = Double(w) / Double(image.width), fy = Double(h) / Double(image.height)
            image = try image.resized(width: w, height: h)
            scaleX *= fx; scaleY *= fy
            offset = Point(x: offset.x * fx, y: offset.y * fy)
        }
        let png = rng.chance(0.4)
        return Screenshot(image: image, scaleX: scaleX, scaleY: scaleY, offset: offset, format: png ? .png : .jpeg, quality: rng.int(55...92))
    }

    /// A toolbar icon: back arrow, magnifier, plus, or rotate.
    private static func icon(_ kind: Int, on canvas: Canvas, x: Double, y: Double, side: Double, color: RGB) throws {
        let c = Point(x: x + side / 2, y: y + side / 2), r = side * 0.28, t = max(1, side / 14)
        switch kind {
        case 0:
            try canvas.polyline([Point(x: c.x + r * 0.4, y: c.y - r), Point(x: c.x - r * 0.6, y: c.y), Point(x: c.x + r * 0.4, y: c.y + r)], thickness: t, color: color)
        case 1:
            try canvas.ellipse(cx: c.x - r * 0.2, cy: c.y - r * 0.2, rx: r * 0.6, ry: r * 0.6, thickness: t, color: color)
            try canvas.polyline([Point(x: c.x + r * 0.25, y: c.y + r * 0.25), Point(x: c.x + r, y: c.y + r)], thickness: t, color: color)
        case 2:
            try canvas.polyline([Point(x: c.x - r, y: c.y), Point(x: c.x + r, y: c.y)], thickness: t, color: color)
            try canvas.polyline([Point(x: c.x, y: c.y - r), Point(x: c.x, y: c.y + r)], thickness: t, color: color)
        default:
            let arc = (0...12).map { i -> Point in
                let a = Double(i) / 12 * 1.5 * .pi
                return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
            }
            try canvas.polyline(arc, thickness: t, color: color)
        }
    }
}

/// Window colours, light or dark.
private struct Theme {
    var window, bar, panel, viewer, button, line, text, accent, folder: RGB

    init(dark: Bool, using rng: inout RandomSource) {
        let hue = rng.uniform(0...360)
        func gray(_ range: ClosedRange<Int>) -> RGB { RGB(gray: UInt8(rng.int(range))) }
        if dark {
            window = gray(30...40); bar = gray(40...55); panel = gray(35...48); viewer = gray(20...35)
            button = gray(60...75); line = gray(85...110); text = gray(205...235)
            accent = RGB(hue: hue, saturation: 0.6, value: 0.45)
        } else {
            window = gray(240...248); bar = gray(228...242); panel = gray(235...246); viewer = gray(rng.chance(0.5) ? 190...215 : 90...120)
            button = gray(210...228); line = gray(160...190); text = gray(20...50)
            accent = RGB(hue: hue, saturation: 0.35, value: 0.95)
        }
        folder = RGB(hue: rng.uniform(195...220), saturation: 0.5, value: 0.85)
    }
}
