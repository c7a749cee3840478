import Foundation
import KartotekaCore
import KartotekaUseCases
import KartotekaHTTP
import KartotekaMail
import KartotekaServer
import Testing

/// Notices through the API and the pages: a run records the reminder due and sends it once; a
/// failed one is listed with why and sent again by hand; templates refuse an unknown placeholder
/// by name; readers without e-mail get a class list and an overdue letter; the server runs them
/// from the settings' hour and tries a failed one again later.
@Suite("Notices, in-process")
struct NoticeServerTests {
    static func json(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(TestApplication.json(response) as? [String: Any])
    }

    /// Иванов (with e-mail) and Петрова (a pupil of 5А, without) each hold a copy of the title.
    static func library() throws -> TestApplication {
        let app = try ReaderDeskTests.library()
        #expect(app.send("PUT", "/api/v1/readers/000123",
                         json: #"{"ticketNumber": "000123", "surname": "Иванов", "firstName": "Иван", "email": "ivanov@example.org"}"#)
            .status == 200)
        #expect(app.send("PUT", "/api/v1/readers/000124",
                         json: #"{"ticketNumber": "000124", "surname": "Петрова", "firstName": "Анна", "schoolClass": "5А"}"#).status == 200)
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12345", "ticketNumber": "000123"}"#).status == 201)
        #expect(app.send("POST", "/api/v1/loans", json: #"{"inventoryNumber": "12346", "ticketNumber": "000124"}"#).status == 201)
        var settings = try app.store.settings()
        settings.exchange.mail.serverURL = "smtp://127.0.0.1:2525"
        try app.store.saveSettings(settings)
        return app
    }

    /// Notices name readers (e-mail, name, the whole message, every overdue reader's books): a
    /// circulation helper, who finds a reader by ticket only, sees none of them.
    @Test func aHelperSeesNoNotices() throws {
        let app = try Self.library()
        for (method, path) in [("GET", "/notices"), ("GET", "/api/v1/notices"), ("GET", "/notices/letters"), ("GET", "/notices/print"),
                               ("POST", "/api/v1/notices/send?dryRun=1"), ("POST", "/api/v1/notices/1/retry")] {
            #expect(app.send(method, path, as: .circulation).status == 403, "\(method) \(path)")
            #expect(app.send(method, path, as: .librarian).status != 403, "\(method) \(path)")
        }
        #expect(!TestApplication.text(app.send("GET", "/", as: .circulation)).contains("href=\"/notices\""))
    }

    @Test func aRunSendsTheReminderOnceAndAFailedOneIsSentAgainByHand() throws {
        let app = try Self.library()
        let dry = try Self.json(app.send("POST", "/api/v1/notices/send?dryRun=1&at=2024-02-05"))
        #expect((dry["planned"] as? [[String: Any]])?.count == 1 && dry["sent"] as? Int == 0)
        #expect(app.mailer.sent.isEmpty)
        // A day that has not come is only looked at: a reminder sent ahead would not go on its day.
        #expect(TestApplication.errorCode(app.send("POST", "/api/v1/notices/send?at=2024-02-05")) == "notice_day_not_come")
        app.clock.set(FixedClock(day: Day(year: 2024, month: 2, day: 5)!).now())

        app.mailer.fail(with: .connectionRefused("127.0.0.1"))
        let failed = try Self.json(app.send("POST", "/api/v1/notices/send?at=2024-02-05"))
        #expect(failed["failed"] as? Int == 1)
        let page = TestApplication.text(app.send("GET", "/notices?state=failed", as: .librarian))
        #expect(page.contains("data-state=\"failed\"") && page.contains("ivanov@example.org"))
        #expect(app.send("POST", "/notices/1/retry", form: [], as: .librarian).header("Location") == "/notices?notice=notice-queued")

        app.mailer.succeed()
        #expect(app.send("POST", "/notices/send", form: [], as: .librarian).status == 303)
        #expect(app.mailer.sent.count == 1 && app.mailer.sent.first?.to == "ivanov@example.org")
        #expect(app.mailer.sent.first?.body.contains("12345") == true)
        let again = try Self.json(app.send("POST", "/api/v1/notices/send?at=2024-02-05"))
        #expect((again["planned"] as? [Any])?.isEmpty == true && again["sent"] as? Int == 0)
        #expect(app.mailer.sent.count == 1, "never twice")
        #expect(TestApplication.errorCode(app.send("POST", "/api/v1/notices/1/retry")) == "notice_not_retryable")
    }

    @Test func templatesAreCheckedAndReadersWithoutEmailGetPaper() throws {
        let app = try Self.library()
        let bad = app.send("POST", "/notices/templates",
                           form: [("kind", "overdue"), ("language", "ru"), ("subject", "Долг"), ("body", "Здравствуйте, {reader.nmae}!")])
        #expect(bad.status == 422 && TestApplication.text(bad).contains("{reader.nmae}"))
        #expect(app.send("POST", "/notices/templates",
                         form: [("kind", "overdue"), ("language", "ru"), ("subject", "Долг №{reminder}"), ("body", "{reader.name}: {loans}")])
            .status == 303)
        #expect(try app.store.settings().notices.isChanged(.overdue, .russian))
        let settings = app.send("POST", "/notices/settings",
                                form: [("daysBeforeDue", "2"), ("overdueDays", "7, 1"), ("sendHour", "9"), ("language", "ru")])
        #expect(settings.status == 422)

        app.clock.advance(days: 30)
        let lists = TestApplication.text(app.send("GET", "/notices/print", as: .librarian))
        #expect(lists.contains("data-class=\"5А\"") && lists.contains("Петрова") && !lists.contains("Иванов"))
        let letters = TestApplication.text(app.send("GET", "/notices/letters?class=5А", as: .librarian))
        #expect(letters.contains("<article class=\"letter\" data-ticket=\"000124\"") && letters.contains("12346"))

        // A pupil who has left school is on a sheet of the leavers, not their last class's, and
        // their letter goes to them, not to a class's parents.
        #expect(app.send("PUT", "/api/v1/readers/000124",
                         json: #"{"ticketNumber": "000124", "surname": "Петрова", "firstName": "Анна", "schoolClass": "11А", "graduated": true}"#)
            .status == 200)
        let leavers = TestApplication.text(app.send("GET", "/notices/print", as: .librarian))
        #expect(leavers.contains("data-class=\"leavers\"") && leavers.contains("Выпускники") && !leavers.contains("data-class=\"11А\""))
        let letter = TestApplication.text(app.send("GET", "/notices/letters?ticket=000124", as: .librarian))
        #expect(letter.contains("Петрова") && !letter.contains("11А"))
    }

    @Test func theServerSendsNoticesFromTheSettingsHourAndTriesAFailedOneAgainLater() throws {
        let app = try Self.library()
        app.clock.set(Date(timeIntervalSince1970: TimeInterval(Day(year: 2024, month: 2, day: 5)!.daysSinceEpoch * 86_400 + 8 * 3_600)))
        let mail = LibraryMail(store: app.store, mailer: app.mailer, mailPassword: nil)
        let care = CareScheduler(store: app.store, clock: app.clock, log: app.log, notices: mail)
        care.runDueWork()
        #expect(app.mailer.sent.isEmpty, "before nine")
        app.mailer.fail(with: .timedOut)
        app.clock.set(app.clock.now().addingTimeInterval(3_600))
        care.runDueWork()
        app.mailer.succeed()
        care.runDueWork()
        #expect(app.mailer.sent.isEmpty, "not again within the hour")
        app.clock.set(app.clock.now().addingTimeInterval(3_700))
        care.runDueWork()
        care.runDueWork()
        #expect(app.mailer.sent.count == 1, "the failed one went an hour later, once")
    }

    /// A backup that cannot be written (a folder the server may not create) is logged and does not
    /// keep the notices (nor the holds, nor the anonymiser) from going.
    @Test func aFailingBackupDoesNotStopTheNotices() throws {
        let app = try Self.library()
        app.clock.set(Date(timeIntervalSince1970: TimeInterval(Day(year: 2024, month: 2, day: 5)!.daysSinceEpoch * 86_400 + 10 * 3_600)))
        var settings = try app.store.settings()
        settings.care.backupDirectory = "/proc/kartoteka-backups"
        try app.store.saveSettings(settings)
        let care = CareScheduler(store: app.store, clock: app.clock, log: app.log,
                                 notices: LibraryMail(store: app.store, mailer: app.mailer, mailPassword: nil))
        care.runDueWork()
        #expect(app.mailer.sent.count == 1, "the notice went though the backup failed")
        #expect(app.log.lines.contains { $0.contains("scheduled care (backup) failed") }, "\(app.log.lines)")
    }
}
