import KartotekaCore

extension EnglishTexts: ListCommandTexts {
    var listKindHelp: String { "the list: extremist (the Federal list of extremist materials, the default), foreign_agents, drug_marking" }
    var listKindChoices: String { "extremist, foreign_agents or drug_marking" }
    var listsImportSummary: String { "import a new version of a list from a CSV file" }
    func listImported(entries: Int, first: Int, last: Int, added: Int) -> String {
        "Entries imported: \(entries) (from № \(first) to № \(last)), new: \(added)."
    }
    var listsCheckSummary: String { "check the fund against a list and write the journal's row" }
    var listReceiptsHelp: String { "only the titles catalogued since the last check" }
    var listCommissionHelp: String { "the commission, split by «;»: «Ivanova I. I.: chair; Petrova P. P.»" }
    func listChecked(id: Int64, titles: Int, found: Int, new: Int) -> String {
        "Check \(id): titles checked \(titles), matches \(found), new awaiting a decision \(new)."
    }
    var listsMatchesSummary: String { "matches with the lists: the list entry beside the title" }
    var listStateHelp: String { "candidate (awaiting a decision, the default), confirmed or rejected" }
    var listStateChoices: String { "candidate, confirmed or rejected" }
    var noListMatches: String { "No matches." }
    var listsConfirmSummary: String { "confirm a match: the title is the listed material" }
    var listsRejectSummary: String { "reject a match: the title is not the listed material" }
    var listsJournalSummary: String { "the journal of checks" }
    var listsWithdrawSummary: String { "the list for withdrawal; with --date, write it all off in one act" }
    var listWithdrawDateHelp: String { "the act's day" }
    var listApprovedByHelp: String { "who approves the act: post and name" }
    func listWithdrawn(act: String, copies: Int) -> String { "Act of write-off \(act): copies withdrawn \(copies)." }
    var ageUnmarkedSummary: String { "titles of 2012 or later without an age mark" }
    var closedToChildrenHelp: String { "the storage places closed to children, comma-separated: «ВЗ, ХР» (where 18+ items belong)" }
    var ageOutsideClosedSummary: String { "copies of 18+ titles outside the places closed to children" }
}
