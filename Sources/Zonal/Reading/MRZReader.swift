import CVBridge
import Foundation

/// Reads the MRZ of passports, ID cards and visas from images.
///
/// ```swift
/// let reader = MRZReader()
/// let result = try await reader.read(path: "passport.jpg")
/// print(result.state, result.mrz?.fields["documentNumber"]?.value ?? "-")
/// ```
/// One reader can serve many concurrent reads: OCR engines come from its `EnginePool`.
public struct MRZReader: Sendable {
    public let pool: EnginePool
    public var loader: ImageLoader
    /// How many candidate bands to try per orientation before giving up on it.
    public var maxBands: Int = 3
    /// A result is `valid` only when every field's confidence reaches this as well as every check
    /// digit passing: names, codes and visa optional data have no check digit, and a double
    /// misread can pass one by chance. A character's confidence is capped by its strongest rival
    /// (`MRZColumnMapper`), which makes it an honest predictor; the floor is the calibration set's
    /// lowest with no wrong `valid` result, plus a margin (see the README, Benchmark).
    public var minimumConfidence: Double = MRZReader.defaultMinimumConfidence
    public static let defaultMinimumConfidence: Double = 93

    /// A second model that reads a band's lines again where the first's reading passes every
    /// check but is not valid (the doubt is then in names, codes, optional data); its reading
    /// votes with the first's, cell by cell (`MRZColumnMapper.merge`). The MRZ model
    /// knows OCR-B only and misreads other print faces (older cards, other printers) with
    /// confidence; Debian's `eng` knows many faces and reads OCR-B worse, so where the two
    /// disagree neither is trusted, and where one is sure and the other is not, the sure one
    /// wins. Where the first model found no MRZ at all, it reads the bands alone (a face the MRZ
    /// model reads as noise). nil: no second reading.
    public var secondPool: EnginePool?
    /// Reads the visual zone's words where a reading's names or document number are in doubt, to
    /// take a misread character from the printed ones (`VisualZone`). It needs a model that knows
    /// ordinary print: by default `secondPool` when that is `eng`, else a pool of `eng` when
    /// installed. nil: the visual zone is not read.
    public var visualZonePool: EnginePool?

    /// `secondPool`: by default Debian's `eng` (when installed and `pool` is not already `eng`).
    public init(pool: EnginePool = EnginePool(), loader: ImageLoader = ImageLoader()) {
        self.init(pool: pool, secondPool: MRZReader.defaultSecondPool(for: pool), loader: loader)
    }

    public init(pool: EnginePool, secondPool: EnginePool?, loader: ImageLoader = ImageLoader()) {
        self.pool = pool
        self.secondPool = secondPool
        self.visualZonePool = MRZReader.defaultVisualZonePool(for: pool, secondPool: secondPool)
        self.loader = loader
    }

    /// The pool that reads `eng` already (`secondPool` or `pool`), else a new one when installed.
    public static func defaultVisualZonePool(for pool: EnginePool, secondPool: EnginePool?) -> EnginePool? {
        let eng = OCRModel.eng
        if let secondPool, secondPool.model == eng { return secondPool }
        if pool.model == eng { return pool }
        return defaultSecondPool(for: pool)
    }

    /// `eng` with `pool`'s size, unless `pool` reads with it already or it is not installed.
    public static func defaultSecondPool(for pool: EnginePool) -> EnginePool? {
        let eng = OCRModel.eng
        guard pool.model != eng, eng.isInstalled else { return nil }
        return EnginePool(size: pool.size, model: eng)
    }

    /// Creates both pools' engines now rather than on first use (keeps `Init` out of timings).
    public func warmUp() async throws {
        try await pool.warmUp()
        try await secondPool?.warmUp()
        if let visualZonePool, visualZonePool !== secondPool, visualZonePool !== pool { try await visualZonePool.warmUp() }
    }

    /// Reads an image file. Throws `ZonalError.unreadableInput` when it is not a readable image.
    public func read(path: String) async throws -> MRZReadResult {
        let clock = ContinuousClock()
        let start = clock.now
        let image = try loader.load(path: path)
        return try await read(image: image, name: path, decodeTime: ms(clock.now - start)) { try loader.load(path: path, gray: false) }
    }

    /// Reads image bytes (JPEG, PNG, ...); `name` is how the result and errors refer to them.
    public func read(imageData: [UInt8], name: String = "image") async throws -> MRZReadResult {
        let clock = ContinuousClock()
        let start = clock.now
        let image = try loader.decode(imageData, name: name)
        return try await read(image: image, name: name, decodeTime: ms(clock.now - start)) { try loader.decode(imageData, name: name, gray: false) }
    }

