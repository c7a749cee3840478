import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

@Suite("Use cases: checking the fund against the lists")
struct InspectionUseCaseTests {
    /// The Federal list as the Ministry publishes it: Windows-1251, `;`, quotes inside quotes not
    /// doubled, an entry running over two lines.
    static let ministryList = """
        #;Материал;Дата включения\r
        1;"Книга Петрова А.С. «Тайная дорога» (решение Ленинского районного суда г. Уфы от 01.02.2010)";10.03.2010\r
        2;Информационный материал "Слово о правде" (решение Советского районного суда от 05.03.2010);11.03.2010\r
        3;"Брошюра И. И. Сидорова "Путь воина" — решение суда от 12.12.2012";20.01.2013\r
        4;Журнал «Вестник свободы» № 5 (решение суда);21.01.2013\r
        5;"Книга «Тёмные воды» автора Кузнецовой (решение суда
        от 14.02.2014)";01.03.2014\r

        """

    static func windows1251(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { CP1251.byte(for: $0)! }
    }

    /// Thirty titles: three on the list (by exact title; in another word form, ё/е; with initials),
    /// two near-misses (the same title by another author; a longer title by the same author).
    static func catalogue(_ fixture: CatalogueFixture) throws {
        var books: [(String, String, String)] = [
            ("Слово о правде", "", "101"), ("Темные воды", "Кузнецова", "102"), ("Путь воина", "Сидоров И. И.", "103"),
            ("Путь воина", "Антонов", "104"), ("Тайная дорога домой", "Петров", "105"),
        ]
        for index in 1...25 { books.append(("Рассказы о природе, том \(index)", "Пришвин", String(200 + index))) }
        for (name, author, inventory) in books {
            var title = TitleDraft()
            title.title = name
            let parts = author.split(separator: " ", maxSplits: 1)
            title.authorSurname = parts.first.map(String.init) ?? ""
            title.authorInitials = parts.count > 1 ? String(parts[1]) : ""
            title.year = "2020"
            _ = try fixture.library.run(AddTitle(NewTitle(title: title, copies: [CopyDraft(inventoryNumber: inventory)]), ifCatalogued: .refuse),
                                        by: fixture.librarian)
        }
    }

    /// Every candidate match found, confirmed by the librarian.
    static func confirmEveryCandidate(_ fixture: CatalogueFixture) throws {
        for candidate in try fixture.library.ask(ListMatches(), for: fixture.librarian) {
            _ = try fixture.library.run(DecideListMatch(candidate.id, confirmed: true), by: fixture.librarian)
        }
    }

    /// The act of withdrawal as typed: today, the commission's chair.
    static var withdrawal: WriteOffDraft {
        var draft = WriteOffDraft()
        draft.date = CatalogueFixture.today.isoText
        draft.commission = "Иванова И. И.: председатель"
        return draft
    }

    @Test func theMinistrysFileIsReadWithItsLooseQuotes() throws {
        let entries = try MinistryListFile.entries(Self.windows1251(Self.ministryList))
        #expect(entries.map(\.number) == [1, 2, 3, 4, 5])
        #expect(entries[2].text == "Брошюра И. И. Сидорова \"Путь воина\" — решение суда от 12.12.2012")
        #expect(entries[4].text.hasSuffix("от 14.02.2014)") && entries[4].addedOn == Day(year: 2014, month: 3, day: 1))
        #expect(entries[0].addedOn == Day(year: 2010, month: 3, day: 10))
        #expect(throws: InspectionError.listFileUnreadable) { try MinistryListFile.entries(Array("нет записей".utf8)) }
    }

