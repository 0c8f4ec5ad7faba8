import Foundation

/// Letters of the MRZ's names read again in the visual zone, where the document prints the same
/// names in an ordinary face (`JÜRGEN` above `JUERGEN`). No check digit covers a name, so a letter
/// the OCR misread in a face other than OCR-B (`JLERGEN`) cannot be found by the checks; the
/// printed name can tell it.
///
/// A word of the MRZ's names (`surname`, `givenNames`) is changed only when the visual zone holds
/// exactly one nearest spelling of its length that differs from it in a letter or two (two from
/// seven letters on), and none that agrees with it as read: a name the visual zone confirms is left
/// alone, and two rivals leave it alone too (a spelling whose guessed vowel the MRZ's OCR did
/// not offer is no rival). Only names in doubt are looked at (a field below the
/// confidence a `valid` result needs), only letters read below that confidence are changed, each
/// to a letter the MRZ's OCR offered there too, and their confidence is left as it was
/// (`VisualZone.applying`).
enum VisualZoneNames {
    /// MRZ words shorter than this are left alone: a three-letter word one letter from a label or
    /// a month's abbreviation is too easily matched.
    static let minimumLength = 4

    /// The name fields whose confidence is below `floor`: the only ones looked at.
    static func namesInDoubt(_ result: MRZResult, floor: Double) -> Set<String> {
        Set(["surname", "givenNames"].filter { result.fields[$0].map { $0.confidence < floor && !$0.value.isEmpty } ?? false })
    }

    /// The changes the visual zone's `words` make to the words of `fields` (surname, givenNames).
    static func changes(in result: MRZResult, fields: Set<String>, words: [VisualZone.Word], floor: Double) -> [VisualZone.Change] {
        let printed = words.filter { $0.confidence >= VisualZone.minimumWordConfidence }.flatMap { pieces(of: $0) }
        guard !printed.isEmpty else { return [] }
        let lines = result.lines.map(Array.init)
        var changes: [VisualZone.Change] = []
        for name in fields.sorted() {
            guard let field = result.fields[name] else { continue }
            let lineIndex = field.position.line - 1
            guard let line = lines[safe: lineIndex] else { continue }
            let start = field.position.start - 1, end = min(line.count, start + field.position.length)
            guard start >= 0, start < end else { continue }
            for token in letterRuns(line, from: start, to: end) where token.count >= minimumLength {
                let read = String(line[token])
                let candidates = Set(printed.flatMap { VisualZoneNames.spellings(of: $0.text, length: read.count, unsure: $0.unsure) })
                if candidates.contains(where: { $0.text == read }) { continue }
                // The nearest spellings, if near enough; more than one nearest leaves the word alone.
                let allowed = read.count >= 7 ? 2 : 1
                let distances = candidates.map { (spelling: $0, distance: differences(read, $0.text)) }.filter { $0.distance <= allowed }
                guard let nearest = distances.map(\.distance).min() else { continue }
                // A guessed vowel the MRZ's OCR did not offer rules its spelling out (`JORGEN`
                // printed: `JOERGEN` and `JUERGEN` for a `JLERGEN` whose OCR offered `U`).
                let rivals = Set(distances.filter {
                    $0.distance == nearest && offersGuessedVowels(read, $0.spelling, result, line: lineIndex, column: token.lowerBound, floor: floor)
                }.map(\.spelling.text))
                guard rivals.count == 1, let text = rivals.first,
                      distances.contains(where: { $0.spelling.text == text && mayChange(read, to: $0.spelling) })
                else { continue }
                // Only letters the MRZ's reading was unsure of, and only to a letter its OCR offered
                // there too: the printed name is read by OCR as well (`FERNANDEZ`, sure in the
                // MRZ, printed and read `PERNANDEZ`; a blurred `KONSTANTINIDOU` printed and read
                // `CONS TANTINNDOG`, where the MRZ's doubtful `K` had no `C` among its choices).
                let changed = zip(read, text).enumerated().filter { $0.element.0 != $0.element.1 }
                guard changed.allSatisfy({ mayTake($0.element.1, in: result, line: lineIndex, column: token.lowerBound + $0.offset, floor: floor) }),
                      distances.contains(where: { $0.spelling.text == text && $0.spelling.witnesses(changed.map(\.offset)) })
                else { continue }
                for (offset, (a, b)) in changed {
                    changes.append(VisualZone.Change(line: lineIndex, column: token.lowerBound + offset, from: a, to: b, field: name))
                }
            }
            if name == "givenNames" {
                changes += cutShort(result, field: field, line: line, end: end, printed: printed, floor: floor)
            }
        }
        return changes
    }