    /// Reads an already decoded, upright image.
    public func read(image: Image, name: String = "image") async throws -> MRZReadResult {
        try await read(image: image, name: name, decodeTime: 0) { image }
    }

    /// The string API: parses MRZ lines given as text (no OCR). Check digits are verified one by
    /// one; with `correct`, look-alike characters are changed only where that makes them agree.
    public func parse(lines: [String], correct: Bool = false) async throws -> MRZResult {
        try MRZParser.parse(lines: lines, options: MRZParseOptions(correct: correct))
    }

    /// `colour` gives the image in colour for a second search when the first, in luminance,
    /// finds nothing valid (a file is decoded in grey first: it is faster, and nearly always enough).
    private func read(image: Image, name: String, decodeTime: Double, colour: () throws -> Image) async throws -> MRZReadResult {
        let clock = ContinuousClock()
        let start = clock.now
        let gray = try image.grayscale()
        var timing = MRZBandReader.Timing()
        var votes = MRZBandReader.Votes()
        var bandReader = MRZBandReader(pool: pool, options: MRZParseOptions(correct: true, minimumConfidence: minimumConfidence, strictValidity: true))
        bandReader.secondPool = secondPool
        var best: (attempt: MRZBandReader.Attempt, turns: Int)?
        var attempts = 0

        // Upright first (the common case and the fast path); a quarter turn only when the upright
        // pass found nothing that parses. A band whose orientation its fillers do not show is also
        // tried upside down when it does not read.
        // `onlyValid`: a reading replaces an earlier one only when it is valid.
        // Later searches read the same bands other ways: they are found once (`MRZBandCache`).
        var bandCache = MRZBandCache()
        func search(_ gray: Image, source: MRZBandCache.Source = .luminance, with bandReader: MRZBandReader, inkFactor: Float = 1, onlyValid: Bool = false) async throws {
            var found = false
            turns: for turns in [0, 1] {
                let detectStart = clock.now
                let (turned, bands) = try bandCache.bands(in: gray, source: source, turns: turns, inkFactor: inkFactor, limit: maxBands)
                timing.detect += ms(clock.now - detectStart)
                for band in bands {
                    for flipped in [false, true] {
                        let quad = flipped ? band.upsideDown : band
                        attempts += 1
                        let attempt = try await bandReader.read(image: turned, band: quad, timing: &timing, votes: &votes)
                        if let attempt, MRZReader.isPlausible(attempt.result) {
                            found = true
                            if best.map({ (!onlyValid || attempt.result.state == .valid) && attempt.score > $0.attempt.score }) ?? true {
                                best = (attempt, turns)
                            }
                            if attempt.result.state == .valid { break turns }
                        }
                        // The band reader turns an upside-down band itself when its fillers show it.
                        if attempt?.orientationKnown == true { break }
                    }
                }
                if found { break }
            }
        }
        try await search(gray, with: bandReader)
        // Coloured guilloche or a tinted background behind the MRZ stays dark in luminance; each
        // pixel's brightest channel fades it while black ink stays black.
        if best?.attempt.result.state != .valid {
            let detectStart = clock.now
            let source = try colour()
            timing.detect += ms(clock.now - detectStart)
            if source.channels >= 3 {
                try await search(try source.brightestChannel(), source: .brightestChannel, with: bandReader)
            }
        }
        // Glare and uneven light add light to ink and paper alike: that part of a zone fades,
        // its lines seem to end there and are read too short, or not found at all. Last, ink is
        // found against the deepest ink nearby (on the benchmark's 600 degraded images: 3 more
        // read exactly, 11 more valid, none lost; the slow path's median went from 415 to 606 ms).
        // Its readings compete with the others by score: a character that glare had turned into
        // a filler, read again, makes a check agree (4 more exact, 2026-11-29; until then they
        // were taken only where valid or alone).
        if best?.attempt.result.state != .valid {
            var local = bandReader
            local.inkMeasure = .local
            try await search(gray, with: local)
        }
        // The OCR still read the faded stretch as it was cut: faint letters on bright paper, which
        // it takes for fillers or look-alikes. Last but one, the lines themselves go to the OCR
        // with their ink against the deepest ink nearby.
        if best?.attempt.result.state != .valid {
            var local = bandReader
            local.inkMeasure = .local
            local.localGrey = true
            try await search(gray, with: local)
        }
        // Faint texture (guilloche, a grained table, JPEG noise in a web-sized scan) passes the
        // band finder's ink threshold and joins the MRZ's band to the print and texture around
        // it: the band fails its shape tests, or its outline is loose and the lines are cut off
        // their ink. Last, bands are found with ink well above that threshold (on the
        // benchmark's 600 degraded images, 2026-11-29: 4 more read exactly, 1 lost; nothing
        // found on its 100 images without an MRZ; the slow path about a third slower).
        if best?.attempt.result.state != .valid {
            try await search(gray, with: bandReader, inkFactor: MRZReader.strictInkFactor)
        }
        // Coarse guilloche as dark as thin print, under the whole zone: Otsu's threshold takes its
        // strokes for ink too, they fill the gaps between the lines, and no line is found in the
        // band. Last, the strict bands are read with the ink class split again, its darker part
        // kept (`InkMeasure.darkest`), which also leaves the guilloche out of the lines the OCR
        // reads. Its reading is taken where nothing was found or where it is valid: thin strokes
        // fall below the second threshold too, and a name's letters read as fillers made such
        // readings look surer than right ones (on 1,180 generated documents, 4 exact readings
        // lost and 2 gained when they competed by score; 2026-12-03).
        if best?.attempt.result.state != .valid {
            var darkest = bandReader
            darkest.inkMeasure = .darkest
            try await search(gray, with: darkest, inkFactor: MRZReader.strictInkFactor, onlyValid: true)
        }

        // Still nothing at all: a print face other than OCR-B, such as an older card's thin
        // typewriter serif. Its strokes fall below the band finder's ink threshold, so the band
        // is looked for with fainter ink; and the MRZ model, which knows OCR-B only, reads its
        // glyphs as noise, so the second model (`eng`, which knows many faces) reads the bands
        // in its place. Only where nothing was found: a reading kept before is never replaced.
        if best == nil {
            try await search(gray, with: bandReader, inkFactor: MRZReader.faintInkFactor)
        }
        if best == nil, let secondPool, secondPool.model != pool.model {
            let otherFace = MRZBandReader(pool: secondPool, options: bandReader.options)
            try await search(gray, with: otherFace)
            if best == nil {
                try await search(gray, with: otherFace, inkFactor: MRZReader.faintInkFactor)
            }
        }

        // Names and a document number in doubt are read again where the page prints them.
        if let found = best {
            let band = MRZReader.unrotate(found.attempt.bandQuad, quarterTurns: found.turns, uprightHeight: gray.height)
            best?.attempt.result = try await checkedInVisualZone(found.attempt.result, image: gray, band: band, ocrTime: &timing.ocr)
        }

        var timings = StageTimings()
        timings.decode = decodeTime
        timings.detect = timing.detect
        timings.ocr = timing.ocr
        timings.parse = timing.parse
        timings.total = decodeTime + ms(clock.now - start)
        guard let (attempt, turns) = best else {
            return MRZReadResult(input: name, state: .empty, reasons: ["no MRZ found"], mrz: nil, location: nil, warnings: [], attempts: attempts, timings: timings)
        }
        let unturn = { (q: Quad) in MRZReader.unrotate(q, quarterTurns: turns, uprightHeight: gray.height) }
        let quad = unturn(attempt.bandQuad)
        let angle = atan2(quad.topRight.y - quad.topLeft.y, quad.topRight.x - quad.topLeft.x) * 180 / .pi
        let location = MRZLocation(quad: quad, lines: attempt.lineQuads.map(unturn),
                                   rotation: ((angle.rounded() * 10).rounded() / 10 + 360).truncatingRemainder(dividingBy: 360),
                                   characterHeight: (attempt.characterHeight * 10).rounded() / 10)
        return MRZReadResult(input: name, state: attempt.result.state, reasons: attempt.result.reasons, mrz: attempt.result,
                             location: location, warnings: attempt.result.warnings, attempts: attempts, timings: timings)
    }

