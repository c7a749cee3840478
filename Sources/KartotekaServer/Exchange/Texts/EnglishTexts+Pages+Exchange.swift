import KartotekaCore
import KartotekaWire

extension EnglishTexts: ExchangePageTexts {
    var mailNotSetUpYet: String { "E-mail is not set up yet — configure it in Settings to send exports." }
    var exchangeWithIRBIS: String { "Exchange with IRBIS64" }
    var catalogueDatabase: String { "Catalogue (database IBIS)" }
    var titlesChangedSince: String { "Titles changed since" }
    var readersDatabase: String { "Readers (database RDR)" }
    var readersChangedSince: String { "Readers changed since" }
    func fileEncodingNote(_ encoding: IRBISEncoding) -> String { "File encoding: \(encoding.name) (change it in the settings)." }
    var loadFromIRBIS: String { "Load from IRBIS or RUSMARC" }
    var file: String { "File" }
    var exportFile: String { "Export file" }
    var kindOfFile: String { "Kind of file" }
    var irbisTextFormat: String { "IRBIS text format (#tag: …)" }
    var irbisISO: String { "IRBIS ISO 2709" }
    var encoding: String { "Encoding" }
    var detectEncoding: String { "detect (text) / Windows-1251 (ISO)" }
    var whenRecordExists: String { "When a record exists (by ISBN, inventory number, ticket)" }
    var skipIt: String { "skip it" }
    var updateIt: String { "update it" }
    var addCopiesToExistingTitle: String { "add new copies to the existing title" }
    var dryRunOption: String { "Dry run: only show what would change" }
    var load: String { "Load" }
    var format: String { "Format" }
    var textFormat: String { "text" }
    var download: String { "Download" }
    var exportToIRBIS: String { "Export to IRBIS" }
    var downloadText: String { "Download (text)" }
    var downloadISO: String { "Download (ISO 2709)" }
    var sendByEmailTo: String { "Send by e-mail to" }
    var send: String { "Send" }
    var record: String { "Record" }
    var thatWasADryRun: String { "That was a dry run. To load for real, choose the file again and untick “Dry run”." }
    var importHeading: String { "Import" }
    var backToExchange: String { "← Export and import" }
    var loadingAFile: String { "Loading a file" }
    var notes: String { "Notes" }
    var loadingTheFile: String { "Loading the file…" }
    var preparingTheExport: String { "Preparing the export…" }
    var preparingAndSending: String { "Preparing and sending the message…" }
    var makingABackup: String { "Making a backup…" }
    var records: String { "Records" }
    func runningFor(seconds: Int) -> String { "Running for \(seconds) s. The page refreshes by itself; you may close it — the work goes on." }
    var referenceToQuote: String { "Reference to quote" }
    var exportIsNotLost: String { "The export is not lost:" }
    var downloadTheFile: String { "Download the file" }
    var toExchange: String { "To export and import" }
    var exportIsReady: String { "The export is ready" }
    func exportFileSummary(_ fileName: String, records: Int) -> String { "\(fileName), \(records) \(plural(records, "record", "records"))." }
    func recordsLeftOut(_ count: Int) -> String { "Left out of the file: \(count) \(plural(count, "record", "records")). Fix them and export again" }
    var backToExport: String { "Back to export" }
    var sent: String { "Sent" }
    var messageWasSent: String { "The message was sent" }
    func exportSent(_ fileName: String, records: Int, to recipient: String) -> String {
        "\(fileName) (\(records) \(plural(records, "record", "records"))) was sent to \(recipient)."
    }
    var downloadTheSameFile: String { "Download the same file" }
}
