import Foundation
import Testing
import KartotekaCore
import KartotekaHTTP

/// The fund's accounts through the API and the pages: a batch copies join as they are
/// catalogued, an act of write-off (whole or refused), the book of summary accounting and the
/// inventory book with their printable pages and CSV, and who may do what.
@Suite("Fund accounts, in-process")
struct AccountingServerTests {
    static func object(_ response: HTTPResponse) -> [String: Any] { TestApplication.json(response) as? [String: Any] ?? [:] }

    static func fields(_ response: HTTPResponse) -> [String] {
        ((object(response)["error"] as? [String: Any])?["fields"] as? [[String: Any]])?.compactMap { $0["field"] as? String } ?? []
    }

    /// A library with batch 2024/1 (a purchase of 10 January) whose first copy, 12345, came with
    /// the Lermontov title, and a reader.
    private func library() throws -> TestApplication {
        let app = try TestApplication()
        let receipt = app.send("POST", "/api/v1/receipts", json: """
            {"receivedOn": "2024-01-10", "source": "purchase", "supplier": "Библио-Глобус", "documentKind": "waybill", "documentNumber": "17"}
            """)
        #expect(receipt.status == 201 && receipt.header("Location") == "/api/v1/receipts/2024-1")
        #expect(Self.object(receipt)["number"] as? String == "2024/1")
        let title = app.send("POST", "/api/v1/titles", json: TestApplication.lermontov.replacingOccurrences(
            of: #"{"inventoryNumber": "12345"}"#, with: #"{"inventoryNumber": "12345", "receipt": "1"}, {"inventoryNumber": "12346", "receipt": "2024/1", "onBalance": false, "documentType": "brochure", "price": "50"}"#))
        #expect(title.status == 201, "\(TestApplication.text(title))")
        #expect(app.send("POST", "/api/v1/readers", json: TestApplication.reader).status == 201)
        return app
    }

    @Test func aBatchIsEnteredAndCopiesJoinItAsTheyAreCatalogued() throws {
        let app = try library()
        let copy = Self.object(app.send("GET", "/api/v1/copies/12346"))
        #expect(copy["receipt"] as? String == "2024/1" && copy["onBalance"] as? Bool == false && copy["documentType"] as? String == "brochure")
        #expect(copy["receivedOn"] as? String == "2024-01-10")
        let batch = Self.object(app.send("GET", "/api/v1/receipts/2024-1"))
        let tally = batch["tally"] as? [String: Any]
        #expect(tally?["copies"] as? Int == 2 && tally?["onBalanceSum"] as? String == "254.00" && tally?["offBalanceSum"] as? String == "50.00")
        // A receipt day to come and a price below zero are refused, each with its field.
        let future = app.send("POST", "/api/v1/receipts", json: #"{"receivedOn": "2024-01-16", "source": "gift"}"#)
        #expect(future.status == 422 && Self.fields(future) == ["receivedOn"])
        let negative = app.send("POST", "/api/v1/titles/1/copies", json: #"{"inventoryNumber": "777", "price": "-5", "receipt": "1"}"#)
        #expect(negative.status == 422 && Self.fields(negative) == ["copyPrice"])
        // A closed batch takes no more copies.
        #expect(app.send("PUT", "/api/v1/receipts/2024-1", json: #"{"receivedOn": "2024-01-10", "source": "purchase", "open": false}"#).status == 200)
        #expect(TestApplication.errorCode(app.send("POST", "/api/v1/titles/1/copies", json: #"{"inventoryNumber": "777", "receipt": "1"}"#))
                == "receipt_closed")
        let open = try #require(TestApplication.json(app.send("GET", "/api/v1/receipts?open=1")) as? [String: Any])
        #expect((open["items"] as? [Any])?.isEmpty == true)
    }

    @Test func anActOfWriteOffIsWholeOrRefused() throws {
        let app = try library()
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#).status == 201)
        let act = """
            {"date": "2024-01-15", "reason": "worn", "approvedBy": "Директор Петров П. П.",
             "commission": [{"name": "Иванова И. И.", "role": "председатель"}], "copies": [{"inventoryNumber": "12346"}, {"inventoryNumber": "12345"}]}
            """
        let onLoan = app.send("POST", "/api/v1/writeoffs", json: act)
        #expect(onLoan.status == 409 && TestApplication.errorCode(onLoan) == "copy_on_loan_in_act")
        #expect(Self.object(app.send("GET", "/api/v1/copies/12346"))["status"] as? String == "available")
        let written = app.send("POST", "/api/v1/writeoffs", json: act.replacingOccurrences(of: #", {"inventoryNumber": "12345"}"#, with: ""))
        #expect(written.status == 201 && written.header("Location") == "/api/v1/writeoffs/2024-1")
        let copy = Self.object(app.send("GET", "/api/v1/copies/12346"))
        #expect(copy["status"] as? String == "written_off" && copy["writeOffAct"] as? String == "2024/1")
        #expect(TestApplication.errorCode(app.send("POST", "/api/v1/writeoffs", json: act.replacingOccurrences(of: #", {"inventoryNumber": "12345"}"#, with: "")))
                == "copy_already_written_off")
        let noCommission = app.send("POST", "/api/v1/writeoffs", json: #"{"date": "2024-01-15", "reason": "worn", "commission": [], "copies": []}"#)
        #expect(noCommission.status == 422 && Set(Self.fields(noCommission)) == ["commission", "copies"])
        // Editing a copy does not write it off: that is an act's.
        #expect(app.send("POST", "/api/v1/copies/12345/return").status == 200)
        #expect(TestApplication.errorCode(app.send("PUT", "/api/v1/copies/12345", json: #"{"status": "written_off"}"#)) == "write_off_by_editing")

        let book = Self.object(app.send("GET", "/api/v1/ksu?year=2024"))
        #expect(book["reconciles"] as? Bool == true)
        let movement = try #require((book["movement"] as? [[String: Any]])?.first)
        #expect((movement["received"] as? [String: Any])?["copies"] as? Int == 2)
        #expect((movement["writtenOff"] as? [String: Any])?["offBalanceSum"] as? String == "50.00")
        #expect((movement["end"] as? [String: Any])?["onBalanceCopies"] as? Int == 1)
        #expect((((book["receipts"] as? [[String: Any]])?.first)?["bySection"] as? [String: Int]) == ["fiction": 2])
        #expect(app.send("GET", "/api/v1/ksu?from=2024-02-01&to=2024-01-01").status == 422)
        let pageOfBook = Self.object(app.send("GET", "/api/v1/inventory-book?inventoryFrom=12346"))
        #expect(((pageOfBook["items"] as? [[String: Any]])?.map { $0["inventoryNumber"] as? String }) == ["12346"])
    }

    @Test func theDocumentsPrintAndDownloadInEitherLanguage() throws {
        let app = try library()
        _ = app.send("POST", "/api/v1/writeoffs", json: """
            {"date": "2024-01-15", "reason": "defective", "approvedBy": "Директор Петров П. П.", "coefficient": "1,5",
             "commission": [{"name": "Иванова И. И.", "role": "председатель"}, {"name": "Сидорова С. С.", "role": "бухгалтер"}],
             "copies": [{"inventoryNumber": "12345"}]}
            """)
        let act = TestApplication.text(app.send("GET", "/writeoffs/2024-1/print"))
        for text in ["УТВЕРЖДАЮ", "Директор Петров П. П.", "Акт об исключении документов из библиотечного фонда", "№ 1 от 15.01.2024",
                     "Председатель комиссии", "Иванова И. И.", "Сидорова С. С.", "дефектность", "Коэффициент", "1,5", "381,00", "print-"] {
            #expect(act.contains(text), "\(text)")
        }
        #expect(!act.contains("<style") && !act.contains("style="))
        let english = TestApplication.text(app.send("GET", "/writeoffs/2024-1/print", headers: ["Cookie": "lang=en"]))
        #expect(english.contains("APPROVED") && english.contains("Chair of the commission") && english.contains("381.00"))
        let book = TestApplication.text(app.send("GET", "/ksu/print?year=2024"))
        for text in ["Книга суммарного учёта библиотечного фонда", "Часть 1. Поступление в фонд", "Часть 2. Выбытие из фонда",
                     "Часть 3. Итоги движения фонда", "Состоит на конец периода", "покупка", "накладная № 17", "id=\"reconciled\""] {
            #expect(book.contains(text), "\(text)")
        }
        let csv = app.send("GET", "/ksu/csv?year=2024")
        #expect(csv.header("Content-Type") == "text/csv; charset=utf-8")
        let text = TestApplication.text(csv)
        #expect(text.hasPrefix("\u{FEFF}Книга суммарного учёта") && text.contains("2024/1;01.2024") == false && text.contains(";254,00;"))
        let writeOffCSV = TestApplication.text(app.send("GET", "/writeoffs/2024-1/csv", headers: ["Cookie": "lang=en"]))
        #expect(writeOffCSV.contains("1;12345;Лермонтов М. Ю. Герой нашего времени;2018;254.00;1.5;381.00\r\n"))
        #expect(TestApplication.text(app.send("GET", "/inventory-book/print")).contains("Инвентарная книга"))
        #expect(TestApplication.text(app.send("GET", "/ksu")).contains("ksu-part3"))
    }

    @Test func aYearWhoseCopiesCameWithoutABatchHasOneTotalInTheCSV() throws {
        let app = try TestApplication()
        let book = #"{"authorSurname": "Гоголь", "authorInitials": "Н. В.", "title": "Нос", "price": "100.00", "#
            + #""copies": [{"inventoryNumber": "1"}, {"inventoryNumber": "2"}]}"#
        #expect(app.send("POST", "/api/v1/titles", json: book).status == 201)
        let rows = TestApplication.text(app.send("GET", "/ksu/csv")).components(separatedBy: "\r\n")
        let part1 = rows.drop { !$0.hasPrefix("Часть 1") }.prefix { !$0.hasPrefix("Часть 2") }
        #expect(part1.filter { $0.hasPrefix("Без записи в КСУ") }.count == 1, "\(part1)")
        #expect(part1.filter { $0.hasPrefix("Итого") }.count == 1, "\(part1)")
    }

    /// An inventory book too long to print whole is refused with what to do, never cut short.
    @Test func anInventoryBookTooLongToPrintIsRefusedNotCut() throws {
        let app = try TestApplication()
        let copies = (1...20_001).map { Copy(inventoryNumber: InventoryNumber(unchecked: String($0))) }
        _ = try app.store.addTitle(Title(firstAuthor: PersonName(parsing: "Лермонтов М. Ю."), title: "Герой нашего времени"), copies: copies)
        let csv = app.send("GET", "/inventory-book/csv")
        #expect(csv.status == 400 && TestApplication.text(csv).contains("напечатайте его по частям"), "\(csv.status)")
        let part = app.send("GET", "/inventory-book/csv?inventoryTo=100")
        #expect(part.status == 200 && TestApplication.text(part).contains(";100;"))
    }

    @Test func aStockCheckIsScannedByAHelperAndEndedByALibrarian() throws {
        let app = try library()
        #expect(app.send("POST", "/api/v1/stocktakes", json: "{}", as: .circulation).status == 403)
        let started = app.send("POST", "/stocktakes/new", form: [("branch", "1")], as: .librarian)
        #expect(started.status == 303 && started.header("Location") == "/stocktakes/1?notice=stocktake-started")
        let scanned = app.send("POST", "/stocktakes/1/scan", form: [("numbers", "12345 НЕТ-1")], as: .circulation)
        let page = TestApplication.text(scanned)
        #expect(scanned.status == 200 && page.contains("12345") && page.contains("НЕТ-1") && page.contains("Учтено 1 из 2"))
        #expect(!page.contains("/stocktakes/1/finish"))
        let api = try #require(TestApplication.json(app.send("POST", "/api/v1/stocktakes/1/scans", json: #"{"inventoryNumbers": ["12345"]}"#,
                                                             headers: ["Accept-Language": "en"], as: .circulation)) as? [[String: Any]])
        #expect(api.first?["outcome"] as? String == "already_counted" && (api.first?["message"] as? String)?.contains("counted before") == true)
        #expect(app.send("POST", "/stocktakes/1/finish", form: [], as: .circulation).status == 403)
        #expect(app.send("POST", "/stocktakes/1/finish", form: [], as: .librarian).status == 303)
        let act = TestApplication.text(app.send("GET", "/stocktakes/1/act", as: .librarian))
        for text in ["Акт проверки наличия документов библиотечного фонда", "Недостающие документы", "12346", "НЕТ-1", "Председатель комиссии"] {
            #expect(act.contains(text), "\(text)")
        }
        // The missing copy is not said to be «в наличии» in the act.
        let missing = try #require(act.range(of: "id=\"stocktake-missing\"")).upperBound
        let missingTable = String(act[missing...]).components(separatedBy: "</table>").first ?? ""
        #expect(missingTable.contains("не найден при проверке") && !missingTable.contains("в наличии"))
        #expect(TestApplication.errorCode(app.send("POST", "/api/v1/stocktakes/1/scans", json: #"{"inventoryNumbers": ["1"]}"#, as: .circulation))
                == "stocktake_finished")
        let card = TestApplication.text(app.send("GET", "/stocktakes/1", as: .librarian))
        #expect(card.contains("action=\"/writeoffs/filled#write-off-form\"") && card.contains("name=\"copies\" value=\"12346\""))
    }

    @Test func aDeskCataloguesIntoTheBatchItChose() throws {
        let app = try library()
        let chosen = app.send("POST", "/receipts/current", form: [("receipt", "2024/1"), ("back", "/scan")], as: .librarian)
        #expect(chosen.status == 303 && chosen.header("Set-Cookie")?.hasPrefix("kartoteka_receipt=2024-1;") == true)
        let form = TestApplication.text(app.send("GET", "/books/new", headers: ["Cookie": "kartoteka_receipt=2024-1"], as: .librarian))
        #expect(form.contains("<option value=\"2024/1\" selected>"))
        let saved = app.send("POST", "/books/new", form: [("title", "Азбука"), ("inventoryNumber", "9001"), ("receipt", "2024/1")], as: .librarian)
        #expect(saved.status == 303)
        #expect(Self.object(app.send("GET", "/api/v1/copies/9001"))["receipt"] as? String == "2024/1")
        let wrong = app.send("POST", "/books/new", form: [("title", "Букварь"), ("inventoryNumber", "9002"), ("receipt", "2024/9")], as: .librarian)
        #expect(wrong.status == 422 && TestApplication.text(wrong).contains("id=\"receipt-error\""))
        #expect(app.send("GET", "/scan", as: .circulation).status == 200)
        #expect(!TestApplication.text(app.send("GET", "/scan", as: .circulation)).contains("scan-batch"))
    }
}