    /// Whether a reading is an MRZ at all (possibly damaged) rather than other text or texture
    /// read as one: its document code starts like an ICAO code, it needed few corrections, and at
    /// least one check digit over real characters agrees. Random text agrees with a given check one time in ten, but
    /// rarely also begins with P, I, A, C or V in the right place; a damaged real MRZ nearly
    /// always keeps one check. Anything less is reported as no MRZ, never as an invented one.
    static func isPlausible(_ result: MRZResult) -> Bool {
        guard let code = result.lines.first?.first, MRZStructure.documentCodeInitials.contains(code) else { return false }
        // The code's letter corrected from a filler was not printed there: texture read as `<<<<`
        // becomes a "P" by the format's rule (an ID front's guilloche, read as a TD3 whose every
        // date and number check fails, but whose optional data agreed with its check by chance).
        guard result.rawLines.first?.first != "<" else { return false }
        // Text or texture read as an MRZ needs letters turned into digits and back all over it
        // before its checks can pass; a real MRZ, even a worn one, needs few changes.
        let characters = result.lines.reduce(0) { $0 + $1.count }
        guard result.corrections.count * 10 <= characters else { return false }
        // Texture read as fillers nearly everywhere: a real MRZ's numbers, dates and names fill
        // at least 38% of its characters as read (3 070 readings of generated documents, the
        // glared and misprinted included); a fifth is the floor.
        let asRead = result.rawLines.isEmpty ? result.lines : result.rawLines
        let printed = asRead.joined()
        guard printed.filter({ $0 != "<" }).count * 5 >= printed.count else { return false }
        // Text set in spaced capitals (an ID card's `R É P U B L I Q U E` heading) reads with a
        // filler between every two letters; an MRZ separates words, and its longest run of
        // one-letter words is a few initials (2 in 6 500 generated lines).
        guard !asRead.contains(where: { MRZReader.singleLetterWords(in: $0) >= 5 }) else {
            return false
        }
        // How many of `names` carry one of `flags`.
        func flagged(_ names: [String], _ flags: Set<String>) -> Int {
            names.filter { result.fields[$0]?.flags.contains(where: flags.contains) == true }.count
        }
        let dates = ["dateOfBirth", "dateOfExpiry"]
        // Texture read as an MRZ passes one check in three by chance where there are four; a
        // real MRZ read that badly is no reading either. With one check passing at most, both
        // dates impossible says so (on two generated benchmarks, 1 200 degraded documents: every
        // such reading agreed with its MRZ on at most a quarter of the characters, and two of 200
        // images without an MRZ were read so).
        guard result.checks.filter(\.passed).count > 1 || flagged(dates, ["impossibleDate"]) < 2 else { return false }
        // An MRZ names a state and a nationality by ICAO codes and holds real dates. Body text read
        // as one (a screenshot of an invoice, fresh real-preset seeds 4046 and 4048: 3 of their
        // 60 images without an MRZ, their checks passing by chance) has neither code known and
        // neither date whole; in 1,200 documents of those sets and the benchmark's photo and
        // real presets, one reading did, of a TD2 in another face read half wrong.
        guard flagged(["issuingState", "nationality"], ["unknownCode"]) < 2 || flagged(dates, ["impossibleDate", "partialDate"]) < 2 else {
            return false
        }
        return result.checks.contains { check in
            // As printed (before corrections): texture read as filler gets digits only from the
            // corrections that make a check agree.
            guard check.passed, let line = result.rawLines[safe: check.position.line - 1] ?? result.lines[safe: check.position.line - 1] else { return false }
            // The field a check covers ends just before the check digit; it must not be all filler.
            let end = check.position.start - 1
            let start = max(0, end - 9)
            let characters = Array(line)
            guard end <= characters.count, start < end else { return false }
            return characters[start..<end].contains { $0 != "<" }
        }
    }

