import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// Pupils by class: class lists checked and brought in, lists and the overdue list by class, the
/// yearly promotion.
@Suite("Store contract: classes")
struct SchoolContractTests {
    static let list = """
        Фамилия;Имя;Отчество;Класс;Телефон родителя
        Иванов;Иван;Иванович;5А;8 912 345-67-89
        Иванова;Мария;Ивановна;5а;+7 912 345-67-89
        Петров;Пётр;;5A;
        Сидоров;;;5А;
        """

    /// A promotion pressed before the class lists are in moves nobody and keeps no day: the real
    /// one, once the lists are in, is not refused as a second in the year.
    @Test(arguments: StoreFactory.all)
    func aPromotionOfNobodyKeepsNoDay(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        #expect(try !store.promoteClasses(dryRun: false).applied)
        #expect(try store.settings().school.lastPromotionOn == nil)
        var pupil = Samples.reader("000300", surname: "Орлова", phone: "+7 900 000-00-09")
        pupil.schoolClass = try SchoolClass(parsing: "5А")
        _ = try store.addReader(pupil)
        #expect(try store.promoteClasses(dryRun: false).applied)
        #expect(try store.reader(Samples.ticket("000300")).record.reader.schoolClass?.text == "6А")
    }

    private func prepared(_ factory: StoreFactory) throws -> (any LibraryStore, FixedClock) {
        let clock = Samples.clock()
        let store = try factory.make(clock)
        var petrov = Samples.reader("000200", surname: "Петров", phone: "+7 900 000-00-01")
        petrov.firstName = "Пётр"
        petrov.patronymic = ""
        petrov.schoolClass = try SchoolClass(parsing: "5Б")
        _ = try store.addReader(petrov)
        var gone = Samples.reader("000201", surname: "Кузнецов", phone: "+7 900 000-00-02")
        gone.schoolClass = try SchoolClass(parsing: "5А")
        _ = try store.addReader(gone)
        return (store, clock)
    }

    @Test(arguments: StoreFactory.all)
    func aClassListIsCheckedThenBroughtIn(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        let file = ClassListFile(data: Data(Self.list.utf8))
        let check = try store.importClassList(file, dryRun: true)
        #expect(check.classes.map(\.text) == ["5А"])
        #expect(check.new.map(\.row.fullName) == ["Иванов Иван Иванович", "Иванова Мария Ивановна"])
        #expect(check.new.map(\.ticketNumber.rawValue) == ["000202", "000203"])
        #expect(check.changed.map { $0.before.reader.ticketNumber.rawValue } == ["000200"])
        #expect(check.changed.first?.changes == [ClassListChanges.FieldChange(field: "schoolClass", old: "5Б", new: "5А")])
        #expect(check.missing.map(\.reader.ticketNumber.rawValue) == ["000201"])
        #expect(check.problems.map(\.line) == [5])
        #expect(try store.listReaders(ReaderQuery()).items.count == 2)

        let done = try store.importClassList(file, dryRun: false)
        #expect(done.new.count == 2)
        let fifthA = try SchoolClass(parsing: "5А")
        let pupils = try store.listReaders(ReaderQuery(schoolClass: fifthA)).items.map(\.record.reader)
        #expect(pupils.map(\.surname) == ["Иванов", "Иванова", "Кузнецов", "Петров"])
        let ivanov = try store.reader(Samples.ticket("000202"))
        #expect(ivanov.record.reader.category == SchoolSettings.defaultPupilCategory)
        #expect(ivanov.sharingPhone.map(\.reader.ticketNumber.rawValue) == ["000203"])
        #expect(try store.schoolClasses() == [ClassSize(schoolClass: fifthA, pupils: 4)])
        #expect(try store.importClassList(file, dryRun: true).new.isEmpty)
    }

