import ArgumentParser
import Foundation
import Zonal

struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Measure a template or universalIdConfig against samples with ground truth, and gate on an earlier run.",
        discussion: """
        Runs the template (or config) over --samples: a folder whose images have their truth \
        beside them (NAME.truth.json, as zonal synth writes it, or hand-written), or a JSON Lines \
        manifest. Prints per field the exact-match rate, character error rate, missing rate, \
        valid-and-wrong reads, median confidence of right and wrong reads and the minConfidence \
        that reaches --precision; where the truth gives the document's corners, the share of \
        samples whose detected corners are within 2% of its diagonal; then a verdict line. --json and --report write the full report \
        (JSON, schema version 1; self-contained HTML). Samples without truth are run and counted; \
        a broken truth file or unreadable image is reported and skipped.
        Exit codes: 0 done; 4 a field regressed against --baseline (each named on stdout); \
        3 some samples were skipped; 2 the template or config is invalid; 1 the engine could not \
        run or a report could not be written; 64 wrong arguments.
        """
    )

    @Option(help: "The template (JSON).")
    var template: String?

    @Option(help: "A universalIdConfig (JSON), e.g. Templates/universal-id.json.")
    var config: String?

    @Option(help: "A folder of images with NAME.truth.json beside them, or a .jsonl manifest.")
    var samples: String

    @Option(help: "Write the HTML report here.")
    var report: String?

    @Option(help: "Write the JSON report here (the input of a later --baseline).")
    var json: String?

    @Option(help: "An earlier JSON report: exit 4 when a field's exact-match rate drops by more than --tolerance or it is valid and wrong more often.")
    var baseline: String?

    @Option(help: "How far a field's exact-match rate may drop against --baseline (0...1).")
    var tolerance: Double = 0.02

    @Option(help: "The precision the minConfidence recommendation aims at (0...1).")
    var precision: Double = 0.99

    @Option(help: "How many of the worst samples the reports show (with field crops in HTML).")
    var worst: Int = 20

    @Option(help: "Parallel workers (one OCR engine each). Default: the number of cores.")
    var workers: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "No progress line on stderr.")
    var quiet = false

    func validate() throws {
        guard (template == nil) != (config == nil) else { throw ValidationError("give exactly one of --template and --config") }
        guard workers >= 1, workers <= 64 else { throw ValidationError("--workers must be between 1 and 64") }
        guard (0...1).contains(tolerance) else { throw ValidationError("--tolerance must be between 0 and 1 (0.02 is two points)") }
        guard precision > 0, precision <= 1 else { throw ValidationError("--precision must be above 0 and at most 1 (0.99 is 99%)") }
        guard worst >= 0 else { throw ValidationError("--worst must be 0 or more") }
    }

    func run() async throws {
        let subject = try makeSubject()
        let sampleList: [ValidationSample]
        do { sampleList = try SampleSet.load(samples) } catch let error as ZonalError {
            throw ValidationError("--samples: \(error.description.replacingOccurrences(of: "invalid argument: ", with: ""))")
        }
        var previous: ValidationReport?
        if let baseline {
            do { previous = try ValidationReport.load(path: baseline) } catch let error as ZonalError {
                throw ValidationError("--baseline: \(error.description.replacingOccurrences(of: "invalid argument: ", with: ""))")
            }
        }

        let progress = Output(total: sampleList.count, pretty: false, progress: !quiet, verb: "validating")
        let run = try await Validator(subject: subject, workers: workers).run(sampleList) { progress.advance(note: $0.problem.map { "skipped: \($0)" }) }
        progress.finish()

        var result = ValidationReport.build(subject: subject, file: template ?? config ?? "", samplesPath: samples, run: run,
                                            targetPrecision: precision, workers: workers, worst: worst)
        if let previous, let baseline {
            result.baseline = BaselineComparison(current: result, baseline: previous, file: baseline, tolerance: tolerance)
        }
        try write(result, run: run)
        print(ValidationTable.render(result, reportFiles: [report, json].compactMap { $0 }), terminator: "")

        if let comparison = result.baseline, !comparison.passed { throw ExitCode(ExitStatus.regression) }
        if result.summary.problems > 0 { throw ExitCode(ExitStatus.unreadableInput) }
    }

    func makeSubject() throws -> ValidationSubject {
        let textPool = EnginePool(size: workers, model: .eng), mrzReader = MRZReader(pool: EnginePool(size: workers))
        if let template { return ValidationSubject(template: try TemplateFile.load(template), textPool: textPool, mrzReader: mrzReader) }
        let path = config ?? ""
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return try ValidationSubject(config: try ConfigFile.load(path, verbose: false), name: name, textPool: textPool, mrzReader: mrzReader)
    }

    func write(_ result: ValidationReport, run: ValidationRun) throws {
        if let json {
            try save(try Output.encoder(pretty: true).encode(result), to: json)
        }
        if let report {
            let pictures = SampleIllustration.make(for: result.worst, results: run.results)
            try save(Data(ValidationHTML.render(result, illustrations: pictures).utf8), to: report)
        }
    }

    private func save(_ data: Data, to path: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("error: cannot write \(path): \(error.localizedDescription)\n".utf8))
            throw ExitCode(ExitStatus.failure)
        }
    }
}
