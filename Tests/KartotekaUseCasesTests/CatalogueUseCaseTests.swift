import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

@Suite("Use cases: titles and copies")
struct CatalogueUseCaseTests {
    /// A copy catalogued at a branch with no storage place of its own is placed under the branch's
    /// code — what IRBIS gets for it (910^D), and what an import reads back to that branch — and
    /// at the main branch under the library's default.
    @Test(arguments: StoreFactory.all)
    func aNewCopysStoragePlaceIsItsBranchs(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let atVillage = try fixture.library.ask(DefaultStoragePlace(), for: .commandLine(branch: ReadersFixture.village))
        #expect(atVillage == ReadersFixture.village.rawValue)
        let atMain = try fixture.library.ask(DefaultStoragePlace(), for: .commandLine())
        #expect(try atMain == fixture.store.settings().defaultStoragePlace)
    }

    @Test(arguments: StoreFactory.all)
    func cataloguingABookWritesItsAuditLineWithTheDefaultPlace(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        var settings = try fixture.store.settings()
        settings.defaultStoragePlace = "АБ"
        try fixture.store.saveSettings(settings)
        let book = CatalogueFixture.book("Азбука", author: "Жукова", copies: ["101", "102"])
        let added = try fixture.library.run(AddTitle(book, ifCatalogued: .refuse), by: fixture.librarian)
        #expect(added.addedCopies.map(\.rawValue) == ["101", "102"])
        #expect(added.details.copies.map(\.record.copy.storagePlace) == ["АБ", "АБ"])
        let id = added.details.record.id
        #expect(try fixture.auditLines() == ["librarian: add title — title \(id) with copies 101, 102"])
    }