    /// The given names' last word where its last letters were read as fillers: on the field's
    /// last characters (`SIOB<` for a `SIOBHAN` the field cuts to `SIOBH`) or where glare washed
    /// them out. The word as read must begin exactly one printed spelling that is longer; the
    /// fillers after it, each read below `floor` with the letter among its OCR's choices or no
    /// letter at all (`mayFill`), become that spelling's letters up to its end or the field's.
    static func cutShort(_ result: MRZResult, field: MRZField, line: [Character], end: Int, printed: [Printed], floor: Double) -> [VisualZone.Change] {
        let start = field.position.start - 1
        guard let last = letterRuns(line, from: start, to: end).last, last.count >= minimumLength - 1, last.upperBound < end,
              line[last.upperBound..<end].allSatisfy({ $0 == "<" }) else { return [] }
        let read = String(line[last]), room = end - last.lowerBound
        var endings: [String: [Spelling]] = [:]
        for length in (read.count + 1)...(room + 4) {
            // A guessed vowel's second letter (`MARIAE` for a printed `MARIA`) only where the
            // MRZ's OCR offered it: otherwise every name ending in a vowel had three endings.
            for spelling in printed.flatMap({ spellings(of: $0.text, length: length, unsure: $0.unsure) }) where spelling.text.hasPrefix(read)
                && offersGuessedVowels(String(line[last.lowerBound..<min(end, last.lowerBound + length)]), spelling, result,
                                       line: field.position.line - 1, column: last.lowerBound, floor: floor) {
                endings[String((Array(spelling.text) + Array(repeating: "<", count: max(0, room - length))).prefix(room)), default: []].append(spelling)
            }
        }
        guard endings.count == 1, let (filled, spelt) = endings.first else { return [] }
        var changes: [VisualZone.Change] = []
        for (offset, character) in Array(filled).enumerated() where line[last.lowerBound + offset] != character {
            let column = last.lowerBound + offset
            guard mayFill(column, with: character, in: result, line: field.position.line - 1, floor: floor) else { return [] }
            changes.append(VisualZone.Change(line: field.position.line - 1, column: column, from: line[column], to: character, field: "givenNames"))
        }
        let offsets = changes.map { $0.column - last.lowerBound }
        return spelt.contains { $0.witnesses(offsets) } ? changes : []
    }

    /// Whether the filler the MRZ's reading has at 0-based `line`, `column` may become the printed
    /// name's `letter`: read below `floor`, with `letter` among its OCR's choices (`mayTake`), or
    /// with no letter among them at all: glare that washes letters out leaves the OCR a blank it
    /// reads as a filler, with no shape to offer anything else (a passport's `ANNA<MAR<<`, its
    /// `IA` under a hot spot, read `<` at 60 with nothing else offered; printed `ANNA MARIA`).
    static func mayFill(_ column: Int, with letter: Character, in result: MRZResult, line: Int, floor: Double) -> Bool {
        guard VisualZone.doubtful(result, line: line, column: column, floor: floor) else { return false }
        let offered = result.characterCandidates[safe: line]?[safe: column] ?? []
        return offered.contains(letter) || !offered.contains(where: \.isLetter)
    }

    /// A spelling of a printed word in the MRZ's letters. `guessed`: the letters that stand for a
    /// plain `A`, `O` or `U` the OCR may have read without its dots (`O` for `Ö`, spelt `OE`).
    struct Spelling: Hashable {
        var text: String
        var guessed: Set<Int> = []
        /// The letters spelt from a printed character the OCR read below
        /// `VisualZone.minimumWordConfidence` (`VisualZone.Word.unsure`).
        var unsure: Set<Int> = []

        /// Whether the letters at `offsets` may change the MRZ: each read sure on the page, or a
        /// guessed vowel's letter, which the page does not tell anyway (`mayChange` and the MRZ's
        /// OCR decide those).
        func witnesses(_ offsets: [Int]) -> Bool {
            offsets.allSatisfy { guessed.contains($0) || !unsure.contains($0) }
        }
    }

    /// A piece of a printed word (`pieces`), with the offsets of its characters read unsure.
    struct Printed: Equatable {
        var text: String
        var unsure: Set<Int> = []
    }

