import Foundation

/// The detected document a class's groups are cut from.
struct DetectedPage {
    let image: Image
    let dewarper: Dewarper
    /// The MRZ the MRTD detector found the page by, reused by MRZ processors.
    let mrz: MRZReadResult?
    /// Label searches, shared by every anchored group on this page.
    let anchors = AnchorSearch()
    /// Classification readings, shared by the classes that read the same region.
    let readings = ClassificationReadings()
    /// Whether the detector vouched for this outline as seen all around on a plain table
    /// (`DocumentDetection.clear`): labelled fields are then read where the layout prints them
    /// first (`TemplateRecognizer.extract`).
    var trustsLayout = false
}

/// The classes of a template mostly read one region to classify (the title, each class with its
/// own pattern): one OCR pass per rendering of it serves them all.
final class ClassificationReadings {
    struct Key: Hashable {
        var rect: RelativeRect
        var dewarp: DewarpPolicy
        var needs: OCRNeeds
        var model: String
        var binarised: Bool
    }

    var symbols: [Key: [OCRSymbol]] = [:]
}

extension TemplateRecognizer {
    /// Tesseract is sure of misreads too (a blurred, half-cut "NG" read as "TEE" at 89): a value
    /// read with less confidence than this is read again from a binarised copy of its region, and
    /// when the two readings disagree its confidence becomes `disagreeingConfidence`, under the
    /// default `minConfidence` (60), so it cannot pass as `valid` unnoticed. Measured on 100
    /// generated licences and ID fronts: of 62 wrong values 36 were caught, at the cost of 8 of
    /// 546 right ones; a third reading (enlarged) as tie-breaker caught only 28.
    static let secondReadingBelow = 97.0
    static let disagreeingConfidence = 50.0

    /// A label found much further from the class's printed position than an outline's error
    /// explains is likely a stray glyph read as the label (licence label `1.` matched two rows
    /// down: the surname read from the place of birth at 99; or one row down, from the given
    /// names): the values read beside it count at most `strayLabelConfidence`, under the default
    /// `minConfidence`. On 500 generated photos, values read beside a label 0.9–1.5 region heights
    /// off were all wrong (17), beyond 1.5 all but one (15 of 16); at 0.6–0.9 4 of 9 were right.
    static let strayLabelRows = 0.9
    static let strayLabelConfidence = 50.0

    /// How many region heights an anchored group's region lies from its fallback, when that is
    /// more than `strayLabelRows` (nil otherwise, and when the region is the fallback itself).
    static func rowsFromFallback(_ location: GroupLocation, _ rect: RelativeRect) -> Double? {
        guard case let .anchored(anchor) = location, rect != anchor.fallback, let rows = anchor.rowsFromFallback(rect) else { return nil }
        return rows > strayLabelRows ? (rows * 10).rounded() / 10 : nil
    }

    /// The fields worth a second reading: found, and read with less than `secondReadingBelow`.
    static func doubtful(_ fields: [ParsedField]) -> [Int] {
        fields.indices.filter { fields[$0].value != nil && fields[$0].confidence < secondReadingBelow }
    }

    /// The OCR options of a parser group's pass. Classification readings ask Tesseract for no
    /// rival readings: a class is told by its title's text, and the rivals cost 10–15% of a pass
    /// (ID fronts, whose title region is large: 302–305 → 287–292 ms a card; every class, state
    /// and field the same on six sets). A classification field's confidence is then Tesseract's
    /// own, not lowered by rivals.
    static func ocrOptions(_ needs: OCRNeeds, classification: Bool) -> OCROptions {
        var options = needs.ocrOptions
        if classification { options.alternatives = false }
        return options
    }