    @Test func aRegisterIsReadByItsColumnsNames() throws {
        let file = "№ в реестре;Автор;Заглавие;ISBN;Год выпуска\n7;Иванов И. И.;Чужая земля;978-5-17-118366-2;2021\n"
        let entries = try RegisterFile.entries(Array(file.utf8))
        #expect(entries == [ListEntry(number: 7, text: "Иванов И. И. Чужая земля. 2021. ISBN 978-5-17-118366-2", isbn: "978-5-17-118366-2",
                                      author: "Иванов И. И.", title: "Чужая земля")])
        // Without its number a row could not be told from the next version's rows, nor a struck one found.
        #expect(throws: InspectionError.registerRowWithoutNumber(line: 2)) {
            try RegisterFile.entries(Array("Автор;Заглавие\nИванов И. И.;Чужая земля\n".utf8))
        }
        #expect(throws: InspectionError.registerRowWithoutNumber(line: 3)) {
            try RegisterFile.entries(Array("№ в реестре;Заглавие\n7;Чужая земля\n;Другая земля\n".utf8))
        }
        let refusal = InspectionError.registerRowWithoutNumber(line: 3)
        #expect(refusal.code == "register_row_without_number" && refusal.kind == .invalidInput)
        #expect(refusal.message.text(in: .russian).contains("строке 3") && refusal.message.text(in: .english).contains("Line 3"))
    }

    @Test(arguments: StoreFactory.all)
    func aCheckFindsTheListedTitlesAndAConfirmedOneIsRefusedAndWithdrawn(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        try Self.catalogue(fixture)
        _ = try fixture.library.run(RegisterReader(.workedExampleIvanov), by: .commandLine())
        let version = try fixture.library.run(ImportList(.extremist, fileName: "exportfsm.csv", bytes: Self.windows1251(Self.ministryList)),
                                              by: fixture.librarian)
        #expect(version.entryCount == 5 && version.firstNumber == 1 && version.lastNumber == 5)
        let check = try fixture.library.run(CheckFundAgainstList(.extremist, commission: ["Иванова И. И.: председатель"]), by: fixture.librarian)
        #expect(check.titlesChecked == 30 && check.found == 3 && check.newCandidates == 3)
        #expect(check.foundEntries == [2, 3, 5] && Set(check.foundCopies) == ["101", "102", "103"])
        let candidates = try fixture.library.ask(ListMatches(), for: fixture.librarian)
        #expect(Set(candidates.flatMap(\.copies).map(\.rawValue)) == ["101", "102", "103"])
        #expect(Set(candidates.map(\.entryNumber)) == [2, 3, 5])

        for candidate in candidates { _ = try fixture.library.run(DecideListMatch(candidate.id, confirmed: true), by: fixture.librarian) }
        #expect(throws: InspectionError.copyOnBannedList(CatalogueFixture.inventory("103"), entry: 3)) {
            try fixture.library.run(Lend(CatalogueFixture.inventory("103"), to: try TicketNumber(validating: "000123")), by: fixture.librarian)
        }
        _ = try fixture.library.run(Lend(CatalogueFixture.inventory("104"), to: try TicketNumber(validating: "000123")), by: fixture.librarian)
        let withdrawal = try fixture.library.ask(WithdrawalList(), for: fixture.librarian)
        #expect(Set(withdrawal.flatMap(\.copies).map(\.rawValue)) == ["101", "102", "103"])

        let again = try fixture.library.run(CheckFundAgainstList(.extremist), by: fixture.librarian)
        #expect(again.newCandidates == 0 && again.found == 3)
        #expect(try fixture.library.ask(ListMatches(), for: fixture.librarian).isEmpty)
        let journal = try fixture.library.ask(CheckJournal(), for: fixture.librarian)
        #expect(journal.map(\.id) == [check.id, again.id])
        #expect(journal[0].commission == ["Иванова И. И.: председатель"] && journal[0].version.fileName == "exportfsm.csv")
        #expect(try fixture.library.ask(CheckAct(check.id), for: fixture.librarian).matches.count == 3)

        let act = try fixture.library.run(WithdrawListedCopies(Self.withdrawal), by: fixture.librarian)
        #expect(act.reason == .banned && Set(act.items.map(\.inventoryNumber.rawValue)) == ["101", "102", "103"])
        #expect(try fixture.library.ask(WithdrawalList(), for: fixture.librarian).isEmpty)
        #expect(try fixture.library.ask(CheckJournal(), for: fixture.librarian)[0].action.contains(act.number.text))
        // Withdrawn, the copies are no longer a find of the next check.
        let after = try fixture.library.run(CheckFundAgainstList(.extremist), by: fixture.librarian)
        #expect(after.found == 0 && after.foundEntries.isEmpty && after.foundCopies.isEmpty, "\(after)")
    }

    /// A listed copy out to a reader stays on the list for a later act and holds up none of the
    /// others: they are withdrawn at once.
    @Test(arguments: StoreFactory.all)
    func aListedCopyOnLoanWaitsAndTheOthersAreWithdrawn(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        try Self.catalogue(fixture)
        _ = try fixture.library.run(RegisterReader(.workedExampleIvanov), by: .commandLine())
        _ = try fixture.library.run(Lend(CatalogueFixture.inventory("101"), to: try TicketNumber(validating: "000123")), by: fixture.librarian)
        _ = try fixture.library.run(ImportList(.extremist, fileName: "exportfsm.csv", bytes: Self.windows1251(Self.ministryList)),
                                    by: fixture.librarian)
        _ = try fixture.library.run(CheckFundAgainstList(.extremist), by: fixture.librarian)
        try Self.confirmEveryCandidate(fixture)
        let act = try fixture.library.run(WithdrawListedCopies(Self.withdrawal), by: fixture.librarian)
        #expect(Set(act.items.map(\.inventoryNumber.rawValue)) == ["102", "103"])
        #expect(try fixture.library.ask(WithdrawalList(), for: fixture.librarian).flatMap(\.copies).map(\.rawValue) == ["101"])
        let again = #expect(throws: AccountingError.self) { try fixture.library.run(WithdrawListedCopies(Self.withdrawal), by: fixture.librarian) }
        #expect(again?.code == "copy_on_loan_in_act", "with none that can go, the act is refused naming why")
        // A copy catalogued later is found by a later check, and its act is that check's, not the first's.
        let title = try fixture.store.copy(CatalogueFixture.inventory("102")).record.titleID
        _ = try fixture.library.run(AddCopy(CopyDraft(inventoryNumber: "150"), to: title), by: fixture.librarian)
        _ = try fixture.library.run(CheckFundAgainstList(.extremist), by: fixture.librarian)
        let later = try fixture.library.run(WithdrawListedCopies(Self.withdrawal), by: fixture.librarian)
        #expect(later.items.map(\.inventoryNumber.rawValue) == ["150"])
        let journal = try fixture.library.ask(CheckJournal(), for: fixture.librarian).filter { $0.kind == .extremist }.sorted { $0.id < $1.id }
        #expect(journal.map(\.action) == [act.number.text, later.number.text], "\(journal.map(\.action))")
        // The first check's act printed again shows what it found, the copies written off since among them.
        let printed = try fixture.library.ask(CheckAct(journal[0].id), for: fixture.librarian)
        #expect(Set(printed.matches.flatMap(\.copies).map(\.rawValue)) == Set(journal[0].foundCopies), "\(printed.matches.map(\.copies))")
        #expect(printed.matches.flatMap(\.copies).contains(CatalogueFixture.inventory("102")))
    }

    /// A confirmed title is neither held nor renewed, its holds end, and a copy that comes back
    /// is set aside for nobody.
    @Test(arguments: StoreFactory.all)
    func aConfirmedTitleIsNeitherHeldNorRenewed(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        try Self.catalogue(fixture)
        let ivanov = try TicketNumber(validating: ReaderDraft.workedExampleIvanov.ticketNumber)
        _ = try fixture.library.run(RegisterReader(.workedExampleIvanov), by: .commandLine())
        var other = ReaderDraft.workedExampleIvanov
        other.ticketNumber = "000777"
        other.surname = "Орлова"
        other.firstName = "Вера"
        other.phone = "+7 900 000-77-77"
        _ = try fixture.library.run(RegisterReader(other), by: .commandLine())
        let orlova = try TicketNumber(validating: "000777")
        let copy = CatalogueFixture.inventory("103")
        let title = try fixture.store.copy(copy).record.titleID
        _ = try fixture.library.run(Lend(copy, to: ivanov), by: fixture.librarian)
        let hold = try fixture.library.run(PlaceHold(HoldRequest(ticketNumber: orlova, target: .title(title))), by: fixture.librarian)
        #expect(hold.state == .queued)

        _ = try fixture.library.run(ImportList(.extremist, fileName: "exportfsm.csv", bytes: Self.windows1251(Self.ministryList)),
                                    by: fixture.librarian)
        _ = try fixture.library.run(CheckFundAgainstList(.extremist), by: fixture.librarian)
        let match = try #require(try fixture.library.ask(ListMatches(), for: fixture.librarian).first { $0.entryNumber == 3 })
        _ = try fixture.library.run(DecideListMatch(match.id, confirmed: true), by: fixture.librarian)

        #expect(try fixture.store.hold(hold.id).state == .cancelled, "its hold ends")
        #expect(throws: InspectionError.copyOnBannedList(copy, entry: 3)) { try fixture.library.run(Renew(copy), by: fixture.librarian) }
        let refused = #expect(throws: InspectionError.self) {
            try fixture.library.run(PlaceHold(HoldRequest(ticketNumber: orlova, target: .title(title))), by: fixture.librarian)
        }
        #expect(refused?.code == "title_on_banned_list")
        let back = try fixture.library.run(ReturnCopy(copy), by: fixture.librarian)
        #expect(back.setAsideFor == nil)
    }

    /// The list repeats a book under the numbers of several court decisions: confirmed for both
    /// entries, its copy goes into the act of withdrawal once.
    @Test(arguments: StoreFactory.all)
    func aBookListedUnderTwoEntriesIsWithdrawnOnce(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        try Self.catalogue(fixture)
        let list = Self.ministryList + "6;Информационный материал \"Слово о правде\" (решение Кировского районного суда от 01.04.2015);20.05.2015\r\n"
        _ = try fixture.library.run(ImportList(.extremist, fileName: "exportfsm.csv", bytes: Self.windows1251(list)), by: fixture.librarian)
        let check = try fixture.library.run(CheckFundAgainstList(.extremist), by: fixture.librarian)
        #expect(check.foundEntries == [2, 3, 5, 6], "\(check.foundEntries)")
        try Self.confirmEveryCandidate(fixture)
        let act = try fixture.library.run(WithdrawListedCopies(Self.withdrawal), by: fixture.librarian)
        #expect(act.items.map(\.inventoryNumber.rawValue).sorted() == ["101", "102", "103"])
        #expect(try fixture.library.ask(WithdrawalList(), for: fixture.librarian).isEmpty)
    }

    /// The Ministry rewords an entry: a match rejected against its old text is asked again
    /// against the new one, and shows the new text.
    @Test(arguments: StoreFactory.all)
    func aRejectedMatchIsAskedAgainWhenItsEntryIsReworded(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        try Self.catalogue(fixture)
        _ = try fixture.library.run(ImportList(.extremist, fileName: "old.csv", bytes: Self.windows1251(Self.ministryList)), by: fixture.librarian)
        _ = try fixture.library.run(CheckFundAgainstList(.extremist), by: fixture.librarian)
        for candidate in try fixture.library.ask(ListMatches(), for: fixture.librarian) {
            _ = try fixture.library.run(DecideListMatch(candidate.id, confirmed: false), by: fixture.librarian)
        }
        let unchanged = try fixture.library.run(CheckFundAgainstList(.extremist), by: fixture.librarian)
        #expect(unchanged.newCandidates == 0 && unchanged.found == 0)
        let reworded = Self.ministryList.replacingOccurrences(of: "(решение Советского районного суда от 05.03.2010)",
                                                             with: "(решение Советского районного суда от 05.03.2010, в редакции от 01.06.2016)")
        _ = try fixture.library.run(ImportList(.extremist, fileName: "new.csv", bytes: Self.windows1251(reworded)), by: fixture.librarian)
        let again = try fixture.library.run(CheckFundAgainstList(.extremist), by: fixture.librarian)
        #expect(again.newCandidates == 1 && again.foundEntries == [2], "\(again)")
        let asked = try fixture.library.ask(ListMatches(), for: fixture.librarian)
        #expect(asked.map(\.entryNumber) == [2] && asked.first?.entryText.contains("в редакции от 01.06.2016") == true)
    }

    /// The Ministry strikes an entry out of the list: a title confirmed as it is lent, held and
    /// kept again, and leaves the list for withdrawal; the match says the entry is struck.
    @Test(arguments: StoreFactory.all)
    func aTitleConfirmedAsAnEntryStruckOutSinceIsNoLongerBanned(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        try Self.catalogue(fixture)
        _ = try fixture.library.run(RegisterReader(.workedExampleIvanov), by: .commandLine())
        _ = try fixture.library.run(ImportList(.extremist, fileName: "old.csv", bytes: Self.windows1251(Self.ministryList)), by: fixture.librarian)
        _ = try fixture.library.run(CheckFundAgainstList(.extremist), by: fixture.librarian)
        try Self.confirmEveryCandidate(fixture)
        let ivanov = try TicketNumber(validating: "000123")
        #expect(throws: InspectionError.copyOnBannedList(CatalogueFixture.inventory("103"), entry: 3)) {
            try fixture.library.run(Lend(CatalogueFixture.inventory("103"), to: ivanov), by: fixture.librarian)
        }
        let (third, fourth) = (try #require(Self.ministryList.range(of: "3;\"Брошюра")), try #require(Self.ministryList.range(of: "4;Журнал")))
        let struck = Self.ministryList.replacingCharacters(in: third.lowerBound..<fourth.lowerBound, with: "")
        let version = try fixture.library.run(ImportList(.extremist, fileName: "new.csv", bytes: Self.windows1251(struck)), by: fixture.librarian)
        #expect(version.removed == 1)
        _ = try fixture.library.run(Lend(CatalogueFixture.inventory("103"), to: ivanov), by: fixture.librarian)
        #expect(try fixture.library.ask(WithdrawalList(), for: fixture.librarian).map(\.entryNumber).sorted() == [2, 5])
        let confirmed = try fixture.library.ask(ListMatches(state: .confirmed, kind: .extremist), for: fixture.librarian)
        #expect(confirmed.filter(\.struck).map(\.entryNumber) == [3])
        // A file that stops short of an entry (an older or a cut-off one) strikes nothing: entry 5
        // stays in force, and entry 3, listed again, bans its title again.
        let cut = Self.ministryList.components(separatedBy: "5;\"Книга «Тёмные воды»")[0]
        let short = try fixture.library.run(ImportList(.extremist, fileName: "cut.csv", bytes: Self.windows1251(cut)), by: fixture.librarian)
        #expect(short.lastNumber == 4)
        #expect(try fixture.library.ask(ListMatches(state: .confirmed, kind: .extremist), for: fixture.librarian).allSatisfy { !$0.struck })
        #expect(try fixture.library.ask(WithdrawalList(), for: fixture.librarian).map(\.entryNumber).sorted() == [2, 3, 5])
        // The Ministry keeps a struck entry's number and words it «Исключён…»: that strikes it too.
        let worded = Self.ministryList.replacingCharacters(in: third.lowerBound..<fourth.lowerBound,
                                                           with: "3;Исключён (решение Верховного Суда от 01.02.2020);20.01.2013\r\n")
        _ = try fixture.library.run(ImportList(.extremist, fileName: "worded.csv", bytes: Self.windows1251(worded)), by: fixture.librarian)
        #expect(try fixture.library.ask(WithdrawalList(), for: fixture.librarian).map(\.entryNumber).sorted() == [2, 5])
    }

    @Test(arguments: StoreFactory.all)
    func aNewVersionShowsWhatWasAddedAndANewReceiptIsCheckedAsItIsCatalogued(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let first = Self.ministryList.components(separatedBy: "4;Журнал")[0]
        _ = try fixture.library.run(ImportList(.extremist, fileName: "old.csv", bytes: Self.windows1251(first)), by: fixture.librarian)
        _ = try fixture.library.run(CheckFundAgainstList(.extremist), by: fixture.librarian)
        let second = try fixture.library.run(ImportList(.extremist, fileName: "new.csv", bytes: Self.windows1251(Self.ministryList)),
                                             by: fixture.librarian)
        #expect(second.added == 2 && second.changed == 0 && second.removed == 0)
        #expect(try fixture.library.ask(EntriesSinceLastCheck(.extremist), for: fixture.librarian).entries.map(\.number) == [4, 5])
        try Self.catalogue(fixture)
        #expect(try fixture.library.ask(ListMatches(), for: fixture.librarian).count == 3)
    }

    /// A reader of fifteen on the fixture's day.
    static func fifteenYearOld(_ fixture: CatalogueFixture) throws -> TicketNumber {
        var draft = ReaderDraft.workedExampleIvanov
        draft.birth = "2009-03-11"
        _ = try fixture.library.run(RegisterReader(draft), by: .commandLine())
        return try TicketNumber(validating: draft.ticketNumber)
    }

    static func marked(_ name: String, _ mark: String, copy: String, _ fixture: CatalogueFixture) throws {
        var title = TitleDraft()
        title.title = name
        title.ageMark = mark
        _ = try fixture.library.run(AddTitle(NewTitle(title: title, copies: [CopyDraft(inventoryNumber: copy)]), ifCatalogued: .refuse),
                                    by: fixture.librarian)
    }

    /// A fifteen-year-old reader and two titles above their age: 16+ (copy 301) and 18+ (302).
    static func markedAboveFifteen(_ factory: StoreFactory) throws -> (fixture: CatalogueFixture, reader: TicketNumber) {
        let fixture = try CatalogueFixture(factory)
        let reader = try fifteenYearOld(fixture)
        try marked("Тёмные воды", "16+", copy: "301", fixture)
        try marked("Взрослая книга", "18+", copy: "302", fixture)
        return (fixture, reader)
    }

    @Test(arguments: StoreFactory.all)
    func aTitleMarkedAboveTheReadersAgeIsRefusedAtTheDeskAndOnlyALibrarianOverridesItBelow18(factory: StoreFactory) throws {
        let (fixture, reader) = try Self.markedAboveFifteen(factory)
        try Self.marked("Детская книга", "12+", copy: "303", fixture)
        let sixteen = CatalogueFixture.inventory("301")
        #expect(throws: InspectionError.ageRestricted(sixteen, mark: .sixteen, age: 15)) {
            try fixture.library.run(Lend(sixteen, to: reader), by: fixture.librarian)
        }
        #expect(InspectionError.ageRestricted(sixteen, mark: .sixteen, age: 15).message.russian.contains("16+"))
        #expect(throws: InspectionError.self) { try fixture.library.run(Lend(sixteen, to: reader, LendingOptions(overridingAgeMark: true)), by: fixture.helper) }
        #expect(throws: InspectionError.ageRestricted(CatalogueFixture.inventory("302"), mark: .eighteen, age: 15)) {
            try fixture.library.run(Lend(CatalogueFixture.inventory("302"), to: reader, LendingOptions(overridingAgeMark: true)), by: fixture.librarian)
        }
        _ = try fixture.library.run(Lend(sixteen, to: reader, LendingOptions(overridingAgeMark: true)), by: fixture.librarian)
        _ = try fixture.library.run(Lend(CatalogueFixture.inventory("303"), to: reader), by: fixture.librarian)
        #expect(try fixture.auditLines().contains { $0.hasSuffix("copy 301 to reader \(reader), age mark overridden") })
        // A lend read in the library says so in its audit line too.
        try Self.marked("Словарь", "0+", copy: "304", fixture)
        _ = try fixture.library.run(Lend(CatalogueFixture.inventory("304"), to: reader, LendingOptions(inLibrary: true)), by: fixture.librarian)
        #expect(try fixture.auditLines().contains { $0.hasSuffix("copy 304 to reader \(reader), read in the library") })
    }

    @Test(arguments: StoreFactory.all)
    func theDeskScanLendsAboveTheAgeMarkWithTheLibrariansOverrideAndTheDesksOtherOptions(factory: StoreFactory) throws {
        let (fixture, reader) = try Self.markedAboveFifteen(factory)
        let sixteen = CatalogueFixture.inventory("301")
        let readHere = LendingOptions(inLibrary: true)
        let overriding = LendingOptions(inLibrary: true, overridingAgeMark: true)
        func refusal(_ code: String, _ options: LendingOptions, by principal: Principal) throws -> InspectionError? {
            guard case .refused(let refusal, _) = try fixture.library.run(DeskScan(code, serving: reader, options), by: principal) else { return nil }
            return refusal as? InspectionError
        }
        #expect(try refusal("301", readHere, by: fixture.librarian) == .ageRestricted(sixteen, mark: .sixteen, age: 15))
        // Not a desk helper's decision, and never for 18+.
        #expect(try refusal("301", overriding, by: fixture.helper) == .ageRestricted(sixteen, mark: .sixteen, age: 15))
        #expect(try refusal("302", overriding, by: fixture.librarian) == .ageRestricted(CatalogueFixture.inventory("302"), mark: .eighteen, age: 15))
        // Told apart by their codes, so that a client offers the override only below 18+.
        #expect(InspectionError.ageRestricted(sixteen, mark: .sixteen, age: 15).code == InspectionError.ageRestrictedCode)
        #expect(InspectionError.ageRestricted(sixteen, mark: .eighteen, age: 15).code == InspectionError.adultOnlyCode)
        guard case .lent(let loan, _) = try fixture.library.run(DeskScan("301", serving: reader, overriding), by: fixture.librarian) else {
            Issue.record("the override did not lend")
            return
        }
        // The reading-room switch came with the override: due back today.
        #expect(loan.loan.inLibrary && loan.loan.dueOn == CatalogueFixture.today)
        #expect(try fixture.auditLines().contains { $0.hasSuffix("lent copy 301 to reader \(reader), age mark overridden, read in the library") })
    }

    @Test(arguments: StoreFactory.all)
    func aConfirmedForeignAgentsPublicationIsMarked18Plus(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        try Self.marked("Чужая земля", "", copy: "401", fixture)
        let register = "№ в реестре;Автор;Заглавие;ISBN\n7;;Чужая земля;\n"
        _ = try fixture.library.run(ImportList(.foreignAgents, fileName: "agents.csv", bytes: Array(register.utf8)), by: fixture.librarian)
        let check = try fixture.library.run(CheckFundAgainstList(.foreignAgents), by: fixture.librarian)
        #expect(check.newCandidates == 1)
        let match = try #require(try fixture.library.ask(ListMatches(), for: fixture.librarian).first)
        _ = try fixture.library.run(DecideListMatch(match.id, confirmed: true), by: fixture.librarian)
        let title = try #require(match.titleID)
        #expect(try fixture.store.title(title).record.title.ageMark == "18+")
        // Its mark is not lowered by an edit, and it is lent as 18+.
        var draft = TitleDraft(try fixture.store.title(title).record.title)
        draft.ageMark = "12+"
        let lowered = #expect(throws: InspectionError.self) { try fixture.library.run(UpdateTitle(title, to: draft), by: fixture.librarian) }
        #expect(lowered?.code == "foreign_agents_publication_is_18_plus")
        #expect(try fixture.library.ask(AdultCopiesInTheOpen(), for: fixture.librarian).copies.map(\.inventoryNumber) == [CatalogueFixture.inventory("401")])
        let reader = try Self.fifteenYearOld(fixture)
        #expect(throws: InspectionError.ageRestricted(CatalogueFixture.inventory("401"), mark: .eighteen, age: 15)) {
            try fixture.library.run(Lend(CatalogueFixture.inventory("401"), to: reader), by: fixture.librarian)
        }
        // Struck out of the register, its mark may be lowered; listed again, it is 18+ again.
        let without = "№ в реестре;Автор;Заглавие;ISBN\n8;;Другая книга;\n"
        _ = try fixture.library.run(ImportList(.foreignAgents, fileName: "agents2.csv", bytes: Array(without.utf8)), by: fixture.librarian)
        _ = try fixture.library.run(UpdateTitle(title, to: draft), by: fixture.librarian)
        #expect(try fixture.store.title(title).record.title.ageMark == "12+")
        _ = try fixture.library.run(ImportList(.foreignAgents, fileName: "agents3.csv", bytes: Array(register.utf8)), by: fixture.librarian)
        #expect(try fixture.store.title(title).record.title.ageMark == "18+")
    }

    /// The titles to mark: those of 2012 or later without a mark, and those after 2012 said to need
    /// none («не маркируется» is for items published before 1 September 2012).
    @Test(arguments: StoreFactory.all)
    func aNewTitleSaidToNeedNoMarkIsListedToMark(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        func add(_ name: String, year: String, mark: String) throws {
            var title = TitleDraft()
            title.title = name
            title.year = year
            title.ageMark = mark
            _ = try fixture.library.run(AddTitle(NewTitle(title: title, copies: []), ifCatalogued: .refuse), by: fixture.librarian)
        }
        try add("Старая", year: "2005", mark: "не маркируется")
        try add("Новая", year: "2020", mark: "не маркируется")
        try add("Без знака", year: "2019", mark: "")
        try add("Детская", year: "2021", mark: "6+")
        let listed = try fixture.library.ask(TitlesWithoutAgeMark(), for: fixture.librarian).map(\.record.title.title)
        #expect(Set(listed) == ["Новая", "Без знака"], "\(listed)")
    }

    /// An 18+ title is neither held for a minor nor renewed to one once it is marked so.
    @Test(arguments: StoreFactory.all)
    func anAdultTitleIsNeitherHeldNorRenewedForAMinor(factory: StoreFactory) throws {
        let (fixture, reader) = try Self.markedAboveFifteen(factory)
        let adult = try #require(try fixture.store.copy(CatalogueFixture.inventory("302")).record.titleID as TitleID?)
        let refused = #expect(throws: HoldError.self) {
            try fixture.library.run(PlaceHold(HoldRequest(ticketNumber: reader, target: .title(adult))), by: fixture.librarian)
        }
        #expect(refused?.code == "hold_adult_only" && refused?.message.russian.contains("18+") == true)
        // A 16+ title lent on a librarian's word is renewed as any other.
        let sixteen = try fixture.store.copy(CatalogueFixture.inventory("301")).record.titleID
        _ = try fixture.library.run(Lend(CatalogueFixture.inventory("301"), to: reader, LendingOptions(overridingAgeMark: true)), by: fixture.librarian)
        _ = try fixture.library.run(Renew(CatalogueFixture.inventory("301")), by: fixture.librarian)
        // Marked 18+ while out, it is not renewed to the reader.
        var draft = TitleDraft(try fixture.store.title(sixteen).record.title)
        draft.ageMark = "18+"
        _ = try fixture.library.run(UpdateTitle(sixteen, to: draft), by: fixture.librarian)
        #expect(throws: InspectionError.ageRestricted(CatalogueFixture.inventory("301"), mark: .eighteen, age: 15)) {
            try fixture.library.run(Renew(CatalogueFixture.inventory("301")), by: fixture.librarian)
        }
    }

    /// A minor's hold placed before the title was marked 18+ is passed over: the copy that comes
    /// back is not set aside for a loan the desk would refuse.
    @Test(arguments: StoreFactory.all)
    func aCopyMarked18PlusIsNotSetAsideForAMinorsHold(factory: StoreFactory) throws {
        let (fixture, minor) = try Self.markedAboveFifteen(factory)
        var adult = ReaderDraft.workedExampleIvanov
        adult.ticketNumber = "000777"
        adult.birth = "1980-01-01"
        adult.phone = "+7 900 000-77-77"
        _ = try fixture.library.run(RegisterReader(adult), by: .commandLine())
        let copy = CatalogueFixture.inventory("301")
        let title = try fixture.store.copy(copy).record.titleID
        _ = try fixture.library.run(Lend(copy, to: TicketNumber(validating: "000777")), by: fixture.librarian)
        let hold = try fixture.library.run(PlaceHold(HoldRequest(ticketNumber: minor, target: .title(title))), by: fixture.librarian)
        var draft = TitleDraft(try fixture.store.title(title).record.title)
        draft.ageMark = "18+"
        _ = try fixture.library.run(UpdateTitle(title, to: draft), by: fixture.librarian)
        _ = try fixture.library.run(ReturnCopy(copy), by: fixture.librarian)
        #expect(try fixture.store.hold(hold.id).state == .queued, "passed over, not set aside")
        #expect(try fixture.store.copy(copy).record.copy.status == .available)
    }
}
