import Testing
@testable import Zonal

@Suite struct RawParserTests {
    func raw(_ text: RecognizedText) -> ParsedField { RawParser().parse(text) }

    @Test func theTextAsReadWithWhitespaceRunsCollapsed() {
        let field = raw(recognized("  SOUS-PRÉF.   13\n"))
        #expect(field.value == "SOUS-PRÉF. 13")
        #expect(field.valid)
        #expect(field.reasons.isEmpty)
    }

    /// Licence photos seed 96, the 28th and the 48th: a speck at the region's edge read as `=`
    /// after an address, a guilloche line as `«` before an authority.
    @Test func wordsOfMarksOnlyAtTheEndsAreLeftOut() {
        let text = "VIA ROMA 191 TORINO ="
        let field = raw(recognized(text, [offset(of: "=", in: text): 12]))
        #expect(field.value == "VIA ROMA 191 TORINO")
        #expect(field.raw == text)
        #expect(field.confidence == 12, "the mark still counts in the confidence")
        #expect(field.reasons.contains { $0.contains("marks only") })
        #expect(raw(recognized("« — MIT-UCO")).value == "MIT-UCO")
    }

    @Test func marksInsideTheTextOrJoinedToAWordStay() {
        #expect(raw(recognized("VIA ROMA - TORINO")).value == "VIA ROMA - TORINO")
        #expect(raw(recognized("SOUS-PRÉF.")).value == "SOUS-PRÉF.")
        #expect(raw(recognized("(MIT-UCO)")).value == "(MIT-UCO)")
    }

    @Test func aTextOfMarksOnlyIsKeptAsRead() {
        let field = raw(recognized("— / —"))
        #expect(field.value == "— / —")
        #expect(field.valid)
    }

    @Test func nothingReadIsNotFound() {
        let field = raw(recognized("  \n "))
        #expect(field.value == nil)
        #expect(!field.valid)
    }
}
