/// Document capture: the detected document cut out of the image and rectified (`zonal crop`).
public enum DocumentCapture {
    /// The whole document of `detection`, sized by `policy` (the dewarp policies of a template's
    /// processor groups, applied to the whole page).
    /// - Throws when the detection is not `found` (the message gives the status and its reasons:
    ///   a cut-out of a partial or refused outline would be a wrong picture of the document), or
    ///   when `policy` is `dpi` and the detection has no physical size.
    public static func crop(_ image: Image, detection: DocumentDetection, policy: DewarpPolicy = defaultPolicy) throws -> Image {
        guard detection.status == .found, let quad = detection.quad else {
            let why = detection.reasons.isEmpty ? "" : ": " + detection.reasons.joined(separator: "; ")
            throw ZonalError.invalidArgument("no document to crop (detection status \(detection.status.rawValue)\(why))")
        }
        let dewarper = Dewarper(document: quad, widthMM: detection.widthMM, heightMM: detection.heightMM)
        return try dewarper.dewarp(image, .whole, policy: policy)
    }

    /// The document at the resolution it has in the image (never upscaled), its aspect ratio from
    /// the specification when known.
    public static let defaultPolicy = DewarpPolicy.noUpscaling(maxHeight: 20_000)
}
