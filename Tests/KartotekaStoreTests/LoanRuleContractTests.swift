import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// Loan rules per reader category and kind of item, applied by lending and renewing in the
/// store's own transaction: the most specific rule wins, a rule's loans are counted against its
/// limit, reading-room items stay in.
@Suite("Store contract: loan rules")
struct LoanRuleContractTests {
    static let pupils = ReaderCategory("учащийся")!

    /// A pupil and a teacher, textbooks (BBK 74), fiction (84) and a reference book.
    private func prepared(_ factory: StoreFactory) throws -> (any LibraryStore, FixedClock) {
        let clock = Samples.clock()
        let store = try factory.make(clock)
        var textbook = Samples.title("Алгебра. 7 класс", author: "Макарычев Ю. Н.")
        textbook.documentKind = .textbook
        _ = try store.addTitle(textbook, copies: ["T1", "T2", "T3"].map { Samples.copy($0) })
        _ = try store.addTitle(Samples.lermontov, copies: ["F1", "F2"].map { Samples.copy($0) })
        var dictionary = Samples.title("Орфографический словарь", author: "Лопатин В. В.")
        dictionary.documentKind = .reference
        _ = try store.addTitle(dictionary, copies: [Samples.copy("R1")])
        var pupil = Samples.reader("P1", phone: "+7 900 000-00-01")
        pupil.category = "Учащийся"
        _ = try store.addReader(pupil)
        var teacher = Samples.reader("U1", surname: "Петрова", phone: "+7 900 000-00-02")
        teacher.category = "учитель"
        _ = try store.addReader(teacher)
        return (store, clock)
    }

    @Test(arguments: StoreFactory.all)
    func theMostSpecificRuleDecidesTheLoanPeriod(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        try store.setLoanRule(LoanRule(scope: LoanRuleScope(kind: .textbook), terms: LoanTerms(periodDays: 300, maximumRenewals: 0)))
        try store.setLoanRule(LoanRule(scope: LoanRuleScope(category: Self.pupils), terms: LoanTerms(periodDays: 10, maximumRenewals: 1)))
        try store.setLoanRule(LoanRule(scope: LoanRuleScope(category: Self.pupils, kind: .textbook),
                                       terms: LoanTerms(periodDays: 200, maximumRenewals: 0)))
        #expect(try store.loanRules().map(\.scope) == [LoanRuleScope(category: Self.pupils), LoanRuleScope(category: Self.pupils, kind: .textbook),
                                                       LoanRuleScope(kind: .textbook)])
        func due(_ inventory: String, _ ticket: String) throws -> Int {
            Samples.start.days(until: try store.lend(Samples.inventory(inventory), to: Samples.ticket(ticket), dueOn: nil).loan.dueOn)
        }
        #expect(try due("T1", "P1") == 200)   // category and kind
        #expect(try due("F1", "P1") == 10)    // category
        #expect(try due("T2", "U1") == 300)   // kind
        #expect(try due("F2", "U1") == 14)    // the library's own
        #expect(throws: LoanError.renewalLimitReached(Samples.inventory("T1"), limit: 0)) {
            try store.renew(Samples.inventory("T1"), dueOn: nil)
        }
        #expect(try store.renew(Samples.inventory("F1"), dueOn: nil).loan.renewals == 1)
        try store.removeLoanRule(LoanRuleScope(category: Self.pupils, kind: .textbook))
        #expect(throws: CirculationRuleError.ruleNotFound(LoanRuleScope(category: Self.pupils, kind: .textbook))) {
            try store.removeLoanRule(LoanRuleScope(category: Self.pupils, kind: .textbook))
        }
        #expect(throws: CirculationRuleError.ruleScopeMissing) {
            try store.setLoanRule(LoanRule(scope: .library, terms: LoanTerms(periodDays: 7, maximumRenewals: 0)))
        }
    }

    @Test(arguments: StoreFactory.all)
    func aRulesLimitCountsTheLoansUnderItAndReadingRoomItemsStayIn(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        try store.setLoanRule(LoanRule(scope: LoanRuleScope(category: Self.pupils),
                                       terms: LoanTerms(periodDays: 14, maximumLoans: 1, maximumRenewals: 1)))
        try store.setLoanRule(LoanRule(scope: LoanRuleScope(category: Self.pupils, kind: .textbook),
                                       terms: LoanTerms(periodDays: 300, maximumLoans: 2, maximumRenewals: 0)))
        try store.setLoanRule(LoanRule(scope: LoanRuleScope(kind: .reference),
                                       terms: LoanTerms(periodDays: 1, maximumRenewals: 0, readingRoomOnly: true)))
        _ = try store.lend(Samples.inventory("T1"), to: Samples.ticket("P1"), dueOn: nil)
        _ = try store.lend(Samples.inventory("T2"), to: Samples.ticket("P1"), dueOn: nil)
        let textbooks = LoanRuleScope(category: Self.pupils, kind: .textbook)
        #expect(throws: LoanError.loanLimitReached(Samples.ticket("P1"), held: 2, limit: 2, scope: textbooks)) {
            try store.lend(Samples.inventory("T3"), to: Samples.ticket("P1"), dueOn: nil)
        }
        // Textbooks held do not count against the pupils' rule for other books.
        _ = try store.lend(Samples.inventory("F1"), to: Samples.ticket("P1"), dueOn: nil)
        #expect(throws: LoanError.loanLimitReached(Samples.ticket("P1"), held: 1, limit: 1, scope: LoanRuleScope(category: Self.pupils))) {
            try store.lend(Samples.inventory("F2"), to: Samples.ticket("P1"), dueOn: nil)
        }
        #expect(throws: LoanError.readingRoomOnly(Samples.inventory("R1"), scope: LoanRuleScope(kind: .reference))) {
            try store.lend(Samples.inventory("R1"), to: Samples.ticket("U1"), dueOn: nil)
        }
        #expect(try store.copy(Samples.inventory("R1")).record.copy.status == .available)
    }

    @Test(arguments: StoreFactory.all)
    func aTitlesKindIsKeptAndInferredFromTheBBKWhenNotGiven(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        #expect(try store.copy(Samples.inventory("F1")).record.titleID == store.title(isbn: Samples.lermontov.isbn!)?.id)
        #expect(try store.title(isbn: Samples.lermontov.isbn!)?.title.documentKind == .fiction)
        let textbook = try store.copy(Samples.inventory("T1")).record.titleID
        #expect(try store.title(textbook).record.title.documentKind == .textbook)
        var changed = try store.title(textbook).record.title
        changed.documentKind = .periodical
        _ = try store.updateTitle(textbook, with: changed)
        #expect(try store.title(textbook).record.title.documentKind == .periodical)
    }
}
