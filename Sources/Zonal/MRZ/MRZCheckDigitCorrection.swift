import Foundation

/// Check-digit-guided correction: for a failing check digit, try combinations of plausible
/// characters at its positions (the data and the digit itself) and keep a fix only when
/// - it makes that check pass, and the composite check too where the format has one;
/// - it changes at most `maxChangesPerCheck` characters, each legal for its position, and leaves a
///   date a real calendar date;
/// - it is clearly the cheapest: a runner-up within `tieMargin` means two documents fit the reading
///   equally well, and the parser does not pick one ("never fix a real document into another");
/// - with OCR input, it is clearly cheaper than a misprint (`MRZCorrectionPolicy.misprintCost`): a
///   fix that gives up much confidence to make a check agree is a worse explanation than a check
///   digit printed wrong, and the reading stays as read.
///
/// Plausible characters at a position are OCR's own alternatives, plus — at a doubtful position
/// (confidence below `doubtfulBelow`, or any position of text input) — the look-alikes of what was
/// read. A change costs the confidence it gives up: (confidence of what was read) − (confidence of
/// the new character), a look-alike OCR did not propose counting at half the read confidence.
/// A confident misprint therefore has no alternative at all and stays as printed: uncertain. A
/// filler read where only a check digit can stand is an erasure: every digit is tried there.
enum MRZCheckDigitCorrection {
    static let reason = "checkDigit"

    struct Change: Hashable {
        var position: MRZPosition
        var character: Character
        var confidence: Double
        var cost: Double
        /// A digit put where a filler was read (`isErasure`): any digit would do, so its cost
        /// says nothing about a misprint.
        var fillsErasure = false
    }

    struct Fix {
        var changes: [Change]
        var cost: Double { changes.reduce(0) { $0 + $1.cost } }
    }

    struct Context {
        var layout: MRZLayout
        var types: [MRZPosition: MRZCharacterClass]
        /// Text input: no confidence to tell a misread from a misprint, so every position is tried
        /// against its look-alikes and no fix is weighed against a misprint.
        var lookAlikesEverywhere: Bool
        var referenceDate: Date
        /// Positions no fix may change (`MRZParseOptions.keptAsRead`).
        var keptAsRead: Set<MRZPosition> = []
    }

    static func apply(_ layout: MRZLayout, to copy: inout MRZWorkingCopy, lookAlikesEverywhere: Bool, referenceDate: Date,
                      keptAsRead: Set<MRZPosition> = []) {
        let context = Context(layout: layout, types: layout.types, lookAlikesEverywhere: lookAlikesEverywhere, referenceDate: referenceDate,
                              keptAsRead: keptAsRead)
        let composite = layout.checks.first(where: \.isComposite)
        let failing = layout.checks.filter { !$0.isComposite && !MRZCheckEvaluation.passes($0) { copy[$0] } }

        if let composite {
            if failing.isEmpty {
                if !MRZCheckEvaluation.passes(composite, { copy[$0] }) { fixCompositeOnly(composite, context, &copy) }
            } else {
                fixTogether(failing, composite: composite, context, &copy)
            }
        } else {
            for check in failing {
                if let fix = unique(fixes(for: check, context, copy)) { make(fix, for: [check], explaining: [check.name], context, &copy) }
            }
        }
    }

    /// Every failing check needs a fix, and the chosen fixes together must satisfy the composite.
    private static func fixTogether(_ failing: [MRZCheckSpec], composite: MRZCheckSpec, _ context: Context, _ copy: inout MRZWorkingCopy) {
        let perCheck = failing.map { Array(fixes(for: $0, context, copy).prefix(MRZCorrectionPolicy.fixesKeptPerCheck)) }
        guard perCheck.allSatisfy({ !$0.isEmpty }) else { return }
        var combined: [Fix] = [Fix(changes: [])]
        for options in perCheck {
            combined = combined.flatMap { partial in options.map { Fix(changes: partial.changes + $0.changes) } }
        }
        let agreeing = combined.filter { fix in
            let overrides = Dictionary(fix.changes.map { ($0.position, $0.character) }) { a, _ in a }
            return MRZCheckEvaluation.passes(composite) { overrides[$0] ?? copy[$0] }
        }.sorted { $0.cost < $1.cost }
        guard let fix = unique(agreeing) else { return }
        let compositeFails = !MRZCheckEvaluation.passes(composite) { copy[$0] }
        make(fix, for: failing, explaining: failing.map(\.name) + (compositeFails ? [composite.name] : []), context, &copy)
    }

    /// All individual checks pass: the error is in what only the composite covers (TD1/TD2
    /// optional data) or in the composite digit itself.
    private static func fixCompositeOnly(_ composite: MRZCheckSpec, _ context: Context, _ copy: inout MRZWorkingCopy) {
        let covered = Set(context.layout.checks.filter { !$0.isComposite }.flatMap { $0.dataPositions + [$0.digit] })
        var restricted = composite
        restricted.dataPositions = composite.dataPositions.filter { !covered.contains($0) && $0 != context.layout.longNumberMarker }
        if let fix = unique(fixes(for: restricted, context, copy)) { make(fix, for: [restricted], explaining: [composite.name], context, &copy) }
    }

