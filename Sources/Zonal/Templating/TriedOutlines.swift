/// The outlines a template's reader tries, in order, until a class recognises the page in one:
/// the detector's answer (when it is readable), its runner-ups, and where every class has a
/// classifier (the recognition is then the evidence) the guesses: the pages around an answer
/// too small to be the document, the frame (upright, then turned), the regions of print's
/// texture, and last the pages around a small answer the detector doubted.
struct TriedOutlines {
    var outlines: [DocumentDetection.Alternative] = []
    /// The detector's runner-ups tried (none where some class has no classifier).
    var alternatives: [DocumentDetection.Alternative]
    /// The guesses that the document fills the frame: upright, then turned (`FrameFillingOutline`).
    var frame: DocumentDetection.Alternative?
    var tiltedFrames: [DocumentDetection.Alternative] = []
    /// The pages around the answer, taken for a picture printed on them (`PrintedFrameOutline`).
    var aroundAnswer: [DocumentDetection.Alternative] = []
    let status: DocumentDetection.Status

    init(detection: DocumentDetection, answerReadable: Bool, template: Template, recognisable: Bool, image: Image) {
        status = detection.status
        if let quad = detection.quad, answerReadable {
            outlines.append(.init(quad: quad, specification: detection.specification ?? "", widthMM: detection.widthMM, heightMM: detection.heightMM))
        }
        alternatives = recognisable ? detection.alternatives ?? [] : []
        outlines += alternatives.filter { $0.rough != true }
        guard recognisable, case let .document(specifications) = template.detector else { return }
        // An answer too small to be the document (or a small one the detector doubted) may be a
        // picture printed on it.
        let imageArea = Double(image.width) * Double(image.height)
        if let quad = detection.quad, let specification = specifications.first(where: { $0.name == detection.specification }),
           status == .tooSmall || status == .notFound && quad.area < PrintedFrameOutline.largestDoubtedShare * imageArea {
            aroundAnswer = PrintedFrameOutline.outlines(around: quad, classes: template.classes, specification: specification)
            if status == .tooSmall { outlines += aroundAnswer }
        }
        // Then the guess that the document fills the frame (its edges too faint to be found), and
        // the outlines of print's texture: rough, they would be taken for a card filling the
        // frame whose print stops short of its edges.
        if let specification = specifications.first(where: { $0.aspectRatio != nil }),
           let upright = FrameFillingOutline.outline(imageWidth: image.width, imageHeight: image.height, specification: specification) {
            frame = upright
            tiltedFrames = FrameFillingOutline.tilts.compactMap {
                FrameFillingOutline.tilted(imageWidth: image.width, imageHeight: image.height, specification: specification, degrees: $0)
            }
            outlines += [upright] + tiltedFrames
        }
        outlines += alternatives.filter { $0.rough == true }
        // An answer the detector doubted is a weaker sign of a picture: its pages come last.
        if status == .notFound { outlines += aroundAnswer }
    }

    /// Whether `outline` is a guess (the frame, or the page around a picture), which a second
    /// look at the document's edges may shrink.
    func isGuess(_ outline: DocumentDetection.Alternative) -> Bool {
        outline == frame || tiltedFrames.contains(outline) || aroundAnswer.contains(outline)
    }

    /// The frame turned, the same way up as a page recognised in the upright frame.
    func tiltedFrames(upsideDown: Bool) -> [DocumentDetection.Alternative] {
        tiltedFrames.map { tilted in
            var turned = tilted
            if upsideDown { turned.quad = tilted.quad.upsideDown }
            return turned
        }
    }

    /// The warning of a page recognised in `outline`, another than the detector's answer.
    func warning(recognisedIn outline: DocumentDetection.Alternative, className: String) -> String {
        if let alternative = alternatives.firstIndex(of: outline) {
            return "no class recognised a page in the detector's answer (\(status.rawValue)); class \(className) recognised one in its alternative outline \(alternative + 1) of \(alternatives.count)"
        }
        let guess = "no document outline was found or recognised (\(status.rawValue)); class \(className) recognised the page"
        if aroundAnswer.contains(outline) {
            return "\(guess) around the detector's answer, taken for a picture printed on the page (an image region of the template)"
        }
        if let tilt = tiltedFrames.firstIndex(of: outline) {
            return "\(guess) in the image's frame turned by \(Int(FrameFillingOutline.tilts[tilt]))° (the document taken to fill it at a slant)"
        }
        return "\(guess) in the image's frame (the document taken to fill it)"
    }
}
