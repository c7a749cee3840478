import KartotekaCore

/// The texts of the `hold` commands and how the reports show a hold.
protocol HoldCommandTexts: Sendable {
    var holdPlaceSummary: String { get }
    var holdListSummary: String { get }
    var holdCancelSummary: String { get }
    var holdTitleHelp: String { get }
    var holdCopyHelp: String { get }
    var holdPickupHelp: String { get }
    var holdTitleFilterHelp: String { get }
    var holdBranchFilterHelp: String { get }
    var holdStateHelp: String { get }
    var holdStateChoices: String { get }
    var holdIDHelp: String { get }
    var holdPickupDaysHelp: String { get }
    var holdPickupDaysLabel: String { get }
    var noHoldsFound: String { get }
    var holdPlacedByReaderMark: String { get }
    func holdOfCopyMark(_ inventory: String) -> String
    func holdPlacedLine(_ line: String) -> String
    func holdCancelledLine(_ line: String) -> String
    func returnedForHold(_ line: String) -> String
}