    /// The fixes of one check, cheapest first.
    static func fixes(for check: MRZCheckSpec, _ context: Context, _ copy: MRZWorkingCopy) -> [Fix] {
        let positions = check.dataPositions + [check.digit]
        let options = positions.map { alternatives(at: $0, context, copy) }
        let dateKind = context.layout.fields.first { $0.positions == check.dataPositions }.flatMap { field -> MRZDateKind? in
            if case let .date(kind) = field.kind { return kind } else { return nil }
        }

        func acceptable(_ changes: [Change]) -> Bool {
            var overrides: [MRZPosition: Character] = [:]
            for change in changes { overrides[change.position] = change.character }
            let read = { (p: MRZPosition) in overrides[p] ?? copy[p] }
            guard positions.allSatisfy({ context.types[$0]?.allows(read($0)) ?? true }) else { return false }
            guard MRZCheckEvaluation.passes(check, read) else { return false }
            if let dateKind {
                return MRZDate.isComplete(String(check.dataPositions.map(read)), kind: dateKind, reference: context.referenceDate)
            }
            return true
        }

        var found: [Fix] = []
        for (i, first) in options.enumerated() {
            for a in first where acceptable([a]) { found.append(Fix(changes: [a])) }
            guard MRZCorrectionPolicy.maxChangesPerCheck >= 2 else { continue }
            for j in (i + 1)..<max(i + 1, options.count) {
                for a in first {
                    for b in options[j] where acceptable([a, b]) { found.append(Fix(changes: [a, b])) }
                }
            }
        }
        return found.sorted { $0.cost < $1.cost }
    }

    /// The characters worth trying at one position (not the current one), with their cost.
    static func alternatives(at position: MRZPosition, _ context: Context, _ copy: MRZWorkingCopy) -> [Change] {
        guard !context.keptAsRead.contains(position) else { return [] }
        let type = context.types[position] ?? .alphanumeric
        let read = copy.read(at: position)
        let current = copy[position]
        let currentCost = max(0, read.confidence - copy.confidence(at: position))
        var seen: Set<Character> = [current]
        var result: [Change] = []
        func add(_ character: Character, _ confidence: Double, fillsErasure: Bool = false) {
            guard type.allows(character), seen.insert(character).inserted else { return }
            result.append(Change(position: position, character: character, confidence: confidence,
                                 cost: max(0, read.confidence - confidence) - currentCost, fillsErasure: fillsErasure))
        }
        let confidentRead = read.confidence >= MRZCorrectionPolicy.doubtfulBelow
        for candidate in copy.symbols[position.line][position.column].candidates
        where !confidentRead || candidate.confidence >= MRZCorrectionPolicy.confidentReadAlternativeFloor {
            add(candidate.character, candidate.confidence)
        }
        if context.lookAlikesEverywhere || read.confidence < MRZCorrectionPolicy.doubtfulBelow {
            let confidence = read.confidence * MRZCorrectionPolicy.lookAlikeConfidenceFactor
            for twin in MRZLookAlikes.confusions(of: read.character) { add(twin, confidence) }
        }
        if isErasure(current, type: type), !context.layout.checks.contains(where: { $0.isComposite && $0.digit == position }) {
            for digit in "0123456789" { add(digit, 0, fillsErasure: true) }
        }
        return result
    }

    /// Whether `character` at a position of `type` is an erasure: a filler where only a digit can
    /// stand, a check digit washed out to what reads as `<` (a passport's expiry check digit under
    /// glare). No digit looks like a filler, so every digit is tried, at confidence 0: the check
    /// (with the composite, where the format has one) alone names the digit, and the parser keeps
    /// the result from `valid` (`MRZParser.checkDigitsErased`). Only check digits: a date's day or
    /// month may be fillers, and a TD1/TD2 document number's check position holds one to mark a
    /// long number. Not the composite's (`alternatives` leaves it out): a filler there is what a
    /// format read wrongly shows (an MRV-B whose `V` was read `P` parses as a TD2 whose composite
    /// place holds the visa's optional data).
    static func isErasure(_ character: Character, type: MRZCharacterClass) -> Bool {
        character == "<" && type == .digit
    }

    /// Whether `fix` explains each of `checks` failing better than a misprinted check digit does:
    /// the changes to that check's characters, erasures aside, cost at most the misprint's cost
    /// less the tie margin. Applied after `unique`, so a fix above it still ties with its rivals.
    static func beatsMisprint(_ fix: Fix, of checks: [MRZCheckSpec], _ context: Context) -> Bool {
        guard !context.lookAlikesEverywhere else { return true }
        return checks.allSatisfy { check in
            let positions = Set(check.dataPositions + [check.digit])
            let cost = fix.changes.filter { positions.contains($0.position) && !$0.fillsErasure }.reduce(0) { $0 + $1.cost }
            return cost + MRZCorrectionPolicy.tieMargin <= MRZCorrectionPolicy.misprintCost
        }
    }

    /// Makes `fix` of `checks`, or, where it is dearer than a misprint, notes it instead: the
    /// checks it would have made pass (`explained`) and the confidence it would have put in, for
    /// ranking the reading (`MRZResult.misprintExplained`).
    private static func make(_ fix: Fix, for checks: [MRZCheckSpec], explaining explained: [String], _ context: Context,
                             _ copy: inout MRZWorkingCopy) {
        guard beatsMisprint(fix, of: checks, context) else {
            copy.misprintExplained.formUnion(explained)
            copy.declinedFixConfidence = min(copy.declinedFixConfidence, fix.changes.map(\.confidence).min() ?? 100)
            return
        }
        for change in fix.changes {
            let check = checks.first { $0.dataPositions.contains(change.position) || $0.digit == change.position }
            copy.set(change.position, to: change.character, confidence: change.confidence, reason: reason,
                     field: context.layout.fieldNames[change.position] ?? check?.name ?? "")
        }
    }

    /// The cheapest fix, unless a runner-up is within the tie margin.
    static func unique(_ sorted: [Fix]) -> Fix? {
        guard let best = sorted.first else { return nil }
        if sorted.count > 1, sorted[1].cost - best.cost < MRZCorrectionPolicy.tieMargin { return nil }
        return best
    }
}
