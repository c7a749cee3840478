import KartotekaCore

extension EnglishTexts: ListPageTexts {
    var lists: String { "Checks against the lists" }
    var listsTileNote: String { "The Federal list of extremist materials, registers; the journal and acts of checks" }
    var importListVersion: String { "Import a new version of a list" }
    var listFile: String { "The list's file (CSV)" }
    var listKind: String { "List" }
    var importIt: String { "Import" }
    var runCheck: String { "Run a check" }
    var checkScope: String { "What is checked" }
    var commissionOneALine: String { "Commission (one a line: «Name: role»)" }
    var checkIt: String { "Check" }
    var listVersionsHeading: String { "Imported versions" }
    var noListVersions: String { "No list has been imported yet." }
    var candidatesHeading: String { "Matches awaiting a decision" }
    var noCandidates: String { "No match awaits a decision." }
    var listEntry: String { "List entry" }
    var catalogueTitle: String { "Title in the catalogue" }
    var copiesHeading: String { "Copies" }
    var confirmMatch: String { "It is" }
    var rejectMatch: String { "It is not" }
    var checkJournal: String { "Journal of checks" }
    var checkAct: String { "Act of the check" }
    var withdrawalList: String { "List for withdrawal" }
    var struckFromListHeading: String { "Entries struck out of the list: these books are no longer withdrawn, and are lent" }
    var withdrawAll: String { "Write them all off by an act" }
    var addedSinceLastCheck: String { "Entries added since the last check" }
    var fileHeading: String { "File" }
    var entriesHeading: String { "Entries" }
    var addedHeading: String { "New" }
    var dayHeading: String { "Date" }
    var stateHeading: String { "Decision" }
    func checkActBody(list: String, version: String, range: String, titles: Int, found: Int) -> String {
        "The commission checked the library's fund against «\(list)» (version \(version), entries \(range)). "
            + "Titles checked: \(titles). Matches found: \(found)."
    }
    var actionHeading: String { "What was done" }
    var overrideAgeMark: String { "Lend although the age mark is above the reader's age (a librarian's decision; never 18+)" }
    var titlesWithoutAgeMark: String { "Titles of 2012 or later without an age mark" }
    var yearHeading: String { "Year" }
    var adultCopiesInTheOpen: String { "Copies marked 18+ outside the places closed to children" }
    var noClosedPlaces: String { "none set (see the settings)" }
    var closedToChildrenField: String { "Storage places closed to children (codes, comma-separated)" }
    var inventoryNumberHeading: String { "Inventory №" }
    var storagePlaceHeading: String { "Storage place" }
}
