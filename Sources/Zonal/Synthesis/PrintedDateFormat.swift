/// How a card without an MRZ prints its dates. The truth always holds ISO 8601, so a reader has
/// to undo each of these, including the century a two-digit year means.
enum PrintedDateFormat: Sendable {
    /// 12.08.1974 (German-like cards)
    case dotted
    /// 12.08.74
    case dottedShortYear
    /// 12/08/1974 (French- and Italian-like cards)
    case slashed
    /// 12 08 1974 (the French ID card's spacing)
    case spaced
    /// 12 AUG 1974
    case monthName

    func string(_ date: CalendarDate) -> String {
        let day = two(date.day), month = two(date.month)
        switch self {
        case .dotted: return "\(day).\(month).\(date.year)"
        case .dottedShortYear: return "\(day).\(month).\(two(date.year % 100))"
        case .slashed: return "\(day)/\(month)/\(date.year)"
        case .spaced: return "\(day) \(month) \(date.year)"
        case .monthName: return "\(day) \(CalendarDate.monthNames[date.month - 1]) \(date.year)"
        }
    }

    private func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
