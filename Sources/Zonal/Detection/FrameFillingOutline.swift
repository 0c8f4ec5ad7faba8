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
}
