/// A class recognised but not read validly may have been read in an outline a few percent off,
/// which its labels show (`LabelRegistration`), or where too few of them are read, its values
/// (`ValueRegistration`): the page is read again in the outline they point to, and that reading is
/// taken when it fails fewer mandatory fields, or as many with fewer unread
/// (`registeredReading(_:isBetterThan:)`). (Taking one that fails as many but reads with more confidence, as `RivalReading` does, lost a passport page's accent and
/// expiry day to a reading that found its title; taking one that fails as many where the labels
/// found agree with it lost 5 fields and gained 2 on passport-page photos.) The labels of the new
/// reading may point further still (the fit is affine where too few labels are found for a
/// projective one, and the outline's error is a perspective), so
/// this repeats, up to `registrationSteps` readings. From an outline the edge detector vouched
/// for, the labels may lead at most `registrationReachFromEdges` of its diagonal away: edges seen
/// all around are not several percent off, while the labels of a blurred, low-resolution page
/// can point further (a slip photo, seed 32, the 43rd: its edges within 0.1% of the truth, its
/// labels' outline 5% off, where one mandatory field fewer fell below its threshold and as many
/// values were wrong).
extension TemplateRecognizer {
    static let registrationSteps = 2
    /// Held-out slip photos: seed 40, the 24th, read validly in the outline its labels point to,
    /// 2.3% from the detector's answer (as seed 36, the 67th, did before its answer's top side
    /// was moved onto its true edge); seed 36, the 53rd's labels led through an outline 3.8% off
    /// to one 1.3% off, where two mandatory fields fewer failed.
    static let registrationReachFromEdges = 0.03

    func readRegistered(_ answer: ClassRun, into result: inout TemplateResult, chain: inout ChainOutcome,
                        image: Image, mrz: MRZReadResult?, vouched: Quad?) async throws {
        let (before, chainBefore) = (result, chain)
        defer {
            // The labels may lead through an outline further off to one nearer (the fit is
            // affine): only where they end is held against the edges.
            if let vouched, let quad = result.document.quad,
               quad.maximumCornerDistance(to: vouched) > Self.registrationReachFromEdges * vouched.diagonal {
                let timings = result.timings
                (result, chain) = (before, chainBefore)
                result.timings = timings
            }
        }
        var best = answer
        for _ in 0..<Self.registrationSteps {
            guard !best.failures.isEmpty, let specification = result.document.specification,
                  let quad = try await registeredOutline(of: best, timings: &result.timings) else { return }
            let outline = DocumentDetection.Alternative(quad: quad, specification: specification,
                                                        widthMM: result.document.widthMM, heightMM: result.document.heightMM)
            let attempt = try await runChain(on: outline, image: image, mrz: mrz)
            result.timings.add(attempt.outcome.timings)
            guard let matched = attempt.outcome.matched, Self.registeredReading(matched, isBetterThan: best) else { return }
            take(attempt.outcome, in: attempt.quad,
                 warning: "\(Self.registrationWarning): \(Self.failures(of: matched, against: answer, before: "in the outline found"))",
                 replacing: [Self.registrationWarning], into: &result, chain: &chain)
            best = matched
        }
    }

    static let registrationWarning = "the page read better in the outline its labels point to"

    /// Fewer failing mandatory fields, or as many with fewer of them unread (no value at all): an
    /// outline a few percent off cuts a value out of its region, and in the outline the labels
    /// point to it reads, often below its threshold. ID-front photos seed 81, the first: in an
    /// outline 8% off four mandatory fields failed, one unread; 6% off, where its values led, as
    /// many failed with every value read, and five more fields were right.
    static func registeredReading(_ reading: ClassRun, isBetterThan other: ClassRun) -> Bool {
        let (failures, otherFailures) = (reading.failures.count, other.failures.count)
        return failures < otherFailures || failures == otherFailures && unread(reading) < unread(other)
    }