    @Test(arguments: StoreFactory.all)
    func aLookalikeIsRefusedWithNothingWrittenUnlessConfirmed(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let first = try fixture.library.run(AddTitle(CatalogueFixture.book("Азбука", author: "Жукова", copies: ["1"]), ifCatalogued: .refuse),
                                            by: fixture.librarian)
        let again = CatalogueFixture.book("Азбука", author: "Жукова", copies: ["2"])
        #expect(throws: TitleLooksCatalogued(first.details.record)) {
            try fixture.library.run(AddTitle(again, ifCatalogued: .refuseLookalike), by: fixture.librarian)
        }
        #expect(try fixture.titleCount() == 1)
        #expect(try fixture.store.existingCopy(CatalogueFixture.inventory("2")) == nil)
        #expect(try fixture.auditLines().count == 1)
        let confirmed = try fixture.library.run(AddTitle(again, ifCatalogued: .refuse), by: fixture.librarian)
        #expect(confirmed.details.record.id != first.details.record.id)
        // The second volume of a set is another book, not a lookalike of the first.
        var volumeOne = CatalogueFixture.book("Собрание сочинений", author: "Толстой", copies: ["11"])
        volumeOne.title.volume = "Т. 1"
        _ = try fixture.library.run(AddTitle(volumeOne, ifCatalogued: .refuseLookalike), by: fixture.librarian)
        var volumeTwo = CatalogueFixture.book("Собрание сочинений", author: "Толстой", copies: ["12"])
        volumeTwo.title.volume = "Т. 2"
        #expect(try fixture.library.run(AddTitle(volumeTwo, ifCatalogued: .refuseLookalike), by: fixture.librarian).details.record.title.volume
                == "Т. 2")
    }

    @Test(arguments: StoreFactory.all)
    func copiesJoinTheTitleWithTheSameISBNWhenAsked(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let isbn = "978-5-17-079585-7"
        let first = try fixture.library.run(AddTitle(CatalogueFixture.book("Герой", author: "Лермонтов", isbn: isbn, copies: ["1"]),
                                                     ifCatalogued: .refuse), by: .commandLine())
        let book = CatalogueFixture.book("Герой нашего времени", author: "Лермонтов", isbn: isbn, copies: ["2"])
        #expect(throws: CatalogError.isbnTaken(try ISBN(parsing: isbn), by: first.details.record.id)) {
            try fixture.library.run(AddTitle(book, ifCatalogued: .refuse), by: .commandLine())
        }
        let joined = try fixture.library.run(AddTitle(book, ifCatalogued: .addCopies), by: .commandLine())
        #expect(joined.addedToExistingTitle && joined.details.copies.count == 2)
        #expect(try fixture.auditLines().last == "command line: add title — copy 2 to title \(first.details.record.id)")
    }

    @Test(arguments: StoreFactory.all)
    func changingAndRemovingCopiesAndTitlesIsAudited(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let librarian = fixture.librarian
        let id = try fixture.library.run(AddTitle(CatalogueFixture.book("Азбука", author: "Жукова", copies: ["1"]), ifCatalogued: .refuse),
                                         by: librarian).details.record.id
        _ = try fixture.library.run(AddCopy(CopyDraft(inventoryNumber: "2"), to: id), by: librarian)
        var draft = CopyDraft(try fixture.store.copy(CatalogueFixture.inventory("2")).record.copy)
        draft.inventoryNumber = "3"
        let renumbered = try fixture.library.run(UpdateCopy(CatalogueFixture.inventory("2"), to: draft), by: librarian)
        #expect(renumbered.record.inventoryNumber.rawValue == "3")
        var title = TitleDraft(try fixture.store.title(id).record.title)
        title.title = "Букварь"
        #expect(try fixture.library.run(UpdateTitle(id, to: title), by: librarian).record.title.title == "Букварь")
        _ = try fixture.library.run(DeleteCopy(CatalogueFixture.inventory("3")), by: librarian)
        _ = try fixture.library.run(DeleteTitle(id), by: librarian)
        #expect(try fixture.auditLines().dropFirst() == [
            "librarian: add copy — copy 2 to title \(id)", "librarian: update copy — copy 2, now 3", "librarian: update title — title \(id)",
            "librarian: delete copy — copy 3 of title \(id)", "librarian: delete title — title \(id)",
        ])
    }

    @Test(arguments: StoreFactory.all)
    func aHelperMayNotChangeTheCatalogue(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        #expect(throws: UseCaseRefusal(action: AddTitle.action)) {
            try fixture.library.run(AddTitle(CatalogueFixture.book("Азбука", author: "Жукова", copies: ["1"]), ifCatalogued: .refuse),
                                    by: fixture.helper)
        }
        #expect(throws: UseCaseRefusal(action: DeleteTitle.action)) {
            try fixture.library.run(DeleteTitle(TitleID(1)), by: .reader(try TicketNumber(validating: "000104")))
        }
        #expect(try fixture.titleCount() == 0)
        #expect(try fixture.auditLines().isEmpty)
    }

    @Test(arguments: StoreFactory.all)
    func aRefusedEditLeavesTheCopyAsItWas(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let id = try fixture.library.run(AddTitle(CatalogueFixture.book("Азбука", author: "Жукова", copies: ["1", "2"]),
                                                  ifCatalogued: .refuse), by: fixture.librarian).details.record.id
        var draft = CopyDraft(try fixture.store.copy(CatalogueFixture.inventory("2")).record.copy)
        draft.inventoryNumber = "1"
        #expect(throws: CatalogError.inventoryNumberTaken(CatalogueFixture.inventory("1"))) {
            try fixture.library.run(UpdateCopy(CatalogueFixture.inventory("2"), to: draft), by: fixture.librarian)
        }
        #expect(try fixture.store.title(id).copies.map(\.record.inventoryNumber.rawValue) == ["1", "2"])
        #expect(try fixture.auditLines().count == 1)
    }

    /// Delete is for a mistake made today; a copy that joined the fund earlier leaves it only by
    /// an act of write-off, and the refusal says so.
    @Test(arguments: StoreFactory.all)
    func aCopyOfTheFundIsNotDeletedButWrittenOff(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let book = CatalogueFixture.book("Азбука", author: "Жукова", copies: ["11", "12", "13"])
        let id = try fixture.library.run(AddTitle(book, ifCatalogued: .refuse), by: fixture.librarian).details.record.id
        _ = try fixture.library.run(DeleteCopy(CatalogueFixture.inventory("13")), by: fixture.librarian)
        fixture.clock.advance(days: 1)
        let refused = #expect(throws: CatalogError.copyInFund(CatalogueFixture.inventory("11"), since: CatalogueFixture.today)) {
            try fixture.library.run(DeleteCopy(CatalogueFixture.inventory("11")), by: fixture.librarian)
        }
        #expect(refused?.message.russian.contains("акту списания") == true)
        #expect(throws: CatalogError.titleHasCopiesInFund(id, count: 2)) { try fixture.library.run(DeleteTitle(id), by: fixture.librarian) }
        #expect(try fixture.store.title(id).copies.count == 2)
    }

    /// `2002-2005` typed as the inventory number adds four copies at once; `У1-10` is one number.
    @Test(arguments: StoreFactory.all)
    func aRangeOfInventoryNumbersAddsACopyForEach(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let id = try fixture.library.run(AddTitle(CatalogueFixture.book("Азбука", author: "Жукова", copies: []), ifCatalogued: .refuse),
                                         by: fixture.librarian).details.record.id
        let first = try fixture.library.run(AddCopy(CopyDraft(inventoryNumber: "2002-2005"), to: id), by: fixture.librarian)
        #expect(first.inventoryNumber.rawValue == "2002")
        _ = try fixture.library.run(AddCopy(CopyDraft(inventoryNumber: "У1-10"), to: id), by: fixture.librarian)
        #expect(Set(try fixture.store.title(id).copies.map(\.record.inventoryNumber.rawValue)) == ["2002", "2003", "2004", "2005", "У1-10"])
        #expect(try fixture.auditLines().last == "librarian: add copy — copy У1-10 to title \(id)")
        #expect(try fixture.auditLines().dropLast().last == "librarian: add copy — copies 2002–2005 to title \(id)")
        // One number taken already: none of the range is added.
        #expect(throws: CatalogError.inventoryNumberTaken(CatalogueFixture.inventory("2005"))) {
            try fixture.library.run(AddCopy(CopyDraft(inventoryNumber: "2005-2006"), to: id), by: fixture.librarian)
        }
        #expect(try fixture.store.title(id).copies.count == 5)
        #expect(InventoryRange.numbers(in: "0098-0101") == ["0098", "0099", "0100", "0101"] && InventoryRange.numbers(in: "5-3") == nil)
    }
}

