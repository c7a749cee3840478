import Foundation
import Testing
import KartotekaCore

@Suite("Web pages, in-process")
struct PageTests {
    @Test func everyMenuPageAnswersInRussianAndEnglish() throws {
        let app = try TestApplication()
        for path in ["/", "/books", "/books/new", "/readers", "/readers/new", "/overdue", "/locations/search", "/locations/manage",
                     "/settings", "/scan", "/export"] {
            let russian = app.send("GET", path)
            #expect(russian.status == 200, "\(path)")
            #expect(TestApplication.text(russian).contains("<html lang=\"ru\">"), "\(path)")
            let english = app.send("GET", path, headers: ["Cookie": "lang=en"])
            #expect(TestApplication.text(english).contains("<html lang=\"en\">"), "\(path)")
        }
    }

    @Test func savingABookConfirmsAndReturnsToTheList() throws {
        let app = try TestApplication()
        let saved = app.send("POST", "/books/new", form: [("title", "Герой нашего времени"), ("authorSurname", "Лермонтов"),
                                                          ("inventoryNumber", "12345"), ("isbn", "9785170795857")])
        #expect(saved.status == 303)
        #expect(saved.header("Location") == "/books?notice=book-saved&saved=1")
        let list = TestApplication.text(app.send("GET", "/books?notice=book-saved&saved=1"))
        #expect(list.contains("Книга сохранена. <span id=\"saved-book\"><a href=\"/books/1\">Лермонтов Герой нашего времени</a>, экземпляр 12345.</span>"))
        #expect(list.contains("Герой нашего времени"))
    }

    @Test("a book added from a list page returns to it, with its search and filters")
    func savingABookReturnsToTheListPageItCameFrom() throws {
        let app = try TestApplication()
        let list = TestApplication.text(app.send("GET", "/books?q=%D0%BC%D0%B8%D1%80&availability=available&offset=25"))
        #expect(list.contains("href=\"/books/new?back=%2Fbooks%3Fq%3D%25D0%25BC%25D0%25B8%25D1%2580%26availability%3Davailable%26offset%3D25\""))
        let form = TestApplication.text(app.send("GET", "/books/new?back=%2Fbooks%3Fq%3Dx%26offset%3D25"))
        #expect(form.contains("<input type=\"hidden\" name=\"back\" value=\"/books?q=x&amp;offset=25\">"))
        let saved = app.send("POST", "/books/new", form: [("title", "Азбука"), ("inventoryNumber", "5"), ("back", "/books?q=x&offset=25")])
        #expect(saved.header("Location") == "/books?q=x&offset=25&notice=book-saved&saved=1")
        let elsewhere = app.send("POST", "/books/new", form: [("title", "Букварь"), ("inventoryNumber", "6"), ("back", "//evil.example")])
        #expect(elsewhere.header("Location") == "/books?notice=book-saved&saved=2")
    }

