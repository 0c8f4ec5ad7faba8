import Foundation
@testable import Zonal

/// Fixed "today" so century decisions and expiry warnings do not change with the calendar.
let mrzReferenceDate: Date = {
    var components = DateComponents()
    (components.year, components.month, components.day) = (2025, 6, 15)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: components)!
}()

/// ICAO 9303 specimens (Utopia, Anna Maria Eriksson).
enum Specimen {
    static let td3 = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"]
    static let td1 = ["I<UTOD231458907<<<<<<<<<<<<<<<", "7408122F1204159UTO<<<<<<<<<<<6", "ERIKSSON<<ANNA<MARIA<<<<<<<<<<"]
    static let td2 = ["I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "D231458907UTO7408122F1204159<<<<<<<6"]
    static let mrvA = ["V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L8988901C4XXX4009078F96121096ZE184226B<<<<<<"]
    static let mrvB = ["V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "L8988901C4XXX4009078F9612109<<<<<<<<"]
}

func parseText(_ lines: [String], correct: Bool = false) throws -> MRZResult {
    try MRZParser.parse(lines: lines, options: MRZParseOptions(correct: correct, referenceDate: mrzReferenceDate))
}

func parseReading(_ reading: MRZReading, correct: Bool = true) throws -> MRZResult {
    try MRZParser.parse(reading, options: MRZParseOptions(correct: correct, referenceDate: mrzReferenceDate))
}

/// A reading of `lines` where every character is confident (99) except the listed positions
/// (1-based line, column), which get the given candidates.
func reading(_ lines: [String], confidence: Double = 99, overrides: [(line: Int, column: Int, candidates: [MRZCandidate])] = []) -> MRZReading {
    var symbols = lines.map { $0.map { MRZSymbol($0, confidence: confidence) } }
    for override in overrides {
        symbols[override.line - 1][override.column - 1] = MRZSymbol(candidates: override.candidates)
    }
    return MRZReading(lines: symbols)
}

/// `text` with the character at 1-based `column` replaced.
func replacing(_ text: String, column: Int, with character: Character) -> String {
    var characters = Array(text)
    characters[column - 1] = character
    return String(characters)
}

extension MRZResult {
    func value(_ name: String) -> String? { fields[name]?.value }
    var failedChecks: [String] { checks.filter { !$0.passed }.map(\.name) }
}

func invalidMRZReason(_ body: () throws -> Void) -> String? {
    do { try body() } catch let ZonalError.invalidMRZ(reason) { return reason } catch { return "unexpected \(error)" }
    return nil
}