/// Editing a title changes what was changed: the other authors' full names and a keyword with a
/// comma, shown on one line and sent back as shown, stay as stored; an author sign emptied is
/// computed again from the surname.
@Suite("Use cases: editing a title")
struct TitleEditingTests {
    @Test(arguments: StoreFactory.all)
    func anEditKeepsWhatTheFormCannotShowAndComputesAnEmptiedSign(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        var stored = Title(firstAuthor: PersonName(parsing: "Толстой Л. Н."), title: "Война и мир", year: 2010)
        stored.otherAuthors = [PersonName(surname: "Jones", initials: "V.", givenNames: "Vaughan")]
        stored.keywords = ["Authors, Russian", "роман"]
        let id = try fixture.store.addTitle(stored, copies: []).record.id
        var draft = TitleDraft(try fixture.store.title(id).record.title)
        draft.year = "2011"
        draft.authorSign = ""
        _ = try fixture.library.run(UpdateTitle(id, to: draft), by: fixture.librarian)
        let edited = try fixture.store.title(id).record.title
        #expect(edited.year == 2011 && edited.otherAuthors.first?.givenNames == "Vaughan" && edited.keywords == ["Authors, Russian", "роман"])
        #expect(!edited.authorSign.isEmpty && edited.authorSign.hasPrefix("Т"), "\(edited.authorSign)")
        // Typed anew, they are read as typed.
        draft.keywords = "проза"
        _ = try fixture.library.run(UpdateTitle(id, to: draft), by: fixture.librarian)
        #expect(try fixture.store.title(id).record.title.keywords == ["проза"])
    }
}
