import KartotekaCore

/// The texts of checking the fund against the lists on the pages.
protocol ListPageTexts: Sendable {
    var lists: String { get }
    var listsTileNote: String { get }
    var importListVersion: String { get }
    var listFile: String { get }
    var listKind: String { get }
    var importIt: String { get }
    var runCheck: String { get }
    var checkScope: String { get }
    var commissionOneALine: String { get }
    var checkIt: String { get }
    var listVersionsHeading: String { get }
    var noListVersions: String { get }
    var candidatesHeading: String { get }
    var noCandidates: String { get }
    var listEntry: String { get }
    var catalogueTitle: String { get }
    var copiesHeading: String { get }
    var confirmMatch: String { get }
    var rejectMatch: String { get }
    var checkJournal: String { get }
    var checkAct: String { get }
    var withdrawalList: String { get }
    /// The heading of the confirmed titles whose entries the list has struck out since.
    var struckFromListHeading: String { get }
    var withdrawAll: String { get }
    var addedSinceLastCheck: String { get }
    var fileHeading: String { get }
    var entriesHeading: String { get }
    var addedHeading: String { get }
    var dayHeading: String { get }
    var stateHeading: String { get }
    func checkActBody(list: String, version: String, range: String, titles: Int, found: Int) -> String
    var actionHeading: String { get }
    var overrideAgeMark: String { get }
    var titlesWithoutAgeMark: String { get }
    var yearHeading: String { get }
    var adultCopiesInTheOpen: String { get }
    var noClosedPlaces: String { get }
    var closedToChildrenField: String { get }
    var inventoryNumberHeading: String { get }
    var storagePlaceHeading: String { get }
}
