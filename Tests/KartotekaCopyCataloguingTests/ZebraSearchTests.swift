import KartotekaCopyCataloguing
import KartotekaMetadata
import KartotekaCore
import KartotekaTestSupport
import Testing

/// Searches of a real Zebra server on loopback (started once per test process): RUSMARC in
/// Windows-1251 and MARC 21 in UTF-8 over Z39.50, and MARC 21 over SRU.
@Suite("Copy cataloguing against Zebra")
struct ZebraSearchTests {
    let client = CopyCataloguingClient(allowsLocalTargets: true)

    @Test("An ISBN found in the Windows-1251 RUSMARC database reads in full, its BBK, UDC and author sign kept")
    func isbnInRUSMARC() throws {
        let result = client.search(.isbn(try ISBN(parsing: "9785170795857")), on: [try TestZebra.rusmarc()])
        #expect(result.outcomes == [CopyCataloguingTargetOutcome(target: "Zebra RUSMARC", found: 1, received: 1)])
        let candidate = try #require(result.candidates.first)
        #expect(candidate.recordID == "RU\\TEST\\bibl\\1001" && candidate.format == .rusmarc)
        let title = candidate.title
        #expect(title.title == "Герой нашего времени" && title.subtitle == "роман")
        #expect(title.firstAuthor == PersonName(surname: "Лермонтов", initials: "М. Ю.", givenNames: "Михаил Юрьевич"))
        #expect(title.city == "Москва" && title.publisher == "АСТ" && title.year == 2018 && title.pages == 414)
        #expect(title.bbk == "84(2Рос=Рус)1" && title.udc == "821.161.1-31" && title.authorSign == "Л49")
        #expect(title.price == Money(kopecks: 25_400) && title.language == "rus")
        #expect(title.series == "Школьная библиотека" && title.seriesNumber == "5")
    }

    @Test("A MARC 21 record in UTF-8 reads with its Cyrillic intact; one without an author sign gets it computed")
    func isbnInMARC21() throws {
        let result = client.search(.isbn(try ISBN(parsing: "978-5-17-079585-7")), on: [try TestZebra.marc21()])
        let candidate = try #require(result.candidates.first)
        #expect(candidate.recordID == "us-1002" && candidate.format == .marc21)
        #expect(candidate.title.title == "Герой нашего времени" && candidate.title.subtitle == "роман")
        #expect(candidate.title.firstAuthor?.surname == "Лермонтов" && candidate.title.firstAuthor?.initials == "М. Ю.")
        #expect(candidate.title.city == "Москва" && candidate.title.publisher == "АСТ" && candidate.title.year == 2018)
        #expect(candidate.title.bbk == "84(2Рос=Рус)1" && candidate.title.authorSign.isEmpty)
        #expect(candidate.draft(authorSignStyle: .compact).authorSign == "Л49")
        let twain = client.search(.isbn(try ISBN(parsing: "0-451-52653-8")), on: [try TestZebra.marc21()]).candidates
        #expect(twain.map(\.title.title) == ["The adventures of Tom Sawyer"])
        #expect(twain.first?.title.city == "New York" && twain.first?.title.pages == 216 && twain.first?.title.language == "eng")
        #expect(twain.first?.title.series == "Signet classics" && twain.first?.title.seriesNumber == "CE1234")
    }

    @Test("The ISBN look-up through the catalogues fills the New Book form with the series too")
    func lookupCarriesTheSeries() throws {
        let provider = CopyCataloguingProvider(client: client, targets: [try TestZebra.rusmarc()])
        let draft = try #require(try provider.lookup(try ISBN(parsing: "9785170795857")).first).titleDraft()
        #expect(draft.series == "Школьная библиотека" && draft.seriesNumber == "5" && draft.udc == "821.161.1-31")
    }

    @Test("Title and author searches find records in both encodings")
    func titleAndAuthor() throws {
        let targets = [try TestZebra.rusmarc(), try TestZebra.marc21()]
        let byTitle = client.search(.title("нашего времени"), on: targets)
        #expect(byTitle.outcomes.map(\.found) == [1, 1])
        #expect(byTitle.groups.count == 1 && byTitle.groups[0].candidates.map(\.target) == ["Zebra RUSMARC", "Zebra MARC 21"])
        let byAuthor = client.search(.author("Толстой"), on: targets)
        #expect(byAuthor.candidates.map(\.title.title) == ["Война и мир"])
        #expect(byAuthor.candidates.first?.title.city == "Санкт-Петербург")
        let orwell = client.search(.author("orwell"), on: targets)
        #expect(orwell.candidates.map(\.title.title) == ["Nineteen eighty-four"])
        let words = client.search(.anyWords("роман стихах"), on: targets)
        #expect(words.candidates.map(\.title.title) == ["Евгений Онегин"])
    }

    @Test("SRU: CQL searches and MARCXML records")
    func sru() throws {
        let target = try TestZebra.sru()
        let byTitle = client.search(.title("времени"), on: [target])
        #expect(byTitle.outcomes.first?.failure == nil)
        #expect(byTitle.candidates.map(\.title.title) == ["Герой нашего времени"])
        #expect(byTitle.candidates.first?.title.bbk == "84(2Рос=Рус)1")
        let byISBN = client.search(.isbn(try ISBN(parsing: "9780452284234")), on: [target])
        #expect(byISBN.candidates.map(\.recordID) == ["us-1003"])
    }
}
