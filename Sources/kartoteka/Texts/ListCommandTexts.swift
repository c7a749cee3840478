/// The texts of the `lists` commands.
protocol ListCommandTexts: Sendable {
    var listKindHelp: String { get }
    var listKindChoices: String { get }
    var listsImportSummary: String { get }
    func listImported(entries: Int, first: Int, last: Int, added: Int) -> String
    var listsCheckSummary: String { get }
    var listReceiptsHelp: String { get }
    var listCommissionHelp: String { get }
    func listChecked(id: Int64, titles: Int, found: Int, new: Int) -> String
    var listsMatchesSummary: String { get }
    var listStateHelp: String { get }
    var listStateChoices: String { get }
    var noListMatches: String { get }
    var listsConfirmSummary: String { get }
    var listsRejectSummary: String { get }
    var listsJournalSummary: String { get }
    var listsWithdrawSummary: String { get }
    var listWithdrawDateHelp: String { get }
    var listApprovedByHelp: String { get }
    func listWithdrawn(act: String, copies: Int) -> String
    var ageUnmarkedSummary: String { get }
    var closedToChildrenHelp: String { get }
    var ageOutsideClosedSummary: String { get }
}
