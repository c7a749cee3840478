import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

/// Loan rules as a school sets them: the pupils' limit, «reference: reading room only», textbooks
/// for the school year — the most specific rule per loan, a kind before a category.
@Suite("Use cases: which loan rule decides a loan")
struct LoanRulePrecedenceTests {
    /// Copies `numbers` of a new title of `kind`.
    private func copies(_ kind: DocumentKind, _ numbers: [String], in fixture: ReadersFixture) throws -> [InventoryNumber] {
        var title = Title(title: "Книга \(kind.rawValue)")
        title.documentKind = kind
        _ = try fixture.store.addTitle(title, copies: numbers.map { Copy(inventoryNumber: ReadersFixture.inventory($0), storagePlace: "АБ") })
        return numbers.map(ReadersFixture.inventory)
    }

    @Test(arguments: StoreFactory.all)
    func aPupilAddedByHandIsBoundByTheKindsRulesAndThePupilsLimit(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        let pupils = ReaderCategory(SchoolSettings.defaultPupilCategory)
        for rule in [
            LoanRule(scope: LoanRuleScope(category: pupils), terms: LoanTerms(periodDays: 14, maximumLoans: 2, maximumRenewals: 1)),
            LoanRule(scope: LoanRuleScope(kind: .reference), terms: LoanTerms(periodDays: 1, maximumRenewals: 0, readingRoomOnly: true)),
            LoanRule(scope: LoanRuleScope(kind: .textbook), terms: LoanTerms(periodDays: 365, maximumRenewals: 0, until: MonthDay(month: 5, day: 31))),
        ] { _ = try library.run(SetLoanRule(rule), by: .commandLine()) }
        var draft = ReaderDraft()
        draft.ticketNumber = "000301"
        draft.surname = "Сидорова"
        draft.firstName = "Анна"
        draft.schoolClass = "5А"
        let pupil = try library.run(RegisterReader(draft), by: fixture.librarian).record.reader
        #expect(pupil.category == SchoolSettings.defaultPupilCategory)
        // A teacher's category is kept: only an empty one is filled in.
        draft.ticketNumber = "000302"
        draft.category = "учитель"
        #expect(try library.run(RegisterReader(draft), by: fixture.librarian).record.reader.category == "учитель")

        let reference = try copies(.reference, ["С-1"], in: fixture)
        #expect(throws: LoanError.readingRoomOnly(reference[0], scope: LoanRuleScope(kind: .reference))) {
            try library.run(Lend(reference[0], to: pupil.ticketNumber), by: fixture.librarian)
        }
        for textbook in try copies(.textbook, ["У-1", "У-2", "У-3"], in: fixture) {
            let loan = try library.run(Lend(textbook, to: pupil.ticketNumber), by: fixture.librarian)
            #expect(loan.loan.dueOn == Day(year: 2024, month: 5, day: 31))
        }
        let fiction = try copies(.fiction, ["Х-1", "Х-2", "Х-3"], in: fixture)
        for copy in fiction.prefix(2) { _ = try library.run(Lend(copy, to: pupil.ticketNumber), by: fixture.librarian) }
        #expect(throws: LoanError.loanLimitReached(pupil.ticketNumber, held: 2, limit: 2, scope: LoanRuleScope(category: pupils))) {
            try library.run(Lend(fiction[2], to: pupil.ticketNumber), by: fixture.librarian)
        }
    }
}
