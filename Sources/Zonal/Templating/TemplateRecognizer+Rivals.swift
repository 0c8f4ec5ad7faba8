/// A page recognised in the detector's answer but not read validly there may have been cut from
/// the wrong one of two outlines the detector could hardly tell apart (a side on a line of the
/// card's print, or on a line of the table just past it): a corner 3–5% off cuts the edge
/// fields' text. The rival outlines (`DocumentDetection.Alternative.rival`) are read too, and
/// one whose reading is better (`RivalReading`) is taken, unless it read every mandatory value
/// the answer read, only with more confidence: then the answer's outline stays, with the rival's
/// confidences (`ClassRun.confirmed(by:)`; an ID-front photo, seed 81, the 16th, in the two
/// outlines the detector gave before it narrowed its answer off the checked cloth, read its
/// values alike in both, one mandatory field below its threshold in the answer).
/// (Reading the other runners-up of a page recognised only in a runner-up, or in an answer the
/// detector did not vouch for, was tried: on generated photos those read better as often in a
/// wrong outline as in a right one.)
extension TemplateRecognizer {
    func readRivals(_ alternatives: [DocumentDetection.Alternative], of answer: ClassRun, into result: inout TemplateResult,
                    chain: inout ChainOutcome, image: Image, mrz: MRZReadResult?) async throws {
        var best = RivalReading(answer), rivalTaken = false
        for (index, rival) in alternatives.enumerated() where rival.rival == true {
            let attempt = try await runChain(on: rival, image: image, mrz: mrz)
            result.timings.add(attempt.outcome.timings)
            guard let matched = attempt.outcome.matched else { continue }
            let reading = RivalReading(matched)
            guard reading.isBetter(than: best) else { continue }
            // (Not where the answer's reading needed its regions widened to their columns and the
            // rival's fewer: then the rival's outline is the one the values agree with.)
            if !rivalTaken, reading.widened >= best.widened, let current = chain.matched, let confirmed = current.confirmed(by: matched),
               confirmed.failures.count <= matched.failures.count {
                // The same values, read with more confidence in the rival: the detector's answer
                // stays, with the rival's confidence where it read the same.
                best = RivalReading(confirmed)
                chain.matched = confirmed
                result.warnings.removeAll { $0.hasPrefix(Self.rivalWarning) || $0.hasPrefix(Self.confirmedWarning) }
                result.warnings.append("\(Self.confirmedWarning) (alternative outline \(index + 1) of \(alternatives.count)): \(answer.failures.count) mandatory field(s) failed in the answer, \(confirmed.failures.count) with the rival's confidence; the answer's outline is kept")
                if confirmed.failures.isEmpty { return }
                continue
            }
            best = reading
            rivalTaken = true
            take(attempt.outcome, in: attempt.quad, adopting: rival,
                 warning: "\(Self.rivalWarning) (alternative outline \(index + 1) of \(alternatives.count)): \(Self.failures(of: matched, against: answer, before: "in the answer"))",
                 replacing: [Self.rivalWarning, Self.confirmedWarning], into: &result, chain: &chain)
            if reading.failures == 0 { return }
        }
    }

    static let rivalWarning = "the page read better in an outline the detector could hardly tell from its answer"
    static let confirmedWarning = "the page's values read with more confidence in an outline the detector could hardly tell from its answer"
}

extension ClassRun {
    /// This reading with `other`'s field results where `other` is the same class and read every
    /// mandatory field's value alike, and read it with more confidence; nil when a mandatory
    /// value differs (then the two outlines read different pages, and one of them cut the text).
    func confirmed(by other: ClassRun) -> ClassRun? {
        guard other.className == className else { return nil }
        let mandatory = fields.filter { $0.value.result.mandatory }
        guard mandatory.allSatisfy({ id, field in field.result.value != nil && other.fields[id]?.result.value == field.result.value }) else { return nil }
        var merged = self
        for (id, field) in other.fields where field.result.value == fields[id]?.result.value && field.result.confidence > fields[id]?.result.confidence ?? 0 {
            merged.fields[id] = field
        }
        return merged
    }
}

/// How well a class read a page, to choose between rival outlines: fewer failing mandatory fields,
/// or as many but read with clearly more confidence (their confidences summed, a missing field
/// counting 0), `confidenceMargin` more. A field's text cut by an outline a little off reads with
/// less confidence or not at all.
struct RivalReading {
    var failures: Int
    var confidence: Double
    /// Groups the reading widened to their column's values (`ClassRun.widenedToColumn`): widened,
    /// values cut by an outline a few percent off read whole, and the outline then read as well as
    /// the right one beside it, which it was taken for (licence photos seed 98, the 16th and the
    /// 55th: rival outlines 0.1% off left for the answer 3–5% off). As many failures, the reading
    /// that needed fewer of them is the better.
    var widened = 0

    /// On an ID-front photo (seed 51, the 57th) both outlines' readings failed four mandatory
    /// fields; the answer's had lost the birth date and the surname's first letters, which the
    /// rival's read (at 50 and 43).
    static let confidenceMargin = 20.0

    func isBetter(than other: RivalReading) -> Bool {
        guard failures == other.failures else { return failures < other.failures }
        guard widened == other.widened else { return widened < other.widened }
        return confidence >= other.confidence + Self.confidenceMargin
    }
}

extension RivalReading {
    init(_ run: ClassRun) {
        self.init(failures: run.failures.count,
                  confidence: run.fields.values.filter { $0.result.mandatory }.reduce(0) { $0 + ($1.result.value == nil ? 0 : $1.result.confidence) },
                  widened: run.widenedToColumn)
    }
}
