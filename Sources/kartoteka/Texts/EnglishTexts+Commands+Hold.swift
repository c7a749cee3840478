import KartotekaCore

extension EnglishTexts: HoldCommandTexts {
    var holdPlaceSummary: String { "reserve a title (or one copy) for a reader: they join its queue" }
    var holdListSummary: String { "holds: on the hold shelf, on their way, then the queues in order" }
    var holdCancelSummary: String { "cancel a hold; a copy set aside for it goes to the next reader" }
    var holdTitleHelp: String { "the title to reserve (its catalogue number)" }
    var holdCopyHelp: String { "instead of a title: the one copy to reserve" }
    var holdPickupHelp: String { "the branch to collect the book at (default: the main branch)" }
    var holdTitleFilterHelp: String { "only this title's queue" }
    var holdBranchFilterHelp: String { "only the holds collected at this branch" }
    var holdStateHelp: String { "active (default): in force; waiting: the hold shelf; all: ended ones too" }
    var holdStateChoices: String { "active, waiting or all" }
    var holdIDHelp: String { "the hold's number (see hold list)" }
    var holdPickupDaysHelp: String { "days a reserved book waits on the hold shelf (1–60)" }
    var holdPickupDaysLabel: String { "Hold shelf, days: " }
    var noHoldsFound: String { "No holds." }
    var holdPlacedByReaderMark: String { "(placed by the reader)" }
    func holdOfCopyMark(_ inventory: String) -> String { "copy \(inventory) only" }
    func holdPlacedLine(_ line: String) -> String { "Reserved: \(line)" }
    func holdCancelledLine(_ line: String) -> String { "Hold cancelled: \(line)" }
    func returnedForHold(_ line: String) -> String { "Set it aside for the hold: \(line)" }
}
