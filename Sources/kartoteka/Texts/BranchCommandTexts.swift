import KartotekaCore

/// The texts of the branch and transfer commands, the branch options of others, and how the
/// reports show a branch and a journey.
protocol BranchCommandTexts: Sendable {
    var branchAddSummary: String { get }
    var branchAddDetails: String { get }
    var branchCodeTypedHelp: String { get }
    var branchCodeHelp: String { get }
    func branchAdded(_ line: String) -> String
    var branchDeleteSummary: String { get }
    func branchRemoved(_ code: String) -> String
    var branchEditSummary: String { get }
    var newBranchCodeHelp: String { get }
    func branchSavedLine(_ line: String) -> String
    var branchNameHelp: String { get }
    var branchAddressHelp: String { get }
    var branchStoragePlaceHelp: String { get }
    var branchLocationHelp: String { get }
    var branchPublishSummary: String { get }
    var branchPublishDetails: String { get }
    func branchPublished(_ line: String) -> String
    var branchUnpublishSummary: String { get }
    func branchUnpublished(_ code: String) -> String
    var branchListSummary: String { get }
    var transferListSummary: String { get }
    var allTransfersHelp: String { get }
    var transferBranchHelp: String { get }
    var nothingOnItsWay: String { get }
    var noJourneys: String { get }
    var transferReceiveSummary: String { get }
    var receiveAtHelp: String { get }
    func copyReceivedAt(_ inventory: String, branch: String) -> String
    var transferCancelSummary: String { get }
    func transferCancelled(_ inventory: String, kept branch: String, not destination: String) -> String
    func calledOffForHold(_ hold: String) -> String
    /// A journey called off, in a report line.
    var calledOffMark: String { get }
    var transferSendSummary: String { get }
    var sendToHelp: String { get }
    func copySentBetween(_ inventory: String, from: String, to: String) -> String
    var lendAtHelp: String { get }
    var returnAtHelp: String { get }
    func takenBackTravelsHome(at back: String, home: String, receive: String) -> String
    var accountBranchHelp: String { get }
    func accountBranchNote(_ code: BranchCode) -> String
    func accountBranchMark(_ code: BranchCode) -> String
    func branchLocationNote(_ id: Int64) -> String
    var mainBranchMark: String { get }
    var onItsWayMark: String { get }
}
