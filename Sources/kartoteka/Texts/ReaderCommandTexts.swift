import KartotekaCore

/// The texts of the reader commands.
protocol ReaderCommandTexts: Sendable {
    var readerAddSummary: String { get }
    var readerAddDetails: String { get }
    var readerRegistered: String { get }
    var readerDeleteSummary: String { get }
    func readerDeleted(_ ticket: TicketNumber) -> String
    var readerEditSummary: String { get }
    var newTicketHelp: String { get }
    var readerExportDataSummary: String { get }
    var readerListSummary: String { get }
    var readerSearchSummary: String { get }
    var readerShowSummary: String { get }
}
