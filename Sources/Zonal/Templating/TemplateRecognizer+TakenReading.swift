/// Every second look at a page (the tilted frames, the edges near a recognised outline, the rival
/// outlines, the labels, the pages around a picture, the vouched answer) ends alike when its
/// reading is taken: the look's class chain becomes the page's, its outline the document's, and
/// one warning says why. A look that takes a second, better reading says so once: its earlier
/// warning (and any named in `replacing`) goes.
extension TemplateRecognizer {
    func take(_ outcome: ChainOutcome, in quad: Quad, adopting outline: DocumentDetection.Alternative? = nil,
              warning: String, replacing kinds: [String], into result: inout TemplateResult, chain: inout ChainOutcome) {
        chain = outcome
        result.document.quad = quad
        if let outline { result.document.adopt(outline) }
        result.warnings.removeAll { existing in kinds.contains { existing.hasPrefix($0) } }
        result.warnings.append(warning)
    }

    /// The warning's account of a taken reading against the one it replaced: "class C failed 1
    /// mandatory field(s) there, 3 in the answer" (`before` says where the replaced one was read).
    static func failures(of taken: ClassRun, against replaced: ClassRun, before: String) -> String {
        "class \(taken.className ?? "-") failed \(taken.failures.count) mandatory field(s) there, \(replaced.failures.count) \(before)"
    }
}
