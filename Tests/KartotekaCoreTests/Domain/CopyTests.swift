import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Copies and their statuses")
struct CopyTests {
    @Test func validDraftBecomesACopy() throws {
        var draft = CopyDraft(inventoryNumber: " 12/3 ", storagePlace: "  АБ  ")
        draft.price = "254,50"
        draft.receivedOn = "17.05.2024"
        draft.barcode = " 2000000000015 "
        draft.status = " bindery "
        let copy = try draft.validated()
        #expect(copy == Copy(inventoryNumber: InventoryNumber(unchecked: "12/3"), storagePlace: "АБ",
                             price: Money(kopecks: 25_450), receivedOn: Day(year: 2024, month: 5, day: 17),
                             barcode: "2000000000015", status: .bindery))
    }

    @Test func emptyOptionalFieldsStayEmpty() throws {
        let copy = try CopyDraft(inventoryNumber: "1").validated()
        #expect(copy == Copy(inventoryNumber: InventoryNumber(unchecked: "1")))
        #expect(copy.status == .available && copy.barcode == nil && copy.price == nil && copy.receivedOn == nil)
    }

    @Test func reportsEveryProblemAtOnceEachUnderItsField() {
        var draft = CopyDraft(inventoryNumber: "", storagePlace: String(repeating: "А", count: 33))
        draft.price = "x"
        draft.receivedOn = "2023-02-29"
        draft.barcode = String(repeating: "1", count: 65)
        draft.status = "gone"
        let found = problems { try draft.validated() }
        #expect(found.map(\.field) == ["inventoryNumber", "copyPrice", "receivedOn", "storagePlace", "barcode", "status"])
        for problem in found {
            expectBilingual(problem.message)
        }
    }

    @Test func limitsStoragePlaceAndBarcode() throws {
        var draft = CopyDraft(inventoryNumber: "1", storagePlace: String(repeating: "А", count: 32))
        draft.barcode = String(repeating: "1", count: 64)
        _ = try draft.validated()
    }

    @Test("reads every status by its name", arguments: CopyStatus.allCases)
    func readsStatus(status: CopyStatus) throws {
        var draft = CopyDraft(inventoryNumber: "1")
        draft.status = status.rawValue
        #expect(try draft.validated().status == status)
    }

    @Test("refuses an unknown status, listing the known ones", arguments: ["Lost", "on loan", "выдан", "0", "reserved"])
    func refusesStatus(text: String) throws {
        var draft = CopyDraft(inventoryNumber: "1")
        draft.status = text
        let found = problems { try draft.validated() }
        let problem = try #require(found.first)
        #expect(found.map(\.field) == ["status"])
        for status in CopyStatus.allCases {
            #expect(problem.message.russian.contains(status.rawValue))
            #expect(problem.message.english.contains(status.rawValue))
        }
    }

    @Test func aStoredCopyEditsBackToItself() throws {
        let copy = Copy(inventoryNumber: InventoryNumber(unchecked: "АБ-7"), storagePlace: "ЧЗ", price: Money(kopecks: 10_005),
                        receivedOn: Day(year: 2020, month: 2, day: 29), barcode: "X1", status: .onLoan)
        #expect(try CopyDraft(copy).validated() == copy)
    }

    @Test func statusRawValuesAreStable() {
        #expect(CopyStatus.allCases.map(\.rawValue) == ["available", "on_loan", "lost", "written_off", "bindery"])
    }

    @Test("only a copy on the shelf can be lent", arguments: CopyStatus.allCases)
    func lendable(status: CopyStatus) {
        #expect(status.isLendable == (status == .available))
    }

    @Test("IRBIS codes read back to the same status", arguments: CopyStatus.allCases)
    func irbisCodesRoundTrip(status: CopyStatus) {
        #expect(CopyStatus(irbisCode: status.irbisCode) == status)
        #expect(CopyStatus(irbisCode: " \(status.irbisCode) ") == status)
    }

    @Test("unknown IRBIS codes read as available", arguments: ["", "2", "5", "9", "U", "C"])
    func unknownIRBISCodes(code: String) {
        #expect(CopyStatus(irbisCode: code) == .available)
    }

    @Test func statusNamesAreDistinctInBothLanguages() {
        let names = CopyStatus.allCases.map(\.name)
        #expect(Set(names.map(\.russian)).count == names.count)
        #expect(Set(names.map(\.english)).count == names.count)
        #expect(Set(CopyStatus.allCases.map(\.irbisCode)).count == names.count)
    }
}
