import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// The catalogue's search, the same on every store: word forms, spelling, identifiers and order.
@Suite("Store contract: catalogue search")
struct SearchContractTests {
    /// A small library of real books.
    static func library(_ factory: StoreFactory, clock: FixedClock = Samples.clock()) throws -> any LibraryStore {
        let store = try factory.make(clock)
        for (index, book) in SearchSamples.books.enumerated() {
            _ = try store.addTitle(book, copies: [Samples.copy("\(1000 + index)", barcode: "20000\(1000 + index)")])
        }
        return store
    }

    static func titles(_ store: any LibraryStore, _ text: String, availability: Availability = .all) throws -> [String] {
        try store.searchTitles(CatalogQuery(text: text, availability: availability)).page.items.map(\.record.title.title)
    }

    @Test(arguments: StoreFactory.all)
    func findsWordFormsOfRussianAndEnglishWords(factory: StoreFactory) throws {
        let store = try Self.library(factory)
        for text in ["войны", "войне", "ВОЙНУ", "войнами и миром"] {
            #expect(try Self.titles(store, text).contains("Война и мир"), "\(text)")
        }
        #expect(try Self.titles(store, "Толстого").contains("Война и мир"))
        #expect(try Self.titles(store, "толстого").contains("Анна Каренина"))
        #expect(try Self.titles(store, "пушкина").first == "Капитанская дочка")
        #expect(try Self.titles(store, "ёлки").contains("Ёлка у Ивановых"))
        #expect(try Self.titles(store, "елка").contains("Ёлка у Ивановых"))
        #expect(try Self.titles(store, "wars") == ["The War of the Worlds"])
        #expect(try Self.titles(store, "worlds war").first == "The War of the Worlds")
        #expect(try Self.titles(store, "стихи о войне").first == "Стихи про войну")
        #expect(try Self.titles(store, "\"; DROP TABLE titles; --").isEmpty)
    }

    /// Snowball stems «Чехов» to `чех` but «чехова» to `чехов`: a surname in -ов, -ев typed in
    /// another case finds its books at once, with no «nothing found» and correction.
    @Test(arguments: StoreFactory.all)
    func findsASurnameInAnyCaseAtOnce(factory: StoreFactory) throws {
        let store = try Self.library(factory)
        for (text, title) in [("чехова", "Дуэль"), ("Чехову ", "Дуэль"), ("чеховым", "Дуэль"), ("лермонтова", "Герой нашего времени"),
                              ("симонова", "Стихи про войну"), ("вересаева ", "Пушкин в жизни"), ("дуэль чехова", "Дуэль")] {
            let found = try store.searchTitles(CatalogQuery(text: text))
            #expect(found.suggestion == nil, "\(text)")
            #expect(found.page.items.first?.record.title.title == title, "\(text)")
        }
        #expect(try Self.titles(store, "чехов") == ["Дуэль"])
    }

    @Test(arguments: StoreFactory.all)
    func matchesTheLastWordAsItIsTyped(factory: StoreFactory) throws {
        let store = try Self.library(factory)
        #expect(try Self.titles(store, "капит").first == "Капитанская дочка")
        #expect(try Self.titles(store, "война и ми").first == "Война и мир")
        #expect(try Self.titles(store, "герой наш").first == "Герой нашего времени")
        // Only the last word is a beginning: the one before it is a whole word.
        #expect(try Self.titles(store, "врем нашего").isEmpty)
        // A text ending with a space has its last word complete.
        #expect(try Self.titles(store, "капит ").isEmpty)
    }

    @Test(arguments: StoreFactory.all)
    func ranksExactTitlesThenAuthorsThenByWhereTheWordsAre(factory: StoreFactory) throws {
        let store = try Self.library(factory)
        // The exact title before longer titles and before the author's name in other books.
        let war = try Self.titles(store, "война и мир")
        #expect(war.first == "Война и мир")
        // Every word among the authors: the author's books first, then titles that name him.
        let pushkin = try Self.titles(store, "пушкин")
        #expect(Array(pushkin.prefix(2)).sorted() == ["Капитанская дочка", "Пиковая дама"])
        #expect(pushkin.last == "Пушкин в жизни")
        // A word in the title counts more than in the subjects, and more there than in the annotation.
        #expect(try Self.titles(store, "дуэль") == ["Дуэль", "Герой нашего времени", "Пиковая дама"])
    }