    /// The longest run of one-character words (between fillers) in a line: `A<B<C` is 3.
    static func singleLetterWords(in line: String) -> Int {
        var best = 0, run = 0
        for word in line.split(separator: "<", omittingEmptySubsequences: false) {
            run = word.count == 1 ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    /// The band finder's ink threshold for the strict searches (texture around the band), as a
    /// multiple of Otsu's threshold (1 for the usual ones).
    static let strictInkFactor: Float = 1.5
    /// The same for a thin, faint print face, looked for where nothing else was found.
    static let faintInkFactor: Float = 0.7

    static func findBands(_ gray: Image, limit: Int, inkFactor: Float = 1) throws -> [Quad] {
        var bands = [cvb_mrz_band](repeating: cvb_mrz_band(), count: limit)
        var count: Int32 = 0
        var err = cvb_error()
        guard cvb_mrz_find_bands(gray.handle, inkFactor, &bands, Int32(limit), &count, &err) == 0 else {
            throw ZonalError.native("MRZ detection: \(err.messageText)")
        }
        return bands.prefix(Int(count)).map { Quad($0.quad) }
    }

    /// Maps a quad found in the image turned `quarterTurns` clockwise back to the upright image.
    static func unrotate(_ q: Quad, quarterTurns: Int, uprightHeight: Int) -> Quad {
        guard quarterTurns % 4 == 1 else { return q }
        // Turning clockwise maps upright (x, y) to (H - 1 - y, x).
        func back(_ p: Point) -> Point { Point(x: p.y, y: Double(uprightHeight - 1) - p.x) }
        return Quad(topLeft: back(q.topLeft), topRight: back(q.topRight), bottomRight: back(q.bottomRight), bottomLeft: back(q.bottomLeft))
    }
}
