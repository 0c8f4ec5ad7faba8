import Foundation

/// A run against an earlier one (`--baseline prev.json`): a field regresses when its exact-match
/// rate drops by more than the tolerance, when it is `valid` and wrong more often, or when it is
/// no longer measured. Rates, not counts, so a baseline from a different number of samples
/// still compares.
public struct BaselineComparison: Sendable, Codable, Equatable {
    public struct Regression: Sendable, Codable, Equatable, CustomStringConvertible {
        public enum Kind: String, Sendable, Codable { case matchRate, validAndWrong, fieldGone }
        public var field: String
        public var kind: Kind
        public var before: Double?
        public var after: Double?
        public var message: String
        public var description: String { message }
    }

    /// The baseline file.
    public var file: String
    public var tolerance: Double
    public var regressions: [Regression]
    /// Worth knowing, not failing: fields new since the baseline, fields that improved.
    public var notes: [String]

    public var passed: Bool { regressions.isEmpty }

    public init(current: ValidationReport, baseline: ValidationReport, file: String, tolerance: Double) {
        self.file = file
        self.tolerance = tolerance
        var regressions: [Regression] = []
        var notes: [String] = []
        let now = Dictionary(current.fields.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        for old in baseline.fields where old.samples > 0 {
            guard let new = now[old.key], new.samples > 0, let after = new.matchRate, let before = old.matchRate else {
                regressions.append(Regression(field: old.key, kind: .fieldGone, before: old.matchRate, after: nil,
                                              message: "\(old.key): measured in the baseline (\(old.samples) samples), not in this run"))
                continue
            }
            if before - after > tolerance + 1e-9 {
                regressions.append(Regression(field: old.key, kind: .matchRate, before: before, after: after, message:
                    "\(old.key): exact-match rate fell from \(Self.percent(before)) to \(Self.percent(after)) "
                    + "(\(Self.points(before - after)) points; tolerance \(Self.points(tolerance)))"))
            } else if after - before > tolerance + 1e-9 {
                notes.append("\(old.key): exact-match rate rose from \(Self.percent(before)) to \(Self.percent(after))")
            }
            let wrongBefore = old.validAndWrongRate ?? 0, wrongAfter = new.validAndWrongRate ?? 0
            if wrongAfter > wrongBefore + 1e-9 {
                regressions.append(Regression(field: old.key, kind: .validAndWrong, before: wrongBefore, after: wrongAfter, message:
                    "\(old.key): valid and wrong in \(new.validAndWrong) of \(new.samples) samples (\(Self.percent(wrongAfter))), "
                    + "was \(old.validAndWrong) of \(old.samples) (\(Self.percent(wrongBefore)))"))
            }
        }
        let measuredBefore = Set(baseline.fields.filter { $0.samples > 0 }.map(\.key))
        for new in current.fields where new.samples > 0 && !measuredBefore.contains(new.key) {
            notes.append("\(new.key): new since the baseline")
        }
        self.regressions = regressions
        self.notes = notes
    }

    static func percent(_ rate: Double) -> String { String(format: "%.1f%%", rate * 100) }
    static func points(_ rate: Double) -> String { String(format: "%.1f", rate * 100) }
}

extension ValidationReport {
    /// Reads an earlier `--json` report. Refuses one of another schema version, naming both.
    public static func load(path: String) throws -> ValidationReport {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ZonalError.invalidArgument("\(path): cannot read the file (\(error.localizedDescription))")
        }
        struct Version: Decodable { var schemaVersion: Int? }
        guard let version = try? JSONDecoder().decode(Version.self, from: data) else {
            throw ZonalError.invalidArgument("\(path): not a zonal validate JSON report (not a JSON object)")
        }
        guard let schema = version.schemaVersion else {
            throw ZonalError.invalidArgument("\(path): not a zonal validate JSON report (no schemaVersion)")
        }
        guard schema == currentSchemaVersion else {
            throw ZonalError.invalidArgument("\(path): report schema version \(schema); this zonal reads version \(currentSchemaVersion)")
        }
        do {
            return try JSONDecoder().decode(ValidationReport.self, from: data)
        } catch let error as DecodingError {
            let (at, message) = TruthDecoder.describe(error)
            throw ZonalError.invalidArgument("\(path): \(at): \(message) (a zonal validate JSON report, schema version \(currentSchemaVersion))")
        }
    }
}
