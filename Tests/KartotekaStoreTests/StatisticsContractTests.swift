import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// A library's statistics, the same on every store, against a month whose every figure was
/// counted by hand.
@Suite("Store contract: statistics")
struct StatisticsContractTests {
    static func day(_ text: String) -> Day { try! Day(parsing: text) }
    static let village = BranchCode(unchecked: "Ф2")
    static let main = BranchCode(unchecked: "1")
    static let march = try! LedgerPeriod(from: day("2027-03-01"), to: day("2027-03-31"))

    static func copy(_ number: String, rubles: Int64) -> Copy {
        Copy(inventoryNumber: Samples.inventory(number), storagePlace: "АБ", price: Money(kopecks: rubles * 100))
    }

    static func reader(_ ticket: String, _ surname: String, category: String, schoolClass: String?, registered: String) -> Reader {
        Reader(ticketNumber: Samples.ticket(ticket), surname: surname, firstName: "Иван", category: category,
               schoolClass: schoolClass.map { try! SchoolClass(parsing: $0) }, phone: try! PhoneNumber(validating: "+7 900 000-\(ticket.suffix(2))-00"),
               registeredOn: day(registered))
    }

    /// After the promotion the last grade's leavers keep their grade, and the class that bears it
    /// now is another: by class, the leavers' loans are a line of their own.
    @Test(arguments: StoreFactory.all)
    func leaversAreALineApartFromTheClassThatNowBearsTheirGrade(factory: StoreFactory) throws {
        let clock = FixedClock(day: Self.day("2027-03-01"))
        let store = try factory.make(clock)
        _ = try store.addTitle(Samples.lermontov, copies: [Self.copy("1", rubles: 200), Self.copy("2", rubles: 200)])
        _ = try store.addReader(Self.reader("1001", "Антонова", category: "учащийся", schoolClass: "11А", registered: "2026-09-01"))
        _ = try store.addReader(Self.reader("1003", "Васильева", category: "учащийся", schoolClass: "10А", registered: "2026-09-01"))
        clock.set(FixedClock(day: Self.day("2027-03-10"), hour: 12).now())
        _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("1001"), dueOn: Self.day("2027-03-24"), at: Self.main)
        _ = try store.lend(Samples.inventory("2"), to: Samples.ticket("1003"), dueOn: Self.day("2027-03-24"), at: Self.main)
        _ = try store.returnCopy(Samples.inventory("1"), at: Self.main, by: nil)
        clock.set(FixedClock(day: Self.day("2027-06-01"), hour: 12).now())
        _ = try store.promoteClasses(dryRun: false)
        let byClass = try store.statistics(StatisticsQuery(period: Self.march, grouping: .schoolClass))
        #expect(byClass.rows.map { "\($0.key) \($0.figures.loans)" } == ["11А 1", "\(StatisticsGrouping.leaversKey) 1"])
    }

    /// The anonymiser and a reader's deletion take the readers off their loans, but the days gone
    /// by keep their figures: visits, readers served and, by the year of birth the loans kept,
    /// their age group in 6-НК.
    @Test(arguments: StoreFactory.all)
    func figuresOfDaysGoneByOutliveTheAnonymiserAndADeletion(factory: StoreFactory) throws {
        let clock = FixedClock(day: Self.day("2027-03-01"))
        let store = try factory.make(clock)
        _ = try store.addTitle(Samples.lermontov, copies: [Self.copy("1", rubles: 200), Self.copy("2", rubles: 200)])
        var child = Self.reader("1001", "Антонова", category: "учащийся", schoolClass: "5А", registered: "2026-09-01")
        child.birth = .day(Self.day("2015-04-01"))
        _ = try store.addReader(child)
        var adult = Self.reader("1002", "Борисов", category: "учитель", schoolClass: nil, registered: "2026-09-01")
        adult.birth = .year(1980)
        _ = try store.addReader(adult)
        clock.set(FixedClock(day: Self.day("2027-03-10"), hour: 12).now())
        _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("1001"), dueOn: Self.day("2027-03-24"), at: Self.main)
        _ = try store.lend(Samples.inventory("2"), to: Samples.ticket("1002"), dueOn: Self.day("2027-03-24"), at: Self.main)
        clock.set(FixedClock(day: Self.day("2027-03-12"), hour: 12).now())
        _ = try store.returnCopy(Samples.inventory("1"), at: Self.main, by: nil)
        _ = try store.returnCopy(Samples.inventory("2"), at: Self.main, by: nil)
        let before = try store.statistics(StatisticsQuery(period: Self.march)).total
        let nkBefore = try store.publicLibraryReturns(Self.march).consolidated
        clock.set(FixedClock(day: Self.day("2027-06-01"), hour: 12).now())
        _ = try store.anonymiseLoans(returnedBefore: clock.now())
        try store.deleteReader(Samples.ticket("1002"))
        let after = try store.statistics(StatisticsQuery(period: Self.march)).total
        #expect(after.loans == 2 && after.visits == before.visits && after.activeReaders == before.activeReaders, "\(before) → \(after)")
        let nk = try store.publicLibraryReturns(Self.march).consolidated
        #expect(nk[.children].users == 1 && nk[.others].users == 1 && nk == nkBefore, "\(nkBefore) → \(nk)")
    }

    /// March 2027 at a library with a village branch Ф2. Catalogued on 1 February: Lermontov
    /// (fiction, copies 1 and 2 at 200 roubles) and Peryshkin's physics (natural sciences, copies 3
    /// and 4 at 500); copies 2 and 4 belong to Ф2. Readers: Анна (pupil, 5А, registered 2026), Борис (teacher, no class,
    /// registered 10 March), Вера (pupil, 10Б, registered 20 March).
    ///
    ///     25 Feb  main  Анна borrows 1 (before the month)
    ///      3 Mar  main  Анна returns 1 and borrows 3, due 17 Mar (one visit)
    ///      5 Mar        copy 5 of physics catalogued, 300 roubles
    ///     10 Mar  Ф2    Борис borrows 2
    ///     20 Mar  Ф2    Вера borrows 4, due 3 Apr
    ///     21 Mar        Борис holds the physics (pickup at main)
    ///     25 Mar  main  Борис returns 2
    ///     28 Mar        act: copy 1 written off (lost)
    ///      2 Apr  main  Анна returns 3 (after the month: overdue at its end)
    @Test(arguments: StoreFactory.all)
    func aMonthCountedByHand(factory: StoreFactory) throws {
        let clock = FixedClock(day: Self.day("2027-02-01"))
        let store = try factory.make(clock)
        _ = try store.addBranch(Branch(code: Self.village, name: "Сельский филиал"))
        let lermontov = try store.addTitle(Samples.lermontov, copies: [Self.copy("1", rubles: 200)]).record.id
        _ = try store.addCopy(Self.copy("2", rubles: 200), to: lermontov, at: Self.village)
        let physics = try store.addTitle(Title(firstAuthor: PersonName(parsing: "Перышкин А. В."), title: "Физика", bbk: "22.3я721"),
                                         copies: [Self.copy("3", rubles: 500)]).record.id
        _ = try store.addCopy(Self.copy("4", rubles: 500), to: physics, at: Self.village)
        let (anna, boris, vera) = (Samples.ticket("1001"), Samples.ticket("1002"), Samples.ticket("1003"))
        _ = try store.addReader(Self.reader("1001", "Антонова", category: "учащийся", schoolClass: "5А", registered: "2026-09-01"))
        _ = try store.addReader(Self.reader("1002", "Борисов", category: "учитель", schoolClass: nil, registered: "2027-03-10"))
        _ = try store.addReader(Self.reader("1003", "Васильева", category: "учащийся", schoolClass: "10Б", registered: "2027-03-20"))
        func on(_ text: String, hour: Int = 12) { clock.set(FixedClock(day: Self.day(text), hour: hour).now()) }

        on("2027-02-25")
        _ = try store.lend(Samples.inventory("1"), to: anna, dueOn: Self.day("2027-03-10"), at: Self.main)
        on("2027-03-03", hour: 10)
        _ = try store.returnCopy(Samples.inventory("1"), at: Self.main, by: nil)
        on("2027-03-03", hour: 11)
        _ = try store.lend(Samples.inventory("3"), to: anna, dueOn: Self.day("2027-03-17"), at: Self.main)
        on("2027-03-05")
        _ = try store.addCopy(Self.copy("5", rubles: 300), to: physics)
        on("2027-03-10")
        _ = try store.lend(Samples.inventory("2"), to: boris, dueOn: Self.day("2027-03-24"), at: Self.village)
        on("2027-03-20")
        _ = try store.lend(Samples.inventory("4"), to: vera, dueOn: Self.day("2027-04-03"), at: Self.village)
        on("2027-03-21")
        _ = try store.placeHold(HoldRequest(ticketNumber: boris, target: .title(physics), pickupBranch: Self.main), by: nil)
        on("2027-03-25")
        _ = try store.returnCopy(Samples.inventory("2"), at: Self.main, by: nil)
        on("2027-03-29")
        _ = try store.writeOff(WriteOffAct(date: Self.day("2027-03-28"), reason: .lost, approvedBy: "Директор",
                                           commission: [CommissionMember(name: "Иванова И. И.", role: "председатель")],
                                           items: [WriteOffItemRequest(inventoryNumber: Samples.inventory("1"))]), number: nil, by: nil)
        on("2027-04-02")
        _ = try store.returnCopy(Samples.inventory("3"), at: Self.main, by: nil)

        func figures(_ loans: Int, _ returns: Int, _ visits: Int, _ readers: Int, _ new: Int?, _ holds: Int, _ overdue: Int) -> StatisticsFigures {
            StatisticsFigures(loans: loans, returns: returns, visits: visits, activeReaders: readers, newReaders: new, holdsPlaced: holds,
                              overdue: overdue)
        }
        /// The fund's movement: copies and roubles at the start, received, written off.
        func fund(_ start: (Int, Int64), _ received: (Int, Int64), _ writtenOff: (Int, Int64)) -> KSUMovementLine {
            let tally = { (copies: Int, rubles: Int64) in FundTally(onBalanceCopies: copies, onBalanceSum: Money(kopecks: rubles * 100)) }
            return KSUMovementLine(period: Self.march, start: tally(start.0, start.1), received: tally(received.0, received.1),
                                   writtenOff: tally(writtenOff.0, writtenOff.1))
        }
        let whole = try store.statistics(StatisticsQuery(period: Self.march))
        #expect(whole.rows.isEmpty)
        #expect(whole.total == figures(3, 2, 4, 3, 2, 1, 1))
        #expect(whole.months == [StatisticsMonth(year: 2027, month: 3, loans: 3)])
        #expect(whole.loansBySection[.fiction] == 1 && whole.loansBySection[.naturalSciences] == 2 && whole.loansBySection[.other] == 0)
        #expect(whole.fund.start == FundTally(onBalanceCopies: 4, onBalanceSum: Money(kopecks: 140_000)))
        #expect(whole.fund.received == FundTally(onBalanceCopies: 1, onBalanceSum: Money(kopecks: 30_000)))
        #expect(whole.fund.writtenOff == FundTally(onBalanceCopies: 1, onBalanceSum: Money(kopecks: 20_000)))
        #expect(whole.fund.end == FundTally(onBalanceCopies: 4, onBalanceSum: Money(kopecks: 150_000)))

        let byBranch = try store.statistics(StatisticsQuery(period: Self.march, grouping: .branch))
        // A branch's fund is its own copies: copy 5 came to the main one and copy 1 left it.
        #expect(byBranch.rows == [StatisticsRow(key: "1", name: "Библиотека", figures: figures(1, 2, 2, 2, nil, 1, 1),
                                                fund: fund((2, 700), (1, 300), (1, 200))),
                                  StatisticsRow(key: "Ф2", name: "Сельский филиал", figures: figures(2, 0, 2, 2, nil, 0, 0),
                                                fund: fund((2, 700), (0, 0), (0, 0)))])
        #expect(byBranch.rows.first?.fund?.end == FundTally(onBalanceCopies: 2, onBalanceSum: Money(kopecks: 80_000)))
        #expect(byBranch.total == whole.total)
        let byClass = try store.statistics(StatisticsQuery(period: Self.march, grouping: .schoolClass))
        #expect(byClass.rows == [StatisticsRow(key: "5А", figures: figures(1, 1, 1, 1, 0, 0, 1)),
                                 StatisticsRow(key: "10Б", figures: figures(1, 0, 1, 1, 1, 0, 0)),
                                 StatisticsRow(key: "", figures: figures(1, 1, 2, 1, 1, 1, 0))])
        let byCategory = try store.statistics(StatisticsQuery(period: Self.march, grouping: .category))
        #expect(byCategory.rows == [StatisticsRow(key: "учащийся", figures: figures(2, 1, 2, 2, 1, 0, 1)),
                                    StatisticsRow(key: "учитель", figures: figures(1, 1, 2, 1, 1, 1, 0))])
        // Анна's visit of 3 March returned fiction and borrowed physics: one visit in each section, one in all.
        let bySection = try store.statistics(StatisticsQuery(period: Self.march, grouping: .section))
        #expect(bySection.rows == [StatisticsRow(key: "natural_sciences", figures: figures(2, 0, 2, 2, nil, 1, 1),
                                                 fund: fund((2, 1_000), (1, 300), (0, 0))),
                                   StatisticsRow(key: "fiction", figures: figures(1, 2, 3, 2, nil, 0, 0), fund: fund((2, 400), (0, 0), (1, 200)))])

        let twoMonths = try store.statistics(StatisticsQuery(period: LedgerPeriod(from: Self.day("2027-02-01"), to: Self.day("2027-03-31"))))
        #expect(twoMonths.months.map(\.loans) == [1, 3] && twoMonths.total.overdue == 1 && twoMonths.total.newReaders == 2)
        // At the end of 2 March Анна's copy 1 was out but not yet due.
        let tenth = try store.statistics(StatisticsQuery(period: LedgerPeriod(from: Self.day("2027-02-01"), to: Self.day("2027-03-02"))))
        #expect(tenth.total.overdue == 0 && tenth.total.loans == 1)
    }

    /// March 2027 seen on 10 March, while it is not over, and again on 2 April. On 2 March Анна
    /// (5А) borrows copy 1, due 5 March, and Борис copies 2 (due 20 March) and 3 (due 8 March);
    /// on 3 March 5А is handed a class set of a textbook (Анна gets У1); on 4 March Анна's copy 1
    /// is lost.
    @Test(arguments: StoreFactory.all)
    func classSetsAndLossesAreNoDeskWorkAndDebtsWaitForTheirDay(factory: StoreFactory) throws {
        let clock = FixedClock(day: Self.day("2027-02-01"))
        let store = try factory.make(clock)
        _ = try store.addTitle(Samples.lermontov, copies: ["1", "2", "3"].map { Self.copy($0, rubles: 200) })
        var textbook = Samples.title("Математика. 5 класс", author: "Виленкин Н. Я.")
        textbook.documentKind = .textbook
        let set = try store.addTitle(textbook, copies: [Self.copy("У1", rubles: 400)]).record.id
        try store.setLoanRule(LoanRule(scope: LoanRuleScope(category: nil, kind: .textbook),
                                       terms: LoanTerms(periodDays: 14, maximumRenewals: 0, until: MonthDay(month: 5, day: 31))))
        let (anna, boris) = (Samples.ticket("1001"), Samples.ticket("1002"))
        _ = try store.addReader(Self.reader("1001", "Антонова", category: "учащийся", schoolClass: "5А", registered: "2026-09-01"))
        _ = try store.addReader(Self.reader("1002", "Борисов", category: "учитель", schoolClass: nil, registered: "2026-09-01"))
        func on(_ text: String) { clock.set(FixedClock(day: Self.day(text)).now()) }

        on("2027-03-02")
        _ = try store.lend(Samples.inventory("1"), to: anna, dueOn: Self.day("2027-03-05"), at: Self.main)
        _ = try store.lend(Samples.inventory("2"), to: boris, dueOn: Self.day("2027-03-20"), at: Self.main)
        _ = try store.lend(Samples.inventory("3"), to: boris, dueOn: Self.day("2027-03-08"), at: Self.main)
        on("2027-03-03")
        _ = try store.handOutClassSet(ClassSetRequest(titleID: set, schoolClass: try SchoolClass(parsing: "5А")), at: nil, by: nil)
        on("2027-03-04")
        _ = try store.recordLoss(Samples.inventory("1"), by: nil)

        on("2027-03-10")
        let now = try store.statistics(StatisticsQuery(period: Self.march))
        #expect(now.total.loans == 3, "the class set's textbook is no loan")
        #expect(now.total.returns == 0, "the lost copy was not returned")
        #expect(now.total.visits == 2 && now.total.activeReaders == 2, "neither the class set nor the loss is a visit")
        #expect(now.total.overdue == 1, "only copy 3 is overdue on 10 March; copy 2 is due on the 20th")
        let april = try store.statistics(StatisticsQuery(period: LedgerPeriod(from: Self.day("2027-04-01"), to: Self.day("2027-04-30"))))
        #expect(april.total.overdue == 0, "a month to come has no debts of its own yet")
        #expect(now.months == [StatisticsMonth(year: 2027, month: 3, loans: 3)])
        let byClass = try store.statistics(StatisticsQuery(period: Self.march, grouping: .schoolClass))
        #expect(byClass.rows.first { $0.key == "5А" }?.figures.loans == 1)

        on("2027-04-02")
        let after = try store.statistics(StatisticsQuery(period: Self.march))
        #expect(after.total.overdue == 2, "at the month's end copies 2 and 3 were both overdue")
        #expect(after.total.loans == 3 && after.total.returns == 0)
    }
}
