/// A page recognised in the detector's answer but not read validly there may have been cut from
/// the wrong one of two outlines the detector could hardly tell apart (a side on a line of the
/// card's print, or on a line of the table just past it): a corner 3–5% off cuts the edge
/// fields' text. The rival outlines (`DocumentDetection.Alternative.rival`) are read too, and
/// one whose reading fails fewer mandatory fields is taken.
extension TemplateRecognizer {
    func readRivals(_ alternatives: [DocumentDetection.Alternative], of answer: ClassRun, into result: inout TemplateResult,
                    chain: inout ChainOutcome, image: Image, mrz: MRZReadResult?) async throws {
        var best = answer.failures.count
        for (index, rival) in alternatives.enumerated() where rival.rival == true {
            let attempt = try await runChain(on: rival, image: image, mrz: mrz)
            result.timings.add(attempt.outcome.timings)
            guard let matched = attempt.outcome.matched, matched.failures.count < best else { continue }
            best = matched.failures.count
            chain = attempt.outcome
            result.document.quad = attempt.quad
            result.document.specification = rival.specification
            result.document.widthMM = rival.widthMM
            result.document.heightMM = rival.heightMM
            result.warnings.removeAll { $0.hasPrefix(Self.rivalWarning) }
            result.warnings.append("\(Self.rivalWarning) (alternative outline \(index + 1) of \(alternatives.count)): class \(matched.className ?? "-") failed \(matched.failures.count) mandatory field(s) there, \(answer.failures.count) in the answer")
            if best == 0 { return }
        }
    }

    static let rivalWarning = "the page read better in an outline the detector could hardly tell from its answer"
}
