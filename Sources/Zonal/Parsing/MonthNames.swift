import Foundation

/// Month names and abbreviations in English, German, French, Spanish, Italian, Portuguese and
/// Dutch, compared without case or accents ("März", "MARZ" and "marz" are one word).
///
/// Abbreviations are not listed one by one: any prefix of three letters or more of a full name is
/// accepted when every name it starts belongs to the same month ("SEPT", "FÉVR", "JANV", "DEZ",
/// "AGO"), so the French "JUI" (juin or juillet?) is refused and "JUIN"/"JUIL" are read.
enum MonthNames {
    static let fullNames: [[String]] = [
        ["january", "januar", "janvier", "enero", "gennaio", "janeiro", "januari", "jänner"],
        ["february", "februar", "février", "febrero", "febbraio", "fevereiro", "februari", "feber"],
        ["march", "märz", "maerz", "mars", "marzo", "março", "maart"],
        ["april", "avril", "abril", "aprile"],
        ["may", "mai", "mayo", "maggio", "maio", "mei"],
        ["june", "juni", "juin", "junio", "giugno", "junho"],
        ["july", "juli", "juillet", "julio", "luglio", "julho"],
        ["august", "août", "agosto", "augustus"],
        ["september", "septembre", "septiembre", "setiembre", "settembre", "setembro"],
        ["october", "oktober", "octobre", "octubre", "ottobre", "outubro"],
        ["november", "novembre", "noviembre", "novembro"],
        ["december", "dezember", "décembre", "diciembre", "dicembre", "dezembro"],
    ]

    /// Usual abbreviations that are not prefixes of a full name.
    static let extraAbbreviations: [String: Int] = ["MRT": 3]

    /// Folded word → month (1...12).
    static let table: [String: Int] = {
        var months: [String: Set<Int>] = [:]
        for (index, names) in fullNames.enumerated() {
            for name in names {
                let folded = fold(name)
                for length in 3...max(3, folded.count) where length <= folded.count {
                    months[String(folded.prefix(length)), default: []].insert(index + 1)
                }
            }
        }
        var table: [String: Int] = [:]
        for (word, set) in months where set.count == 1 {
            if let month = set.first { table[word] = month }
        }
        return table.merging(extraAbbreviations) { current, _ in current }
    }()

    /// Upper case, accents removed.
    static func fold(_ word: String) -> String {
        word.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).uppercased()
    }

    /// The month a word (with or without a final full stop) names, or nil.
    static func month(_ word: String) -> Int? {
        var word = Substring(word)
        while word.last == "." { word = word.dropLast() }
        return table[fold(String(word))]
    }
}