    @Test("a book that looks catalogued already is not saved until the librarian says so, or becomes a copy")
    func aLikelyDuplicateIsWarnedAbout() throws {
        let app = try TestApplication()
        let book = [("title", "Герой нашего времени"), ("authorSurname", "Лермонтов"), ("year", "2018")]
        #expect(app.send("POST", "/books/new", form: book + [("inventoryNumber", "1"), ("isbn", "9785170795857")]).status == 303)
        // The same author, title and year (case and ё aside): a warning, the copy offered to the title.
        let again = app.send("POST", "/books/new", form: [("title", "ГЕРОЙ нашего времени"), ("authorSurname", "лермонтов"),
                                                          ("year", "2018"), ("inventoryNumber", "2"), ("back", "/books?q=x")])
        #expect(again.status == 409)
        let warning = TestApplication.text(again)
        #expect(warning.contains("id=\"duplicate-warning\"") && warning.contains("<a href=\"/books/1\">"))
        #expect(warning.contains("formaction=\"/books/1/copies\"") && warning.contains("name=\"duplicateConfirmed\""))
        #expect(warning.contains("value=\"ГЕРОЙ нашего времени\"") && warning.contains("name=\"back\" value=\"/books?q=x\""))
        // The copy added to the title instead…
        let copy = app.send("POST", "/books/1/copies", form: [("title", "ГЕРОЙ нашего времени"), ("inventoryNumber", "2")])
        #expect(copy.status == 303 && copy.header("Location") == "/books/1?notice=copy-added")
        // …or saved as another book on purpose.
        let anyway = app.send("POST", "/books/new", form: book + [("inventoryNumber", "3"), ("duplicateConfirmed", "1")])
        #expect(anyway.status == 303 && anyway.header("Location") == "/books?notice=book-saved&saved=2")
        // Another year is another edition; the same ISBN cannot be saved again, only added to.
        #expect(app.send("POST", "/books/new", form: [("title", "Герой нашего времени"), ("authorSurname", "Лермонтов"),
                                                      ("year", "2020"), ("inventoryNumber", "4")]).status == 303)
        let sameISBN = TestApplication.text(app.send("POST", "/books/new", form: [("title", "Другое"), ("inventoryNumber", "5"),
                                                                                   ("isbn", "978-5-17-079585-7")]))
        #expect(sameISBN.contains("Книга с этим ISBN уже есть") && !sameISBN.contains("name=\"duplicateConfirmed\""))
    }

    @Test func aFailedSaveKeepsEverythingTypedAndMarksTheFields() throws {
        let app = try TestApplication()
        _ = app.send("POST", "/books/new", form: [("title", "Первая"), ("inventoryNumber", "1")])
        let failed = app.send("POST", "/books/new", form: [("title", ""), ("authorSurname", "Пушкин"), ("publisher", "Эксмо"),
                                                           ("isbn", "978-5-17-079585-0"), ("inventoryNumber", "1")])
        #expect(failed.status == 422)
        let html = TestApplication.text(failed)
        #expect(html.contains("value=\"Пушкин\"") && html.contains("value=\"Эксмо\"") && html.contains("value=\"978-5-17-079585-0\""))
        #expect(html.contains("id=\"isbn-error\"") && html.contains("id=\"title-error\""))
        let duplicate = app.send("POST", "/books/new", form: [("title", "Вторая"), ("inventoryNumber", "1")])
        #expect(duplicate.status == 422)
        #expect(TestApplication.text(duplicate).contains("id=\"inventoryNumber-error\""))
    }

    @Test func userTextIsEscapedEverywhere() throws {
        let app = try TestApplication()
        let nasty = "<script>alert(1)</script>\"><img src=x onerror=alert(2)>"
        _ = app.send("POST", "/books/new", form: [("title", nasty), ("authorSurname", nasty), ("inventoryNumber", "7")])
        _ = app.send("POST", "/readers/new", form: [("ticketNumber", "7"), ("surname", nasty), ("firstName", nasty), ("phone", "111-11-11")])
        for path in ["/books", "/books/1", "/readers", "/readers/7", "/books?q=\(nasty.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"] {
            let html = TestApplication.text(app.send("GET", path))
            #expect(!html.contains("<script>alert"), "\(path)")
            #expect(!html.contains("<img src=x"), "\(path)")
        }
        #expect(TestApplication.text(app.send("GET", "/books")).contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func lendingFromTheUIMarksTheRow() throws {
        let app = try TestApplication()
        _ = app.send("POST", "/books/new", form: [("title", "Азбука"), ("inventoryNumber", "5")])
        _ = app.send("POST", "/readers/new", form: [("ticketNumber", "R1"), ("surname", "Иванов"), ("firstName", "Иван"), ("phone", "111-11-11")])
        #expect(TestApplication.text(app.send("GET", "/copies/5/lend?q=%D0%B8%D0%B2%D0%B0%D0%BD")).contains("Иванов Иван"))
        let lent = app.send("POST", "/copies/5/lend", form: [("ticketNumber", "R1")])
        #expect(lent.status == 303)
        #expect(TestApplication.text(app.send("GET", "/books")).contains("class=\"row on-loan\""))
        app.clock.advance(days: 30)
        #expect(TestApplication.text(app.send("GET", "/books")).contains("class=\"row overdue\""))
        #expect(TestApplication.text(app.send("GET", "/overdue")).contains("Азбука"))
        #expect(app.send("POST", "/copies/5/return", form: []).status == 303)
        let plain = TestApplication.text(app.send("GET", "/books"))
        #expect(plain.contains("class=\"row\"") && !plain.contains("on-loan") && !plain.contains("class=\"row overdue\""))
    }

    /// Inventory and ticket numbers such as 12/3 are common; every link and form carries them as
    /// one encoded path segment, and the helper at the desk may lend and take them back.
    @Test func numbersWithASlashWorkThroughTheWholeDesk() throws {
        let app = try TestApplication()
        _ = app.send("POST", "/books/new", form: [("title", "Азбука"), ("inventoryNumber", "12/3")])
        _ = app.send("POST", "/readers/new", form: [("ticketNumber", "Ч/7"), ("surname", "Иванов"), ("firstName", "Иван"), ("phone", "111-11-11")])
        let card = TestApplication.text(app.send("GET", "/books/1"))
        #expect(card.contains("/copies/12%2F3/lend") && card.contains("/copies/12%2F3/edit"))
        #expect(app.send("GET", "/copies/12%2F3/edit").status == 200)
        #expect(app.send("POST", "/copies/12%2F3/lend", form: [("ticketNumber", "Ч/7")], as: .circulation).status == 303)
        let reader = app.send("GET", "/readers/%D0%A7%2F7")
        #expect(reader.status == 200 && TestApplication.text(reader).contains("Азбука"))
        #expect(app.send("POST", "/copies/12%2F3/return", form: [], as: .circulation).status == 303)
        #expect(app.send("GET", "/api/v1/copies/12%2F3").status == 200)
        #expect(app.send("GET", "/copies/12/3/edit").status == 404)
    }

    @Test func renewIsOfferedOnlyWhileRenewalsAreLeft() throws {
        let app = try TestApplication()
        _ = app.send("POST", "/books/new", form: [("title", "Азбука"), ("inventoryNumber", "5")])
        _ = app.send("POST", "/readers/new", form: [("ticketNumber", "R1"), ("surname", "Иванов"), ("firstName", "Иван"), ("phone", "111-11-11")])
        #expect(app.send("POST", "/copies/5/lend", form: [("ticketNumber", "R1")]).status == 303)
        for _ in 0..<2 {
            #expect(TestApplication.text(app.send("GET", "/books/1")).contains("/copies/5/renew"))
            #expect(app.send("POST", "/copies/5/renew", form: []).status == 303)
        }
        #expect(!TestApplication.text(app.send("GET", "/books/1")).contains("/copies/5/renew"))
        #expect(!TestApplication.text(app.send("GET", "/readers/R1")).contains("/copies/5/renew"))
        #expect(TestApplication.text(app.send("GET", "/books/1")).contains("/copies/5/return"))
    }

    @Test func unknownPagesAreFriendly404s() throws {
        let app = try TestApplication()
        let missing = app.send("GET", "/books/999")
        #expect(missing.status == 404)
        #expect(TestApplication.text(missing).contains("не найдена"))
        #expect(app.send("GET", "/nowhere").status == 404)
    }

    @Test func theLanguageSwitchOnlyRedirectsToLocalPaths() throws {
        let app = try TestApplication()
        let local = app.send("GET", "/lang?to=en&back=/books")
        #expect(local.header("Location") == "/books")
        #expect(local.header("Set-Cookie")?.hasPrefix("lang=en;") == true)
        #expect(app.send("GET", "/lang?to=en&back=//evil.example").header("Location") == "/")
        #expect(app.send("GET", "/lang?to=en&back=https://evil.example").header("Location") == "/")
    }
}
