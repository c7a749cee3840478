import Foundation
import Testing
import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaUseCases
import KartotekaMetadata
import KartotekaServer
import KartotekaWire

/// A provider answering from a table, for resolving scans without a network.
struct TableProvider: MetadataProvider {
    let name = "Table"
    let answers: [String: MetadataCandidate]

    func lookup(_ isbn: ISBN) throws(MetadataError) -> [MetadataCandidate] {
        answers[isbn.digits].map { [$0] } ?? []
    }
}

/// A provider that cannot be reached.
struct UnreachableProvider: MetadataProvider {
    let name = "Unreachable"

    func lookup(_ isbn: ISBN) throws(MetadataError) -> [MetadataCandidate] {
        throw .unreachable(provider: name)
    }
}

/// Resolves scans as the desk does (``ResolveScan``), new ISBNs looked up in `providers`.
private struct Resolver {
    let app: TestApplication
    let providers: MetadataLookup

    func resolve(_ meanings: [ScanMeaning]) throws -> ScanResolution {
        try Library(store: app.store).run(ResolveScan(meanings, providers: providers, catalogues: CopyCataloguingClient()),
                                          by: .commandLine())
    }
}

@Suite("What a scan leads to")
struct ScanResolverTests {
    private func resolver(_ app: TestApplication) throws -> Resolver {
        let candidate = MetadataCandidate(source: "Table", isbn: try ISBN(parsing: "9780451526533"), title: "The Adventures of Tom Sawyer",
                                          authors: [PersonName(parsing: "Mark Twain")], publisher: "Signet Classic", year: 1997, pages: 216)
        return Resolver(app: app, providers: MetadataLookup(providers: [TableProvider(answers: ["9780451526533": candidate])]))
    }

    @Test func aBookCardOpensThePrefilledFormOrAddsACopy() throws {
        let app = try TestApplication()
        let card = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/seed/qr-book-card.txt"), encoding: .utf8)
        let fresh = try resolver(app).resolve([ScanMeaning(text: card, symbology: "qr")])
        #expect(fresh.kind == "bookCard" && fresh.source == "QR")
        #expect(fresh.next?.hasPrefix("/books/new?isbn=978-5-17-079585-7&authorSurname=") == true)
        #expect(fresh.draft?.title == "Герой нашего времени")
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        let known = try resolver(app).resolve([ScanMeaning(text: card, symbology: "qr")])
        #expect(known.kind == "catalogued" && known.next == "/books/1?addCopy=&notice=already-catalogued#add-copy")
        let label = try resolver(app).resolve([ScanMeaning(text: card + "\nИнвентарный номер: 12345", symbology: "qr")])
        #expect(label.kind == "copy" && label.next == "/books/1?notice=scanned-copy#copy-12345")
    }

    @Test func anISBNIsLookedUpAndShownForChecking() throws {
        let app = try TestApplication()
        let found = try resolver(app).resolve([.isbn(try ISBN(parsing: "0451526538"))])
        #expect(found.kind == "isbn" && found.source == "Table")
        #expect(found.draft?.title == "The Adventures of Tom Sawyer" && found.draft?.authorSurname == "Twain")
        #expect(found.draft?.authorSign == "T98")
        #expect(found.next?.contains("source=Table") == true)
        let missing = try resolver(app).resolve([.isbn(try ISBN(parsing: "9785170795857"))])
        #expect(missing.kind == "isbn" && missing.source == nil && missing.draft?.isbn == "978-5-17-079585-7")
        #expect(missing.russian.contains("не найден") || missing.russian.contains("нет в каталоге"))
    }

