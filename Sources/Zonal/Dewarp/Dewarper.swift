import Foundation

/// Cuts a processor group's location out of the detected document and rectifies it.
struct Dewarper {
    /// The document as detected: its quad in the image and, when known, its size in millimetres.
    let document: Quad
    let widthMM: Double?
    let heightMM: Double?

    /// The pixel size a region gets under a policy.
    /// - The aspect ratio comes from the document's physical size when known (exact for the
    ///   printed layout), otherwise from the region's size in the image.
    /// - `noUpscaling` measures the region's height in source pixels (the longer of its two sides
    ///   in the height direction, so a region seen in perspective is not upscaled at its far end).
    func size(of rect: RelativeRect, policy: DewarpPolicy) throws -> (width: Int, height: Int) {
        let region = rect.region(of: document)
        let sourceHeight = max(region.topLeft.distance(to: region.bottomLeft), region.topRight.distance(to: region.bottomRight))
        let aspect: Double
        if let widthMM, let heightMM, heightMM > 0 {
            aspect = (rect.width * widthMM) / (rect.height * heightMM)
        } else {
            aspect = region.height > 0 ? region.width / region.height : 1
        }
        let height: Double
        switch policy {
        case let .fixed(h):
            height = Double(h)
        case let .dpi(dpi):
            guard let heightMM else { throw ZonalError.invalidArgument("the dpi dewarp policy needs the document's physical size, and the detector gave none") }
            height = rect.height * heightMM / 25.4 * dpi
        case let .noUpscaling(maxHeight):
            height = min(sourceHeight, Double(maxHeight))
        }
        let h = max(1, Int(height.rounded()))
        let w = max(1, Int((height * aspect).rounded()))
        // A guard against templates that ask for absurd sizes (a 0.9-wide strip at 2400 dpi).
        guard w <= 20_000, h <= 20_000 else { throw ZonalError.invalidArgument("dewarped region of \(w)×\(h) px is too large") }
        return (w, h)
    }

    func dewarp(_ image: Image, _ rect: RelativeRect, policy: DewarpPolicy) throws -> Image {
        let (width, height) = try size(of: rect, policy: policy)
        return try image.warped(rect.region(of: document), width: width, height: height)
    }
}
