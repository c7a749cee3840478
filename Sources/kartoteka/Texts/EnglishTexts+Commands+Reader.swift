import KartotekaCore

extension EnglishTexts: ReaderCommandTexts {
    var readerAddSummary: String { "register a reader (ticket, surname and first name are required)" }
    var readerAddDetails: String { "Example: kartoteka reader add --ticket 000123 --surname Ivanov --name Ivan --phone \"+7 900 000-00-00\"" }
    var readerRegistered: String { "Reader registered." }
    var readerDeleteSummary: String { "delete a reader (who holds no books)" }
    func readerDeleted(_ ticket: TicketNumber) -> String { "Reader with ticket \(ticket) deleted." }
    var readerEditSummary: String { "change a reader’s details (--ticket: whose; --new-ticket: a new number)" }
    var newTicketHelp: String { "new ticket number" }
    var readerExportDataSummary: String { "everything the library holds about a reader (JSON), at their request" }
    var readerListSummary: String { "readers by name" }
    var readerSearchSummary: String { "find readers by name, ticket or phone" }
    var readerShowSummary: String { "a reader card: books held and history" }
    var readerFormularSummary: String { "a reader's record card: the details and every loan" }
    func formularHeading(_ ticket: String) -> String { "Reader’s record card No. \(ticket)" }
    var formularOut: String { "out" }
    var formularLost: String { "lost" }
    var readerPasswordSummary: String { "set (or remove) a reader's password for the self-service catalogue /my" }
    var readerPasswordDetails: String {
        "The password is the file's first line (- for standard input), at least 6 characters. A new password, or removing it, "
            + "signs the reader out everywhere.\nExample: kartoteka reader password --ticket 000123 --password-file password.txt"
    }
    var readerPasswordFileHelp: String { "a file whose first line is the new password (- for standard input)" }
    var readerPasswordRemoveHelp: String { "remove the password (the reader is signed out everywhere)" }
    var readerCodesSummary: String { "turn one-time sign-in codes by e-mail for /my on or off" }
    var readerCodesOnHelp: String { "turn codes on (the reader needs an e-mail address)" }
    var readerCodesOffHelp: String { "turn codes off" }
    var readerUnlockSummary: String { "lift the lock on a reader's sign-in to /my after wrong codes" }
    var readerPasswordSetMark: String { "password set" }
    var readerNoPasswordMark: String { "no password" }
    var readerCodesOnMark: String { "codes by e-mail" }
    func readerLockedUntilMark(_ time: String) -> String { "sign-in locked until \(time)" }
}
