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
    var readerFormularSummary: String { get }
    func formularHeading(_ ticket: String) -> String
    var formularOut: String { get }
    var formularLost: String { get }
    var readerPasswordSummary: String { get }
    var readerPasswordDetails: String { get }
    var readerPasswordFileHelp: String { get }
    var readerPasswordRemoveHelp: String { get }
    var readerCodesSummary: String { get }
    var readerCodesOnHelp: String { get }
    var readerCodesOffHelp: String { get }
    var readerUnlockSummary: String { get }
    var readerPasswordSetMark: String { get }
    var readerNoPasswordMark: String { get }
    var readerCodesOnMark: String { get }
    func readerLockedUntilMark(_ time: String) -> String
}