    /// Fields the reading matched nothing for, though it read text (a glyph misread in a photo
    /// fails a strict pattern: a document number's `5` read `S`): worth a reading of the binarised
    /// copy. Optional fields too: on generated passport photos the sex and issue date gained 2
    /// and 3 of 100 that way, and a region left blank by its variant reads as no text.
    static func unmatched(_ fields: [ParsedField]) -> [Int] {
        fields.indices.filter { fields[$0].value == nil && !fields[$0].raw.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    /// Takes the second reading's value for each unmatched field it found one for. The two
    /// readings disagree, so the value counts at most `disagreeingConfidence`: offered, never
    /// `valid` on its own. Uncapped, 4 of 15 such values on generated licence and ID-front photos
    /// were wrong, three of them read at 85–99 (`S` for `5` where a letter may stand too, `Ł` lost).
    static func recover(_ fields: inout [ParsedField], unmatched: [Int],
                        reason: String = "read from the binarised copy of the region only: the first reading matched nothing",
                        second: (Int) -> ParsedField) {
        for index in unmatched {
            var found = second(index)
            guard found.value != nil else { continue }
            found.confidence = min(found.confidence, disagreeingConfidence)
            found.reasons.append(reason)
            fields[index] = found
        }
    }

    /// Lowers the confidence of each doubtful field whose second reading (`secondValue(index)`)
    /// differs, and says why; returns those fields.
    @discardableResult
    static func crossCheck(_ fields: inout [ParsedField], doubtful: [Int], secondValue: (Int) -> String?) -> [Int] {
        var disagreeing: [Int] = []
        for index in doubtful where secondValue(index) != fields[index].value {
            fields[index].confidence = min(fields[index].confidence, disagreeingConfidence)
            fields[index].reasons.append("a second reading of the region (binarised) gave another value")
            disagreeing.append(index)
        }
        return disagreeing
    }

    /// Takes the second reading for each doubtful field that the parser had to change to make
    /// it pass its checks (a creditor reference's OCR second choice, `RegexParser.mod97Fix`),
    /// where the second reading gives the same value and passes them as read: two readings agree
    /// on it, one of them unchanged. Offered at most `disagreeingConfidence`, as a value the
    /// darkened reading settles (`readDarkened`).
    static func confirmChanged(_ fields: inout [ParsedField], doubtful: [Int], second: (Int) -> ParsedField?) {
        for index in doubtful where !fields[index].valid {
            guard var other = second(index), other.valid, other.value == fields[index].value else { continue }
            other.confidence = min(other.confidence, disagreeingConfidence)
            other.reasons.append("read from the binarised copy of the region, which passes its checks as read; the first reading passed them only when changed")
            fields[index] = other
        }
    }

    /// Doubts the capitals of `text` (read from `cut` padded by `margin`) with an accent mark
    /// above them, the `O`s with a stroke through them, the `ß`s read as capitals, the `i`s whose
    /// dot was read as an accent and the macrons that are not bars: one `LetterDoubt` per check,
    /// in that order, for `explain`, then the `B`s written `ß` for their shape (`SharpS.choose`). The region is
    /// cut again with half its height more above it: a region placed just under its label starts
    /// at the value's cap line, above which the accents are.
    /// `letterShapes`: look for `Ø`, `ß`, dots and macrons too — only in groups read with a script model (the
    /// template chose it to read letters beyond A–Z); elsewhere an `R` in `EUR` blurred in a photo
    /// was doubted as a `ß` (2 of 25 `valid` payment slips lost).
    func unreadMarks(in text: inout RecognizedText, rect: RelativeRect, cut: Image, margin: Int, page: DetectedPage,
                     letterShapes: Bool) throws -> MarkChecks {
        guard text.characters.contains(where: { $0.character.isMRZLetter }) else { return MarkChecks(doubts: [], region: nil, offset: (0, 0)) }
        let rise = min(rect.y, rect.height / 2)
        let risePixels = Int((Double(cut.height) * rise / rect.height).rounded())
        let taller = RelativeRect(x: rect.x, y: rect.y - rise, width: rect.width, height: rect.height + rise)
        let image = try page.image.warped(taller.region(of: page.dewarper.document), width: cut.width, height: cut.height + risePixels)
        let bright = try image.brightestChannel()
        let ink = try InkMap(bright)
        let offset = (-margin, risePixels - margin)
        let darkened = try bright.darkened()
        let faint = (try InkMap(darkened, darkerThan: UnreadAccents.faintInk), try InkMap(darkened, darkerThan: UnreadAccents.traceInk))
        var doubts = [LetterDoubt(UnreadAccents.doubt(&text, ink: ink, faint: faint, offset: offset), UnreadAccents.confidence, UnreadAccents.reason)]
        guard letterShapes else { return MarkChecks(doubts: doubts, region: bright, offset: offset) }
        doubts.append(LetterDoubt(CrossedLetters.doubt(&text, ink: ink, offset: offset), CrossedLetters.confidence, CrossedLetters.reason))
        let sharp = SharpS.doubt(&text, ink: ink, offset: offset)
        let chosen = SharpS.choose(&text, doubted: sharp, ink: ink, offset: offset)
        doubts.append(LetterDoubt(sharp.filter { !chosen.contains($0) }, SharpS.confidence, SharpS.reason))
        doubts.append(LetterDoubt(DotReadAsAccent.doubt(&text, ink: ink, offset: offset), DotReadAsAccent.confidence, DotReadAsAccent.reason))
        let macrons = MacronMarks.doubt(&text, ink: ink, grey: bright, offset: offset)
        let dots = MacronMarks.readDots(&text, doubted: macrons, ink: ink, grey: bright, offset: offset)
        doubts.append(LetterDoubt(macrons.filter { !dots.contains($0) }, MacronMarks.confidence, MacronMarks.reason))
        doubts.append(LetterDoubt(dots, MacronMarks.confidence, MacronMarks.dotsReason))
        doubts.append(LetterDoubt(chosen, SharpS.confidence, SharpS.chosenReason))
        return MarkChecks(doubts: doubts, region: bright, offset: offset)
    }

    /// What `unreadMarks` found, and the region it looked in (its brightest channel, with room
    /// above the text: a text box (x, y) is at (x + offset.x, y + offset.y) there).
    struct MarkChecks {
        var doubts: [LetterDoubt], region: Image?, offset: (x: Int, y: Int)
    }

    /// The letters one check of the image doubted, the confidence it capped them at and why.
    struct LetterDoubt {
        var indices: [Int], confidence: Double, reason: String
        init(_ indices: [Int], _ confidence: Double, _ reason: String) { (self.indices, self.confidence, self.reason) = (indices, confidence, reason) }
    }

    /// Says why a field holding a letter that a check doubted (`UnreadAccents`, `CrossedLetters`, `SharpS`, `DotReadAsAccent`, `MacronMarks`, `EdgeCutGlyphs`)
    /// is less sure: the doubted letters were capped at `confidence`.
    static func explain(_ doubted: [Int], in text: RecognizedText, fields: inout [ParsedField], confidence: Double, reason: String) {
        guard !doubted.isEmpty else { return }
        let letters = Set(doubted.map { text.characters[$0].character })
        for index in fields.indices where fields[index].value != nil && fields[index].confidence <= confidence
            && fields[index].raw.contains(where: letters.contains) {
            fields[index].reasons.append(reason)
        }
    }

    /// A value's later reading (binarised, smaller, darkened) cleaned as its first is: the words
    /// a wide gap sets apart after it (`GapStrays`) and the frame marks and markless words at the
    /// region's edge (`EdgeCutGlyphs.dropStrays`) left out. `margin` and `width` place the cut in
    /// the image read. Uncleaned, a box's frame read `|` before a payee was taken with it (slip
    /// photos seed 34 #26: `| Glaserei Brandt GmbH`). Short words at the edge stay: a later
    /// reading may find the word the first lost there (`DE LA CRUZ KRÄMER`, whose `DE` the first
    /// reading of an ID-front photo missed, seed 81 #2). A label read at a line's start is left
    /// out as from the first (`GluedLabels`, `labels`).
    static func withoutStrays(_ text: RecognizedText, margin: Int, width: Int, labels: [TextPattern] = []) -> RecognizedText {
        var text = text
        GapStrays.drop(&text)
        GluedLabels.drop(&text, labels: labels)
        _ = EdgeCutGlyphs.dropStrays(&text, margin: margin, width: width, shortWords: false)
        return text
    }

    /// A reading with no printable character at all.
    static func blank(_ symbols: [OCRSymbol]) -> Bool {
        symbols.allSatisfy { $0.text.allSatisfy(\.isWhitespace) }
    }

    /// Places one group on the page and reads it: cuts out its region and runs its processors.
    ///
    /// Classification groups are read in grayscale, or with `binarised` from the binarised copy
    /// (a second look at a title the classifier did not recognise).
    ///
    /// `neighbours` are the other groups of its class: a group whose label is not read is placed
    /// as theirs were found.
    ///
    /// `atLayout` places an anchored group at its fallback, the layout's position, without
    /// searching for its label.
    func process(_ group: ProcessorGroup, classification: Bool, binarised: Bool = false, neighbours: [ProcessorGroup] = [],
                 atLayout: Bool = false, page: DetectedPage, into run: inout ClassRun) async throws {
        let placement: Placement?
        if atLayout, let position = group.location.layoutPosition {
            placement = Placement(rect: position)
        } else {
            placement = try await locate(group, neighbours: neighbours, page: page, into: &run)
            if placement?.widenedToColumn == true { run.widenedToColumn += 1 }
        }
        guard let placed = placement else {
            // The label was not found and there is no fallback: every field of the group is missing.
            let why = "the label \(anchorPattern(of: group)) was not found"
            let region = (group.location.nominal ?? .whole).region(of: page.dewarper.document)
            let missing = ParsedField(value: nil, raw: "", confidence: 0, valid: false, reasons: [why])
            for field in group.reportedFields {
                run.fields[field.id] = ClassRun.Field(parsed: missing, result: FieldResult(
                    parsed: missing, settings: field.settings, parser: field.parser, group: group.id,
                    classification: classification, region: region, ocrText: ""))
            }
            return
        }
        try await read(group, at: placed.rect, classification: classification, binarised: binarised, page: page, into: &run)
        try await readAtLayoutToo(group, placedAt: placed.rect, neighbours: neighbours, classification: classification, binarised: binarised, page: page, into: &run)
        // Placed by its neighbours and read badly: the label search's second pass may find the
        // label, and the region beside it is read instead.
        guard placed.movedByNeighbours, Self.readBadly(group, in: run),
              let found = try await secondLook(for: group, page: page, into: &run) else { return }
        try await read(group, at: found, classification: classification, binarised: binarised, page: page, into: &run)
    }

    /// Cuts out one group's region at `rect` and runs its processors on it.
    func read(_ group: ProcessorGroup, at rect: RelativeRect, classification: Bool, binarised: Bool,
                      page: DetectedPage, into run: inout ClassRun) async throws {
        let dewarper = page.dewarper
        let clock = ContinuousClock()
        var start = clock.now
        let region = rect.region(of: dewarper.document)
        let cut = try dewarper.dewarp(page.image, rect, policy: group.dewarp)
        run.timings.dewarp += ms(clock.now - start)

        for processor in group.processors {
            switch processor {
            case let .parsers(entries):
                start = clock.now
                let needs = OCRNeeds.merged(entries.map(\.parser.ocrNeeds))
                let options = Self.ocrOptions(needs, classification: classification)
                // Tesseract reads text touching the image edge badly: give it a margin of paper.
                // Personalised values are printed in black: their brightest channel fades the
                // coloured guilloche the local threshold would keep as junk beside short values
                // (passport pages: given names 90 → 97.5% exact). Classification reads titles,
                // often printed in colour, so it keeps the luminance (with the brightest channel
                // two more ID fronts of 200 went unrecognised).
                let margin = max(4, cut.height / 4)
                let engine = pool(for: group.model)
                let key = classification ? ClassificationReadings.Key(rect: rect, dewarp: group.dewarp, needs: needs, model: group.model, binarised: binarised) : nil
                var symbols: [OCRSymbol]
                // Tesseract's local threshold sometimes loses a lone glyph (a passport's sex `M`
                // in a narrow region: 35 of 100 missing); the binarised copy keeps it. A value
                // read from that copy already is not read from it a second time below: the
                // same image gives the same reading.
                var readBinarised = binarised
                if let key, let known = page.readings.symbols[key] {
                    symbols = known
                } else {
                    let input = try (binarised ? cut.printOnPaper() : classification ? cut.grayscale() : cut.brightestChannel()).padded(by: margin)
                    symbols = try await engine.withEngine { try $0.recognize(input, options: options) }
                    run.timings.ocr += ms(clock.now - start)
                    run.timings.ocrPasses += 1
                    if !binarised, Self.blank(symbols) {
                        readBinarised = true
                        start = clock.now
                        symbols = try await engine.withEngine { try $0.recognize(try cut.printOnPaper().padded(by: margin), options: options) }
                        run.timings.ocr += ms(clock.now - start)
                        run.timings.ocrPasses += 1
                    }
                    if classification, Self.blank(symbols), options.segmentation == .singleLine {
                        // A title region reaching the document's edge holds the edge's line or a
                        // band's frame beside the text, and a single-line reading of it can come
                        // back empty though the title is plain; a block reading sets the lines apart.
                        var block = options
                        block.segmentation = .block
                        start = clock.now
                        symbols = try await engine.withEngine { try $0.recognize(input, options: block) }
                        run.timings.ocr += ms(clock.now - start)
                        run.timings.ocrPasses += 1
                    }
                    if let key { page.readings.symbols[key] = symbols }
                }
                start = clock.now
                var text = RecognizedText(symbols: symbols)
                let labels = classification ? [] : GluedLabels.labels(of: group)
                if !classification { GapStrays.drop(&text) }
                GluedLabels.drop(&text, labels: labels)
                let strays = classification ? [] : EdgeCutGlyphs.dropStrays(&text, margin: margin, width: cut.width)
                // A script model, chosen by the template to read letters beyond A–Z.
                let scriptModel = group.model != textPool.model.language
                let checks = classification ? nil
                    : try unreadMarks(in: &text, rect: rect, cut: cut, margin: margin, page: page, letterShapes: scriptModel)
                var doubted = checks?.doubts ?? []
                // `UnreadAccents`' doubts come first. Only with a script model: `eng` has no accented capitals to choose from.
                if let checks, let region = checks.region, let accents = doubted.first, scriptModel {
                    let read = try await readAccents(&text, doubted: accents.indices, in: region, offset: checks.offset, engine: engine)
                    doubted[0].indices.removeAll(where: read.contains)
                    doubted.append(LetterDoubt(read, UnreadAccents.confidence, Self.accentReadReason))
                }
                let edgeCut = classification ? [] : strays + EdgeCutGlyphs.doubt(&text, margin: margin, width: cut.width).filter { !strays.contains($0) }
                var fields = entries.map { $0.parser.parse(text) }
                for doubt in doubted { Self.explain(doubt.indices, in: text, fields: &fields, confidence: doubt.confidence, reason: doubt.reason) }
                Self.explain(edgeCut, in: text, fields: &fields, confidence: EdgeCutGlyphs.confidence, reason: EdgeCutGlyphs.reason)
                run.timings.parse += ms(clock.now - start)
                let doubtful = Self.doubtful(fields)
                let unmatched = Self.unmatched(fields)
                // Fields neither full-size reading (grey, binarised) gave a value for.
                var stillWithout: [Int] = []
                // The binarised reading of each field it gave another value for.
                var disputed: [Int: ParsedField] = [:]
                if !classification, !readBinarised, !doubtful.isEmpty || !unmatched.isEmpty {
                    start = clock.now
                    let binarised = try cut.printOnPaper().padded(by: margin)
                    let second = Self.withoutStrays(RecognizedText(symbols: try await engine.withEngine { try $0.recognize(binarised, options: options) }),
                                                    margin: margin, width: cut.width, labels: labels)
                    run.timings.ocr += ms(clock.now - start)
                    run.timings.ocrPasses += 1
                    let seconds = Dictionary(uniqueKeysWithValues: doubtful.map { ($0, entries[$0].parser.parse(second)) })
                    for index in Self.crossCheck(&fields, doubtful: doubtful, secondValue: { seconds[$0]?.value }) { disputed[index] = seconds[index] }
                    Self.confirmChanged(&fields, doubtful: doubtful) { seconds[$0] }
                    Self.recover(&fields, unmatched: unmatched) { entries[$0].parser.parse(second) }
                    stillWithout = Self.unmatched(fields).filter { unmatched.contains($0) }
                } else if !classification, !binarised, readBinarised, Self.blank(symbols) {
                    // Blank in grey and binarised alike.
                    stillWithout = fields.indices.filter { fields[$0].value == nil }
                }
                // The LSTM's misreads change with the glyphs' size in pixels (a clean `R8THRFEM5`
                // read `RS8THRFEM5` at 300 dpi; a lone `M` read as nothing), so a reading at three
                // quarters of it. On ten generated sample sets it gave 14 more values right
                // (document numbers, nationalities, a passport's sex, a slip's reference), none
                // `valid`, and changed nothing else.
                if !stillWithout.isEmpty {
                    start = clock.now
                    let bright = try cut.brightestChannel()
                    let smaller = try bright.resized(width: max(1, cut.width * 3 / 4), height: max(1, cut.height * 3 / 4))
                    let smallerMargin = max(3, margin * 3 / 4)
                    let third = Self.withoutStrays(RecognizedText(symbols: try await engine.withEngine { try $0.recognize(try smaller.padded(by: smallerMargin), options: options) }),
                                                   margin: smallerMargin, width: smaller.width, labels: labels)
                    run.timings.ocr += ms(clock.now - start)
                    run.timings.ocrPasses += 1
                    Self.recover(&fields, unmatched: stillWithout,
                                 reason: "read from the region at three quarters of its size only: neither it nor its binarised copy gave a value at full size") { entries[$0].parser.parse(third) }
                    let lone = fields.indices.filter { stillWithout.contains($0) && fields[$0].value == nil }
                    if !lone.isEmpty {
                        try await readLone(lone, in: bright, margin: margin, options: options, engine: engine, entries: entries, fields: &fields, timings: &run.timings)
                    }
                }
                // Still nothing in a code: the first reading with letters and digits read as their
                // twins (`S` for `5`), when that fits one value only.
                for index in fields.indices where !classification && fields[index].value == nil {
                    if let regex = entries[index].parser as? RegexParser, let fitted = regex.fittingTwins(text) { fields[index] = fitted }
                }
                if !classification {
                    try await readDarkened(&fields, disputed: disputed, first: text, in: cut, margin: margin, labels: labels, options: options, engine: engine,
                                           entries: entries, timings: &run.timings)
                }
                if !classification, let model = group.confirmWith {
                    try await confirm(&fields, with: model, in: cut, margin: margin, options: options, entries: entries, timings: &run.timings)
                }
                if let rows = Self.rowsFromFallback(group.location, rect) {
                    for index in fields.indices where fields[index].value != nil {
                        fields[index].confidence = min(fields[index].confidence, Self.strayLabelConfidence)
                        fields[index].reasons.append("its label was found \(JSONNode.format(rows)) region heights from where this layout prints it")
                    }
                }
                if let mrz = page.mrz?.mrz ?? run.mrz.values.first {
                    for (index, entry) in entries.enumerated() {
                        if let source = entry.settings.agreesWithMRZ { MRZAgreement.check(&fields[index], against: source, in: mrz) }
                    }
                }
                start = clock.now
                for (entry, parsed) in zip(entries, fields) {
                    run.fields[entry.id] = ClassRun.Field(parsed: parsed, result: FieldResult(
                        parsed: parsed, settings: entry.settings, parser: entry.kind, group: group.id,
                        classification: classification, region: region, ocrText: text.text))
                }
                run.timings.parse += ms(clock.now - start)
            case let .image(options):
                let bytes = try cut.encoded(options.format, quality: options.quality)
                run.images[group.id] = ReturnedImage(format: options.format, width: cut.width, height: cut.height, region: region, bytes: bytes)
            case let .mrz(fields):
                // The MRTD detector has read this MRZ already, on the whole image.
                let read: MRZReadResult
                if let detected = page.mrz {
                    read = detected
                } else {
                    start = clock.now
                    read = try await mrzReader.read(image: cut, name: group.id)
                    run.timings.ocr += ms(clock.now - start)
                    run.timings.ocrPasses += 1
                }
                let parsed = Self.field(from: read)
                if let mrz = read.mrz { run.mrz[group.id] = mrz }
                run.fields[group.id] = ClassRun.Field(parsed: parsed, result: FieldResult(
                    parsed: parsed, settings: FieldSettings(), parser: "mrz", group: group.id,
                    classification: classification, region: region, ocrText: parsed.raw))
                // A field this format does not have (TD3 has no optionalData2) is not reported.
                for entry in fields where read.mrz == nil || read.mrz?.fields[entry.source] != nil {
                    let field = Self.field(entry.source, of: read)
                    run.fields[entry.id] = ClassRun.Field(parsed: field, result: FieldResult(
                        parsed: field, settings: entry.settings, parser: "mrz", group: group.id,
                        classification: classification, region: region, ocrText: parsed.raw))
                }
            }
        }
    }

    /// An MRZ reading as a field: the lines as value, valid when the MRZ is, its fields as components.
    static func field(from read: MRZReadResult) -> ParsedField {
        guard let mrz = read.mrz else { return ParsedField(value: nil, raw: "", confidence: 0, valid: false, reasons: read.reasons) }
        var components = mrz.fields.compactMapValues(\.value)
        components["format"] = mrz.format.rawValue
        return ParsedField(value: mrz.lines.joined(separator: "\n"), raw: mrz.rawLines.joined(separator: "\n"),
                           confidence: mrz.confidence, valid: mrz.state == .valid, reasons: read.reasons, components: components)
    }

    /// One MRZ field as a field: valid when its own check (if any) passes and its value is possible.
    static func field(_ source: String, of read: MRZReadResult) -> ParsedField {
        guard let mrz = read.mrz else { return ParsedField(value: nil, raw: "", confidence: 0, valid: false, reasons: ["no MRZ was read"]) }
        guard let field = mrz.fields[source] else {
            return ParsedField(value: nil, raw: "", confidence: 0, valid: false, reasons: ["a \(mrz.format.rawValue) MRZ has no \(source)"])
        }
        let reasons = field.flags.filter { $0 != "corrected" }.map { "MRZ flag: \($0)" }
        return ParsedField(value: field.value, raw: field.raw, confidence: field.confidence, valid: field.valid, reasons: reasons)
    }
}
