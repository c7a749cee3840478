import Foundation
import KartotekaCore
import KartotekaHTTP
import Testing

/// Readers' personal data through the API and the pages: a child's consent recorded with the
/// parent's name and printed, the readers without one, an anonymisation run's act and event log
/// export, and the access log the administrator alone reads.
@Suite("Readers' personal data on the server")
struct PersonalDataServerTests {
    /// The desk's library with a child of nine (the second reader, Петрова Анна).
    static func library() throws -> TestApplication {
        let app = try ReaderDeskTests.library()
        #expect(app.send("PUT", "/api/v1/readers/000124", json: #"{"ticketNumber": "000124", "surname": "Петрова", "firstName": "Анна", "birth": "2014-09-01", "parentPhone": "8 900 000 00 00"}"#).status == 200)
        return app
    }

    @Test func aChildsConsentIsRecordedWithTheParentsNameAndPrints() throws {
        let app = try Self.library()
        let refused = app.send("POST", "/api/v1/readers/000124/consent", json: #"{"signer": "reader"}"#, as: .librarian)
        #expect(refused.status == 400 && TestApplication.errorCode(refused) == "consent_representative_needed", "\(TestApplication.text(refused))")
        // On the card's form, a parent's consent without the parent's name comes back to be completed, nothing typed lost.
        let incomplete = app.send("POST", "/readers/000124/consent", form: [("givenOn", "2024-01-12"), ("signer", "representative"),
                                                                           ("representativeName", ""), ("representativeDocument", "паспорт 4510 123456"),
                                                                           ("representativeRelation", "мать")], as: .librarian)
        let incompletePage = TestApplication.text(incomplete)
        #expect(incomplete.status == 422 && incompletePage.contains("id=\"consent-problems\"") && incompletePage.contains("value=\"паспорт 4510 123456\"")
                && incompletePage.contains("value=\"мать\""), "\(incompletePage)")
        let recorded = app.send("POST", "/api/v1/readers/000124/consent", json: """
            {"givenOn": "2024-01-12", "signer": "representative", "representativeName": "Петрова Мария Ивановна",
             "representativeDocument": "паспорт 4510 123456", "representativeRelation": "мать"}
            """, as: .librarian)
        #expect(recorded.status == 200, "\(TestApplication.text(recorded))")
        #expect((TestApplication.json(recorded) as? [String: Any])?["recordedBy"] as? String == "librarian")
        let card = try ReaderDeskTests.json(app.send("GET", "/api/v1/readers/000124", as: .librarian))
        #expect((card["consent"] as? [String: Any])?["representativeName"] as? String == "Петрова Мария Ивановна", "\(card)")
        // A circulation helper sees that a parent signed, not the parent's identity document.
        let helpers = try ReaderDeskTests.json(app.send("GET", "/api/v1/readers/000124", as: .circulation))
        #expect(((helpers["consent"] as? [String: Any])?["representativeDocument"] as? String ?? "").isEmpty, "\(helpers)")
        let print = TestApplication.text(app.send("GET", "/readers/000124/consent/print", as: .librarian))
        #expect(print.contains("Петрова Мария Ивановна") && print.contains("паспорт 4510 123456") && print.contains("мать"), "\(print)")
        #expect(print.contains("Петрова Анна") && print.contains("12.01.2024") && print.contains("152-ФЗ"))
        #expect(print.contains("(адрес: ______"), "the operator's address, to write in while the main branch has none")
        #expect(app.send("PUT", "/api/v1/branches/1", json: #"{"code": "1", "name": "Главное отделение", "address": "г. Тверь, ул. Советская, 5"}"#)
                    .status == 200)
        #expect(TestApplication.text(app.send("GET", "/readers/000124/consent/print", as: .librarian)).contains("(адрес: г. Тверь, ул. Советская, 5)"))
        let page = TestApplication.text(app.send("GET", "/readers/000124", as: .librarian))
        #expect(page.contains("id=\"consent-state\" class=\"ok\""))
        let missing = TestApplication.json(app.send("GET", "/api/v1/personal-data/without-consent", as: .librarian)) as? [[String: Any]]
        #expect(missing?.map { $0["ticketNumber"] as? String } == ["000123"])
        // The list taken out over the API is noted in the access log, as the page's CSV is.
        let log = TestApplication.text(app.send("GET", "/personal-data/log"))
        #expect(log.contains("читатели без согласия"), "\(log)")
        #expect(TestApplication.text(app.send("GET", "/personal-data/without-consent", as: .librarian)).contains("000123"))
        // A page form records one too; a child's own signature is refused there as well.
        let form = app.send("POST", "/readers/000123/consent", form: [("givenOn", "2024-01-15"), ("signer", "reader")], as: .librarian)
        #expect(form.status == 303)
        #expect((TestApplication.json(app.send("GET", "/api/v1/personal-data/without-consent")) as? [Any])?.isEmpty == true)
    }

    @Test func anAnonymisationRunProducesTheActAndTheLogExport() throws {
        let app = try Self.library()
        // Both readers registered three years ago and never borrowed since.
        for (ticket, name) in [("000123", #""surname": "Иванов", "firstName": "Иван""#),
                               ("000124", #""surname": "Петрова", "firstName": "Анна", "birth": "2014-09-01""#)] {
            let put = app.send("PUT", "/api/v1/readers/\(ticket)", json: #"{"ticketNumber": "\#(ticket)", \#(name), "registeredOn": "2021-01-10"}"#)
            #expect(put.status == 200, "\(TestApplication.text(put))")
        }
        var settings = try app.store.settings()
        settings.libraryName = "Библиотека школы № 5"
        settings.care.retention = RetentionPolicy(yearsAfterLastLoan: 2, commission: ["Орлова О. О.: председатель", "Ершова Е. Е."])
        try app.store.saveSettings(settings)
        let page = TestApplication.text(app.send("GET", "/settings"))
        #expect(page.contains("name=\"retentionYears\"") && page.contains("Орлова О. О.: председатель"))
        let preview = try ReaderDeskTests.json(app.send("GET", "/api/v1/personal-data/anonymisation"))
        #expect((preview["readers"] as? [[String: Any]])?.compactMap { $0["ticketNumber"] as? String } == ["000123", "000124"])
        #expect(app.send("GET", "/api/v1/personal-data/anonymisation", as: .librarian).status == 403)
        #expect(TestApplication.text(app.send("GET", "/personal-data")).contains("000124"))

        let run = app.send("POST", "/personal-data/anonymise", form: [])
        #expect(run.status == 303)
        let actPath = try #require(run.header("Location"))
        let act = TestApplication.text(app.send("GET", actPath))
        #expect(act.contains("Акт об уничтожении персональных данных") && act.contains("000123, 000124"), "\(act)")
        #expect(act.contains("Библиотека школы № 5") && act.contains("Орлова О. О.") && act.contains("2 (лет) после последней выдачи"))
        let acts = TestApplication.json(app.send("GET", "/api/v1/personal-data/acts")) as? [[String: Any]]
        let id = try #require(acts?.first?["id"] as? Int)
        let detail = try ReaderDeskTests.json(app.send("GET", "/api/v1/personal-data/acts/\(id)"))
        #expect((detail["events"] as? [[String: Any]])?.count == 2 && detail["tickets"] as? [String] == ["000123", "000124"])
        let csv = app.send("GET", "/personal-data/acts/\(id)/events/csv")
        #expect(csv.header("Content-Type")?.hasPrefix("text/csv") == true)
        #expect(TestApplication.text(csv).contains("000124") && TestApplication.text(csv).contains("удалены персональные данные читателя"))
        #expect(TestApplication.text(app.send("GET", "/personal-data/acts/\(id)/events")).contains("Выгрузка из журнала регистрации событий"))
        #expect(app.send("GET", "/api/v1/readers/000123").status == 404)
    }

    @Test func theAccessLogIsTheAdministratorsOnly() throws {
        let app = try Self.library()
        #expect(app.send("GET", "/api/v1/readers/000123", as: .librarian).status == 200)
        #expect(app.send("GET", "/readers/000124", as: .circulation).status == 200)
        #expect(app.send("GET", "/api/v1/readers/000123/data", as: .librarian).status == 200)
        for role in [Role.librarian, .circulation] {
            #expect(app.send("GET", "/api/v1/personal-data/log", as: role).status == 403, "\(role)")
            #expect(app.send("GET", "/personal-data/log", as: role).status == 403, "\(role)")
        }
        let log = try #require(TestApplication.json(app.send("GET", "/api/v1/personal-data/log")) as? [[String: Any]])
        let lines = log.map { "\($0["account"] as? String ?? "") \($0["action"] as? String ?? "") \($0["ticketNumber"] as? String ?? "")" }
        #expect(Array(lines.prefix(3)) == ["librarian export 000123", "circulation view 000124", "librarian view 000123"], "\(lines)")
        #expect(lines.contains("administrator change 000124"))
        let filtered = TestApplication.json(app.send("GET", "/api/v1/personal-data/log?ticket=000124")) as? [[String: Any]]
        #expect(filtered?.allSatisfy { $0["ticketNumber"] as? String == "000124" } == true)
        #expect(TestApplication.text(app.send("GET", "/personal-data/log")).contains("просмотр карточки"))
    }

    /// A reader brought up at the desk — by the page's scan, the API's, or a name chosen from
    /// the list — is a view of their data, noted once each as the card page notes it.
    @Test func aReaderBroughtUpAtTheDeskIsNotedInTheAccessLog() throws {
        let app = try Self.library()
        #expect(app.send("POST", "/desk", form: [("code", "000123")], as: .librarian).status == 200)
        #expect(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "000124"}"#, as: .circulation).status == 200)
        #expect(app.send("GET", "/desk?ticket=000124", as: .librarian).status == 200)
        // A lend to the reader at the desk is not another view.
        #expect(app.send("POST", "/api/v1/desk/scans", json: #"{"code": "12345", "ticketNumber": "000124"}"#, as: .circulation).status == 200)
        for role in [Role.librarian, .circulation] {
            #expect(app.send("GET", "/api/v1/personal-data/log", as: role).status == 403, "\(role)")
        }
        let log = try #require(TestApplication.json(app.send("GET", "/api/v1/personal-data/log")) as? [[String: Any]])
        let views = log.filter { $0["action"] as? String == "view" }.map { "\($0["account"] as? String ?? "") \($0["ticketNumber"] as? String ?? "")" }
        #expect(views == ["librarian 000124", "circulation 000124", "librarian 000123"], "\(log)")
    }
}
