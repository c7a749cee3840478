import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Loans and the lending rules")
struct LoanPolicyTests {
    static func day(_ year: Int, _ month: Int, _ day: Int) -> Day {
        Day(year: year, month: month, day: day)!
    }

    static let inventory = InventoryNumber(unchecked: "12/3")
    static let ticket = TicketNumber(unchecked: "000123")

    static func loan(due: Day, renewals: Int = 0, returned: Bool = false) -> Loan {
        Loan(id: LoanID(1), copyID: CopyID(1), readerID: ReaderID(1), inventoryNumber: inventory, ticketNumber: ticket,
             issuedAt: Date(timeIntervalSince1970: 0), dueOn: due,
             returnedAt: returned ? Date(timeIntervalSince1970: 86_400) : nil, renewals: renewals)
    }

    @Test func theDefaultIsFourteenDaysAndTwoRenewals() {
        #expect(LoanPolicy().periodDays == 14)
        #expect(LoanPolicy().maximumRenewals == 2)
        #expect(LibrarySettings().loanPolicy == LoanPolicy())
    }

    @Test("a loan is due a period after lending", arguments: [
        (LoanPolicy(), (2024, 5, 1), (2024, 5, 15)),
        (LoanPolicy(), (2024, 2, 20), (2024, 3, 5)),
        (LoanPolicy(), (2023, 2, 20), (2023, 3, 6)),
        (LoanPolicy(), (2024, 12, 25), (2025, 1, 8)),
        (LoanPolicy(periodDays: 21), (2024, 5, 1), (2024, 5, 22)),
        (LoanPolicy(periodDays: 1), (2024, 12, 31), (2025, 1, 1)),
    ] as [(LoanPolicy, (Int, Int, Int), (Int, Int, Int))])
    func dueAfterThePeriod(policy: LoanPolicy, lent: (Int, Int, Int), due: (Int, Int, Int)) throws {
        let today = Self.day(lent.0, lent.1, lent.2)
        #expect(try policy.dueDay(lentOn: today, requested: nil) == Self.day(due.0, due.1, due.2))
    }

