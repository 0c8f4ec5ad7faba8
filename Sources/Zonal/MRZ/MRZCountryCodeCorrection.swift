import Foundation

/// Code-list-guided correction of the issuing state and nationality, which no check digit covers:
/// a code that is neither ISO 3166 nor ICAO (`ESF`, `TTA`) takes the one known code a single
/// plausible change makes of it (`ESP`, `ITA`). Plausible is what the check-digit search would try
/// at that position (`MRZCheckDigitCorrection.alternatives`: OCR's own runners-up, and at a doubtful
/// position the look-alikes), and the change must be clearly the cheapest (`tieMargin`), so a
/// confidently read code that no alternative turns into a known one stays as read, flagged
/// `unknownCode`: the list may lack a new code, and a guess would make another document.
enum MRZCountryCodeCorrection {
    static let reason = "countryCode"

    static func apply(_ layout: MRZLayout, to copy: inout MRZWorkingCopy, lookAlikesEverywhere: Bool, referenceDate: Date) {
        let context = MRZCheckDigitCorrection.Context(layout: layout, types: layout.types, lookAlikesEverywhere: lookAlikesEverywhere,
                                                      referenceDate: referenceDate)
        var unresolved: [MRZFieldSpec] = []
        for field in layout.fields where field.kind == .countryCode {
            let positions = field.positions
            guard !MRZCountryCodes.isKnown(code(positions, copy)) else { continue }
            var fixes: [MRZCheckDigitCorrection.Change] = []
            for position in positions {
                for change in MRZCheckDigitCorrection.alternatives(at: position, context, copy) {
                    let changed = code(positions, copy, override: (position, change.character))
                    if MRZCountryCodes.isKnown(changed) { fixes.append(change) }
                }
            }
            let sorted = fixes.sorted { $0.cost < $1.cost }
            guard let best = sorted.first, sorted.count == 1 || sorted[1].cost - best.cost >= MRZCorrectionPolicy.tieMargin else {
                unresolved.append(field)
                continue
            }
            copy.set(best.position, to: best.character, confidence: best.confidence, reason: reason, field: field.name)
        }
        for field in unresolved { offerTheOtherCode(for: field, layout, in: &copy) }
    }

    static let issuingStateReason = "nationalityLikeIssuingState"
    static let nationalityReason = "issuingStateLikeNationality"
    /// The confidence of a code taken from the other one: below any `valid` floor.
    static let issuingStateConfidence = 50.0

    /// A country code offered from the other one: the field it is offered to, the field it is
    /// taken from, the correction's reason, and how the result's reason names the source.
    struct Offer {
        var field: String
        var source: String
        var reason: String
        var sourceNamed: String
    }

    static let offers = [
        Offer(field: "nationality", source: "issuingState", reason: issuingStateReason, sourceNamed: "the issuing state's"),
        Offer(field: "issuingState", source: "nationality", reason: nationalityReason, sourceNamed: "the nationality's"),
    ]

    /// The result's reasons for codes offered from the other one: a likely value, never a read one.
    static func offeredReasons(_ corrections: [MRZCorrection]) -> [String] {
        corrections.compactMap { correction in
            offers.first { $0.reason == correction.reason }.map {
                "\($0.field): '\(correction.from)' read at line \(correction.line), column \(correction.column) makes no known code; \($0.sourceNamed) '\(correction.to)' is offered"
            }
        }
    }

    /// A passport's or ID card's nationality that is no known code and one character from the
    /// issuing state (`FR<` on a French card, the `A` lost to glare) is most likely the issuing
    /// state's: holders of a state's own documents are mostly its nationals. So is one that differs
    /// from it only by fillers where the state has letters, one letter agreeing (`I<<` on an
    /// Italian card whose `TA` glare washed out). The same holds the other way round, for an
    /// issuing state that is no known code beside a known nationality (`HLD` read for `NLD`, its
    /// `N` bold and blurred). It is offered, at a confidence that keeps the document `uncertain`,
    /// since the two may differ. Not on visas, whose issuing state is seldom the holder's.
    private static func offerTheOtherCode(for field: MRZFieldSpec, _ layout: MRZLayout, in copy: inout MRZWorkingCopy) {
        guard let offer = offers.first(where: { $0.field == field.name }), layout.format != .mrvA, layout.format != .mrvB,
              let other = layout.fields.first(where: { $0.name == offer.source }) else { return }
        let given = other.positions.map { copy[$0] }
        guard MRZCountryCodes.isKnown(code(other.positions, copy)), given.count == field.positions.count else { return }
        let differing = zip(field.positions, given).filter { copy[$0.0] != $0.1 }
        let washedOut = differing.count < field.positions.count && differing.allSatisfy { copy[$0.0] == "<" }
        guard differing.count == 1 || washedOut else { return }
        for (position, character) in differing {
            copy.set(position, to: character, confidence: min(copy.confidence(at: position), issuingStateConfidence),
                     reason: offer.reason, field: field.name)
        }
    }

    /// The code at `positions` with its trailing fillers dropped (`D<<` is `D`).
    private static func code(_ positions: [MRZPosition], _ copy: MRZWorkingCopy, override: (MRZPosition, Character)? = nil) -> String {
        let characters = positions.map { position in override.flatMap { $0.0 == position ? $0.1 : nil } ?? copy[position] }
        return MRZFieldExtraction.trimmingFillers(String(characters))
    }
}
