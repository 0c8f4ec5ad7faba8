import Foundation

/// How each sample's conditions are chosen (the `conditions` of `SynthesisOptions` are added to all).
public enum SynthesisPreset: String, Sendable, Codable, CaseIterable {
    /// Flat straight scans (only the explicitly requested conditions).
    case clean
    /// Phone photos: a random mix of perspective, skew, light, noise, blur, JPEG and background,
    /// sometimes a rotation, EXIF orientation, low resolution or bold/thin print.
    case photo
    /// A mix: about 40% clean, 30% photo, 30% one or two single scan or photo conditions.
    case mixed
    /// A fixed tour for small test sets: each format clean, then every scan and photo condition
    /// alone (EXIF once per orientation 2–8), then photo mixes. (The tour predates the real-world
    /// conditions and stays as it is: `TestImages/` is made with it; `real` covers those.)
    case coverage
    /// What real documents look like (issue 3). Every sample has 1–4 of `Condition.realWorld`
    /// (1: 40%, 2: 35%, 3: 18%, 4: 7%), drawn without replacement with weights glare, guilloche,
    /// crowded, printvar 1.2; webscan, screenshot 1; font, misprint 0.6 (webscan and screenshot
    /// exclude each other): glare, guilloche, crowded and printvar are each in about 27% of the
    /// samples, webscan and screenshot 22%, font and misprint 14%. On top: 65% are phone
    /// photos (the `photo` mix: perspective, skew up to ±20°, light, noise, blur, JPEG, background,
    /// EXIF, a rotation for a vertical MRZ, bold/thin, lowres), 35% flat scans (sometimes JPEG
    /// 20%, noise 10%, blur 10%, a quarter or half turn on the bed 10%, bold/thin 15%). `lowres`
    /// is dropped beside `webscan`/`screenshot` (they set the size), `exif` beside `screenshot`.
    /// Samples without an MRZ draw only from webscan, screenshot and glare.
    case real
}

/// What to generate.
public struct SynthesisOptions: Sendable {
    /// Number of documents (samples `0..<count`; the negatives follow).
    public var count: Int
    public var seed: UInt64
    /// Documents, used in turn (sample i shows `documents[i % documents.count]`): MRZ formats,
    /// driving licences and ID fronts, mixed as wanted.
    public var documents: [SyntheticDocument]
    /// The MRZ formats among `documents`; setting them makes `documents` those formats only.
    public var formats: [MRZFormat] {
        get { documents.compactMap(\.format) }
        set { documents = newValue.map { .mrz($0) } }
    }
    public var preset: SynthesisPreset
    /// Conditions applied to every sample, on top of the preset's. Conditions about the MRZ
    /// (guilloche, crowded, printvar, font, misprint) are dropped on samples without one.
    public var conditions: Set<Condition>
    /// Number of extra samples without an identity document (negatives: a licence-like card
    /// without a licence's layout, or a letter).
    public var negatives: Int
    /// Where `generate` writes `NAME.jpg|png` and `NAME.truth.json`; nil keeps samples in memory.
    public var outputDirectory: String?
    /// Rendering resolution of the page (the MRZ capitals are ~2.4 mm high: 28 px at 300 dpi).
    public var dpi: Double
    /// `png` or `jpeg`; samples with the `jpeg`, `exif` or `webscan` condition are always JPEG, and
    /// a `screenshot` is saved as the screenshot says (PNG or JPEG).
    public var imageFormat: Image.EncodingFormat
    /// The "today" identities are issued around (fixed, so runs are reproducible).
    public var referenceYear: Int

    /// `documents`, when given, replaces `formats` (which only name MRZ documents).
    public init(count: Int = 10, seed: UInt64 = 1, formats: [MRZFormat] = MRZFormat.allCases, documents: [SyntheticDocument]? = nil,
                preset: SynthesisPreset = .clean, conditions: Set<Condition> = [], negatives: Int = 0, outputDirectory: String? = nil,
                dpi: Double = 300, imageFormat: Image.EncodingFormat = .jpeg, referenceYear: Int = 2025) {
        self.count = count
        self.seed = seed
        self.documents = documents ?? formats.map { .mrz($0) }
        self.preset = preset
        self.conditions = conditions
        self.negatives = negatives
        self.outputDirectory = outputDirectory
        self.dpi = dpi
        self.imageFormat = imageFormat
        self.referenceYear = referenceYear
    }

    func validate() throws {
        guard count >= 0, negatives >= 0, count + negatives > 0 else { throw ZonalError.invalidArgument("nothing to generate: count and negatives are both 0") }
        guard !documents.isEmpty || count == 0 else { throw ZonalError.invalidArgument("no formats given") }
        guard (72...1200).contains(dpi) else { throw ZonalError.invalidArgument("dpi \(dpi) is outside 72...1200") }
        try validateConditions()
    }

