/// A page recognised in the upright guess that it fills the frame may be a card filling it at a
/// slant: its title, in the frame's top left, reads in both. Read there 27% off (a licence
/// photo, seed 96 #47, turned 17°), it failed every field. Such a page's class is read again in
/// the frame turned (`FrameFillingOutline.tilts`, the same way up), and a reading failing fewer
/// mandatory fields is taken; the edges near it and the labels and values in it then correct it
/// as they correct any guess.
extension TemplateRecognizer {
    func readTilted(_ tilted: [DocumentDetection.Alternative], of answer: ClassRun, into result: inout TemplateResult,
                    chain: inout ChainOutcome, image: Image, mrz: MRZReadResult?) async throws {
        var best = RivalReading(answer)
        for (index, outline) in tilted.enumerated() {
            let page = DetectedPage(image: image, dewarper: Dewarper(document: outline.quad, widthMM: outline.widthMM, heightMM: outline.heightMM), mrz: mrz)
            var outcome = try await runClass(named: answer.className, on: page)
            result.timings.add(outcome.timings)
            guard let matched = outcome.matched, matched.failures.count < best.failures else { continue }
            best = RivalReading(matched)
            outcome.rejected = chain.rejected
            take(outcome, in: outline.quad,
                 warning: "\(Self.tiltedWarning) turned by \(Int(FrameFillingOutline.tilts[index]))°: \(Self.failures(of: matched, against: answer, before: "upright"))",
                 replacing: [Self.tiltedWarning], into: &result, chain: &chain)
            if matched.failures.isEmpty { return }
        }
    }

    static let tiltedWarning = "the page read better in the image's frame"
}
