import KartotekaCore

extension EnglishTexts: BranchCommandTexts {
    var branchAddSummary: String { "add a branch" }
    var branchAddDetails: String { "Example: kartoteka branch add --code Ф2 --name \"Village branch\" --address \"2 Garden Street\"" }
    var branchCodeTypedHelp: String { "branch code: letters, digits and - / . _" }
    var branchCodeHelp: String { "branch code" }
    func branchAdded(_ line: String) -> String { "Added: \(line)" }
    var branchDeleteSummary: String { "remove a branch (not the main one; without copies, loans or staff)" }
    func branchRemoved(_ code: String) -> String { "Branch \(code) removed." }
    var branchEditSummary: String { "change a branch (--code: which; --new-code: a new code)" }
    var newBranchCodeHelp: String { "new branch code" }
    func branchSavedLine(_ line: String) -> String { "Saved: \(line)" }
    var branchNameHelp: String { "the branch’s name" }
    var branchAddressHelp: String { "where the branch is" }
    var branchStoragePlaceHelp: String { "the IRBIS storage place of its fund (910^D); the branch code by default" }
    var branchLocationHelp: String { "a library location (a number from location list) to show the branch instead of a new one" }
    var branchPublishSummary: String { "show a branch among the library locations (/locations), or change how" }
    var branchPublishDetails: String {
        "Its location takes the branch's address (--address changes it) and follows it; what is not given keeps what the "
            + "location has. Example: kartoteka branch publish --code Ф2 --city Ivanovka --country Russia --hours \"10am–6pm\""
    }
    func branchPublished(_ line: String) -> String { "Among the library locations: \(line)" }
    var branchUnpublishSummary: String { "stop showing a branch among the library locations (its location is removed)" }
    func branchUnpublished(_ code: String) -> String { "Branch \(code) is no longer shown among the library locations." }
    var branchListSummary: String { "the library’s branches (the main one first)" }
    var transferListSummary: String { "copies on their way between branches (with --all: every journey)" }
    var allTransfersHelp: String { "journeys that have ended too" }
    var transferBranchHelp: String { "only those from or to this branch" }
    var nothingOnItsWay: String { "Nothing is on its way." }
    var noJourneys: String { "No journeys." }
    var transferReceiveSummary: String { "receive a copy that has arrived at a branch" }
    var receiveAtHelp: String {
        "the branch receiving it (default: through a server, the token account’s branch, else where the copy is going; with the database, where it is going)"
    }
    func copyReceivedAt(_ inventory: String, branch: String) -> String { "Copy \(inventory) received at the branch \(branch)." }
    var transferCancelSummary: String { "call off a copy's journey: it stays at the branch it was sent from" }
    func transferCancelled(_ inventory: String, kept branch: String, not destination: String) -> String {
        "Copy \(inventory) stays at the branch \(branch); its journey to \(destination) is called off."
    }
    var calledOffMark: String { "called off" }
    func calledOffForHold(_ hold: String) -> String { "A reader's hold wants it (set it aside, or to send): \(hold)" }
    var transferSendSummary: String { "send a copy to another branch" }
    var sendToHelp: String { "the branch it goes to" }
    func copySentBetween(_ inventory: String, from: String, to: String) -> String {
        "Copy \(inventory) sent from the branch \(from) to the branch \(to), to be received there."
    }
    var lendAtHelp: String {
        "the branch lending it (default: through a server, the token account’s branch; with the database, where the copy is)"
    }
    var returnAtHelp: String {
        "the branch taking it back (default: through a server, the token account’s branch; with the database, the one that lent it)"
    }
    func takenBackTravelsHome(at back: String, home: String, receive: String) -> String {
        "Taken back at the branch \(back); it now travels home to the branch \(home), to be received there: \(receive)"
    }
    var accountBranchHelp: String { "the branch whose desk the account works at (\"\" removes it)" }
    func accountBranchNote(_ code: BranchCode) -> String { ", branch \(code)" }
    func accountBranchMark(_ code: BranchCode) -> String { "  branch \(code)" }
    func branchLocationNote(_ id: Int64) -> String { "  among locations: #\(id)" }
    var mainBranchMark: String { "  (main)" }
    var onItsWayMark: String { "ON ITS WAY" }
}
