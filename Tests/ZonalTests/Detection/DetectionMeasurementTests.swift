import Foundation
import Testing
@testable import Zonal

/// Figures for the README, not assertions: detection rate, corner error and time on generated
/// photos. Slow (minutes); runs only with `ZONAL_MEASURE_DETECTION=N` (N images).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ZONAL_MEASURE_DETECTION"] != nil))
struct DetectionMeasurementTests {
    static var count: Int { Int(ProcessInfo.processInfo.environment["ZONAL_MEASURE_DETECTION"] ?? "") ?? 100 }
    static var preset: SynthesisPreset { SynthesisPreset(rawValue: ProcessInfo.processInfo.environment["ZONAL_MEASURE_PRESET"] ?? "") ?? .photo }
    static let specs: [DocumentSpecification] = [.id1, .id2, .id3, .physical("mrv-a", widthMM: 120, heightMM: 80)]

    @Test func documentDetectorOnPhotos() async throws {
        var errors: [Double] = [], found = 0, good = 0, times: [Double] = []
        var statuses: [String: Int] = [:]
        let clock = ContinuousClock()
        let detector = DocumentDetector(specifications: Self.specs)
        for index in 0..<Self.count {
            let scene = try DetectionScenes.sample(index, preset: Self.preset, seed: 2024, dpi: 300, count: Self.count)
            let start = clock.now
            let detection = try await detector.detect(scene.image)
            let elapsed = clock.now - start
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
            statuses[detection.status.rawValue, default: 0] += 1
            var line = "\(scene.truth.image) \(scene.image.width)x\(scene.image.height) \(detection.status.rawValue) \(detection.specification ?? "-")"
            if detection.status == .found, let quad = detection.quad {
                found += 1
                let error = DetectionScenes.outlineError(quad, scene.quad) * 100
                errors.append(error)
                if error < 3 { good += 1 }
                line += String(format: " error %.2f%% (ordered %.2f%%)", error, DetectionScenes.cornerError(quad, scene.quad) * 100)
            } else {
                line += " \(detection.reasons.joined(separator: "; "))"
            }
            if detection.status != .found || DetectionScenes.outlineError(detection.quad ?? scene.quad, scene.quad) > 0.03 {
                DetectionScenes.dumpCandidates(scene.image, name: "doc-" + scene.truth.image, detected: detection.quad, truth: scene.quad)
            }
            print(line)
        }
        errors.sort()
        times.sort()
        print("DOCUMENT \(Self.preset) n=\(Self.count) found=\(found) foundWithin3%=\(good) statuses=\(statuses)")
        print(String(format: "median error %.2f%%, p90 %.2f%%; median time %.0f ms, p90 %.0f ms", errors[safe: errors.count / 2] ?? -1,
                     errors[safe: errors.count * 9 / 10] ?? -1, times[times.count / 2], times[times.count * 9 / 10]))
    }

    @Test func mrtdDetectorOnPhotos() async throws {
        var errors: [Double] = [], found = 0, good = 0, times: [Double] = [], snapped = 0
        var statuses: [String: Int] = [:]
        let clock = ContinuousClock()
        var detector = MRTDDetector(reader: MRZReader(pool: EnginePool(size: 1)))
        detector.snapsToEdges = ProcessInfo.processInfo.environment["ZONAL_MEASURE_NO_SNAP"] == nil
        for index in 0..<Self.count {
            let scene = try DetectionScenes.sample(index, preset: Self.preset, seed: 2024, dpi: 300, count: Self.count)
            let start = clock.now
            let detection = try await detector.detect(scene.image)
            let elapsed = clock.now - start
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
            statuses[detection.status.rawValue, default: 0] += 1
            var line = "\(scene.truth.image) \(detection.status.rawValue) \(detection.specification ?? "-")"
            if let quad = detection.quad, detection.status != .notFound {
                let error = DetectionScenes.cornerError(quad, scene.quad) * 100
                if detection.status == .found { found += 1; errors.append(error); if error < 3 { good += 1 } }
                if detection.reasons.first?.contains("edges") == true { snapped += 1 }
                line += String(format: " error %.2f%%", error)
                if error > 3 { DetectionScenes.dumpCandidates(scene.image, name: "mrtd-" + scene.truth.image, detected: quad, truth: scene.quad) }
            }
            print(line + " " + detection.reasons.joined(separator: "; "))
        }
        errors.sort()
        times.sort()
        print("MRTD \(Self.preset) n=\(Self.count) found=\(found) within3%=\(good) snapped=\(snapped) statuses=\(statuses)")
        print(String(format: "median error %.2f%%, p90 %.2f%%; median time %.0f ms, p90 %.0f ms", errors[safe: errors.count / 2] ?? -1,
                     errors[safe: errors.count * 9 / 10] ?? -1, times[times.count / 2], times[times.count * 9 / 10]))
    }

    /// Where the reader's band lies around the MRZ cells, in capital heights (calibrates
    /// `MRZPageExtrapolation`).
    @Test func bandAroundCells() async throws {
        let reader = MRZReader(pool: EnginePool(size: 1))
        var rows: [[Double]] = []
        for index in 0..<Self.count {
            let scene = try DetectionScenes.sample(index, preset: .clean, seed: 2024, dpi: 300, count: Self.count)
            let reading = try await reader.read(image: scene.image)
            guard let band = reading.location?.quad, let format = scene.truth.format, let cells = scene.truth.mrz?.quad, reading.mrz?.format == format else { continue }
            let layout = MRTDLayout.of(format)
            let toUnit = Homography(from: cells.corners, to: Quad.rect(x: 0, y: 0, width: 1, height: 1).corners)
            let b = toUnit.apply(band)
            let cap = MRTDLayout.mrzCapHeight
            let widthMM = Double(format.lineLength) * MRTDLayout.mrzPitch
            let heightMM = Double(format.lineCount - 1) * layout.lineSpacing + cap
            let left = -(b.topLeft.x + b.bottomLeft.x) / 2 * widthMM / cap
            let right = ((b.topRight.x + b.bottomRight.x) / 2 - 1) * widthMM / cap
            let top = -(b.topLeft.y + b.topRight.y) / 2 * heightMM / cap
            let bottom = ((b.bottomLeft.y + b.bottomRight.y) / 2 - 1) * heightMM / cap
            rows.append([left, right, top, bottom])
            print(format.rawValue, String(format: "left %.3f right %.3f top %.3f bottom %.3f", left, right, top, bottom))
        }
        for (i, name) in ["left", "right", "top", "bottom"].enumerated() {
            let values = rows.map { $0[i] }.sorted()
            print(name, String(format: "median %.3f mean %.3f", values[values.count / 2], values.reduce(0, +) / Double(values.count)))
        }
    }
}
