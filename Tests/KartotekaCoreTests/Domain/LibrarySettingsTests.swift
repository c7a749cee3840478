import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Library settings")
struct LibrarySettingsTests {
    @Test func defaultsSuitASmallLibrary() {
        let settings = LibrarySettings()
        #expect(settings.loanPolicy == LoanPolicy(periodDays: 14, maximumRenewals: 2))
        #expect(settings.authorSignStyle == .compact)
        #expect(settings.defaultStoragePlace == "АБ")
        #expect(settings.operatorName == "KARTOTEKA")
        #expect(settings.exchange.shelfCodePattern == IRBISShelfCode.defaultPattern)
        #expect(settings.exchange.encoding == .windows1251)
        #expect(settings.exchange.knownStoragePlaces.isEmpty)
        #expect(settings.exchange.mail == MailSettings())
        #expect(settings.exchange.mail.serverURL.isEmpty && !settings.exchange.mail.requireStartTLS)
        #expect(settings.care == CareSettings(backupDirectory: "", backupIntervalHours: 24, backupsKept: 14, anonymiseAfterDays: 365))
    }

    /// Settings saved by an older version lack the newer keys: they must still load, with defaults.
    @Test func anEmptyObjectDecodesToTheDefaults() throws {
        let decoded = try LibrarySettings(saved: Data("{}".utf8))
        #expect(decoded == LibrarySettings())
    }

    @Test func missingNestedKeysTakeTheirDefaults() throws {
        let json = #"""
        {"loanPolicy": {"periodDays": 21, "maximumRenewals": 0},
         "authorSignStyle": "spaced",
         "exchange": {"encoding": "utf-8", "mail": {"serverURL": "smtps://mail.example.ru:465"}},
         "care": {"backupsKept": 3}}
        """#
        let settings = try LibrarySettings(saved: Data(json.utf8))
        #expect(settings.loanPolicy == LoanPolicy(periodDays: 21, maximumRenewals: 0))
        #expect(settings.authorSignStyle == .spaced)
        #expect(settings.defaultStoragePlace == "АБ")
        #expect(settings.exchange.encoding == .utf8)
        #expect(settings.exchange.shelfCodePattern == IRBISShelfCode.defaultPattern)
        #expect(settings.exchange.mail.serverURL == "smtps://mail.example.ru:465")
        #expect(settings.exchange.mail.user == "" && settings.exchange.mail.lastRecipient == "")
        #expect(settings.care.backupsKept == 3)
        #expect(settings.care.backupIntervalHours == 24 && settings.care.anonymiseAfterDays == 365)
    }

    /// A notice hour saved as `null` means "only when sent by hand"; left out, it is the default hour.
    @Test func aNullIsReadAsGivenAndAMissingKeyAsTheDefault() throws {
        let none = try LibrarySettings(saved: Data(#"{"notices": {"sendHour": null, "daysBeforeDue": 3}}"#.utf8))
        #expect(none.notices.sendHour == nil && none.notices.daysBeforeDue == 3 && none.notices.overdueDays == [1, 7, 14])
        let kept = try LibrarySettings(saved: Data(#"{"notices": {"daysBeforeDue": 3}, "school": {"lastGrade": 9}}"#.utf8))
        #expect(kept.notices.sendHour == 9 && kept.school.lastGrade == 9 && kept.school.pupilCategory == "учащийся")
        var saved = LibrarySettings()
        saved.notices.sendHour = nil
        #expect(try LibrarySettings(saved: JSONEncoder().encode(saved)).notices.sendHour == nil)
        #expect(throws: DecodingError.self) { try LibrarySettings(saved: Data(#"{"care": {"backupsKept": null}}"#.utf8)) }
    }

    @Test func refusesValuesOfTheWrongKind() {
        for json in [#"{"authorSignStyle": "fancy"}"#, #"{"loanPolicy": {"periodDays": "two weeks", "maximumRenewals": 1}}"#,
                     #"{"exchange": {"encoding": "koi8"}}"#, #"{"care": {"backupsKept": "many"}}"#] {
            #expect(throws: DecodingError.self, "\(json)") {
                try LibrarySettings(saved: Data(json.utf8))
            }
        }
    }

    @Test func roundTripsThroughJSON() throws {
        let settings = LibrarySettings(
            loanPolicy: LoanPolicy(periodDays: 30, maximumRenewals: 5), authorSignStyle: .spaced, defaultStoragePlace: "ЧЗ",
            operatorName: "Петрова", exchange: ExchangeSettings(shelfCodePattern: "{bbk}/{sign}", encoding: .utf8,
                knownStoragePlaces: ["АБ", "ЧЗ"], mail: MailSettings(serverURL: "smtp://mail.example.ru:587", requireStartTLS: true,
                user: "library", from: "library@example.ru", lastRecipient: "irbis@example.ru")),
            care: CareSettings(backupDirectory: "/var/backups/kartoteka", backupIntervalHours: 6, backupsKept: 7, anonymiseAfterDays: 0))
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(LibrarySettings.self, from: data) == settings)
        #expect(try LibrarySettings(saved: data) == settings)
    }

    @Test func theConfiguredPolicyGovernsLoans() throws {
        var settings = LibrarySettings()
        settings.loanPolicy.periodDays = 30
        let today = Day(year: 2024, month: 1, day: 15)!
        #expect(try settings.loanPolicy.dueDay(lentOn: today, requested: nil) == Day(year: 2024, month: 2, day: 14))
    }

    @Test("a mail server's address is smtp:// or smtps:// with no login or password in it", arguments: [
        ("smtp://mail.example.ru:587", true), ("SMTPS://mail.example.ru:465", true), ("smtp://mail.example.ru", true),
        ("smtp://user:secret@mail.example.ru:587", false), ("smtps://user@mail.example.ru", false), ("http://mail.example.ru", false),
        ("smtp://", false), ("mail.example.ru:587", false),
    ])
    func mailServerAddresses(text: String, valid: Bool) {
        #expect(MailSettings.isServerURL(text) == valid)
    }
}
