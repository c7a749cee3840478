import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

@Suite("Store contract: catalogue")
struct CatalogContractTests {
    @Test(arguments: StoreFactory.all)
    func addsAndReadsATitleWithCopies(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let added = try store.addTitle(Samples.lermontov, copies: [Samples.copy("12345"), Samples.copy("12346")])
        #expect(added.record.title == Samples.lermontov)
        #expect(added.copies.map(\.record.inventoryNumber.rawValue) == ["12345", "12346"])
        let read = try store.title(added.record.id)
        #expect(read == added)
        #expect(try store.title(isbn: ISBN(parsing: "5-17-079585-8"))?.id == added.record.id)
        #expect(try store.copy(Samples.inventory("12346")).record.titleID == added.record.id)
    }

    @Test(arguments: StoreFactory.all)
    func keepsAndFindsATitlesSeries(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        var title = Samples.lermontov
        title.series = "Школьная библиотека"
        title.seriesNumber = "5"
        let added = try store.addTitle(title, copies: [Samples.copy("12345")])
        #expect(try store.title(added.record.id).record.title == title)
        // Its words are searched with the subtitle and the keywords.
        #expect(try store.listTitles(CatalogQuery(text: "школьная библиотека")).items.map(\.record.id) == [added.record.id])
        title.series = ""
        title.seriesNumber = ""
        _ = try store.updateTitle(added.record.id, with: title)
        #expect(try store.title(added.record.id).record.title.series.isEmpty)
        #expect(try store.listTitles(CatalogQuery(text: "школьная")).items.isEmpty)
    }

