import KartotekaCore
import KartotekaWire

extension EnglishTexts: BranchPageTexts {
    var deskBranchHint: String { "The branch whose desk you work at" }
    var branchSaved: String { "The branch was saved." }
    var branchDeleted: String { "The branch was removed." }
    var branchListed: String { "The branch is shown among the library locations." }
    var branchUnlisted: String { "The branch is no longer shown among the library locations." }
    var copySent: String { "The copy was sent." }
    var transferCalledOff: String { "The journey was called off: the copy stays where it was." }
    var transferCalledOffForHold: String {
        "The journey was called off. A reader's hold waits for the copy here: put it on the hold shelf (the reader has been told)."
    }
    var transferCalledOffToHold: String {
        "The journey was called off, but a reader's hold at another branch wants the copy: it is now on its way there. Set it aside to send."
    }
    var keepHere: String { "Call off the transfer" }
    var keepHereQuestion: String { "Call off the transfer? The copy stays at this branch." }
    var copyReceived: String { "The copy was received." }
    var bookReturnedToTravel: String {
        "The book was returned. The copy belongs to another branch: set it aside to be sent; it is on the Transfers list already."
    }
    var transfers: String { "Transfers" }
    var transfersTileNote: String { "Books on their way between branches" }
    var branches: String { "Branches" }
    var branchesTileNote: String { "The library's buildings and their funds" }
    var branch: String { "Branch" }
    var noBranch: String { "— no branch —" }
    var myAccountsBranch: String { "— my account's branch —" }
    var whereYouWorkNow: String { "Where you work now" }
    var haveItSentHere: String { "Have it sent here" }
    var receive: String { "Receive" }
    var sendCopy: String { "Send" }
    var onItsWay: String { "on its way" }
    func awayFrom(_ home: BranchCode) -> String { "from \(home)" }
    func branchCounts(onShelf: Int, onLoan: Int, inTransit: Int) -> String {
        (["on the shelf: \(onShelf)"] + (onLoan > 0 ? ["on loan: \(onLoan)"] : [])
            + (inTransit > 0 ? ["on the way here: \(inTransit)"] : [])).joined(separator: ", ")
    }
    var everyBranch: String { "Every branch" }
    var show: String { "Show" }
    var branchCode: String { "Code" }
    var branchCodeHint: String { "Short: CL, B2. Printed on labels and reports." }
    var branchName: String { "Name" }
    var irbisStoragePlace: String { "IRBIS storage place (910^D)" }
    var irbisStoragePlaceHint: String { "The branch's code when empty." }
    var amongLocations: String { "Among the library locations" }
    var amongLocationsHint: String {
        "How the branch shows in the library locations (/locations): the street address is the branch's address and follows it."
    }
    var locationEntry: String { "Location" }
    var newLocationEntry: String { "— a new one —" }
    var showAmongLocations: String { "Show among library locations" }
    var stopShowingAmongLocations: String { "Stop showing" }
    var shownAmongLocations: String { "among library locations" }
    var noSuchLocation: String { "There is no such location. Choose one from the list." }
    var mainBranch: String { "the main branch" }
    func removeBranchQuestion(_ code: BranchCode) -> String { "Remove the branch \(code)?" }
    var remove: String { "Remove" }
    var branchesIntro: String {
        "Each copy belongs to a branch and is lent where it stands. A book returned at another branch sets off home; it is received on the Transfers page."
    }
    var newBranch: String { "New branch" }
    var allBranches: String { "All branches" }
    var nothingOnItsWay: String { "Nothing is on its way." }
    var chooseBranch: String { "— choose a branch —" }
    var sendACopy: String { "Send a copy" }
    var sendTo: String { "To" }
    var myBranchOnly: String { "My branch only" }
    var onlyThoseOnTheirWay: String { "Only those on their way" }
    var withFinishedOnes: String { "With finished ones" }
    var transfersBetweenBranches: String { "Transfers between branches" }
    func branchNamed(_ code: BranchCode) -> String { "Branch \(code)" }
    func sentOn(_ day: String) -> String { "sent \(day)" }
    func receivedOn(_ day: String) -> String { "received \(day)" }
    func calledOffOn(_ day: String) -> String { "called off \(day)" }
}