    @Test func aRequestedDueDayMustBeAfterToday() throws {
        let policy = LoanPolicy()
        let today = Self.day(2024, 5, 1)
        #expect(try policy.dueDay(lentOn: today, requested: Self.day(2024, 5, 2)) == Self.day(2024, 5, 2))
        #expect(try policy.dueDay(lentOn: today, requested: Self.day(2024, 9, 1)) == Self.day(2024, 9, 1))
        #expect(throws: LoanError.dueDayNotInFuture(today)) { try policy.dueDay(lentOn: today, requested: today) }
        #expect(throws: LoanError.dueDayNotInFuture(Self.day(2024, 4, 30))) {
            try policy.dueDay(lentOn: today, requested: Self.day(2024, 4, 30))
        }
    }

    @Test func aRenewalAddsAPeriodToTheDueDayWhenNotYetDue() throws {
        let loan = Self.loan(due: Self.day(2024, 5, 15))
        #expect(try LoanPolicy().renewedDueDay(of: loan, today: Self.day(2024, 5, 10)) == Self.day(2024, 5, 29))
        #expect(try LoanPolicy().renewedDueDay(of: loan, today: Self.day(2024, 5, 15)) == Self.day(2024, 5, 29))
        #expect(try LoanPolicy(periodDays: 7).renewedDueDay(of: loan, today: Self.day(2024, 5, 10)) == Self.day(2024, 5, 22))
    }

    /// A textbook lent until the end of the school year is not pushed a year on by a renewal
    /// during that year: the loan is due on the rule's day already.
    @Test func aRenewalUnderAnUntilRuleGoesToThatDayNextAfterToday() throws {
        let terms = LoanTerms(periodDays: 14, maximumRenewals: 2, until: MonthDay(month: 5, day: 31))
        let loan = Self.loan(due: Self.day(2026, 5, 31))
        #expect(throws: LoanError.renewalNotLater(loan.inventoryNumber, dueOn: Self.day(2026, 5, 31))) {
            try terms.renewedDueDay(of: loan, today: Self.day(2025, 10, 1))
        }
        #expect(try terms.renewedDueDay(of: loan, today: Self.day(2026, 6, 10)) == Self.day(2027, 5, 31), "overdue: to the next year's end")
    }

    @Test func aRenewalOfAnOverdueLoanCountsFromToday() throws {
        let loan = Self.loan(due: Self.day(2024, 5, 15))
        #expect(try LoanPolicy().renewedDueDay(of: loan, today: Self.day(2024, 5, 20)) == Self.day(2024, 6, 3))
    }

    @Test("renewals stop at the limit", arguments: [
        (2, 0, true), (2, 1, true), (2, 2, false), (2, 3, false), (0, 0, false), (5, 4, true),
    ])
    func renewalLimit(maximum: Int, done: Int, allowed: Bool) {
        let policy = LoanPolicy(maximumRenewals: maximum)
        let loan = Self.loan(due: Self.day(2024, 5, 15), renewals: done)
        if allowed {
            #expect((try? policy.renewedDueDay(of: loan, today: Self.day(2024, 5, 10))) != nil)
        } else {
            #expect(throws: LoanError.renewalLimitReached(Self.inventory, limit: maximum)) {
                try policy.renewedDueDay(of: loan, today: Self.day(2024, 5, 10))
            }
        }
    }

    @Test func aReturnedLoanCannotBeRenewed() {
        let loan = Self.loan(due: Self.day(2024, 5, 15), returned: true)
        #expect(throws: LoanError.copyNotOnLoan(Self.inventory)) {
            try LoanPolicy().renewedDueDay(of: loan, today: Self.day(2024, 5, 10))
        }
    }

    @Test func onlyAnAvailableCopyWithNoHolderCanBeLent() throws {
        let policy = LoanPolicy()
        try policy.checkLendable(Copy(inventoryNumber: Self.inventory), heldBy: nil)
        #expect(throws: LoanError.copyAlreadyOnLoan(Self.inventory, heldBy: nil)) {
            try policy.checkLendable(Copy(inventoryNumber: Self.inventory, status: .onLoan), heldBy: nil)
        }
        #expect(throws: LoanError.copyAlreadyOnLoan(Self.inventory, heldBy: Self.ticket)) {
            try policy.checkLendable(Copy(inventoryNumber: Self.inventory), heldBy: Self.ticket)
        }
        for status in [CopyStatus.lost, .writtenOff, .bindery] {
            #expect(throws: LoanError.copyNotLendable(Self.inventory, status)) {
                try policy.checkLendable(Copy(inventoryNumber: Self.inventory, status: status), heldBy: nil)
            }
        }
    }

    @Test("a loan is overdue from the day after its due day", arguments: [
        ((2024, 5, 14), false, 0),
        ((2024, 5, 15), false, 0),
        ((2024, 5, 16), true, 1),
        ((2024, 6, 15), true, 31),
        ((2025, 5, 15), true, 365),
    ] as [((Int, Int, Int), Bool, Int)])
    func overdue(on today: (Int, Int, Int), isOverdue: Bool, days: Int) {
        let loan = Self.loan(due: Self.day(2024, 5, 15))
        let day = Self.day(today.0, today.1, today.2)
        #expect(loan.isOpen)
        #expect(loan.isOverdue(on: day) == isOverdue)
        #expect(loan.daysOverdue(on: day) == days)
    }

    @Test func aReturnedLoanIsNeverOverdue() {
        let loan = Self.loan(due: Self.day(2024, 5, 15), returned: true)
        #expect(!loan.isOpen)
        #expect(!loan.isOverdue(on: Self.day(2024, 6, 1)))
        #expect(loan.daysOverdue(on: Self.day(2024, 6, 1)) == 0)
    }

    @Test func errorsAreConflictsExceptABadDueDay() {
        #expect(LoanError.dueDayNotInFuture(Self.day(2024, 1, 1)).kind == .invalidInput)
        for error in [LoanError.copyAlreadyOnLoan(Self.inventory, heldBy: nil), .copyNotLendable(Self.inventory, .lost),
                      .copyNotOnLoan(Self.inventory), .renewalLimitReached(Self.inventory, limit: 2)] {
            #expect(error.kind == .conflict)
        }
    }

    @Test func theDueDayMessageShowsTheDateEachLanguageItsWay() {
        let message = LoanError.dueDayNotInFuture(Self.day(2024, 3, 7)).message
        #expect(message.russian.contains("07.03.2024"))
        #expect(message.english.contains("2024-03-07"))
    }
}