    @Test func labelsAndTicketsOpenTheirCards() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        #expect(try resolver(app).resolve([ScanMeaning(text: "12345", symbology: "code128")]).next == "/books/1?notice=scanned-copy#copy-12345")
        #expect(try resolver(app).resolve([ScanMeaning(text: "Читательский билет: 000123", symbology: "qr")]).next == "/readers/000123?notice=scanned-reader")
        #expect(try resolver(app).resolve([ScanMeaning(text: "99999", symbology: "code128")]).next == nil)
        let several = try resolver(app).resolve([.isbn(try ISBN(parsing: "9785170795857")), ScanMeaning(text: "12345", symbology: "code128")])
        #expect(several.kind == "copy")
    }

    @Test("a reader's ticket label, its barcode or its number typed opens the reader")
    func aTicketLabelOpensTheReader() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        let card = ReaderCard(ticketNumber: TicketNumber(unchecked: "000123"), readerName: "Иванов Иван").text()
        let label = [ScanMeaning(text: "000123", symbology: "Code 128"), ScanMeaning(text: card, symbology: "QR")]
        #expect(try resolver(app).resolve(label).next == "/readers/000123?notice=scanned-reader")
        let barcode = try resolver(app).resolve([ScanMeaning(text: "000123", symbology: "Code 128")])
        #expect(barcode.kind == "reader" && barcode.ticketNumber == "000123")
        let typed = app.send("POST", "/api/v1/scan", json: #"{"text": "000123"}"#)
        #expect(((TestApplication.json(typed) as? [String: Any])?["resolution"] as? [String: Any])?["next"] as? String == "/readers/000123?notice=scanned-reader")
        let page = app.send("POST", "/scan", form: [("text", "000123")])
        #expect(page.status == 303 && page.header("Location") == "/readers/000123?notice=scanned-reader")
        // A copy numbered as the ticket: the label's QR card still says it is the reader; the
        // number alone names both and opens neither.
        #expect(app.send("POST", "/api/v1/titles/1/copies", json: #"{"inventoryNumber": "000123"}"#).status == 201)
        #expect(try resolver(app).resolve(label).kind == "reader")
        let both = try resolver(app).resolve([ScanMeaning(text: "000123", symbology: "Code 128")])
        #expect(both.kind == "ambiguous" && both.next == nil && both.inventoryNumber == "000123" && both.ticketNumber == "000123")
        // A number nobody has gives way to another code read with it.
        let withISBN = try resolver(app).resolve([ScanMeaning(text: "777", symbology: "Code 128"), .isbn(try ISBN(parsing: "9785170795857"))])
        #expect(withISBN.kind == "catalogued")
        // A copy's own barcode (a sticker of its own, IRBIS 910^H) opens that copy.
        #expect(app.send("POST", "/api/v1/titles/1/copies", json: #"{"inventoryNumber": "5001", "barcode": "LIB000777"}"#).status == 201)
        let sticker = try resolver(app).resolve([ScanMeaning(text: "LIB000777", symbology: "Code 128")])
        #expect(sticker.kind == "copy" && sticker.inventoryNumber == "5001", "\(sticker)")
    }

    @Test("what a scan found is said on the page it leads to; a code that leads nowhere says so and what to do")
    func everyMessageReachesThePage() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        let catalogued = app.send("POST", "/scan", form: [("text", "978-5-17-079585-7")])
        let cataloguedPage = try #require(catalogued.header("Location"))
        #expect(cataloguedPage.hasPrefix("/books/1?") && cataloguedPage.hasSuffix("#add-copy"))
        let page = { (link: String) in TestApplication.text(app.send("GET", String(link.prefix { $0 != "#" }))) }
        #expect(page(cataloguedPage).contains("Эта книга уже есть в каталоге"))
        let copy = try #require(app.send("POST", "/scan", form: [("text", "12345")]).header("Location"))
        #expect(page(copy).contains("Экземпляр найден по этикетке"))
        let new = TestApplication.text(app.send("POST", "/scan", form: [("text", "978-0-306-40615-7")]))
        #expect(new.contains("value=\"978-0-306-40615-7\"") && new.contains("Книги с этим ISBN нет в каталоге: заполните форму."))
        #expect(Notice(linkedFrom: "/books/new?isbn=1&notice=isbn-new") == .isbnNew && Notice(linkedFrom: "/books/new?isbn=1") == nil)

        // Looked up: nobody knows it, or the book services cannot be asked.
        let nobody = try resolver(app).resolve([.isbn(try ISBN(parsing: "9780306406157"))])
        #expect(nobody.next?.contains("notice=isbn-not-found") == true)
        let down = Resolver(app: app, providers: MetadataLookup(providers: [UnreachableProvider()]))
        let failed = try down.resolve([.isbn(try ISBN(parsing: "9780306406157"))])
        #expect(failed.next?.contains("notice=lookup-failed") == true && failed.russian.contains("Unreachable"))
        #expect(TestApplication.text(app.send("GET", try #require(failed.next))).contains("не ответили"))

        // Unknown: said plainly, with what to scan instead and what may be added.
        let unknown = app.send("POST", "/scan", form: [("text", "ШКАФ-7")])
        let unknownPage = TestApplication.text(unknown)
        #expect(unknown.status == 422 && unknownPage.contains("Картотеке неизвестен") && unknownPage.contains("штрихкод ISBN на обороте"))
        #expect(unknownPage.contains("href=\"/books/new?inventoryNumber=%D0%A8%D0%9A%D0%90%D0%A4-7\"") && unknownPage.contains("href=\"/readers/new\""))
        let product = TestApplication.text(app.send("POST", "/scan", form: [("text", "4607001234567")]))
        #expect(product.contains("не ISBN книги") && !product.contains("/books/new?inventoryNumber"))
        // A number both a copy and a reader have: both offered.
        #expect(app.send("POST", "/api/v1/readers", json: #"{"ticketNumber": "12345", "surname": "Петров", "firstName": "Пётр", "phone": "+7 900 111-11-11"}"#)
            .status == 201)
        let both = TestApplication.text(app.send("POST", "/scan", form: [("text", "12345")]))
        #expect(both.contains("href=\"/books/1#copy-12345\"") && both.contains("href=\"/readers/12345\""))
    }

    @Test func theScanAPIReadsTypedCodesAndRefusesEmptyPictures() throws {
        let app = try TestApplication()
        let typed = app.send("POST", "/api/v1/scan", json: #"{"text": "978-5-17-079585-7"}"#)
        #expect(typed.status == 200)
        let answer = try #require(TestApplication.json(typed) as? [String: Any])
        #expect((answer["resolution"] as? [String: Any])?["kind"] as? String == "isbn")
        let empty = app.send("POST", "/api/v1/scan", json: nil, headers: ["Content-Type": "image/png"])
        #expect(empty.status == 422 || empty.status == 400)
        let notImage = app.application.respond(to: .init(method: "POST", path: "/api/v1/scan",
            headers: ["content-type": "image/png", "cookie": "kartoteka_session=\(app.sessions[.administrator]!.token)",
                      "x-csrf-token": app.sessions[.administrator]!.csrf], body: Data("not a picture".utf8)))
        #expect(notImage.status == 400 || notImage.status == 422)
        #expect(TestApplication.errorCode(notImage)?.isEmpty == false)
    }

    /// A new ISBN opens the New Book form in answer to the scan (a draft never goes through an
    /// address); a catalogued one leads to its card.
    @Test func theScanPageLeadsWhereTheCodeLeads() throws {
        let app = try TestApplication()
        let page = app.send("POST", "/scan", form: [("text", "9785170795857")])
        let filled = TestApplication.text(page)
        #expect(page.status == 200 && filled.contains("id=\"book-form\"") && filled.contains("value=\"978-5-17-079585-7\""))
        #expect(filled.contains("Книги с этим ISBN нет в каталоге"))
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        let catalogued = app.send("POST", "/scan", form: [("text", "9785170795857")])
        #expect(catalogued.status == 303 && catalogued.header("Location")?.hasPrefix("/books/1?") == true)
        let unknown = app.send("POST", "/scan", form: [("text", "4607001234567")])
        #expect(unknown.status == 422 && TestApplication.text(unknown).contains("scan-problem"))
        let form = TestApplication.text(app.send("GET", "/books/new?isbn=978-5-17-079585-7&title=%D0%93%D0%B5%D1%80%D0%BE%D0%B9&source=QR"))
        #expect(form.contains("value=\"Герой\"") && form.contains("id=\"lookup-result\""))
    }

    @Test func labelsPrintForChosenCopiesAndReaders() throws {
        let app = try TestApplication()
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        let sheet = app.send("GET", "/labels?inventory=12345&ticket=000123&print=1&layout=2x7")
        #expect(sheet.status == 200)
        let html = TestApplication.text(sheet)
        #expect(html.contains("@page") && html.contains("<svg") && html.contains("12345") && html.contains("000123"))
        #expect(app.send("GET", "/labels?inventory=12345").status == 200)
        // Books ticked on the list: one sheet of their copies (a lost one left out), in one request.
        #expect(app.send("POST", "/api/v1/titles", json: #"{"title": "Азбука", "copies": [{"inventoryNumber": "7"}, {"inventoryNumber": "8"}]}"#)
            .status == 201)
        #expect(app.send("PUT", "/api/v1/copies/8", json: #"{"inventoryNumber": "8", "status": "lost"}"#).status == 200)
        let list = TestApplication.text(app.send("GET", "/books"))
        #expect(list.contains("form=\"title-labels\"") && list.contains("<form method=\"get\" action=\"/labels\" id=\"title-labels\""))
        let chosen = TestApplication.text(app.send("GET", "/labels?title=1&title=2"))
        #expect(chosen.contains("name=\"inventory\" value=\"12345\"") && chosen.contains("name=\"inventory\" value=\"7\"")
            && !chosen.contains("value=\"8\""))
        let books = TestApplication.text(app.send("GET", "/api/v1/labels?title=2&inventory=12345"))
        #expect(books.contains(">7<") && books.contains(">12345<") && !books.contains(">8<"))
        #expect(app.send("GET", "/api/v1/labels?inventory=12345&layout=9x9").status == 400)
        let svg = app.send("GET", "/api/v1/copies/12345/qr.svg")
        #expect(svg.status == 200 && svg.header("Content-Type") == "image/svg+xml; charset=utf-8")
    }
}
