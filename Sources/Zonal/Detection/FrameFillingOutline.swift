import Foundation

/// The last guess of a reader that can recognise the page: the document fills the frame. A card
/// photographed close up on a table of nearly its colour shows too little of its edges for the
/// document detector (13 of the 17 ID fronts and licences that bench-id's photos at seeds
/// 2027–5059 left unidentified lay within 6% of every side of the image), but its title and its
/// labels still read where the frame places them, and that recognition is the evidence.
public enum FrameFillingOutline {
    /// How far in from each side of the image the guessed outline lies (share of the side): a
    /// card held to fill the frame keeps a little of the table around it.
    public static let inset = 0.04

    /// The image's frame, inset, as an outline of the specification's page: a landscape page in a
    /// portrait image is taken to be turned a quarter (the reader tries the half turn itself).
    /// Nil when the specification has no aspect ratio.
    public static func outline(imageWidth: Int, imageHeight: Int, specification: DocumentSpecification) -> DocumentDetection.Alternative? {
        guard let aspect = specification.aspectRatio else { return nil }
        let w = Double(imageWidth), h = Double(imageHeight)
        let dx = w * inset, dy = h * inset
        let topLeft = Point(x: dx, y: dy), topRight = Point(x: w - dx, y: dy)
        let bottomRight = Point(x: w - dx, y: h - dy), bottomLeft = Point(x: dx, y: h - dy)
        let frame = Quad(topLeft: topLeft, topRight: topRight, bottomRight: bottomRight, bottomLeft: bottomLeft)
        // Turned a quarter clockwise: the page's top runs down the image's right side.
        let turned = Quad(topLeft: topRight, topRight: bottomRight, bottomRight: bottomLeft, bottomLeft: topLeft)
        let quad = (aspect >= 1) == (w >= h) ? frame : turned
        return DocumentDetection.Alternative(quad: quad, specification: specification.name,
                                             widthMM: specification.widthMM, heightMM: specification.heightMM)
    }

    /// The angles (degrees) of the guesses that the document fills the frame turned: a card held
    /// at a slant to fill the frame (the photos' skew reaches 20°) lies 8–25% off the upright
    /// guess, too far for its title to be read there.
    public static let tilts = [-15.0, 15.0]

    /// The largest page of the specification's aspect turned by `degrees` (clockwise) about the
    /// image's centre that fits in the inset frame; turned a quarter as `outline` is.
    public static func tilted(imageWidth: Int, imageHeight: Int, specification: DocumentSpecification, degrees: Double) -> DocumentDetection.Alternative? {
        guard let upright = outline(imageWidth: imageWidth, imageHeight: imageHeight, specification: specification),
              let aspect = specification.aspectRatio, aspect > 0 else { return nil }
        let w = Double(imageWidth) * (1 - 2 * inset), h = Double(imageHeight) * (1 - 2 * inset)
        let long = max(aspect, 1 / aspect), angle = degrees * .pi / 180
        let (c, s) = (abs(cos(angle)), abs(sin(angle)))
        // The page's long side along the frame's long side: its bounding box must fit.
        let (frameLong, frameShort) = (max(w, h), min(w, h))
        let short = min(frameLong / (long * c + s), frameShort / (long * s + c))
        let centre = Point(x: Double(imageWidth) / 2, y: Double(imageHeight) / 2)
        func placed(_ corner: Point) -> Point {
            // Corners of the upright guess scaled to the turned page's size, then turned.
            let dx = (corner.x - centre.x) / (w / 2), dy = (corner.y - centre.y) / (h / 2)
            let x = dx * (w >= h ? long * short : short) / 2, y = dy * (w >= h ? short : long * short) / 2
            return Point(x: centre.x + x * cos(angle) - y * sin(angle), y: centre.y + x * sin(angle) + y * cos(angle))
        }
        let q = upright.quad
        var turned = upright
        turned.quad = Quad(topLeft: placed(q.topLeft), topRight: placed(q.topRight), bottomRight: placed(q.bottomRight), bottomLeft: placed(q.bottomLeft))
        return turned
    }
}