    @Test(arguments: StoreFactory.all)
    func breaksTiesByACopyOnTheShelfThenByTheNewerEdition(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        var older = Samples.title("Азбука", author: "Жукова Н. С.")
        older.year = 1990
        var newer = older
        newer.year = 2020
        let onLoan = try store.addTitle(newer, copies: [Samples.copy("1")])
        _ = try store.addTitle(older, copies: [Samples.copy("2")])
        var newest = older
        newest.year = 2024
        _ = try store.addTitle(newest, copies: [Samples.copy("3")])
        _ = try store.addTitle(Samples.title("Азбука", author: "Ушинский К. Д."), copies: [])
        _ = try store.addReader(Samples.reader("1", phone: "+7 900 000-00-01"))
        _ = try store.lend(Samples.inventory("1"), to: Samples.ticket("1"), dueOn: nil)
        let found = try store.searchTitles(CatalogQuery(text: "азбука")).page.items
        #expect(found.map(\.record.title.year) == [2024, 1990, 2020, nil])
        #expect(found[2].record.id == onLoan.record.id)
    }

    @Test(arguments: StoreFactory.all)
    func suggestsTheNearestSpellingFromTheCatalogue(factory: StoreFactory) throws {
        let store = try Self.library(factory)
        let typo = try store.searchTitles(CatalogQuery(text: "Тостой"))
        #expect(typo.suggestion == SpellingSuggestion(text: "толстой", isShown: true))
        #expect(typo.page.items.map(\.record.title.title).sorted() == ["Анна Каренина", "Война и мир"])
        let two = try store.searchTitles(CatalogQuery(text: "капитанская дочкв"))
        #expect(two.suggestion?.text == "капитанская дочка")
        #expect(two.page.items.first?.record.title.title == "Капитанская дочка")
        // Found as typed: nothing to suggest.
        #expect(try store.searchTitles(CatalogQuery(text: "толстой")).suggestion == nil)
        // Nothing near enough.
        let nonsense = try store.searchTitles(CatalogQuery(text: "шшшшшшш"))
        #expect(nonsense.suggestion == nil && nonsense.page.items.isEmpty)
    }

    @Test(arguments: StoreFactory.all)
    func theVocabularyFollowsTheCatalogue(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let added = try store.addTitle(Samples.title("Левиафан", author: "Акунин Б."), copies: [])
        #expect(try store.searchTitles(CatalogQuery(text: "левиафанн")).suggestion?.text == "левиафан")
        var renamed = added.record.title
        renamed.title = "Азазель"
        _ = try store.updateTitle(added.record.id, with: renamed)
        #expect(try store.searchTitles(CatalogQuery(text: "левиафанн")).suggestion == nil)
        #expect(try store.searchTitles(CatalogQuery(text: "азазел")).page.items.count == 1)
        #expect(try store.searchTitles(CatalogQuery(text: "азазелл")).suggestion?.text == "азазель")
        try store.deleteTitle(added.record.id)
        #expect(try store.searchTitles(CatalogQuery(text: "азазелл")).suggestion == nil)
    }

    @Test(arguments: StoreFactory.all)
    func findsISBNsAndGoesStraightToTheirTitle(factory: StoreFactory) throws {
        let store = try Self.library(factory)
        for text in ["978-5-17-079585-7", "9785170795857", "5-17-079585-8", "ISBN 5170795858"] {
            let found = try store.searchTitles(CatalogQuery(text: text))
            #expect(found.page.items.map(\.record.title.title) == ["Герой нашего времени"], "\(text)")
            #expect(found.identifier?.kind == .isbn)
            #expect(found.destination == .title(found.page.items[0].record.id))
        }
        let missing = try store.searchTitles(CatalogQuery(text: "978-0-14-044913-6"))
        #expect(missing.page.items.isEmpty && missing.destination == nil)
    }