    /// A page no class recognised in any outline, when a class has `registration` labels: they
    /// are looked for in the first outline tried (the detector's answer when it was readable),
    /// either way up, and the page is read in the outline they point to. An outline a few percent
    /// off cuts the title a class is recognised by, while the form's labels lower down are still
    /// found. Returns the reading and its quad when a class recognised the page there.
    func readUnrecognised(in outline: DocumentDetection.Alternative, image: Image, mrz: MRZReadResult?,
                          timings: inout TemplateTimings) async throws -> (outcome: ChainOutcome, quad: Quad)? {
        for templatingClass in template.classes {
            guard let registration = templatingClass.registration else { continue }
            for quad in [outline.quad, outline.quad.upsideDown] {
                let page = DetectedPage(image: image, dewarper: Dewarper(document: quad, widthMM: outline.widthMM, heightMM: outline.heightMM), mrz: mrz)
                var run = ClassRun()
                let registered = try await registeredOutline(registration, on: page, into: &run)
                timings.add(run.timings)
                guard let registered else { continue }
                let attempt = try await runChain(on: DocumentDetection.Alternative(quad: registered, specification: outline.specification,
                                                                                   widthMM: outline.widthMM, heightMM: outline.heightMM),
                                                 image: image, mrz: mrz)
                timings.add(attempt.outcome.timings)
                if attempt.outcome.matched != nil { return attempt }
            }
        }
        return nil
    }

    /// The outline a failing run's labels point to: its anchored groups' labels as found when it
    /// was read (or, too few of them to fit, its values in the same passes), and its class's
    /// `registration` labels, looked for now. Only the run that becomes
    /// the answer is asked: a runner-up outline's reading that is not taken needs no search pass.
    func registeredOutline(of run: ClassRun, timings: inout TemplateTimings) async throws -> Quad? {
        guard let pending = run.registration else { return nil }
        guard let registration = pending.registration else {
            let document = pending.page.dewarper.document
            if let fit = LabelRegistration.fit(pending.labels) { return LabelRegistration.outline(correcting: document, by: fit) }
            return LabelRegistration.outline(correcting: document, with: pending.values(), minimumCorrection: ValueRegistration.minimumCorrection)
        }
        var search = ClassRun()
        let outline = try await registeredOutline(registration, on: pending.page, with: pending.labels, into: &search)
        timings.add(search.timings)
        return outline
    }

    /// The outline a class's `registration` labels, with the anchored groups' labels `found`
    /// already, point to on `page`. The binarised pass first; where it finds too few labels to fit,
    /// the grayscale one too (thin or blurred print on a tinted form loses its small labels to the
    /// binarisation: four slip photos 4.4–7.4% off, too few of whose labels the binarised pass
    /// found, read within 0.7–5.6%). Reading the grayscale pass alone lost more than it gained.
    func registeredOutline(_ registration: RegistrationLabels, on page: DetectedPage, with found: [LabelRegistration.Match] = [],
                           into run: inout ClassRun) async throws -> Quad? {
        for rendering in [AnchorSearch.Rendering.printOnPaper, .grayscale] {
            let pass = try await searchPass(over: registration.searchArea, rendering: rendering, dpi: LabelRegistration.dpi, page: page, into: &run)
            let labels = found + LabelRegistration.matches(of: registration, in: pass)
            // Affine: a projective fit to a form's labels lost a held-out slip photo (seed 36, the
            // 67th: `valid` → `uncertain`).
            if let fit = LabelRegistration.fit(labels, projective: false) { return LabelRegistration.outline(correcting: page.dewarper.document, by: fit) }
        }
        return nil
    }
}

/// A failing class's reading, kept for `registeredOutline(of:)`: the page (with its label
/// searches), its anchored groups' labels as they were found, its `registration` labels and its
/// extraction groups.
struct PendingRegistration {
    var page: DetectedPage
    var labels: [LabelRegistration.Match]
    var registration: RegistrationLabels?
    /// The class's extraction groups, whose values stand in for labels too few of which were read.
    var groups: [ProcessorGroup] = []

    /// The groups' values found in the label searches' passes (`ValueRegistration`).
    func values() -> [LabelRegistration.Match] {
        var areas: [RelativeRect] = []
        for case let .anchored(anchor) in groups.map(\.location) where !areas.contains(anchor.searchArea) { areas.append(anchor.searchArea) }
        let passes = areas.flatMap { page.anchors.passesRead(over: $0) }
        return ValueRegistration.matches(ValueRegistration.candidates(of: groups, in: passes))
    }
}
