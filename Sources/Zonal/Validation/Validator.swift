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
        var results: [String: TemplateResult] = [:]
        let outcomes = try await samples.concurrentMap(workers: workers) { sample in
            let (outcome, result) = try await self.evaluate(sample, scorer: scorer)
            // Only failing samples are illustrated: the others' results need not be kept.
            return (outcome: outcome, result: outcome.failure != nil ? result : nil)
        } completed: { _, evaluated in
            if let result = evaluated.result { results[evaluated.outcome.image] = result }
            progress(evaluated.outcome)
        }.map(\.outcome)
        return ValidationRun(outcomes: outcomes, results: results, wallSeconds: ms(clock.now - start) / 1000)
    }

    private func evaluate(_ sample: ValidationSample, scorer: SampleScorer) async throws -> (outcome: SampleOutcome, result: TemplateResult?) {
        let kind: SampleOutcome.TruthKind = sample.truth.map { $0.source == .generator ? .generator : .handWritten } ?? .none
        if let problem = sample.problem { return (SampleOutcome(image: sample.image, truth: kind, problem: problem), nil) }
        do {
            var result = try await subject.read(path: sample.image)
            // Returned region images are not needed to score or illustrate: keep the run small.
            for id in result.images.keys { result.images[id]?.bytes = [] }
            return (scorer.score(result, sample: sample), result)
        } catch let error as ZonalError {
            if case .ocrUnavailable = error { throw error }
            let message: String
            if case let .unreadableInput(input, reason) = error { message = "\(input): \(reason)" } else { message = "\(sample.image): \(error)" }
            return (SampleOutcome(image: sample.image, truth: kind, problem: message), nil)
        } catch {
            return (SampleOutcome(image: sample.image, truth: kind, problem: "\(sample.image): \(error)"), nil)
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