    @Test(arguments: StoreFactory.all)
    func findsCopiesByInventoryNumberAndBarcode(factory: StoreFactory) throws {
        let store = try Self.library(factory)
        let byNumber = try store.searchTitles(CatalogQuery(text: "1000"))
        #expect(byNumber.page.items.map(\.record.title.title) == ["Война и мир"])
        #expect(byNumber.identifier?.kind == .inventoryNumber)
        #expect(byNumber.destination == .copy(Samples.inventory("1000"), title: byNumber.page.items[0].record.id))
        let byBarcode = try store.searchTitles(CatalogQuery(text: "200001001"))
        #expect(byBarcode.identifier?.kind == .barcode)
        #expect(byBarcode.destination == .copy(Samples.inventory("1001"), title: byBarcode.page.items[0].record.id))
        // A number that is also a title's word: the copy first, then the title, and nowhere to jump.
        _ = try store.addTitle(Samples.title("1984", author: "Оруэлл Д."), copies: [Samples.copy("1984")])
        _ = try store.addCopy(Samples.copy("7"), to: try store.searchTitles(CatalogQuery(text: "капитанская")).page.items[0].record.id)
        _ = try store.addTitle(Samples.title("Книга 7 чудес", author: "Иванов И."), copies: [])
        let both = try store.searchTitles(CatalogQuery(text: "7"))
        #expect(both.page.items.map(\.record.title.title) == ["Капитанская дочка", "Книга 7 чудес"])
        #expect(both.identifier?.copy == Samples.inventory("7") && both.destination == nil)
        // A number shaped like an author sign, which no title has: the copy it numbers.
        _ = try store.addTitle(Samples.title("Азбука", author: "Жукова Н."), copies: [Samples.copy("Б123")])
        let lettered = try store.searchTitles(CatalogQuery(text: "Б123"))
        #expect(lettered.identifier?.kind == .inventoryNumber && lettered.page.items.map(\.record.title.title) == ["Азбука"], "\(lettered.identifier as Any)")
        // A barcode that passes an ISBN-10's check (one number in eleven does), which no title has as its ISBN.
        _ = try store.addTitle(Samples.title("Букварь", author: "Горецкий В. Г."), copies: [Samples.copy("Б124", barcode: "2024000010")])
        let barcode = try store.searchTitles(CatalogQuery(text: "2024000010"))
        #expect(barcode.identifier?.kind == .barcode && barcode.page.items.map(\.record.title.title) == ["Букварь"], "\(barcode.identifier as Any)")
        #expect(try store.searchTitles(CatalogQuery(text: "0-306-40615-2")).page.items.isEmpty, "an ISBN nobody has finds nothing")
    }

    @Test(arguments: StoreFactory.all)
    func findsClassesAndAuthorSigns(factory: StoreFactory) throws {
        let store = try Self.library(factory)
        let russian = try Self.titles(store, "84(2Рос=Рус)1")
        #expect(russian.sorted() == ["Анна Каренина", "Война и мир", "Герой нашего времени", "Дуэль", "Капитанская дочка",
                                     "Пиковая дама", "Ёлка у Ивановых"].sorted())
        let english = try store.searchTitles(CatalogQuery(text: "84(4Вел)"))
        #expect(english.page.items.map(\.record.title.title) == ["The War of the Worlds"])
        #expect(english.identifier?.kind == .classification)
        #expect(english.destination == .title(english.page.items[0].record.id))
        #expect(try Self.titles(store, "821.161.1").count == 8)
        for text in ["Л49", "л 49", "Л-49"] {
            let sign = try store.searchTitles(CatalogQuery(text: text))
            #expect(sign.page.items.map(\.record.title.title) == ["Герой нашего времени"], "\(text)")
            #expect(sign.identifier?.kind == .authorSign)
        }
    }

    @Test(arguments: StoreFactory.all)
    func keepsTheFiltersOfTheList(factory: StoreFactory) throws {
        let store = try Self.library(factory)
        _ = try store.addReader(Samples.reader("1", phone: "+7 900 000-00-01"))
        _ = try store.lend(Samples.inventory("1000"), to: Samples.ticket("1"), dueOn: nil)
        #expect(try Self.titles(store, "толстой", availability: .onLoan) == ["Война и мир"])
        #expect(try Self.titles(store, "толстой", availability: .available) == ["Анна Каренина"])
        #expect(try Self.titles(store, "1000", availability: .available).isEmpty)
    }

    @Test(arguments: StoreFactory.all)
    func pagesThroughALargeSetOnceEach(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        for index in 1...260 {
            _ = try store.addTitle(Samples.title("Сказки \(index)", author: index % 2 == 0 ? "Сказкин С." : "Петров П."), copies: [])
        }
        var seen: [String] = []
        var page = PageRequest(offset: 0, limit: 40)
        while true {
            let found = try store.searchTitles(CatalogQuery(text: "сказки", page: page)).page
            seen += found.items.map(\.record.title.title)
            guard found.hasMore else { break }
            page.offset += page.limit
        }
        #expect(seen.count == 260 && Set(seen).count == 260)
    }
}
