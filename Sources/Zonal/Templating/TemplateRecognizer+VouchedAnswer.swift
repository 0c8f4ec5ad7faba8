/// A page recognised in a runner-up or a guess (the frame), when the edge detector vouched for
/// its answer (found, no doubt raised) and no class recognised the page there: the classifier
/// is a gate on the title, and a title misread in the answer (`ENTITY CARD` for `IDENTITY CARD`
/// under blur) sends the page to an outline its edges do not support. The recognised class is
/// read in the answer too, without asking its classifier again, and that reading is taken when
/// it is better (`RivalReading`: fewer failing mandatory fields, or as many with clearly more
/// confidence) than the reading every other look made of the page (runners-up, snapped edges,
/// labels). Only better, not as good: an answer the detector found a few percent off, whose
/// title it cut, reads its values nearly as well as the runner-up that is right. And only last:
/// held against the runner-up's first reading, an answer 59% off (a rectangle of the card's
/// print) read better than the runner-up 4.8% off, whose labels then led to a `valid` reading
/// (ID-front photo seed 51, the first).
extension TemplateRecognizer {
    func readVouchedAnswer(_ answer: ClassRun, detection: DocumentDetection, into result: inout TemplateResult, chain: inout ChainOutcome,
                           image: Image) async throws {
        guard detection.status == .found, detection.reasons.isEmpty, let vouched = detection.quad, let current = result.document.quad,
              vouched.maximumCornerDistance(to: current) > Self.snapMinimumMove * vouched.diagonal else { return }
        // The page's way up as the class recognised it: edges cannot tell top from bottom.
        let quad = vouched.aligned(to: current)
        let page = DetectedPage(image: image, dewarper: Dewarper(document: quad, widthMM: detection.widthMM, heightMM: detection.heightMM),
                                mrz: detection.mrz)
        var outcome = try await runClass(named: answer.className, on: page)
        result.timings.add(outcome.timings)
        outcome.rejected = chain.rejected
        guard var matched = outcome.matched else { return }
        // The class was recognised by its classification fields where it was read first; they
        // stand as read there (with the region they were read in).
        for (id, field) in answer.fields where field.result.classification && field.result.verdict == .valid && matched.fields[id]?.result.verdict != .valid {
            matched.fields[id] = field
        }
        guard RivalReading(matched).isBetter(than: RivalReading(answer)) else { return }
        outcome.matched = matched
        result.document.specification = detection.specification
        (result.document.widthMM, result.document.heightMM) = (detection.widthMM, detection.heightMM)
        take(outcome, in: quad,
             warning: "\(Self.vouchedAnswerWarning): \(Self.failures(of: matched, against: answer, before: "in the outline read before"))",
             replacing: [Self.vouchedAnswerWarning], into: &result, chain: &chain)
    }

    static let vouchedAnswerWarning = "the page read better in the detector's answer, where its title was not recognised"
}
