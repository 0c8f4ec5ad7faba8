/// A page recognised in one of the detector's runner-ups, when its answer was too small to be the
/// document (or a small one it doubted), is not always the card: a runner-up can hold the title
/// and cut through the values (a licence photo, seed 96, the 55th: the answer its portrait, the
/// page recognised in a runner-up 20% off, nine fields wrong). Where that page fails a mandatory
/// field, the pages around the answer taken for the portrait (`PrintedFrameOutline`, tried after
/// the runner-ups) are read too, and one where the same class is recognised, fails fewer
/// mandatory fields and has fewer of them `unread` is taken.
extension TemplateRecognizer {
    /// Returns whether a page around the answer was taken.
    func readAroundPicture(_ pages: [DocumentDetection.Alternative], of answer: ClassRun, into result: inout TemplateResult,
                           chain: inout ChainOutcome, image: Image, mrz: MRZReadResult?) async throws -> Bool {
        var best = RivalReading(answer), taken = false
        for page in pages {
            let attempt = try await runChain(on: page, image: image, mrz: mrz)
            result.timings.add(attempt.outcome.timings)
            guard let matched = attempt.outcome.matched, matched.className == answer.className,
                  matched.failures.count < best.failures, Self.unread(matched) < Self.unread(answer) else { continue }
            best = RivalReading(matched)
            taken = true
            take(attempt.outcome, in: attempt.quad, adopting: page,
                 warning: "\(Self.pictureWarning): \(Self.failures(of: matched, against: answer, before: "in the outline it was recognised in"))",
                 replacing: [Self.pictureWarning], into: &result, chain: &chain)
            if matched.failures.isEmpty { break }
        }
        return taken
    }

    /// The mandatory fields a reading has no value for. A runner-up a few percent off reads most
    /// values, some below their thresholds, and a page around the portrait 14–16% off can fail
    /// fewer of them with more wrong (licence photos seed 72, the 43rd, and seed 92, the 11th):
    /// only a runner-up that lost values to its outline is replaced.
    static func unread(_ run: ClassRun) -> Int {
        run.fields.values.filter { $0.result.mandatory && $0.result.value == nil }.count
    }

    static let pictureWarning = "the page read better around the detector's answer, taken for a picture printed on it"
}
