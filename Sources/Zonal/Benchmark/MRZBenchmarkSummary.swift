import Foundation

/// Aggregates benchmark samples into the figures the closing notes quote.
public struct MRZBenchmarkSummary: Sendable, Codable {
    public struct Group: Sendable, Codable {
        public var name: String
        public var count: Int
        public var exact: Int
        public var valid: Int
        public var uncertain: Int
        public var empty: Int
        public var validButWrong: Int
        public var errors: Int
        public var exactRate: Double { count == 0 ? 0 : Double(exact) / Double(count) }
    }

    public struct Timing: Sendable, Codable {
        public var decode: Double
        public var detect: Double
        public var ocr: Double
        public var parse: Double
        public var total: Double
        /// Share of images that needed more than one band reading (the slow path), and their median total.
        public var slowPathShare: Double
        public var slowPathMedian: Double
        /// Median total of the images read on the first pass (one band reading): all of them, and
        /// those of the photo and real sets (the speed bar is for photos).
        public var firstPassMedian: Double
        public var firstPassPhotoMedian: Double
    }

    public var groups: [Group]
    public var timing: Timing
    /// Whether field confidences predict correctness.
    public var reliability: FieldReliability

    public init(_ samples: [MRZBenchmark.Sample]) {
        func group(_ name: String, _ filter: (MRZBenchmark.Sample) -> Bool) -> Group {
            let s = samples.filter(filter)
            return Group(name: name, count: s.count, exact: s.filter(\.exact).count,
                         valid: s.filter { $0.state == .valid }.count, uncertain: s.filter { $0.state == .uncertain }.count,
                         empty: s.filter { $0.state == .empty }.count, validButWrong: s.filter(\.validButWrong).count,
                         errors: s.filter { $0.error != nil }.count)
        }
        var groups = [group("all") { _ in true },
                      group("clean") { $0.format != nil && $0.isClean },
                      group("degraded") { $0.format != nil && !$0.isClean },
                      group("no MRZ") { $0.format == nil }]
        for preset in Self.presetOrder(samples) { groups.append(group("preset \(preset)") { $0.preset == preset }) }
        for format in MRZFormat.allCases.map(\.rawValue) { groups.append(group(format) { $0.format == format }) }
        let conditions = Set(samples.flatMap(\.conditions)).sorted()
        for condition in conditions where condition != "clean" { groups.append(group("+\(condition)") { $0.conditions.contains(condition) }) }
        self.groups = groups.filter { $0.count > 0 }

        let read = samples.filter { $0.error == nil }
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
        let slow = read.filter { $0.attempts > 1 }, first = read.filter { $0.attempts == 1 }
        timing = Timing(decode: median(read.map(\.timings.decode)), detect: median(read.map(\.timings.detect)),
                        ocr: median(read.map(\.timings.ocr)), parse: median(read.map(\.timings.parse)),
                        total: median(read.map(\.timings.total)),
                        slowPathShare: read.isEmpty ? 0 : Double(slow.count) / Double(read.count),
                        slowPathMedian: median(slow.map(\.timings.total)),
                        firstPassMedian: median(first.map(\.timings.total)),
                        firstPassPhotoMedian: median(first.filter { $0.preset == "photo" || $0.preset == "real" }.map(\.timings.total)))
        reliability = FieldReliability(samples)
    }

    /// The presets present, in generator order (unknown names last, sorted).
    private static func presetOrder(_ samples: [MRZBenchmark.Sample]) -> [String] {
        let present = Set(samples.compactMap(\.preset))
        let known = SynthesisPreset.allCases.map(\.rawValue).filter(present.contains)
        return known + present.subtracting(known).sorted()
    }

    /// For a run made with no confidence floor: how many results each floor would leave
    /// `valid`, and how many of those would be wrong. The default floor is the lowest with none
    /// wrong on a calibration set (not the benchmark set).
    public static func gateTable(_ samples: [MRZBenchmark.Sample], floors: [Double] = [0, 50, 60, 70, 80, 85, 90, 93, 95, 97]) -> String {
        var out = "floor  valid  valid&wrong\n"
        for floor in floors {
            let valid = samples.filter { $0.state == .valid && ($0.minimumFieldConfidence ?? 0) >= floor }
            out += String(format: "%5.0f  %5d  %11d\n", floor, valid.count, valid.filter(\.validButWrong).count)
        }
        return out
    }

    /// A fixed-width table for the terminal.
    public var table: String {
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
        func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
        var out = pad("group", 16) + lpad("n", 6) + lpad("exact", 8) + lpad("rate", 8) + lpad("valid", 7) + lpad("uncert", 8) + lpad("empty", 7) + lpad("valid&wrong", 13) + "\n"
        for g in groups {
            out += pad(g.name, 16) + lpad("\(g.count)", 6) + lpad("\(g.exact)", 8) + lpad(String(format: "%.1f%%", g.exactRate * 100), 8)
                + lpad("\(g.valid)", 7) + lpad("\(g.uncertain)", 8) + lpad("\(g.empty)", 7) + lpad("\(g.validButWrong)", 13) + "\n"
        }
        out += String(format: "median ms: total %.1f (decode %.1f, detect %.1f, ocr %.1f, parse %.1f); first pass %.1f (photo+real %.1f); slow path %.1f%% of images, median %.1f ms\n",
                      timing.total, timing.decode, timing.detect, timing.ocr, timing.parse, timing.firstPassMedian, timing.firstPassPhotoMedian,
                      timing.slowPathShare * 100, timing.slowPathMedian)
        out += reliability.table
        return out
    }
}
