import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

/// Readers' personal data (152-ФЗ): consents, the retention policy the anonymiser follows with
/// the act of destruction and the event log's export each run writes, and the log of staff's
/// access to readers' data that only an administrator reads.
@Suite("Use cases: readers' personal data")
struct PersonalDataUseCaseTests {
    let admin = Principal.account(ReadersFixture.account("admin", .administrator))

    /// A pupil of seven, registered on the fixture's first day.
    static func registerChild(_ fixture: ReadersFixture) throws -> TicketNumber {
        var draft = ReaderDraft()
        draft.ticketNumber = "000200"
        draft.surname = "Петрова"
        draft.firstName = "Анна"
        draft.birth = "2016-05-01"
        draft.schoolClass = "1А"
        return try fixture.library.run(RegisterReader(draft), by: fixture.librarian).record.reader.ticketNumber
    }

    @Test(arguments: StoreFactory.all)
    func aChildsConsentIsSignedByAParentNamedOnIt(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let child = try Self.registerChild(fixture)
        let today = ReadersFixture.start
        #expect(throws: PersonalDataError.representativeNeeded(age: 7)) {
            try fixture.library.run(RecordConsent(child, to: ReaderConsent(givenOn: today, signer: .reader)), by: fixture.librarian)
        }
        #expect(throws: ValidationError.self) {
            try fixture.library.run(RecordConsent(child, to: ReaderConsent(givenOn: today, signer: .representative)), by: fixture.librarian)
        }
        #expect(try fixture.store.reader(child).consent == nil)
        let consent = ReaderConsent(givenOn: today, signer: .representative, representativeName: "  Петрова  Мария Ивановна ",
                                    representativeDocument: "паспорт 4510 123456", representativeRelation: "мать")
        let recorded = try fixture.library.run(RecordConsent(child, to: consent), by: fixture.librarian)
        #expect(recorded.representativeName == "Петрова Мария Ивановна" && recorded.recordedBy == "librarian")
        #expect(try fixture.store.reader(child).consent?.representativeRelation == "мать")
        let form = try fixture.library.ask(ConsentForm(child), for: fixture.librarian)
        #expect(form.consent?.representativeName == "Петрова Мария Ивановна" && form.reader.surname == "Петрова")
        // An adult signs their own; the readers without one are listed.
        #expect(try fixture.library.ask(ReadersWithoutConsent(), for: fixture.librarian).map(\.reader.ticketNumber) == [ReadersFixture.ivanov])
        _ = try fixture.library.run(RecordConsent(ReadersFixture.ivanov, to: ReaderConsent(givenOn: today, signer: .reader,
                                                                                        representativeName: "ignored")), by: fixture.librarian)
        #expect(try fixture.store.reader(ReadersFixture.ivanov).consent?.representativeName == "")
        #expect(try fixture.library.ask(ReadersWithoutConsent(), for: fixture.librarian).isEmpty)
        #expect(try fixture.audit().suffix(2) == ["librarian | record consent | consent of reader 000200 of 2024-01-15",
                                                  "librarian | record consent | consent of reader 000123 of 2024-01-15"])
    }

    @Test(arguments: StoreFactory.all)
    func anAnonymisationRunWritesTheActAndTheEventLogsExport(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        let petrov = try fixture.registerPetrov()
        let child = try Self.registerChild(fixture)
        _ = try library.run(Lend(ReadersFixture.inventory("1"), to: ReadersFixture.ivanov), by: fixture.helper)
        _ = try library.run(ReturnCopy(ReadersFixture.inventory("1")), by: fixture.helper)
        _ = try fixture.store.updateBranch(BranchCode(unchecked: "1"), with: Branch(
            code: BranchCode(unchecked: "1"), name: "Главное отделение", address: "г. Тверь, ул. Советская, д. 5"))
        _ = try library.run(ChangeSettings([{
            $0.libraryName = "Библиотека МБОУ СОШ № 5"
            $0.care.retention = RetentionPolicy(yearsAfterLastLoan: 3, commission: ["Орлова О. О.: председатель", "Ершова Е. Е."])
        }]), by: admin)
        // Nobody is due yet.
        #expect(try library.ask(AnonymisationPreview(), for: admin).readers.isEmpty)
        fixture.clock.advance(days: 3 * 365 + 10)
        // The child borrows now, so stays; the others are past their term.
        _ = try library.run(Lend(ReadersFixture.inventory("2"), to: child), by: fixture.helper)
        let preview = try library.ask(AnonymisationPreview(), for: admin)
        #expect(preview.readers.map(\.ticket) == [ReadersFixture.ivanov, petrov])
        #expect(preview.readers.map(\.reason) == [.lastLoan, .lastLoan] && preview.actID == nil)
        #expect(try fixture.store.existingReader(petrov) != nil)
        #expect(throws: UseCaseRefusal(action: AnonymiseLoans.action)) { try library.run(AnonymiseLoans(), by: fixture.librarian) }

        let run = try library.run(AnonymiseLoans(), by: admin)
        let actID = try #require(run.actID)
        #expect(try fixture.store.existingReader(ReadersFixture.ivanov) == nil && fixture.store.existingReader(petrov) == nil)
        #expect(try fixture.store.existingReader(child) != nil)
        let detail = try library.ask(DestructionActDetail(actID), for: admin)
        #expect(detail.act.tickets == ["000123", "000124"] && detail.act.readers == 2)
        #expect(detail.act.operatorName == "Библиотека МБОУ СОШ № 5" && detail.act.policy.commission.count == 2)
        #expect(detail.act.operatorAddress == "г. Тверь, ул. Советская, д. 5", "the operator with its address (order № 179)")
        #expect(detail.act.categories == PersonalDataCategory.readerRecord && detail.act.createdBy == "admin")
        #expect(detail.events.map(\.kind) == [.readerDeleted, .readerDeleted])
        #expect(detail.events.map(\.ticket) == ["000123", "000124"] && detail.events.allSatisfy { $0.account == "admin" })
        let rows = PersonalDataDocuments.eventRows(detail.events, calendar: .utc, in: .russian)
        #expect(rows.count == 3 && rows[1].contains("000123") && rows[1].contains("удалены персональные данные читателя"))
        let facts = PersonalDataDocuments.actRows(detail.act, calendar: .utc, in: .russian)
        #expect(facts.contains { $0.1.hasPrefix("2: 000123, 000124") })
        #expect(facts.contains { $0.1.contains("3 (лет) после последней выдачи") })
        #expect(facts.contains { $0.0 == "Адрес оператора" && $0.1 == "г. Тверь, ул. Советская, д. 5" })
        #expect(try library.ask(DestructionActs(), for: admin).map(\.id) == [actID])
        #expect(try fixture.audit().last == "admin | anonymise loans | 0 returned loans, 2 readers destroyed (pd-act \(actID))")
        // The log keeps what was done to which copy, but no longer who read it.
        let log = try fixture.audit()
        #expect(log.contains("helper | lend | copy 1 to reader —") && log.contains("helper | lend | copy 2 to reader 000200"), "\(log)")
        #expect(!log.contains { $0.contains("000123") && !$0.contains("delete") }, "\(log)")

        // A second run finds nobody and writes no act.
        let again = try library.run(AnonymiseLoans(), by: admin)
        #expect(again.actID == nil && again.readers.isEmpty)
        #expect(try library.ask(DestructionActs(), for: admin).count == 1)
        #expect(throws: PersonalDataError.actNotFound(99)) { try library.ask(DestructionActDetail(99), for: admin) }
    }

    /// The anonymiser takes a reader off their loans a year after the end of the year of the
    /// return, but the years of the retention policy still run from that last loan, not from the
    /// day they registered.
    @Test(arguments: StoreFactory.all)
    func aReaderWhoseLoansWereAnonymisedKeepsTheDayOfTheLastLoan(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        fixture.clock.advance(days: 3 * 365)
        _ = try library.run(Lend(ReadersFixture.inventory("1"), to: ReadersFixture.ivanov), by: fixture.helper)
        _ = try library.run(ReturnCopy(ReadersFixture.inventory("1")), by: fixture.helper)
        let returnedOn = LibraryCalendar.utc.day(of: fixture.clock.now())
        _ = try library.run(ChangeSettings([{ $0.care.retention = RetentionPolicy(yearsAfterLastLoan: 3) }]), by: admin)
        fixture.clock.advance(days: 760)
        let first = try library.run(AnonymiseLoans(), by: admin)
        #expect(first.loans == 1 && first.readers.isEmpty, "the loan no longer names the reader; the reader stays")
        fixture.clock.advance(days: 1)
        #expect(try library.ask(AnonymisationPreview(), for: admin).readers.isEmpty, "three years from the last loan are not over")
        #expect(try library.run(AnonymiseLoans(), by: admin).readers.isEmpty)
        #expect(try fixture.store.existingReader(ReadersFixture.ivanov) != nil)
        fixture.clock.advance(days: 3 * 365 - 760)
        let due = try library.ask(AnonymisationPreview(), for: admin).readers
        #expect(due.map(\.ticket) == [ReadersFixture.ivanov] && due.first?.since == returnedOn, "\(due)")
    }

    /// The anonymiser, run every day, takes a year's loans off their readers together, once the
    /// days set have passed since the year ended: each reader of the year leaves one visitor mark,
    /// and the year's readers served and visits stay as they were. A run naming the days takes
    /// exactly the loans returned before then.
    @Test(arguments: StoreFactory.all)
    func aYearsLoansAreAnonymisedTogetherSoItsFiguresStay(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        _ = try library.run(ChangeSettings([{ $0.care.anonymiseAfterDays = 30 }]), by: admin)
        for (copy, lentAfter, keptFor) in [("1", 10, 2), ("2", 40, 3), ("3", 100, 5)] {
            fixture.clock.set(FixedClock(day: ReadersFixture.start.adding(days: lentAfter)).now())
            _ = try library.run(Lend(ReadersFixture.inventory(copy), to: ReadersFixture.ivanov), by: fixture.helper)
            fixture.clock.advance(days: keptFor)
            _ = try library.run(ReturnCopy(ReadersFixture.inventory(copy)), by: fixture.helper)
        }
        let year = ReadersFixture.start.year
        let wholeYear = try LedgerPeriod(from: Day(year: year, month: 1, day: 1)!, to: Day(year: year, month: 12, day: 31)!)
        let before = try fixture.store.statistics(StatisticsQuery(period: wholeYear)).total
        #expect(before.activeReaders == 1 && before.visits == 6)
        #expect(try library.ask(AnonymisationPreview(), for: admin).loans == 0)
        var anonymised = 0
        for _ in 0..<60 {  // a run a week until 30 days after the year's end, and beyond
            fixture.clock.advance(days: 7)
            anonymised += try library.run(AnonymiseLoans(), by: admin).loans
            let figures = try fixture.store.statistics(StatisticsQuery(period: wholeYear)).total
            #expect(figures.activeReaders == 1 && figures.visits == 6, "\(fixture.clock.now()): \(figures)")
        }
        #expect(anonymised == 3)
        // Its act says which loans: those returned before the year after theirs began.
        let act = try #require(try library.ask(DestructionActs(), for: admin).first)
        #expect(PersonalDataDocuments.reasons(act, in: .russian) == ["выдачи, возвращённые до 01.01.\(year + 1), обезличены"])
        #expect(try library.ask(AnonymisationPreview(olderThanDays: 0), for: admin).loans == 0)
        // 6-НК counts the reader once too: as served, by the mark, not again as registered without service.
        #expect(try fixture.store.publicLibraryReturns(wholeYear).consolidated.byAge.values.map(\.users).reduce(0, +) == 1)
    }

    @Test(arguments: StoreFactory.all)
    func aPupilWhoLeftSchoolGoesByTheMonthsAfterLeaving(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let child = try Self.registerChild(fixture)
        var draft = try ReaderDraft(fixture.store.reader(child).record.reader)
        draft.graduated = true
        _ = try fixture.library.run(ChangeReader(child, to: draft), by: fixture.librarian)
        _ = try fixture.library.run(ChangeSettings([{ $0.care.retention = RetentionPolicy(monthsAfterLeaving: 6) }]), by: admin)
        fixture.clock.advance(days: 150)
        #expect(try fixture.library.ask(AnonymisationPreview(), for: admin).readers.isEmpty)
        // A change to the graduate's record later does not move the day they left school.
        draft.workplace = "Колледж № 1"
        _ = try fixture.library.run(ChangeReader(child, to: draft), by: fixture.librarian)
        fixture.clock.advance(days: 40)
        let due = try fixture.library.ask(AnonymisationPreview(), for: admin).readers
        #expect(due.map(\.ticket) == [child] && due.first?.reason == .leftSchool && due.first?.since == ReadersFixture.start)
    }

    /// A pupil the yearly promotion graduated left school that day, whatever is changed in their
    /// record afterwards.
    @Test(arguments: StoreFactory.all)
    func aPupilTheYearlyPromotionGraduatedLeftSchoolThatDay(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        var draft = ReaderDraft()
        draft.ticketNumber = "000201"
        draft.surname = "Орлов"
        draft.firstName = "Пётр"
        draft.schoolClass = "11А"
        let leaver = try fixture.library.run(RegisterReader(draft), by: fixture.librarian).record.reader.ticketNumber
        _ = try fixture.library.run(PromoteClasses(dryRun: false), by: fixture.librarian)
        _ = try fixture.library.run(ChangeSettings([{ $0.care.retention = RetentionPolicy(monthsAfterLeaving: 6) }]), by: admin)
        fixture.clock.advance(days: 150)
        var changed = try ReaderDraft(fixture.store.reader(leaver).record.reader)
        changed.workplace = "Колледж № 1"
        _ = try fixture.library.run(ChangeReader(leaver, to: changed), by: fixture.librarian)
        fixture.clock.advance(days: 40)
        let due = try fixture.library.ask(AnonymisationPreview(), for: admin).readers.filter { $0.ticket == leaver }
        #expect(due.first?.reason == .leftSchool && due.first?.since == ReadersFixture.start, "\(due)")
    }

    @Test(arguments: StoreFactory.all)
    func readingChangingAndExportingAReaderIsLoggedForTheAdministratorOnly(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        var draft = ReaderDraft.workedExampleIvanov
        draft.workplace = "Школа № 5"
        _ = try library.run(ChangeReader(ReadersFixture.ivanov, to: draft), by: fixture.librarian)
        try library.run(LogReaderDataAccess("000123", .view), by: fixture.helper)
        try library.run(LogReaderDataAccess("000123", .export), by: fixture.librarian)
        #expect(throws: UseCaseRefusal(action: "ReaderDataLog")) { try library.ask(ReaderDataLog(), for: fixture.librarian) }
        let log = try library.ask(ReaderDataLog(ticket: "000123"), for: admin)
        #expect(log.map(\.action) == [.export, .view, .change, .change])
        #expect(log.map(\.account) == ["librarian", "helper", "librarian", "command line"])
        // The access log is not the audit log: a card opened writes no audit line.
        #expect(try fixture.audit().count == 2)
        #expect(Role.administrator.permissions.contains(.readPersonalDataLog))
        #expect(!Role.librarian.permissions.contains(.readPersonalDataLog) && !Role.circulation.permissions.contains(.readPersonalDataLog))
    }

    @Test(arguments: StoreFactory.all)
    func aReaderBroughtUpAtTheDeskIsAViewInTheAccessLogAsACardOpened(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        guard case .reader = try library.run(DeskScan(ReadersFixture.ivanov.rawValue, serving: nil), by: fixture.helper) else {
            Issue.record("the ticket did not bring the reader up")
            return
        }
        // A copy lent to the reader at the desk is not another view.
        guard case .lent = try library.run(DeskScan(ReadersFixture.inventory("1").rawValue, serving: ReadersFixture.ivanov),
                                           by: fixture.helper) else {
            Issue.record("the copy was not lent")
            return
        }
        #expect(try library.run(OpenReaderCard(ReadersFixture.ivanov), by: fixture.librarian).record.reader.ticketNumber == ReadersFixture.ivanov)
        let views = try library.ask(ReaderDataLog(ticket: ReadersFixture.ivanov.rawValue), for: admin).filter { $0.action == .view }
        #expect(views.map(\.account) == ["librarian", "helper"])
        // Readable with its permission only.
        for principal in [fixture.helper, fixture.librarian] {
            #expect(throws: UseCaseRefusal(action: "ReaderDataLog")) { try library.ask(ReaderDataLog(), for: principal) }
        }
    }
    @Test(arguments: StoreFactory.all)
    func aRecordCardOpenedToPrintIsAViewInTheAccessLog(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        _ = try library.run(DeskScan(ReadersFixture.inventory("1").rawValue, serving: ReadersFixture.ivanov), by: fixture.helper)
        let card = try library.run(OpenReaderFormular(ReadersFixture.ivanov), by: fixture.librarian)
        #expect(card.reader.ticketNumber == ReadersFixture.ivanov)
        #expect(card.lines.map(\.inventoryNumber) == [ReadersFixture.inventory("1")])
        let views = try library.ask(ReaderDataLog(ticket: ReadersFixture.ivanov.rawValue), for: admin).filter { $0.action == .view }
        #expect(views.map(\.account) == ["librarian"])
    }
}
