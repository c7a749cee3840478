import Foundation
import KartotekaCore
import KartotekaExchange
import KartotekaMail
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Synchronization
import Testing

@Suite("Use cases: exchange with IRBIS")
struct ExchangeUseCaseTests {
    static let file = [UInt8]("#920: PAZK\n#200: ^AОтцы и дети\n#700: ^AТургенев\n#910: ^A0^B501^DАБ\n*****\n".utf8)

    /// Keeps the messages it is given instead of sending them.
    final class KeptMail: MailSender {
        let sent = Mutex<[(MailMessage, MailServer)]>([])

        func send(_ message: MailMessage, via server: MailServer) throws {
            sent.withLock { $0.append((message, server)) }
        }
    }

    func importing(_ fixture: CatalogueFixture, dryRun: Bool) -> ImportRecords {
        ImportRecords(.bytes(Self.file), source: .irbisText, encoding: .utf8, duplicates: .skip, receipt: nil, dryRun: dryRun,
                      clock: fixture.clock, calendar: .utc)
    }

    @Test(arguments: StoreFactory.all)
    func aDryRunStoresNothingAndWritesNoAuditLine(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let dry = try fixture.library.run(importing(fixture, dryRun: true), by: fixture.librarian)
        #expect(dry.outcome.titlesAdded == 1 && dry.dryRun)
        #expect(try fixture.titleCount() == 0)
        #expect(try fixture.auditLines().isEmpty)
        #expect(throws: UseCaseRefusal(action: ImportRecords.action)) {
            try fixture.library.run(importing(fixture, dryRun: false), by: fixture.helper)
        }
        _ = try fixture.library.run(importing(fixture, dryRun: false), by: fixture.librarian)
        #expect(try fixture.titleCount() == 1)
        #expect(try fixture.auditLines() == [
            "librarian: import — 1 records: titles 1 added, 0 updated; copies 1 added, 0 updated; readers 0 added, 0 updated; loans 0 added",
        ])
    }

    @Test(arguments: StoreFactory.all)
    func anExportIsMailedAndItsRecipientRemembered(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let mailer = KeptMail()
        let mailing = MailExport(.records(.titles(.all), format: .text, encoding: .utf8), to: "irbis@school.example", mailer: mailer,
                                 overrides: MailOverrides(password: "secret"), clock: fixture.clock, calendar: .utc)
        #expect(throws: ExchangeError.mailNotConfigured) { try fixture.library.run(mailing, by: fixture.librarian) }
        var settings = try fixture.store.settings()
        settings.exchange.mail.serverURL = "smtp://mail.school.example:587"
        settings.exchange.mail.user = "library@school.example"
        try fixture.store.saveSettings(settings)
        let file = try fixture.library.run(mailing, by: fixture.librarian)
        let sent = mailer.sent.withLock { $0 }
        #expect(sent.map(\.0.to) == ["irbis@school.example"] && sent.map(\.0.from) == ["library@school.example"])
        #expect(sent.map(\.1.password) == ["secret"])
        #expect(try fixture.store.settings().exchange.mail.lastRecipient == "irbis@school.example")
        #expect(try fixture.auditLines() == ["librarian: mail export — \(file.fileName), 0 records"])
    }
}
