import KartotekaCore
import KartotekaWire

/// The texts of branches on the pages: the branches page, transfers, where a copy is, the desk's
/// branch at sign-in and in the header, and the branch filter of lists.
protocol BranchPageTexts: Sendable {
    var deskBranchHint: String { get }
    var branchSaved: String { get }
    var branchDeleted: String { get }
    var branchListed: String { get }
    var branchUnlisted: String { get }
    var copySent: String { get }
    var transferCalledOff: String { get }
    var transferCalledOffForHold: String { get }
    var transferCalledOffToHold: String { get }
    /// The button that calls a journey off, and its question.
    var keepHere: String { get }
    var keepHereQuestion: String { get }
    var copyReceived: String { get }
    var bookReturnedToTravel: String { get }
    var transfers: String { get }
    var transfersTileNote: String { get }
    var branches: String { get }
    var branchesTileNote: String { get }
    var branch: String { get }
    var noBranch: String { get }
    var myAccountsBranch: String { get }
    var whereYouWorkNow: String { get }
    var haveItSentHere: String { get }
    var receive: String { get }
    var sendCopy: String { get }
    var onItsWay: String { get }
    func awayFrom(_ home: BranchCode) -> String
    func branchCounts(onShelf: Int, onLoan: Int, inTransit: Int) -> String
    var everyBranch: String { get }
    var show: String { get }
    var branchCode: String { get }
    var branchCodeHint: String { get }
    var branchName: String { get }
    var irbisStoragePlace: String { get }
    var irbisStoragePlaceHint: String { get }
    var amongLocations: String { get }
    var amongLocationsHint: String { get }
    var locationEntry: String { get }
    var newLocationEntry: String { get }
    var showAmongLocations: String { get }
    var stopShowingAmongLocations: String { get }
    var shownAmongLocations: String { get }
    var noSuchLocation: String { get }
    var mainBranch: String { get }
    func removeBranchQuestion(_ code: BranchCode) -> String
    var remove: String { get }
    var branchesIntro: String { get }
    var newBranch: String { get }
    var allBranches: String { get }
    var nothingOnItsWay: String { get }
    var chooseBranch: String { get }
    var sendACopy: String { get }
    var sendTo: String { get }
    var myBranchOnly: String { get }
    var onlyThoseOnTheirWay: String { get }
    var withFinishedOnes: String { get }
    var transfersBetweenBranches: String { get }
    func branchNamed(_ code: BranchCode) -> String
    func sentOn(_ day: String) -> String
    func receivedOn(_ day: String) -> String
    func calledOffOn(_ day: String) -> String
}
