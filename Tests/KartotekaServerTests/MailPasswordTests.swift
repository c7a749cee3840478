import Foundation
import KartotekaCore
import Testing

/// The mail password comes from the server's environment, never from the library's settings;
/// the settings page says whether one is set and where it is set.
@Suite("Mail password on the server")
struct ServerMailPasswordTests {
    @Test func theServersPasswordIsUsedAndTheSettingsPageSaysItIsSet() throws {
        let app = try TestApplication(mailPassword: "from-the-environment")
        var settings = try app.store.settings()
        settings.exchange.mail.serverURL = "smtp://mail.example.org:587"
        settings.exchange.mail.user = "desk"
        try app.store.saveSettings(settings)
        #expect(app.send("POST", "/api/v1/titles", json: TestApplication.lermontov).status == 201)
        let sent = app.send("POST", "/api/v1/export/mail", json: #"{"id": "1", "to": "irbis@library.example.org"}"#)
        #expect(sent.status == 200)
        let receipt = TestApplication.json(sent) as? [String: Any]
        #expect(receipt?["recordCount"] as? Int == 1 && receipt?["recordsLeftOut"] as? Int == 0, "\(String(describing: receipt))")
        #expect(app.mailer.servers.last?.password == "from-the-environment" && app.mailer.servers.last?.user == "desk")
        let page = TestApplication.text(app.send("GET", "/settings"))
        #expect(page.contains("Пароль почты задан на сервере") && page.contains("KARTOTEKA_SMTP_PASSWORD"))
        #expect(!page.contains("from-the-environment") && !page.contains("name=\"smtpPassword\""))
    }

    @Test func withoutOneThePageSaysSo() throws {
        let page = TestApplication.text(try TestApplication().send("GET", "/settings"))
        #expect(page.contains("Пароль почты не задан"))
    }
}
