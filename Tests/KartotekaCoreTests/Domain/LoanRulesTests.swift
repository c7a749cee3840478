import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Loan rules and blocks")
struct LoanRulesTests {
    static let pupils = ReaderCategory("Учащийся")!

    @Test func theMostSpecificRuleCoversALoan() {
        let rules = LoanRules([
            LoanRule(scope: LoanRuleScope(kind: .textbook), terms: LoanTerms(periodDays: 300, maximumRenewals: 0)),
            LoanRule(scope: LoanRuleScope(category: ReaderCategory("учащийся ")), terms: LoanTerms(periodDays: 10, maximumRenewals: 1)),
            LoanRule(scope: LoanRuleScope(category: Self.pupils, kind: .textbook), terms: LoanTerms(periodDays: 200, maximumRenewals: 0)),
        ], policy: LoanPolicy(periodDays: 21, maximumRenewals: 2))
        #expect(rules.rule(for: Self.pupils, kind: .textbook).terms.periodDays == 200)
        #expect(rules.rule(for: ReaderCategory("УЧАЩИЙСЯ"), kind: .fiction).terms.periodDays == 10)
        #expect(rules.rule(for: nil, kind: .textbook).terms.periodDays == 300)
        #expect(rules.rule(for: ReaderCategory("учитель"), kind: .fiction).scope == .library)
        #expect(rules.rule(for: nil, kind: .other).terms == LoanPolicy(periodDays: 21, maximumRenewals: 2).terms)
    }

    @Test func aKindIsInferredFromBBKSection84() {
        #expect(DocumentKind.inferred(bbk: "84(2Рос=Рус)1") == .fiction && DocumentKind.inferred(bbk: "84") == .fiction)
        #expect(DocumentKind.inferred(bbk: "84.3") == .fiction && DocumentKind.inferred(bbk: "841") == .other)
        #expect(DocumentKind.inferred(bbk: "74.26") == .other && DocumentKind.inferred(bbk: "") == .other)
        #expect(Title(title: "x", bbk: "84").documentKind == .fiction && Title(title: "x", bbk: "84", documentKind: .textbook).documentKind == .textbook)
    }

    @Test func blocksFollowFromOverdueBooksLossesAndABlockByHand() {
        let today = Day(year: 2024, month: 3, day: 1)!
        func loan(_ number: String, due: Day) -> Loan {
            Loan(id: LoanID(1), copyID: nil, readerID: nil, inventoryNumber: InventoryNumber(unchecked: number), ticketNumber: nil,
                 issuedAt: Date(), dueOn: due)
        }
        let loans = [loan("1", due: today.adding(days: -40)), loan("2", due: today.adding(days: -3)), loan("3", due: today)]
        #expect(ReaderBlock.blocks(openLoans: loans, unsettledLosses: [], manual: [], thresholds: BlockThresholds(), today: today).isEmpty)
        let both = ReaderBlock.blocks(openLoans: loans, unsettledLosses: [], manual: [],
                                      thresholds: BlockThresholds(overdueLoans: 2, overdueDays: 30), today: today)
        #expect(both == [.tooManyOverdue(count: 2, limit: 2), .overdueTooLong(InventoryNumber(unchecked: "1"), days: 40, limit: 30)])
        let ended = ManualBlock(id: BlockID(1), ticketNumber: TicketNumber(unchecked: "1"), reason: "r", until: today.adding(days: -1),
                                setAt: Date(), setBy: nil)
        var holding = ended
        holding.until = today
        #expect(ReaderBlock.blocks(openLoans: [], unsettledLosses: [], manual: [ended, holding], thresholds: BlockThresholds(), today: today)
            == [.manual(holding)])
    }

    @Test func aLossBySettledOtherwiseNeedsANote() throws {
        #expect(throws: ValidationError.self) { try LossSettlementRequest(how: .byHand, note: "", amount: nil) }
        #expect(try LossSettlementRequest(how: .replaced, note: "", amount: Money(kopecks: 100)).amount == nil)
        #expect(try LossSettlementKind(parsing: "by-hand") == .byHand)
    }
}
