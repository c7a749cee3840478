import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("IRBIS diagnostics")
struct IRBISDiagnosticTests {
    @Test func messagesNameThePlaceInBothLanguages() {
        let diagnostic = IRBISDiagnostic(record: 3, line: 17, tag: 910, code: "B", .repeatedInventoryNumber("12345"))
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.russian == "Запись 3, строка 17, поле 910, подполе ^B: инвентарный номер 12345 повторяется; повтор не загружен.")
        #expect(diagnostic.message.english == "Record 3, line 17, field 910, subfield ^B: the inventory number 12345 repeats; the repeat was not imported.")
    }

    @Test func theLogFormKeepsValuesOut() {
        let diagnostic = IRBISDiagnostic(record: 2, tag: 10, .lineWithoutHash("Иванов Иван, тел. 8 900 000 00 00"))
        #expect(diagnostic.description == "error record 2 field 10 lineWithoutHash")
        #expect(IRBISDiagnostic(record: nil, .invalidBytes(.utf8)).description == "warning invalidBytes")
    }
}
