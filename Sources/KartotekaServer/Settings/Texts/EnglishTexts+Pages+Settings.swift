import KartotekaCore
import KartotekaWire

extension EnglishTexts: SettingsPageTexts {
    var compactAuthorSign: String { "Л49" }
    var spacedAuthorSign: String { "Л 49" }
    var windows1251ForIRBIS: String { "Windows-1251 (IRBIS64)" }
    var backupFolderMissing: String { "Enter a backup folder and save the settings." }
    var loanPeriodRule: String { "The loan period is 1 to 365 days." }
    var renewalsRule: String { "Renewals: 0 to 20." }
    var mailServerURLRule: String { "The server address starts with smtp:// or smtps://, e.g. smtp://mail.example.com:587, and holds no login or password: the login has its own field, the password is given when the server starts." }
    var senderAddressInvalid: String { "The sender address is not valid." }
    var backupIntervalRule: String { "The interval is 1 to 720 hours." }
    var backupsKeptRule: String { "Keep 1 to 1000 backups." }
    var anonymiseAfterRule: String { "A number of days (0: never)." }
    var rightNow: String { "Right now" }
    var makeABackup: String { "Make a backup" }
    var anonymiseOldLoansQuestion: String { "Anonymise old loans? This cannot be undone." }
    var anonymiseOldLoans: String { "Anonymise old loans" }
    var librarySettings: String { "Library settings" }
    var lendingAndCatalogue: String { "Lending and catalogue" }
    var theLibrary: String { "The library" }
    var libraryNameField: String { "Library name" }
    var libraryNameHint: String { "Printed on every form, act, letter and label: “School No. 5 library, Tula”" }
    var offerLocationsService: String { "Show “Addresses by country” (the book's locations service) even without locations of our own" }
    var mailForNotices: String { "Mail (notices to readers, sign-in codes, exports)" }
    var loanPeriodDays: String { "Loan period, days" }
    var renewalsAllowed: String { "Renewals allowed" }
    var storagePlaceForNewCopies: String { "Storage place for new copies (code)" }
    var operatorInIRBISRecords: String { "Operator in IRBIS records" }
    var irbisExchange: String { "IRBIS exchange" }
    var shelfCodeField: String { "Shelf code (field 903)" }
    var shelfCodePatternHint: String { "e.g. {bbk}/{sign}-{inventory}; also {udc}, {year}, {id}" }
    var fileEncoding: String { "File encoding" }
    var mailServer: String { "Mail server" }
    var requireStartTLS: String { "Require encryption (STARTTLS)" }
    var mailUser: String { "User" }
    var mailPasswordSet: String { "The mail password is set on the server." }
    var mailPasswordNotSet: String { "No mail password is set." }
    var mailPasswordWhere: String {
        "It is not kept in the database: the server's administrator sets it in KARTOTEKA_SMTP_PASSWORD or in a file only its owner can read (smtp_password_file), and restarts the server."
    }
    var senderAddress: String { "Sender address" }
    var dataCare: String { "Data care" }
    var backupFolder: String { "Backup folder on the server" }
    var backupFolderHint: String { "empty: no scheduled backups" }
    var backupEveryHours: String { "Back up every, hours" }
    var backupsToKeep: String { "Backups to keep" }
    var anonymiseLoansAfterDays: String { "Anonymise a year's loans this many days after the year ends" }
    var anonymiseLoansHint: String {
        "The loans returned in a calendar year are anonymised together, so that the year's figures (readers, visits, 6-НК) stay as they were. 0: never."
    }
    var zeroMeansNever: String { "0: never" }
}
