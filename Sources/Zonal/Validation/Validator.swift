import Foundation

/// Runs a subject over samples, `workers` at a time (one OCR engine each), scoring each result
/// against its truth as it finishes. A sample that cannot be used is reported and skipped; only
/// an engine that cannot run at all stops the run.
public struct Validator: Sendable {
    public let subject: ValidationSubject
    public let workers: Int

    public init(subject: ValidationSubject, workers: Int) {
        self.subject = subject
        self.workers = max(1, workers)
    }

    /// `progress` is called with each outcome as it is ready (in completion order, from any task).
    public func run(_ samples: [ValidationSample], progress: @escaping @Sendable (SampleOutcome) -> Void = { _ in }) async throws -> ValidationRun {
        let clock = ContinuousClock()
        let start = clock.now
        let scorer = SampleScorer(subject: subject)
        var outcomes = [SampleOutcome?](repeating: nil, count: samples.count)
        var results: [String: TemplateResult] = [:]
        try await withThrowingTaskGroup(of: (Int, SampleOutcome, TemplateResult?).self) { group in
            var next = 0
            func startNext() {
                guard next < samples.count else { return }
                let index = next, sample = samples[index]
                next += 1
                group.addTask { try await self.evaluate(sample, index: index, scorer: scorer) }
            }
            for _ in 0..<min(workers, samples.count) { startNext() }
            while let (index, outcome, result) = try await group.next() {
                outcomes[index] = outcome
                // Only failing samples are illustrated: the others' results need not be kept.
                if let result, outcome.failure != nil { results[outcome.image] = result }
                progress(outcome)
                startNext()
            }
        }
        return ValidationRun(outcomes: outcomes.compactMap { $0 }, results: results, wallSeconds: ms(clock.now - start) / 1000)
    }

    private func evaluate(_ sample: ValidationSample, index: Int, scorer: SampleScorer) async throws -> (Int, SampleOutcome, TemplateResult?) {
        let kind: SampleOutcome.TruthKind = sample.truth.map { $0.source == .generator ? .generator : .handWritten } ?? .none
        if let problem = sample.problem { return (index, SampleOutcome(image: sample.image, truth: kind, problem: problem), nil) }
        do {
            var result = try await subject.read(path: sample.image)
            // Returned region images are not needed to score or illustrate: keep the run small.
            for id in result.images.keys { result.images[id]?.bytes = [] }
            return (index, scorer.score(result, sample: sample), result)
        } catch let error as ZonalError {
            if case .ocrUnavailable = error { throw error }
            let message: String
            if case let .unreadableInput(input, reason) = error { message = "\(input): \(reason)" } else { message = "\(sample.image): \(error)" }
            return (index, SampleOutcome(image: sample.image, truth: kind, problem: message), nil)
        } catch {
            return (index, SampleOutcome(image: sample.image, truth: kind, problem: "\(sample.image): \(error)"), nil)
        }
    }
}

/// A run's outcomes (in sample order), the results of the failing samples (by image path; for
/// the report's reasons and pictures), and how long it took.
public struct ValidationRun: Sendable {
    public var outcomes: [SampleOutcome]
    public var results: [String: TemplateResult]
    public var wallSeconds: Double

    public init(outcomes: [SampleOutcome], results: [String: TemplateResult] = [:], wallSeconds: Double = 0) {
        self.outcomes = outcomes
        self.results = results
        self.wallSeconds = wallSeconds
    }
}
