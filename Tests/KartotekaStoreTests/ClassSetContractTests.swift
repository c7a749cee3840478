import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// Textbook sets handed to classes: a copy to each pupil (or the set to a teacher), due at the end
/// of the school year the textbook rule names, taken back copy by copy, a lost one a loss as any,
/// and the set still owed after the yearly promotion.
@Suite("Store contract: class sets")
struct ClassSetContractTests {
    /// A textbook with copies `У1`…`У4` lent until 31 May, three pupils of 5А and a teacher.
    private func prepared(_ factory: StoreFactory) throws -> (any LibraryStore, TitleID) {
        let store = try factory.make(Samples.clock())
        var textbook = Samples.lermontov
        textbook.documentKind = .textbook
        let title = try store.addTitle(textbook, copies: ["У1", "У2", "У3", "У4"].map { Samples.copy($0) })
        try store.setLoanRule(LoanRule(scope: LoanRuleScope(category: nil, kind: .textbook),
                                       terms: LoanTerms(periodDays: 14, maximumRenewals: 0, until: MonthDay(month: 5, day: 31))))
        for (ticket, surname) in [("000301", "Яковлев"), ("000302", "Андреева"), ("000303", "Борисов")] {
            var pupil = Samples.reader(ticket, surname: surname, phone: "+7 900 000-03-\(ticket.suffix(2))")
            pupil.schoolClass = try SchoolClass(parsing: "5А")
            _ = try store.addReader(pupil)
        }
        _ = try store.addReader(Samples.reader("000400", surname: "Учителева", phone: "+7 900 000-04-00"))
        return (store, title.record.id)
    }

    @Test(arguments: StoreFactory.all)
    func aSetGoesToEachPupilUntilTheYearsEndAndComesBackCopyByCopy(factory: StoreFactory) throws {
        let (store, title) = try prepared(factory)
        let fifthA = try SchoolClass(parsing: "5А")
        #expect(throws: ClassSetError.classEmpty(try SchoolClass(parsing: "6Б"))) {
            try store.handOutClassSet(ClassSetRequest(titleID: title, schoolClass: SchoolClass(parsing: "6Б")), at: nil, by: nil)
        }
        let set = try store.handOutClassSet(ClassSetRequest(titleID: title, schoolClass: fifthA), at: nil, by: "lib")
        #expect(set.loans.map(\.holder?.ticketNumber.rawValue) == ["000302", "000303", "000301"], "pupils by name")
        #expect(set.loans.map(\.loan.inventoryNumber.rawValue) == ["У1", "У2", "У3"])
        #expect(set.loans.allSatisfy { $0.loan.dueOn == Day(year: 2024, month: 5, day: 31) })
        #expect(try store.reader(Samples.ticket("000301")).openLoans.map(\.loan.inventoryNumber.rawValue) == ["У3"])

        let teacher = try ClassSetRequest(titleID: title, schoolClass: fifthA, teacher: Samples.ticket("000400"), count: 2)
        #expect(throws: ClassSetError.notEnoughCopies(available: 1, needed: 2)) { try store.handOutClassSet(teacher, at: nil, by: nil) }
        // The class's whole set, asked again for its teacher, is refused: the class has it this year.
        let wholeSet = try ClassSetRequest(titleID: title, schoolClass: fifthA, teacher: Samples.ticket("000400"))
        #expect(throws: ClassSetError.setAlreadyOut(fifthA, handedOn: set.handedOn)) { try store.handOutClassSet(wholeSet, at: nil, by: nil) }
        #expect(try store.classSets(schoolClass: fifthA).count == 1, "nothing of the refused set is kept")