    @Test(arguments: StoreFactory.all)
    func theYearlyPromotionMovesClassesUpAndGraduatesTheLast(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        _ = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1")])
        var leaver = Samples.reader("000300", surname: "Орлов", phone: "+7 900 000-00-03")
        leaver.schoolClass = try SchoolClass(parsing: "11Б")
        _ = try store.addReader(leaver)
        _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("000300"), dueOn: Samples.start.adding(days: 1))
        let preview = try store.promoteClasses(dryRun: true)
        #expect(!preview.applied && preview.promotion.promoted.map { $0.to?.text } == ["6А", "6Б"])
        #expect(preview.promotion.leaving.map(\.reader.reader.ticketNumber.rawValue) == ["000300"])
        #expect(preview.leaversHolding[preview.promotion.leaving[0].reader.id]?.map(\.loan.inventoryNumber) == [Samples.inventory("1")])
        #expect(try store.reader(Samples.ticket("000200")).record.reader.schoolClass?.text == "5Б")

        let done = try store.promoteClasses(dryRun: false)
        #expect(done.applied && done.previousPromotionOn == nil)
        #expect(try store.reader(Samples.ticket("000200")).record.reader.schoolClass?.text == "6Б")
        let graduate = try store.reader(Samples.ticket("000300")).record.reader
        #expect(graduate.graduated && graduate.schoolClass?.text == "11Б" && graduate.currentClass == nil)
        #expect(try store.listReaders(ReaderQuery(graduated: true)).items.map(\.record.reader.ticketNumber.rawValue) == ["000300"])
        #expect(try store.listReaders(ReaderQuery(schoolClass: SchoolClass(parsing: "11Б"))).items.isEmpty)
        #expect(try store.settings().school.lastPromotionOn == Samples.start)
        #expect(try store.promoteClasses(dryRun: true).previousPromotionOn == Samples.start)
        // Run again by mistake: refused, nothing moved a second time.
        #expect(throws: PromotionError.alreadyPromoted(on: Samples.start)) { try store.promoteClasses(dryRun: false) }
        #expect(try store.reader(Samples.ticket("000200")).record.reader.schoolClass?.text == "6Б")
        #expect(try store.overdueLoans(asOf: Samples.start.adding(days: 3), branch: nil, schoolClass: SchoolClass(parsing: "6Б"),
                                       page: PageRequest()).items.isEmpty)
    }

    /// A list for the coming school year brought in before the promotion has placed its pupils:
    /// the promotion leaves them in its classes (a new first-grader stays in 1А) and moves the rest.
    @Test(arguments: StoreFactory.all)
    func aListForTheComingYearIsNotPromotedAgain(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        let list = ClassListFile(data: Data("Фамилия;Имя;Класс\nПетров;Пётр;6Б\nНовиков;Олег;1А\n".utf8))
        let brought = try store.importClassList(list, dryRun: false)
        #expect(brought.isForNextYear && brought.changed.count == 1 && brought.new.count == 1)
        let preview = try store.promoteClasses(dryRun: true)
        #expect(preview.listedAhead.map(\.reader.ticketNumber.rawValue) == ["000202", "000200"])
        #expect(preview.promotion.promoted.map(\.reader.reader.ticketNumber.rawValue) == ["000201"])
        _ = try store.promoteClasses(dryRun: false)
        #expect(try store.reader(Samples.ticket("000200")).record.reader.schoolClass?.text == "6Б")
        #expect(try store.reader(Samples.ticket("000202")).record.reader.schoolClass?.text == "1А")
        #expect(try store.reader(Samples.ticket("000201")).record.reader.schoolClass?.text == "6А")
        #expect(try store.promoteClasses(dryRun: true).listedAhead.isEmpty, "the marks have served")
        // Undone and run again, the promotion leaves them where the list put them still.
        _ = try store.undoPromotion()
        #expect(try store.promoteClasses(dryRun: true).listedAhead.count == 2)
        _ = try store.promoteClasses(dryRun: false)
        #expect(try store.reader(Samples.ticket("000200")).record.reader.schoolClass?.text == "6Б")
        // A list of this year's classes, brought in after the promotion, marks nobody.
        let thisYear = ClassListFile(data: Data("Фамилия;Имя;Класс\nПетров;Пётр;6Б\n".utf8))
        #expect(try !store.importClassList(thisYear, dryRun: false).isForNextYear)
    }

    /// A list brought in during the summer, before that summer's promotion, is for the coming
    /// school year, though it names only new first-graders.
    @Test(arguments: StoreFactory.all)
    func aSummerListOfNewPupilsIsForTheComingYear(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        clock.set(FixedClock(day: Day(year: 2024, month: 8, day: 20)!).now())
        let firstGraders = ClassListFile(data: Data("Фамилия;Имя;Класс\nНовиков;Олег;1А\n".utf8))
        #expect(try store.importClassList(firstGraders, dryRun: true).isForNextYear)
        _ = try store.importClassList(firstGraders, dryRun: false)
        clock.set(FixedClock(day: Day(year: 2024, month: 9, day: 1)!).now())
        _ = try store.promoteClasses(dryRun: false)
        #expect(try store.reader(Samples.ticket("000202")).record.reader.schoolClass?.text == "1А")
        #expect(try store.reader(Samples.ticket("000200")).record.reader.schoolClass?.text == "6Б")
    }

    /// A list of new first-graders from April on (enrolment opens on 1 April) is for the coming
    /// year: the June promotion leaves them in the first grade. One of October is this year's.
    @Test(arguments: StoreFactory.all)
    func aSpringListOfNewFirstGradersIsForTheComingYear(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        let firstGraders = ClassListFile(data: Data("Фамилия;Имя;Класс\nНовиков;Олег;1А\n".utf8))
        clock.set(FixedClock(day: Day(year: 2025, month: 4, day: 20)!).now())
        #expect(try !store.importClassList(firstGraders, dryRun: true).isForNextYear, "a school starting its records: this year's")
        var now = Samples.reader("000290", surname: "Белова", phone: "+7 900 000-02-90")
        now.schoolClass = try SchoolClass(parsing: "1А")
        _ = try store.addReader(now)
        #expect(try store.importClassList(firstGraders, dryRun: true).isForNextYear)
        clock.set(FixedClock(day: Day(year: 2024, month: 10, day: 20)!).now())
        #expect(try !store.importClassList(firstGraders, dryRun: true).isForNextYear, "a newcomer in October is this year's")
        clock.set(FixedClock(day: Day(year: 2025, month: 4, day: 20)!).now())
        let placed = try #require(try store.importClassList(firstGraders, dryRun: false).new.first?.ticketNumber)
        clock.set(FixedClock(day: Day(year: 2025, month: 6, day: 2)!).now())
        _ = try store.promoteClasses(dryRun: false)
        #expect(try store.reader(placed).record.reader.schoolClass?.text == "1А")
        #expect(try store.reader(Samples.ticket("000290")).record.reader.schoolClass?.text == "2А", "this year's first-grader moves up")
    }

    /// A list's mark of a year before is no list for this year: a library that never promoted
    /// then moves those pupils as any.
    @Test(arguments: StoreFactory.all)
    func aMarkOfAYearBeforeIsNoListForThisYear(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        clock.set(FixedClock(day: Day(year: 2024, month: 8, day: 20)!).now())
        _ = try store.importClassList(ClassListFile(data: Data("Фамилия;Имя;Класс\nНовиков;Олег;1А\n".utf8)), dryRun: false)
        clock.set(FixedClock(day: Day(year: 2025, month: 9, day: 1)!).now())
        _ = try store.promoteClasses(dryRun: false)
        #expect(try store.reader(Samples.ticket("000202")).record.reader.schoolClass?.text == "2А")
    }

    /// The promotion pressed by mistake is undone: every pupil back in their class, the graduate a
    /// reader again, a class changed by hand since kept; the promotion may be run again, and there
    /// is nothing more to undo.
    @Test(arguments: StoreFactory.all)
    func theLastPromotionIsUndone(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        var leaver = Samples.reader("000300", surname: "Орлов", phone: "+7 900 000-00-03")
        leaver.schoolClass = try SchoolClass(parsing: "11Б")
        _ = try store.addReader(leaver)
        #expect(throws: PromotionError.nothingToUndo) { try store.undoPromotion() }
        let before = try store.listReaders(ReaderQuery()).items.map { ($0.record.reader.ticketNumber.rawValue, $0.record.reader.schoolClass?.text) }
        _ = try store.promoteClasses(dryRun: false)
        var moved = try store.reader(Samples.ticket("000201")).record.reader
        moved.schoolClass = try SchoolClass(parsing: "7В")
        _ = try store.updateReader(Samples.ticket("000201"), with: moved)
        var parallel = try store.reader(Samples.ticket("000200")).record.reader
        parallel.schoolClass = try SchoolClass(parsing: "6А")
        _ = try store.updateReader(Samples.ticket("000200"), with: parallel)

        let undone = try store.undoPromotion()
        #expect(undone.day == Samples.start && undone.previousPromotionOn == nil && undone.restored == undone.pupils - 2)
        let after = try store.listReaders(ReaderQuery()).items.map { ($0.record.reader.ticketNumber.rawValue, $0.record.reader.schoolClass?.text) }
        let untouched = { (rows: [(String, String?)]) in rows.filter { !["000200", "000201"].contains($0.0) }.map { "\($0.0) \($0.1 ?? "")" } }
        #expect(untouched(after) == untouched(before))
        #expect(try store.reader(Samples.ticket("000201")).record.reader.schoolClass?.text == "7В", "changed by hand: kept")
        #expect(try store.reader(Samples.ticket("000200")).record.reader.schoolClass?.text == "6А", "moved to a parallel class: kept")
        #expect(try !store.reader(Samples.ticket("000300")).record.reader.graduated)
        #expect(try store.settings().school.lastPromotionOn == nil)
        #expect(throws: PromotionError.nothingToUndo) { try store.undoPromotion() }
        let again = try store.promoteClasses(dryRun: false)
        #expect(again.applied, "it may be run again")
        // Run again, it leaves where they are the pupils whose class was corrected since: not a second grade up.
        #expect(try store.reader(Samples.ticket("000201")).record.reader.schoolClass?.text == "7В")
        #expect(try store.reader(Samples.ticket("000200")).record.reader.schoolClass?.text == "6А")
        #expect(Set(again.listedAhead.map(\.reader.ticketNumber.rawValue)) == ["000200", "000201"])
    }

    @Test(arguments: StoreFactory.all)
    func listsAndTheOverdueListNarrowToAClassOrACategory(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        _ = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1"), Samples.copy("2")])
        var teacher = Samples.reader("U1", surname: "Смирнова", phone: "+7 900 000-00-09")
        teacher.category = "учитель"
        _ = try store.addReader(teacher)
        _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("000200"), dueOn: Samples.start.adding(days: 1))
        _ = try store.lend(Samples.inventory("2"), to: Samples.ticket("U1"), dueOn: Samples.start.adding(days: 1))
        let late = Samples.start.adding(days: 5)
        let fifthB = try SchoolClass(parsing: "5Б")
        #expect(try store.overdueLoans(asOf: late, branch: nil, schoolClass: fifthB, page: PageRequest()).items
            .map(\.loan.inventoryNumber) == [Samples.inventory("1")])
        #expect(try store.overdueLoans(asOf: late, page: PageRequest()).items.count == 2)
        #expect(try store.listReaders(ReaderQuery(category: ReaderCategory("учитель"))).items.map(\.record.reader.surname) == ["Смирнова"])
        #expect(try store.readerCategories() == ["учитель"])
    }
}
