import CVBridge
import Foundation
import Testing
@testable import Zonal

@Suite struct SynthesizerTests {
    /// Small pages keep the suite fast; the layout is resolution-independent.
    private func options(count: Int = 1, seed: UInt64 = 7, preset: SynthesisPreset = .clean,
                         conditions: Set<Condition> = [], negatives: Int = 0) -> SynthesisOptions {
        SynthesisOptions(count: count, seed: seed, preset: preset, conditions: conditions, negatives: negatives, dpi: 110)
    }

    @Test func sameSeedSameBytesAndTruth() throws {
        let o = options(count: 3, preset: .photo)
        for index in 0..<3 {
            let a = try Synthesizer.sample(index: index, options: o)
            let b = try Synthesizer.sample(index: index, options: o)
            #expect(a.truth == b.truth)
            #expect(a.bytes == b.bytes)
        }
        var other = o
        other.seed = 8
        #expect(try Synthesizer.sample(index: 0, options: other).truth.lines != Synthesizer.sample(index: 0, options: o).truth.lines)
    }

    @Test func writtenFilesAreReproducible() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("zonal-synth-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: root) }
        var runs: [[String: Data]] = []
        for run in 0..<2 {
            var o = options(count: 2, negatives: 1)
            o.outputDirectory = root.appendingPathComponent("\(run)").path
            let truths = try Synthesizer.generate(o)
            #expect(truths.count == 3)
            #expect(truths[2].format == nil && truths[2].mrz == nil && truths[2].lines.isEmpty)
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: o.outputDirectory!) {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: o.outputDirectory!).appendingPathComponent(name))
            }
            #expect(files.count == 6)
            runs.append(files)
        }
        #expect(runs[0] == runs[1])
        let json = try #require(runs[0].first { $0.key.hasSuffix("0000-td1-clean.truth.json") }?.value)
        let decoded = try JSONDecoder().decode(SampleTruth.self, from: json)
        #expect(decoded.format == .td1 && decoded.image == "0000-td1-clean.jpg")
    }

    @Test func truthMatchesItsMRZ() throws {
        let o = options(count: 30, seed: 99)
        for index in 0..<30 {
            let truth = try Synthesizer.sample(index: index, options: o).truth
            let format = try #require(truth.format)
            let fields = try #require(truth.fields)
            #expect(truth.lines.count == format.lineCount)
            #expect(truth.lines.allSatisfy { $0.count == format.lineLength && $0.allSatisfy { CheckDigit.value(of: $0) != nil } })
            #expect(checkDigitsPass(truth.lines, format: format), "\(truth.lines)")
            let l = truth.lines.map { Array($0) }
            func text(_ line: Int, _ range: Range<Int>) -> String { String(l[line][range]) }
            func yymmdd(_ iso: String) -> String { String(iso.replacingOccurrences(of: "-", with: "").dropFirst(2)) }
            let nameField = format == .td1 ? truth.lines[2] : String(truth.lines[0].dropFirst(5))
            #expect(nameField.hasPrefix(fields.surname.replacingOccurrences(of: " ", with: "<") + (fields.givenNames.isEmpty ? "" : "<<" + fields.givenNames.replacingOccurrences(of: " ", with: "<"))))
            #expect(text(0, 0..<2).hasPrefix(fields.documentCode))
            #expect(text(0, 2..<5).hasPrefix(fields.issuingState))
            if format == .td1 {
                #expect(text(1, 0..<6) == yymmdd(fields.dateOfBirth))
                #expect(text(1, 8..<14) == yymmdd(fields.dateOfExpiry))
                #expect(text(1, 15..<18).hasPrefix(fields.nationality))
                #expect(text(0, 5..<14) == String(fields.documentNumber.prefix(9)).padding(toLength: 9, withPad: "<", startingAt: 0))
            } else {
                #expect(text(1, 13..<19) == yymmdd(fields.dateOfBirth))
                #expect(text(1, 21..<27) == yymmdd(fields.dateOfExpiry))
                #expect(text(1, 10..<13).hasPrefix(fields.nationality))
                #expect(String(l[1][20]) == fields.sex)
                #expect(text(1, 0..<9) == String(fields.documentNumber.prefix(9)).padding(toLength: 9, withPad: "<", startingAt: 0))
            }
            // The MRZ box lies inside the document's bounding box.
            let mrz = try #require(truth.mrz?.quad), doc = truth.document.quad
            let xs = doc.corners.map(\.x), ys = doc.corners.map(\.y)
            #expect(mrz.corners.allSatisfy { $0.x >= xs.min()! - 1 && $0.x <= xs.max()! + 1 && $0.y >= ys.min()! - 1 && $0.y <= ys.max()! + 1 })
        }
    }

    @Test(arguments: Condition.allCases)
    func everyConditionRenders(_ condition: Condition) throws {
        let sample = try Synthesizer.sample(index: 3, options: options(count: 5, conditions: [condition]))
        #expect(sample.truth.conditions == [condition])
        let image = try decode(sample.bytes)
        #expect(image.width > 50 && image.height > 50)
        if condition == .exif {
            let orientation = try #require(sample.truth.exifOrientation)
            #expect(readOrientation(sample.bytes) == orientation)
            // Stored pixels, once oriented, have the size the truth quads refer to.
            let upright = try image.oriented(exif: orientation)
            let doc = sample.truth.document.quad
            #expect(doc.corners.allSatisfy { $0.x <= Double(upright.width) + 1 && $0.y <= Double(upright.height) + 1 })
            if orientation >= 5 { #expect(image.width != upright.width) }
        } else {
            #expect(sample.truth.exifOrientation == nil)
            #expect(readOrientation(sample.bytes) == nil)
        }
    }

    @Test func exifWriterRoundTrips() throws {
        let jpeg = try Image.blank(width: 8, height: 4).encoded(.jpeg)
        for orientation in 1...8 {
            let tagged = try ExifWriter.insertOrientation(orientation, into: jpeg)
            #expect(readOrientation(tagged) == orientation)
            #expect(try decode(tagged).width == 8)
        }
        #expect(readOrientation(jpeg) == nil)
        #expect(throws: ZonalError.self) { try ExifWriter.insertOrientation(9, into: jpeg) }
        #expect(throws: ZonalError.self) { try ExifWriter.insertOrientation(6, into: [1, 2, 3, 4, 5]) }
        for o in 1...8 { #expect(ExifWriter.inverse(ExifWriter.inverse(o)) == o) }
    }

    @Test func coveragePresetVisitsEveryFormatAndCondition() throws {
        let o = options(count: 25, preset: .coverage, negatives: 2)
        var conditions = Set<Condition>(), formats = Set<MRZFormat>(), orientations = Set<Int>()
        for index in 0..<27 {
            var rng = RandomSource(seed: 1)
            let chosen = try Synthesizer.chooseConditions(index: index, options: o, using: &rng)
            conditions.formUnion(chosen)
            if index < 25 { formats.insert(o.formats[index % o.formats.count]) }
            if chosen.contains(.exif) { orientations.insert(2 + index % 7) }
        }
        // The tour predates the real-world conditions (the `real` preset covers those) and `tilt`.
        #expect(conditions == Set(Condition.allCases).subtracting(Condition.realWorld).subtracting(Condition.byNameOnly))
        #expect(formats == Set(MRZFormat.allCases))
        #expect(orientations == Set(2...8))
    }

    @Test func contradictoryConditionsAreRejected() {
        #expect(throws: ZonalError.self) { try Synthesizer.generate(options(conditions: [.rotate90, .rotate180])) }
        #expect(throws: ZonalError.self) { try Synthesizer.generate(options(conditions: [.bold, .thin])) }
        #expect(throws: ZonalError.self) { try Synthesizer.generate(options(conditions: [.tilt, .perspective])) }
        #expect(throws: ZonalError.self) { try Synthesizer.generate(options(conditions: [.clean, .blur])) }
        #expect(throws: ZonalError.self) { try Synthesizer.generate(options(count: 0)) }
    }

    @Test func randomSourceIsStable() {
        var rng = RandomSource(seed: 0)
        // SplitMix64 reference values for seed 0.
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    // MARK: - Helpers

    private func decode(_ bytes: [UInt8]) throws -> Image {
        try Image.make("decode") { out, err in bytes.withUnsafeBufferPointer { cvb_image_decode($0.baseAddress, $0.count, 0, out, err) } }
    }

    /// A minimal EXIF reader: the IFD0 Orientation of a JPEG's APP1 Exif segment, if any.
    private func readOrientation(_ b: [UInt8]) -> Int? {
        var i = 2
        while i + 4 <= b.count, b[i] == 0xFF {
            let marker = b[i + 1], length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if marker == 0xDA { return nil }
            if marker == 0xE1, i + 10 <= b.count, Array(b[(i + 4)..<(i + 10)]) == Array("Exif".utf8) + [0, 0] {
                let t = Array(b[(i + 10)..<min(b.count, i + 2 + length)])
                let big = t[0] == 0x4D
                func u16(_ o: Int) -> Int { big ? Int(t[o]) << 8 | Int(t[o + 1]) : Int(t[o + 1]) << 8 | Int(t[o]) }
                func u32(_ o: Int) -> Int { big ? u16(o) << 16 | u16(o + 2) : u16(o + 2) << 16 | u16(o) }
                let ifd = u32(4)
                for e in 0..<u16(ifd) {
                    let entry = ifd + 2 + 12 * e
                    if u16(entry) == 0x0112 { return u16(entry + 8) }
                }
                return nil
            }
            i += 2 + length
        }
        return nil
    }

    private func checkDigitsPass(_ lines: [String], format: MRZFormat) -> Bool {
        let l = lines.map { Array($0) }
        func ok(_ line: Int, _ range: Range<Int>, _ at: Int) -> Bool {
            let field = l[line][range]
            if l[line][at] == "<" { return field.allSatisfy { $0 == "<" } || (format == .td1 || format == .td2) }
            return CheckDigit.character(for: field) == l[line][at]
        }
        func composite(_ parts: [(Int, Range<Int>)], _ line: Int, _ at: Int) -> Bool {
            CheckDigit.character(for: parts.flatMap { l[$0.0][$0.1] }) == l[line][at]
        }
        switch format {
        case .td3:
            return ok(1, 0..<9, 9) && ok(1, 13..<19, 19) && ok(1, 21..<27, 27) && ok(1, 28..<42, 42)
                && composite([(1, 0..<10), (1, 13..<20), (1, 21..<43)], 1, 43)
        case .mrvA, .mrvB:
            return ok(1, 0..<9, 9) && ok(1, 13..<19, 19) && ok(1, 21..<27, 27)
        case .td2:
            return ok(1, 0..<9, 9) && ok(1, 13..<19, 19) && ok(1, 21..<27, 27) && composite([(1, 0..<10), (1, 13..<20), (1, 21..<35)], 1, 35)
        case .td1:
            return ok(0, 5..<14, 14) && ok(1, 0..<6, 6) && ok(1, 8..<14, 14)
                && composite([(0, 5..<30), (1, 0..<7), (1, 8..<15), (1, 18..<29)], 1, 29)
        }
    }
}
