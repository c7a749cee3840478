import KartotekaCore
import Testing
@testable import KartotekaServer

/// Refusals a form shows next to the field to fix, with the form as it was sent, rather than on
/// an error page that loses what was typed.
@Suite("Refusals shown next to their fields")
struct FormProblemsTests {
    @Test func accountsAndAgeRefusalsNameTheirFields() {
        let kind = FormProblems.from(AccountingError.kindChangeMovesAccountedCopies("Физика", copies: 2))
        #expect(kind?.map(\.field) == ["documentKind"])
        let receipt = FormProblems.from(AccountingError.copyInClosedReceipt(InventoryNumber(unchecked: "1"), receipt: YearlyNumber(year: 2024, number: 1)))
        #expect(receipt?.map(\.field) == ["receipt"])
        let age = FormProblems.from(InspectionError.ageRestricted(InventoryNumber(unchecked: "1"), mark: .sixteen, age: 12))
        #expect(age?.map(\.field) == [TicketNumber.field])
    }
}
