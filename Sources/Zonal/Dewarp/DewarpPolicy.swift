/// How big the image cut out of a processor group's location is (the Templating API's dewarp
/// policies). Width always follows from the region's aspect ratio.
public enum DewarpPolicy: Sendable, Hashable {
    /// Exactly this height in pixels, whatever the source resolution (upscales small regions):
    /// predictable input for the OCR.
    case fixed(height: Int)
    /// The height the region has at this many dots per inch of the real document: needs the
    /// detector to know the document's physical size (checked when the template loads).
    case dpi(Double)
    /// The region's own resolution in the image, but at most `maxHeight` pixels: never upscales,
    /// only scales down.
    case noUpscaling(maxHeight: Int)

    public var needsPhysicalSize: Bool {
        if case .dpi = self { return true }
        return false
    }
}