    /// Throws when `conditions` contradict each other (`clean` with others, two rotations, bold + thin).
    public func validateConditions() throws {
        if conditions.contains(.clean) && conditions.count > 1 {
            throw ZonalError.invalidArgument("condition clean cannot be combined with other conditions")
        }
        try Condition.validate(conditions)
    }
}

/// One generated sample: its encoded image and its truth.
public struct SyntheticSample: Sendable {
    public var truth: SampleTruth
    /// The image file's bytes (JPEG or PNG, as `truth.image`'s extension says).
    public var bytes: [UInt8]
}

/// The synthetic test-data generator: fictional identity documents (TD1, TD2, TD3, MRV-A, MRV-B
/// with OCR-B MRZ lines; EU-style driving licences and ID fronts read by their printed labels;
/// and negatives without a document) degraded like scans and photos.
/// Every sample is a pure function of (options, seed, index), so runs reproduce byte for byte.
public enum Synthesizer {
    /// Makes all samples (in parallel); writes them when `options.outputDirectory` is set.
    /// Returns the truths in index order.
    @discardableResult
    public static func generate(_ options: SynthesisOptions) throws -> [SampleTruth] {
        try options.validate()
        if let directory = options.outputDirectory {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        let total = options.count + options.negatives
        let results = ResultBox(count: total)
        DispatchQueue.concurrentPerform(iterations: total) { index in
            do {
                let sample = try self.sample(index: index, options: options)
                if let directory = options.outputDirectory { try write(sample, to: directory) }
                results.set(index, .success(sample.truth))
            } catch {
                results.set(index, .failure(error))
            }
        }
        return try results.values()
    }

    /// Makes sample `index` of a run in memory (indices `count...` are the negatives). The MRZ
    /// documents and negatives draw exactly what they drew before the documents without an MRZ
    /// existed (`TestImages/` depends on it); those take an extra stream for their printed data.
    public static func sample(index: Int, options: SynthesisOptions) throws -> SyntheticSample {
        var base = RandomSource.stream(seed: options.seed, index: UInt64(index))
        var identityRNG = RandomSource(seed: base.next()), renderRNG = RandomSource(seed: base.next())
        var conditionRNG = RandomSource(seed: base.next()), degradeRNG = RandomSource(seed: base.next())
        // The real-world conditions draw from their own stream: the others draw what they always drew.
        var realRNG = RandomSource(seed: base.next())

        let negative = index >= options.count
        let document = negative ? nil : options.documents[index % options.documents.count]
        let format = document?.format
        let conditions = try chooseConditions(index: index, options: options, using: &conditionRNG)
        let today = CalendarDate(year: options.referenceYear, month: 6, day: 1)
        let person = IdentityGenerator.make(format: format ?? .td1, today: today, using: &identityRNG)

        var lines: [String]
        let page: RenderedDocument
        var expectedState: ResultState?
        var visual: VisualDocument?
        switch document {
        case .mrz(let format)?:
            lines = try MRZComposer.compose(person.mrz, format: format)
            if conditions.contains(.misprint) {
                lines = Misprint.apply(to: lines, format: format, using: &realRNG)
                expectedState = .uncertain
            }
            let style = MRZPrintStyle.make(for: conditions, using: &realRNG)
            switch format {
            case .td3: page = try PassportRenderer.render(person, lines: lines, dpi: options.dpi, mrzStyle: style, using: &renderRNG)
            case .td1, .td2: page = try CardRenderer.render(person, lines: lines, dpi: options.dpi, mrzStyle: style, using: &renderRNG)
            case .mrvA, .mrvB: page = try VisaRenderer.render(person, lines: lines, dpi: options.dpi, mrzStyle: style, using: &renderRNG)
            }
            if conditions.contains(.crowded), let mrz = page.mrz {
                try CrowdedText.draw(on: Painter(canvas: page.canvas, dpi: options.dpi), mrz: mrz, person: person, using: &realRNG)
            }
        case let kind?:
            lines = []
            var dataRNG = RandomSource(seed: base.next())
            let card = try VisualDocument.render(kind, occurrence: VisualDocument.occurrence(of: index, in: options.documents),
                                                 person: person, dpi: options.dpi, referenceYear: options.referenceYear,
                                                 data: &dataRNG, render: &renderRNG)
            page = card.page
            visual = card
        case nil:
            lines = []
            page = try NegativeRenderer.render(person, dpi: options.dpi, using: &renderRNG)
        }
        let capHeight = 2.4 * options.dpi / 25.4  // MRZ capitals in page pixels (2.3–2.5 mm)
        let degraded = try Degradation.apply(page, capHeight: capHeight, conditions: conditions, index: index,
                                             using: &degradeRNG, extra: &realRNG)

        let jpeg = degraded.format.map { $0 == .jpeg }
            ?? (options.imageFormat == .jpeg || degraded.exifOrientation != nil || conditions.contains(.jpeg) || conditions.contains(.webscan))
        var bytes: [UInt8]
        if let orientation = degraded.exifOrientation {
            let stored = try degraded.upright.oriented(exif: ExifWriter.inverse(orientation))
            bytes = try ExifWriter.insertOrientation(orientation, into: stored.encoded(.jpeg, quality: degraded.jpegQuality))
        } else {
            bytes = try degraded.upright.encoded(jpeg ? .jpeg : .png, quality: degraded.jpegQuality)
        }

        let slug = document?.name ?? "none"
        let sorted = conditions.sorted()
        let name = String(format: "%04d", index) + "-\(slug)-" + sorted.map(\.rawValue).joined(separator: "_") + (jpeg ? ".jpg" : ".png")
        // ID cards and passports print their holder's data beside the MRZ; visas are not described.
        let cardFields: [String: String]? = switch format {
        case .td1?, .td2?: CardRenderer.printedFields(person, format: format ?? .td1)
        case .td3?: PassportRenderer.printedFields(person)
        default: nil
        }
        let truth = SampleTruth(
            image: name, format: format, lines: lines,
            fields: format == nil ? nil : SampleTruth.Fields(identity: person, lines: lines),
            conditions: sorted, expectedState: expectedState, seed: options.seed, index: index, exifOrientation: degraded.exifOrientation,
            document: .init(quad: degraded.document.rounded), mrz: degraded.mrz.map { .init(quad: $0.rounded) },
            layout: document?.layout, variant: visual?.variant, visual: visual?.values ?? cardFields)
        return SyntheticSample(truth: truth, bytes: bytes)
    }

    /// Writes `NAME.jpg|png` and `NAME.truth.json` into `directory`.
    public static func write(_ sample: SyntheticSample, to directory: String) throws {
        let base = URL(fileURLWithPath: directory)
        let imageURL = base.appendingPathComponent(sample.truth.image)
        let stem = (sample.truth.image as NSString).deletingPathExtension
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try Data(sample.bytes).write(to: imageURL)
        try (encoder.encode(sample.truth) + Data("\n".utf8)).write(to: base.appendingPathComponent(stem + ".truth.json"))
    }

    // MARK: - Conditions

    static let coverageSchedule: [[Condition]] = {
        var schedule: [[Condition]] = Array(repeating: [], count: 5)  // each format clean
        for single: Condition in [.rotate90, .rotate180, .rotate270, .skew, .perspective, .blur, .noise, .jpeg, .light, .background, .lowres, .bold, .thin] {
            schedule.append([single])
        }
        schedule += Array(repeating: [.exif], count: 7)  // index % 7 cycles through orientations 2...8
        return schedule
    }()

    static func chooseConditions(index: Int, options: SynthesisOptions, using rng: inout RandomSource) throws -> Set<Condition> {
        // Negatives, driving licences and ID fronts have no MRZ: its conditions mean nothing there.
        let hasMRZ = index < options.count && options.documents[index % options.documents.count].format != nil
        var chosen: Set<Condition>
        switch options.preset {
        case .clean: chosen = []
        case .photo: chosen = photo(using: &rng)
        case .mixed:
            let roll = rng.uniform(0...1)
            if roll < 0.4 { chosen = [] }
            else if roll < 0.7 { chosen = photo(using: &rng) }
            else {
                // The scan and photo conditions only, so mixed sets made before the real-world ones stay the same.
                let singles = Condition.allCases.filter { $0 != .clean && !Condition.realWorld.contains($0) && !Condition.byNameOnly.contains($0) }
                chosen = [rng.pick(singles)]
                if rng.chance(0.5) { chosen.insert(rng.pick(singles)) }
                if (try? Condition.validate(chosen)) == nil { chosen = [chosen.sorted()[0]] }
            }
        case .coverage:
            let negative = index >= options.count
            if negative { chosen = (index - options.count) % 2 == 0 ? [] : photo(using: &rng) }
            else if index < coverageSchedule.count { chosen = Set(coverageSchedule[index]) }
            else { chosen = photo(using: &rng) }
        case .real: chosen = real(negative: !hasMRZ, using: &rng)
        }
        // The caller's explicit conditions win over the preset's random ones.
        if !Set([Condition.rotate90, .rotate180, .rotate270]).isDisjoint(with: options.conditions) { chosen.subtract([.rotate90, .rotate180, .rotate270]) }
        if options.conditions.contains(.bold) || options.conditions.contains(.thin) { chosen.subtract([.bold, .thin]) }
        chosen.formUnion(options.conditions)
        if !Condition.sizes.isDisjoint(with: options.conditions) { chosen.subtract(Condition.sizes.subtracting(options.conditions)) }
        if options.conditions.contains(.screenshot) { chosen.remove(.exif) }
        if options.conditions.contains(.exif) { chosen.remove(.screenshot) }
        if options.conditions.contains(.tilt) { chosen.remove(.perspective) }
        if !hasMRZ { chosen.subtract(Condition.aboutTheMRZ) }
        chosen.remove(.clean)
        if chosen.isEmpty { chosen = [.clean] }
        try Condition.validate(chosen)
        return chosen
    }

    /// The `real` preset's mix (see `SynthesisPreset.real`).
    static func real(negative: Bool, using rng: inout RandomSource) -> Set<Condition> {
        var chosen = rng.chance(0.65) ? photo(using: &rng) : scan(using: &rng)
        let roll = rng.uniform(0...1)
        var wanted = roll < 0.4 ? 1 : roll < 0.75 ? 2 : roll < 0.93 ? 3 : 4
        var pool: [(Condition, Double)] = negative ? [(.webscan, 1), (.screenshot, 1), (.glare, 1.2)]
            : [(.webscan, 1), (.screenshot, 1), (.glare, 1.2), (.guilloche, 1.2), (.crowded, 1.2), (.printvar, 1.2), (.font, 0.6), (.misprint, 0.6)]
        while wanted > 0, !pool.isEmpty {
            var x = rng.uniform(0...pool.map(\.1).reduce(0, +))
            let index = pool.firstIndex { x -= $0.1; return x <= 0 } ?? pool.count - 1
            let condition = pool.remove(at: index).0
            chosen.insert(condition)
            if condition == .webscan || condition == .screenshot { pool.removeAll { $0.0 == .webscan || $0.0 == .screenshot } }
            wanted -= 1
        }
        if chosen.contains(.webscan) || chosen.contains(.screenshot) { chosen.remove(.lowres) }
        if chosen.contains(.screenshot) { chosen.remove(.exif) }
        return chosen
    }

    /// A flat scan for the `real` preset: sometimes compressed, noisy, soft, turned on the bed, or bold/thin.
    static func scan(using rng: inout RandomSource) -> Set<Condition> {
        var c: Set<Condition> = []
        for (condition, p) in [(Condition.jpeg, 0.2), (.noise, 0.1), (.blur, 0.1)] where rng.chance(p) { c.insert(condition) }
        if rng.chance(0.1) { c.insert(rng.pick([.rotate90, .rotate180, .rotate270])) }
        if rng.chance(0.15) { c.insert(rng.pick([.bold, .thin])) }
        return c
    }

    static func photo(using rng: inout RandomSource) -> Set<Condition> {
        var c: Set<Condition> = []
        let odds: [(Condition, Double)] = [(.perspective, 0.7), (.skew, 0.4), (.light, 0.8), (.noise, 0.7), (.blur, 0.5),
                                           (.jpeg, 0.4), (.background, 0.75), (.exif, 0.12), (.lowres, 0.1)]
        for (condition, p) in odds where rng.chance(p) { c.insert(condition) }
        if rng.chance(0.15) { c.insert(rng.pick([.rotate90, .rotate180, .rotate270])) }
        if rng.chance(0.15) { c.insert(rng.pick([.bold, .thin])) }
        return c
    }
}

extension Quad {
    /// Corners rounded to 1/100 pixel (readable truth files).
    var rounded: Quad {
        func r(_ p: Point) -> Point { Point(x: (p.x * 100).rounded() / 100, y: (p.y * 100).rounded() / 100) }
        return Quad(topLeft: r(topLeft), topRight: r(topRight), bottomRight: r(bottomRight), bottomLeft: r(bottomLeft))
    }
}

/// Per-index results filled from concurrent workers.
private final class ResultBox: @unchecked Sendable {
    private var items: [Result<SampleTruth, any Error>?]
    private let lock = NSLock()

    init(count: Int) { items = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<SampleTruth, any Error>) {
        lock.lock(); defer { lock.unlock() }
        items[index] = value
    }

    func values() throws -> [SampleTruth] {
        lock.lock(); defer { lock.unlock() }
        return try items.map { item in
            guard let item else { throw ZonalError.native("a sample was not generated") }
            return try item.get()
        }
    }
}
