/// The whole image is the document (a flatbed scan or a crop): the quad is the image's frame.
public struct FullImageLocator: DocumentLocator {
    public var widthMM: Double?
    public var heightMM: Double?

    public init(widthMM: Double? = nil, heightMM: Double? = nil) {
        self.widthMM = widthMM
        self.heightMM = heightMM
    }

    public var providesPhysicalSize: Bool { widthMM != nil && heightMM != nil }

    public func detect(_ image: Image) async throws -> DocumentDetection {
        let w = Double(image.width), h = Double(image.height)
        let quad = Quad(topLeft: Point(x: 0, y: 0), topRight: Point(x: w, y: 0), bottomRight: Point(x: w, y: h), bottomLeft: Point(x: 0, y: h))
        return DocumentDetection(status: .found, quad: quad, specification: "fullImage", widthMM: widthMM, heightMM: heightMM)
    }
}
