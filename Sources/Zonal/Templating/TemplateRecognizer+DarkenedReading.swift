import Foundation

extension TemplateRecognizer {
    /// Reasons that say the print has a mark the reading has no letter for (`UnreadAccents`,
    /// `CrossedLetters`), or had none for until the letter was read on its own (`readAccents`)
    /// or chosen by its shape (`SharpS.choose`).
    static let unreadMarkReasons = [UnreadAccents.reason, CrossedLetters.reason, accentReadReason, SharpS.chosenReason]

    /// Reads the region once more, darkened (`Image.darkened`: paper made even, pale grey pulled
    /// towards ink) and at twice its size, when the readings so far leave a field in doubt, and
    /// lets that reading settle it:
    /// - a field whose reading lost a mark the print shows (`DVOŘÁK` read `DVORAK`: blurred or
    ///   printed thin, the accent is pale grey and Tesseract takes it for paper) takes the darkened
    ///   value when that differs only by having more marks (or as many, where its own were
    ///   chosen by force: `PRÈF.` for `PRÉF.`), and keeps its own when that has
    ///   fewer (the letters read on their own, `readAccents`, have marks the region's readings
    ///   lose: `DVOŘÁK`, read `DVORAK` in grey, binarised and darkened alike);
    /// - a field the grey and binarised readings disagree on (`disputed`: the binarised one's
    ///   value) takes the binarised value when the darkened reading agrees with it, unless that
    ///   fails a check the first passed (a creditor reference's mod 97) — on six generated photo
    ///   sets 60 values right instead of wrong, 10 the other way — or the first is that value
    ///   with more items of a list (`listWithMoreItems`), or differs from it only by `5`s or `8`s
    ///   the others read `3` whose print is closed on its left (`OpenThree`; `text` is the first
    ///   reading, its boxes in `cut` padded by `margin`);
    /// - a field still without a value takes the darkened reading's.
    /// Every value taken this way is offered, never `valid` on its own.
    func readDarkened(_ fields: inout [ParsedField], disputed: [Int: ParsedField], first text: RecognizedText, in cut: Image, margin: Int,
                      labels: [TextPattern], options: OCROptions, engine: EnginePool, entries: [ParserEntry], timings: inout TemplateTimings) async throws {
        let lostMarks = fields.indices.filter { index in
            fields[index].value != nil && fields[index].reasons.contains { Self.unreadMarkReasons.contains($0) }
        }
        let contested = disputed.filter { $0.value.value != nil }
        let without = fields.indices.filter { fields[$0].value == nil }
        guard !lostMarks.isEmpty || !contested.isEmpty || !without.isEmpty else { return }
        let clock = ContinuousClock()
        let start = clock.now
        let dark = try cut.darkened().resized(width: cut.width * 2, height: cut.height * 2)
        let reading = Self.withoutStrays(RecognizedText(symbols: try await engine.withEngine { try $0.recognize(try dark.padded(by: margin * 2), options: options) }),
                                         margin: margin * 2, width: dark.width, labels: labels)
        timings.ocr += ms(clock.now - start)
        timings.ocrPasses += 1
        for index in fields.indices where lostMarks.contains(index) || contested[index] != nil || without.contains(index) {
            var found = entries[index].parser.parse(reading)
            guard let value = found.value else { continue }
            let old = fields[index].value
            // Marks chosen by force (`readAccents`) give way to a free reading's as many marks.
            let forced = fields[index].reasons.contains(Self.accentReadReason)
            if lostMarks.contains(index), let old, value != old, Self.unmarked(value) == Self.unmarked(old),
               Self.marked(value) > Self.marked(old) || forced && Self.marked(value) == Self.marked(old) {
                found.reasons = fields[index].reasons.filter { !Self.unreadMarkReasons.contains($0) }
                    + ["its marks read from the region darkened: the first reading had none where the print shows one"]
            } else if lostMarks.contains(index), let old, Self.unmarked(value) == Self.unmarked(old), Self.marked(value) < Self.marked(old) {
                continue
            } else if let second = contested[index], second.value == value, second.valid || !fields[index].valid,
                      !(old.map { Self.listWithMoreItems($0, than: value) } ?? false) {
                if let old, try OpenThree.keepsFirst(old, raw: fields[index].raw, in: text, against: value,
                                                     ink: { try InkMap(cut.brightestChannel()) }, offset: (-margin, -margin)) {
                    fields[index].reasons.append(OpenThree.reason)
                    continue
                }
                found = second
                found.reasons = ["read from the binarised copy of the region, as a darkened reading read it too: the first reading gave another value"]
            } else if old == nil {
                found.reasons.append("read from the region darkened only: no other reading gave a value")
            } else {
                continue
            }
            found.confidence = min(found.confidence, Self.disagreeingConfidence)
            fields[index] = found
        }
    }

    /// Whether `longer` is `shorter` with more items of a list joined to it, before or after,
    /// within its word: a separator (`/`, `-`, `,`) at the join and a letter or digit beyond it
    /// (`A/B/BE/D1` and `A`). Two readings that agree on one item of a licence's categories lost
    /// the others, read faintly, rather than the first read items the print lacks (10 photo
    /// sets: 2 lists right instead of wrong, none the other way). A bare extension (`FGÖTEBORG`
    /// and `GÖTEBORG`) is stray print, not an item.
    static func listWithMoreItems(_ longer: String, than shorter: String) -> Bool {
        guard !shorter.isEmpty, longer.count > shorter.count else { return false }
        let rest: Substring
        let join: Character?
        if longer.hasPrefix(shorter) {
            rest = longer.dropFirst(shorter.count)
            join = rest.first
        } else if longer.hasSuffix(shorter) {
            rest = longer.dropLast(shorter.count)
            join = rest.last
        } else {
            return false
        }
        guard let join, listSeparators.contains(join) else { return false }
        return !rest.contains(where: \.isWhitespace) && rest.contains { $0.isLetter || $0.isNumber }
    }

    static let listSeparators: Set<Character> = ["/", "-", ","]

    /// The text without its letters' marks (`Ø` and `Ł` as `O` and `L`), and a `ß` as the `B` the
    /// Latin model reads it as (`STRAUß` and `STRAUB` are one name read with and without its mark).
    static func unmarked(_ text: String) -> String {
        String(text.folding(options: .diacriticInsensitive, locale: nil).map { c -> Character in
            switch c { case "Ø": "O"; case "ø": "o"; case "Ł": "L"; case "ł": "l"; case "ß": "B"; default: c }
        })
    }

    /// How many letters of the text carry a mark.
    static func marked(_ text: String) -> Int {
        text.filter { $0.isLetter && !$0.isASCII }.count
    }
}