    /// The MRZ spellings of a printed word that are `length` letters long: each letter as
    /// `MRZAgreement.names` spells a printed name (ICAO 9303 part 3's transliteration, `Ü` as
    /// `UE`, or with its marks dropped, `U`). The OCR often drops the dots of `Ü`, so a plain `A`,
    /// `O` or `U` may also stand for `AE`, `OE`, `UE` (and `A` for `AA`, `O` for a `Ü` read as
    /// `O`, `UE`); which of them it was is a guess (`Spelling.guessed`).
    static func spellings(of printed: String, length: Int, unsure: Set<Int> = []) -> [Spelling] {
        var options: [[(letters: String, guessed: Bool)]] = []
        var optionIsUnsure: [Bool] = []
        for (offset, original) in printed.enumerated() {
            let character = uppercased(original)
            switch character {
            case "A": options.append([("A", false), ("AE", true), ("AA", true)])
            case "O": options.append([("O", false), ("OE", true), ("UE", true)])
            case "U": options.append([("U", false), ("UE", true)])
            default:
                let spelt = Set(MRZAgreement.names(String(character))).filter { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isUppercase } }
                guard !spelt.isEmpty else { continue }
                options.append(spelt.sorted().map { ($0, false) })
            }
            optionIsUnsure.append(unsure.contains(offset))
        }
        // Each option adds one or two letters; keep only the spellings that can reach `length`.
        var partial = [Spelling(text: "")]
        for (index, choices) in options.enumerated() {
            let shortestRest = options.count - index - 1
            let longestRest = options[(index + 1)...].reduce(0) { $0 + ($1.map(\.letters.count).max() ?? 0) }
            partial = partial.flatMap { prefix in
                choices.map { choice in
                    var next = prefix
                    let letters = prefix.text.count..<(prefix.text.count + choice.letters.count)
                    if choice.guessed { next.guessed.formUnion(letters) }
                    if optionIsUnsure[index] { next.unsure.formUnion(letters) }
                    next.text += choice.letters
                    return next
                }
            }
            .filter { $0.text.count + shortestRest <= length && $0.text.count + longestRest >= length }
            if partial.count > 256 { return [] }
        }
        return partial.filter { $0.text.count == length }
    }

    /// Whether `spelling` may change the MRZ's `read` word. A guessed vowel (`Spelling.guessed`)
    /// cannot say which vowel it was: the OCR reads a printed `Ü` as `U` or as `O` (`MÜLLER` read
    /// `MOLLER`, `JÜRGEN` read `JORGEN` as often as `JURGEN`). So there the MRZ's letter changes
    /// only when it is no such vowel itself (`JLERGEN`, not `MUELLER`); that the MRZ's OCR offered
    /// the new one too, `mayTake` asks of every letter.
    static func mayChange(_ read: String, to spelling: Spelling) -> Bool {
        !zip(read, spelling.text).enumerated().contains { offset, pair in
            pair.0 != pair.1 && spelling.guessed.contains(offset) && "AOU".contains(pair.0)
        }
    }

    /// Whether every letter `spelling` guessed (`Spelling.guessed`) and changes in `read` (a word
    /// at 0-based `line`, `column`) is one the MRZ's OCR offered there, below `floor`.
    static func offersGuessedVowels(_ read: String, _ spelling: Spelling, _ result: MRZResult, line: Int, column: Int, floor: Double) -> Bool {
        !zip(read, spelling.text).enumerated().contains { offset, pair in
            pair.0 != pair.1 && spelling.guessed.contains(offset) && !mayTake(pair.1, in: result, line: line, column: column + offset, floor: floor)
        }
    }

    /// Whether the MRZ's character at 0-based `line`, `column` may become `letter`: it was read
    /// below `floor`, and the MRZ's OCR offered `letter` there (its choice or an alternative).
    static func mayTake(_ letter: Character, in result: MRZResult, line: Int, column: Int, floor: Double) -> Bool {
        VisualZone.doubtful(result, line: line, column: column, floor: floor) && VisualZone.offered(letter, in: result, line: line, column: column)
    }

    /// A printed word's pieces that can be name components: split where it holds anything but
    /// letters (spaces, commas, hyphens, slashes, digits), with apostrophes dropped (`O'BRIEN` is
    /// `OBRIEN` in an MRZ); each with the offsets of its characters the OCR read unsure.
    static func pieces(of word: VisualZone.Word) -> [Printed] {
        let apostrophes: Set<Character> = ["'", "’", "‘", "`"]
        var result: [Printed] = [], current = Printed(text: "")
        func close() {
            if current.text.count >= minimumLength - 1 { result.append(current) }
            current = Printed(text: "")
        }
        for (offset, character) in word.text.enumerated() where !apostrophes.contains(character) {
            guard character.isLetter else { close(); continue }
            if word.unsure.contains(offset) { current.unsure.insert(current.text.count) }
            current.text.append(uppercased(character))
        }
        close()
        return result
    }

    /// `character` in capitals where that is one character (`ß` stays `ß`, not `SS`): a word's
    /// offsets, which mark its unsure letters, stay its own.
    static func uppercased(_ character: Character) -> Character {
        let upper = character.uppercased()
        return upper.count == 1 ? Character(upper) : character
    }

    /// Runs of letters A–Z in `line[start..<end]`.
    static func letterRuns(_ line: [Character], from start: Int, to end: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var runStart: Int?
        for index in start..<end {
            let isLetter = line[index].isASCII && line[index].isUppercase
            if isLetter, runStart == nil { runStart = index }
            if !isLetter, let s = runStart { runs.append(s..<index); runStart = nil }
        }
        if let s = runStart { runs.append(s..<end) }
        return runs
    }

    static func differences(_ a: String, _ b: String) -> Int {
        zip(a, b).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) } + abs(a.count - b.count)
    }
}
