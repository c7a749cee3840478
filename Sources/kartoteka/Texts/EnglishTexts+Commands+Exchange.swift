import KartotekaCore

extension EnglishTexts: ExchangeCommandTexts {
    var encodingHelp: String { "file encoding (default from the settings, usually cp1251)" }
    var encodingChoices: String { "cp1251 or utf-8." }
    var errorLabel: String { "Error" }
    var warningLabel: String { "Warning" }
    func andMore(_ count: Int) -> String { "… and \(count) more" }
    var exportIRBISSummary: String { "export for IRBIS64 in the text exchange format" }
    var exportISOSummary: String { "export for IRBIS64 in ISO 2709" }
    var exportInventoryHelp: String { "the title of this copy" }
    var exportIDHelp: String { "the title with this number" }
    var exportTicketHelp: String { "the reader with this ticket (with loans, field 40)" }
    var exportAllHelp: String { "the whole catalogue (with --readers: every reader)" }
    var exportSinceHelp: String { "titles (with --readers: readers) changed since this day" }
    var exportReadersHelp: String { "export readers (database RDR) rather than the catalogue" }
    var exportOutputHelp: String { "write to a file (-o FILE; default standard output)" }
    var exportDetails: String {
        "Give one of: --inventory, --id, --ticket, --all or --since.\nExample: kartoteka export irbis --inventory 12345 -o book.txt\nBy e-mail: kartoteka export irbis --all --mail-to irbis@library.ru --smtp-url smtp://mail.library.ru:587 --smtp-user desk --smtp-password-file ~/.smtp\nThrough a server (--server) the server sends the message with the mail server in the library's settings; no --smtp-* options are needed."
    }
    func recordsWritten(_ count: Int, to path: String) -> String { "Records written: \(count) → \(path)" }
    func recordsLeftOutOnServer(_ count: Int) -> String {
        "Left out of the file: \(count) \(plural(count, "record", "records")). The same export on the server's Export page says which and why."
    }
    var importIRBISSummary: String { "load an IRBIS text exchange file" }
    var importISOSummary: String { "load an ISO 2709 file (IRBIS or RUSMARC)" }
    var recordFormatHelp: String { "record tagging: IRBIS or RUSMARC" }
    var recordFormatChoices: String { "irbis or rusmarc." }
    var dryRunHelp: String { "only report what would change; store nothing" }
    var duplicatesHelp: String { "what to do with records already in the library (by ISBN, inventory number, ticket); default skip" }
    var duplicatesChoices: String { "skip, update or add-copy." }
    func processedOf(_ done: Int, total: Int) -> String { "Processed \(done) of \(total)…" }
    func processedRecords(_ count: Int, percentRead: Int) -> String {
        "Processed \(count) \(plural(count, "record", "records")) (\(percentRead)% of the file read)…"
    }
    func recordProblem(_ number: Int, _ message: String) -> String { "Record \(number): \(message)" }
    var mailToHelp: String { "send the export by e-mail to this address" }
    var smtpURLHelp: String { "mail server: smtp://host:587 or smtps://host:465 (default from the settings)" }
    var smtpPasswordFileHelp: String { "file holding the password (first line; only its owner may read it)" }
    var startTLSHelp: String { "require STARTTLS encryption for smtp://" }
    func exportSavedTo(_ fileName: String) -> String { "The export was saved to \(fileName)." }
    func exportMailed(_ fileName: String, to recipient: String) -> String { "The message with \(fileName) was sent to \(recipient)." }
}