        let back = try store.takeBackClassSet(set.id, copies: [Samples.inventory("У1"), Samples.inventory("У1")], at: nil, by: nil)
        #expect(back.outstanding.count == 2)
        #expect(throws: ClassSetError.notInSet(Samples.inventory("У1"), set.id)) {
            try store.takeBackClassSet(set.id, copies: [Samples.inventory("У2"), Samples.inventory("У1")], at: nil, by: nil)
        }
        #expect(try store.classSet(set.id).outstanding.count == 2, "all or nothing")
        _ = try store.recordLoss(Samples.inventory("У2"), by: nil)
        #expect(try store.classSet(set.id).outstanding.map(\.loan.inventoryNumber.rawValue) == ["У3"])

        _ = try store.promoteClasses(dryRun: false)
        let owed = try store.classSets(schoolClass: fifthA)
        #expect(owed.map(\.id) == [set.id] && owed.first?.outstanding.map(\.holder?.ticketNumber.rawValue) == ["000301"],
                "the promotion keeps what is owed")
        let single = try store.handOutClassSet(try ClassSetRequest(titleID: title, schoolClass: fifthA, teacher: Samples.ticket("000400"),
                                                                   count: 1), at: nil, by: nil)
        #expect(single.teacher == Samples.ticket("000400") && single.loans.map(\.loan.inventoryNumber.rawValue) == ["У1"])
        #expect(try store.classSets(schoolClass: nil).map(\.id) == [single.id, set.id])
    }

    /// Next school year's hand-out to the class of the same name is a set of its own, though a
    /// copy of last year's is still owed.
    @Test(arguments: StoreFactory.all)
    func nextYearsHandOutIsANewSet(factory: StoreFactory) throws {
        let clock = Samples.clock()
        let store = try factory.make(clock)
        var textbook = Samples.lermontov
        textbook.documentKind = .textbook
        let title = try store.addTitle(textbook, copies: ["У1", "У2"].map { Samples.copy($0) }).record.id
        var pupil = Samples.reader("000301", surname: "Яковлев", phone: "+7 900 000-03-01")
        pupil.schoolClass = try SchoolClass(parsing: "5А")
        _ = try store.addReader(pupil)
        let fifthA = try SchoolClass(parsing: "5А")
        let lastYear = try store.handOutClassSet(ClassSetRequest(titleID: title, schoolClass: fifthA), at: nil, by: nil)
        var newcomer = Samples.reader("000302", surname: "Андреева", phone: "+7 900 000-03-02")
        newcomer.schoolClass = fifthA
        _ = try store.addReader(newcomer)
        clock.set(Date(timeIntervalSince1970: TimeInterval(Day(year: 2024, month: 9, day: 2)!.daysSinceEpoch * 86_400 + 43_200)))
        let thisYear = try store.handOutClassSet(ClassSetRequest(titleID: title, schoolClass: fifthA), at: nil, by: nil)
        #expect(thisYear.id != lastYear.id && thisYear.handedOn == Day(year: 2024, month: 9, day: 2)!)
        #expect(thisYear.loans.map(\.holder?.ticketNumber.rawValue) == ["000302"])
    }

    /// A copy on the hold shelf for a reader is not handed out with a set: the set takes the
    /// copies free on the shelf.
    @Test(arguments: StoreFactory.all)
    func aSetLeavesTheCopySetAsideForAHold(factory: StoreFactory) throws {
        let (store, title) = try prepared(factory)
        let hold = try store.placeHold(HoldRequest(ticketNumber: Samples.ticket("000400"), target: .copy(Samples.inventory("У1"))), by: nil)
        #expect(hold.copy?.rawValue == "У1" && hold.state == .waiting, "\(hold)")
        let set = try store.handOutClassSet(ClassSetRequest(titleID: title, schoolClass: SchoolClass(parsing: "5А")), at: nil, by: "lib")
        #expect(set.loans.map(\.loan.inventoryNumber.rawValue) == ["У2", "У3", "У4"] && set.leftOut.isEmpty, "\(set)")
    }

    @Test(arguments: StoreFactory.all)
    func aSetGoesToThePupilsWhoMayTakeItAndTheRestGetTheirsLater(factory: StoreFactory) throws {
        let (store, title) = try prepared(factory)
        let fifthA = try SchoolClass(parsing: "5А")
        let request = try ClassSetRequest(titleID: title, schoolClass: fifthA)
        _ = try store.lend(Samples.inventory("У4"), to: Samples.ticket("000302"), dueOn: nil)
        let block = try store.addBlock(to: Samples.ticket("000303"), NewManualBlock(reason: "долг за прошлый год", until: nil, today: Samples.start), by: nil)
        let set = try store.handOutClassSet(request, at: nil, by: "lib")
        #expect(set.loans.map(\.holder?.ticketNumber.rawValue) == ["000301"], "the blocked pupil and the one who has it are passed over")
        #expect(set.leftOut.map(\.ticketNumber.rawValue) == ["000303"])
        #expect(set.leftOut.first?.name == "Борисов И. И." && set.leftOut.first?.reason.russian.contains("долг за прошлый год") == true)
        #expect(try store.pupilsWithout(title, in: fifthA).map(\.ticket.rawValue) == ["000303"])

        try store.removeBlock(block.id)
        let rest = try store.handOutClassSet(request, at: nil, by: "lib")
        #expect(rest.id == set.id && rest.leftOut.isEmpty, "the rest join the set still out")
        #expect(rest.loans.map(\.holder?.ticketNumber.rawValue) == ["000303", "000301"])
        #expect(throws: ClassSetError.everyPupilHasIt(fifthA)) { try store.handOutClassSet(request, at: nil, by: nil) }

        _ = try store.takeBackClassSet(set.id, copies: rest.outstanding.map(\.loan.inventoryNumber), at: nil, by: nil)
        for ticket in ["000301", "000303"] {
            _ = try store.addBlock(to: Samples.ticket(ticket), NewManualBlock(reason: "потерял", until: nil, today: Samples.start), by: nil)
        }
        let refused = #expect(throws: ClassSetError.self) { try store.handOutClassSet(request, at: nil, by: nil) }
        #expect(refused?.code == "no_pupil_may_take_the_set")
        #expect(refused?.message.russian.contains("Яковлев") == true, "the refusal names the pupils")
    }
}
