import KartotekaCore

extension EnglishTexts: ReaderCommandTexts {
    var readerAddSummary: String { "register a reader (ticket, surname, first name and phone are required)" }
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
}