    /// A number typed in the wrong keyboard layout (`А12` in Cyrillic for the label's Latin `A12`)
    /// finds no copy, and the refusal names the copy it looks like, whatever asked for it.
    @Test(arguments: StoreFactory.all)
    func aNumberTypedInTheOtherAlphabetNamesTheCopyItLooksLike(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        _ = try store.addTitle(Samples.lermontov, copies: [Samples.copy("A12"), Samples.copy("ЧЗ-7")])
        _ = try store.addReader(Samples.reader("000123", phone: "+7 900 000-00-00"))
        let typed = Samples.inventory("А12")
        #expect(throws: CatalogError.copyNotFound(typed, lookAlike: Samples.inventory("A12"))) { try store.copy(typed) }
        #expect(throws: CatalogError.copyNotFound(typed, lookAlike: Samples.inventory("A12"))) {
            try store.lend(typed, to: Samples.ticket("000123"), dueOn: nil)
        }
        #expect(throws: CatalogError.copyNotFound(Samples.inventory("4З-7"), lookAlike: nil)) { try store.copy(Samples.inventory("4З-7")) }
        let latin = Samples.inventory("ЧЗ-7").lookAlikes
        #expect(latin.isEmpty, "Ч and З have no Latin look-alikes")
        #expect(CatalogError.copyNotFound(typed, lookAlike: Samples.inventory("A12")).message.text(in: .russian).contains("раскладку"))
    }

    /// A new copy, or a copy renumbered, whose number prints like another copy's (`А12` in
    /// Cyrillic beside a Latin `A12`) is refused naming that copy; a copy keeps its own number.
    @Test(arguments: StoreFactory.all)
    func aNumberThatPrintsLikeAnotherCopysIsRefused(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let added = try store.addTitle(Samples.lermontov, copies: [Samples.copy("A12"), Samples.copy("7")])
        let refusal = CatalogError.inventoryNumberTaken(Samples.inventory("А12"), lookAlike: Samples.inventory("A12"))
        #expect(throws: refusal) { try store.addCopy(Samples.copy("А12"), to: added.record.id) }
        #expect(throws: refusal) { try store.updateCopy(Samples.inventory("7"), with: Samples.copy("А12")) }
        #expect(throws: refusal) { try store.addTitle(Samples.title("Азбука", author: "Жукова Н. С."), copies: [Samples.copy("А12")]) }
        #expect(try store.listTitles(CatalogQuery()).items.count == 1)
        #expect(try store.copy(Samples.inventory("7")).record.inventoryNumber.rawValue == "7")
        var moved = Samples.copy("A12")
        moved.storagePlace = "ЧЗ"
        #expect(try store.updateCopy(Samples.inventory("A12"), with: moved).copy.storagePlace == "ЧЗ")
        #expect(refusal.code == "inventory_number_taken" && refusal.message.text(in: .russian).contains("латиница"))
        #expect(refusal.message.text(in: .english).contains("prints the same as A12"))
        // A number that mixes both alphabets (Cyrillic А, Latin B) prints like the all-Latin one too.
        _ = try store.addCopy(Samples.copy("АB7"), to: added.record.id)
        #expect(throws: CatalogError.inventoryNumberTaken(Samples.inventory("AB7"), lookAlike: Samples.inventory("АB7"))) {
            try store.addCopy(Samples.copy("AB7"), to: added.record.id)
        }
        #expect(Set(Samples.inventory("АB7").lookAlikes.map(\.rawValue)) == ["AB7", "АВ7", "AВ7"])
    }

    @Test(arguments: StoreFactory.all)
    func refusesADuplicateInventoryNumberAndWritesNothing(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        _ = try store.addTitle(Samples.title("Азбука", author: "Жукова Н. С."), copies: [Samples.copy("1")])
        #expect(throws: CatalogError.inventoryNumberTaken(Samples.inventory("1"))) {
            try store.addTitle(Samples.lermontov, copies: [Samples.copy("2"), Samples.copy("1")])
        }
        #expect(try store.title(isbn: ISBN(parsing: "9785170795857")) == nil)
        #expect(throws: CatalogError.copyNotFound(Samples.inventory("2"))) { try store.copy(Samples.inventory("2")) }
        #expect(try store.listTitles(CatalogQuery()).items.count == 1)
    }

    @Test(arguments: StoreFactory.all)
    func refusesADuplicateISBNWithTheTitleToAddACopyTo(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let first = try store.addTitle(Samples.lermontov, copies: [])
        #expect(throws: CatalogError.isbnTaken(Samples.lermontov.isbn!, by: first.record.id)) {
            try store.addTitle(Samples.lermontov, copies: [Samples.copy("9")])
        }
        let copy = try store.addCopy(Samples.copy("9"), to: first.record.id)
        #expect(copy.titleID == first.record.id)
    }

    @Test(arguments: StoreFactory.all)
    func refusesADuplicateBarcodeNamingItsCopy(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let title = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1", barcode: "B-1")])
        #expect(throws: CatalogError.barcodeTaken("B-1", by: Samples.inventory("1"))) {
            try store.addCopy(Samples.copy("2", barcode: "B-1"), to: title.record.id)
        }
        #expect(try store.copy(barcode: "B-1").record.inventoryNumber == Samples.inventory("1"))
    }

    @Test(arguments: StoreFactory.all)
    func searchFoldsCaseAndYoAndMatchesPrefixes(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        _ = try store.addTitle(Samples.lermontov, copies: [])
        _ = try store.addTitle(Samples.title("Ёлка в Сокольниках", author: "Бонч-Бруевич В. Д."), copies: [])
        _ = try store.addTitle(Samples.title("The Adventures of Tom Sawyer", author: "Mark Twain", isbn: "0451526538"), copies: [])
        func titles(_ text: String) throws -> [String] {
            try store.listTitles(CatalogQuery(text: text)).items.map(\.record.title.title)
        }
        #expect(try titles("ГЕРОЙ") == ["Герой нашего времени"])
        #expect(try titles("лермонтова гер") == ["Герой нашего времени"])
        #expect(try titles("елка") == ["Ёлка в Сокольниках"])
        #expect(try titles("ёлка") == ["Ёлка в Сокольниках"])
        #expect(try titles("аст") == ["Герой нашего времени"])
        #expect(try titles("классика") == ["Герой нашего времени"])
        #expect(try titles("9785170795857") == ["Герой нашего времени"])
        #expect(try titles("978-5-17-079585-7") == ["Герой нашего времени"])
        #expect(try titles("5170795858") == ["Герой нашего времени"])
        #expect(try titles("twain") == ["The Adventures of Tom Sawyer"])
        #expect(try titles("\"; DROP TABLE titles; --") == [])
        #expect(try titles("").count == 3)
    }

    @Test(arguments: StoreFactory.all)
    func aBroadSearchStillPagesThroughEveryMatch(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        for index in 1...520 {
            _ = try store.addTitle(Samples.title("Книга \(index)", author: "Автор А."), copies: [])
        }
        _ = try store.addTitle(Samples.title("Азбука", author: "Автор А."), copies: [])
        var seen: Set<String> = []
        var page = PageRequest(offset: 0, limit: 200)
        while true {
            let found = try store.listTitles(CatalogQuery(text: "кни", page: page))
            seen.formUnion(found.items.map(\.record.title.title))
            guard found.hasMore else { break }
            page.offset += page.limit
        }
        #expect(seen.count == 520 && !seen.contains("Азбука"))
        #expect(try store.listTitles(CatalogQuery(text: "книга 17")).items.map(\.record.title.title).sorted()
            == ["Книга 17", "Книга 170", "Книга 171", "Книга 172", "Книга 173", "Книга 174", "Книга 175", "Книга 176", "Книга 177",
                "Книга 178", "Книга 179"].sorted())
    }

    @Test(arguments: StoreFactory.all)
    func listsByAuthorThenTitleInPages(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        for (index, surname) in ["Чехов", "Антонов", "Булгаков", "Яковлев", "Гоголь"].enumerated() {
            _ = try store.addTitle(Samples.title("Книга \(index)", author: "\(surname) А. А."), copies: [])
        }
        let first = try store.listTitles(CatalogQuery(page: PageRequest(offset: 0, limit: 2)))
        #expect(first.items.map { $0.record.title.firstAuthor!.surname } == ["Антонов", "Булгаков"])
        #expect(first.hasMore)
        let last = try store.listTitles(CatalogQuery(page: PageRequest(offset: 4, limit: 2)))
        #expect(last.items.map { $0.record.title.firstAuthor!.surname } == ["Яковлев"])
        #expect(!last.hasMore)
    }

    @Test(arguments: StoreFactory.all)
    func findsTitlesByTitlePrefixIgnoringCase(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        _ = try store.addTitle(Samples.lermontov, copies: [])
        _ = try store.addTitle(Samples.title("Герои Эллады", author: "Кун Н. А."), copies: [])
        _ = try store.addTitle(Samples.title("Мастер и Маргарита", author: "Булгаков М. А."), copies: [])
        #expect(try store.titles(titlePrefix: "гер", limit: 10).map(\.title.title) == ["Герои Эллады", "Герой нашего времени"])
        #expect(try store.titles(titlePrefix: "", limit: 10).count == 3)
        #expect(try store.titles(titlePrefix: "z", limit: 10).isEmpty)
    }

    @Test(arguments: StoreFactory.all)
    func updatesTitlesAndCopies(factory: StoreFactory) throws {
        let clock = Samples.clock()
        let store = try factory.make(clock)
        let added = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1")])
        clock.advance(days: 1)
        var changed = Samples.lermontov
        changed.subtitle = "роман"
        let updated = try store.updateTitle(added.record.id, with: changed)
        #expect(updated.title.subtitle == "роман")
        #expect(updated.updatedAt > updated.createdAt)
        var copy = Samples.copy("1-А")
        copy.status = .bindery
        let renumbered = try store.updateCopy(Samples.inventory("1"), with: copy)
        #expect(renumbered.copy.inventoryNumber == Samples.inventory("1-А"))
        #expect(renumbered.copy.status == .bindery)
        #expect(throws: CatalogError.copyNotFound(Samples.inventory("1"))) { try store.copy(Samples.inventory("1")) }
        #expect(throws: CatalogError.titleNotFound(TitleID(999))) { try store.updateTitle(TitleID(999), with: changed) }
    }

    @Test(arguments: StoreFactory.all)
    func deletesTitlesWithTheirCopies(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let added = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1"), Samples.copy("2")])
        try store.deleteCopy(Samples.inventory("2"))
        try store.deleteTitle(added.record.id)
        #expect(throws: CatalogError.titleNotFound(added.record.id)) { try store.title(added.record.id) }
        #expect(throws: CatalogError.copyNotFound(Samples.inventory("1"))) { try store.copy(Samples.inventory("1")) }
        #expect(try store.listTitles(CatalogQuery(text: "герой")).items.isEmpty)
        _ = try store.addTitle(Samples.lermontov, copies: [Samples.copy("1")])
    }
}

@Suite("Store contract: cataloguing a scanned book")
struct CataloguingContractTests {
    @Test(arguments: StoreFactory.all)
    func aKnownISBNGetsACopyInsteadOfADuplicateTitle(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let first = try store.catalogue(Samples.lermontov, copies: [Samples.copy("1")])
        #expect(!first.addedToExistingTitle)
        var retyped = Samples.lermontov
        retyped.title = "Герой нашего времени (другая запись)"
        let second = try store.catalogue(retyped, copies: [Samples.copy("2")])
        #expect(second.addedToExistingTitle)
        #expect(second.details.record.id == first.details.record.id)
        #expect(second.details.record.title.title == "Герой нашего времени")
        #expect(second.details.copies.map(\.record.inventoryNumber.rawValue) == ["1", "2"])
        #expect(throws: CatalogError.inventoryNumberTaken(Samples.inventory("2"))) {
            try store.catalogue(Samples.title("Другая книга", author: "Петров П. П."), copies: [Samples.copy("2")])
        }
        #expect(try store.listTitles(CatalogQuery()).items.count == 1)
    }
}
